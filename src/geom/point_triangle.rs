//! Point in triangle by edge functions (`003_5b515fd758338473.txt`).
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

use super::shapes::Triangle;

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
/// with a tiny area behave as the rounding makes them; [`TriMesh`](super::TriMesh)
/// drops them. False if `p` or a vertex is NaN (every comparison with NaN fails).
#[inline]
#[must_use]
pub fn point_in_triangle(p: Vec2, triangle: &Triangle) -> bool {
    let [e0, e1, e2] = edge_functions(p, triangle);
    let all_non_negative = e0 >= 0.0 && e1 >= 0.0 && e2 >= 0.0;
    let all_non_positive = e0 <= 0.0 && e1 <= 0.0 && e2 <= 0.0;
    // All three zero only happens for a zero-area triangle with p on its line.
    (all_non_negative || all_non_positive) && !(e0 == 0.0 && e1 == 0.0 && e2 == 0.0)
}
