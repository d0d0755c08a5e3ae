//! The Sokoban editor's screen: keys and clicks become the core editor's
//! edits ([`Editor`]), the solver runs on its own thread and is read each
//! step, and "play from here" plays the board in Sokoban's own screen.

mod draw;
pub(crate) mod keys;
mod solving;
#[cfg(test)]
mod tests;
pub(crate) mod words;

use std::path::{Path, PathBuf};

use ggez::glam::Vec2;
use ggez::graphics::Canvas;
use ggez::{Context, GameResult};

use hitlab::editor::sokoban::{
    Editor, EditorControl as C, SaveTarget, Side, Tool, Validity, save_target, write_pack,
};
use hitlab::levels::sokoban::{Cell, DEFAULT_PACK, Level, Pack, parse_pack};
use hitlab::modes::sokoban::Session;
use hitlab::sim::controls::{ControlFrame, ControlState};
use hitlab::sim::script::{self, ScriptPlayer};
use hitlab::sim::{Control, Script, ScriptError};

use crate::view::keymap::{HelpLine, KeyEvent};
use crate::view::screen::{Launch, ModeScreen, Mouse, Style};
use crate::view::sokoban::SokobanScreen;
use crate::view::text::TextCache;
use crate::view::zoom::{ZoomPan, view_help};
use keys::KEYS;
use solving::Solving;

pub struct SokobanEditorScreen {
    editor: Editor,
    /// The pack's file: where it was read from, and where it is saved (a
    /// shipped pack's first save moves this to its new file).
    path: PathBuf,
    cursor: Cell,
    tool: Tool,
    controls: ControlState<C>,
    script: Option<ScriptPlayer<C>>,
    view: ZoomPan,
    /// The board last framed (level, width, height): another is fitted anew.
    framed: Option<(usize, usize, usize)>,
    /// The validity of the board at the editor's version.
    validity: (u64, Validity),
    /// The heading, and what it was made for (version, changed, file).
    heading: ((u64, bool, PathBuf), String),
    /// The solver at work, and its last answer.
    solving: Solving,
    /// A line of news: saved, refused, why it cannot run.
    message: Option<String>,
    /// A paint drag in progress.
    dragging: bool,
    /// Where the palette's entries were last drawn: a click there chooses
    /// the tool, and paints nothing.
    palette: draw::PaletteRects,
    /// The pack's text as it is in its file (as read, or as last saved).
    on_disk: String,
    /// The editor version at which Esc last warned that changes are not
    /// saved: a second Esc at the same version leaves.
    warned: Option<u64>,
    /// The editor version at which a save warned that the file changed on
    /// disk: a second save at the same version overwrites it.
    overwrite_warned: Option<u64>,
    /// Sokoban on the board being edited ("play from here").
    playing: Option<SokobanScreen>,
    launch: Launch,
}

impl SokobanEditorScreen {
    /// The editor on the pack at `path` (a file on disk, or a shipped
    /// pack's resource name), open on level `number` (counting from 1; the
    /// last if past it). A file that does not exist yet starts a new pack
    /// with one walled room. Fails only for a file that exists and cannot
    /// be read, with the line to show.
    pub fn open(path: &Path, number: usize, launch: &Launch) -> Result<Self, String> {
        let text = match hitlab::resources::read_text(path) {
            Ok(text) => text,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => String::new(),
            Err(e) => return Err(words::cannot_read(path, &e)),
        };
        let editor = Editor::open(&text, number.saturating_sub(1), words::NEW_LEVEL_TITLE);
        let on_disk = text;
        let validity = (editor.version(), editor.validity());
        Ok(Self {
            editor,
            path: path.to_owned(),
            cursor: Cell::new(1, 1),
            tool: Tool::Wall,
            controls: ControlState::default(),
            script: None,
            view: ZoomPan::new(launch.window),
            framed: None,
            validity,
            heading: ((u64::MAX, false, PathBuf::new()), String::new()),
            solving: Solving::default(),
            message: None,
            dragging: false,
            palette: Vec::new(),
            on_disk,
            warned: None,
            overwrite_warned: None,
            playing: None,
            launch: launch.clone(),
        })
    }

