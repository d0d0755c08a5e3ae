//! Disk vs axis-aligned rect: clamp the centre into the box to find the box's
//! closest point, then compare its distance with the radius.

use super::shapes::{Aabb, Disk};

/// True when the disk and the box overlap or touch. False for non-finite input
/// or a negative radius.
#[inline]
#[must_use]
pub fn disk_aabb(disk: &Disk, aabb: &Aabb) -> bool {
    let _ = (disk, aabb);
    todo!()
}
