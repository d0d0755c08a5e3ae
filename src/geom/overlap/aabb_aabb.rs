//! Axis-aligned rect vs rect by interval overlap: two boxes overlap iff their
//! x intervals and their y intervals both overlap.

use crate::geom::shape::Aabb;

/// True when the boxes overlap or touch (shared edges count). False if any
/// coordinate is NaN.
#[inline]
#[must_use]
pub fn aabb_aabb(a: &Aabb, b: &Aabb) -> bool {
    // Each comparison is false for NaN, so a NaN box overlaps nothing. `&`, not `&&`:
    // all four comparisons are cheaper than a branch the CPU guesses wrong half the
    // time on unpredictable input.
    (a.min.x <= b.max.x) & (b.min.x <= a.max.x) & (a.min.y <= b.max.y) & (b.min.y <= a.max.y)
}
