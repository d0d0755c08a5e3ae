//! Rotated rect vs rotated rect by separating axes: two convex polygons are
//! disjoint iff some edge normal separates their projections. For two rects the
//! candidate axes are the four box axes.

use crate::geom::shape::Obb;

/// True when the boxes overlap or touch. False for non-finite input.
#[inline]
#[must_use]
pub fn obb_obb(a: &Obb, b: &Obb) -> bool {
    let [ai, aj] = a.axes;
    let [bi, bj] = b.axes;
    let (ha, hb) = (a.half_extents, b.half_extents);
    let t = b.center - a.center;
    // |dot| between the axes, reused by all four projections.
    let (ii, ij, ji, jj) = (
        ai.dot(bi).abs(),
        ai.dot(bj).abs(),
        aj.dot(bi).abs(),
        aj.dot(bj).abs(),
    );
    // On each axis the boxes overlap when the centres' distance is at most the sum
    // of the projected half-widths. Written as `<=` so NaN counts as separated.
    t.dot(ai).abs() <= ha.x + hb.x * ii + hb.y * ij
        && t.dot(aj).abs() <= ha.y + hb.x * ji + hb.y * jj
        && t.dot(bi).abs() <= hb.x + ha.x * ii + ha.y * ji
        && t.dot(bj).abs() <= hb.y + ha.x * ij + ha.y * jj
}
