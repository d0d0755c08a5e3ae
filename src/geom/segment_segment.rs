//! Segment–segment closest points (`001_c4a5cf4f2594e2d1.txt`): closest points of
//! the two lines, then clamp `s` to `[0, 1]`, re-project onto the other segment and
//! clamp `t`, re-project back. Parallel and degenerate segments fall back to
//! point–segment tests.

use super::closest_points::ClosestPoints;
use super::shapes::Segment;

/// The closest points of two segments (either may be a single point).
/// `None` only for non-finite input.
#[must_use]
pub fn segment_segment(a: &Segment, b: &Segment) -> Option<ClosestPoints> {
    let _ = (a, b);
    todo!()
}
