//! The arena editor's screen: maps keys, clicks and drags to the core's
//! [`ArenaEditor`], draws the draft, and plays the edited arena in the
//! shooter's own screen until Esc brings the editor back as it was. It
//! decides nothing the core could decide.

mod areas;
mod draw;
pub(crate) mod keys;
mod panel;

use std::collections::HashMap;
use std::path::{Path, PathBuf};

use ggez::graphics::{Canvas, Rect};
use ggez::{Context, GameError, GameResult};
use glam::Vec2;

use hitlab::camera::Camera;
use hitlab::editor::arena::{ArenaEditor, Ask, EditorControl as C, new_arena_text};
use hitlab::levels::FileWatch;
use hitlab::modes::shooter::ShooterGame;
use hitlab::screens::words::arena_editor as words;
use hitlab::sim::controls::ControlState;
use hitlab::sim::script::{self, ScriptPlayer};
use hitlab::sim::{Control, Script, ScriptError};

use super::notice_colour;
use crate::view::app_keys::{APP_KEYS, AppKey};
use crate::view::keymap::{HelpLine, KeyEvent};
use crate::view::screen::{Launch, ModeScreen, Mouse, Style};
use crate::view::shooter::ShooterScreen;
use crate::view::shooter::layout;
use crate::view::text::TextCache;
use crate::view::text_field::{FieldEdit, field_edit};
use crate::view::zoom::{ZoomPan, view_help};
use areas::{Areas, FRAME_MARGIN, fit_camera};
use hitlab::i18n::Said;
use keys::KEYS;

/// The mode's name in its controls' message ids (`control-arena-editor-save`).
const MODE: &str = "arena-editor";

/// Steps a key is held before it repeats, and steps between repeats: a
/// press moves once, a held arrow keeps moving.
const REPEAT_AFTER_STEPS: u32 = 18;
const REPEAT_EVERY_STEPS: u32 = 3;

/// The controls a held key repeats.
const REPEATING: &[C] = &[
    C::MoveLeft,
    C::MoveRight,
    C::MoveUp,
    C::MoveDown,
    C::NudgeLeft,
    C::NudgeRight,
    C::NudgeUp,
    C::NudgeDown,
    C::RotateLeft,
    C::RotateRight,
    C::Grow,
    C::Shrink,
    C::SpinUp,
    C::SpinDown,
];

pub struct ArenaEditorScreen {
    editor: ArenaEditor,
    /// Whether the file is the copy inside the game (not on disk).
    shipped: bool,
    /// Where a file that cannot be written in place is saved.
    levels: Option<PathBuf>,
    launch: Launch,
    controls: ControlState<C>,
    script: Option<ScriptPlayer<C>>,
    held_for: HashMap<C, u32>,
    view: ZoomPan,
    camera: Camera,
    field: Rect,
    /// The properties panel's rows as last drawn, pixels: a click focuses one.
    rows: Vec<Rect>,
    meshes: draw::Meshes,
    /// What the last save (or refused play) said.
    notice: Option<Said>,
    /// The notice of the last save that failed: while it is the notice on
    /// screen, it is drawn in the error colour.
    failed_notice: Option<Said>,
    /// Why the first save that failed failed: a scripted run that asked
    /// for a save ends in failure (`hitlab edit … --script`).
    failed_save: Option<String>,
    /// The round played from here; the editor waits under it as it was.
    playing: Option<Box<ShooterScreen>>,
    /// Esc was pressed once with edits not saved, and warned.
    warned_unsaved: bool,
    /// The window was asked to close once with edits not saved, and warned.
    warned_closing: bool,
    /// The file, watched for a change made elsewhere (another editor).
    watch: FileWatch,
}

