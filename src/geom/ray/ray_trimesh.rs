//! Ray vs triangle mesh (the shooter's aim line): the ray is taken into local
//! space with `M⁻¹` (origin and direction, once), clipped against each local
//! triangle's edge functions (Cyrus–Beck, as in the sweep), and the first contact is
//! reported in world space. Ray parameters are unchanged by an affine map, so `t` is
//! the same in both spaces and the world point is `ray.at(t)`; the edge normal goes
//! back with the inverse transpose `(M⁻¹)ᵀ`.

use glam::{Affine2, BVec4A, Vec2, Vec4};

use super::ray_hit::RayHit;
use crate::geom::shape::TriMesh;
use crate::geom::shape::{Aabb, Ray};
use crate::geom::shape::{EdgeFn, LANES, TriangleQuad, first_smallest};
use crate::geom::tolerance::{in_range, is_usable_dir};

/// The first point of the solid mesh along `ray`, with the triangle it lies in.
///
/// Point and normal are in world space; the normal is the unit outward normal of
/// the triangle edge crossed. A ray starting inside the mesh hits at `t = 0` with
/// normal `-dir` normalised (it is already in contact, as parry's solid cast
/// reports). `None` for a miss, a zero or non-finite direction, non-finite
/// matrices, or a local origin or direction beyond
/// [`MAX_COORD`](crate::geom::tolerance::MAX_COORD). `model` and `inv_model` must be
/// inverses of each other (the game computes `inv_model` once per step).
#[inline]
#[must_use]
pub fn ray_trimesh(
    ray: &Ray,
    mesh: &TriMesh,
    model: &Affine2,
    inv_model: &Affine2,
) -> Option<(RayHit, usize)> {
    if !is_usable_dir(ray.dir) || !ray.origin.is_finite() || !model.is_finite() {
        return None;
    }
    let o = inv_model.transform_point2(ray.origin);
    let d = inv_model.transform_vector2(ray.dir);
    if !(in_range(o) && in_range(d) && is_usable_dir(d)) {
        return None;
    }
    // Bounding-circle early-out: origin outside and moving away, or the line misses.
    let disk = mesh.bounding_disk();
    let m = o - disk.center;
    let (b, c) = (m.dot(d), m.length_squared() - disk.radius * disk.radius);
    let cross = m.perp_dot(d);
    if (c > 0.0 && b > 0.0) || cross * cross > disk.radius * disk.radius * d.length_squared() {
        return None;
    }

    // Every contact lies where the ray crosses the bounding circle; that piece's box
    // skips triangles the ray cannot reach (cheaper than clipping them).
    let a = d.length_squared();
    let sq = (disk.radius * disk.radius * a - cross * cross)
        .max(0.0)
        .sqrt();
    let (t_near, t_far) = (((-b - sq) / a).max(0.0), (-b + sq) / a);
    let (p_near, p_far) = (o + t_near * d, o + t_far * d);
    let reach = Aabb {
        min: p_near.min(p_far),
        max: p_near.max(p_far),
    };
    let mut best: Option<(f32, usize)> = None;
    for (block, quad) in mesh.quads.iter().enumerate() {
        let near = quad.boxes_touch(&reach);
        if !near.any() {
            continue;
        }
        let t_max = best.map_or(f32::INFINITY, |(t, _)| t);
        let (t, hits) = clip_ray_quad(quad, o, d, t_max);
        if let Some((t, lane)) = first_smallest(t, hits & near)
            && best.is_none_or(|(best_t, _)| t < best_t)
        {
            best = Some((t, block * LANES + lane));
            if t == 0.0 {
                break;
            }
        }
    }
    let (t, triangle) = best?;
    // The edge crossed there, from the one triangle (the same arithmetic as the
    // lanes, so the same answer).
    let edge = clip_ray(&mesh.edges[triangle], o, d, t).and_then(|(_, edge)| edge);
    let normal = match edge {
        // Normals map with the inverse transpose (M⁻¹)ᵀ; the edge function's
        // normal points inward, so negate it.
        Some(k) => {
            (inv_model.matrix2.transpose() * -mesh.edges[triangle][k].normal).normalize_or_zero()
        }
        None => -ray.dir.normalize_or_zero(),
    };
    Some((
        RayHit {
            t,
            point: ray.at(t),
            normal,
        },
        triangle,
    ))
}

/// [`clip_ray`] for the four triangles of `quad` at once: each lane's first
/// contact `t`, and the lanes that have one.
#[inline(always)]
fn clip_ray_quad(quad: &TriangleQuad, o: Vec2, d: Vec2, t_max: f32) -> (Vec4, BVec4A) {
    let zero = Vec4::ZERO;
    let mut missed = BVec4A::FALSE;
    let mut t_lo = zero;
    let mut t_hi = Vec4::splat(t_max);
    for k in 0..3 {
        let v0 = quad.edge_at(k, o);
        let rate = quad.edge_rate(k, d);
        let outside = v0.cmplt(zero);
        // Outside this edge and not moving towards it. The divisions below may
        // then be meaningless (v/0) but only land in lanes this mask discards.
        missed |= outside & rate.cmple(zero);
        let t_enter = -v0 / rate;
        t_lo = Vec4::select(outside & t_enter.cmpgt(t_lo), t_enter, t_lo);
        let leaving = !outside & rate.cmplt(zero);
        t_hi = Vec4::select(leaving, t_hi.min(v0 / -rate), t_hi);
    }
    (t_lo, !missed & t_lo.cmple(t_hi))
}

/// The first `t` in `[0, t_max]` where `o + t d` is inside the counter-clockwise
/// triangle, with the edge entered there (`None` when `o` is already inside).
#[inline(always)]
fn clip_ray(edges: &[EdgeFn; 3], o: Vec2, d: Vec2, t_max: f32) -> Option<(f32, Option<usize>)> {
    let mut t_lo = 0.0_f32;
    let mut entered = None;
    let mut t_hi = t_max;
    for (k, edge) in edges.iter().enumerate() {
        let v0 = edge.at(o);
        // The rate of change of the edge function along the ray.
        let rate = edge.normal.dot(d);
        if v0 < 0.0 {
            if rate <= 0.0 {
                return None;
            }
            let t = -v0 / rate;
            if t > t_lo {
                t_lo = t;
                entered = Some(k);
            }
        } else if rate < 0.0 {
            t_hi = t_hi.min(v0 / -rate);
        }
    }
    (t_lo <= t_hi).then_some((t_lo, entered))
}
