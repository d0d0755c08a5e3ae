//! Disk vs triangle: the disk touches the triangle iff its centre is inside, or
//! the centre is within the radius of one of the three edges (point–segment
//! distance).

use glam::{Vec2, Vec4};

use crate::geom::closest::segment_param;
use crate::geom::shape::{Disk, Triangle};
use crate::geom::tolerance::{all_in_range, is_radius_in_range};

/// True when the disk and the triangle overlap or touch. A zero-area triangle is
/// treated as its edges (a segment, or a point), so a disk across it still
/// touches. False for a negative radius, and for non-finite input or a coordinate
/// or radius beyond [`MAX_COORD`](crate::geom::tolerance::MAX_COORD), where the edge
/// functions' products would overflow.
#[inline]
#[must_use]
pub fn disk_triangle(disk: &Disk, triangle: &Triangle) -> bool {
    let r = disk.radius;
    let Triangle { a, b, c } = *triangle;
    let ok = all_in_range(Vec4::new(a.x, a.y, b.x, b.y))
        & all_in_range(Vec4::new(c.x, c.y, disk.center.x, disk.center.y))
        & is_radius_in_range(r);
    if !ok {
        return false;
    }
    // Everything relative to the centre, which is then the origin.
    let (a, b, c) = (a - disk.center, b - disk.center, c - disk.center);
    // The triangle's bounding box grown by r must hold the centre. Most disks in a
    // scene are far from most triangles, and this settles them in four comparisons.
    let radius = Vec2::splat(r);
    if (a.min(b).min(c).cmpgt(radius) | a.max(b).max(c).cmplt(-radius)).any() {
        return false;
    }
    // Edge functions at the centre: `(b - a) ⨯ (0 - a) = a ⨯ b`. They add up to
    // twice the signed area; flip them so that inside is positive for either winding.
    let (e0, e1, e2) = (a.perp_dot(b), b.perp_dot(c), c.perp_dot(a));
    let area2 = e0 + e1 + e2;
    let (e0, e1, e2) = if area2 < 0.0 {
        (-e0, -e1, -e2)
    } else {
        (e0, e1, e2)
    };
    // `&`, not `&&`: inside or not comes in no order a CPU could guess.
    if (e0 >= 0.0) & (e1 >= 0.0) & (e2 >= 0.0) & (area2 != 0.0) {
        return true;
    }
    // Outside (or a zero-area triangle): the nearest point is on an edge whose line
    // has the centre on its outer side or on it. Other edges cannot be nearer, so
    // skipping them only saves work; `<=` keeps the edges of a zero-area triangle
    // with the centre on its line.
    let r_sq = r * r;
    let edge_within = |e: f32, q0: Vec2, q1: Vec2| {
        let d = q1 - q0;
        e <= 0.0 && (q0 + segment_param(Vec2::ZERO, q0, d) * d).length_squared() <= r_sq
    };
    edge_within(e0, a, b) || edge_within(e1, b, c) || edge_within(e2, c, a)
}
