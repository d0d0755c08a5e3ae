//! Rotated rect vs rotated rect by separating axes: two convex polygons are
//! disjoint iff some edge normal separates their projections. For two rects the
//! candidate axes are the four box axes.

use super::shapes::Obb;

/// True when the boxes overlap or touch. False for non-finite input.
#[must_use]
pub fn obb_obb(a: &Obb, b: &Obb) -> bool {
    let _ = (a, b);
    todo!()
}
