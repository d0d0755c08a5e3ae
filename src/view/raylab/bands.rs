//! Paints a band (a slab of the slab method, a capsule's band) as the theme
//! says: a tint, its two edge lines and hatching across it (faint, or bold
//! for projectors). Hatching runs at 45° to the band, so two perpendicular slabs cross
//! their hatching where they overlap: the rect the slab method finds, and
//! an x slab's hatching leans the other way from a y slab's, which tells
//! them apart without their colours.

use ggez::GameResult;
use ggez::graphics::{Color, DrawMode, MeshBuilder};
use glam::{Affine2, Vec2};
use hitlab::modes::raylab::{clip_band, clip_line};

use crate::view::paint::{faded, with_alpha};
use crate::view::theme::BandPaint;

/// More hatch lines than any window shows; a guard against a zoomed-out view.
const MAX_HATCH_LINES: i32 = 600;

/// The band `|(x - point)·normal| ≤ half_width` (world units), tinted and
/// edged in `color`, clipped to the visible world `vmin..vmax`. `strength`
/// scales the tint and hatching (guides are lighter). False if nothing of
/// it shows.
#[allow(clippy::too_many_arguments)]
pub fn paint_band(
    mb: &mut MeshBuilder,
    view: &Affine2,
    px_per_unit: f32,
    (point, normal, half_width): (Vec2, Vec2, f32),
    color: Color,
    strength: f32,
    paint: &BandPaint,
    (vmin, vmax): (Vec2, Vec2),
) -> GameResult<bool> {
    let n = normal.normalize_or_zero();
    if n == Vec2::ZERO || !point.is_finite() || !half_width.is_finite() {
        return Ok(false);
    }
    let poly: Vec<Vec2> = clip_band(point, n, half_width, vmin, vmax)
        .into_iter()
        .map(|p| view.transform_point2(p))
        .collect();
    if poly.len() < 3 {
        return Ok(false);
    }
    let tint = with_alpha(color, paint.fill_alpha * strength);
    mb.polygon(DrawMode::fill(), &poly, tint)?;

    let mut segment = |span: Option<(Vec2, Vec2)>, width: f32, color: Color| -> GameResult {
        if let Some((a, b)) = span {
            let (a, b) = (view.transform_point2(a), view.transform_point2(b));
            if a.is_finite() && b.is_finite() && a.distance_squared(b) > 0.25 {
                mb.line(&[a, b], width, color)?;
            }
        }
        Ok(())
    };
    let along = n.perp();
    if paint.hatch_px > 0.0 && paint.hatch_gap_px > 0.0 && px_per_unit > 0.0 {
        // A guide's hatching is lighter too; its edges stay full strength.
        let hatch_color = faded(with_alpha(color, paint.hatch_alpha), strength);
        let hatch = Vec2::from_angle(std::f32::consts::FRAC_PI_4).rotate(along);
        let step = hatch.perp();
        let gap = paint.hatch_gap_px / px_per_unit;
        // Which hatch lines (k·gap along `step` from `point`) cross the view.
        let corners = [
            vmin,
            Vec2::new(vmax.x, vmin.y),
            vmax,
            Vec2::new(vmin.x, vmax.y),
        ];
        let (lo, hi) = corners.iter().fold((f32::MAX, f32::MIN), |(lo, hi), c| {
            let d = (*c - point).dot(step);
            (lo.min(d), hi.max(d))
        });
        let first = (lo / gap).floor() as i32;
        let last = ((hi / gap).ceil() as i32).min(first + MAX_HATCH_LINES);
        // Along a hatch line, the band is crossed for s in this range.
        let rate = hatch.dot(n);
        for k in first..=last {
            let start = point + step * (k as f32 * gap);
            let offset = (start - point).dot(n);
            let (s0, s1) = ((-half_width - offset) / rate, (half_width - offset) / rate);
            let span = clip_line(start, hatch, (s0.min(s1), s0.max(s1)), vmin, vmax);
            segment(span, paint.hatch_px, hatch_color)?;
        }
    }
    if paint.edge_px > 0.0 {
        for side in [-1.0, 1.0] {
            let edge = point + n * half_width * side;
            let span = clip_line(edge, along, (f32::NEG_INFINITY, f32::INFINITY), vmin, vmax);
            segment(span, paint.edge_px, color)?;
        }
    }
    Ok(true)
}
