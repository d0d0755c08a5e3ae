//! Line vs line (docs/collision.md, "Line vs line"): `P + s·a = Q + t·b` is
//! the 2×2 system `s·a - t·b = Q - P`, solved with the inverse matrix
//! (Cramer's rule, `det = a ⨯ b`). `det = 0` means parallel: no point unless
//! the lines coincide, where the answer is the midpoint.

use glam::Vec2;

use crate::geom::shape::Line;
use crate::geom::tolerance::{PARALLEL_SIN_EPS, is_usable_len_sq, sin_at_most};

/// How two infinite lines meet.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum LineIntersection {
    /// One crossing: `point = a.at(s) = b.at(t)`.
    Point {
        /// The crossing.
        point: Vec2,
        /// Parameter on the first line.
        s: f32,
        /// Parameter on the second line.
        t: f32,
    },
    /// Parallel and distinct: no common point.
    Parallel,
    /// The same line: every point is common. `point` is the midpoint of the two
    /// lines' reference points.
    Coincident {
        /// A representative common point.
        point: Vec2,
    },
}

/// Intersects two lines.
///
/// Parallel means the sine of the angle between the directions is below
/// [`PARALLEL_SIN_EPS`]; such lines are
/// coincident when `b.point` lies on `a` within the same relative tolerance.
/// `None` for a zero or non-finite direction or a non-finite point, and when the
/// crossing overflows `f32` (lines a hair from parallel, very far out).
#[inline]
#[must_use]
pub fn line_line(a: &Line, b: &Line) -> Option<LineIntersection> {
    let (len_a, len_b) = (a.dir.length_squared(), b.dir.length_squared());
    let w = b.point - a.point;
    if !(is_usable_len_sq(len_a) && is_usable_len_sq(len_b) && w.is_finite()) {
        return None;
    }
    let det = a.dir.perp_dot(b.dir);
    if sin_at_most(det, len_a, len_b, PARALLEL_SIN_EPS) {
        // Coincident when the offset between the reference points runs along the lines.
        let off = w.perp_dot(a.dir);
        let coincident = sin_at_most(off, len_a, w.length_squared(), PARALLEL_SIN_EPS);
        return Some(if coincident {
            LineIntersection::Coincident {
                point: a.point.midpoint(b.point),
            }
        } else {
            LineIntersection::Parallel
        });
    }
    // s·a - t·b = w, by Cramer's rule (the 2×2 inverse).
    let s = w.perp_dot(b.dir) / det;
    let t = w.perp_dot(a.dir) / det;
    let point = a.at(s);
    // Nearly parallel lines far from the origin can overflow: no answer, not NaN.
    let finite = point.is_finite() && s.is_finite() && t.is_finite();
    finite.then_some(LineIntersection::Point { point, s, t })
}
