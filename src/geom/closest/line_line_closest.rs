//! Line–line closest points (docs/collision.md, "Closest points"). In 2D two
//! non-parallel lines cross, so the distance is zero there; parallel lines
//! are a constant distance apart, and the pair is `s = 0` (the first line's
//! point) and its foot.

use super::closest_points::ClosestPoints;
use crate::geom::shape::Line;
use crate::geom::tolerance::{are_parallel, is_usable_dir};

/// The closest points of two lines. Parallel lines (see
/// [`PARALLEL_SIN_EPS`](crate::geom::tolerance::PARALLEL_SIN_EPS)) report `s = 0` and
/// the foot of `a.point` on `b`. `None` for a zero or non-finite direction or a
/// non-finite point.
#[inline]
#[must_use]
pub fn line_line_closest(a: &Line, b: &Line) -> Option<ClosestPoints> {
    let ok =
        is_usable_dir(a.dir) && is_usable_dir(b.dir) && a.point.is_finite() && b.point.is_finite();
    if !ok {
        return None;
    }
    let w = b.point - a.point;
    let (s, t) = if are_parallel(a.dir, b.dir) {
        (0.0, -w.dot(b.dir) / b.dir.length_squared())
    } else {
        let det = a.dir.perp_dot(b.dir);
        (w.perp_dot(b.dir) / det, w.perp_dot(a.dir) / det)
    };
    ClosestPoints::of_pair(a.at(s), s, b.at(t), t)
}
