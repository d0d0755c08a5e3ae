//! Disk vs axis-aligned rect: clamp the centre into the box to find the box's
//! closest point, then compare its distance with the radius.

use crate::geom::shape::{Aabb, Disk};
use crate::geom::tolerance::is_radius_in_range;

/// True when the disk and the box overlap or touch. False for non-finite input,
/// or a radius negative or beyond [`MAX_COORD`](crate::geom::tolerance::MAX_COORD)
/// (whose square would overflow; a far centre's squared distance may overflow
/// to infinity, which is rightly no touch).
#[inline]
#[must_use]
pub fn disk_aabb(disk: &Disk, aabb: &Aabb) -> bool {
    // One test for both corners: their sum is finite iff both are (short of
    // overflow beyond ±1e38, which also counts as out of range).
    let ok = (aabb.min + aabb.max).is_finite() && is_radius_in_range(disk.radius);
    if !ok {
        return false;
    }
    // `max` then `min` rather than `clamp`: no panic on an inverted box, and a NaN
    // centre still yields a NaN distance below, which compares false.
    let closest = disk.center.max(aabb.min).min(aabb.max);
    (disk.center - closest).length_squared() <= disk.radius * disk.radius
}
