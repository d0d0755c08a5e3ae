//! Containment: is a point inside a triangle, or inside a moving triangle mesh?

mod point_triangle;
mod point_trimesh;

pub use point_triangle::{edge_functions, point_in_triangle};
pub use point_trimesh::point_in_trimesh;
