//! Disk vs triangle: the disk touches the triangle iff its centre is inside, or
//! the centre is within the radius of one of the three edges (point–segment
//! distance).

use super::point_segment::segment_param;
use super::point_triangle::point_in_triangle;
use super::shapes::{Disk, Triangle};

/// True when the disk and the triangle overlap or touch. A zero-area triangle is
/// treated as its edges (a segment), so a disk across it still touches. False for
/// non-finite input or a negative radius.
#[must_use]
pub fn disk_triangle(disk: &Disk, triangle: &Triangle) -> bool {
    let finite = triangle.vertices().iter().all(|v| v.is_finite()) && disk.center.is_finite();
    if !(finite && disk.radius >= 0.0 && disk.radius.is_finite()) {
        return false;
    }
    if point_in_triangle(disk.center, triangle) {
        return true;
    }
    let r_sq = disk.radius * disk.radius;
    let Triangle { a, b, c } = *triangle;
    [(a, b), (b, c), (c, a)].into_iter().any(|(p, q)| {
        let d = q - p;
        let closest = p + segment_param(disk.center, p, d) * d;
        disk.center.distance_squared(closest) <= r_sq
    })
}
