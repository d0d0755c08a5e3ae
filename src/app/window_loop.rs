//! The live window's event loop. ggez's own (`event::run`) polls: it steps
//! and draws on every turn, as fast as the machine allows, which costs a
//! whole core on a title screen where nothing moves. This one follows that
//! loop (ggez's `eventloop` example, `event.rs`) with three changes:
//!
//! - it sleeps until the next frame of the fixed clock or the next event
//!   (winit's `WaitUntil`), never spinning; the clock's frames come 60 a
//!   second, and each runs a simulation step at the game speed's pace (all
//!   of them at 100 %, every second one at 50 %: `hitlab::sim::pace`);
//! - it draws only when the screen may have changed: after an event, or
//!   after a frame that stepped a screen that moves ([`App::run_frame`]
//!   says which);
//! - a window larger than the graphics device's textures is sized back
//!   instead of being handed to ggez, whose surface would refuse it; and the
//!   device's errors end the run with one line instead of a panic.

use std::time::{Duration, Instant};

use ggez::event::{self, EventHandler};
use ggez::graphics::Rect;
use ggez::input::keyboard::KeyInput;
use ggez::winit::application::ApplicationHandler;
use ggez::winit::dpi::{PhysicalPosition, PhysicalSize};
use ggez::winit::event::{
    DeviceEvent, DeviceId, ElementState, MouseScrollDelta, StartCause, WindowEvent,
};
use ggez::winit::event_loop::{ActiveEventLoop, ControlFlow, EventLoop};
use ggez::winit::window::WindowId;
use ggez::{Context, GameResult};

use hitlab::sim::FRAMES_PER_SECOND;

use super::gpu::{self, DeviceErrors};
use super::state::App;

/// Runs `app` in the window until it closes. `Err` says, in one line, why
/// it stopped early (the graphics device failed: `errors`).
pub fn run(
    ctx: Context,
    event_loop: EventLoop<()>,
    app: App,
    errors: DeviceErrors,
) -> Result<(), String> {
    let mut runner = Runner {
        max_side: gpu::max_side(&ctx),
        ctx,
        app,
        errors,
        dirty: true,
        input_method: false,
        typing_at: None,
        oversized_told: false,
        occluded: false,
        failure: None,
    };
    event_loop
        .run_app(&mut runner)
        .map_err(|e| format!("the window's event loop failed: {e}"))?;
    runner.failure.map_or(Ok(()), Err)
}

struct Runner {
    ctx: Context,
    app: App,
    errors: DeviceErrors,
    /// The largest window side the device can draw, in pixels.
    max_side: u32,
    /// Something happened that the last frame does not show.
    dirty: bool,
    /// The window asks the system for an input method (Japanese and the
    /// like): only while keys type into a field, since one would otherwise
    /// take the game's keys.
    input_method: bool,
    /// Where the input method was last told the typing goes.
    typing_at: Option<Rect>,
    /// The log already says the window is too large.
    oversized_told: bool,
    /// The system says nothing of the window shows (minimised, covered):
    /// ggez's `begin_frame` would wait for a frame that never comes.
    occluded: bool,
    failure: Option<String>,
}

/// How long until the clock's next frame is due, given what ggez's clock
/// has left over from the last one.
fn until_next_frame(left_over: Duration) -> Duration {
    let frame = Duration::from_secs(1) / FRAMES_PER_SECOND;
    frame.saturating_sub(left_over)
}

impl Runner {
    /// Asks for an input method while the screen composes (an editor's
    /// field, a chooser's filter) and tells it where the typing goes; for
    /// none otherwise.
    fn follow_typing(&mut self) {
        let typing = self.app.composes();
        let window = self.ctx.gfx.window();
        if typing != self.input_method {
            window.set_ime_allowed(typing);
            self.input_method = typing;
        }
        let at = self.app.typing_at();
        if let Some(rect) = at
            && at != self.typing_at
        {
            window.set_ime_cursor_area(
                PhysicalPosition::new(rect.x, rect.y),
                PhysicalSize::new(rect.w, rect.h),
            );
        }
        self.typing_at = at;
    }

    /// The window's size in pixels, if the device can draw it; else asks
    /// for the largest size it can, and says so once.
    fn window_fits(&mut self) -> bool {
        let window = self.ctx.gfx.window();
        let size = window.inner_size();
        if gpu::fits(size.width, size.height, self.max_side) {
            self.oversized_told = false;
            return true;
        }
        let fitted = PhysicalSize::new(
            size.width.min(self.max_side),
            size.height.min(self.max_side),
        );
        let _ = window.request_inner_size(fitted);
        if !self.oversized_told {
            log::warn!(
                "the window is {}x{} pixels; the graphics device draws at most {} a side, \
                 so it is sized back to {}x{}",
                size.width,
                size.height,
                self.max_side,
                fitted.width,
                fitted.height
            );
            self.oversized_told = true;
        }
        false
    }

    /// Stops the loop with `message` as the reason.
    fn fail(&mut self, event_loop: &ActiveEventLoop, message: String) {
        self.failure.get_or_insert(message);
        event_loop.exit();
    }

    /// Logs an error a handler returned; the game goes on.
    fn logged(result: GameResult) {
        if let Err(e) = result {
            log::error!("{e}");
        }
    }

