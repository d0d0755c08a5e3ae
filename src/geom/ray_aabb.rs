//! Ray vs axis-aligned rect by the slab method (`000_24810b86aa34712b.txt`, A).
//!
//! The ray is inside the x slab `min.x <= x <= max.x` for `t` in `[in_x, out_x]`,
//! where `in_x, out_x` are the sorted values of `(min.x - o.x) / d.x` and
//! `(max.x - o.x) / d.x`; the same for y. It is inside the rect where both
//! intervals overlap: `entry = max(in_x, in_y)`, `exit = min(out_x, out_y)`, a hit iff
//! `entry <= exit` (the text's `inX < outY && inY < outX`) and `exit >= 0` (not behind).
//! An axis-parallel ray never enters or leaves that slab: its interval is
//! `(-inf, +inf)` when the origin is between the planes, empty otherwise.

use glam::Vec2;

use super::ray_hit::RayInterval;
use super::shapes::{Aabb, Ray};

/// The per-axis slab intervals of a ray against a box, as the ray lab draws them.
///
/// For an axis-parallel ray the interval on that axis is `(-inf, +inf)` if the
/// origin lies between the two planes (boundary included) and empty
/// (`in = +inf`, `out = -inf`) otherwise. No field is ever NaN.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SlabIntervals {
    /// Parameter where the ray enters the x slab.
    pub in_x: f32,
    /// Parameter where the ray leaves the x slab.
    pub out_x: f32,
    /// Parameter where the ray enters the y slab.
    pub in_y: f32,
    /// Parameter where the ray leaves the y slab.
    pub out_y: f32,
}

impl SlabIntervals {
    /// `max(in_x, in_y)`: where the ray enters the rect's (infinite) line.
    #[inline]
    #[must_use]
    pub fn entry(&self) -> f32 {
        self.in_x.max(self.in_y)
    }

    /// `min(out_x, out_y)`: where the ray leaves it.
    #[inline]
    #[must_use]
    pub fn exit(&self) -> f32 {
        self.out_x.min(self.out_y)
    }

    /// The text's test `in_x <= out_y && in_y <= out_x` (the slabs' intervals
    /// overlap), for the whole line, ignoring whether the overlap is behind the origin.
    #[inline]
    #[must_use]
    pub fn overlap(&self) -> bool {
        self.entry() <= self.exit()
    }
}

/// The four slab parameters of `ray` against `aabb`.
///
/// Returns `None` for a zero-length or non-finite `ray.dir`, a non-finite origin,
/// or a box with a non-finite or inverted (`min > max`) corner.
#[must_use]
pub fn slab_intervals(ray: &Ray, aabb: &Aabb) -> Option<SlabIntervals> {
    let _ = (ray, aabb, Vec2::ZERO);
    todo!()
}

/// Where `ray` enters and leaves `aabb` (solid, boundary included).
///
/// - Origin outside or on the boundary, box ahead: [`RayInterval::Crossing`] with
///   `0 <= entry.t <= exit.t`; a ray through one corner only has `entry.t == exit.t`.
/// - Origin strictly inside: [`RayInterval::FromInside`].
/// - Miss, box behind the origin, zero or non-finite direction, non-finite box: `None`.
///
/// Normals are the unit outward normal of the side hit (`-X`, `X`, `-Y`, `Y`).
#[must_use]
pub fn ray_aabb(ray: &Ray, aabb: &Aabb) -> Option<RayInterval> {
    let _ = (ray, aabb);
    todo!()
}