impl ArenaEditorScreen {
    /// The arena at `--level` (`hitlab edit FILE`); a file not there yet
    /// starts a new arena that saving creates.
    pub fn new(launch: &Launch) -> GameResult<Self> {
        let path = launch
            .level_path
            .clone()
            .ok_or_else(|| GameError::CustomError(words::no_file()))?;
        let refuse = |why: String| GameError::CustomError(words::cannot_open(&path, &why));
        let name = path
            .file_stem()
            .map_or_else(String::new, |s| s.to_string_lossy().into_owned());
        let text = match hitlab::levels::file::read_level(&path) {
            // An empty file (`touch new.toml`) is a new arena, as a missing
            // one is: there is nothing in it to keep.
            Ok(text) if text.trim().is_empty() => new_arena_text(&name),
            Ok(text) => text,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => new_arena_text(&name),
            Err(e) => return Err(refuse(e.to_string())),
        };
        let editor = ArenaEditor::open(&path, &text).map_err(|e| refuse(e.to_string()))?;
        let path = editor.path().to_owned();
        Ok(Self {
            editor,
            shipped: hitlab::resources::is_shipped(&path),
            // Where the Sokoban editor saves a shipped pack's copy too, in a
            // window or headless.
            levels: hitlab::resources::current()
                .levels_folder()
                .map(Path::to_owned),
            launch: launch.clone(),
            controls: ControlState::default(),
            script: None,
            held_for: HashMap::new(),
            view: ZoomPan::new(launch.window),
            camera: Camera::new(Vec2::ZERO, 10.0, launch.window),
            field: Rect::new(0.0, 0.0, launch.window.x, launch.window.y),
            rows: Vec::new(),
            meshes: draw::Meshes::default(),
            notice: None,
            failed_notice: None,
            failed_save: None,
            playing: None,
            warned_unsaved: false,
            warned_closing: false,
            watch: FileWatch::new(&path),
        })
    }

    fn act(&mut self, control: C) {
        // What the last save said is old news after the next key; a
        // warning about leaving unsaved is asked again.
        self.notice = None;
        self.warned_unsaved = false;
        self.warned_closing = false;
        match self.editor.control(control) {
            Some(Ask::Save) => {
                let saved = self.editor.save(self.levels.as_deref(), self.shipped);
                self.notice = Some(match saved {
                    Ok(saved) => {
                        self.shipped = false;
                        // Our own save is no change made elsewhere.
                        self.watch = FileWatch::new(self.editor.path());
                        Said::new(move || words::saved(&saved))
                    }
                    Err(e) => {
                        let why = e.to_string();
                        self.failed_save.get_or_insert_with(|| why.clone());
                        let said = Said::new(move || words::save_failed(&why));
                        self.failed_notice = Some(said.clone());
                        said
                    }
                });
            }
            Some(Ask::Play) => self.play(),
            None => {}
        }
    }

    /// The shooter on the arena as edited, from its start.
    fn play(&mut self) {
        let Some(arena) = self.editor.arena().cloned() else {
            self.notice = Some(Said::new(words::cannot_play));
            return;
        };
        match ShooterGame::new(arena, self.launch.seed) {
            Ok(game) => {
                let mut launch = self.launch.clone();
                launch.window = self.camera_window();
                let mut screen = ShooterScreen::for_step(game, &launch);
                screen.resize(launch.window);
                self.playing = Some(Box::new(screen));
                self.controls.clear();
            }
            Err(e) => self.notice = Some(Said::as_is(e.to_string())),
        }
    }

    fn camera_window(&self) -> Vec2 {
        self.launch.window
    }

    fn world(&self, pixels: Vec2) -> [f64; 2] {
        let at = self.camera.screen_to_world().transform_point2(pixels);
        [f64::from(at.x), f64::from(at.y)]
    }

    /// Lays the screen out and frames the arena in its field.
    fn lay_out(&mut self, style: &Style) -> Areas {
        let areas = Areas::of(style);
        let size = self.editor.draft().size;
        #[allow(clippy::cast_possible_truncation)] // world units, f32 once loaded
        let size = Vec2::new(size[0] as f32, size[1] as f32);
        let field = areas.field;
        let fit = fit_camera(field, size * FRAME_MARGIN, style.window.max(Vec2::ONE));
        let middle = Vec2::new(field.x + field.w / 2.0, field.y + field.h / 2.0);
        self.camera = self.view.frame(fit, middle);
        self.field = field;
        areas
    }
}

impl ModeScreen for ArenaEditorScreen {
    fn name(&self) -> String {
        hitlab::i18n::tr("mode-arena-editor")
    }

    fn opens_codes(&self) -> bool {
        false
    }

    fn set_script(&mut self, script: &Script) -> Result<(), ScriptError> {
        self.script = Some(script.player::<C>()?);
        Ok(())
    }

