//! Segment vs capsule (capsule vs capsule with a segment for the second shape:
//! docs/collision.md, "Capsule vs capsule"): does a segment come within a
//! capsule's radius `r` of its core?
//!
//! They touch iff the distance between the segment `P₀P₁` and the core `C₀C₁`
//! is at most `r`: the distance between the two segments' closest points
//! ([`segment_segment`]), compared squared.
//!
//! When the core is one point `C` (a capsule that does not slide: a disk), the
//! segment's closest point to `C` is `P₀` when `v·d ≤ 0` (`d = P₁ − P₀`,
//! `v = C − P₀`), `P₁` when `v·d ≥ |d|²`, and otherwise the foot of the
//! perpendicular, at the distance `|d × v| / |d|` from `C`. Squared and
//! multiplied through by `|d|²`, none of the three needs a division or a root,
//! and all are worked out and one picked without a branch: a caller that runs
//! this over many pairs in no order a branch predictor could learn (the
//! shooter's capsule reject, for every shell near a target) gains from that.
//!
//! Degenerate cases, on purpose:
//! - a segment of zero length is its one point (`v·d = 0`: the `P₀` case);
//! - a core of zero length is the point case above, exactly;
//! - the radius is squared, so its sign is not looked at (`-r` is `r`);
//! - NaN anywhere, or a coordinate beyond
//!   [`MAX_COORD`](crate::geom::tolerance::MAX_COORD) with a core of some
//!   length (where [`segment_segment`] has no answer), is
//!   [`Proximity::Unknown`], never [`Proximity::Apart`]: a caller that drops
//!   what is apart keeps such a pair for its exact tests.

use std::hint::select_unpredictable;

use crate::geom::closest::segment_segment;
use crate::geom::shape::{Capsule, Segment};

/// How a segment lies against a capsule.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Proximity {
    /// Every point of the segment is farther than the radius from the core:
    /// they do not touch (the miss).
    Apart,
    /// Some point of the segment is within the radius of the core, the
    /// boundary included.
    Touching,
    /// The input has no answer: NaN, or too far out for the closest points.
    Unknown,
}

/// Whether `segment` comes within `capsule.radius` of its core; see the
/// module notes for the math and the degenerate cases.
///
/// # Example
///
/// ```
/// use glam::Vec2;
/// use hitlab::geom::{Capsule, Segment, overlap::{self, Proximity}};
///
/// // A disk of radius 1 at the origin, as a capsule that does not slide.
/// let disk = Capsule::new(Vec2::ZERO, Vec2::ZERO, 1.0);
/// // A segment passing 0.5 above its centre touches it; 1.5 above does not.
/// let near = Segment::new(Vec2::new(-3.0, 0.5), Vec2::new(3.0, 0.5));
/// let far = Segment::new(Vec2::new(-3.0, 1.5), Vec2::new(3.0, 1.5));
/// assert_eq!(overlap::segment_capsule(&near, &disk), Proximity::Touching);
/// assert_eq!(overlap::segment_capsule(&far, &disk), Proximity::Apart);
/// // NaN is never taken for apart.
/// let broken = Segment::new(Vec2::NAN, Vec2::ZERO);
/// assert_eq!(overlap::segment_capsule(&broken, &disk), Proximity::Unknown);
/// ```
//
// `always`: the shooter's capsule reject calls this for every (shell, target)
// pair near each other, 64 a shell under brute force, and only asks whether
// the answer is `Apart`. Inlined, the NaN check folds away and the branch-free
// path stays branch-free; left out of line (as LLVM's cost model chose, the
// closest points being inlined in it), the storm's brute-force step took
// ~50 ms instead of ~30.
#[inline(always)]
#[must_use]
pub fn segment_capsule(segment: &Segment, capsule: &Capsule) -> Proximity {
    let r_sq = capsule.radius * capsule.radius;
    let core = capsule.segment;
    let apart = if core.a != core.b {
        let Some(pair) = segment_segment(segment, &core) else {
            return Proximity::Unknown;
        };
        pair.distance * pair.distance > r_sq
    } else {
        let (c, from, d) = (core.a, segment.a, segment.b - segment.a);
        let v = c - from;
        let along = v.dot(d);
        let length_sq = d.length_squared();
        let between = (along > 0.0) & (along < length_sq);
        let end = select_unpredictable(along <= 0.0, from, segment.b);
        let beyond_end = (c - end).length_squared() > r_sq;
        let cross = d.perp_dot(v);
        let beyond_line = cross * cross > r_sq * length_sq;
        // A select, not a branch (see the module notes): written as `&` and
        // `|` alone, LLVM turned it back into a jump once the answer became
        // an enum, and the storm's step was a tenth slower.
        // NaN anywhere reaches `along`; without this, a NaN start could
        // still pick the far end and call the pair apart.
        select_unpredictable(between, beyond_line, beyond_end) & !along.is_nan()
    };
    if apart {
        return Proximity::Apart;
    }
    // Every comparison with NaN is false, so NaN never lands in `apart`; it
    // is told from a touch only here, off the path a rejecting caller reads.
    let finite = segment.a.is_finite()
        & segment.b.is_finite()
        & core.a.is_finite()
        & capsule.radius.is_finite();
    if finite {
        Proximity::Touching
    } else {
        Proximity::Unknown
    }
}

