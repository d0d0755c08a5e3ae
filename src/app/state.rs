//! The app's state: the title or the running mode, the help overlay, the
//! theme and the window; one frame of the fixed clock (a step at the game
//! speed's pace), and one frame drawn.

use ggez::glam::Vec2;
use ggez::graphics::{Canvas, Color, Rect};
use ggez::winit::event::{Ime, MouseButton};
use ggez::{Context, GameError, GameResult};

use std::path::{Path, PathBuf};

use hitlab::i18n::{Said, tr, tr_args};
use hitlab::lesson::handout::paper_min_text_px;
use hitlab::modes::shooter::{Replay, RunReport};
use hitlab::screens::navigation::{Action, Navigation, Open, Switch, last_choice};
use hitlab::screens::preferences::PreferencesScreen;
use hitlab::settings::Settings;
use hitlab::settings::controls::PreferencesControl;
use hitlab::settings::preferences::{Preferences, ThemeName};
use hitlab::sim::script::ScriptPlayer;
use hitlab::sim::{FRAMES_PER_SECOND, Motion, Pace, Script, ScriptError};
use hitlab::text::boxes::FrameText;

use super::help::help_sections;
use super::modes::{self, ModeId, open_mode};
use crate::view::editor::sokoban::SokobanEditorScreen;
use crate::view::gamepad::Gamepads;
use crate::view::help::{self, HelpContent};
use crate::view::keymap::KeyEvent;
use crate::view::lesson::LessonScreen;
use crate::view::preferences;
use crate::view::screen::{Launch, ModeScreen, Style};
use crate::view::sokoban::SokobanScreen;
use crate::view::text::{TextCache, TextSizes, set_text_scale};
use crate::view::theme::Theme;
use crate::view::title::{self, MenuEntry, TitleState};

/// Modes are asked to reload edited files every this many frames (twice a
/// second, whatever the game speed).
const POLL_FILES_EVERY: u64 = FRAMES_PER_SECOND as u64 / 2;

/// A short message over every screen.
pub(super) struct Notice {
    pub(super) said: Said,
    /// The frame it goes at.
    pub(super) until: u64,
    /// Whether it says that something failed (drawn in the error colour).
    pub(super) failed: bool,
}

/// How long a notice stays: 5 s, whatever the game speed.
const NOTICE_FRAMES: u64 = 5 * FRAMES_PER_SECOND as u64;

/// The whole game: one of the title or a running mode, plus the overlay.
/// `events.rs` routes input into the fields it shares with it.
pub struct App {
    pub(super) launch: Launch,
    /// The running mode; `None` shows the title screen.
    pub(super) mode: Option<Box<dyn ModeScreen>>,
    /// Which screen is up, where Esc goes from it, the arena playing.
    navigation: Navigation,
    pub(super) title: TitleState,
    pub(super) help_open: bool,
    /// The help's page on screen, from 0, and how many it had when last
    /// drawn (the page keys stop at its ends).
    pub(super) help_page: usize,
    pub(super) help_pages: usize,
    pub(super) theme: Theme,
    /// The preferences in force (the theme above is drawn from them).
    pub(super) preferences: Preferences,
    pub(super) fullscreen: bool,
    /// Fullscreen was chosen on the preferences screen and the window is
    /// not yet so (it changes where the graphics context is at hand).
    pub(super) fullscreen_behind: bool,
    /// The preferences screen over the screen up, if open: a mode under it
    /// is paused, as under the help.
    pub(super) prefs: Option<PreferencesScreen>,
    /// The `--script` the preferences screen plays (`--mode preferences`).
    pub(super) prefs_script: Option<ScriptPlayer<PreferencesControl>>,
    pub(super) window: Vec2,
    texts: TextCache,
    pub(super) gamepads: Gamepads,
    /// The mouse button holding a drag that moves the view, if one is on.
    pub(super) panning: Option<MouseButton>,
    /// Frames (1/60 s of the window's clock) since start.
    frames: u64,
    /// The screens' simulation steps since start: one a frame at full
    /// game speed, fewer at a slower one (`pace`).
    steps: u64,
    /// Which frames run a step, at the game speed in force.
    pace: Pace,
    /// A short message over every screen (where F12 saved the screen),
    /// and the frame it goes at.
    pub(super) notice: Option<Notice>,
    /// Whether screens draw their key hints and a lesson its band (see
    /// [`Style::chrome`]); off for a handout's pictures.
    chrome: bool,
    /// Whether a lesson opened without the chrome keeps its questions (a
    /// worksheet's pictures: held at the question, then revealed) rather
    /// than showing each step answered (a handout's).
    paper_asks: bool,
    /// A handout to write (it needs the graphics context: `catch_up`).
    pub(super) pending_export: Option<PathBuf>,
    /// The `--script` still to play, and the step it was handed over at: a
    /// chooser plays it up to its `open`, the screen opened the rest.
    script: Option<(Script, u64)>,
    /// What is remembered between runs; the last choices are kept here.
    pub(super) settings: Settings,
    /// The settings file changes are saved to; `None`: not saved (headless
    /// runs without `--settings`).
    pub(super) settings_file: Option<PathBuf>,
}

