//! Zoom and pan, the same in every mode that shows a world (the shooter's
//! arena, the ray lab's scenes, a Sokoban board): the mouse wheel zooms
//! about the pointer, a drag with the right or middle button (or Shift and
//! the left one) moves the view, `+` and `-` zoom about the middle of the
//! scene and `0` fits it to the window again. The keys are declared once,
//! here; each screen asks [`ZoomPan`] first, so they mean the same in all.
//! The left button's own clicks and drags (select a target, walk, push a
//! box, drag a handle) are left to the screen.

use ggez::glam::Vec2;
use ggez::winit::keyboard::KeyCode;

use hitlab::camera::{Camera, ViewAdjust, ZOOM_STEP};
use hitlab::i18n::{tr, tr_args};

use super::keymap::{HelpLine, KeyEvent, Keymap, bind, key, typed};
use super::screen::Mouse;

/// What a view key does.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ViewKey {
    ZoomIn,
    ZoomOut,
    Fit,
}

/// The view keys. `+` by the character it types (Shift+= on some layouts,
/// its own key on others), `=` beside it for a hand that skips the Shift.
pub const VIEW_KEYS: Keymap<ViewKey> = Keymap::new(&[
    bind(
        ViewKey::ZoomIn,
        &[typed("+"), key(KeyCode::Equal), key(KeyCode::NumpadAdd)],
    ),
    bind(
        ViewKey::ZoomOut,
        &[key(KeyCode::Minus), key(KeyCode::NumpadSubtract)],
    ),
    bind(ViewKey::Fit, &[key(KeyCode::Digit0), key(KeyCode::Numpad0)]),
]);

/// The help overlay's rows for zoom and pan, in every mode that has them.
#[must_use]
pub fn view_help() -> Vec<HelpLine> {
    let first = |k| VIEW_KEYS.first_key(k);
    let zoom_keys = [
        ("in", first(ViewKey::ZoomIn).into()),
        ("out", first(ViewKey::ZoomOut).into()),
    ];
    vec![
        HelpLine::new(tr_args("key-zoom", &zoom_keys), tr("help-view-zoom")),
        HelpLine::new(tr("key-right-drag"), tr("help-view-pan")),
        HelpLine::new(VIEW_KEYS.keys(ViewKey::Fit), tr("help-view-fit")),
    ]
}

/// A screen's zoom and pan: the player's [`ViewAdjust`] over the camera the
/// screen frames itself with each frame.
#[derive(Debug, Clone, Copy)]
pub struct ZoomPan {
    adjust: ViewAdjust,
    /// The screen's own framing, as last drawn.
    fit: Camera,
    /// The pixel the keys zoom about: the middle of the scene on screen.
    focus: Vec2,
    /// Where the pointer was while a pan drag is on.
    dragging: Option<Vec2>,
}

impl ZoomPan {
    /// Fitted, in a window of `viewport` pixels.
    #[must_use]
    pub fn new(viewport: Vec2) -> Self {
        Self {
            adjust: ViewAdjust::FIT,
            fit: Camera::new(Vec2::ZERO, 10.0, viewport),
            focus: viewport / 2.0,
            dragging: None,
        }
    }

    /// Takes this frame's framing (`fit`, with the scene's middle at the
    /// pixel `focus`) and returns the camera to draw and point with.
    pub fn frame(&mut self, fit: Camera, focus: Vec2) -> Camera {
        self.fit = fit;
        self.focus = focus;
        self.camera()
    }

    /// The camera as zoomed and panned.
    #[must_use]
    pub fn camera(&self) -> Camera {
        self.adjust.apply(self.fit)
    }

    /// Back to the screen's own framing (a new level).
    pub fn fit(&mut self) {
        self.adjust = ViewAdjust::FIT;
    }

    /// True while the view is zoomed or panned away from the fit.
    #[must_use]
    pub fn adjusted(&self) -> bool {
        self.adjust != ViewAdjust::FIT
    }

