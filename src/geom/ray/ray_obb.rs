//! Ray vs rotated rect (docs/collision.md, "Ray vs rotated rect"): express the
//! ray's origin and direction in the rect's local `i`/`j` axes with dot products,
//! solve the axis-aligned case there, and map the hit points back with
//! `P = R0 + k·v` (the parameters do not change under a rigid motion).

use glam::{Vec2, Vec4};

use super::ray_aabb::ray_box_params;
use super::ray_hit::{RayInterval, interval_from_params};
use crate::geom::shape::{Obb, Ray};
use crate::geom::tolerance::{DIR_LEN_SQ_EPS, all_in_range};

/// Where `ray` enters and leaves `obb`; the same cases as
/// [`ray_aabb`](super::ray_aabb::ray_aabb). Points and normals are in world space.
///
/// `None` for a miss, a box behind, a zero or non-finite direction, a box with
/// non-finite fields, or a coordinate beyond
/// [`MAX_COORD`](crate::geom::tolerance::MAX_COORD). The axes are assumed unit and
/// perpendicular (as [`Obb::from_angle`] builds them).
#[inline]
#[must_use]
pub fn ray_obb(ray: &Ray, obb: &Obb) -> Option<RayInterval> {
    let (o, d) = (ray.origin, ray.dir);
    let Obb {
        center,
        axes: [i, j],
        half_extents: h,
    } = *obb;
    // Origin and direction in the rect's i/j frame, by dot products.
    let rel = o - center;
    let local_origin = Vec2::new(rel.dot(i), rel.dot(j));
    let local_dir = Vec2::new(d.dot(i), d.dot(j));
    // The world ray and centre in range (the hit points are computed in world
    // space); a NaN or infinite axis makes the local values non-finite. Twelve
    // numbers in three vector comparisons, and `&` for one branch.
    let ok = all_in_range(Vec4::new(o.x, o.y, d.x, d.y))
        & all_in_range(Vec4::new(center.x, center.y, h.x, h.y))
        & all_in_range(Vec4::new(
            local_origin.x,
            local_origin.y,
            local_dir.x,
            local_dir.y,
        ))
        & (h.x >= 0.0)
        & (h.y >= 0.0)
        & (d.length_squared() > DIR_LEN_SQ_EPS)
        & (local_dir.length_squared() > DIR_LEN_SQ_EPS);
    if !ok {
        return None;
    }
    let (t_in, n_in, t_out, n_out) = ray_box_params(local_origin, local_dir, -h, h);
    // t is the same in both frames; only the normals need rotating back.
    interval_from_params(
        ray,
        t_in,
        obb.vector_to_world(n_in),
        t_out,
        obb.vector_to_world(n_out),
    )
}
