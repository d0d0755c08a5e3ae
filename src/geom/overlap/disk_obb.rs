//! Disk vs rotated rect: take the centre into the box's frame, then it is the
//! axis-aligned case.

use crate::geom::shape::{Disk, Obb};
use crate::geom::tolerance::is_radius_in_range;

/// True when the disk and the box overlap or touch. False for non-finite input,
/// or a radius negative or beyond [`MAX_COORD`](crate::geom::tolerance::MAX_COORD)
/// (see [`disk_aabb`](super::disk_aabb::disk_aabb)).
#[inline]
#[must_use]
pub fn disk_obb(disk: &Disk, obb: &Obb) -> bool {
    let local = obb.to_local(disk.center);
    let h = obb.half_extents;
    // Checked in the box frame: a NaN or infinite centre or axis makes `local`
    // non-finite, and NaN half extents make the sum non-finite too.
    let ok = (local + h).is_finite() && is_radius_in_range(disk.radius);
    if !ok {
        return false;
    }
    let closest = local.max(-h).min(h);
    (local - closest).length_squared() <= disk.radius * disk.radius
}
