//! Ray vs disk (docs/collision.md, "Ray vs disk").
//!
//! `|o + t·d - c|² = r²` is the quadratic `a t² + 2 b t + c = 0` with
//! `a = d·d`, `b = d·(o - c)`, `c = |o - c|² - r²`; its roots are
//! `t = (-b ± sqrt(b² - a c)) / a`. With unit `d` (`a = 1`) this is
//! `t = -b ± sqrt(b² - c)`.

use glam::{Vec2, Vec4, Vec4Swizzles};

use super::ray_hit::{RayInterval, interval_from_sorted};
use crate::geom::shape::{Disk, Ray};
use crate::geom::tolerance::{DIR_LEN_SQ_EPS, all_in_range};

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
/// `None` for a zero or non-finite direction, non-finite input, or a coordinate or
/// radius beyond [`MAX_COORD`](crate::geom::tolerance::MAX_COORD).
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
/// zero, NaN, infinite or out-of-range direction, origin or centre, or a radius
/// outside `[0, MAX_COORD]`.
#[inline(always)]
fn checked_setup(ray: &Ray, disk: &Disk) -> Option<(Vec2, f32)> {
    let (o, d, c, r) = (ray.origin, ray.dir, disk.center, disk.radius);
    let a = d.dot(d);
    // Seven numbers in range in two vector comparisons, and `&` rather than `&&`:
    // one branch for the lot.
    let in_range =
        all_in_range(Vec4::new(o.x, o.y, d.x, d.y)) & all_in_range(Vec4::new(c.x, c.y, r, r));
    (in_range & (r >= 0.0) & (a > DIR_LEN_SQ_EPS)).then_some((o - c, a))
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
    let q = stable_q(b, sq);
    if q == 0.0 {
        // b = 0 and sq = 0: the tangent point is at t = 0 (and then c = 0 too).
        return (0.0, 0.0);
    }
    let (r0, r1) = (q / a, c / q);
    // Sorted by two selects (min and max), not a branch on their order.
    (
        if r0 <= r1 { r0 } else { r1 },
        if r0 <= r1 { r1 } else { r0 },
    )
}

/// The `q = -(b + sign(b)·sq)` of [`stable_roots`]; the roots are `q / a` and
/// `c / q`. Apart so that a caller can take both divisions of two quadratics in
/// one vector division (the capsule's caps).
#[inline(always)]
pub(crate) fn stable_q(b: f32, sq: f32) -> f32 {
    -(b + sq.copysign(b))
}

/// The end of [`stable_roots`] for two quadratics at once, in vector lanes:
/// `q` holds `(q₀, q₁, q₀, q₁)` and `quotients` `(q₀/a, q₁/a, c₀/q₀, c₁/q₁)`;
/// the result is `(t0 of 0, t0 of 1, t1 of 0, t1 of 1)`, each lane as
/// `stable_roots` gives it (`(0, 0)` for `q = 0`), by vector selects: a scalar
/// select on a float comparison becomes a branch on x86-64's baseline SSE2, and
/// a root's order is a coin toss.
#[inline(always)]
pub(crate) fn sort_roots_x2(q: Vec4, quotients: Vec4) -> Vec4 {
    let (r0, r1) = (quotients.xyxy(), quotients.zwzw());
    let sorted = Vec4::select(r0.cmple(r1), quotients, quotients.zwxy());
    Vec4::select(q.cmpeq(Vec4::ZERO), Vec4::ZERO, sorted)
}

/// Where `ray` enters and leaves `disk` (solid, boundary included).
///
/// Crossing when the origin is outside or on the circle and the disk is ahead
/// (a tangent ray has `entry.t == exit.t`); `FromInside` when the origin is strictly
/// inside; `None` for a miss, a disk behind, a negative radius, a zero or
/// non-finite direction, non-finite input, or a coordinate or radius beyond
/// [`MAX_COORD`](crate::geom::tolerance::MAX_COORD).
#[inline]
#[must_use]
pub fn ray_disk(ray: &Ray, disk: &Disk) -> Option<RayInterval> {
    let (m, a) = checked_setup(ray, disk)?;
    let d = ray.dir;
    let b = m.dot(d);
    let r = disk.radius;
    let c = m.dot(m) - r * r;
    let cross = m.perp_dot(d);
    let discriminant = a * (r * r) - cross * cross;
    // Outside and not moving closer, or the line misses (an infinite or NaN
    // discriminant is an overflow): decided before any square root or division,
    // with `&` and `|` for one branch, as hits and misses come in no order a CPU
    // could guess.
    let moving_away = (c > 0.0) & (b >= 0.0);
    if moving_away | !(0.0..f32::INFINITY).contains(&discriminant) {
        return None;
    }
    // Past this point the disk is hit; nothing below can fail, so a caller that
    // only asks `is_some()` pays for none of it. The roots are ordered; the larger
    // is >= 0 (c <= 0 gives roots of opposite signs, c > 0 with b < 0 two positive
    // ones), and finite: |t| <= (|m| + r) / |d| <= 4e18 / 1e-19 for in-range input.
    let (t0, t1) = stable_roots(a, b, c, discriminant.sqrt());
    // The normal at t is m + t d scaled to unit length, taken relative to the
    // centre (no cancellation against a far-away origin). A zero radius is a
    // point: face the ray.
    let facing = -d * a.sqrt().recip();
    let normal_at = |t: f32| (m + t * d).normalize_or(facing);
    Some(interval_from_sorted(
        ray,
        t0,
        normal_at(t0),
        t1,
        normal_at(t1),
    ))
}
