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
        let distance = on_a.distance(on_b);
        distance.is_finite().then_some(Self {
            on_a,
            on_b,
            s,
            t,
            distance,
        })
    }
}
