//! Capsule vs capsule (`001_c4a5cf4f2594e2d1.txt`): they touch iff the distance
//! between their core segments is at most `r1 + r2`.

use glam::Vec4;

use super::segment_segment::segment_segment;
use super::shapes::Capsule;
use super::tolerance::{all_in_range, is_radius_in_range};

/// True when the capsules overlap or touch (boundary counts).
/// False for a negative radius, and for non-finite input or a coordinate or
/// radius beyond [`MAX_COORD`](super::tolerance::MAX_COORD), where the closest
/// points could overflow.
/// For the closest points to draw, call
/// [`segment_segment`](super::segment_segment::segment_segment) on the cores.
#[inline]
#[must_use]
pub fn capsule_capsule(a: &Capsule, b: &Capsule) -> bool {
    let corners =
        |c: &Capsule| Vec4::new(c.segment.a.x, c.segment.a.y, c.segment.b.x, c.segment.b.y);
    let ok = all_in_range(corners(a))
        & all_in_range(corners(b))
        & is_radius_in_range(a.radius)
        & is_radius_in_range(b.radius);
    if !ok {
        return false;
    }
    let radii = a.radius + b.radius;
    segment_segment(&a.segment, &b.segment).is_some_and(|c| c.distance <= radii)
}
