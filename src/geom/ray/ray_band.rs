//! Ray vs infinite band, the 2D form of ray vs infinite cylinder
//! (docs/collision.md, "Ray vs band and ray vs capsule"): the points of the
//! ray whose distance to the axis is
//! `r`. With `n` the unit normal of the axis, that distance is `|(o + t d - p)·n|`,
//! so in 2D the quadratic factors into two linear equations
//! `(o - p)·n + t (d·n) = ±r`: the band is a slab, one axis of the slab method.

use super::ray_aabb::slab_1d;
use super::ray_hit::{RayInterval, interval_from_params};
use crate::geom::shape::{Band, Ray};
use crate::geom::tolerance::{are_parallel, in_range, is_radius_in_range, is_ray_dir_in_range};

/// Where `ray` enters and leaves `band`.
///
/// `Crossing` / `FromInside` as for the rect; normals are `±n`. A ray parallel to
/// the axis never crosses the boundary and gives `None` (whether it runs inside
/// the band or outside). `None` as well for a zero axis or ray direction, a
/// negative radius, a band behind, and non-finite input or coordinates beyond
/// [`MAX_COORD`](crate::geom::tolerance::MAX_COORD).
#[inline]
#[must_use]
pub fn ray_band(ray: &Ray, band: &Band) -> Option<RayInterval> {
    let ok = is_ray_dir_in_range(ray.dir)
        & is_ray_dir_in_range(band.axis.dir)
        & in_range(ray.origin)
        & in_range(band.axis.point)
        & is_radius_in_range(band.radius);
    if !ok || are_parallel(ray.dir, band.axis.dir) {
        return None;
    }
    let n = band.axis.dir.perp().normalize();
    // Signed distance of the origin from the axis, and its rate of change along the ray.
    let dist0 = (ray.origin - band.axis.point).dot(n);
    let rate = ray.dir.dot(n);
    let (t_in, t_out) = slab_1d(dist0, rate, -band.radius, band.radius);
    // Entering through the side the ray comes from: -n when moving towards +n.
    let side = n * rate.signum();
    interval_from_params(ray, t_in, -side, t_out, side)
}
