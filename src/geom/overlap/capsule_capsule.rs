//! Capsule vs capsule (the capsule chapter: two capsules): they touch iff the distance
//! between their core segments is at most `r1 + r2`.

use crate::geom::closest::segment_segment;
use crate::geom::shape::Capsule;
use crate::geom::tolerance::is_radius_in_range;

/// True when the capsules overlap or touch (boundary counts).
/// False for a negative radius, and for non-finite input or a coordinate or
/// radius beyond [`MAX_COORD`](crate::geom::tolerance::MAX_COORD), where the closest
/// points could overflow.
/// For the closest points to draw, call
/// [`segment_segment`] on the cores.
#[inline]
#[must_use]
pub fn capsule_capsule(a: &Capsule, b: &Capsule) -> bool {
    // The cores' corners are checked by `segment_segment`, which has no answer
    // beyond MAX_COORD; only the radii are left to check here.
    if !(is_radius_in_range(a.radius) & is_radius_in_range(b.radius)) {
        return false;
    }
    let radii = a.radius + b.radius;
    segment_segment(&a.segment, &b.segment).is_some_and(|c| c.distance <= radii)
}
