//! Swept point (segment P→P') vs triangle and vs trimesh: the fix for the tunneling
//! at the end of `003_5b515fd758338473.txt`. The shell's path over one step is taken
//! into local space once (two points by `M⁻¹`) and tested against the local
//! triangles. The first contact is either `t = 0` (P already inside) or the first
//! crossing of a triangle edge.

use glam::{Affine2, Vec2};

use super::shapes::Triangle;
use super::trimesh::TriMesh;

/// The first contact of a swept point with a mesh.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SweepHit {
    /// Fraction of the step, in `[0, 1]`: the world contact point is
    /// `from + t * (to - from)` (the parameter is the same in both spaces).
    pub t: f32,
    /// The contact point in the mesh's local space.
    pub local_point: Vec2,
    /// Index into [`TriMesh::triangles`].
    pub triangle: usize,
}

/// The first `t` in `[0, 1]` where the segment `from→to` touches `triangle`
/// (boundary counts; `0` if `from` is inside). A zero-length segment is a point test.
/// `None` for a miss, a degenerate triangle, or non-finite input.
#[must_use]
pub fn sweep_segment_triangle(from: Vec2, to: Vec2, triangle: &Triangle) -> Option<f32> {
    let _ = (from, to, triangle);
    todo!()
}

/// The first contact of the path `from_world → to_world` with `mesh`, whose model
/// matrix has inverse `inv_model`.
///
/// Finds every hit [`point_in_trimesh`](super::point_trimesh::point_in_trimesh) finds
/// at `to_world`, and also paths that pass over the mesh between the two ends
/// (a thin tip). Early-out when the local segment misses the bounding circle.
/// `None` for no contact or non-finite input.
#[must_use]
pub fn sweep_segment_trimesh(
    from_world: Vec2,
    to_world: Vec2,
    mesh: &TriMesh,
    inv_model: &Affine2,
) -> Option<SweepHit> {
    let _ = (from_world, to_world, mesh, inv_model);
    todo!()
}
