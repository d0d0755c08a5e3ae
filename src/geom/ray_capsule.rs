//! Ray vs capsule = ray vs band (the sides) + ray vs two disks (the caps), after
//! `004_f1458387a8aae190.txt`: a band hit counts only where its foot on the axis
//! falls between the end points; otherwise the cap disk decides.

use super::ray_hit::RayInterval;
use super::shapes::{Capsule, Ray};

/// Where `ray` enters and leaves `capsule` (solid, boundary included).
///
/// Same cases as [`ray_disk`](super::ray_disk::ray_disk); a degenerate segment makes
/// it a disk. Normals point away from the nearest point of the core segment.
/// `None` for a miss, behind, a negative radius, a zero or non-finite direction,
/// or non-finite input.
#[must_use]
pub fn ray_capsule(ray: &Ray, capsule: &Capsule) -> Option<RayInterval> {
    let _ = (ray, capsule);
    todo!()
}