/// Puts in force what `preferences` set for the whole process rather than
/// in the app's own fields: the sound's switch and volume, the text scale.
fn follow_in_process(preferences: &Preferences) {
    crate::view::campaign::follow(preferences);
    crate::view::sound::follow(preferences);
    set_text_scale(preferences.text_size.fraction());
}

impl App {
    /// The app on its title screen, with `preferences` in force.
    pub fn new(
        ctx: &mut Context,
        mut launch: Launch,
        preferences: Preferences,
        fullscreen: bool,
    ) -> Self {
        let texts = TextCache::load(ctx);
        follow_in_process(&preferences);
        let (w, h) = ctx.gfx.drawable_size();
        launch.window = Vec2::new(w, h);
        Self {
            window: launch.window,
            launch,
            mode: None,
            navigation: Navigation::default(),
            title: TitleState::default(),
            help_open: false,
            help_page: 0,
            help_pages: 1,
            theme: Theme::of(&preferences),
            preferences,
            fullscreen,
            fullscreen_behind: false,
            prefs: None,
            prefs_script: None,
            texts,
            gamepads: Gamepads::new(),
            panning: None,
            frames: 0,
            steps: 0,
            pace: Pace::new(preferences.speed),
            notice: None,
            pending_export: None,
            script: None,
            settings: Settings::default(),
            settings_file: None,
            chrome: true,
            paper_asks: false,
        }
    }

    /// The app remembering `settings` (saved to `settings_file` when the
    /// player changes one, if given). The theme and fullscreen the app was
    /// started with (the command line's, or these settings') stay as they are.
    #[must_use]
    pub fn with_settings(mut self, settings: Settings, settings_file: Option<PathBuf>) -> Self {
        self.settings = settings;
        self.settings_file = settings_file;
        self
    }

    /// Whether keys now type into a field (the running screen takes text,
    /// no overlay over it): the window then asks for an input method.
    pub(super) fn takes_text(&self) -> bool {
        !self.overlay_open() && self.mode.as_ref().is_some_and(|m| m.takes_text())
    }

    /// True while an input method may compose into the screen: an editor's
    /// text field, a chooser's filter (the help overlay closed).
    pub(super) fn composes(&self) -> bool {
        !self.overlay_open() && self.mode.as_ref().is_some_and(|m| m.composes())
    }

    /// Whether the help or the preferences cover the screen (and pause it).
    pub(super) fn overlay_open(&self) -> bool {
        self.help_open || self.prefs.is_some()
    }

    /// Where the typed text goes, window pixels, while an input method may
    /// compose.
    pub(super) fn typing_at(&self) -> Option<Rect> {
        self.mode.as_ref().filter(|_| self.composes())?.typing_at()
    }

    /// What an input method sends while keys type (Japanese typed as kana
    /// and converted): the text it is composing goes to the screen to show,
    /// and the text it commits types as a key's text would.
    pub(super) fn input_method(&mut self, event: Ime) {
        if !self.composes() {
            return;
        }
        let Some(mode) = self.mode.as_mut() else {
            return;
        };
        match event {
            Ime::Preedit(composing, _) => mode.compose(&composing),
            Ime::Commit(text) => {
                mode.compose("");
                mode.key(&KeyEvent::text(&text), true);
            }
            Ime::Enabled => {}
            Ime::Disabled => mode.compose(""),
        }
    }

