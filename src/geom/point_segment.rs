//! Point–segment closest point (`001_c4a5cf4f2594e2d1.txt`): project on the line,
//! then the text's obtuse-angle test (`(p - a)·(b - a) < 0` → `a`,
//! `(p - b)·(a - b) < 0` → `b`) is the same as clamping `t` to `[0, 1]`.

use glam::Vec2;

use super::closest_points::PointProjection;
use super::shapes::Segment;
use super::tolerance::DIR_LEN_SQ_EPS;

/// The closest point on `segment` to `p`. A degenerate segment (`a == b`) gives
/// `a` with `t = 0`. `None` only for non-finite input.
#[inline]
#[must_use]
pub fn point_segment(p: Vec2, segment: &Segment) -> Option<PointProjection> {
    // No input check up front: a NaN or infinite input makes some field non-finite,
    // and `checked` turns that into `None`.
    let t = segment_param(p, segment.a, segment.b - segment.a);
    let point = segment.at(t);
    PointProjection {
        point,
        t,
        distance: p.distance(point),
    }
    .checked()
}

/// The clamped parameter of the point of `a + t·d`, `t` in `[0, 1]`, closest to `p`
/// (`0` for a degenerate segment). No input checks.
#[inline(always)]
pub(crate) fn segment_param(p: Vec2, a: Vec2, d: Vec2) -> f32 {
    let len_sq = d.length_squared();
    if len_sq <= DIR_LEN_SQ_EPS {
        return 0.0;
    }
    ((p - a).dot(d) / len_sq).clamp(0.0, 1.0)
}
