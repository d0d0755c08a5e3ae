//! Swept point (segment P→P') vs triangle and vs trimesh: the fix for
//! tunnelling through thin tips, where a shell steps over a star's point
//! between two frames (docs/collision.md, "Sweep"). The shell's path over one
//! step is taken into local space once (two points by `M⁻¹`) and tested against
//! the local triangles. The first contact is either `t = 0` (P already inside)
//! or the first crossing of a triangle edge.
//!
//! Each edge function is affine, so along the path it is linear in `t`:
//! `E(P + t (P' - P)) = E(P) + t (E(P') - E(P))`. Clipping `t ∈ [0, 1]` against the
//! three half-planes `E >= 0` (Cyrus–Beck) gives the part of the path inside the
//! triangle; its start is the contact. The same `E(P')` the point test uses decides
//! here, so a hit of the point test at `P'` is always a hit of the sweep.

use glam::{Affine2, BVec4A, Vec2, Vec4};

use crate::geom::closest::segment_param;
use crate::geom::shape::TriMesh;
use crate::geom::shape::{Aabb, Triangle};
use crate::geom::shape::{EdgeFn, LANES, TriangleQuad, first_smallest};
use crate::geom::tolerance::in_range;

/// The first contact of a swept point with a mesh.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SweepHit {
    /// Fraction of the step, in `[0, 1]`: the world contact point is
    /// `from + t * (to - from)` (the parameter is the same in both spaces).
    pub t: f32,
    /// The contact point in the mesh's local space.
    pub local_point: Vec2,
    /// Index into [`TriMesh::triangles`].
    pub triangle: usize,
}

/// The first `t` in `[0, 1]` where the segment `from→to` touches `triangle`
/// (boundary counts; `0` if `from` is inside). A zero-length segment is a point test.
/// `None` for a miss, a degenerate triangle, or non-finite input or coordinates beyond
/// [`MAX_COORD`](crate::geom::tolerance::MAX_COORD).
#[inline]
#[must_use]
pub fn sweep_segment_triangle(from: Vec2, to: Vec2, triangle: &Triangle) -> Option<f32> {
    let in_range = [from, to, triangle.a, triangle.b, triangle.c]
        .into_iter()
        .all(in_range);
    if !in_range || triangle.is_degenerate() {
        return None;
    }
    let Triangle { a, b, c } = *triangle;
    let (b, c) = if triangle.doubled_signed_area() > 0.0 {
        (b, c)
    } else {
        (c, b)
    };
    let edges = [EdgeFn::new(a, b), EdgeFn::new(b, c), EdgeFn::new(c, a)];
    clip_segment(&edges, from, to, 1.0)
}

/// The first `t` in `[0, t_max]` where `p0 + t (p1 - p0)` is inside the
/// counter-clockwise triangle with these edge functions. Inputs must be finite.
#[inline(always)]
fn clip_segment(edges: &[EdgeFn; 3], p0: Vec2, p1: Vec2, t_max: f32) -> Option<f32> {
    let v0 = edges.map(|e| e.at(p0));
    let v1 = edges.map(|e| e.at(p1));
    // Cheap rejection first (no division): both ends outside the same edge.
    if (0..3).any(|k| v0[k] < 0.0 && v1[k] < 0.0) {
        return None;
    }
    let mut t_lo = 0.0_f32;
    let mut t_hi = t_max;
    for k in 0..3 {
        if v0[k] < 0.0 {
            // Entering this half-plane where v0 + t (v1 - v0) = 0; in (0, 1].
            t_lo = t_lo.max(v0[k] / (v0[k] - v1[k]));
        } else if v1[k] < 0.0 {
            t_hi = t_hi.min(v0[k] / (v0[k] - v1[k]));
        }
    }
    (t_lo <= t_hi).then_some(t_lo)
}

