//! The app: title screen, the running mode, the help overlay, themes, the
//! fixed-timestep loop, and the headless screenshot run.
//!
//! Rules live in the modes (and below them in the ggez-free library); this
//! file only routes input, keeps time, and decides which screen draws.

mod events;
mod headless;
mod keys;
pub mod modes;

use ggez::conf::{FullscreenType, WindowMode, WindowSetup};
use ggez::glam::Vec2;
use ggez::graphics::{Canvas, Color};
use ggez::{Context, ContextBuilder, GameError, GameResult};

use hitlab::sim::{STEPS_PER_SECOND, Script, ScriptError};

use crate::view::app_keys::{app_help, title_help};
use crate::view::gamepad::Gamepads;
use crate::view::help::{self, HelpContent};
use crate::view::screen::{Launch, ModeScreen, Style};
use crate::view::text::{TextCache, TextSizes};
use crate::view::theme::Theme;
use crate::view::title::{self, MenuEntry, TitleState};

pub use headless::screenshot;
pub use modes::{ModeId, open_mode};

/// At most this many fixed steps run per rendered frame. After a longer
/// stall (a dragged window, a slow machine) the rest of the backlog is
/// dropped: the game slows down instead of spiralling into ever longer
/// catch-ups.
const MAX_STEPS_PER_FRAME: u32 = 5;

/// Modes are asked to reload edited files every this many steps (twice a second).
const POLL_FILES_EVERY: u64 = STEPS_PER_SECOND as u64 / 2;

/// How the window starts.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct WindowOptions {
    pub size: Vec2,
    pub fullscreen: bool,
    /// A headless run draws into an image; the window need not be resizable.
    pub headless: bool,
}

/// Builds the ggez context (and opens the window) with Hit Lab's settings.
pub fn build_context(
    options: WindowOptions,
    resources_dir: &std::path::Path,
) -> GameResult<(Context, ggez::winit::event_loop::EventLoop<()>)> {
    let fullscreen = if options.fullscreen {
        FullscreenType::Desktop
    } else {
        FullscreenType::Windowed
    };
    ContextBuilder::new("hitlab", "Hit Lab")
        .window_setup(WindowSetup::default().title("Hit Lab"))
        .window_mode(
            WindowMode::default()
                .dimensions(options.size.x, options.size.y)
                .resizable(!options.headless)
                .min_dimensions(320.0, 240.0)
                .fullscreen_type(fullscreen),
        )
        .add_resource_path(resources_dir)
        // Hit Lab is configured by its command line, not a stray conf.toml.
        .with_conf_file(false)
        .build()
}

/// The whole game: one of the title or a running mode, plus the overlay.
pub struct App {
    launch: Launch,
    /// The running mode; `None` shows the title screen.
    mode: Option<Box<dyn ModeScreen>>,
    /// Which mode is running, so Esc returns to its row on the title.
    mode_id: Option<ModeId>,
    title: TitleState,
    help_open: bool,
    theme: Theme,
    fullscreen: bool,
    window: Vec2,
    texts: TextCache,
    gamepads: Gamepads,
    /// Fixed steps since start.
    steps: u64,
}

impl App {
    /// The app on its title screen.
    pub fn new(
        ctx: &mut Context,
        mut launch: Launch,
        high_contrast: bool,
        fullscreen: bool,
    ) -> Self {
        let texts = TextCache::load(ctx, &launch.resources_dir);
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
            steps: 0,
        }
    }

    /// Opens `mode`. On failure the title stays, showing why, and the error
    /// is returned (not logged) so a headless run reports it exactly once.
    pub fn open(&mut self, ctx: &mut Context, mode: ModeId) -> Result<(), String> {
        self.launch.window = self.window;
        match open_mode(ctx, mode, &self.launch) {
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

    /// Hands `script` to the running mode (checking its control names).
    pub fn set_script(&mut self, script: &Script) -> Result<(), ScriptError> {
        match &mut self.mode {
            Some(mode) => mode.set_script(script),
            None => Ok(()),
        }
    }

    /// Shows or hides the help overlay.
    pub fn set_help(&mut self, open: bool) {
        self.help_open = open;
    }

    fn back_to_title(&mut self) {
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
    pub fn step(&mut self) {
        self.steps += 1;
        if let Some(mode) = &mut self.mode {
            if !self.help_open {
                mode.step();
            }
            if self.steps.is_multiple_of(POLL_FILES_EVERY) {
                mode.poll_files();
            }
        }
    }

    fn style(&self) -> Style {
        Style {
            theme: self.theme,
            text_px: TextSizes::for_window(self.window).body,
            window: self.window,
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
            let content = HelpContent {
                heading: &heading,
                sections: &sections,
                seed: self.launch.seed,
            };
            help::draw(ctx, canvas, &mut self.texts, &style, &content)?;
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
