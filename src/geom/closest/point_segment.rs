//! Point–segment closest point (docs/collision.md, "Closest points"): the
//! obtuse-angle tests first. If the angle at `a` between `p` and `b` is
//! not acute (`(p - a)·(b - a) <= 0`), `a` is nearest; if the angle at `b` is not
//! (`(p - b)·(a - b) <= 0`, i.e. `(p - a)·(b - a) >= |b - a|²`), `b` is; otherwise
//! the foot of the perpendicular, at `t = (p - a)·(b - a) / |b - a|²`.

use glam::Vec2;

use super::closest_points::{PointProjection, distance};
use crate::geom::shape::Segment;
use crate::geom::tolerance::DIR_LEN_SQ_EPS;

/// The closest point on `segment` to `p`, with its parameter clamped to `[0, 1]`.
/// A degenerate segment (`a == b`) gives `a` with `t = 0`. `None` for non-finite
/// input, and when the answer would overflow `f32` (a segment longer than about
/// 1e19, or a point that far from it). A distance too small to square in `f32`
/// (below about 1e-19) is still measured, not rounded to 0.
#[inline]
#[must_use]
pub fn point_segment(p: Vec2, segment: &Segment) -> Option<PointProjection> {
    let Segment { a, b } = *segment;
    let ab = b - a;
    let along = (p - a).dot(ab);
    let len_sq = ab.length_squared();
    if !(len_sq.is_finite() & along.is_finite()) {
        // A segment longer than about 1e19 (or not finite), or a point so far off
        // that (p - a)·ab overflows: the region tests below would be meaningless
        // (an infinite `along` puts an interior foot at `b`). No answer, as
        // documented on `PointProjection::checked`. (A NaN `along` comes here too.)
        return None;
    }
    // The end regions need no division. A degenerate segment has `along = 0` and
    // takes the first branch. NaN fails both tests, and its NaN `t` makes the
    // distance NaN, which `checked` turns into `None`.
    let (point, t) = if along <= 0.0 {
        (a, 0.0)
    } else if along >= len_sq {
        (b, 1.0)
    } else {
        let t = along / len_sq;
        (a + t * ab, t)
    };
    PointProjection {
        point,
        t,
        distance: distance(p, point),
    }
    .checked()
}

/// The clamped parameter of the point of `a + t·d`, `t` in `[0, 1]`, closest to `p`
/// (`0` for a degenerate segment). No input checks: every caller has kept its
/// coordinates within [`MAX_COORD`](crate::geom::tolerance::MAX_COORD), so `|d|²` and the
/// dot product stay finite.
#[inline(always)]
pub(crate) fn segment_param(p: Vec2, a: Vec2, d: Vec2) -> f32 {
    let len_sq = d.length_squared();
    if len_sq <= DIR_LEN_SQ_EPS {
        return 0.0;
    }
    ((p - a).dot(d) / len_sq).clamp(0.0, 1.0)
}
