//! Ray vs capsule = ray vs band (the sides) + ray vs two disks (the caps), as the
//! cylinder chapter closes (ray vs sphere plus ray vs cylinder): a band crossing
//! counts where its foot on the axis falls between the end points; otherwise the
//! cap disk on that side decides.
//!
//! Why that is exact: beyond an end (`x < 0` along the axis from `a`), a point is in
//! the capsule iff it is in that end's disk, and the band contains the whole capsule.
//! So if the ray crosses the band's boundary beyond an end, it crosses the capsule's
//! boundary on that end's disk, and nowhere else first or last.

use glam::Vec2;

use super::ray_aabb::{is_axis_parallel, slab_1d};
use super::ray_disk::line_circle_roots;
use super::ray_hit::{RayInterval, interval_from_params};
use crate::geom::shape::{Capsule, Ray};
use crate::geom::tolerance::{DIR_LEN_SQ_EPS, in_range, is_radius_in_range, is_ray_dir_in_range};

/// Where `ray` enters and leaves `capsule` (solid, boundary included).
///
/// Same cases as [`ray_disk`](super::ray_disk::ray_disk); a degenerate segment makes
/// it a disk. A ray running along a flat side from a point of that side is on the
/// boundary: a crossing with `entry.t = 0`, as for a rect. Normals point away from
/// the nearest point of the core segment.
/// `None` for a miss, behind, a negative radius, a zero or non-finite direction,
/// non-finite input, or a coordinate or radius beyond
/// [`MAX_COORD`](crate::geom::tolerance::MAX_COORD).
#[inline]
#[must_use]
pub fn ray_capsule(ray: &Ray, capsule: &Capsule) -> Option<RayInterval> {
    let Capsule { segment, radius: r } = *capsule;
    let (o, d) = (ray.origin, ray.dir);
    let axis = segment.dir();
    let ok = is_ray_dir_in_range(d)
        & in_range(o)
        & in_range(segment.a)
        & in_range(segment.b)
        & is_radius_in_range(r);
    if !ok {
        return None;
    }
    let length_sq = axis.length_squared();
    if length_sq <= DIR_LEN_SQ_EPS {
        // A point-like core: one disk.
        let (t0, t1) = line_circle_roots(o, d, segment.a, r)?;
        let normal = |t: f32| cap_normal(o + t * d - segment.a, d);
        return interval_from_params(ray, t0, normal(t0), t1, normal(t1));
    }

    // The segment's frame, x along the axis from `a`, y across it, both scaled
    // by the axis length (no division on the way to the answer): x runs over
    // 0..=|axis|², the band is |y| <= r·|axis|, and ray parameters are unchanged.
    let length = length_sq.sqrt();
    let across = axis.perp();
    let rel = o - segment.a;
    let (ox, oy) = (rel.dot(axis), rel.dot(across));
    let (dx, dy) = (d.dot(axis), d.dot(across));

    // The band, as in `ray_band` (one slab; parallel rays get ±inf).
    let half_width = r * length;
    let (band_in, band_out) = slab_1d(oy, dy, -half_width, half_width);
    if band_in > band_out {
        return None;
    }
    let side_normal = across * (dy.signum() / length);
    let caps = [segment.a, segment.b];
    let cap_at = |x: f32| usize::from(x > 0.0);
    let mut cap_roots: [Option<Option<(f32, f32)>>; 2] = [None, None];
    let mut roots_of =
        |cap: usize| *cap_roots[cap].get_or_insert_with(|| line_circle_roots(o, d, caps[cap], r));

    // Entry: on a side if the band's entry foot is within the segment, else on a cap.
    let x_in = ox + band_in * dx;
    let (mut t_in, mut n_in) = if (0.0..=length_sq).contains(&x_in) {
        (band_in, -side_normal)
    } else {
        let cap = cap_at(x_in);
        let (t, _) = roots_of(cap)?;
        (t, cap_normal(o + t * d - caps[cap], d))
    };
    // As for a rect: a ray running along a flat side from a point of that side has
    // its entry behind, yet is on the boundary, not inside. It touches from t = 0.
    if t_in < 0.0 && runs_along_side(ox, oy, dy, half_width, length_sq) {
        (t_in, n_in) = (0.0, across * (oy.signum() / length));
    }
    let x_out = ox + band_out * dx;
    let (t_out, n_out) = if (0.0..=length_sq).contains(&x_out) {
        (band_out, side_normal)
    } else {
        let cap = cap_at(x_out);
        let (_, t) = roots_of(cap)?;
        (t, cap_normal(o + t * d - caps[cap], d))
    };
    interval_from_params(ray, t_in, n_in, t_out, n_out)
}

/// In the scaled segment frame: the ray is parallel to the axis (as `slab_1d`
/// decides it for the band) and starts on one of the two flat sides.
#[inline(always)]
fn runs_along_side(ox: f32, oy: f32, dy: f32, half_width: f32, length_sq: f32) -> bool {
    is_axis_parallel(dy) && oy.abs() == half_width && (0.0..=length_sq).contains(&ox)
}

/// The outward normal of a cap at `offset` from its centre (`offset` scaled to
/// unit length); for a zero radius it faces the ray.
#[inline(always)]
fn cap_normal(offset: Vec2, d: Vec2) -> Vec2 {
    offset.normalize_or(-d.normalize_or_zero())
}
