//! A mesh's edge functions: one edge at a time ([`EdgeFn`]), and four triangles
//! side by side, one per SIMD lane ([`TriangleQuad`]).
//!
//! The mesh queries evaluate the same three edge functions on every triangle.
//! Stored as structure-of-arrays in glam's `Vec4` (SSE2 on x86-64, NEON on
//! AArch64, plain floats elsewhere), one multiply evaluates an edge of four
//! triangles, and a hit or miss of all four is one bitmask: no branch per
//! triangle for the CPU to guess wrong.
//!
//! The arithmetic is the scalar [`EdgeFn::at`] done lane by lane, in the same
//! order (`nx·x + ny·y + offset`, no fused multiply-add), so every lane gives
//! bit-for-bit the value the scalar edge function gives. Both live here so that
//! promise can be checked in one file, and so the mesh that stores them
//! ([`TriMesh`](crate::geom::TriMesh)) depends on this file and not the other way round.

use glam::{BVec4A, Vec2, Vec4};

use super::shapes::Aabb;

/// One edge function `E(p) = normal·p + offset`, positive on the inner side of a
/// counter-clockwise triangle's edge. Equal to `(b - a) ⨯ (p - a)`, precomputed
/// so a test costs two multiplies and two adds.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct EdgeFn {
    /// `(b - a).perp()`: the inward normal, scaled by the edge length.
    pub(crate) normal: Vec2,
    /// `-normal·a`.
    pub(crate) offset: f32,
}

impl EdgeFn {
    /// The edge function of the directed edge `a→b`.
    pub(crate) fn new(a: Vec2, b: Vec2) -> Self {
        let normal = (b - a).perp();
        Self {
            normal,
            offset: -normal.dot(a),
        }
    }

    /// The edge function at `p`.
    #[inline(always)]
    pub(crate) fn at(&self, p: Vec2) -> f32 {
        self.normal.dot(p) + self.offset
    }
}

/// Lanes per block.
pub(crate) const LANES: usize = 4;

/// Up to four triangles: for each of their three edges the edge function's normal
/// and offset, and each triangle's bounding box.
///
/// An unused lane holds the edge function `-1` (negative everywhere, so nothing is
/// inside it and no path enters it) and an empty box (`min = +inf`, `max = -inf`).
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct TriangleQuad {
    normal_x: [Vec4; 3],
    normal_y: [Vec4; 3],
    offset: [Vec4; 3],
    box_min_x: Vec4,
    box_min_y: Vec4,
    box_max_x: Vec4,
    box_max_y: Vec4,
}

impl TriangleQuad {
    /// The block of up to [`LANES`] triangles, given by their edge functions and
    /// boxes (equal lengths).
    pub(crate) fn new(edges: &[[EdgeFn; 3]], boxes: &[Aabb]) -> Self {
        debug_assert!(edges.len() <= LANES && edges.len() == boxes.len());
        let unused_edge = EdgeFn {
            normal: Vec2::ZERO,
            offset: -1.0,
        };
        let edge = |lane: usize, k: usize| edges.get(lane).map_or(unused_edge, |e| e[k]);
        let empty = Aabb {
            min: Vec2::INFINITY,
            max: Vec2::NEG_INFINITY,
        };
        let bounds = |lane: usize| boxes.get(lane).copied().unwrap_or(empty);
        let lanes = |f: &dyn Fn(usize) -> f32| Vec4::new(f(0), f(1), f(2), f(3));
        Self {
            normal_x: [0, 1, 2].map(|k| lanes(&|lane| edge(lane, k).normal.x)),
            normal_y: [0, 1, 2].map(|k| lanes(&|lane| edge(lane, k).normal.y)),
            offset: [0, 1, 2].map(|k| lanes(&|lane| edge(lane, k).offset)),
            box_min_x: lanes(&|lane| bounds(lane).min.x),
            box_min_y: lanes(&|lane| bounds(lane).min.y),
            box_max_x: lanes(&|lane| bounds(lane).max.x),
            box_max_y: lanes(&|lane| bounds(lane).max.y),
        }
    }

    /// Edge function `k` of all four triangles at `p`.
    #[inline(always)]
    pub(crate) fn edge_at(&self, k: usize, p: Vec2) -> Vec4 {
        self.normal_x[k] * Vec4::splat(p.x) + self.normal_y[k] * Vec4::splat(p.y) + self.offset[k]
    }

    /// How fast edge function `k` changes along `d` (`normal·d`), for all four.
    #[inline(always)]
    pub(crate) fn edge_rate(&self, k: usize, d: Vec2) -> Vec4 {
        self.normal_x[k] * Vec4::splat(d.x) + self.normal_y[k] * Vec4::splat(d.y)
    }

    /// The lanes whose (counter-clockwise) triangle contains `p`, boundary
    /// included: no edge function is negative.
    #[inline(always)]
    pub(crate) fn contains(&self, p: Vec2) -> BVec4A {
        let zero = Vec4::ZERO;
        self.edge_at(0, p).cmpge(zero)
            & self.edge_at(1, p).cmpge(zero)
            & self.edge_at(2, p).cmpge(zero)
    }

    /// The lanes whose triangle's box overlaps or touches `area`.
    #[inline(always)]
    pub(crate) fn boxes_touch(&self, area: &Aabb) -> BVec4A {
        self.box_min_x.cmple(Vec4::splat(area.max.x))
            & self.box_min_y.cmple(Vec4::splat(area.max.y))
            & Vec4::splat(area.min.x).cmple(self.box_max_x)
            & Vec4::splat(area.min.y).cmple(self.box_max_y)
    }
}

/// The smallest of `t` over the lanes in `mask`, and the first lane holding it.
/// `None` when `mask` is empty.
#[inline(always)]
pub(crate) fn first_smallest(t: Vec4, mask: BVec4A) -> Option<(f32, usize)> {
    if !mask.any() {
        return None;
    }
    let smallest = Vec4::select(mask, t, Vec4::INFINITY).min_element();
    let lanes = t.cmpeq(Vec4::splat(smallest)) & mask;
    Some((smallest, lanes.bitmask().trailing_zeros() as usize))
}