    /// The window is asked to close: true while the running screen holds
    /// it open (an editor saying its edits are not saved), with the help
    /// overlay closed so the warning shows.
    pub(super) fn hold_close(&mut self) -> bool {
        let held = self.mode.as_mut().is_some_and(|m| m.hold_close());
        if held {
            self.help_open = false;
            self.prefs = None;
        }
        held
    }

    /// Puts `preferences` in force at once (the theme, the sound and its
    /// volume, the game speed from the next frame, the motion from the next
    /// drawing) and remembers them.
    pub(super) fn set_preferences(&mut self, preferences: Preferences) {
        self.preferences = preferences;
        self.theme = Theme::of(&preferences);
        self.pace.set_speed(preferences.speed);
        follow_in_process(&preferences);
        self.remember(|_| {});
    }

    /// The theme F2 turns to: the projector's, or back to the dark one.
    pub(super) fn next_contrast(&self) -> ThemeName {
        match self.preferences.theme {
            ThemeName::HighContrast => ThemeName::Dark,
            ThemeName::Dark | ThemeName::Light => ThemeName::HighContrast,
        }
    }

    /// Changes the settings with `change`, adds the preferences, the keys
    /// in force, fullscreen and window as they are now, and saves them (a failure
    /// costs a warning).
    pub(super) fn remember(&mut self, change: impl FnOnce(&mut Settings)) {
        change(&mut self.settings);
        self.settings.set_preferences(&self.preferences);
        self.settings.set_key_bindings(
            &crate::view::keymap::rebound(),
            &hitlab::screens::keys::modes(),
        );
        self.settings.fullscreen = self.fullscreen;
        if !self.fullscreen {
            self.settings.window =
                Some([self.window.x.round() as u32, self.window.y.round() as u32]);
        }
        if let Some(file) = &self.settings_file
            && let Err(e) = self.settings.save_file(file)
        {
            log::warn!("could not save the settings in {}: {e}", file.display());
        }
    }

    /// A file dropped on the window: an arena opens in the shooter, a pack
    /// in Sokoban's level list, a lesson in the presenter, each reloaded
    /// when saved; anything else is one line on screen and nothing changes.
    pub fn dropped(&mut self, path: PathBuf) {
        match Switch::dropped(&path).and_then(|switch| self.switch(switch)) {
            Ok(()) => {
                self.help_open = false;
                self.close_preferences();
            }
            Err(message) => {
                log::warn!("{message}");
                self.say(Said::as_is(message));
            }
        }
    }

    /// Carries out what the running screen asks, if anything: opens
    /// another screen, or queues a handout. True if it asked.
    fn serve_request(&mut self) -> bool {
        let Some(request) = self.mode.as_mut().and_then(|m| m.take_request()) else {
            return false;
        };
        let served = self.navigation.serve(
            request,
            hitlab::resources::current(),
            self.launch.level_path.as_deref(),
        );
        if let Some(choice) = served.remember {
            self.remember(|s| choice.keep_in(s));
        }
        let done = match served.then {
            Action::Open(switch) => self
                .switch(switch)
                .map(|()| self.hand_on_script())
                .map_err(Said::as_is),
            Action::WriteHandout(path) => {
                self.say(Said::new(|| tr("toast-handout-writing")));
                self.pending_export = Some(path);
                Ok(())
            }
            Action::NoOtherArena => Err(Said::new(|| tr("no-other-arena"))),
            Action::KeepSettings => {
                self.remember(|_| {});
                Ok(())
            }
            Action::Copy(code) => {
                self.copy_code(code);
                Ok(())
            }
            Action::OpenDaily { yesterday, back_to } => self
                .open_daily(yesterday, back_to)
                .map(|()| self.hand_on_script()),
        };
        if let Err(message) = done {
            // The asking screen (or the title) stays; the notice says why.
            log::error!("{}", message.text());
            self.say(message);
        }
        true
    }

    /// Draws the screens with their key hints and a lesson with its band
    /// (`true`, the window), or the picture alone (`false`, a handout).
    pub fn set_chrome(&mut self, chrome: bool) {
        self.chrome = chrome;
    }

