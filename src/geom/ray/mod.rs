//! Ray queries: where a ray enters and leaves a shape, and where two lines meet.

mod line_line;
mod ray_aabb;
mod ray_band;
mod ray_capsule;
mod ray_disk;
mod ray_hit;
mod ray_obb;
mod ray_trimesh;

pub use line_line::{LineIntersection, line_line};
pub use ray_aabb::{SlabIntervals, ray_aabb, slab_intervals};
pub use ray_band::ray_band;
pub use ray_capsule::ray_capsule;
pub use ray_disk::{DiskQuadratic, ray_disk, ray_disk_quadratic};
pub use ray_hit::{RayHit, RayInterval};
pub use ray_obb::ray_obb;
pub use ray_trimesh::ray_trimesh;
