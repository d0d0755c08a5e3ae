//! Ray vs disk (`000_24810b86aa34712b.txt`, B).
//!
//! `|o + t·d - c|² = r²` is the quadratic `a t² + 2 b t + c = 0` with
//! `a = d·d`, `b = d·(o - c)`, `c = |o - c|² - r²`; its roots are
//! `t = (-b ± sqrt(b² - a c)) / a`. With unit `d` (`a = 1`) this is the text's
//! `t = -b ± sqrt(b² - c)`.

use super::ray_hit::RayInterval;
use super::shapes::{Disk, Ray};

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
    pub discriminant: f32,
    /// Both roots `(t0, t1)`, `t0 <= t1`, when `discriminant >= 0`; they may be negative
    /// (behind the origin).
    pub roots: Option<(f32, f32)>,
}

/// The coefficients, discriminant and roots of the ray–disk quadratic.
/// `None` for a zero or non-finite direction or non-finite input.
#[must_use]
pub fn ray_disk_quadratic(ray: &Ray, disk: &Disk) -> Option<DiskQuadratic> {
    let _ = (ray, disk);
    todo!()
}

/// Where `ray` enters and leaves `disk` (solid, boundary included).
///
/// Crossing when the origin is outside or on the circle and the disk is ahead
/// (a tangent ray has `entry.t == exit.t`); `FromInside` when the origin is strictly
/// inside; `None` for a miss, a disk behind, a negative radius, a zero or
/// non-finite direction, or non-finite input.
#[must_use]
pub fn ray_disk(ray: &Ray, disk: &Disk) -> Option<RayInterval> {
    let _ = (ray, disk);
    todo!()
}
