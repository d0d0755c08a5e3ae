//! Line–line closest points (`001_c4a5cf4f2594e2d1.txt`). In 2D two non-parallel
//! lines cross, so the distance is zero there; parallel lines are a constant
//! distance apart and the text picks `s = 0` (the first line's point) and its foot.

use super::closest_points::ClosestPoints;
use super::shapes::Line;

/// The closest points of two lines. Parallel lines (see
/// [`PARALLEL_SIN_EPS`](super::tolerance::PARALLEL_SIN_EPS)) report `s = 0` and
/// the foot of `a.point` on `b`. `None` for a zero or non-finite direction or a
/// non-finite point.
#[must_use]
pub fn line_line_closest(a: &Line, b: &Line) -> Option<ClosestPoints> {
    let _ = (a, b);
    todo!()
}
