//! A triangle mesh in its initial (local) pose, validated once, with its bounding
//! circle and box computed once (`003_5b515fd758338473.txt`: the shape's triangles
//! never move; the shell is taken into their space instead).

use glam::Vec2;
use thiserror::Error;

use super::shapes::{Aabb, Disk, Triangle};

/// Why a list of triangles is not a usable mesh.
#[derive(Clone, Debug, PartialEq, Error)]
pub enum MeshError {
    /// No triangles at all.
    #[error("the mesh has no triangles")]
    Empty,
    /// A vertex is NaN or infinite.
    #[error("triangle {index} has a NaN or infinite vertex")]
    NonFinite {
        /// Index of the offending triangle in the input.
        index: usize,
    },
    /// Every triangle has zero area: nothing could ever be hit.
    #[error("all {count} triangles have zero area")]
    AllDegenerate {
        /// How many triangles were given.
        count: usize,
    },
}

/// A shape's triangles in local space, with bounds for early-outs.
///
/// Built by [`TriMesh::new`], which drops zero-area triangles (they can never
/// contain a point, and their edge functions are rounding noise), so triangle
/// indices refer to [`TriMesh::triangles`], not to the input list.
#[derive(Clone, Debug, PartialEq)]
pub struct TriMesh {
    triangles: Vec<Triangle>,
    bounding_disk: Disk,
    aabb: Aabb,
}

impl TriMesh {
    /// Validates `triangles` and computes the bounds.
    ///
    /// # Errors
    /// [`MeshError::Empty`] for no triangles, [`MeshError::NonFinite`] for a NaN or
    /// infinite vertex, [`MeshError::AllDegenerate`] when every triangle has zero area.
    pub fn new(triangles: Vec<Triangle>) -> Result<Self, MeshError> {
        let _ = triangles;
        todo!()
    }

    /// The kept (non-degenerate) triangles, in input order.
    #[inline]
    #[must_use]
    pub fn triangles(&self) -> &[Triangle] {
        &self.triangles
    }

    /// A circle containing every vertex (centred on the box centre), for the
    /// early-out of `003_5b515fd758338473.txt`.
    #[inline]
    #[must_use]
    pub fn bounding_disk(&self) -> Disk {
        self.bounding_disk
    }

    /// The local axis-aligned bounding box.
    #[inline]
    #[must_use]
    pub fn aabb(&self) -> Aabb {
        self.aabb
    }

    /// The local vertices, three per triangle (for drawing).
    pub fn vertices(&self) -> impl Iterator<Item = Vec2> + '_ {
        self.triangles.iter().flat_map(Triangle::vertices)
    }
}
