//! Ray vs rotated rect (`000_24810b86aa34712b.txt`, A, second half): express the
//! ray's origin and direction in the rect's local `i`/`j` axes with dot products,
//! solve the axis-aligned case there, and map the hit points back with
//! `P = R0 + k·v` (the parameters do not change under a rigid motion).

use super::ray_hit::RayInterval;
use super::shapes::{Obb, Ray};

/// Where `ray` enters and leaves `obb`; the same cases as
/// [`ray_aabb`](super::ray_aabb::ray_aabb). Points and normals are in world space.
///
/// `None` for a miss, a box behind, a zero or non-finite direction, or a box with
/// non-finite fields. The axes are assumed unit and perpendicular (as
/// [`Obb::from_angle`] builds them).
#[must_use]
pub fn ray_obb(ray: &Ray, obb: &Obb) -> Option<RayInterval> {
    let _ = (ray, obb);
    todo!()
}
