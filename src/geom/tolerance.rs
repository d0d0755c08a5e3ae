//! Named tolerances shared by the queries.
//!
//! Every comparison against "almost zero" in `geom` goes through one of these,
//! so a reader can see the size and the reason in one place.

/// Two directions count as parallel when `|a.perp_dot(b)| <= PARALLEL_SIN_EPS · |a|·|b|`,
/// i.e. when the sine of the angle between them is below this.
///
/// Why this size: `f32` has about 7 significant digits (ε ≈ 1.2e-7); the cross
/// product of two unit vectors picks up a few ulps of rounding, so 1e-6 (≈ 8 ulps)
/// is the smallest bound that never mistakes rounding noise for a real angle,
/// while lines 0.00006° apart are still solved as crossing.
pub const PARALLEL_SIN_EPS: f32 = 1e-6;

/// A direction whose squared length is at or below this is treated as zero
/// (a zero-length ray, segment or line direction).
///
/// Why this size: squaring halves the exponent range, so `f32::MIN_POSITIVE`
/// (≈ 1.2e-38) is the first squared length that is not itself rounding to zero;
/// anything shorter cannot be normalised without producing inf/NaN.
pub const DIR_LEN_SQ_EPS: f32 = f32::MIN_POSITIVE;

/// A triangle whose doubled area is at or below `DEGENERATE_AREA_REL_EPS` times the
/// square of its longest edge is treated as degenerate (zero area).
///
/// Why relative and this size: a sliver with edges of length L and doubled area
/// below 1e-6·L² has a height under 1e-6·L, which is the rounding noise of
/// `f32` coordinates of size L; its edge functions cannot tell inside from outside.
pub const DEGENERATE_AREA_REL_EPS: f32 = 1e-6;

/// The largest coordinate (or radius) magnitude the mesh and ray queries accept.
///
/// Why this size: an edge function multiplies two coordinate differences, and the
/// bounding-circle test squares distances; with `|x| <= 1e18` every such product
/// stays below 1e37, inside `f32::MAX` (3.4e38). Beyond it a product overflows to
/// infinity and a sign test could read `inf - inf = NaN` as "no constraint".
/// For the ray queries the bound also proves that a finite ray parameter on a
/// shape's boundary gives a finite point, so they check their input once instead
/// of every point and normal they return.
pub const MAX_COORD: f32 = 1e18;

use glam::Vec2;

/// True when both coordinates are finite and within [`MAX_COORD`].
#[inline]
pub(crate) fn in_range(p: Vec2) -> bool {
    // Two comparisons and no separate finiteness test: a comparison with NaN is
    // false, and infinity is beyond the bound.
    (p.x.abs() <= MAX_COORD) & (p.y.abs() <= MAX_COORD)
}

/// True when all four lanes are within [`MAX_COORD`] (false for NaN): the range
/// check of two points, or a point and a radius, in one comparison.
#[inline]
pub(crate) fn all_in_range(lanes: glam::Vec4) -> bool {
    lanes.abs().cmple(glam::Vec4::splat(MAX_COORD)).all()
}

/// True when `r` is a usable radius or half width: in `[0, MAX_COORD]` (false for NaN).
#[inline]
pub(crate) fn is_radius_in_range(r: f32) -> bool {
    (0.0..=MAX_COORD).contains(&r)
}

/// True when `dir` is a usable direction within [`MAX_COORD`]: in range and longer
/// than [`DIR_LEN_SQ_EPS`] allows. What the ray queries ask of a direction.
#[inline]
pub(crate) fn is_ray_dir_in_range(dir: Vec2) -> bool {
    in_range(dir) & (dir.length_squared() > DIR_LEN_SQ_EPS)
}

/// True when `dir` can serve as a ray, segment or line direction: finite and longer
/// than [`DIR_LEN_SQ_EPS`] allows.
#[inline]
pub(crate) fn is_usable_dir(dir: Vec2) -> bool {
    dir.is_finite() && dir.length_squared() > DIR_LEN_SQ_EPS
}

/// True when `a` and `b` are parallel within [`PARALLEL_SIN_EPS`] (either may be
/// long or short: the test is relative to both lengths).
#[inline]
pub(crate) fn are_parallel(a: Vec2, b: Vec2) -> bool {
    sin_at_most(
        a.perp_dot(b),
        a.length_squared(),
        b.length_squared(),
        PARALLEL_SIN_EPS,
    )
}

/// `|cross| <= sin · |a|·|b|`, given `cross = a ⨯ b` and the squared lengths
/// `len_a_sq > 0` and `len_b_sq`: the sine of the angle between `a` and `b` is at
/// most `sin`.
///
/// Squared, to spare two square roots, and divided by `|a|²` first: then neither
/// side exceeds `|b|²`. Squaring as it stands (`cross² <= sin²·|a|²·|b|²`)
/// overflows both sides to infinity once the lengths pass about 1e9, and
/// `inf <= inf` called every pair of long directions parallel.
#[inline(always)]
pub(crate) fn sin_at_most(cross: f32, len_a_sq: f32, len_b_sq: f32, sin: f32) -> bool {
    (cross / len_a_sq) * cross <= sin * sin * len_b_sq
}

/// True when `len_sq`, a squared direction length, belongs to a usable direction:
/// above [`DIR_LEN_SQ_EPS`] and finite (false for NaN). One comparison pair instead
/// of checking each component.
#[inline]
pub(crate) fn is_usable_len_sq(len_sq: f32) -> bool {
    len_sq > DIR_LEN_SQ_EPS && len_sq < f32::INFINITY
}
