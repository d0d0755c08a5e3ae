//! Capsule vs capsule: they touch iff the distance between their core
//! segments is at most `r1 + r2` (docs/collision.md, "Capsule vs capsule").

use crate::geom::closest::segment_segment;
use crate::geom::shape::Capsule;
use crate::geom::tolerance::is_radius_in_range;

/// True when the capsules overlap or touch (boundary counts).
/// False for a negative radius, and for non-finite input or a coordinate or
/// radius beyond [`MAX_COORD`](crate::geom::tolerance::MAX_COORD), where the closest
/// points could overflow.
/// For the closest points to draw, call
/// [`segment_segment`] on the cores.
///
/// # Example
///
/// ```
/// use glam::Vec2;
/// use hitlab::geom::{Capsule, overlap};
///
/// // Two parallel capsules of radius 0.5 whose cores are 1 apart: they touch.
/// let lower = Capsule::new(Vec2::new(0.0, 0.0), Vec2::new(4.0, 0.0), 0.5);
/// let upper = Capsule::new(Vec2::new(2.0, 1.0), Vec2::new(6.0, 1.0), 0.5);
/// assert!(overlap::capsule_capsule(&lower, &upper));
///
/// // A little further apart, they do not.
/// let apart = Capsule::new(Vec2::new(2.0, 1.01), Vec2::new(6.0, 1.01), 0.5);
/// assert!(!overlap::capsule_capsule(&lower, &apart));
///
/// // A negative radius is no capsule: no overlap, however close.
/// let negative = Capsule::new(Vec2::ZERO, Vec2::X, -1.0);
/// assert!(!overlap::capsule_capsule(&lower, &negative));
/// ```
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
