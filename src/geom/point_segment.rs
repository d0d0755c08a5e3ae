//! Point–segment closest point (`001_c4a5cf4f2594e2d1.txt`): project on the line,
//! then the text's obtuse-angle test (`(p - a)·(b - a) < 0` → `a`,
//! `(p - b)·(a - b) < 0` → `b`) is the same as clamping `t` to `[0, 1]`.

use glam::Vec2;

use super::closest_points::PointProjection;
use super::shapes::Segment;

/// The closest point on `segment` to `p`. A degenerate segment (`a == b`) gives
/// `a` with `t = 0`. `None` only for non-finite input.
#[must_use]
pub fn point_segment(p: Vec2, segment: &Segment) -> Option<PointProjection> {
    let _ = (p, segment);
    todo!()
}
