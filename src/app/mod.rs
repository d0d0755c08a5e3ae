//! The app: title screen, the running mode, the help overlay, themes, the
//! fixed-timestep loop, and the headless screenshot run.
//!
//! Rules live in the modes (and below them in the ggez-free library), and
//! which screen leads to which in `hitlab::screens::navigation`; this
//! folder only routes input, keeps time, and builds and draws the screen
//! that names: `state.rs` holds the app and draws a frame, `modes.rs`
//! builds each screen, `events.rs` takes ggez's callbacks, `headless.rs`
//! saves a screenshot, `run_progress.rs` shows a long headless run's progress.
//! This file opens the window.

pub mod clipboard;
pub mod daily;
pub mod device_choice;
mod events;
pub mod frame_times;
pub mod gpu;
pub mod handout;
mod headless;
mod help;
pub mod modes;
mod preferences;
pub mod run_progress;
mod share;
mod state;
mod window_loop;

use ggez::conf::{Backend, FullscreenType, WindowMode, WindowSetup};
use ggez::glam::Vec2;
use ggez::{Context, ContextBuilder, GameResult};

pub use headless::{save_frame, screenshot};
pub use modes::ModeId;
pub use state::App;
pub use window_loop::run;

/// How the window starts.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct WindowOptions {
    pub size: Vec2,
    pub fullscreen: bool,
    /// A headless run draws into an image; the window need not be resizable.
    pub headless: bool,
}

/// Whether this system finds its display through environment variables
/// (X11 and Wayland: Linux and the BSDs). Windows and macOS always have
/// their own display, which no variable names.
pub const DISPLAY_BY_VARIABLE: bool = cfg!(all(unix, not(target_os = "macos")));

/// Whether the display is found through variables ([`DISPLAY_BY_VARIABLE`])
/// and none is set, so no window can open.
#[must_use]
pub fn no_display_named() -> bool {
    let unset = |name: &str| std::env::var_os(name).is_none_or(|v| v.is_empty());
    DISPLAY_BY_VARIABLE && unset("DISPLAY") && unset("WAYLAND_DISPLAY") && unset("WAYLAND_SOCKET")
}

/// Builds the ggez context (and opens the window) with Hit Lab's settings.
pub fn build_context(
    options: WindowOptions,
) -> GameResult<(Context, ggez::winit::event_loop::EventLoop<()>)> {
    let fullscreen = if options.fullscreen {
        FullscreenType::Desktop
    } else {
        FullscreenType::Windowed
    };
    // Without a display the window cannot open: asking the graphics APIs
    // first would only add their drivers' complaints to the one line that
    // says so.
    let found = if no_display_named() {
        None
    } else {
        device_choice::backend_for_window()
    };
    // With no API giving a device, wgpu would log again each refusal the
    // probes heard; the window's own error says why it did not open.
    let level = log::max_level();
    if found.is_none() {
        log::set_max_level(log::LevelFilter::Off);
    }
    let built = ContextBuilder::new("hitlab", "Hit Lab")
        .window_setup(WindowSetup::default().title("Hit Lab"))
        .window_mode(
            WindowMode::default()
                .dimensions(options.size.x, options.size.y)
                .resizable(!options.headless)
                .min_dimensions(320.0, 240.0)
                // The surface is a texture: a larger window could not be drawn.
                .max_dimensions(
                    gpu::REQUESTED_MAX_SIDE as f32,
                    gpu::REQUESTED_MAX_SIDE as f32,
                )
                .fullscreen_type(fullscreen),
        )
        // Every resource comes through `hitlab::resources` (a folder, or
        // the copy in the binary), not ggez's file system.
        // Hit Lab is configured by its command line, not a stray conf.toml.
        .with_conf_file(false)
        // The first graphics API that gives a device, not ggez's default
        // (DX12 first on Windows, with no way on if it fails).
        .backend(found.unwrap_or(Backend::All))
        .build();
    log::set_max_level(level);
    built.inspect(|(ctx, _)| set_icon(ctx))
}

/// The window's icon: the same picture as the desktop entry's, read
/// through the resources (ggez's own icon loader reads only its file
/// system). A missing or broken icon costs a warning, never the window.
fn set_icon(ctx: &Context) {
    let path = hitlab::resources::resolve("icon.png");
    let icon = hitlab::resources::read_bytes(&path)
        .map_err(|e| e.to_string())
        .and_then(|bytes| image::load_from_memory(&bytes).map_err(|e| e.to_string()))
        .and_then(|picture| {
            let rgba = picture.to_rgba8();
            let (width, height) = rgba.dimensions();
            ggez::winit::window::Icon::from_rgba(rgba.into_raw(), width, height)
                .map_err(|e| e.to_string())
        });
    match icon {
        Ok(icon) => ctx.gfx.window().set_window_icon(Some(icon)),
        Err(e) => log::warn!("the window icon {} was not set: {e}", path.display()),
    }
}