    fn draw(&mut self) -> GameResult {
        self.ctx.gfx.begin_frame()?;
        let drawn = self.app.draw(&mut self.ctx);
        self.ctx.gfx.end_frame()?;
        drawn
    }
}

impl ApplicationHandler<()> for Runner {
    fn new_events(&mut self, event_loop: &ActiveEventLoop, _cause: StartCause) {
        if self.ctx.fields.quit_requested {
            self.ctx.fields.continuing = false;
        }
        if !self.ctx.fields.continuing {
            event_loop.exit();
        }
    }

    fn resumed(&mut self, _event_loop: &ActiveEventLoop) {}

    fn window_event(
        &mut self,
        event_loop: &ActiveEventLoop,
        mut window_id: WindowId,
        mut event: WindowEvent,
    ) {
        // ggez reconfigures its surface to the window's size on a resize;
        // a size the device cannot draw must not get that far.
        if matches!(event, WindowEvent::Resized(_)) && !self.window_fits() {
            return;
        }
        event::process_window_event(&mut self.ctx, &mut window_id, &mut event);
        let ctx = &mut self.ctx;
        let app = &mut self.app;
        match event {
            // An editor with edits not saved holds the first close to say
            // so (drawn below); the second closes.
            WindowEvent::CloseRequested if !app.hold_close() => {
                // The window's size (and the rest) as the player leaves it.
                app.remember(|_| {});
                ctx.request_quit();
            }
            WindowEvent::Resized(size) => {
                Self::logged(app.resize_event(ctx, size.width as f32, size.height as f32));
            }
            WindowEvent::Focused(gained) => Self::logged(app.focus_event(ctx, gained)),
            WindowEvent::KeyboardInput { event, .. } => {
                let input = KeyInput {
                    mods: ctx.keyboard.active_modifiers,
                    event,
                };
                let result = match input.event.state {
                    ElementState::Pressed => {
                        let repeated = input.event.repeat;
                        app.key_down_event(ctx, input, repeated)
                    }
                    ElementState::Released => app.key_up_event(ctx, input),
                };
                Self::logged(result);
            }
            WindowEvent::MouseWheel { delta, .. } => {
                let (x, y) = match delta {
                    MouseScrollDelta::LineDelta(x, y) => (x, y),
                    MouseScrollDelta::PixelDelta(pos) => {
                        let scale = ctx.gfx.window().scale_factor();
                        let logical = pos.to_logical::<f32>(scale);
                        (logical.x, logical.y)
                    }
                };
                Self::logged(app.mouse_wheel_event(ctx, x, y));
            }
            WindowEvent::MouseInput { state, button, .. } => {
                let at = ctx.mouse.position();
                Self::logged(match state {
                    ElementState::Pressed => app.mouse_button_down_event(ctx, button, at.x, at.y),
                    ElementState::Released => app.mouse_button_up_event(ctx, button, at.x, at.y),
                });
            }
            WindowEvent::CursorMoved { .. } => {
                let (at, delta) = (ctx.mouse.position(), ctx.mouse.last_delta());
                Self::logged(app.mouse_motion_event(ctx, at.x, at.y, delta.x, delta.y));
            }
            WindowEvent::Occluded(hidden) => self.occluded = hidden,
            // ggez 0.10's EventHandler has no callback for it; winit's
            // event, which this loop owns, carries the path.
            WindowEvent::DroppedFile(path) => app.dropped(path),
            WindowEvent::Ime(event) => app.input_method(event),
            WindowEvent::Touch(touch) => {
                let (x, y) = (touch.location.x, touch.location.y);
                Self::logged(app.touch_event(ctx, touch.phase, x, y));
            }
            // Nothing the app reacts to, but the screen may need drawing
            // again (uncovered, a new scale factor).
            _ => {}
        }
        self.dirty = true;
        if let Some(message) = self.errors.first() {
            self.fail(event_loop, message);
        }
    }

    fn device_event(
        &mut self,
        _event_loop: &ActiveEventLoop,
        mut device_id: DeviceId,
        mut event: DeviceEvent,
    ) {
        event::process_device_event(&mut self.ctx, &mut device_id, &mut event);
    }

    fn about_to_wait(&mut self, event_loop: &ActiveEventLoop) {
        self.ctx.time.tick();
        let changed = self.app.catch_up(&mut self.ctx);
        self.follow_typing();
        if (changed || self.dirty) && !self.occluded && self.window_fits() {
            Self::logged(self.draw());
            self.dirty = false;
        }
        self.ctx.mouse.reset_delta();
        self.ctx.keyboard.save_keyboard_state();
        self.ctx.mouse.save_mouse_state();
        if let Some(message) = self.errors.first() {
            self.fail(event_loop, message);
            return;
        }
        // Asleep until the next frame is due, or an event comes first.
        let wait = until_next_frame(self.ctx.time.remaining_update_time());
        event_loop.set_control_flow(ControlFlow::WaitUntil(Instant::now() + wait));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_loop_sleeps_until_the_next_frame_is_due() {
        let frame = Duration::from_secs(1) / FRAMES_PER_SECOND;
        assert_eq!(until_next_frame(Duration::ZERO), frame);
        assert_eq!(until_next_frame(frame / 4), frame - frame / 4);
        assert_eq!(until_next_frame(frame * 2), Duration::ZERO);
    }
}