    /// The editor on `--level` (the shipped pack if none), level 1: for
    /// `--mode sokoban-editor`.
    pub fn new(launch: &Launch) -> GameResult<Self> {
        let path = launch
            .level_path
            .clone()
            .unwrap_or_else(|| hitlab::resources::resolve(DEFAULT_PACK));
        Self::open(&path, 1, launch).map_err(ggez::GameError::CustomError)
    }

    /// The board's validity, checked again only when the board changed.
    fn validity(&mut self) -> &Validity {
        if self.validity.0 != self.editor.version() {
            self.validity = (self.editor.version(), self.editor.validity());
        }
        &self.validity.1
    }

    /// The open level's title, or "Level N".
    fn level_name(&self) -> String {
        // The titles are the file's: the board's edits change none.
        let pack = parse_pack(&self.editor.text(), &self.path);
        let title = match pack.entries.get(self.editor.level()) {
            Some(Ok(level)) => level.title.clone(),
            Some(Err(error)) => error.title.clone(),
            None => None,
        };
        title.unwrap_or_else(|| words::untitled(self.editor.level() + 1))
    }

    /// The level the board is, or why it cannot run (said on screen).
    fn playable(&mut self) -> Option<Level> {
        match self.validity() {
            Validity::Playable(level) => Some(level.clone()),
            Validity::Invalid { problem, .. } => {
                self.message = Some(words::not_playable(&words::problem(problem)));
                None
            }
        }
    }

    fn act(&mut self, control: C) {
        if let Some((dc, dr)) = control.cursor_step() {
            let board = self.editor.board();
            let (w, h) = (board.width() as i32, board.height() as i32);
            self.cursor = Cell::new(
                (self.cursor.col + dc).clamp(0, w - 1),
                (self.cursor.row + dr).clamp(0, h - 1),
            );
            return;
        }
        if let Some(tool) = control.tool() {
            self.tool = tool;
            self.editor.paint(self.cursor, tool);
            return;
        }
        if let Some((side, grow)) = control.resize() {
            // The cursor stays on its square when rows or columns come or
            // go before it.
            let shift = if grow { 1 } else { -1 };
            if self.editor.resize(side, grow) {
                match side {
                    Side::Left => self.cursor.col += shift,
                    Side::Top => self.cursor.row += shift,
                    Side::Right | Side::Bottom => {}
                }
            }
            return;
        }
        let refused = match control {
            C::Paint => {
                self.editor.paint(self.cursor, self.tool);
                Ok(())
            }
            C::NewLevel => self
                .editor
                .add_level(false, words::NEW_LEVEL_TITLE)
                .map(drop),
            C::CopyLevel => {
                let title = words::copy_title(&self.level_name());
                self.editor.add_level(true, &title).map(drop)
            }
            C::NextLevel => self.go_to_level(self.editor.level() + 1),
            C::PrevLevel => match self.editor.level().checked_sub(1) {
                Some(level) => self.go_to_level(level),
                None => Ok(()),
            },
            C::Undo => {
                self.editor.undo();
                Ok(())
            }
            C::Redo => {
                self.editor.redo();
                Ok(())
            }
            C::Solve => {
                self.solve();
                Ok(())
            }
            C::Save => {
                self.save();
                Ok(())
            }
            C::Play => {
                self.play();
                Ok(())
            }
            _ => Ok(()),
        };
        if let Err(refusal) = refused {
            self.message = Some(words::refusal(refusal));
        }
    }

    fn go_to_level(&mut self, level: usize) -> Result<(), hitlab::editor::sokoban::Refusal> {
        if level >= self.editor.level_count() {
            return Ok(());
        }
        self.editor.go_to(level).map(drop)
    }

    /// Starts the solver on the board, or stops the one running.
    fn solve(&mut self) {
        if !self.solving.stop()
            && let Some(level) = self.playable()
        {
            self.solving.start(level, self.editor.version());
        }
    }

