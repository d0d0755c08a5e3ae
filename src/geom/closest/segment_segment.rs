//! Segment–segment closest points (docs/collision.md, "Closest points"):
//! closest points of the two lines, then clamp `s` to `[0, 1]`, re-project onto
//! the other segment and clamp `t`, and re-project back when `t` was clamped
//! (Ericson, *Real-Time Collision Detection* 5.1.9, the same steps). Parallel
//! lines start from `s = 0`; degenerate segments fall back to point–segment.

use glam::Vec4;

use super::closest_points::ClosestPoints;
use super::point_segment::segment_param;
use crate::geom::shape::Segment;
use crate::geom::tolerance::{DIR_LEN_SQ_EPS, PARALLEL_SIN_EPS, all_in_range, sin_at_most};

/// The closest points of two segments (either may be a single point).
/// `None` for non-finite input or a coordinate beyond
/// [`MAX_COORD`](crate::geom::tolerance::MAX_COORD).
///
/// # Example
///
/// ```
/// use glam::Vec2;
/// use hitlab::geom::{Segment, closest};
///
/// // The lines cross at (3, 0), beyond both segments: the nearest pair is the
/// // first segment's end and the second's start (both parameters clamped).
/// let a = Segment::new(Vec2::new(0.0, 0.0), Vec2::new(2.0, 0.0));
/// let b = Segment::new(Vec2::new(3.0, 1.0), Vec2::new(3.0, 4.0));
/// let pair = closest::segment_segment(&a, &b).unwrap();
/// assert_eq!((pair.on_a, pair.on_b), (Vec2::new(2.0, 0.0), Vec2::new(3.0, 1.0)));
/// assert_eq!((pair.s, pair.t), (1.0, 0.0));
/// assert!((pair.distance - 2f32.sqrt()).abs() < 1e-6);
///
/// // A segment that is a single point: the point–segment distance.
/// let point = Segment::new(Vec2::new(1.0, 3.0), Vec2::new(1.0, 3.0));
/// let pair = closest::segment_segment(&point, &a).unwrap();
/// assert_eq!((pair.on_b, pair.distance), (Vec2::new(1.0, 0.0), 3.0));
///
/// // Non-finite input has no answer.
/// let broken = Segment::new(Vec2::NAN, Vec2::ZERO);
/// assert!(closest::segment_segment(&broken, &a).is_none());
/// ```
//
// `always`: with two callers in one crate (`capsule_capsule` and the caller's own)
// LLVM's cost model kept this out of line, and returning the 28-byte result through
// memory was a quarter of the query's time (14.8 → 11.0 ns in `benches/queries.rs`).
#[inline(always)]
#[must_use]
pub fn segment_segment(a: &Segment, b: &Segment) -> Option<ClosestPoints> {
    let corners = |s: &Segment| Vec4::new(s.a.x, s.a.y, s.b.x, s.b.y);
    if !(all_in_range(corners(a)) & all_in_range(corners(b))) {
        // Within MAX_COORD every product below stays finite; beyond it a squared
        // length or a dot product can overflow and pick the wrong region.
        return None;
    }
    let (d1, d2) = (a.dir(), b.dir());
    let (len1_sq, len2_sq) = (d1.length_squared(), d2.length_squared());
    let w = b.a - a.a;
    let (s, t) = if len1_sq <= DIR_LEN_SQ_EPS {
        // The first segment is a point: point–segment.
        (0.0, segment_param(a.a, b.a, d2))
    } else if len2_sq <= DIR_LEN_SQ_EPS {
        (segment_param(b.a, a.a, d1), 0.0)
    } else {
        // a.a + s·d1 = b.a + t·d2, i.e. s·d1 - t·d2 = w: s = (w ⨯ d2) / (d1 ⨯ d2).
        let cross = d1.perp_dot(d2);
        let parallel = sin_at_most(cross, len1_sq, len2_sq, PARALLEL_SIN_EPS);
        // Closest points of the lines, then clamp s; parallel lines have no unique
        // pair, so start from s = 0.
        let s = if parallel {
            0.0
        } else {
            (w.perp_dot(d2) / cross).clamp(0.0, 1.0)
        };
        // Project a.at(s) onto the second line: t = (s·d1 - w)·d2 / |d2|².
        let d1_d2 = d1.dot(d2);
        let t = (s * d1_d2 - w.dot(d2)) / len2_sq;
        // If t leaves [0, 1], clamp it and project that end back onto the first
        // segment; otherwise (s, t) is already the closest pair.
        if t < 0.0 {
            ((w.dot(d1) / len1_sq).clamp(0.0, 1.0), 0.0)
        } else if t > 1.0 {
            (((w.dot(d1) + d1_d2) / len1_sq).clamp(0.0, 1.0), 1.0)
        } else {
            (s, t)
        }
    };
    ClosestPoints::of_pair(a.at(s), s, b.at(t), t)
}
