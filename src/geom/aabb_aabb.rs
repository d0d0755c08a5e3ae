//! Axis-aligned rect vs rect by interval overlap: two boxes overlap iff their
//! x intervals and their y intervals both overlap.

use super::shapes::Aabb;

/// True when the boxes overlap or touch (shared edges count). False if any
/// coordinate is NaN.
#[inline]
#[must_use]
pub fn aabb_aabb(a: &Aabb, b: &Aabb) -> bool {
    let _ = (a, b);
    todo!()
}
