//! Ray vs disk (`000_24810b86aa34712b.txt`, B).
//!
//! `|o + t·d - c|² = r²` is the quadratic `a t² + 2 b t + c = 0` with
//! `a = d·d`, `b = d·(o - c)`, `c = |o - c|² - r²`; its roots are
//! `t = (-b ± sqrt(b² - a c)) / a`. With unit `d` (`a = 1`) this is the text's
//! `t = -b ± sqrt(b² - c)`.

use glam::Vec2;

use super::ray_hit::{RayInterval, interval_from_params};
use super::shapes::{Disk, Ray};
use super::tolerance::is_usable_len_sq;

/// The quadratic behind [`ray_disk`], for the lab to print.
///
/// Uses the half-`b` form: `a t² + 2 b t + c = 0`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct DiskQuadratic {
    /// `d·d`.
    pub a: f32,
    /// Half the linear coefficient: `d·(o - center)`.
    pub b: f32,
    /// `|o - center|² - r²` (negative when the origin is inside).
    pub c: f32,
    /// The (quarter) discriminant `b² - a c`; negative means the line misses.
    /// Computed as `a r² - (m ⨯ d)²` (equal by Lagrange's identity, `m = o - center`),
    /// which does not cancel catastrophically when the origin is far away.
    pub discriminant: f32,
    /// Both roots `(t0, t1)`, `t0 <= t1`, when `discriminant >= 0`; they may be negative
    /// (behind the origin).
    pub roots: Option<(f32, f32)>,
}

/// The coefficients, discriminant and roots of the ray–disk quadratic.
/// `None` for a zero or non-finite direction or non-finite input.
#[inline]
#[must_use]
pub fn ray_disk_quadratic(ray: &Ray, disk: &Disk) -> Option<DiskQuadratic> {
    let (m, a) = checked_setup(ray, disk)?;
    let d = ray.dir;
    let b = m.dot(d);
    let r_sq = disk.radius * disk.radius;
    let c = m.dot(m) - r_sq;
    let cross = m.perp_dot(d);
    let discriminant = a * r_sq - cross * cross;
    let roots = (discriminant >= 0.0).then(|| stable_roots(a, b, c, discriminant.sqrt()));
    Some(DiskQuadratic {
        a,
        b,
        c,
        discriminant,
        roots,
    })
}

/// `m = origin - center` and `a = d·d`, or `None` when the input is unusable: a
/// zero, NaN or infinite direction makes `a` leave `(eps, inf)`; a NaN or infinite
/// origin or centre makes `m` non-finite; the radius must be finite and `>= 0`.
#[inline(always)]
fn checked_setup(ray: &Ray, disk: &Disk) -> Option<(Vec2, f32)> {
    let m = ray.origin - disk.center;
    let a = ray.dir.dot(ray.dir);
    let r = disk.radius;
    let ok = is_usable_len_sq(a) && m.is_finite() && (0.0..f32::INFINITY).contains(&r);
    ok.then_some((m, a))
}

/// The sorted roots of the line `o + t d` against the circle (`None` if it misses),
/// without input checks: for [`ray_capsule`](super::ray_capsule::ray_capsule)'s caps.
#[inline(always)]
pub(crate) fn line_circle_roots(o: Vec2, d: Vec2, center: Vec2, radius: f32) -> Option<(f32, f32)> {
    let m = o - center;
    let a = d.dot(d);
    let r_sq = radius * radius;
    let cross = m.perp_dot(d);
    let discriminant = a * r_sq - cross * cross;
    (discriminant >= 0.0).then(|| stable_roots(a, m.dot(d), m.dot(m) - r_sq, discriminant.sqrt()))
}

/// Roots of `a t² + 2 b t + c = 0`, sorted, given `sq = sqrt(b² - a c)`.
///
/// `(-b ∓ sq) / a` loses digits when `b` and `sq` almost cancel; the product of the
/// roots is `c / a`, so the small one is taken as `c / q` from the large one
/// `q / a`, with `q = -(b + sign(b)·sq)` (no cancellation).
#[inline(always)]
fn stable_roots(a: f32, b: f32, c: f32, sq: f32) -> (f32, f32) {
    let q = -(b + sq.copysign(b));
    if q == 0.0 {
        // b = 0 and sq = 0: the tangent point is at t = 0 (and then c = 0 too).
        return (0.0, 0.0);
    }
    let (r0, r1) = (q / a, c / q);
    if r0 <= r1 { (r0, r1) } else { (r1, r0) }
}

/// Where `ray` enters and leaves `disk` (solid, boundary included).
///
/// Crossing when the origin is outside or on the circle and the disk is ahead
/// (a tangent ray has `entry.t == exit.t`); `FromInside` when the origin is strictly
/// inside; `None` for a miss, a disk behind, a negative radius, a zero or
/// non-finite direction, or non-finite input.
#[inline]
#[must_use]
pub fn ray_disk(ray: &Ray, disk: &Disk) -> Option<RayInterval> {
    let (m, a) = checked_setup(ray, disk)?;
    let d = ray.dir;
    let b = m.dot(d);
    let r = disk.radius;
    let c = m.dot(m) - r * r;
    // Outside (or on the circle) and moving away: out before any square root.
    if c > 0.0 && b > 0.0 {
        return None;
    }
    let cross = m.perp_dot(d);
    let discriminant = a * (r * r) - cross * cross;
    if discriminant < 0.0 {
        return None;
    }
    let (t0, t1) = stable_roots(a, b, c, discriminant.sqrt());
    // The normal at t is (m + t d) / r, taken relative to the centre (no
    // cancellation against a far-away origin). A zero radius is a point: face the ray.
    let normal_at = |t: f32| {
        if r > 0.0 {
            (m + t * d) * r.recip()
        } else {
            -d * a.sqrt().recip()
        }
    };
    interval_from_params(ray, t0, normal_at(t0), t1, normal_at(t1))
}
