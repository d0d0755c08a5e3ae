//! Point in triangle mesh through the inverse model matrix (docs/collision.md,
//! "Containment"): transform the point once by `M⁻¹` and test the local
//! triangles with edge functions. The early-out on the mesh's bounding circle
//! before any triangle is ours.

use glam::{Affine2, Vec2};

use crate::geom::shape::{Aabb, TriMesh};
use crate::geom::shape::{LANES, TriangleQuad};

/// The index of the first triangle of `mesh` that contains `p_world` (boundary
/// counts), after taking it into local space with `inv_model` (= `M⁻¹`, computed
/// once per step by the caller). `None` when outside, or for non-finite input.
///
/// # Example
///
/// ```
/// use std::f32::consts::FRAC_PI_2;
///
/// use glam::{Affine2, Vec2};
/// use hitlab::geom::{TriMesh, Triangle, contain};
///
/// // One triangle, tip up at (0, 1) in its own frame.
/// let tip_up = Triangle::new(Vec2::new(-1.0, -1.0), Vec2::new(1.0, -1.0), Vec2::new(0.0, 1.0));
/// let mesh = TriMesh::new(vec![tip_up])?;
/// // Turned a quarter turn and moved to (5, 0): M = T·R, inverted once per step.
/// let model = Affine2::from_angle_translation(FRAC_PI_2, Vec2::new(5.0, 0.0));
/// let inv_model = model.inverse();
/// // The tip now points to -x, at (4, 0); a shell just inside it is a hit on triangle 0.
/// assert_eq!(contain::point_in_trimesh(Vec2::new(4.2, 0.0), &mesh, &inv_model), Some(0));
/// // Where the tip was before the turn, there is nothing now.
/// assert_eq!(contain::point_in_trimesh(Vec2::new(5.0, 0.8), &mesh, &inv_model), None);
/// // NaN is never inside.
/// assert_eq!(contain::point_in_trimesh(Vec2::NAN, &mesh, &inv_model), None);
/// # Ok::<(), hitlab::geom::MeshError>(())
/// ```
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
    // A small mesh's blocks are all looked at, straight from the slice; a
    // large mesh's grid gives the blocks near the point, out of line, so
    // that the small mesh's path stays short.
    if mesh.has_grid() {
        return first_inside_near(p, mesh);
    }
    mesh.quads
        .iter()
        .enumerate()
        .find_map(|q| first_inside(p, q))
}

/// [`point_in_trimesh`]'s local point `p` against the blocks a large mesh's
/// grid gives.
#[inline(never)]
fn first_inside_near(p: Vec2, mesh: &TriMesh) -> Option<usize> {
    let bits = mesh.grid_blocks(&Aabb { min: p, max: p })?;
    mesh.blocks_of(bits).find_map(|q| first_inside(p, q))
}

/// The first triangle of a block of four that holds `p`.
#[inline(always)]
fn first_inside(p: Vec2, (block, quad): (usize, &TriangleQuad)) -> Option<usize> {
    let inside = quad.contains(p).bitmask();
    (inside != 0).then(|| block * LANES + inside.trailing_zeros() as usize)
}