    fn key(&mut self, event: &KeyEvent, down: bool) -> bool {
        if let Some(playing) = &mut self.playing {
            return playing.key(event, down);
        }
        if self.editor.typing().is_some() {
            // Typing: every key goes into the field, none is a shortcut
            // (a release still lets go of what its press held).
            if !down {
                return KEYS.apply(&mut self.controls, event, down, |_| true);
            }
            self.notice = None;
            match field_edit(event) {
                Some(FieldEdit::Commit) => self.editor.commit_typing(),
                Some(FieldEdit::Erase) => self.editor.erase(),
                Some(FieldEdit::Type(text)) => self.editor.type_text(text),
                None => {}
            }
            return true;
        }
        if self.view.key(event, down) {
            self.camera = self.view.camera();
            return true;
        }
        let text_field = self.editor.focused().is_some_and(|p| p.is_text());
        KEYS.apply(&mut self.controls, event, down, |when| match when {
            keys::When::TextField => text_field,
        })
    }

    fn takes_text(&self) -> bool {
        self.playing.is_none() && self.editor.typing().is_some()
    }

    fn compose(&mut self, composing: &str) {
        self.editor.compose(composing);
    }

    fn typing_at(&self) -> Option<Rect> {
        self.rows.get(self.editor.focus()).copied()
    }

    fn mouse(&mut self, event: Mouse) {
        if let Some(playing) = &mut self.playing {
            playing.mouse(event);
            return;
        }
        if self.view.mouse(event) {
            self.camera = self.view.camera();
            return;
        }
        match event {
            Mouse::Down(pixels) if self.rows.iter().any(|r| r.contains(pixels)) => {
                if let Some(row) = self.rows.iter().position(|r| r.contains(pixels)) {
                    self.editor.focus_on(row);
                }
            }
            Mouse::Down(pixels) if self.field.contains(pixels) => {
                let at = self.world(pixels);
                let gap = draw::handle_gap(&self.camera);
                self.editor.press(at, gap);
            }
            Mouse::Move(pixels) if self.editor.dragging().is_some() => {
                let at = self.world(pixels);
                self.editor.drag_to(at);
            }
            Mouse::Up(_) => self.editor.release(),
            _ => {}
        }
    }

    fn step(&mut self) {
        let frame = script::next_frame(&mut self.script, &mut self.controls);
        if let Some(playing) = &mut self.playing {
            playing.step();
            return;
        }
        for &control in C::all() {
            let held = self.held_for.entry(control).or_insert(0);
            *held = if frame.held(control) { *held + 1 } else { 0 };
            let repeat = REPEATING.contains(&control)
                && *held > REPEAT_AFTER_STEPS
                && held.is_multiple_of(REPEAT_EVERY_STEPS);
            if frame.pressed(control) || repeat {
                self.act(control);
            }
        }
    }

    fn resize(&mut self, size: Vec2) {
        self.launch.window = size;
        self.camera.resize(size);
        if let Some(playing) = &mut self.playing {
            playing.resize(size);
        }
    }

    /// Esc: out of a round played from here; else, with edits not saved,
    /// a first Esc only warns (a second leaves, the edits lost).
    fn escape(&mut self) -> bool {
        if self.playing.take().is_some() {
            return true;
        }
        if self.editor.cancel_typing() {
            return true;
        }
        if self.editor.unsaved() && !self.warned_unsaved {
            self.warned_unsaved = true;
            let keys = (KEYS.first_key(C::Save), APP_KEYS.first_key(AppKey::Escape));
            self.notice = Some(Said::new(move || {
                words::unsaved_on_leaving(&keys.0, &keys.1)
            }));
            return true;
        }
        false
    }

    /// Closing the window with edits not saved: the first time, back from
    /// any round played from here to the editor, which says so; the second
    /// closes.
    fn hold_close(&mut self) -> bool {
        if !self.editor.unsaved() || self.warned_closing {
            return false;
        }
        self.warned_closing = true;
        self.playing = None;
        let save = KEYS.first_key(C::Save);
        self.notice = Some(Said::new(move || words::unsaved_on_closing(&save)));
        true
    }

    /// The file changed on disk, saved by something else: with no edits
    /// here it is opened again as it is now; with edits, the screen says so
    /// and the edits stay (a save then writes them over it).
    fn poll_files(&mut self) -> bool {
        if !self.watch.changed() {
            return false;
        }
        let path = self.editor.path().to_owned();
        let Ok(text) = hitlab::levels::file::read_level(&path) else {
            return false;
        };
        if text == self.editor.saved_text() {
            return false;
        }
        if self.editor.unsaved() {
            self.notice = Some(Said::new(words::changed_elsewhere));
            return true;
        }
        match ArenaEditor::open(&path, &text) {
            Ok(editor) => {
                self.editor = editor;
                self.notice = Some(Said::new(words::reloaded));
            }
            Err(e) => {
                let why = e.to_string();
                let path = path.clone();
                self.notice = Some(Said::new(move || words::cannot_open(&path, &why)));
            }
        }
        true
    }

