//! The 2D camera: world units (y up) to screen pixels (y down) and back.
//!
//! This is the 2D form of the picking chapter (pointing at a bounding sphere
//! with the screen cursor): a point on screen is taken back into the world by
//! the inverse of the chain that drew it. Here the chain is one affine map,
//! view = viewport · zoom · pan, so its inverse is exact and cheap.

use glam::{Affine2, Vec2};

/// Maps a world rectangle of fixed *height* onto the window. The visible
/// width follows the window's aspect, so shapes are never stretched.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Camera {
    /// World point shown at the window centre.
    pub center: Vec2,
    /// World units visible from the bottom to the top of the window.
    pub view_height: f32,
    /// Window size in pixels.
    pub viewport: Vec2,
}

impl Camera {
    /// A camera looking at `center`, showing `view_height` world units vertically.
    #[must_use]
    pub fn new(center: Vec2, view_height: f32, viewport: Vec2) -> Self {
        Self {
            center,
            view_height,
            viewport,
        }
    }

    /// Pixels per world unit. Degenerate sizes (a minimised window) give a
    /// tiny positive scale rather than zero, so the inverse always exists.
    #[must_use]
    pub fn pixels_per_unit(&self) -> f32 {
        let scale = self.viewport.y / self.view_height;
        if scale.is_finite() && scale > f32::EPSILON {
            scale
        } else {
            f32::EPSILON
        }
    }

    /// The view matrix: world → screen pixels (origin top-left, y down).
    #[must_use]
    pub fn world_to_screen(&self) -> Affine2 {
        let s = self.pixels_per_unit();
        Affine2::from_translation(self.viewport * 0.5)
            * Affine2::from_scale(Vec2::new(s, -s))
            * Affine2::from_translation(-self.center)
    }

    /// The inverse view matrix: screen pixels → world.
    #[must_use]
    pub fn screen_to_world(&self) -> Affine2 {
        self.world_to_screen().inverse()
    }

    /// Keeps the same world height visible after the window is resized.
    pub fn resize(&mut self, viewport: Vec2) {
        self.viewport = viewport;
    }

    /// Moves the view by `delta` world units.
    pub fn pan(&mut self, delta: Vec2) {
        self.center += delta;
    }

    /// Zooms by `factor` (> 1 zooms in), keeping the world point under
    /// `screen_anchor` fixed on screen.
    pub fn zoom_at(&mut self, factor: f32, screen_anchor: Vec2) {
        if !(factor.is_finite() && factor > 0.0) {
            return;
        }
        let before = self.screen_to_world().transform_point2(screen_anchor);
        self.view_height /= factor;
        let after = self.screen_to_world().transform_point2(screen_anchor);
        self.center += before - after;
    }

    /// The world rectangle currently visible, as (min, max).
    #[must_use]
    pub fn visible_world(&self) -> (Vec2, Vec2) {
        let to_world = self.screen_to_world();
        let a = to_world.transform_point2(Vec2::ZERO);
        let b = to_world.transform_point2(self.viewport);
        (a.min(b), a.max(b))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn y_points_up_and_center_is_mid_window() {
        let cam = Camera::new(Vec2::new(1.0, 2.0), 10.0, Vec2::new(800.0, 600.0));
        let m = cam.world_to_screen();
        assert!(
            m.transform_point2(Vec2::new(1.0, 2.0))
                .abs_diff_eq(Vec2::new(400.0, 300.0), 1e-4)
        );
        let up = m.transform_point2(Vec2::new(1.0, 3.0));
        assert!(up.y < 300.0, "world +y must go up the screen");
    }

    #[test]
    fn resize_keeps_aspect() {
        let mut cam = Camera::new(Vec2::ZERO, 10.0, Vec2::new(800.0, 600.0));
        cam.resize(Vec2::new(1600.0, 600.0));
        let m = cam.world_to_screen();
        let dx = m.transform_vector2(Vec2::X).length();
        let dy = m.transform_vector2(Vec2::Y).length();
        assert!(
            (dx - dy).abs() < 1e-4,
            "a unit square must stay square: {dx} vs {dy}"
        );
    }

    #[test]
    fn screen_to_world_to_screen_round_trips() {
        let mut cameras = vec![
            Camera::new(Vec2::ZERO, 10.0, Vec2::new(1280.0, 800.0)),
            Camera::new(Vec2::new(-3.5, 7.25), 0.5, Vec2::new(333.0, 1000.0)),
        ];
        let mut moved = Camera::new(Vec2::new(2.0, -1.0), 24.0, Vec2::new(800.0, 600.0));
        moved.zoom_at(3.0, Vec2::new(700.0, 20.0));
        moved.pan(Vec2::new(-4.0, 9.0));
        moved.resize(Vec2::new(1920.0, 1080.0));
        cameras.push(moved);
        for cam in cameras {
            let (to_world, to_screen) = (cam.screen_to_world(), cam.world_to_screen());
            for x in (0..=10).map(|i| i as f32 * cam.viewport.x / 10.0) {
                for y in (0..=10).map(|i| i as f32 * cam.viewport.y / 10.0) {
                    let pixel = Vec2::new(x, y);
                    let back = to_screen.transform_point2(to_world.transform_point2(pixel));
                    // A thousandth of a pixel: far below anything visible.
                    assert!(back.abs_diff_eq(pixel, 1e-3), "{pixel} came back as {back}");
                }
            }
        }
    }

    #[test]
    fn zoom_keeps_anchor_fixed() {
        let mut cam = Camera::new(Vec2::ZERO, 10.0, Vec2::new(800.0, 600.0));
        let anchor = Vec2::new(100.0, 50.0);
        let world_before = cam.screen_to_world().transform_point2(anchor);
        cam.zoom_at(2.0, anchor);
        let world_after = cam.screen_to_world().transform_point2(anchor);
        assert!(world_before.abs_diff_eq(world_after, 1e-4));
        assert!((cam.view_height - 5.0).abs() < 1e-6);
    }
}