/// The first contact of the path `from_world → to_world` with `mesh`, whose model
/// matrix has inverse `inv_model`.
///
/// Finds every hit [`point_in_trimesh`](crate::geom::contain::point_in_trimesh) finds
/// at `to_world`, and also paths that pass over the mesh between the two ends
/// (a thin tip). Early-out when the local segment misses the bounding circle.
/// `None` for no contact, or non-finite input or local coordinates beyond
/// [`MAX_COORD`](crate::geom::tolerance::MAX_COORD).
///
/// # Example
///
/// ```
/// use glam::{Affine2, Vec2};
/// use hitlab::geom::{TriMesh, Triangle, contain, sweep};
///
/// // A needle 0.1 wide at its base, standing still.
/// let needle = Triangle::new(Vec2::new(-0.05, 0.0), Vec2::new(0.05, 0.0), Vec2::new(0.0, 2.0));
/// let mesh = TriMesh::new(vec![needle])?;
/// let still = Affine2::IDENTITY;
/// // One step of a fast shell, from left of the needle to right of it.
/// let (from, to) = (Vec2::new(-0.25, 1.0), Vec2::new(0.25, 1.0));
/// // The point test sees the shell at either end only, and both are outside.
/// assert_eq!(contain::point_in_trimesh(from, &mesh, &still), None);
/// assert_eq!(contain::point_in_trimesh(to, &mesh, &still), None);
/// // The sweep sees the path: it enters the needle (0.05 wide at y = 1) at
/// // x = -0.025, which is 0.45 of the step.
/// let hit = sweep::sweep_segment_trimesh(from, to, &mesh, &still).expect("the path crosses it");
/// assert!((hit.t - 0.45).abs() < 1e-6);
/// assert_eq!(hit.triangle, 0);
/// # Ok::<(), hitlab::geom::MeshError>(())
/// ```
#[inline]
#[must_use]
pub fn sweep_segment_trimesh(
    from_world: Vec2,
    to_world: Vec2,
    mesh: &TriMesh,
    inv_model: &Affine2,
) -> Option<SweepHit> {
    // The path's two ends into local space once; t is the same in both spaces.
    let p0 = inv_model.transform_point2(from_world);
    let p1 = inv_model.transform_point2(to_world);
    if !(in_range(p0) && in_range(p1)) {
        return None;
    }
    let disk = mesh.bounding_disk();
    let d = p1 - p0;
    let nearest = p0 + segment_param(disk.center, p0, d) * d;
    if nearest.distance_squared(disk.center) > disk.radius * disk.radius {
        return None;
    }
    sweep_local_segment_near(p0, p1, mesh)
}

/// [`sweep_local_segment`] against the blocks of `mesh` near the local
/// segment `p0 → p1` (finite, in range): those its grid gives, or every
/// block of a mesh too small for one.
#[inline]
pub(crate) fn sweep_local_segment_near(p0: Vec2, p1: Vec2, mesh: &TriMesh) -> Option<SweepHit> {
    match mesh.grid_blocks(&Aabb::new(p0, p1)) {
        Some(bits) => sweep_local_segment(p0, p1, mesh.blocks_of(bits)),
        None => sweep_local_segment(p0, p1, mesh.quads.iter().enumerate()),
    }
}

/// The first contact of the local segment `p0 → p1` (finite, in range) with
/// the triangles of `blocks` (ascending, each with its index): the blocks a
/// caller has found near the segment, or more.
#[inline]
pub(crate) fn sweep_local_segment<'a>(
    p0: Vec2,
    p1: Vec2,
    blocks: impl Iterator<Item = (usize, &'a TriangleQuad)>,
) -> Option<SweepHit> {
    // The path's box, to skip triangles whose boxes it misses (cheaper than a clip).
    let path_box = Aabb::new(p0, p1);
    let d = p1 - p0;
    let mut best: Option<SweepHit> = None;
    for (block, quad) in blocks {
        let near = quad.boxes_touch(&path_box);
        if !near.any() {
            continue;
        }
        // Only a strictly earlier contact can replace the best one so far, and a
        // block's lanes come after every earlier block's triangles.
        let t_max = best.map_or(1.0, |hit| hit.t);
        let (t, hits) = clip_segment_quad(quad, p0, p1, t_max);
        if let Some((t, lane)) = first_smallest(t, hits & near)
            && best.is_none_or(|hit| t < hit.t)
        {
            best = Some(SweepHit {
                t,
                local_point: p0 + t * d,
                triangle: block * LANES + lane,
            });
            if t == 0.0 {
                break;
            }
        }
    }
    best
}

/// [`clip_segment`] for the four triangles of `quad` at once: each lane's first
/// contact `t`, and the lanes that have one.
#[inline(always)]
fn clip_segment_quad(quad: &TriangleQuad, p0: Vec2, p1: Vec2, t_max: f32) -> (Vec4, BVec4A) {
    let zero = Vec4::ZERO;
    let mut missed = BVec4A::FALSE;
    let mut t_lo = zero;
    let mut t_hi = Vec4::splat(t_max);
    for k in 0..3 {
        let (v0, v1) = (quad.edge_at(k, p0), quad.edge_at(k, p1));
        let (out0, out1) = (v0.cmplt(zero), v1.cmplt(zero));
        // Both ends outside this edge. The division below is then meaningless
        // (maybe 0/0) but only ever lands in lanes this mask discards.
        missed |= out0 & out1;
        let t = v0 / (v0 - v1);
        t_lo = Vec4::select(out0, t_lo.max(t), t_lo);
        t_hi = Vec4::select(!out0 & out1, t_hi.min(t), t_hi);
    }
    (t_lo, !missed & t_lo.cmple(t_hi))
}