#[cfg(test)]
mod tests {
    use glam::Vec2;

    use super::*;

    fn disk(at: Vec2, r: f32) -> Capsule {
        Capsule::new(at, at, r)
    }

    fn seg(a: (f32, f32), b: (f32, f32)) -> Segment {
        Segment::new(Vec2::new(a.0, a.1), Vec2::new(b.0, b.1))
    }

    #[test]
    fn segment_grazing_a_disk_touches() {
        let touching = segment_capsule(&seg((-2.0, 1.0), (2.0, 1.0)), &disk(Vec2::ZERO, 1.0));
        assert_eq!(touching, Proximity::Touching);
    }

    #[test]
    fn segment_ending_short_of_a_disk_is_apart_though_its_line_crosses_it() {
        let short = seg((-5.0, 0.0), (-1.5, 0.0));
        assert_eq!(
            segment_capsule(&short, &disk(Vec2::ZERO, 1.0)),
            Proximity::Apart
        );
        let reversed = seg((-1.5, 0.0), (-5.0, 0.0));
        assert_eq!(
            segment_capsule(&reversed, &disk(Vec2::ZERO, 1.0)),
            Proximity::Apart
        );
    }

    #[test]
    fn zero_length_segment_is_its_point() {
        let inside = seg((0.5, 0.5), (0.5, 0.5));
        let outside = seg((1.0, 1.0), (1.0, 1.0));
        assert_eq!(
            segment_capsule(&inside, &disk(Vec2::ZERO, 1.0)),
            Proximity::Touching
        );
        assert_eq!(
            segment_capsule(&outside, &disk(Vec2::ZERO, 1.0)),
            Proximity::Apart
        );
    }

    #[test]
    fn segment_parallel_to_a_sliding_core_measures_the_gap() {
        let capsule = Capsule::new(Vec2::ZERO, Vec2::new(4.0, 0.0), 1.0);
        assert_eq!(
            segment_capsule(&seg((1.0, 1.0), (3.0, 1.0)), &capsule),
            Proximity::Touching
        );
        assert_eq!(
            segment_capsule(&seg((1.0, 1.1), (3.0, 1.1)), &capsule),
            Proximity::Apart
        );
    }

    #[test]
    fn segment_crossing_a_sliding_core_touches() {
        let capsule = Capsule::new(Vec2::ZERO, Vec2::new(4.0, 0.0), 0.0);
        let across = seg((2.0, -1.0), (2.0, 1.0));
        assert_eq!(segment_capsule(&across, &capsule), Proximity::Touching);
    }

    #[test]
    fn nan_is_unknown_never_apart() {
        let far = seg((10.0, 10.0), (11.0, 10.0));
        assert_eq!(
            segment_capsule(&far, &disk(Vec2::ZERO, f32::NAN)),
            Proximity::Unknown
        );
        let sliding = Capsule::new(Vec2::ZERO, Vec2::X, 1.0);
        let broken = seg((f32::NAN, 0.0), (11.0, 10.0));
        assert_eq!(segment_capsule(&broken, &sliding), Proximity::Unknown);
        assert_eq!(
            segment_capsule(&broken, &disk(Vec2::ZERO, 1.0)),
            Proximity::Unknown
        );
    }
}