    /// Whether a lesson opened without the chrome asks its questions (a
    /// worksheet's pictures) or shows every step answered (a handout's).
    pub fn set_paper_asks(&mut self, asks: bool) {
        self.paper_asks = asks;
    }

    /// Opens `mode` as the title's row or `--mode` does. On failure the
    /// title stays, showing why, and the error is returned (not logged) so
    /// a headless run reports it exactly once.
    pub fn open(&mut self, mode: ModeId) -> Result<(), String> {
        self.switch(Switch::to(mode))
    }

    /// Opens the Sokoban editor on the pack at `path`, at level `number`
    /// (from 1); Esc goes back to the pack chooser. On failure the screen
    /// stays and the error is returned.
    pub fn open_editor(&mut self, path: &Path, number: usize) -> Result<(), String> {
        self.switch(Switch::edit_pack(path.to_owned(), number))
    }

    /// Opens the lesson at `path` on step `start` (from 0). On failure the
    /// title stays, showing why, and the error is returned.
    pub fn open_lesson(&mut self, path: &Path, start: usize) -> Result<(), String> {
        self.switch(Switch::lesson(path.to_owned(), start))
    }

    /// Opens the shooter watching the replay in `file`. On failure (a
    /// file that does not read, an arena changed since) the title stays,
    /// showing why, and the error is returned.
    pub fn open_replay(&mut self, file: &Path) -> Result<(), String> {
        self.switch(Switch {
            open: Open::Replay(file.to_owned()),
            back_to: None,
        })
    }

    /// Opens the lesson at `path` for a student alone, their answers kept
    /// in the launch's data folder.
    pub fn open_student_lesson(&mut self, path: &Path) -> Result<(), String> {
        self.switch(Switch {
            open: Open::StudentLesson(path.to_owned()),
            back_to: None,
        })
    }

    /// Races `replay`'s plane as a ghost in the screen up (the shooter,
    /// in the replay's arena), or says why not.
    pub fn set_ghost(&mut self, replay: &Replay) -> Result<(), String> {
        match &mut self.mode {
            Some(mode) => mode.set_ghost(replay),
            None => Err(hitlab::modes::shooter::replays::NO_ROUND.into()),
        }
    }

    /// The replay of the round on screen so far (the shooter's).
    pub fn round_replay(&self) -> Option<Result<Replay, String>> {
        self.mode.as_ref()?.round_replay()
    }

    /// Builds and shows the screen `switch` names: every screen comes up
    /// through here. On failure the screen up stays and the error is
    /// returned (not logged); the title shows it too, except the Sokoban
    /// editor's, which its level list's notice says.
    pub(super) fn switch(&mut self, switch: Switch) -> Result<(), String> {
        self.launch.window = self.window;
        let screen = match &switch.open {
            Open::Mode(mode) => self.build(*mode, None),
            Open::File(mode, path) => self.build(*mode, Some(path)),
            Open::Lesson(path, start) => LessonScreen::open(path, &self.launch, *start)
                .map(|screen| {
                    // A handout's picture (no chrome) is the step as its
                    // caption explains it: answered, not asked.
                    let screen = if self.chrome || self.paper_asks {
                        screen
                    } else {
                        screen.answered()
                    };
                    Box::new(screen) as Box<dyn ModeScreen>
                })
                .map_err(|e| tr_args("lesson-could-not-start", &[("why", e.to_string().into())])),
            Open::Replay(path) => crate::view::shooter::ShooterScreen::watch(path, &self.launch)
                .map(|mut screen| {
                    screen.resize(self.window);
                    Box::new(screen) as Box<dyn ModeScreen>
                }),
            Open::SharedReplay(replay) => {
                crate::view::shooter::ShooterScreen::watch_replay(replay, None, &self.launch).map(
                    |mut screen| {
                        screen.resize(self.window);
                        Box::new(screen) as Box<dyn ModeScreen>
                    },
                )
            }
            Open::StudentLesson(path) => LessonScreen::open(path, &self.launch, 0)
                .map(|screen| {
                    // The answers go to the data folder the game was
                    // started with (none for a headless picture).
                    let screen = screen.for_student(self.launch.data_dir.as_deref());
                    Box::new(screen) as Box<dyn ModeScreen>
                })
                .map_err(|e| tr_args("lesson-could-not-start", &[("why", e.to_string().into())])),
            Open::SokobanLevel(path, number) => {
                let mut launch = self.launch.clone();
                launch.level_path = Some(path.clone());
                SokobanScreen::at_level(&launch, *number)
                    .map(|screen| Box::new(screen) as Box<dyn ModeScreen>)
                    .map_err(|e| {
                        let args = [
                            ("mode", modes::title(ModeId::Sokoban).into()),
                            ("why", one_line(&e).into()),
                        ];
                        tr_args("mode-could-not-start", &args)
                    })
            }
            Open::SokobanEditor(path, number) => {
                let screen = SokobanEditorScreen::open(path, *number, &self.launch)?;
                self.show(Box::new(screen), switch);
                return Ok(());
            }
        };
        match screen {
            Ok(screen) => {
                self.show(screen, switch);
                Ok(())
            }
            Err(message) => {
                self.title.error = Some(message.clone());
                Err(message)
            }
        }
    }

