//! Ray vs capsule = ray vs band (the sides) + ray vs two disks (the caps), after
//! `004_f1458387a8aae190.txt`: a band hit counts only where its foot on the axis
//! falls between the end points; otherwise the cap disk decides.

use glam::Vec2;

use super::ray_aabb::ray_box_params;
use super::ray_disk::{line_circle_roots, outward_normal};
use super::ray_hit::{RayInterval, interval_from_params};
use super::shapes::{Capsule, Ray};
use super::tolerance::{DIR_LEN_SQ_EPS, is_usable_dir};

/// Where `ray` enters and leaves `capsule` (solid, boundary included).
///
/// Same cases as [`ray_disk`](super::ray_disk::ray_disk); a degenerate segment makes
/// it a disk. Normals point away from the nearest point of the core segment.
/// `None` for a miss, behind, a negative radius, a zero or non-finite direction,
/// or non-finite input.
#[must_use]
pub fn ray_capsule(ray: &Ray, capsule: &Capsule) -> Option<RayInterval> {
    let Capsule { segment, radius } = *capsule;
    let ok = is_usable_dir(ray.dir)
        && ray.origin.is_finite()
        && segment.a.is_finite()
        && segment.b.is_finite()
        && radius >= 0.0
        && radius.is_finite();
    if !ok {
        return None;
    }
    let (o, d) = (ray.origin, ray.dir);
    // The capsule is the union of three convex pieces; along a line each piece is an
    // interval, and since the capsule is convex their union is one interval from
    // the smallest entry to the largest exit.
    let mut t_in = f32::INFINITY;
    let mut t_out = f32::NEG_INFINITY;
    let mut add = |(lo, hi): (f32, f32)| {
        if lo <= hi {
            t_in = t_in.min(lo);
            t_out = t_out.max(hi);
        }
    };
    let axis = segment.dir();
    let length_sq = axis.length_squared();
    if length_sq > DIR_LEN_SQ_EPS {
        // The sides: the band |y| <= r of `ray_band`, in the segment's frame
        // (x along the axis from `a`), clipped to the segment's extent 0 <= x <= L.
        let length = length_sq.sqrt();
        let u = axis / length;
        let n = u.perp();
        let (lo, ld) = (o - segment.a, d);
        let local_o = Vec2::new(lo.dot(u), lo.dot(n));
        let local_d = Vec2::new(ld.dot(u), ld.dot(n));
        let (t0, _, t1, _) = ray_box_params(
            local_o,
            local_d,
            Vec2::new(0.0, -radius),
            Vec2::new(length, radius),
        );
        add((t0, t1));
        if let Some(roots) = line_circle_roots(o, d, segment.b, radius) {
            add(roots);
        }
    }
    if let Some(roots) = line_circle_roots(o, d, segment.a, radius) {
        add(roots);
    }
    // The normal points away from the nearest point of the core segment, whichever
    // piece the hit lies on.
    let normal_at = |t: f32| {
        let p = ray.at(t);
        let s = if length_sq > DIR_LEN_SQ_EPS {
            ((p - segment.a).dot(axis) / length_sq).clamp(0.0, 1.0)
        } else {
            0.0
        };
        outward_normal(p - segment.at(s), d)
    };
    let any_piece_hit = t_in <= t_out;
    if !any_piece_hit {
        return None;
    }
    interval_from_params(ray, t_in, normal_at(t_in.max(0.0)), t_out, normal_at(t_out))
}
