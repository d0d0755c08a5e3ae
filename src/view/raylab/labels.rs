//! Draws the point labels where [`place_labels`] puts them, with a halo
//! behind each text so a line under it does not cut the letters, and a
//! leader line to a label pushed away from its point.

use ggez::graphics::{Canvas, Color, DrawMode, DrawParam, Mesh, MeshBuilder, Rect};
use ggez::{Context, GameResult};
use glam::Vec2;
use hitlab::geom::Aabb;
use hitlab::modes::raylab::{LabelRequest, place_labels};

use crate::view::paint::with_alpha;
use crate::view::text::{Face, TextCache};
use crate::view::theme::Theme;

/// Pixels of halo round a label's text.
const HALO_PX: f32 = 2.0;

/// A marker's label waiting for its place, in screen pixels.
pub struct PendingLabel {
    pub anchor: Vec2,
    /// The side the label prefers (screen direction, y down).
    pub preferred: Vec2,
    /// The marker's radius round `anchor`.
    pub clearance: f32,
    pub text: String,
    pub color: Color,
    /// Lower ranks are placed first and get the better spots.
    pub rank: u8,
}

/// Places `labels` inside `area` (away from each other, the markers and, where
/// it can, the `strokes` drawn), then draws halos, leaders and texts.
#[allow(clippy::too_many_arguments)]
pub fn draw_labels(
    ctx: &mut Context,
    canvas: &mut Canvas,
    mut labels: Vec<PendingLabel>,
    strokes: &[(Vec2, Vec2)],
    area: Aabb,
    theme: &Theme,
    texts: &mut TextCache,
    label_px: f32,
) -> GameResult {
    if labels.is_empty() {
        return Ok(());
    }
    labels.sort_by_key(|l| l.rank);
    let mut requests = Vec::with_capacity(labels.len());
    for label in &labels {
        let size = texts.measure_in(ctx, label_face(theme), &label.text, label_px)?;
        requests.push(LabelRequest {
            anchor: label.anchor,
            size: Vec2::new(size.x, size.y),
            preferred: label.preferred,
            clearance: label.clearance,
        });
    }
    let placements = place_labels(&requests, strokes, area);

    let bg = theme.background;
    // On a projector the halo must also quiet the hatching under a label.
    let halo_alpha = if theme.high_contrast { 0.85 } else { 0.72 };
    let halo = with_alpha(bg, halo_alpha);
    let mut mb = MeshBuilder::new();
    let shown: Vec<_> = labels
        .iter()
        .zip(&placements)
        .filter_map(|(label, placement)| placement.map(|p| (label, p)))
        .collect();
    if shown.is_empty() {
        return Ok(());
    }
    // Every halo first, then the leaders, so no halo hides a leader.
    for (_, p) in &shown {
        let size = p.bounds.max - p.bounds.min;
        mb.rectangle(
            DrawMode::fill(),
            Rect::new(
                p.bounds.min.x - HALO_PX,
                p.bounds.min.y - HALO_PX,
                size.x + 2.0 * HALO_PX,
                size.y + 2.0 * HALO_PX,
            ),
            halo,
        )?;
    }
    for (label, p) in &shown {
        if let Some((from, to)) = p.leader
            && from.distance_squared(to) > 1.0
        {
            mb.line(&[from, to], theme.line_px, label.color)?;
        }
    }
    canvas.draw(&Mesh::from_data(ctx, mb.build()), DrawParam::default());
    for (label, p) in &shown {
        texts.draw_in(
            canvas,
            label_face(theme),
            &label.text,
            label_px,
            p.top_left,
            label.color,
        );
    }
    Ok(())
}

/// A label's face: bold in the high-contrast theme, where thin coloured
/// strokes on white wash out.
fn label_face(theme: &Theme) -> Face {
    theme.value_face(Face::Ui)
}
