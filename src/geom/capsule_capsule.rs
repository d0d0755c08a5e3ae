//! Capsule vs capsule (`001_c4a5cf4f2594e2d1.txt`): they touch iff the distance
//! between their core segments is at most `r1 + r2`.

use super::segment_segment::segment_segment;
use super::shapes::Capsule;

/// True when the capsules overlap or touch (boundary counts).
/// False for non-finite input or a negative radius.
/// For the closest points to draw, call
/// [`segment_segment`](super::segment_segment::segment_segment) on the cores.
#[inline]
#[must_use]
pub fn capsule_capsule(a: &Capsule, b: &Capsule) -> bool {
    let radii = a.radius + b.radius;
    if !(a.radius >= 0.0 && b.radius >= 0.0 && radii.is_finite()) {
        return false;
    }
    segment_segment(&a.segment, &b.segment).is_some_and(|c| c.distance <= radii)
}