    fn save(&mut self) {
        let text = match self.editor.saved_text() {
            Ok(text) => text,
            Err(refusal) => {
                self.message = Some(words::refusal(refusal));
                return;
            }
        };
        let (target, new_file) = match save_target(&self.path, hitlab::resources::current()) {
            SaveTarget::InPlace(path) => (path, false),
            SaveTarget::NewFile(path) => (path, true),
            SaveTarget::Nowhere => {
                self.message = Some(words::NOWHERE_TO_SAVE.to_owned());
                return;
            }
        };
        // Someone else changed the file (a text editor, another window):
        // saving would lose their change, so the first save says so.
        let theirs = std::fs::read_to_string(&target).ok();
        let changed_there = !new_file && theirs.is_some_and(|t| t != self.on_disk);
        if changed_there && self.overwrite_warned != Some(self.editor.version()) {
            self.overwrite_warned = Some(self.editor.version());
            self.message = Some(words::changed_on_disk(&target, &KEYS.first_key(C::Save)));
            return;
        }
        match write_pack(&target, &text) {
            Ok(()) => {
                // The text written is the text held: nothing left to refuse.
                let _ = self.editor.mark_saved();
                self.on_disk = text;
                self.message = Some(words::saved(&target, new_file));
                self.path = target;
            }
            Err(e) => self.message = Some(words::save_failed(&target, &e)),
        }
    }

    /// Plays the board in Sokoban's screen, or comes back from it.
    fn play(&mut self) {
        if self.playing.take().is_some() {
            return;
        }
        let Some(mut level) = self.playable() else {
            return;
        };
        level.title = Some(self.level_name());
        // A label, not the pack's path: the pack's solutions and progress
        // are for its own numbering, not this one board.
        let pack = Pack {
            file: PathBuf::from(words::SCREEN_NAME),
            entries: vec![Ok(level)],
        };
        let session = Session::new(pack, None);
        self.playing = Some(SokobanScreen::for_step(session, &self.launch));
    }

    /// The grid cell under a window pixel (rows go down; world y goes up).
    fn cell_at(&self, pixel: Vec2) -> Cell {
        let world = self.view.camera().screen_to_world().transform_point2(pixel);
        Cell::new(world.x.floor() as i32, (-world.y).floor() as i32)
    }

    fn paint_at(&mut self, pixel: Vec2) {
        let cell = self.cell_at(pixel);
        if self.editor.board().get(cell).is_some() {
            self.cursor = cell;
            self.editor.paint(cell, self.tool);
        }
    }

    fn frame_step(&mut self, frame: &ControlFrame<C>) {
        for &control in C::all() {
            if frame.pressed(control) {
                self.act(control);
            }
        }
        let board = self.editor.board();
        self.cursor = Cell::new(
            self.cursor.col.clamp(0, board.width() as i32 - 1),
            self.cursor.row.clamp(0, board.height() as i32 - 1),
        );
        self.solving.forget_unless(self.editor.version());
        self.solving.poll(self.script.is_some());
    }
}

