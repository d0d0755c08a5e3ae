//! Where the board goes: centred in the band the HUD above and the message
//! line below leave free, as large as fits with a margin round it; and where
//! a grid rect lands in the window.
//! Pure arithmetic on pixel sizes, so it is tested without a window.

use ggez::glam::{Affine2, Vec2};
use ggez::graphics::Rect;
use hitlab::geom::Aabb;

/// Cells of room kept round the board inside its band.
pub const MARGIN_CELLS: f32 = 0.75;

/// The camera that shows a board of `cols` × `rows` cells centred in the
/// band from `top` to `window.y - bottom` pixels. Grid cell (col, row) is
/// world x = col, y = -row (world y is up).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct BoardFit {
    /// World point at the window centre.
    pub center: Vec2,
    /// World units from the window's bottom to its top.
    pub view_height: f32,
    /// Pixels per cell.
    pub cell_px: f32,
}

#[must_use]
pub fn fit_board(window: Vec2, top: f32, bottom: f32, cols: f32, rows: f32) -> BoardFit {
    let band = (window.y - top - bottom).max(1.0);
    let cell_px = (window.x / (cols + 2.0 * MARGIN_CELLS))
        .min(band / (rows + 2.0 * MARGIN_CELLS))
        .max(1.0);
    // The board's centre in pixels, and how far that is below the window's.
    let board_mid_y = top + band * 0.5;
    let below_mid = board_mid_y - window.y * 0.5;
    BoardFit {
        center: Vec2::new(cols * 0.5, -rows * 0.5 + below_mid / cell_px),
        view_height: window.y.max(1.0) / cell_px,
        cell_px,
    }
}

/// A grid-space rect (rows down) in window pixels, through the camera's
/// `to_screen` (which takes world points, y up).
#[must_use]
pub fn screen_rect(to_screen: &Affine2, r: &Aabb) -> Rect {
    let a = to_screen.transform_point2(Vec2::new(r.min.x, -r.min.y));
    let b = to_screen.transform_point2(Vec2::new(r.max.x, -r.max.y));
    let (min, max) = (a.min(b), a.max(b));
    Rect::new(min.x, min.y, max.x - min.x, max.y - min.y)
}

#[cfg(test)]
mod tests {
    use super::*;
    use hitlab::camera::Camera;

    /// The board's pixel rect (min, max) under the fitted camera.
    fn board_px(window: Vec2, top: f32, bottom: f32, cols: f32, rows: f32) -> (Vec2, Vec2) {
        let fit = fit_board(window, top, bottom, cols, rows);
        let cam = Camera::new(fit.center, fit.view_height, window);
        let m = cam.world_to_screen();
        let a = m.transform_point2(Vec2::new(0.0, 0.0));
        let b = m.transform_point2(Vec2::new(cols, -rows));
        (a.min(b), a.max(b))
    }

    #[test]
    fn boards_sit_in_the_middle_of_the_free_band() {
        for window in [Vec2::new(1280.0, 800.0), Vec2::new(800.0, 600.0)] {
            let (top, bottom) = (100.0, 60.0);
            for (cols, rows) in [
                (5.0, 5.0),
                (7.0, 5.0),
                (10.0, 8.0),
                (20.0, 6.0),
                (6.0, 16.0),
            ] {
                let (min, max) = board_px(window, top, bottom, cols, rows);
                let above = min.y - top;
                let below = window.y - bottom - max.y;
                assert!(
                    (above - below).abs() < 0.5,
                    "{window} {cols}x{rows}: {above} vs {below}"
                );
                let left = min.x;
                let right = window.x - max.x;
                assert!(
                    (left - right).abs() < 0.5,
                    "{window} {cols}x{rows}: {left} vs {right}"
                );
                assert!(
                    above > 0.0 && left > 0.0,
                    "{window} {cols}x{rows} touches an edge"
                );
            }
        }
    }

    #[test]
    fn the_board_fills_the_tighter_direction_up_to_its_margin() {
        let window = Vec2::new(1280.0, 800.0);
        let fit = fit_board(window, 100.0, 60.0, 8.0, 6.0);
        assert!((fit.cell_px - 640.0 / 7.5).abs() < 1e-3);
        let wide = fit_board(window, 100.0, 60.0, 40.0, 6.0);
        assert!((wide.cell_px - 1280.0 / 41.5).abs() < 1e-3);
    }

    #[test]
    fn a_window_smaller_than_the_hud_still_gives_a_finite_camera() {
        let fit = fit_board(Vec2::new(300.0, 50.0), 100.0, 60.0, 10.0, 10.0);
        assert!(fit.cell_px >= 1.0 && fit.view_height.is_finite() && fit.center.is_finite());
    }
}