    /// `mode`'s screen on its default (or `--level`) file, or on `file`;
    /// a chooser starts on its last choice.
    fn build(&mut self, mode: ModeId, file: Option<&Path>) -> Result<Box<dyn ModeScreen>, String> {
        self.launch.last_choice = last_choice(&self.settings, mode);
        let given = file.map(|path| self.launch.level_path.replace(path.to_owned()));
        let built = open_mode(mode, &self.launch);
        if let Some(given) = given {
            self.launch.level_path = given;
        }
        let mut screen = built.map_err(|e| {
            let args = [
                ("mode", modes::title(mode).into()),
                ("why", one_line(&e).into()),
            ];
            tr_args("mode-could-not-start", &args)
        })?;
        screen.resize(self.window);
        Ok(screen)
    }

    /// Puts `screen` up as `switch` opened it, with what every switch
    /// resets: the title's error and its armed quit.
    fn show(&mut self, mut screen: Box<dyn ModeScreen>, switch: Switch) {
        screen.opened_from(switch.back_to);
        self.mode = Some(screen);
        self.navigation.opened(switch);
        self.title.error = None;
        self.title.quit_armed = false;
    }

    /// Hands `script` to the running mode (checking its control names).
    pub fn set_script(&mut self, script: &Script) -> Result<(), ScriptError> {
        self.script = Some((script.clone(), self.steps));
        match &mut self.mode {
            Some(mode) => mode.set_script(script),
            None => Ok(()),
        }
    }

    /// Hands the part of the script not yet played to the screen just
    /// opened, from its own step 0.
    fn hand_on_script(&mut self) {
        let Some((script, since)) = self.script.take() else {
            return;
        };
        let rest = script.split_at(self.steps - since).1;
        if rest.items().is_empty() {
            return;
        }
        if let Err(e) = self.set_script(&rest) {
            // The script's own words (a flag's), as the terminal says them.
            let message = format!("--script: {e}");
            log::error!("{message}");
            self.say(Said::as_is(message));
        }
    }

    /// The running mode's numbers for `--stats`, with the frames run and
    /// the game speed, as JSON: `None` on the title and in a mode that
    /// keeps none.
    pub fn stats_json(&self) -> Option<Result<String, String>> {
        let report = RunReport {
            round: self.mode.as_ref()?.round_report()?,
            frames: self.frames,
            speed: self.preferences.speed.percent(),
        };
        Some(report.to_json().map_err(|e| e.to_string()))
    }

    /// Why a save asked of the running screen did not happen, if one did
    /// not (see [`ModeScreen::failed_save`]).
    pub fn failed_save(&self) -> Option<String> {
        self.mode.as_ref()?.failed_save()
    }

    /// Shows or hides the help overlay.
    pub fn set_help(&mut self, open: bool) {
        self.help_open = open;
    }

