//! Collision geometry on glam, free of any window or engine.
//!
//! One file per query, named query-first after the shape pair (`ray_aabb`,
//! `point_trimesh`, ...), each citing the seed text it comes from
//! (`/work/shared/seeds/`). A miss is `None`; a hit is a small struct. Degenerate
//! and non-finite input never panics: each function documents what it returns.
//! Tolerances live in [`tolerance`].

pub mod tolerance;

mod shapes;
mod triangle_quad;
mod trimesh;

mod closest_points;
mod ray_hit;

mod aabb_aabb;
mod capsule_capsule;
mod disk_aabb;
mod disk_obb;
mod disk_triangle;
mod line_line;
mod line_line_closest;
mod obb_obb;
mod point_line;
mod point_segment;
mod point_triangle;
mod point_trimesh;
mod ray_aabb;
mod ray_band;
mod ray_capsule;
mod ray_disk;
mod ray_obb;
mod ray_trimesh;
mod segment_segment;
mod segment_trimesh;
mod sweep;

pub use shapes::{Aabb, Band, Capsule, Disk, Line, Obb, Ray, Segment, Triangle};
pub use trimesh::{MeshError, TriMesh};

pub use closest_points::{ClosestPoints, PointProjection};
pub use ray_hit::{RayHit, RayInterval};

pub use aabb_aabb::aabb_aabb;
pub use capsule_capsule::capsule_capsule;
pub use disk_aabb::disk_aabb;
pub use disk_obb::disk_obb;
pub use disk_triangle::disk_triangle;
pub use line_line::{LineIntersection, line_line};
pub use line_line_closest::line_line_closest;
pub use obb_obb::obb_obb;
pub use point_line::point_line;
pub use point_segment::point_segment;
pub use point_triangle::{edge_functions, point_in_triangle};
pub use point_trimesh::point_in_trimesh;
pub use ray_aabb::{SlabIntervals, ray_aabb, slab_intervals};
pub use ray_band::ray_band;
pub use ray_capsule::ray_capsule;
pub use ray_disk::{DiskQuadratic, ray_disk, ray_disk_quadratic};
pub use ray_obb::ray_obb;
pub use ray_trimesh::ray_trimesh;
pub use segment_segment::segment_segment;
pub use segment_trimesh::{SweepHit, sweep_segment_triangle, sweep_segment_trimesh};
pub use sweep::{
    MAX_SWEEP_SUBSTEPS, MOVING_SWEEP_REL_EPS, MeshMotion, MeshPose, MovingSweepHit, SweepPlan,
    moving_sweep_tolerance, plan_moving_sweep, sweep_point_moving_trimesh,
};
