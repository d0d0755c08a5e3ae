//! Results of the closest-point queries (docs/collision.md, "Closest points").

use glam::Vec2;

/// The closest point on a line or segment to a query point.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PointProjection {
    /// The closest point on the line or segment.
    pub point: Vec2,
    /// Its parameter: `line.at(t)` / `segment.at(t)`.
    pub t: f32,
    /// Distance from the query point to `point`.
    pub distance: f32,
}

/// A closest pair between two lines or segments.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ClosestPoints {
    /// Closest point on the first shape.
    pub on_a: Vec2,
    /// Closest point on the second shape.
    pub on_b: Vec2,
    /// Parameter of `on_a` on the first shape.
    pub s: f32,
    /// Parameter of `on_b` on the second shape.
    pub t: f32,
    /// `|on_a - on_b|`.
    pub distance: f32,
}

/// `|a - b|`, right down to the smallest differences. The plain `sqrt(dx² + dy²)`
/// loses a distance below about 1.1e-19 (the root of `f32::MIN_POSITIVE`): its
/// squares underflow, and a distance of 1e-23 came out as 0. There the difference
/// is first divided by its larger coordinate, as `hypot` does, so the squares are
/// about 1. Above it the plain root stands (the lost part of a square is then a
/// few ulps at most), and so does its infinity or NaN, which `checked` and
/// `of_pair` turn into `None`.
#[inline(always)]
pub(crate) fn distance(a: Vec2, b: Vec2) -> f32 {
    let d = a - b;
    let sq = d.length_squared();
    // NaN and infinity fail this test and keep the plain root.
    if sq < f32::MIN_POSITIVE {
        let largest = d.abs().max_element();
        if largest == 0.0 {
            return 0.0;
        }
        return largest * (d / largest).length();
    }
    sq.sqrt()
}

impl PointProjection {
    /// `Some(self)` when the result is finite. Finite input can still overflow
    /// (coordinates beyond about 1e19 square to infinity); that is reported as no
    /// answer rather than as NaN numbers. Checking `distance` is enough: a NaN or
    /// infinite `t` or `point` makes it NaN or infinite too.
    #[inline]
    pub(crate) fn checked(self) -> Option<Self> {
        self.distance.is_finite().then_some(self)
    }
}

impl ClosestPoints {
    /// The pair `on_a` (at `s` on the first shape) and `on_b` (at `t` on the
    /// second) with their distance, when the result is finite (see
    /// [`PointProjection::checked`]; a non-finite `s`, `t`, `on_a` or `on_b`
    /// makes `distance` non-finite).
    #[inline]
    pub(crate) fn of_pair(on_a: Vec2, s: f32, on_b: Vec2, t: f32) -> Option<Self> {
        let distance = distance(on_a, on_b);
        distance.is_finite().then_some(Self {
            on_a,
            on_b,
            s,
            t,
            distance,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn distance_whose_squares_underflow_is_measured() {
        let a = Vec2::new(3e-24, 0.0);
        let b = Vec2::new(0.0, 4e-24);
        assert_eq!((a - b).length(), 0.0);
        let d = distance(a, b);
        assert!((d - 5e-24).abs() <= 5e-24 * 1e-6, "{d}");
        assert_eq!(distance(a, a), 0.0);
    }

    #[test]
    fn distance_keeps_the_plain_root_overflow_and_nan() {
        let (a, b) = (Vec2::new(1.0, 2.0), Vec2::new(4.0, -2.0));
        assert_eq!(distance(a, b), a.distance(b));
        assert_eq!(distance(Vec2::ZERO, Vec2::splat(3e19)), f32::INFINITY);
        assert!(distance(Vec2::new(f32::NAN, 0.0), Vec2::ZERO).is_nan());
        assert!(distance(Vec2::new(f32::NAN, 1e-30), Vec2::ZERO).is_nan());
    }
}
