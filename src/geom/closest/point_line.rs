//! Point–line closest point (docs/collision.md, "Closest points"): the foot of the
//! perpendicular, `t = (p - P)·v / (v·v)`.

use glam::Vec2;

use super::closest_points::{PointProjection, distance};
use crate::geom::shape::Line;
use crate::geom::tolerance::is_usable_dir;

/// The closest point on `line` to `p`.
/// `None` for a zero or non-finite direction or non-finite input.
#[inline]
#[must_use]
pub fn point_line(p: Vec2, line: &Line) -> Option<PointProjection> {
    if !is_usable_dir(line.dir) || !line.point.is_finite() || !p.is_finite() {
        return None;
    }
    let t = (p - line.point).dot(line.dir) / line.dir.length_squared();
    let point = line.at(t);
    PointProjection {
        point,
        t,
        distance: distance(p, point),
    }
    .checked()
}
