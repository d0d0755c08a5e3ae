//! Ray vs axis-aligned rect by the slab method (docs/collision.md, "Ray vs
//! axis-aligned rect: the slab method").
//!
//! The ray is inside the x slab `min.x <= x <= max.x` for `t` in `[in_x, out_x]`,
//! where `in_x, out_x` are the sorted values of `(min.x - o.x) / d.x` and
//! `(max.x - o.x) / d.x`; the same for y. It is inside the rect where both
//! intervals overlap: `entry = max(in_x, in_y)`, `exit = min(out_x, out_y)`, a hit iff
//! `entry <= exit` (the source's `inX < outY && inY < outX`) and `exit >= 0`
//! (not behind).
//! An axis-parallel ray never enters or leaves that slab: its interval is
//! `(-inf, +inf)` when the origin is between the planes, empty otherwise.

use glam::{Vec2, Vec4};

use super::ray_hit::{RayInterval, interval_from_params};
use crate::geom::shape::{Aabb, Ray};
use crate::geom::tolerance::{in_range, is_ray_dir_in_range};

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

    /// Whether `in_x <= out_y && in_y <= out_x` (the slabs' intervals
    /// overlap), for the whole line, ignoring whether the overlap is behind
    /// the origin.
    #[inline]
    #[must_use]
    pub fn overlap(&self) -> bool {
        self.entry() <= self.exit()
    }
}

/// The four slab parameters of `ray` against `aabb`.
///
/// Returns `None` for a zero-length or non-finite `ray.dir`, a non-finite origin,
/// a box with a non-finite or inverted (`min > max`) corner, or any coordinate
/// beyond [`MAX_COORD`](crate::geom::tolerance::MAX_COORD).
#[inline]
#[must_use]
pub fn slab_intervals(ray: &Ray, aabb: &Aabb) -> Option<SlabIntervals> {
    if !(is_ray_dir_in_range(ray.dir) & in_range(ray.origin) & is_valid_box(aabb.min, aabb.max)) {
        return None;
    }
    let (in_x, out_x) = slab_1d(ray.origin.x, ray.dir.x, aabb.min.x, aabb.max.x);
    let (in_y, out_y) = slab_1d(ray.origin.y, ray.dir.y, aabb.min.y, aabb.max.y);
    Some(SlabIntervals {
        in_x,
        out_x,
        in_y,
        out_y,
    })
}

/// Where `ray` enters and leaves `aabb` (solid, boundary included).
///
/// - Origin outside or on the boundary, box ahead: [`RayInterval::Crossing`] with
///   `0 <= entry.t <= exit.t`; a ray through one corner only has `entry.t == exit.t`.
/// - Origin strictly inside: [`RayInterval::FromInside`]. A ray running along a
///   side from a point of that side is on the boundary, not inside: a crossing
///   with `entry.t = 0` and that side's normal.
/// - Miss, box behind the origin, zero or non-finite direction, non-finite box, or
///   a coordinate beyond [`MAX_COORD`](crate::geom::tolerance::MAX_COORD): `None`.
///
/// Normals are the unit outward normal of the side hit (`-X`, `X`, `-Y`, `Y`).
///
/// # Example
///
/// ```
/// use glam::Vec2;
/// use hitlab::geom::{Aabb, Ray, ray};
///
/// // Along +x from (-3, 0.5), through the box [-1, 1]².
/// let ray = Ray::new(Vec2::new(-3.0, 0.5), Vec2::X);
/// let aabb = Aabb::new(Vec2::splat(-1.0), Vec2::splat(1.0));
/// let hit = ray::ray_aabb(&ray, &aabb).expect("the ray crosses the box");
/// let entry = hit.entry().expect("the origin is outside");
/// assert_eq!((entry.t, hit.exit().t), (2.0, 4.0));
/// assert_eq!(entry.point, Vec2::new(-1.0, 0.5));
/// assert_eq!(entry.normal, Vec2::NEG_X);
///
/// // From the centre the ray only leaves, through the right side.
/// let inside = ray::ray_aabb(&Ray::new(Vec2::ZERO, Vec2::X), &aabb).unwrap();
/// assert!(inside.starts_inside());
/// assert_eq!(inside.exit().point, Vec2::new(1.0, 0.0));
///
/// // The box behind the origin, and a zero direction: no hit.
/// assert_eq!(ray::ray_aabb(&Ray::new(ray.origin, Vec2::NEG_X), &aabb), None);
/// assert_eq!(ray::ray_aabb(&Ray::new(ray.origin, Vec2::ZERO), &aabb), None);
/// ```
#[inline]
#[must_use]
pub fn ray_aabb(ray: &Ray, aabb: &Aabb) -> Option<RayInterval> {
    if !(is_ray_dir_in_range(ray.dir) & in_range(ray.origin) & is_valid_box(aabb.min, aabb.max)) {
        return None;
    }
    let (t_in, n_in, t_out, n_out) = ray_box_params(ray.origin, ray.dir, aabb.min, aabb.max);
    interval_from_params(ray, t_in, n_in, t_out, n_out)
}

/// Corners within [`MAX_COORD`](crate::geom::tolerance::MAX_COORD) with `min <= max`.
#[inline]
pub(crate) fn is_valid_box(min: Vec2, max: Vec2) -> bool {
    in_range(min) & in_range(max) & (min.x <= max.x) & (min.y <= max.y)
}

/// True when a direction component is so small that `1/d` is not finite (zero,
/// or subnormal): the ray is parallel to that axis. The one test `slab_1d` and the
/// "runs along a side" cases share, so they never disagree.
#[inline(always)]
pub(crate) fn is_axis_parallel(d: f32) -> bool {
    !(1.0 / d).is_finite()
}

