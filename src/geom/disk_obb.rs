//! Disk vs rotated rect: take the centre into the box's frame, then it is the
//! axis-aligned case.

use super::shapes::{Disk, Obb};

/// True when the disk and the box overlap or touch. False for non-finite input
/// or a negative radius.
#[inline]
#[must_use]
pub fn disk_obb(disk: &Disk, obb: &Obb) -> bool {
    let frame_ok = obb.center.is_finite() && obb.axes[0].is_finite() && obb.axes[1].is_finite();
    if !(frame_ok && obb.half_extents.is_finite() && disk.radius >= 0.0) {
        return false;
    }
    let local = obb.to_local(disk.center);
    let h = obb.half_extents;
    let closest = local.max(-h).min(h);
    (local - closest).length_squared() <= disk.radius * disk.radius
}
