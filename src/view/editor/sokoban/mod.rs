//! The Sokoban editor's screen: keys and clicks become the core session's
//! controls ([`EditorSession`]: edits, the cursor and tool, the solver,
//! saving), its news becomes words on screen, and "play from here" plays
//! the board in Sokoban's own screen.

mod act;
mod draw;
pub(crate) mod keys;
mod save_file;
#[cfg(test)]
mod tests;

use std::path::{Path, PathBuf};

use ggez::glam::Vec2;
use ggez::graphics::Canvas;
use ggez::{Context, GameResult};

use hitlab::editor::sokoban::{EditorControl as C, EditorSession, Leaving, SolverStatus};
use hitlab::levels::sokoban::{DEFAULT_PACK, Level};
use hitlab::screens::words::sokoban_editor as words;
use hitlab::sim::controls::ControlState;
use hitlab::sim::script::{self, ScriptPlayer};
use hitlab::sim::{Script, ScriptError};

use crate::view::app_keys::{APP_KEYS, AppKey};
use crate::view::keymap::{HelpLine, KeyEvent, control_words};
use crate::view::screen::{Launch, ModeScreen, Mouse, Request, Style};
use crate::view::sokoban::SokobanScreen;
use crate::view::text::TextCache;
use crate::view::zoom::{ZoomPan, view_help};
use hitlab::i18n::Said;
use keys::KEYS;

/// The mode's name in its controls' message ids (`control-sokoban-editor-save`).
const MODE: &str = "sokoban-editor";

pub struct SokobanEditorScreen {
    /// The pack, the cursor and tool, the solver, what is saved.
    session: EditorSession,
    controls: ControlState<C>,
    script: Option<ScriptPlayer<C>>,
    view: ZoomPan,
    /// The board last framed (level, width, height): another is fitted anew.
    framed: Option<(usize, usize, usize)>,
    /// The heading, and what it was made for (version, changed, file).
    heading: ((u64, bool, PathBuf), Said),
    /// A line of news: saved, refused, why it cannot run.
    message: Option<Said>,
    /// The line of the last save that did not happen: while it is the
    /// line on screen, it is drawn in the error colour.
    failed_message: Option<Said>,
    /// Why the first save that did not happen did not: a scripted run that
    /// asked for a save then fails.
    failed_save: Option<String>,
    /// Where the palette's entries were last drawn: a click there chooses
    /// the tool, and paints nothing.
    palette: draw::PaletteRects,
    /// What Esc asks of the app: Sokoban on the pack.
    request: Option<Request>,
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
        Ok(Self {
            session: EditorSession::open(path, &text, number.saturating_sub(1)),
            controls: ControlState::default(),
            script: None,
            view: ZoomPan::new(launch.window),
            framed: None,
            heading: (
                (u64::MAX, false, PathBuf::new()),
                Said::as_is(String::new()),
            ),
            message: None,
            failed_message: None,
            failed_save: None,
            palette: Vec::new(),
            request: None,
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

    /// The open level's title, or "Level N" in the window's language.
    fn level_name(&self) -> String {
        self.session
            .level_title()
            .unwrap_or_else(|| words::untitled(self.session.editor().level() + 1))
    }

    /// The level the board is, or why it cannot run (said on screen).
    fn playable(&mut self) -> Option<Level> {
        match self.session.playable() {
            Ok(level) => Some(level),
            Err(problem) => {
                self.message = Some(Said::new(move || {
                    words::not_playable(&words::problem(&problem))
                }));
                None
            }
        }
    }

    /// The solver's line for the board on screen.
    fn solver_line(&self) -> Option<String> {
        Some(match self.session.solver_status()? {
            SolverStatus::Searching(states) => words::solving(states),
            SolverStatus::Stale => words::solve_stale(),
            SolverStatus::Found(search) => words::answer(search),
            SolverStatus::Stopped => words::solve_stopped(),
        })
    }
}

impl ModeScreen for SokobanEditorScreen {
    fn name(&self) -> String {
        hitlab::i18n::tr("mode-sokoban-editor")
    }

    fn opens_codes(&self) -> bool {
        false
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
        if self.warn_unsaved(Leaving::Escape) {
            return true;
        }
        // Back to playing the pack (its level list a Tab away), as saved;
        // a pack never saved has nothing to play, and Esc leaves as usual.
        let path = self.session.path();
        if !hitlab::resources::is_file(path) {
            return false;
        }
        self.request = Some(Request::OpenPack(path.to_owned()));
        true
    }

    /// Closing the window with changes not saved: the first time, back
    /// from any play to the editor, which says so; the second closes.
    fn hold_close(&mut self) -> bool {
        if !self.warn_unsaved(Leaving::Close) {
            return false;
        }
        self.playing = None;
        true
    }

    fn take_request(&mut self) -> Option<Request> {
        self.request.take()
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
                    self.session.set_tool(tool);
                    return;
                }
                let painted = self.session.press(self.cell_at(p));
                self.painted(painted);
            }
            Mouse::Move(p) => {
                let painted = self.session.drag(self.cell_at(p));
                self.painted(painted);
            }
            Mouse::Up(_) => self.session.release(),
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
            None => self.controls.is_idle() && self.script.is_none() && !self.session.solving(),
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
            let esc = APP_KEYS.first_key(AppKey::Escape);
            return super::draw_playing_hint(
                ctx,
                canvas,
                style,
                texts,
                &words::playing_hint(&back, &esc),
            );
        }
        self.session.poll_solver(self.script.is_some());
        let editor = self.session.editor();
        let board = editor.board();
        let framed = Some((editor.level(), board.width(), board.height()));
        if framed != self.framed {
            self.view.fit();
            self.framed = framed;
        }
        // Read from the whole file: again only when something changed.
        let key = (
            editor.version(),
            editor.board_changed(),
            self.session.path().to_owned(),
        );
        if self.heading.0 != key {
            let (path, changed) = (key.2.clone(), key.1);
            let (number, count) = (editor.level() + 1, editor.level_count());
            let title = self.session.level_title();
            let heading = Said::new(move || {
                let name = title.clone().unwrap_or_else(|| words::untitled(number));
                words::heading(&path, number, count, &name, changed)
            });
            self.heading = (key, heading);
        }
        let status = draw::Status {
            heading: self.heading.1.text(),
            validity: self.session.validity().clone(),
            solver: self.solver_line(),
            message: self.message.as_ref().map(Said::text),
            message_failed: self.message.is_some() && self.message == self.failed_message,
        };
        self.palette = draw::draw(
            self.session.editor(),
            self.session.cursor(),
            self.session.tool(),
            &status,
            &mut self.view,
            ctx,
            canvas,
            style,
            texts,
        )?;
        Ok(())
    }

    fn failed_save(&self) -> Option<String> {
        self.failed_save.clone()
    }

    fn help(&self) -> Vec<HelpLine> {
        if let Some(playing) = &self.playing {
            let mut rows = vec![HelpLine::new(
                KEYS.keys(C::Play),
                control_words(MODE, C::Play, &[]),
            )];
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
        let mut rows = KEYS.help_grouped(MODE, &groups, &[]);
        for (keys, action) in words::help_mouse() {
            rows.push(HelpLine::new(keys, action));
        }
        rows.extend(view_help());
        rows
    }
}