impl ModeScreen for SokobanEditorScreen {
    fn name(&self) -> &'static str {
        words::SCREEN_NAME
    }

    fn set_script(&mut self, script: &Script) -> Result<(), ScriptError> {
        self.script = Some(script.player()?);
        Ok(())
    }

    fn key(&mut self, event: &KeyEvent, down: bool) -> bool {
        if let Some(playing) = &mut self.playing {
            if down && KEYS.control(event, |_| true) == Some(C::Play) {
                self.playing = None;
                return true;
            }
            return playing.key(event, down);
        }
        if self.view.key(event, down) {
            return true;
        }
        KEYS.apply(&mut self.controls, event, down, |_| true)
    }

    /// Esc leaves play for the editor; with changes not saved, the first
    /// Esc says so and the second leaves.
    fn escape(&mut self) -> bool {
        if self.playing.take().is_some() {
            return true;
        }
        let unsaved = self.editor.saved_text().ok().as_ref() != Some(&self.on_disk);
        let version = self.editor.version();
        if unsaved && self.warned != Some(version) {
            self.warned = Some(version);
            self.message = Some(words::unsaved(
                &crate::view::app_keys::APP_KEYS.first_key(crate::view::app_keys::AppKey::Escape),
                &KEYS.first_key(C::Save),
            ));
            return true;
        }
        false
    }

    fn focus_lost(&mut self) {
        self.controls.clear();
        if let Some(playing) = &mut self.playing {
            playing.focus_lost();
        }
    }

    fn mouse(&mut self, event: Mouse) {
        if let Some(playing) = &mut self.playing {
            playing.mouse(event);
            return;
        }
        if self.view.mouse(event) {
            return;
        }
        match event {
            Mouse::Down(p) => {
                if let Some(&(_, tool)) = self.palette.iter().find(|(r, _)| r.contains(p)) {
                    self.tool = tool;
                    return;
                }
                self.dragging = true;
                self.editor.begin_stroke();
                self.paint_at(p);
            }
            Mouse::Move(p) if self.dragging => self.paint_at(p),
            Mouse::Up(_) => {
                self.dragging = false;
                self.editor.end_stroke();
            }
            _ => {}
        }
    }

    fn step(&mut self) {
        if let Some(playing) = &mut self.playing {
            playing.step();
            return;
        }
        let frame = script::next_frame(&mut self.script, &mut self.controls);
        self.frame_step(&frame);
    }

    fn resize(&mut self, _size: Vec2) {}

    fn still(&self) -> bool {
        match &self.playing {
            Some(playing) => playing.still(),
            None => self.controls.is_idle() && self.script.is_none() && !self.solving.is_running(),
        }
    }

    fn draw(
        &mut self,
        ctx: &mut Context,
        canvas: &mut Canvas,
        style: &Style,
        texts: &mut TextCache,
    ) -> GameResult {
        if let Some(playing) = &mut self.playing {
            playing.draw(ctx, canvas, style, texts)?;
            let back = KEYS.first_key(C::Play);
            return draw::draw_playing_hint(ctx, canvas, style, texts, &words::playing_hint(&back));
        }
        self.solving.poll(self.script.is_some());
        let board = self.editor.board();
        let framed = Some((self.editor.level(), board.width(), board.height()));
        if framed != self.framed {
            self.view.fit();
            self.framed = framed;
        }
        // Read from the whole file: again only when something changed.
        let key = (
            self.editor.version(),
            self.editor.board_changed(),
            self.path.clone(),
        );
        if self.heading.0 != key {
            let heading = words::heading(
                &self.path,
                self.editor.level() + 1,
                self.editor.level_count(),
                &self.level_name(),
                self.editor.board_changed(),
            );
            self.heading = (key, heading);
        }
        let status = draw::Status {
            heading: self.heading.1.clone(),
            validity: self.validity().clone(),
            solver: self.solving.line(self.editor.version()),
            message: self.message.clone(),
        };
        self.palette = draw::draw(
            &self.editor,
            self.cursor,
            self.tool,
            &status,
            &mut self.view,
            ctx,
            canvas,
            style,
            texts,
        )?;
        Ok(())
    }

    fn help(&self) -> Vec<HelpLine> {
        if let Some(playing) = &self.playing {
            let mut rows = vec![HelpLine::new(KEYS.keys(C::Play), C::Play.describe())];
            rows.extend(playing.help());
            return rows;
        }
        // Controls that differ only in direction share a row, so the
        // overlay fits a window.
        let groups: [(&[C], &str); 4] = [
            (
                &[C::CursorLeft, C::CursorUp, C::CursorRight, C::CursorDown],
                words::HELP_CURSOR,
            ),
            (
                &[C::GrowLeft, C::GrowTop, C::GrowRight, C::GrowBottom],
                words::HELP_GROW,
            ),
            (
                &[C::ShrinkLeft, C::ShrinkTop, C::ShrinkRight, C::ShrinkBottom],
                words::HELP_SHRINK,
            ),
            (&[C::NextLevel, C::PrevLevel], words::HELP_LEVELS),
        ];
        let mut rows = Vec::new();
        for &control in C::all() {
            match groups
                .iter()
                .find(|(members, _)| members.contains(&control))
            {
                Some((members, action)) if members[0] == control => {
                    rows.push(HelpLine::new(KEYS.keys_of(members), *action));
                }
                Some(_) => {}
                None => rows.push(HelpLine::new(KEYS.keys(control), control.describe())),
            }
        }
        rows.push(HelpLine::new(words::HELP_CLICK.0, words::HELP_CLICK.1));
        rows.push(HelpLine::new(words::HELP_PALETTE.0, words::HELP_PALETTE.1));
        rows.extend(view_help());
        rows
    }
}