    /// Acts on a view key going down; true if `event` is one (a release of
    /// one is taken too, so the screen never sees half of it).
    pub fn key(&mut self, event: &KeyEvent, down: bool) -> bool {
        let Some(view_key) = VIEW_KEYS.control(event, |_| true) else {
            return VIEW_KEYS.released(event).next().is_some();
        };
        if down {
            match view_key {
                ViewKey::ZoomIn => self.adjust.zoom_at(self.fit, ZOOM_STEP, self.focus),
                ViewKey::ZoomOut => self.adjust.zoom_at(self.fit, 1.0 / ZOOM_STEP, self.focus),
                ViewKey::Fit => self.fit(),
            }
        }
        true
    }

    /// Acts on the wheel and pan drags; true if it took `event`, which the
    /// screen then leaves alone. Left-button events go to the screen.
    pub fn mouse(&mut self, event: Mouse) -> bool {
        match event {
            Mouse::Wheel { at, notches } => {
                self.adjust.zoom_at(self.fit, ZOOM_STEP.powf(notches), at);
                true
            }
            Mouse::PanStart(at) => {
                self.dragging = Some(at);
                true
            }
            Mouse::PanEnd(_) => {
                self.dragging = None;
                true
            }
            Mouse::Move(at) => match self.dragging {
                Some(from) => {
                    self.adjust.drag(self.fit, at - from);
                    self.dragging = Some(at);
                    true
                }
                None => false,
            },
            Mouse::Down(_) | Mouse::Up(_) => false,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fitted() -> ZoomPan {
        let mut view = ZoomPan::new(Vec2::new(800.0, 600.0));
        view.frame(
            Camera::new(Vec2::ZERO, 20.0, Vec2::new(800.0, 600.0)),
            Vec2::new(400.0, 300.0),
        );
        view
    }

    #[test]
    fn the_keys_zoom_about_the_scene_and_zero_fits_again() {
        let mut view = fitted();
        let ppu = view.camera().pixels_per_unit();
        assert!(view.key(&KeyEvent::code(KeyCode::Equal), true));
        assert!((view.camera().pixels_per_unit() / ppu - ZOOM_STEP).abs() < 1e-4);
        assert!(view.camera().center.abs_diff_eq(Vec2::ZERO, 1e-4));
        assert!(view.key(&KeyEvent::code(KeyCode::Minus), true));
        assert!(view.key(&KeyEvent::code(KeyCode::Minus), true));
        assert!(view.camera().pixels_per_unit() < ppu);
        assert!(view.key(&KeyEvent::code(KeyCode::Digit0), true));
        assert!(!view.adjusted());
        assert!(
            view.key(&KeyEvent::code(KeyCode::Digit0), false),
            "its release too"
        );
        assert!(!view.key(&KeyEvent::code(KeyCode::KeyH), true));
    }

    #[test]
    fn the_wheel_zooms_about_the_pointer_and_a_pan_drag_moves_the_view() {
        let mut view = fitted();
        let pointer = Vec2::new(100.0, 500.0);
        let under = view.camera().screen_to_world().transform_point2(pointer);
        assert!(view.mouse(Mouse::Wheel {
            at: pointer,
            notches: 3.0
        }));
        let now = view.camera().screen_to_world().transform_point2(pointer);
        assert!(now.abs_diff_eq(under, 1e-3), "{under} → {now}");

        assert!(
            !view.mouse(Mouse::Move(Vec2::new(10.0, 10.0))),
            "hover: the screen's"
        );
        assert!(view.mouse(Mouse::PanStart(Vec2::new(100.0, 100.0))));
        let grabbed = view
            .camera()
            .screen_to_world()
            .transform_point2(Vec2::new(100.0, 100.0));
        assert!(view.mouse(Mouse::Move(Vec2::new(130.0, 90.0))));
        let at = view.camera().world_to_screen().transform_point2(grabbed);
        assert!(at.abs_diff_eq(Vec2::new(130.0, 90.0), 1e-2), "{at}");
        assert!(view.mouse(Mouse::PanEnd(Vec2::new(130.0, 90.0))));
        assert!(!view.mouse(Mouse::Move(Vec2::new(200.0, 90.0))));
        assert!(
            !view.mouse(Mouse::Down(Vec2::ZERO)),
            "a left click is the screen's"
        );
    }

    #[test]
    fn the_help_names_the_keys_of_the_table() {
        let rows = view_help();
        assert_eq!(rows[0].keys, "wheel, + and -");
        assert_eq!(rows[2].keys, "0");
    }
}
