//! Point in triangle by edge functions (docs/collision.md, "Containment").
//!
//! `E_ab(p) = (b - a) ⨯ (p - a)` is positive when `p` is left of the directed edge
//! `a→b`. A point is inside a counter-clockwise triangle when all three are `>= 0`,
//! inside a clockwise one when all three are `<= 0`; accepting either sign makes
//! the test winding-independent.
//!
//! **Boundary counts as a hit**: a point on an edge or a vertex has one or two
//! edge functions equal to zero and is reported inside. For a shell, touching is
//! hitting.

use glam::Vec2;

use crate::geom::shape::Triangle;

/// The three edge functions `[E_ab(p), E_bc(p), E_ca(p)]` (what the inset prints).
/// Each is twice the signed area of the sub-triangle opposite one vertex.
#[inline]
#[must_use]
pub fn edge_functions(p: Vec2, triangle: &Triangle) -> [f32; 3] {
    let Triangle { a, b, c } = *triangle;
    [
        (b - a).perp_dot(p - a),
        (c - b).perp_dot(p - b),
        (a - c).perp_dot(p - c),
    ]
}

/// True when `p` is inside `triangle` or on its boundary, for either winding.
///
/// A triangle with exactly zero area contains nothing: its edge functions then have
/// mixed signs, or are all zero (for `p` on its line), which is rejected. Slivers
/// with a tiny area behave as the rounding makes them; [`TriMesh`](crate::geom::TriMesh)
/// drops them. False if `p` or a vertex is NaN (every comparison with NaN fails).
#[inline]
#[must_use]
pub fn point_in_triangle(p: Vec2, triangle: &Triangle) -> bool {
    // The same three edge functions as `edge_functions`, from the corners relative
    // to p: `(b - a) ⨯ (p - a) = (a - p) ⨯ (b - p)`, which needs 3 differences
    // instead of 6.
    let (a, b, c) = (triangle.a - p, triangle.b - p, triangle.c - p);
    let (e0, e1, e2) = (a.perp_dot(b), b.perp_dot(c), c.perp_dot(a));
    let none_negative = (e0 >= 0.0) & (e1 >= 0.0) & (e2 >= 0.0);
    let none_positive = (e0 <= 0.0) & (e1 <= 0.0) & (e2 <= 0.0);
    // Inside for one winding or the other; both at once means all three are zero,
    // a zero-area triangle with p on its line, which is not a hit. A NaN makes
    // both false. `&` and `!=` rather than `&&` and `||`: hits and misses come in
    // no order a CPU could guess, and a wrong guess costs more than the six
    // comparisons.
    none_negative != none_positive
}