    /// Esc in a mode: back to the chooser it was opened from, else to
    /// the title (on the mode's row).
    pub(super) fn back_to_title(&mut self) {
        self.mode = None;
        self.help_open = false;
        let back = self.navigation.back();
        if let Some(chooser) = back.chooser
            && self.open(chooser).is_ok()
        {
            return;
        }
        if let Some(row) = back.row {
            self.title.selected = row;
        }
    }

    /// One frame of the window's clock (1/60 s): a simulation step if the
    /// game speed's pace runs one this frame (every frame at 100 %), the
    /// notice's time and the files' polling, which keep the window's time
    /// whatever the speed. True if the screen may have changed: the mode
    /// was moving before its step or after it, a file it shows was
    /// reloaded, a notice went, a screen was opened.
    pub fn run_frame(&mut self) -> bool {
        self.frames += 1;
        let notice_gone = self
            .notice
            .take_if(|notice| notice.until <= self.frames)
            .is_some();
        let stepped = self.pace.frame() && self.step();
        let mut reloaded = false;
        if let Some(mode) = &mut self.mode
            && self.frames.is_multiple_of(POLL_FILES_EVERY)
        {
            reloaded = mode.poll_files();
        }
        let asked = self.serve_request();
        stepped || reloaded || notice_gone || asked
    }

    /// One simulation step. The mode is paused while an overlay (the help,
    /// the preferences) is open, so a class can read it without the game
    /// running on; a script driving the preferences screen plays its step.
    /// True if the mode was moving before the step or after it, or a
    /// script changed a preference.
    fn step(&mut self) -> bool {
        self.steps += 1;
        let moving = self.moving();
        let scripted = self.prefs_script.is_some();
        self.step_preferences();
        let paused = self.overlay_open();
        if let Some(mode) = &mut self.mode
            && !paused
        {
            mode.step();
        }
        moving || self.moving() || scripted
    }

    /// Shows `message` over every screen for a few seconds.
    pub(super) fn say(&mut self, message: Said) {
        self.notice = Some(Notice {
            said: message,
            until: self.frames + NOTICE_FRAMES,
            failed: false,
        });
    }

    /// Shows `message`, which says that something failed, over every
    /// screen for a few seconds, drawn as a failure.
    pub(super) fn say_failure(&mut self, message: Said) {
        self.say(message);
        if let Some(notice) = &mut self.notice {
            notice.failed = true;
        }
    }

    /// Whether a step may change the screen without any input: a mode is
    /// open, not paused under the help, and not still (see
    /// [`ModeScreen::still`]). The title and the help never move on their own.
    fn moving(&self) -> bool {
        !self.overlay_open() && self.mode.as_ref().is_some_and(|mode| !mode.still())
    }

    pub(super) fn style(&self) -> Style {
        // A floor, not a size: the text size preference scales the sizes
        // above it, and a line shrunk to fit its room stops at it.
        let mut min_text_px = self.theme.min_text_px(self.window);
        // Without the chrome the picture is a handout's, printed on paper.
        if !self.chrome {
            min_text_px = min_text_px.max(paper_min_text_px(self.window.x));
        }
        Style {
            theme: self.theme,
            text_px: TextSizes::for_window(self.window).body.max(min_text_px),
            min_text_px,
            window: self.window,
            chrome: self.chrome,
            motion: Motion::of(self.preferences.reduced_motion),
            ghost: self.preferences.ghost,
        }
    }

    /// The colour a frame starts from.
    pub fn clear_color(&self) -> Color {
        self.theme.background
    }

    /// Draws the current screen and the overlay into `canvas`. The live
    /// window and `--screenshot` both draw through here.
    pub fn draw_frame(&mut self, ctx: &mut Context, canvas: &mut Canvas) -> GameResult {
        self.texts.load_pending_fonts(ctx);
        self.draw_screen(ctx, canvas)?;
        // A text needed a font ggez did not have yet (a lesson's own, a
        // system font): it was drawn as boxes. Once per font in a run, the
        // font is added and the frame drawn again over this one, so a
        // screenshot or a handout picture never keeps the boxes.
        if self.texts.load_pending_fonts(ctx) {
            let whole = ggez::graphics::Rect::new(0.0, 0.0, self.window.x, self.window.y);
            canvas.draw(
                &ggez::graphics::Quad,
                ggez::graphics::DrawParam::default()
                    .dest_rect(whole)
                    .color(self.clear_color()),
            );
            self.draw_screen(ctx, canvas)?;
        }
        Ok(())
    }

