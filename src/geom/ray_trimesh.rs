//! Ray vs triangle mesh (the shooter's aim line): the ray is taken into local
//! space with `M⁻¹`, cast against the local triangles, and the hit is mapped back
//! with `M`. Ray parameters are unchanged by an affine map, so `t` is the same in
//! both spaces.

use glam::Affine2;

use super::ray_hit::RayHit;
use super::shapes::Ray;
use super::trimesh::TriMesh;

/// The first point of the solid mesh along `ray`, with the triangle it lies in.
///
/// Point and normal are in world space; the normal is the unit outward normal of
/// the triangle edge crossed. A ray starting inside the mesh hits at `t = 0` with
/// normal `-dir` normalised (it is already in contact, as parry's solid cast
/// reports). `None` for a miss, a zero or non-finite direction, or non-finite
/// matrices. `model` and `inv_model` must be inverses of each other.
#[must_use]
pub fn ray_trimesh(
    ray: &Ray,
    mesh: &TriMesh,
    model: &Affine2,
    inv_model: &Affine2,
) -> Option<(RayHit, usize)> {
    let _ = (ray, mesh, model, inv_model);
    todo!()
}