    fn still(&self) -> bool {
        match &self.playing {
            Some(playing) => playing.still(),
            None => self.controls.is_idle() && self.script.is_none(),
        }
    }

    fn focus_lost(&mut self) {
        self.controls.clear();
        self.editor.release();
        if let Some(playing) = &mut self.playing {
            playing.focus_lost();
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
            let back = APP_KEYS.first_key(AppKey::Escape);
            return super::draw_playing_hint(ctx, canvas, style, texts, &words::playing(&back));
        }
        let Areas {
            pad,
            side,
            footer_y,
            ..
        } = self.lay_out(style);
        if let Some(clip) = layout::clip(self.field, style.theme.line_px + 1.0, style.window) {
            canvas.set_scissor_rect(clip)?;
        }
        let drawn = draw::field(
            ctx,
            canvas,
            style,
            &self.camera,
            &self.editor,
            &mut self.meshes,
        );
        canvas.set_default_scissor_rect();
        drawn?;
        draw::labels(
            ctx,
            canvas,
            style,
            &self.camera,
            &self.editor,
            texts,
            self.field,
        )?;
        panel::top(ctx, canvas, style, texts, &self.editor, pad)?;
        self.rows = panel::side(ctx, canvas, style, texts, &self.editor, side)?;
        if let Some(notice) = &self.notice {
            let y = footer_y - style.px(0.8) * 1.5;
            let text = notice.text();
            let px = texts.fit_px(ctx, &text, style.px(0.8), style.window.x - 2.0 * pad)?;
            texts.draw(
                canvas,
                &text,
                px,
                Vec2::new(pad, y),
                notice_colour(&style.theme, self.failed_notice.as_ref() == Some(notice)),
            );
        }
        if style.chrome {
            panel::footer(ctx, canvas, style, texts, pad, footer_y)?;
        }
        Ok(())
    }

    fn failed_save(&self) -> Option<String> {
        self.failed_save.clone()
    }

    fn help(&self) -> Vec<HelpLine> {
        if let Some(playing) = &self.playing {
            return playing.help();
        }
        // Controls that differ only in direction or amount share a row, so
        // the overlay fits a window.
        let groups: [(&[C], &str); 18] = [
            (&[C::SelectNext, C::SelectPrevious], words::HELP_SELECT),
            (
                &[C::MoveLeft, C::MoveUp, C::MoveRight, C::MoveDown],
                words::HELP_MOVE,
            ),
            (
                &[C::NudgeLeft, C::NudgeUp, C::NudgeRight, C::NudgeDown],
                words::HELP_NUDGE,
            ),
            (&[C::RotateLeft, C::RotateRight], words::HELP_ROTATE),
            (&[C::Shrink, C::Grow], words::HELP_SCALE),
            (&[C::SpinUp, C::SpinDown], words::HELP_SPIN),
            (&[C::MoreTips, C::FewerTips], words::HELP_TIPS),
            (&[C::Thinner, C::Fatter], words::HELP_THINNER),
            (&[C::MoreHits, C::FewerHits], words::HELP_HITS),
            (&[C::NextLetter, C::PreviousLetter], words::HELP_LETTER),
            (
                &[
                    C::AddStar,
                    C::AddMoon,
                    C::AddEllipse,
                    C::AddLetter,
                    C::AddRect,
                    C::AddDisk,
                ],
                words::HELP_ADD,
            ),
            (&[C::Wider, C::Narrower], words::HELP_WIDTH),
            (&[C::Taller, C::Shorter], words::HELP_HEIGHT),
            (&[C::FasterShells, C::SlowerShells], words::HELP_SHELLS),
            (
                &[C::LongerCooldown, C::ShorterCooldown],
                words::HELP_COOLDOWN,
            ),
            (&[C::TurnFaster, C::TurnSlower], words::HELP_TURN),
            (&[C::NextField, C::PreviousField], words::HELP_FIELDS),
            (
                &[
                    C::Increase,
                    C::Decrease,
                    C::IncreaseCoarse,
                    C::DecreaseCoarse,
                    C::IncreaseFine,
                    C::DecreaseFine,
                ],
                words::HELP_VALUE,
            ),
        ];
        let mut lines = KEYS.help_grouped(MODE, &groups, &[]);
        for (keys, action) in words::help_mouse() {
            lines.push(HelpLine::new(keys, action));
        }
        lines.extend(view_help());
        lines
    }
}

#[cfg(test)]
mod tests;