/// The interval of `t` where `o + t d` lies in `[lo, hi]` on one axis.
///
/// An axis-parallel ray ([`is_axis_parallel`]) is inside the slab along the whole
/// line or nowhere, so `0 * inf = NaN` never appears.
#[inline(always)]
pub(crate) fn slab_1d(o: f32, d: f32, lo: f32, hi: f32) -> (f32, f32) {
    if is_axis_parallel(d) {
        return if lo <= o && o <= hi {
            (f32::NEG_INFINITY, f32::INFINITY)
        } else {
            (f32::INFINITY, f32::NEG_INFINITY)
        };
    }
    let inv = 1.0 / d;
    let t_lo = (lo - o) * inv;
    let t_hi = (hi - o) * inv;
    // Sorted by two selects (min and max) rather than a branch on the sign of d,
    // which is a coin toss for rays in every direction.
    let near = if t_lo <= t_hi { t_lo } else { t_hi };
    let far = if t_lo <= t_hi { t_hi } else { t_lo };
    (near, far)
}

/// `(lo, hi)` sorted as `slab_1d` sorts them (`lo` first when equal), by a
/// vector select: a scalar select on a float comparison becomes a branch on
/// x86-64's baseline SSE2, and the order of a ray's slab parameters is a coin toss.
#[inline(always)]
pub(crate) fn sorted_pair(lo: f32, hi: f32) -> (f32, f32) {
    let in_order = Vec4::splat(lo).cmple(Vec4::splat(hi));
    let sorted = Vec4::select(
        in_order,
        Vec4::new(lo, hi, lo, hi),
        Vec4::new(hi, lo, hi, lo),
    );
    (sorted.x, sorted.y)
}

/// Entry and exit parameters of the line `o + t d` through the box `[min, max]`,
/// with the outward normal of the side crossed at each (the box's own frame).
/// The interval is empty (`t_in > t_out`) for a miss. Assumes `d` is usable.
///
/// A ray in general position (neither axis parallel) takes one branch, always
/// the same way for such rays: both slabs from one reciprocal each, sorted by
/// selects, and no check for a side the ray runs along (it runs along none).
/// Axis-parallel rays take [`ray_box_params_parallel`]; both give the same
/// numbers for the same ray.
#[inline(always)]
pub(crate) fn ray_box_params(o: Vec2, d: Vec2, min: Vec2, max: Vec2) -> (f32, Vec2, f32, Vec2) {
    if is_axis_parallel(d.x) | is_axis_parallel(d.y) {
        return ray_box_params_parallel(o, d, min, max);
    }
    let inv = Vec2::new(1.0 / d.x, 1.0 / d.y);
    // slab_1d's arithmetic, with its parallel branch proved untaken.
    let (t_lo, t_hi) = ((min - o) * inv, (max - o) * inv);
    let sorted = |lo: f32, hi: f32| {
        (
            if lo <= hi { lo } else { hi },
            if lo <= hi { hi } else { lo },
        )
    };
    let (in_x, out_x) = sorted(t_lo.x, t_hi.x);
    let (in_y, out_y) = sorted(t_lo.y, t_hi.y);
    entry_exit(d, in_x, out_x, in_y, out_y)
}

/// [`ray_box_params`] for a ray parallel to an axis (`1/d` not finite on it),
/// which may run along a side. Out of line: a ray in general position never
/// comes here.
#[cold]
#[inline(never)]
fn ray_box_params_parallel(o: Vec2, d: Vec2, min: Vec2, max: Vec2) -> (f32, Vec2, f32, Vec2) {
    let (in_x, out_x) = slab_1d(o.x, d.x, min.x, max.x);
    let (in_y, out_y) = slab_1d(o.y, d.y, min.y, max.y);
    let (t_in, n_in, t_out, n_out) = entry_exit(d, in_x, out_x, in_y, out_y);
    if t_in < 0.0 {
        // The entry is behind the origin, so the origin is in the box: inside, or on
        // a side the ray runs along (that axis's slab is then the whole line). The
        // second touches the boundary from t = 0 on, through that side.
        if let Some(side) = side_along(o, d, min, max) {
            return (0.0, side, t_out, n_out);
        }
    }
    (t_in, n_in, t_out, n_out)
}

/// The box's interval from the two slabs' intervals, with the normals there.
#[inline(always)]
fn entry_exit(d: Vec2, in_x: f32, out_x: f32, in_y: f32, out_y: f32) -> (f32, Vec2, f32, Vec2) {
    // The entry is through the side whose slab is entered last, the exit through
    // the one left first; its outward normal faces against (entry) or along (exit) d.
    let (t_in, n_in) = if in_x >= in_y {
        (in_x, Vec2::new(-d.x.signum(), 0.0))
    } else {
        (in_y, Vec2::new(0.0, -d.y.signum()))
    };
    let (t_out, n_out) = if out_x <= out_y {
        (out_x, Vec2::new(d.x.signum(), 0.0))
    } else {
        (out_y, Vec2::new(0.0, d.y.signum()))
    };
    (t_in, n_in, t_out, n_out)
}

/// The outward normal of a side of `[min, max]` that holds `o` and that the line
/// `o + t d` runs along, if there is one.
#[inline(always)]
fn side_along(o: Vec2, d: Vec2, min: Vec2, max: Vec2) -> Option<Vec2> {
    if is_axis_parallel(d.x) && (o.x == min.x || o.x == max.x) {
        Some(Vec2::new(if o.x == min.x { -1.0 } else { 1.0 }, 0.0))
    } else if is_axis_parallel(d.y) && (o.y == min.y || o.y == max.y) {
        Some(Vec2::new(0.0, if o.y == min.y { -1.0 } else { 1.0 }))
    } else {
        None
    }
}
