//! Point–line closest point (`001_c4a5cf4f2594e2d1.txt`): the foot of the
//! perpendicular, `t = (p - P)·v / (v·v)`.

use glam::Vec2;

use super::closest_points::PointProjection;
use super::shapes::Line;

/// The closest point on `line` to `p`.
/// `None` for a zero or non-finite direction or non-finite input.
#[must_use]
pub fn point_line(p: Vec2, line: &Line) -> Option<PointProjection> {
    let _ = (p, line);
    todo!()
}
