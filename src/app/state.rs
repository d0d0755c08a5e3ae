//! The app's state: the title or the running mode, the help overlay, the
//! theme and the window; one fixed step, and one frame drawn.

use ggez::glam::Vec2;
use ggez::graphics::{Canvas, Color};
use ggez::winit::event::MouseButton;
use ggez::{Context, GameError, GameResult};

use hitlab::sim::{STEPS_PER_SECOND, Script, ScriptError};

use super::modes::{ModeId, open_mode};
use crate::view::app_keys::{app_help, title_help};
use crate::view::gamepad::Gamepads;
use crate::view::help::{self, HelpContent};
use crate::view::lesson::LessonScreen;
use crate::view::screen::{Launch, ModeScreen, Style};
use crate::view::text::{TextCache, TextSizes};
use crate::view::theme::Theme;
use crate::view::title::{self, MenuEntry, TitleState};

/// Modes are asked to reload edited files every this many steps (twice a second).
const POLL_FILES_EVERY: u64 = STEPS_PER_SECOND as u64 / 2;

/// How long a notice stays: 5 s.
const NOTICE_STEPS: u64 = 5 * STEPS_PER_SECOND as u64;

/// The whole game: one of the title or a running mode, plus the overlay.
/// `events.rs` routes input into the fields it shares with it.
pub struct App {
    launch: Launch,
    /// The running mode; `None` shows the title screen.
    pub(super) mode: Option<Box<dyn ModeScreen>>,
    /// Which mode is running, so Esc returns to its row on the title.
    mode_id: Option<ModeId>,
    pub(super) title: TitleState,
    pub(super) help_open: bool,
    pub(super) theme: Theme,
    pub(super) fullscreen: bool,
    pub(super) window: Vec2,
    texts: TextCache,
    pub(super) gamepads: Gamepads,
    /// The mouse button holding a drag that moves the view, if one is on.
    pub(super) panning: Option<MouseButton>,
    /// Fixed steps since start.
    steps: u64,
    /// A short message over every screen (where F12 saved the screen),
    /// and the step it goes at.
    pub(super) notice: Option<(String, u64)>,
    /// Whether screens draw their key hints and a lesson its band (see
    /// [`Style::chrome`]); off for a handout's pictures.
    chrome: bool,
}

impl App {
    /// The app on its title screen.
    pub fn new(
        ctx: &mut Context,
        mut launch: Launch,
        high_contrast: bool,
        fullscreen: bool,
    ) -> Self {
        let texts = TextCache::load(ctx);
        let (w, h) = ctx.gfx.drawable_size();
        launch.window = Vec2::new(w, h);
        Self {
            window: launch.window,
            launch,
            mode: None,
            mode_id: None,
            title: TitleState::default(),
            help_open: false,
            theme: if high_contrast {
                Theme::HIGH_CONTRAST
            } else {
                Theme::DARK
            },
            fullscreen,
            texts,
            gamepads: Gamepads::new(),
            panning: None,
            steps: 0,
            notice: None,
            chrome: true,
        }
    }

    /// Draws the screens with their key hints and a lesson with its band
    /// (`true`, the window), or the picture alone (`false`, a handout).
    pub fn set_chrome(&mut self, chrome: bool) {
        self.chrome = chrome;
    }

    /// Opens `mode`. On failure the title stays, showing why, and the error
    /// is returned (not logged) so a headless run reports it exactly once.
    pub fn open(&mut self, mode: ModeId) -> Result<(), String> {
        self.launch.window = self.window;
        match open_mode(mode, &self.launch) {
            Ok(mut screen) => {
                screen.resize(self.window);
                self.mode = Some(screen);
                self.mode_id = Some(mode);
                self.title.error = None;
                self.title.quit_armed = false;
                Ok(())
            }
            Err(e) => {
                let message = format!("{} could not start: {}", mode.title(), one_line(&e));
                self.title.error = Some(message.clone());
                Err(message)
            }
        }
    }

    /// Opens the lesson at `path` on step `start` (from 0). On failure the
    /// title stays, showing why, and the error is returned.
    pub fn open_lesson(&mut self, path: &std::path::Path, start: usize) -> Result<(), String> {
        self.launch.window = self.window;
        match LessonScreen::open(path, &self.launch, start) {
            Ok(screen) => {
                self.mode = Some(Box::new(screen));
                self.mode_id = Some(ModeId::Lessons);
                self.title.error = None;
                self.title.quit_armed = false;
                Ok(())
            }
            Err(e) => {
                let message = format!("the lesson could not start: {e}");
                self.title.error = Some(message.clone());
                Err(message)
            }
        }
    }

