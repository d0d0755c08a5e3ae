//! Ray vs infinite band, the 2D form of the ray vs infinite cylinder of
//! `004_f1458387a8aae190.txt`: the points of the ray whose distance to the axis is
//! `r`. With `n` the unit normal of the axis, that distance is `|(o + t d - p)·n|`,
//! so in 2D the quadratic factors into two linear equations
//! `(o - p)·n + t (d·n) = ±r`: the band is a slab, one axis of the slab method.

use super::ray_hit::RayInterval;
use super::shapes::{Band, Ray};

/// Where `ray` enters and leaves `band`.
///
/// `Crossing` / `FromInside` as for the rect; normals are `±n`. A ray parallel to
/// the axis never crosses the boundary and gives `None` (whether it runs inside
/// the band or outside). `None` as well for a zero axis or ray direction, a
/// negative radius, a band behind, and non-finite input.
#[must_use]
pub fn ray_band(ray: &Ray, band: &Band) -> Option<RayInterval> {
    let _ = (ray, band);
    todo!()
}
