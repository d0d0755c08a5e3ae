//! The shapes the queries take, and the triangle mesh built once from a
//! shape's triangles with what the mesh queries precompute.

mod quad_grid;
mod shapes;
mod triangle_quad;
mod trimesh;

pub use shapes::{Aabb, Band, Capsule, Disk, Line, Obb, Ray, Segment, Triangle};
pub use trimesh::{MeshError, TriMesh};

use quad_grid::{BlocksOf, QuadGrid};
pub(super) use triangle_quad::{EdgeFn, LANES, TriangleQuad, first_smallest};
