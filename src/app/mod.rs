//! The app: title screen, the running mode, the help overlay, themes, the
//! fixed-timestep loop, and the headless screenshot run.
//!
//! Rules live in the modes (and below them in the ggez-free library); this
//! file only routes input, keeps time, and decides which screen draws.

mod headless;
mod keys;
pub mod modes;

use ggez::conf::{FullscreenType, WindowMode, WindowSetup};
use ggez::event::EventHandler;
use ggez::glam::Vec2;
use ggez::graphics::{Canvas, Color};
use ggez::input::keyboard::KeyInput;
use ggez::winit::event::MouseButton;
use ggez::{Context, ContextBuilder, GameError, GameResult};

use hitlab::sim::{STEPS_PER_SECOND, Script, ScriptError};

use crate::view::gamepad::Gamepads;
use crate::view::help::{self, HelpContent};
use crate::view::screen::{Launch, ModeScreen, Mouse, Style, VirtualKey};
use crate::view::text::{TextCache, TextSizes, load_ui_font};
use crate::view::theme::Theme;
use crate::view::title::{self, MenuEntry, TitleLayout, TitleState};

pub use headless::screenshot;
use keys::{AppKey, TitleKey};
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
        let font = load_ui_font(ctx, &launch.resources_dir);
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
            texts: TextCache::new(font),
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
                .draw(ctx, canvas, &style)
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
                None => ("Help: Hit Lab".to_owned(), help::title_keys()),
            };
            let own_section = match &self.mode {
                Some(mode) => format!("{} keys", mode.name()),
                None => "Title screen".to_owned(),
            };
            let sections = [
                ("Everywhere", help::app_keys(self.mode.is_some())),
                (own_section.as_str(), own_keys),
            ];
            let content = HelpContent {
                heading: &heading,
                sections: &sections,
            };
            help::draw(ctx, canvas, &mut self.texts, &style, &content)?;
        }
        Ok(())
    }

    fn toggle_fullscreen(&mut self, ctx: &mut Context) {
        let wanted = !self.fullscreen;
        let kind = if wanted {
            FullscreenType::Desktop
        } else {
            FullscreenType::Windowed
        };
        match ctx.gfx.set_fullscreen(kind) {
            Ok(()) => self.fullscreen = wanted,
            Err(e) => log::warn!("fullscreen not available: {e}"),
        }
    }

    fn resized(&mut self, ctx: &Context) {
        let (w, h) = ctx.gfx.drawable_size();
        self.window = Vec2::new(w.max(1.0), h.max(1.0));
        if let Some(mode) = &mut self.mode {
            mode.resize(self.window);
        }
    }

    fn app_key(&mut self, ctx: &mut Context, key: AppKey) {
        match key {
            AppKey::Help => self.help_open = !self.help_open,
            AppKey::Theme => {
                self.theme = if self.theme.high_contrast {
                    Theme::DARK
                } else {
                    Theme::HIGH_CONTRAST
                };
            }
            AppKey::Fullscreen => self.toggle_fullscreen(ctx),
            AppKey::Escape => {
                if self.help_open {
                    self.help_open = false;
                } else if self.mode.is_some() {
                    self.back_to_title();
                } else if self.title.quit_armed {
                    ctx.request_quit();
                } else {
                    self.title.quit_armed = true;
                }
                return;
            }
        }
        self.title.quit_armed = false;
    }

    fn title_key(&mut self, ctx: &mut Context, key: TitleKey) {
        self.title.quit_armed = false;
        let count = ModeId::ALL.len();
        match key {
            TitleKey::Open(index) => {
                if let Some(&mode) = ModeId::ALL.get(index) {
                    self.title.selected = index;
                    if let Err(message) = self.open(ctx, mode) {
                        log::error!("{message}"); // the title shows it too
                    }
                }
            }
            TitleKey::Up => self.title.selected = (self.title.selected + count - 1) % count,
            TitleKey::Down => self.title.selected = (self.title.selected + 1) % count,
            TitleKey::OpenSelected => self.title_key(ctx, TitleKey::Open(self.title.selected)),
        }
    }

    fn virtual_key(&mut self, ctx: &mut Context, key: VirtualKey, down: bool) {
        match &mut self.mode {
            // Presses wait while the help is open; releases always get through.
            Some(mode) if !self.help_open || !down => {
                mode.virtual_key(key, down);
            }
            Some(_) => {}
            None if down && !self.help_open => match key {
                VirtualKey::Up | VirtualKey::Left => self.title_key(ctx, TitleKey::Up),
                VirtualKey::Down | VirtualKey::Right => self.title_key(ctx, TitleKey::Down),
                VirtualKey::Space | VirtualKey::Enter => {
                    self.title_key(ctx, TitleKey::OpenSelected);
                }
            },
            None => {}
        }
    }

    fn mouse(&mut self, ctx: &mut Context, event: Mouse) {
        if self.help_open {
            if let Mouse::Down(_) = event {
                self.help_open = false; // a click anywhere closes the help
            }
            return;
        }
        match &mut self.mode {
            Some(mode) => mode.mouse(event),
            None => {
                let layout = TitleLayout::new(self.window, ModeId::ALL.len());
                match event {
                    Mouse::Move(p) => {
                        if let Some(row) = layout.row_at(p) {
                            self.title.selected = row;
                        }
                    }
                    Mouse::Down(p) => {
                        if let Some(row) = layout.row_at(p) {
                            self.title_key(ctx, TitleKey::Open(row));
                        }
                    }
                    Mouse::Up(_) => {}
                }
            }
        }
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

impl EventHandler for App {
    fn update(&mut self, ctx: &mut Context) -> GameResult {
        for (key, down) in self.gamepads.poll() {
            self.virtual_key(ctx, key, down);
        }
        let mut ran = 0;
        // Drain every due step so time does not pile up, but run at most
        // MAX_STEPS_PER_FRAME of them.
        while ctx.time.check_update_time(STEPS_PER_SECOND) {
            if ran < MAX_STEPS_PER_FRAME {
                self.step();
                ran += 1;
            }
        }
        Ok(())
    }

    fn draw(&mut self, ctx: &mut Context) -> GameResult {
        let mut canvas = Canvas::from_frame(ctx, self.clear_color());
        // A failed mode has already been replaced by the title; the error was logged.
        let _ = self.draw_frame(ctx, &mut canvas);
        canvas.finish(ctx)
    }

    fn key_down_event(&mut self, ctx: &mut Context, input: KeyInput, repeated: bool) -> GameResult {
        if repeated {
            return Ok(());
        }
        if let Some(key) = AppKey::of(&input) {
            self.app_key(ctx, key);
            return Ok(());
        }
        if self.help_open {
            return Ok(()); // the mode is paused under the overlay
        }
        match &mut self.mode {
            Some(mode) => {
                mode.key(&input, true);
            }
            None => match TitleKey::of(&input) {
                Some(key) => self.title_key(ctx, key),
                None => self.title.quit_armed = false,
            },
        }
        Ok(())
    }

    fn key_up_event(&mut self, _ctx: &mut Context, input: KeyInput) -> GameResult {
        // Releases always reach the mode, even under the overlay, so no
        // control stays stuck down.
        if AppKey::of(&input).is_none()
            && let Some(mode) = &mut self.mode
        {
            mode.key(&input, false);
        }
        Ok(())
    }

    fn mouse_button_down_event(
        &mut self,
        ctx: &mut Context,
        button: MouseButton,
        x: f32,
        y: f32,
    ) -> GameResult {
        if button == MouseButton::Left {
            self.mouse(ctx, Mouse::Down(Vec2::new(x, y)));
        }
        Ok(())
    }

    fn mouse_button_up_event(
        &mut self,
        ctx: &mut Context,
        button: MouseButton,
        x: f32,
        y: f32,
    ) -> GameResult {
        if button == MouseButton::Left {
            self.mouse(ctx, Mouse::Up(Vec2::new(x, y)));
        }
        Ok(())
    }

    fn mouse_motion_event(
        &mut self,
        ctx: &mut Context,
        x: f32,
        y: f32,
        _dx: f32,
        _dy: f32,
    ) -> GameResult {
        self.mouse(ctx, Mouse::Move(Vec2::new(x, y)));
        Ok(())
    }

    fn resize_event(&mut self, ctx: &mut Context, _width: f32, _height: f32) -> GameResult {
        self.resized(ctx);
        Ok(())
    }
}