    /// Hands `script` to the running mode (checking its control names).
    pub fn set_script(&mut self, script: &Script) -> Result<(), ScriptError> {
        match &mut self.mode {
            Some(mode) => mode.set_script(script),
            None => Ok(()),
        }
    }

    /// The running mode's numbers for `--stats`, as JSON: `None` on the
    /// title and in a mode that keeps none.
    pub fn stats_json(&self) -> Option<Result<String, String>> {
        self.mode.as_ref()?.stats_json()
    }

    /// Shows or hides the help overlay.
    pub fn set_help(&mut self, open: bool) {
        self.help_open = open;
    }

    pub(super) fn back_to_title(&mut self) {
        self.mode = None;
        if let Some(id) = self.mode_id.take() {
            self.title.selected = ModeId::ALL
                .iter()
                .position(|&m| m == id)
                .unwrap_or(self.title.selected);
        }
        self.help_open = false;
    }

    /// One fixed simulation step (1/60 s). The mode is paused while the help
    /// overlay is open, so a class can read it without the game running on.
    /// True if the screen may have changed: the mode was moving before the
    /// step or after it, or a file it shows was reloaded.
    pub fn step(&mut self) -> bool {
        self.steps += 1;
        let notice_gone = self
            .notice
            .take_if(|(_, until)| *until <= self.steps)
            .is_some();
        let moving = self.moving();
        let mut reloaded = false;
        if let Some(mode) = &mut self.mode {
            if !self.help_open {
                mode.step();
            }
            if self.steps.is_multiple_of(POLL_FILES_EVERY) {
                reloaded = mode.poll_files();
            }
        }
        moving || self.moving() || reloaded || notice_gone
    }

    /// Shows `message` over every screen for a few seconds.
    pub(super) fn say(&mut self, message: String) {
        self.notice = Some((message, self.steps + NOTICE_STEPS));
    }

    /// Whether a step may change the screen without any input: a mode is
    /// open, not paused under the help, and not still (see
    /// [`ModeScreen::still`]). The title and the help never move on their own.
    fn moving(&self) -> bool {
        !self.help_open && self.mode.as_ref().is_some_and(|mode| !mode.still())
    }

    fn style(&self) -> Style {
        let min_text_px = self.theme.min_text_px(self.window);
        Style {
            theme: self.theme,
            text_px: TextSizes::for_window(self.window).body.max(min_text_px),
            min_text_px,
            window: self.window,
            chrome: self.chrome,
        }
    }

    /// The colour a frame starts from.
    pub fn clear_color(&self) -> Color {
        self.theme.background
    }

    /// Draws the current screen and the overlay into `canvas`. The live
    /// window and `--screenshot` both draw through here.
    pub fn draw_frame(&mut self, ctx: &mut Context, canvas: &mut Canvas) -> GameResult {
        let style = self.style();
        let entries: Vec<MenuEntry> = ModeId::ALL.iter().map(|m| m.menu_entry()).collect();
        let failed = match &mut self.mode {
            Some(mode) => mode
                .draw(ctx, canvas, &style, &mut self.texts)
                .err()
                .map(|e| (format!("{} stopped: {}", mode.name(), one_line(&e)), e)),
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
        if self.help_open {
            let (heading, own_keys) = match &self.mode {
                Some(mode) => (format!("Help: {}", mode.name()), mode.help()),
                None => ("Help: Hit Lab".to_owned(), title_help()),
            };
            let own_section = match &self.mode {
                Some(mode) => format!("{} keys", mode.name()),
                None => "Title screen".to_owned(),
            };
            let sections = [
                ("Everywhere", app_help(self.mode.is_some())),
                (own_section.as_str(), own_keys),
            ];
            let seed = match self.mode.as_ref().and_then(|mode| mode.own_seed()) {
                Some(seed) => format!("seed {seed} (every step starts from it)"),
                None => format!("seed {0} (replay with --seed {0})", self.launch.seed),
            };
            let content = HelpContent {
                heading: &heading,
                sections: &sections,
                seed: &seed,
            };
            help::draw(ctx, canvas, &mut self.texts, &style, &content)?;
        }
        if let Some((message, _)) = &self.notice {
            help::notice(ctx, canvas, &mut self.texts, &style, message)?;
        }
        Ok(())
    }
}

/// An error as one line (ggez errors can span several).
fn one_line(error: &GameError) -> String {
    error
        .to_string()
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
}
