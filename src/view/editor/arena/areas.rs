//! Where the editor's screen puts things: the title and status lines on
//! top, the field, the side panel at its right, the footer; and the camera
//! that shows the whole arena in the field.

use ggez::graphics::Rect;
use glam::Vec2;

use hitlab::camera::Camera;

use crate::view::screen::Style;

/// The field frames the arena this much larger, so a label under a part at
/// the edge stays on the field.
pub const FRAME_MARGIN: f32 = 1.12;

/// The screen's areas, pixels.
#[derive(Debug, Clone, Copy)]
pub struct Areas {
    /// The margin round everything.
    pub pad: f32,
    /// Where the arena is drawn.
    pub field: Rect,
    /// The selection's numbers and the problems.
    pub side: Rect,
    /// The top of the footer's line.
    pub footer_y: f32,
}

impl Areas {
    /// The areas for this window and text size.
    #[must_use]
    pub fn of(style: &Style) -> Self {
        let pad = style.px(0.6);
        let top = pad + style.px(1.0) * 1.4 + style.px(0.8) * 1.4 + pad;
        let footer_y = style.window.y - style.px(0.75) * 1.6;
        // The panel takes a share of a wide window, not all of a narrow one.
        let panel_w = (style.window.x * 0.3).clamp(160.0, 520.0);
        let field = Rect::new(
            pad,
            top,
            (style.window.x - panel_w - 3.0 * pad).max(1.0),
            (footer_y - top - pad).max(1.0),
        );
        let side = Rect::new(field.x + field.w + pad, top, panel_w, field.h);
        Self {
            pad,
            field,
            side,
            footer_y,
        }
    }
}

/// A camera that shows all of `arena` (world units) in `field` (pixels),
/// centred, whichever of its width and height is the tighter fit. (The
/// shooter's layout gives its field the arena's shape; the editor's field
/// is what the panel leaves.)
#[must_use]
pub fn fit_camera(field: Rect, arena: Vec2, window: Vec2) -> Camera {
    let pixels_per_unit = (field.w / arena.x.max(f32::EPSILON))
        .min(field.h / arena.y.max(f32::EPSILON))
        .max(f32::EPSILON);
    let field_centre = Vec2::new(field.x + field.w / 2.0, field.y + field.h / 2.0);
    // The world point at the window's centre: y flips between the two.
    let offset = (window / 2.0 - field_centre) / pixels_per_unit;
    Camera::new(
        Vec2::new(offset.x, -offset.y),
        window.y / pixels_per_unit,
        window,
    )
}
