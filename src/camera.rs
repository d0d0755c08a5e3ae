//! The 2D camera: world units (y up) to screen pixels (y down) and back.
//!
//! Picking in 2D (docs/collision.md, "Where the math comes from"): a point
//! on screen is taken back into the world by the inverse of the chain that
//! drew it. Here the chain is one affine map,
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

/// Closest a player may zoom out from a screen's own framing: half its size.
pub const MIN_ZOOM: f32 = 0.5;
/// Closest a player may zoom in: 64 times (a cell of a 128×128 Sokoban board,
/// 2.5 px when it all fits in an 800 px window, becomes 160 px).
pub const MAX_ZOOM: f32 = 64.0;
/// Zoom factor of one wheel notch or one zoom key press.
pub const ZOOM_STEP: f32 = 1.25;

/// The player's zoom and pan on top of the camera a screen frames itself
/// with (its "fit to window"): screens recompute their fit every frame (the
/// window, the HUD, the level may change), and this is kept across, in
/// world units, so it means the same after a resize.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct ViewAdjust {
    /// Magnification over the fit (1: as fitted).
    zoom: f32,
    /// World units from the fit's centre to the view's.
    offset: Vec2,
}

impl Default for ViewAdjust {
    fn default() -> Self {
        Self::FIT
    }
}

impl ViewAdjust {
    /// The screen's own framing, unchanged.
    pub const FIT: Self = Self {
        zoom: 1.0,
        offset: Vec2::ZERO,
    };

    /// Magnification over the fit.
    #[must_use]
    pub fn zoom(&self) -> f32 {
        self.zoom
    }

    /// The camera `fit` zoomed and panned.
    #[must_use]
    pub fn apply(&self, fit: Camera) -> Camera {
        Camera {
            center: fit.center + self.offset,
            view_height: fit.view_height / self.zoom,
            viewport: fit.viewport,
        }
    }

    /// Zooms by `factor` (> 1 zooms in) about the window pixel `anchor`,
    /// whose world point stays under it; the zoom stays within
    /// [`MIN_ZOOM`]..=[`MAX_ZOOM`].
    pub fn zoom_at(&mut self, fit: Camera, factor: f32, anchor: Vec2) {
        if !(factor.is_finite() && factor > 0.0) {
            return;
        }
        let zoom = (self.zoom * factor).clamp(MIN_ZOOM, MAX_ZOOM);
        let mut camera = self.apply(fit);
        camera.zoom_at(zoom / self.zoom, anchor);
        self.zoom = zoom;
        self.offset = camera.center - fit.center;
        self.keep_in_view(fit);
    }

    /// Moves the view with a drag of `pixels`: the world follows the pointer.
    pub fn drag(&mut self, fit: Camera, pixels: Vec2) {
        let per_pixel = 1.0 / self.apply(fit).pixels_per_unit();
        // Screen y is down, world y up.
        self.offset -= Vec2::new(pixels.x, -pixels.y) * per_pixel;
        self.keep_in_view(fit);
    }

    /// Keeps the view's centre inside what the fit shows, so the scene can
    /// never be dragged out of sight.
    fn keep_in_view(&mut self, fit: Camera) {
        let half = fit.viewport / fit.pixels_per_unit() / 2.0;
        if half.is_finite() {
            self.offset = self.offset.clamp(-half, half);
        }
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

#[cfg(test)]
mod adjust_tests {
    use super::*;

    /// A fit like Sokoban's for a 128×128 board in an 800×800 window: about
    /// 6 px a cell.
    fn board_fit() -> Camera {
        Camera::new(Vec2::new(64.0, -64.0), 130.0, Vec2::new(800.0, 800.0))
    }

    #[test]
    fn fit_is_the_screens_own_camera() {
        assert_eq!(ViewAdjust::FIT.apply(board_fit()), board_fit());
    }

    #[test]
    fn zooming_keeps_the_point_under_the_cursor() {
        let fit = board_fit();
        let mut adjust = ViewAdjust::FIT;
        let cursor = Vec2::new(120.0, 650.0);
        let under = fit.screen_to_world().transform_point2(cursor);
        for _ in 0..10 {
            adjust.zoom_at(fit, ZOOM_STEP, cursor);
        }
        let camera = adjust.apply(fit);
        let now = camera.screen_to_world().transform_point2(cursor);
        assert!(now.abs_diff_eq(under, 1e-2), "{under} moved to {now}");
        // Ten notches: a cell goes from about 6 px to about 57.
        let cell_px = camera.pixels_per_unit();
        assert!((50.0..60.0).contains(&cell_px), "{cell_px}");
    }

    #[test]
    fn zoom_stays_in_its_bounds_and_ignores_nonsense() {
        let fit = board_fit();
        let mut adjust = ViewAdjust::FIT;
        for _ in 0..100 {
            adjust.zoom_at(fit, ZOOM_STEP, Vec2::new(400.0, 400.0));
        }
        assert_eq!(adjust.zoom(), MAX_ZOOM);
        for _ in 0..100 {
            adjust.zoom_at(fit, 1.0 / ZOOM_STEP, Vec2::new(400.0, 400.0));
        }
        assert_eq!(adjust.zoom(), MIN_ZOOM);
        let before = adjust;
        adjust.zoom_at(fit, f32::NAN, Vec2::ZERO);
        adjust.zoom_at(fit, 0.0, Vec2::ZERO);
        assert_eq!(adjust, before);
    }

    #[test]
    fn a_drag_moves_the_world_with_the_pointer_but_not_out_of_sight() {
        let fit = board_fit();
        let mut adjust = ViewAdjust::FIT;
        adjust.zoom_at(fit, 4.0, Vec2::new(400.0, 400.0));
        let grabbed = adjust
            .apply(fit)
            .screen_to_world()
            .transform_point2(Vec2::new(300.0, 300.0));
        adjust.drag(fit, Vec2::new(50.0, -20.0));
        let camera = adjust.apply(fit);
        let now = camera.world_to_screen().transform_point2(grabbed);
        assert!(now.abs_diff_eq(Vec2::new(350.0, 280.0), 1e-2), "{now}");
        adjust.drag(fit, Vec2::new(1e6, 1e6));
        let (min, max) = fit.visible_world();
        let centre = adjust.apply(fit).center;
        assert!(
            centre.cmpge(min - 1e-3).all() && centre.cmple(max + 1e-3).all(),
            "{centre}"
        );
    }
}
