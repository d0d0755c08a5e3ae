//! Ray vs capsule = ray vs band (the sides) + ray vs two disks (the caps), in
//! 2D what ray vs sphere plus ray vs cylinder is in 3D (docs/collision.md,
//! "Ray vs band and ray vs capsule"): a band crossing
//! counts where its foot on the axis falls between the end points; otherwise the
//! cap disk on that side decides.
//!
//! Why that is exact: beyond an end (`x < 0` along the axis from `a`), a point is in
//! the capsule iff it is in that end's disk, and the band contains the whole capsule.
//! So if the ray crosses the band's boundary beyond an end, it crosses the capsule's
//! boundary on that end's disk, and nowhere else first or last.
//!
//! Decide first, then build. A line that passes both ends of the core on one
//! side, each farther than r, misses: two cross products and the caps'
//! discriminants tell, before any square root or division (as `ray_disk` does).
//! Past that, whether the entry and the exit fall on a side or a cap is a coin
//! toss for rays in every direction, so nothing branches on it: both caps'
//! quadratics are solved, their square roots with the axis length's in one
//! vector square root and their four root divisions in one vector division,
//! and vector selects pick (a scalar select on a float comparison becomes a
//! branch on x86-64's baseline SSE2).

use glam::{Vec2, Vec4, Vec4Swizzles};

use super::ray_aabb::{is_axis_parallel, slab_1d, sorted_pair};
use super::ray_disk::{line_circle_roots, sort_roots_x2, stable_q};
use super::ray_hit::{RayInterval, interval_from_params, interval_from_sorted};
use crate::geom::shape::{Capsule, Ray, Segment};
use crate::geom::tolerance::{DIR_LEN_SQ_EPS, all_in_range, is_radius_in_range};

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
    let Capsule {
        segment: Segment { a, b },
        radius: r,
    } = *capsule;
    let (o, d) = (ray.origin, ray.dir);
    let ok = all_in_range(Vec4::new(o.x, o.y, d.x, d.y))
        & all_in_range(Vec4::new(a.x, a.y, b.x, b.y))
        & is_radius_in_range(r)
        & (d.length_squared() > DIR_LEN_SQ_EPS);
    if !ok {
        return None;
    }
    let axis = b - a;
    let length_sq = axis.length_squared();
    if length_sq <= DIR_LEN_SQ_EPS {
        // A point-like core: one disk.
        let (t0, t1) = line_circle_roots(o, d, a, r)?;
        let normal = |t: f32| cap_normal(o + t * d - a, d);
        return interval_from_params(ray, t0, normal(t0), t1, normal(t1));
    }

    // Each cap's quadratic as in `ray_disk` (half-b form, m = o - centre), and
    // the axis length, with one square root for the three and one division
    // for the four roots.
    let (to_a, to_b) = (o - a, o - b);
    let (dd, r_sq) = (d.dot(d), r * r);
    let (cross_a, cross_b) = (to_a.perp_dot(d), to_b.perp_dot(d));
    let (disc_a, disc_b) = (dd * r_sq - cross_a * cross_a, dd * r_sq - cross_b * cross_b);
    // The line misses the capsule when both ends lie on one side of it, each
    // farther than r (a cap's discriminant is negative exactly when its centre
    // is): decided before any square root or division.
    if (disc_a < 0.0) & (disc_b < 0.0) & (cross_a * cross_b > 0.0) {
        return None;
    }
    let roots = Vec4::new(disc_a, disc_b, length_sq, 0.0).sqrt();
    let (q_a, q_b) = (
        stable_q(to_a.dot(d), roots.x),
        stable_q(to_b.dot(d), roots.y),
    );
    let (c_a, c_b) = (to_a.dot(to_a) - r_sq, to_b.dot(to_b) - r_sq);
    let quotients = Vec4::new(q_a, q_b, c_a, c_b) / Vec4::new(dd, dd, q_a, q_b);
    // (t0 of a, t0 of b, t1 of a, t1 of b)
    let cap_roots = sort_roots_x2(Vec4::new(q_a, q_b, q_a, q_b), quotients);

    // The segment's frame, x along the axis from `a`, y across it, both scaled
    // by the axis length (no division on the way to the answer): x runs over
    // 0..=|axis|², the band is |y| <= r·|axis|, and ray parameters are unchanged.
    let length = roots.z;
    let across = axis.perp();
    let (ox, oy) = (to_a.dot(axis), to_a.dot(across));
    let (dx, dy) = (d.dot(axis), d.dot(across));

    // The band, as in `ray_band` (one slab; parallel rays get ±inf).
    let half_width = r * length;
    let (band_in, band_out) = if is_axis_parallel(dy) {
        slab_1d(oy, dy, -half_width, half_width)
    } else {
        // slab_1d's arithmetic, sorted without a branch.
        let inv = 1.0 / dy;
        sorted_pair((-half_width - oy) * inv, (half_width - oy) * inv)
    };
    // Entry (lane 0) and exit (lane 1): on a side if the band's foot on the axis
    // is within the segment, else on the cap of that end (`b` beyond `x = 0`)
    // with its smaller (entry) or larger (exit) root, if the ray meets its circle.
    let band = Vec4::new(band_in, band_out, band_in, band_out);
    let foot = Vec4::splat(ox) + band * dx;
    let on_side = foot.cmpge(Vec4::ZERO) & foot.cmple(Vec4::splat(length_sq));
    let at_b = foot.cmpgt(Vec4::ZERO);
    let cap_t = Vec4::select(at_b, cap_roots.ywyw(), cap_roots.xzxz());
    let cap_disc = Vec4::select(at_b, Vec4::splat(disc_b), Vec4::splat(disc_a));
    let met = on_side | cap_disc.cmpge(Vec4::ZERO);
    let mut t = Vec4::select(on_side, band, cap_t);
    // As for a rect: a ray running along a flat side from a point of that side has
    // its entry behind, yet is on the boundary, not inside. It touches from t = 0.
    let along_side = runs_along_side(ox, oy, dy, half_width, length_sq) && t.x < 0.0;
    if along_side {
        t.x = 0.0;
    }
    let (t_in, t_out) = (t.x, t.y);
    // `interval_from_params`' test, with the band's and the caps' in one vector
    // comparison: the band is crossed (its parameters are never NaN), the entry
    // comes before the exit, and the exit is ahead and finite (`<= f32::MAX`
    // is `< inf`, and false for NaN, as is every test here).
    let found =
        Vec4::new(band_in, t_in, 0.0, t_out).cmple(Vec4::new(band_out, t_out, t_out, f32::MAX))
            & met;
    if !found.all() {
        return None;
    }
    // Decided; what follows is only for a caller that reads the points and normals.
    let side_normal = across * (dy.signum() / length);
    let cap_centre = |lane: u32| if at_b.bitmask() & lane != 0 { b } else { a };
    let n_in = if along_side {
        across * (oy.signum() / length)
    } else if on_side.bitmask() & 1 != 0 {
        -side_normal
    } else {
        cap_normal(o + t_in * d - cap_centre(1), d)
    };
    let n_out = if on_side.bitmask() & 2 != 0 {
        side_normal
    } else {
        cap_normal(o + t_out * d - cap_centre(2), d)
    };
    Some(interval_from_sorted(ray, t_in, n_in, t_out, n_out))
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
