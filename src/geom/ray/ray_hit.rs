//! What a ray query returns: the parameter, point and normal of a boundary crossing,
//! and which case (crossing in and out, or starting inside) the ray is in.

use glam::Vec2;

use crate::geom::shape::Ray;

/// One point where a ray crosses a shape's boundary.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RayHit {
    /// Ray parameter: the point is `ray.origin + t * ray.dir`, `t >= 0`.
    /// With a non-unit `dir`, `t` is not a distance.
    pub t: f32,
    /// The boundary point, in the same space as the ray.
    pub point: Vec2,
    /// Unit outward normal of the boundary at `point` (for a corner hit, the normal
    /// of the side the slab method picked).
    pub normal: Vec2,
}

/// How a ray meets a solid convex shape (rect, disk, band, capsule).
///
/// A miss, a ray pointing away, and a zero-length or non-finite direction are not
/// represented here: the query returns `None` for them.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum RayInterval {
    /// The origin is outside (or on the boundary): the ray enters at `entry` and
    /// leaves at `exit`, `0 <= entry.t <= exit.t`. A ray grazing a corner or
    /// tangent to a disk has `entry.t == exit.t`.
    Crossing {
        /// Where the ray enters the shape.
        entry: RayHit,
        /// Where the ray leaves the shape.
        exit: RayHit,
    },
    /// The origin is strictly inside the shape: the ray only leaves it.
    /// (parry reports `t = 0` for this case with a solid shape.)
    FromInside {
        /// Where the ray leaves the shape, `exit.t > 0`.
        exit: RayHit,
    },
}

impl RayInterval {
    /// The first boundary point along the ray: `entry` for a crossing, `exit` when
    /// starting inside.
    #[inline]
    #[must_use]
    pub fn first_contact(&self) -> RayHit {
        match *self {
            RayInterval::Crossing { entry, .. } => entry,
            RayInterval::FromInside { exit } => exit,
        }
    }

    /// The entry point, if the ray started outside.
    #[inline]
    #[must_use]
    pub fn entry(&self) -> Option<RayHit> {
        match *self {
            RayInterval::Crossing { entry, .. } => Some(entry),
            RayInterval::FromInside { .. } => None,
        }
    }

    /// Where the ray leaves the shape (always exists for a bounded shape).
    #[inline]
    #[must_use]
    pub fn exit(&self) -> RayHit {
        match *self {
            RayInterval::Crossing { exit, .. } | RayInterval::FromInside { exit } => exit,
        }
    }

    /// True when the ray started strictly inside the shape.
    #[inline]
    #[must_use]
    pub fn starts_inside(&self) -> bool {
        matches!(self, RayInterval::FromInside { .. })
    }
}

/// Builds the result of a convex-shape ray query from the line's parameter interval
/// `[t_in, t_out]` (either may be negative or infinite) and the outward normals
/// there. Shared so every shape classifies the cases the same way:
/// empty or NaN interval, or `t_out` negative or infinite (shape behind, or
/// overflow) → `None`; `t_in < 0 < t_out` → `FromInside`; otherwise `Crossing` with
/// `entry.t = max(t_in, 0)` (an origin on the boundary pointing out touches at `t = 0`).
///
/// Only the parameters decide. The callers have checked that the ray and the shape
/// lie within [`MAX_COORD`](crate::geom::tolerance::MAX_COORD), so a finite parameter on
/// the boundary gives a finite point, and they pass unit (or zero) normals. Nothing
/// below the decision can fail, so a caller that only asks `is_some()` never pays
/// for the points and normals: the compiler drops them.
#[inline]
pub(crate) fn interval_from_params(
    ray: &Ray,
    t_in: f32,
    normal_in: Vec2,
    t_out: f32,
    normal_out: Vec2,
) -> Option<RayInterval> {
    // Both tests are false for NaN.
    let ordered = t_in <= t_out;
    if !ordered || !(0.0..f32::INFINITY).contains(&t_out) {
        return None;
    }
    Some(interval_from_sorted(
        ray, t_in, normal_in, t_out, normal_out,
    ))
}

/// [`interval_from_params`] for a query that has already proved
/// `t_in <= t_out` and `0 <= t_out < inf`: it cannot fail.
#[inline]
pub(crate) fn interval_from_sorted(
    ray: &Ray,
    t_in: f32,
    normal_in: Vec2,
    t_out: f32,
    normal_out: Vec2,
) -> RayInterval {
    debug_assert!(t_in <= t_out && (0.0..f32::INFINITY).contains(&t_out));
    let exit = RayHit {
        t: t_out,
        point: ray.at(t_out),
        normal: normal_out,
    };
    if t_in < 0.0 {
        if t_out > 0.0 {
            return RayInterval::FromInside { exit };
        }
        // On the boundary, leaving: a single touching point.
        return RayInterval::Crossing { entry: exit, exit };
    }
    let entry = RayHit {
        t: t_in,
        point: ray.at(t_in),
        normal: normal_in,
    };
    RayInterval::Crossing { entry, exit }
}
