//! The boxes a broad phase files things under: what a moving shape covers
//! over a whole step.

use glam::Vec2;

use crate::geom::{Aabb, Disk};

/// The box round a disk swept in a straight line from `start` to `end`
/// (centres): the disk of a shape that turns about its centre covers no
/// more than this over the step, however fast it turns, because turning
/// about the centre moves nothing out of the disk.
#[inline]
#[must_use]
pub fn swept_disk_box(start: Disk, end: Disk) -> Aabb {
    let r0 = Vec2::splat(start.radius.abs());
    let r1 = Vec2::splat(end.radius.abs());
    Aabb {
        min: (start.center - r0).min(end.center - r1),
        max: (start.center + r0).max(end.center + r1),
    }
}

/// The box round the segment `from → to` grown by `margin` on every side.
#[inline]
#[must_use]
pub fn segment_box(from: Vec2, to: Vec2, margin: f32) -> Aabb {
    let m = Vec2::splat(margin.abs());
    Aabb {
        min: from.min(to) - m,
        max: from.max(to) + m,
    }
}
