//! Disk vs triangle: the disk touches the triangle iff its centre is inside, or
//! the centre is within the radius of one of the three edges (point–segment
//! distance).

use super::point_segment::segment_param;
use super::point_triangle::edge_functions;
use super::shapes::{Disk, Triangle};

/// True when the disk and the triangle overlap or touch. A zero-area triangle is
/// treated as its edges (a segment), so a disk across it still touches. False for
/// non-finite input or a negative radius.
#[inline]
#[must_use]
pub fn disk_triangle(disk: &Disk, triangle: &Triangle) -> bool {
    let Triangle { a, b, c } = *triangle;
    let (p, r) = (disk.center, disk.radius);
    // One test for all four points: a sum of finite values is finite (unless it
    // overflows, beyond ±1e38, which also counts as out of range).
    let ok = (a + b + c + p).is_finite() && (0.0..f32::INFINITY).contains(&r);
    if !ok {
        return false;
    }
    let edges = edge_functions(p, triangle);
    // The edge functions add up to twice the signed area; flip them so that inside
    // is positive for either winding.
    let sign = if edges[0] + edges[1] + edges[2] < 0.0 {
        -1.0
    } else {
        1.0
    };
    let edges = edges.map(|e| e * sign);
    if edges.iter().all(|&e| e >= 0.0) && edges.iter().any(|&e| e > 0.0) {
        return true;
    }
    // Outside: the nearest point of the triangle is on an edge whose line has the
    // centre on its outer side (for a zero-area triangle, those edges still cover it).
    let r_sq = r * r;
    [(a, b), (b, c), (c, a)]
        .into_iter()
        .zip(edges)
        .any(|((q0, q1), e)| {
            let d = q1 - q0;
            e < 0.0 && p.distance_squared(q0 + segment_param(p, q0, d) * d) <= r_sq
        })
}
