//! Disk vs rotated rect: take the centre into the box's frame, then it is the
//! axis-aligned case.

use super::shapes::{Disk, Obb};

/// True when the disk and the box overlap or touch. False for non-finite input
/// or a negative radius.
#[inline]
#[must_use]
pub fn disk_obb(disk: &Disk, obb: &Obb) -> bool {
    let _ = (disk, obb);
    todo!()
}
