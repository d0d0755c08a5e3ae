//! The drag-to-push preview: the library plans the push while a box is
//! dragged; this only draws the plan it made.

use ggez::GameResult;
use ggez::glam::{Affine2, Vec2};
use ggez::graphics::{DrawMode, MeshBuilder};

use hitlab::geom::Aabb;
use hitlab::levels::sokoban::Cell;
use hitlab::modes::sokoban::session::DragPreview;

use super::layout::screen_rect;
use crate::view::paint::with_alpha;
use crate::view::screen::Style;

/// Where a dragged box would go: its path and a ghost at the end, or a
/// crossed-out ghost where the planner found no way.
pub(super) fn draw_drag_preview(
    mb: &mut MeshBuilder,
    style: &Style,
    preview: &DragPreview,
    to_screen: &Affine2,
) -> GameResult {
    let theme = style.theme;
    let line = theme.line_px;
    let centre =
        |c: Cell| to_screen.transform_point2(Vec2::new(c.col as f32 + 0.5, -(c.row as f32 + 0.5)));
    let ghost = screen_rect(
        to_screen,
        &Aabb::from_center_half_extents(
            Vec2::new(preview.to.col as f32 + 0.5, preview.to.row as f32 + 0.5),
            Vec2::splat(0.4),
        ),
    );
    match &preview.trail {
        Some(trail) => {
            let points: Vec<Vec2> = trail.iter().map(|&c| centre(c)).collect();
            if points.len() >= 2 {
                mb.line(&points, line * 2.0, with_alpha(theme.accent, 0.8))?;
            }
            // A dot where each push before the last leaves the box.
            for &p in points.iter().skip(1).take(points.len().saturating_sub(2)) {
                mb.circle(DrawMode::fill(), p, line * 2.5, 0.5, theme.accent)?;
            }
            mb.rectangle(DrawMode::fill(), ghost, with_alpha(theme.accent, 0.25))?;
            mb.rectangle(DrawMode::stroke(line * 1.5), ghost, theme.accent)?;
        }
        None => {
            mb.rectangle(DrawMode::fill(), ghost, with_alpha(theme.hit, 0.2))?;
            mb.rectangle(DrawMode::stroke(line * 1.5), ghost, theme.hit)?;
            let (a, b) = (
                ghost.point().into(),
                Vec2::new(ghost.right(), ghost.bottom()),
            );
            mb.line(&[a, b], line * 1.5, theme.hit)?;
            let (c, d) = (
                Vec2::new(ghost.right(), ghost.y),
                Vec2::new(ghost.x, ghost.bottom()),
            );
            mb.line(&[c, d], line * 1.5, theme.hit)?;
        }
    }
    Ok(())
}
