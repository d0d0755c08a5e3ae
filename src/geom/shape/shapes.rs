//! The shapes the queries take: plain `Copy` structs on `glam::Vec2`.
//!
//! Constructors do not validate; every query documents what it does with a
//! degenerate or non-finite shape (usually: `None`, never a panic).
//! [`TriMesh`](crate::geom::TriMesh) is the exception: it is validated once when built.

use glam::{Affine2, Vec2};

use crate::geom::tolerance::DEGENERATE_AREA_REL_EPS;

/// A half-line: the points `origin + t * dir` for `t >= 0`.
///
/// `dir` need not be unit length; every query reports `t` in units of `dir`.
/// A zero or non-finite `dir` is not a ray: queries return `None` for it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Ray {
    /// Where the ray starts (`t = 0`).
    pub origin: Vec2,
    /// Direction and speed of the parameter: `t = 1` is at `origin + dir`.
    pub dir: Vec2,
}

impl Ray {
    /// A ray from `origin` along `dir`.
    #[inline]
    #[must_use]
    pub const fn new(origin: Vec2, dir: Vec2) -> Self {
        Self { origin, dir }
    }

    /// The point at parameter `t`: `origin + t * dir`.
    #[inline]
    #[must_use]
    pub fn at(&self, t: f32) -> Vec2 {
        self.origin + t * self.dir
    }
}

/// The segment from `a` to `b`: the points `a + t * (b - a)` for `t` in `[0, 1]`.
/// `a == b` is allowed (a degenerate segment is a point).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Segment {
    /// Start (`t = 0`).
    pub a: Vec2,
    /// End (`t = 1`).
    pub b: Vec2,
}

impl Segment {
    /// The segment from `a` to `b`.
    #[inline]
    #[must_use]
    pub const fn new(a: Vec2, b: Vec2) -> Self {
        Self { a, b }
    }

    /// `b - a`.
    #[inline]
    #[must_use]
    pub fn dir(&self) -> Vec2 {
        self.b - self.a
    }

    /// The point at parameter `t`: `a + t * (b - a)`.
    #[inline]
    #[must_use]
    pub fn at(&self, t: f32) -> Vec2 {
        self.a + t * (self.b - self.a)
    }

    /// Length `|b - a|`.
    #[inline]
    #[must_use]
    pub fn length(&self) -> f32 {
        (self.b - self.a).length()
    }
}

/// An infinite line: the points `point + t * dir` for every real `t`.
/// A zero `dir` is degenerate: queries return `None` for it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Line {
    /// A point on the line (`t = 0`).
    pub point: Vec2,
    /// Direction (need not be unit length).
    pub dir: Vec2,
}

impl Line {
    /// The line through `point` along `dir`.
    #[inline]
    #[must_use]
    pub const fn new(point: Vec2, dir: Vec2) -> Self {
        Self { point, dir }
    }

    /// The line through `a` (at `t = 0`) and `b` (at `t = 1`).
    #[inline]
    #[must_use]
    pub fn through(a: Vec2, b: Vec2) -> Self {
        Self {
            point: a,
            dir: b - a,
        }
    }

    /// The point at parameter `t`: `point + t * dir`.
    #[inline]
    #[must_use]
    pub fn at(&self, t: f32) -> Vec2 {
        self.point + t * self.dir
    }
}

/// An infinite band: the points within `radius` of the line `axis`.
/// The 2D form of an infinite cylinder (docs/collision.md, "Ray vs band and
/// ray vs capsule").
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Band {
    /// The centre line.
    pub axis: Line,
    /// Half the band's width.
    pub radius: f32,
}

impl Band {
    /// The band of half-width `radius` around `axis`.
    #[inline]
    #[must_use]
    pub const fn new(axis: Line, radius: f32) -> Self {
        Self { axis, radius }
    }
}

/// An axis-aligned rectangle, `min <= max` component-wise (a solid: its inside counts).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Aabb {
    /// Lower-left corner (y up).
    pub min: Vec2,
    /// Upper-right corner.
    pub max: Vec2,
}

impl Aabb {
    /// The box spanned by two corners, given in any order.
    #[inline]
    #[must_use]
    pub fn new(a: Vec2, b: Vec2) -> Self {
        Self {
            min: a.min(b),
            max: a.max(b),
        }
    }

    /// The box with this centre and these (non-negative) half extents.
    #[inline]
    #[must_use]
    pub fn from_center_half_extents(center: Vec2, half_extents: Vec2) -> Self {
        let h = half_extents.abs();
        Self {
            min: center - h,
            max: center + h,
        }
    }

    /// Centre `(min + max) / 2`.
    #[inline]
    #[must_use]
    pub fn center(&self) -> Vec2 {
        (self.min + self.max) * 0.5
    }

    /// Half extents `(max - min) / 2`.
    #[inline]
    #[must_use]
    pub fn half_extents(&self) -> Vec2 {
        (self.max - self.min) * 0.5
    }

    /// True when `p` is inside or on the boundary.
    #[inline]
    #[must_use]
    pub fn contains_point(&self, p: Vec2) -> bool {
        p.cmpge(self.min).all() && p.cmple(self.max).all()
    }
}

