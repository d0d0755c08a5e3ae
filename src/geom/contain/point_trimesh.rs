//! Point in triangle mesh through the inverse model matrix, as the triangle-mesh
//! chapter does (point vs mesh): transform the point once by `M⁻¹` and test the
//! local triangles with edge functions. The early-out on the mesh's bounding circle
//! before any triangle is ours.

use glam::{Affine2, Vec2};

use crate::geom::shape::LANES;
use crate::geom::shape::TriMesh;

/// The index of the first triangle of `mesh` that contains `p_world` (boundary
/// counts), after taking it into local space with `inv_model` (= `M⁻¹`, computed
/// once per step by the caller). `None` when outside, or for non-finite input.
#[inline]
#[must_use]
pub fn point_in_trimesh(p_world: Vec2, mesh: &TriMesh, inv_model: &Affine2) -> Option<usize> {
    // One matrix–vector product instead of transforming every vertex.
    let p = inv_model.transform_point2(p_world);
    let disk = mesh.bounding_disk();
    // False for a NaN point too.
    let in_circle = p.distance_squared(disk.center) <= disk.radius * disk.radius;
    if !in_circle {
        return None;
    }
    // Triangles are stored counter-clockwise: inside (or on an edge) when no edge
    // function is negative. Four triangles per test, the first one found wins.
    mesh.quads.iter().enumerate().find_map(|(block, quad)| {
        let inside = quad.contains(p).bitmask();
        (inside != 0).then(|| block * LANES + inside.trailing_zeros() as usize)
    })
}
