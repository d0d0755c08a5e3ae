//! Overlap tests: do two solid shapes share a point (touching counts)?

mod aabb_aabb;
mod capsule_capsule;
mod disk_aabb;
mod disk_obb;
mod disk_triangle;
mod obb_obb;
mod segment_capsule;

pub use aabb_aabb::aabb_aabb;
pub use capsule_capsule::capsule_capsule;
pub use disk_aabb::disk_aabb;
pub use disk_obb::disk_obb;
pub use disk_triangle::disk_triangle;
pub use obb_obb::obb_obb;
pub use segment_capsule::{Proximity, segment_capsule};