    /// [`Self::draw_frame`]'s drawing, with the fonts it has.
    fn draw_screen(&mut self, ctx: &mut Context, canvas: &mut Canvas) -> GameResult {
        self.texts.begin_frame();
        let style = self.style();
        let entries: Vec<MenuEntry> = ModeId::ALL
            .iter()
            .map(|&m| modes::menu_entry(m))
            .chain([super::preferences::menu_entry()])
            .collect();
        let failed = match &mut self.mode {
            Some(mode) => mode
                .draw(ctx, canvas, &style, &mut self.texts)
                .err()
                .map(|e| {
                    let args = [("mode", mode.name().into()), ("why", one_line(&e).into())];
                    (tr_args("mode-stopped", &args), e)
                }),
            None => {
                title::draw(ctx, canvas, &mut self.texts, &style, &entries, &self.title)?;
                None
            }
        };
        if let Some((message, e)) = failed {
            // A mode that cannot draw goes back to the title, which says why.
            log::error!("{message}");
            self.back_to_title();
            self.title.error = Some(message);
            return Err(e);
        }
        if let Some(screen) = &self.prefs {
            let chosen = self.chosen();
            // Opaque, over the whole screen, as the help is.
            let under = self.texts.set_surface("preferences");
            let drawn = preferences::draw(ctx, canvas, &mut self.texts, &style, screen, &chosen);
            self.texts.set_surface(under);
            drawn?;
        }
        if self.help_open {
            let came_from = self.navigation.came_from();
            let (heading, sections) = help_sections(self.mode.as_deref(), came_from);
            let seed = match self.mode.as_ref().and_then(|mode| mode.own_seed()) {
                Some(seed) => tr_args("help-own-seed", &[("seed", seed.into())]),
                None => tr_args("help-seed", &[("seed", self.launch.seed.into())]),
            };
            let content = HelpContent {
                heading: &heading,
                sections: &sections,
                seed: &seed,
                page: self.help_page,
            };
            // Opaque, over the whole screen: its text hides what is under it.
            let under = self.texts.set_surface("help_overlay");
            let drawn = help::draw(ctx, canvas, &mut self.texts, &style, &content);
            self.texts.set_surface(under);
            self.help_pages = drawn?;
        }
        if let Some(notice) = &self.notice {
            let keep_clear = match &self.mode {
                Some(mode) if !self.overlay_open() => mode.keep_clear(),
                _ => Vec::new(),
            };
            let text = notice.said.text();
            let failed = notice.failed;
            // On its own panel, placed off what the screen keeps clear.
            let under = self.texts.set_surface("notice");
            let drawn = help::notice(
                ctx,
                canvas,
                &mut self.texts,
                &style,
                &text,
                failed,
                &keep_clear,
            );
            self.texts.set_surface(under);
            drawn?;
        }
        Ok(())
    }

    /// Records the box of every text each frame draws from now on, for
    /// [`Self::text_boxes`].
    pub fn record_text_boxes(&mut self) {
        self.texts.record_boxes();
    }

    /// The text boxes of the last frame drawn since
    /// [`Self::record_text_boxes`], with the window they were laid out in.
    pub fn text_boxes(&self, ctx: &Context) -> GameResult<FrameText> {
        Ok(FrameText {
            window: [self.window.x, self.window.y],
            boxes: self.texts.recorded_boxes(ctx)?,
        })
    }
}

/// An error as one line (ggez errors can span several). A screen's own
/// refusal is worded for the player already, without ggez's "Custom
/// error: " before it.
fn one_line(error: &GameError) -> String {
    let text = match error {
        GameError::CustomError(why) => why.clone(),
        other => other.to_string(),
    };
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_screens_refusal_is_said_without_ggezs_prefix_in_one_line() {
        let refusal = GameError::CustomError("a.toml: cannot edit:\n  not an arena".into());
        assert_eq!(one_line(&refusal), "a.toml: cannot edit: not an arena");
        let other = GameError::ConfigError("no\n  window".into());
        assert_eq!(one_line(&other), "Config error: no window");
    }
}
