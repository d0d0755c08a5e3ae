//! Segment–segment closest points (`001_c4a5cf4f2594e2d1.txt`): closest points of
//! the two lines, then clamp `s` to `[0, 1]`, re-project onto the other segment and
//! clamp `t`, re-project back. Parallel and degenerate segments fall back to
//! point–segment tests.

use super::closest_points::ClosestPoints;
use super::point_segment::segment_param;
use super::shapes::Segment;
use super::tolerance::{DIR_LEN_SQ_EPS, PARALLEL_SIN_EPS};

/// The closest points of two segments (either may be a single point).
/// `None` only for non-finite input.
#[must_use]
pub fn segment_segment(a: &Segment, b: &Segment) -> Option<ClosestPoints> {
    let finite = a.a.is_finite() && a.b.is_finite() && b.a.is_finite() && b.b.is_finite();
    if !finite {
        return None;
    }
    let (d1, d2) = (a.dir(), b.dir());
    let (len1_sq, len2_sq) = (d1.length_squared(), d2.length_squared());
    let (s, t) = if len1_sq <= DIR_LEN_SQ_EPS {
        // The first segment is a point: point–segment.
        (0.0, segment_param(a.a, b.a, d2))
    } else if len2_sq <= DIR_LEN_SQ_EPS {
        (segment_param(b.a, a.a, d1), 0.0)
    } else {
        // a.a + s·d1 = b.a + t·d2, i.e. s·d1 - t·d2 = w: s = (w ⨯ d2) / (d1 ⨯ d2).
        let w = b.a - a.a;
        let cross = d1.perp_dot(d2);
        // Closest points of the lines, then clamp s; parallel lines have no unique
        // pair, so start from s = 0 as the text does.
        let s = if cross.abs() <= PARALLEL_SIN_EPS * (len1_sq * len2_sq).sqrt() {
            0.0
        } else {
            (w.perp_dot(d2) / cross).clamp(0.0, 1.0)
        };
        // Re-project onto the second segment and clamp t ...
        let t = ((a.at(s) - b.a).dot(d2) / len2_sq).clamp(0.0, 1.0);
        // ... and re-project that point back onto the first segment.
        (segment_param(b.at(t), a.a, d1), t)
    };
    let (on_a, on_b) = (a.at(s), b.at(t));
    ClosestPoints {
        on_a,
        on_b,
        s,
        t,
        distance: on_a.distance(on_b),
    }
    .checked()
}