/// A rotated rectangle: centre, two perpendicular unit axes `i` and `j`, half
/// extents along them. A point is `center + x * axes[0] + y * axes[1]` with
/// `|x| <= half_extents.x`, `|y| <= half_extents.y`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Obb {
    /// Centre.
    pub center: Vec2,
    /// Unit axes `i` (local x) and `j` (local y), perpendicular.
    pub axes: [Vec2; 2],
    /// Half extents along `axes[0]` and `axes[1]`.
    pub half_extents: Vec2,
}

impl Obb {
    /// The box rotated by `angle` radians counter-clockwise:
    /// `i = (cos a, sin a)`, `j = (-sin a, cos a)`.
    #[inline]
    #[must_use]
    pub fn from_angle(center: Vec2, half_extents: Vec2, angle: f32) -> Self {
        let i = Vec2::from_angle(angle);
        Self {
            center,
            axes: [i, i.perp()],
            half_extents: half_extents.abs(),
        }
    }

    /// An unrotated box.
    #[inline]
    #[must_use]
    pub fn from_aabb(aabb: &Aabb) -> Self {
        Self {
            center: aabb.center(),
            axes: [Vec2::X, Vec2::Y],
            half_extents: aabb.half_extents(),
        }
    }

    /// `p` in the box's frame: `((p - c)·i, (p - c)·j)`.
    #[inline]
    #[must_use]
    pub fn to_local(&self, p: Vec2) -> Vec2 {
        let d = p - self.center;
        Vec2::new(d.dot(self.axes[0]), d.dot(self.axes[1]))
    }

    /// A local vector back in world space: `v.x * i + v.y * j`.
    #[inline]
    #[must_use]
    pub fn vector_to_world(&self, v: Vec2) -> Vec2 {
        v.x * self.axes[0] + v.y * self.axes[1]
    }

    /// The four corners, counter-clockwise from `-i -j`.
    #[must_use]
    pub fn corners(&self) -> [Vec2; 4] {
        let [i, j] = self.axes;
        let (hx, hy) = (self.half_extents.x * i, self.half_extents.y * j);
        let c = self.center;
        [c - hx - hy, c + hx - hy, c + hx + hy, c - hx + hy]
    }

    /// The smallest axis-aligned box holding it: half extents
    /// `|i|·hx + |j|·hy`, the reach of the corners along each world axis.
    #[inline]
    #[must_use]
    pub fn aabb(&self) -> Aabb {
        let [i, j] = self.axes;
        let half = i.abs() * self.half_extents.x + j.abs() * self.half_extents.y;
        Aabb::from_center_half_extents(self.center, half.abs())
    }
}

/// A solid disk.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Disk {
    /// Centre.
    pub center: Vec2,
    /// Radius, `>= 0`.
    pub radius: f32,
}

impl Disk {
    /// The disk of this centre and radius.
    #[inline]
    #[must_use]
    pub const fn new(center: Vec2, radius: f32) -> Self {
        Self { center, radius }
    }

    /// The smallest axis-aligned box holding it.
    #[inline]
    #[must_use]
    pub fn aabb(&self) -> Aabb {
        Aabb::from_center_half_extents(self.center, Vec2::splat(self.radius.abs()))
    }
}

/// A capsule (stadium): the points within `radius` of `segment`.
/// A degenerate segment makes it a disk.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Capsule {
    /// The core segment.
    pub segment: Segment,
    /// Radius, `>= 0`.
    pub radius: f32,
}

impl Capsule {
    /// The capsule of radius `radius` around the segment `a`–`b`.
    #[inline]
    #[must_use]
    pub const fn new(a: Vec2, b: Vec2, radius: f32) -> Self {
        Self {
            segment: Segment { a, b },
            radius,
        }
    }
}

/// A triangle, either winding. The queries treat it as solid with its boundary.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Triangle {
    /// First vertex.
    pub a: Vec2,
    /// Second vertex.
    pub b: Vec2,
    /// Third vertex.
    pub c: Vec2,
}

impl Triangle {
    /// The triangle `a`, `b`, `c`.
    #[inline]
    #[must_use]
    pub const fn new(a: Vec2, b: Vec2, c: Vec2) -> Self {
        Self { a, b, c }
    }

    /// Twice the signed area: positive for counter-clockwise `a, b, c`.
    #[inline]
    #[must_use]
    pub fn doubled_signed_area(&self) -> f32 {
        (self.b - self.a).perp_dot(self.c - self.a)
    }

    /// True when the triangle has (almost) no area, relative to its size; see
    /// [`DEGENERATE_AREA_REL_EPS`].
    /// Also true for non-finite vertices.
    #[must_use]
    pub fn is_degenerate(&self) -> bool {
        let [a, b, c] = self.vertices();
        if !(a.is_finite() && b.is_finite() && c.is_finite()) {
            return true;
        }
        let longest_sq = (b - a)
            .length_squared()
            .max((c - b).length_squared())
            .max((a - c).length_squared());
        // Also true for three equal vertices (0 <= 0).
        self.doubled_signed_area().abs() <= DEGENERATE_AREA_REL_EPS * longest_sq
    }

    /// The vertices as an array `[a, b, c]`.
    #[inline]
    #[must_use]
    pub fn vertices(&self) -> [Vec2; 3] {
        [self.a, self.b, self.c]
    }

    /// The triangle with each vertex mapped by `m`.
    #[inline]
    #[must_use]
    pub fn transformed(&self, m: &Affine2) -> Self {
        Self {
            a: m.transform_point2(self.a),
            b: m.transform_point2(self.b),
            c: m.transform_point2(self.c),
        }
    }
}
