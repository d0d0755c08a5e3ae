//! Queries on a small integer grid against exact integer arithmetic.
//!
//! Random floats almost never land on the cases where geometry code goes wrong:
//! a point exactly on an edge, three corners on one line, two equal corners,
//! parallel or overlapping segments, a disk whose centre sits on a segment's line.
//! On a grid of integers from -4 to 4 those cases come up all the time, and every
//! number involved (coordinates, cross and dot products, squared lengths) is a
//! small integer that both `f32` and `i64` hold exactly, so the oracle here can
//! decide with no tolerance at all.
//!
//! Where the answer is a distance (or a touch decided by one) the exact value is a
//! ratio of integers, which `f32` rounds; those compare with a tolerance, and an
//! exact tangency (distance equal to the radius) is left out, since rounding may
//! put it on either side.

use glam::{Affine2, Vec2};
use hitlab::geom::{
    Aabb, Capsule, Disk, Line, Obb, Ray, Segment, TriMesh, Triangle, closest, contain, overlap,
    ray::{self, LineIntersection, RayInterval},
    sweep,
};
use proptest::prelude::*;

type P = (i64, i64);

fn grid() -> impl Strategy<Value = P> {
    (-4i64..=4, -4i64..=4)
}

fn v((x, y): P) -> Vec2 {
    Vec2::new(x as f32, y as f32)
}

fn sub(a: P, b: P) -> P {
    (a.0 - b.0, a.1 - b.1)
}

fn cross(a: P, b: P) -> i64 {
    a.0 * b.1 - a.1 * b.0
}

fn dot(a: P, b: P) -> i64 {
    a.0 * b.0 + a.1 * b.1
}

/// A squared distance as an exact fraction `num / den` (`den > 0`).
#[derive(Clone, Copy, Debug)]
struct Ratio {
    num: i64,
    den: i64,
}

impl Ratio {
    fn whole(n: i64) -> Self {
        Self { num: n, den: 1 }
    }
    fn less(self, other: Self) -> bool {
        self.num * other.den < other.num * self.den
    }
    fn cmp_int(self, n: i64) -> std::cmp::Ordering {
        self.num.cmp(&(n * self.den))
    }
    fn min(self, other: Self) -> Self {
        if other.less(self) { other } else { self }
    }
    fn sqrt(self) -> f64 {
        (self.num as f64 / self.den as f64).sqrt()
    }
}

/// Exact squared distance from `p` to the segment `a`–`b` (a point if `a == b`).
fn segment_dist_sq(p: P, a: P, b: P) -> Ratio {
    let (d, w) = (sub(b, a), sub(p, a));
    let len_sq = dot(d, d);
    let along = dot(w, d);
    if len_sq == 0 || along <= 0 {
        Ratio::whole(dot(w, w))
    } else if along >= len_sq {
        let u = sub(p, b);
        Ratio::whole(dot(u, u))
    } else {
        let c = cross(d, w);
        Ratio {
            num: c * c,
            den: len_sq,
        }
    }
}

/// Whether two segments cross or touch, exactly (orientation tests).
fn segments_meet(a0: P, a1: P, b0: P, b1: P) -> bool {
    let side = |p: P, q: P, r: P| cross(sub(q, p), sub(r, p)).signum();
    let on = |p: P, q: P, r: P| {
        side(p, q, r) == 0
            && r.0 >= p.0.min(q.0)
            && r.0 <= p.0.max(q.0)
            && r.1 >= p.1.min(q.1)
            && r.1 <= p.1.max(q.1)
    };
    let (s1, s2) = (side(a0, a1, b0), side(a0, a1, b1));
    let (s3, s4) = (side(b0, b1, a0), side(b0, b1, a1));
    (s1 * s2 < 0 && s3 * s4 < 0)
        || on(a0, a1, b0)
        || on(a0, a1, b1)
        || on(b0, b1, a0)
        || on(b0, b1, a1)
}

/// Exact squared distance between two segments: zero if they meet, else the
/// least end-point-to-segment distance.
fn segments_dist_sq(a0: P, a1: P, b0: P, b1: P) -> Ratio {
    if segments_meet(a0, a1, b0, b1) {
        return Ratio::whole(0);
    }
    segment_dist_sq(a0, b0, b1)
        .min(segment_dist_sq(a1, b0, b1))
        .min(segment_dist_sq(b0, a0, a1))
        .min(segment_dist_sq(b1, a0, a1))
}

/// Exact: inside or on the boundary of a triangle with nonzero area.
fn in_triangle(p: P, a: P, b: P, c: P) -> bool {
    let area2 = cross(sub(b, a), sub(c, a));
    let e = [
        cross(sub(b, a), sub(p, a)),
        cross(sub(c, b), sub(p, b)),
        cross(sub(a, c), sub(p, c)),
    ];
    area2 != 0 && e.iter().all(|&x| x * area2.signum() >= 0)
}

/// The slab interval of `o + t d` in `[lo, hi]` on one axis. Each end is a ratio
/// of integers up to 8 in size; `f64` division rounds each correctly, so equal
/// ratios give equal `f64`s and different ones keep their order: comparing them
/// is exact.
fn slab(o: i64, d: i64, lo: i64, hi: i64) -> (f64, f64) {
    if d == 0 {
        return if lo <= o && o <= hi {
            (f64::NEG_INFINITY, f64::INFINITY)
        } else {
            (f64::INFINITY, f64::NEG_INFINITY)
        };
    }
    let (t_lo, t_hi) = ((lo - o) as f64 / d as f64, (hi - o) as f64 / d as f64);
    (t_lo.min(t_hi), t_lo.max(t_hi))
}

fn nonzero_dir() -> impl Strategy<Value = P> {
    grid().prop_filter("a ray needs a direction", |&d| d != (0, 0))
}

/// Exact Cyrus–Beck clip of the path `from→to` against a triangle with nonzero
/// area: the part `[t_lo, t_hi]` of `[0, 1]` inside it (boundary included), or
/// `None`. Edge functions are integers; each clip parameter is a ratio of
/// integers up to 256, so `f64` orders them exactly (see `slab`).
fn clip_exact(from: P, to: P, a: P, b: P, c: P) -> Option<(f64, f64)> {
    let (b, c) = if cross(sub(b, a), sub(c, a)) > 0 {
        (b, c)
    } else {
        (c, b)
    };
    let (mut t_lo, mut t_hi) = (0.0f64, 1.0f64);
    for (q0, q1) in [(a, b), (b, c), (c, a)] {
        let (e0, e1) = (
            cross(sub(q1, q0), sub(from, q0)),
            cross(sub(q1, q0), sub(to, q0)),
        );
        if e0 < 0 && e1 < 0 {
            return None;
        }
        if e0 < 0 {
            t_lo = t_lo.max(e0 as f64 / (e0 - e1) as f64);
        } else if e1 < 0 {
            t_hi = t_hi.min(e0 as f64 / (e0 - e1) as f64);
        }
    }
    (t_lo <= t_hi).then_some((t_lo, t_hi))
}

/// Exact squared distance from `p` to the ray `o + t d`, `t >= 0`.
fn ray_point_dist_sq(o: P, d: P, p: P) -> Ratio {
    let w = sub(p, o);
    if dot(w, d) <= 0 {
        Ratio::whole(dot(w, w))
    } else {
        let c = cross(d, w);
        Ratio {
            num: c * c,
            den: dot(d, d),
        }
    }
}

/// Exact squared distance between the ray `o + t d` (`t >= 0`) and the segment
/// `a`–`b`: zero if they meet, else the least end-point distance.
fn ray_segment_dist_sq(o: P, d: P, a: P, b: P) -> Ratio {
    let (s1, s2) = (cross(d, sub(a, o)), cross(d, sub(b, o)));
    let meets = if s1 == 0 && s2 == 0 {
        dot(sub(a, o), d).max(dot(sub(b, o), d)) >= 0
    } else if s1 * s2 > 0 {
        false
    } else {
        // The crossing is at a + (b - a) s1 / (s1 - s2); its ray parameter times
        // |d|² (s1 - s2) is `num`.
        let num = dot(sub(a, o), d) * (s1 - s2) + dot(sub(b, a), d) * s1;
        num * (s1 - s2).signum() >= 0
    };
    if meets {
        return Ratio::whole(0);
    }
    segment_dist_sq(o, a, b)
        .min(ray_point_dist_sq(o, d, a))
        .min(ray_point_dist_sq(o, d, b))
}

fn tolerance(exact: f64) -> f32 {
    (1e-5 * (1.0 + exact)) as f32
}

proptest! {
    #![proptest_config(crate::common::cheap_cases_config())]

    /// Boundary counts; a zero-area triangle contains nothing.
    #[test]
    fn point_in_triangle_is_exact(p in grid(), a in grid(), b in grid(), c in grid()) {
        let ours = contain::point_in_triangle(v(p), &Triangle::new(v(a), v(b), v(c)));
        prop_assert_eq!(ours, in_triangle(p, a, b, c));
    }

    /// A zero-area triangle is its edges; touching counts.
    #[test]
    fn disk_triangle_is_exact(p in grid(), r in 0i64..=3, a in grid(), b in grid(), c in grid()) {
        let dist_sq = if in_triangle(p, a, b, c) {
            Ratio::whole(0)
        } else {
            segment_dist_sq(p, a, b).min(segment_dist_sq(p, b, c)).min(segment_dist_sq(p, c, a))
        };
        prop_assume!(dist_sq.cmp_int(r * r) != std::cmp::Ordering::Equal);
        let ours = overlap::disk_triangle(&Disk::new(v(p), r as f32), &Triangle::new(v(a), v(b), v(c)));
        prop_assert_eq!(ours, dist_sq.cmp_int(r * r).is_lt());
    }

    /// The nearest point of a box to an integer centre is an integer point, so
    /// even tangency is exact here.
    #[test]
    fn disk_aabb_and_disk_obb_are_exact(p in grid(), r in 0i64..=3, a in grid(), b in grid()) {
        let (lo, hi) = ((a.0.min(b.0), a.1.min(b.1)), (a.0.max(b.0), a.1.max(b.1)));
        let nearest = (p.0.clamp(lo.0, hi.0), p.1.clamp(lo.1, hi.1));
        let d = sub(p, nearest);
        let (disk, rect) = (Disk::new(v(p), r as f32), Aabb::new(v(lo), v(hi)));
        prop_assert_eq!(overlap::disk_aabb(&disk, &rect), dot(d, d) <= r * r);
        prop_assert_eq!(overlap::disk_obb(&disk, &Obb::from_aabb(&rect)), dot(d, d) <= r * r);
    }

    /// Shared edges and corners count as overlap (Sokoban relies on this). The
    /// same boxes as rotated rects at angle 0 (exact: cos 0 = 1, sin 0 = 0) go
    /// through the separating-axis test and must agree.
    #[test]
    fn aabb_aabb_and_obb_obb_are_exact(a in grid(), b in grid(), c in grid(), d in grid()) {
        let corners = |p: P, q: P| ((p.0.min(q.0), p.1.min(q.1)), (p.0.max(q.0), p.1.max(q.1)));
        let ((lo1, hi1), (lo2, hi2)) = (corners(a, b), corners(c, d));
        let exact = lo1.0 <= hi2.0 && lo2.0 <= hi1.0 && lo1.1 <= hi2.1 && lo2.1 <= hi1.1;
        let (box1, box2) = (Aabb::new(v(lo1), v(hi1)), Aabb::new(v(lo2), v(hi2)));
        prop_assert_eq!(overlap::aabb_aabb(&box1, &box2), exact);
        prop_assert_eq!(overlap::obb_obb(&Obb::from_aabb(&box1), &Obb::from_aabb(&box2)), exact);
    }

    /// Including zero-length segments.
    #[test]
    fn point_segment_distance_is_exact(p in grid(), a in grid(), b in grid()) {
        let exact = segment_dist_sq(p, a, b).sqrt();
        let ours = closest::point_segment(v(p), &Segment::new(v(a), v(b))).unwrap();
        prop_assert!((ours.distance - exact as f32).abs() <= tolerance(exact), "{} vs {exact}", ours.distance);
    }

    /// Crossing, touching, collinear overlapping, parallel and zero-length pairs.
    #[test]
    fn segment_segment_distance_is_exact(a0 in grid(), a1 in grid(), b0 in grid(), b1 in grid()) {
        let exact = segments_dist_sq(a0, a1, b0, b1).sqrt();
        let ours = closest::segment_segment(&Segment::new(v(a0), v(a1)), &Segment::new(v(b0), v(b1))).unwrap();
        prop_assert!((ours.distance - exact as f32).abs() <= tolerance(exact), "{} vs {exact}", ours.distance);
        prop_assert!((ours.on_a.distance(ours.on_b) - ours.distance).abs() <= 1e-5);
    }

    /// Touching capsules count; exact tangency is left out (see the module doc).
    #[test]
    fn capsule_capsule_is_exact(a0 in grid(), a1 in grid(), r1 in 0i64..=2, b0 in grid(), b1 in grid(), r2 in 0i64..=2) {
        let dist_sq = segments_dist_sq(a0, a1, b0, b1);
        let reach = r1 + r2;
        prop_assume!(dist_sq.cmp_int(reach * reach) != std::cmp::Ordering::Equal);
        let ours = overlap::capsule_capsule(&Capsule::new(v(a0), v(a1), r1 as f32), &Capsule::new(v(b0), v(b1), r2 as f32));
        prop_assert_eq!(ours, dist_sq.cmp_int(reach * reach).is_lt());
    }

    /// Parallel, coincident and crossing lines are told apart exactly; a crossing's
    /// parameters are the exact ratios.
    #[test]
    fn line_line_cases_are_exact(a0 in grid(), a1 in grid(), b0 in grid(), b1 in grid()) {
        prop_assume!(a0 != a1 && b0 != b1);
        let (da, db, w) = (sub(a1, a0), sub(b1, b0), sub(b0, a0));
        let ours = ray::line_line(&Line::through(v(a0), v(a1)), &Line::through(v(b0), v(b1)));
        let denom = cross(da, db);
        match ours {
            Some(LineIntersection::Point { s, t, point }) => {
                prop_assert!(denom != 0, "parallel lines reported crossing");
                let (s_exact, t_exact) = (cross(w, db) as f64 / denom as f64, cross(w, da) as f64 / denom as f64);
                prop_assert!((s as f64 - s_exact).abs() <= 1e-5 * (1.0 + s_exact.abs()));
                prop_assert!((t as f64 - t_exact).abs() <= 1e-5 * (1.0 + t_exact.abs()));
                prop_assert!(point.distance(v(a0) + s * v(da)) <= 1e-4);
            }
            Some(LineIntersection::Parallel) => {
                prop_assert!(denom == 0 && cross(da, w) != 0, "denom {denom}");
            }
            Some(LineIntersection::Coincident { .. }) => {
                prop_assert!(denom == 0 && cross(da, w) == 0, "denom {denom}");
            }
            None => prop_assert!(false, "no answer for finite lines"),
        }
    }

    /// Rays along a side, through a corner, from a side or a corner, axis-parallel
    /// and diagonal. A ray that only grazes a corner (entry equal to exit) is left
    /// out: `f32` rounds the two ratios separately.
    #[test]
    fn ray_aabb_is_exact(o in grid(), d in nonzero_dir(), a in grid(), b in grid()) {
        let (lo, hi) = ((a.0.min(b.0), a.1.min(b.1)), (a.0.max(b.0), a.1.max(b.1)));
        let (in_x, out_x) = slab(o.0, d.0, lo.0, hi.0);
        let (in_y, out_y) = slab(o.1, d.1, lo.1, hi.1);
        let (entry, exit) = (in_x.max(in_y), out_x.min(out_y));
        prop_assume!(entry != exit);
        let hit = entry <= exit && exit >= 0.0;
        let strictly_inside = lo.0 < o.0 && o.0 < hi.0 && lo.1 < o.1 && o.1 < hi.1;
        let ours = ray::ray_aabb(&Ray::new(v(o), v(d)), &Aabb::new(v(lo), v(hi)));
        prop_assert_eq!(ours.is_some(), hit, "{:?}", ours);
        // The same box as a rotated rect at angle 0 (cos 0 and sin 0 are exact, and
        // so are the half-integer centre and the local origin).
        let obb = Obb::from_angle((v(lo) + v(hi)) / 2.0, (v(hi) - v(lo)) / 2.0, 0.0);
        let rotated = ray::ray_obb(&Ray::new(v(o), v(d)), &obb);
        prop_assert_eq!(rotated.map(|i| i.starts_inside()), ours.map(|i| i.starts_inside()));
        if let Some(interval) = ours {
            prop_assert_eq!(matches!(interval, RayInterval::FromInside { .. }), strictly_inside);
            prop_assert!((interval.exit().t as f64 - exit).abs() <= 1e-5 * (1.0 + exit));
            if let Some(e) = interval.entry() {
                prop_assert!((e.t as f64 - entry.max(0.0)).abs() <= 1e-5 * (1.0 + entry.abs()));
            }
        }
    }

    /// `|o + t d - c|² = r²` has integer coefficients here, so tangency and an
    /// origin on the circle are decided exactly too: a hit iff the discriminant
    /// `b² - a c` is not negative and the larger root is not behind (`b <= 0` or
    /// `c <= 0`, with `b = d·(o - c)` and `c = |o - c|² - r²`).
    #[test]
    fn ray_disk_is_exact(o in grid(), d in nonzero_dir(), center in grid(), r in 0i64..=3) {
        let m = sub(o, center);
        let (qa, qb, qc) = (dot(d, d), dot(d, m), dot(m, m) - r * r);
        let hit = qb * qb - qa * qc >= 0 && (qb <= 0 || qc <= 0);
        let ours = ray::ray_disk(&Ray::new(v(o), v(d)), &Disk::new(v(center), r as f32));
        prop_assert_eq!(ours.is_some(), hit, "{:?}", ours);
        if let Some(interval) = ours {
            prop_assert_eq!(matches!(interval, RayInterval::FromInside { .. }), qc < 0);
        }
    }

    /// The shell's path against one triangle: paths through a corner, along an
    /// edge, starting or ending on the boundary, of zero length. A path that only
    /// touches a corner (clip interval of one point) is left out: `f32` rounds the
    /// two ratios separately.
    #[test]
    fn sweep_segment_triangle_is_exact(from in grid(), to in grid(), a in grid(), b in grid(), c in grid()) {
        let ours = sweep::sweep_segment_triangle(v(from), v(to), &Triangle::new(v(a), v(b), v(c)));
        if cross(sub(b, a), sub(c, a)) == 0 {
            // Documented: a zero-area triangle is never hit.
            prop_assert_eq!(ours, None);
            return Ok(());
        }
        let exact = clip_exact(from, to, a, b, c);
        prop_assume!(exact.is_none_or(|(lo, hi)| lo != hi));
        prop_assert_eq!(ours.is_some(), exact.is_some(), "{:?} vs {:?}", ours, exact);
        if let (Some(t), Some((lo, _))) = (ours, exact) {
            prop_assert!((t as f64 - lo).abs() <= 1e-6, "{t} vs {lo}");
        }
    }

    /// The sweep's promise on the grid, grazes included: whatever the point test
    /// finds at the path's end, the sweep finds too, no later than the end; and it
    /// reports the exact first contact over all triangles.
    #[test]
    fn sweep_finds_every_end_point_hit_on_a_grid_mesh(
        corners in prop::collection::vec((grid(), grid(), grid()), 1..5),
        from in grid(), to in grid(),
    ) {
        let triangles: Vec<Triangle> = corners.iter().map(|&(a, b, c)| Triangle::new(v(a), v(b), v(c))).collect();
        let Ok(mesh) = TriMesh::new(triangles) else {
            // Every triangle flat: the mesh is refused, nothing to sweep.
            prop_assert!(corners.iter().all(|&(a, b, c)| cross(sub(b, a), sub(c, a)) == 0));
            return Ok(());
        };
        let sweep = sweep::sweep_segment_trimesh(v(from), v(to), &mesh, &Affine2::IDENTITY);
        if contain::point_in_trimesh(v(to), &mesh, &Affine2::IDENTITY).is_some() {
            prop_assert!(sweep.is_some_and(|hit| hit.t <= 1.0), "point hit at the end, sweep {:?}", sweep);
        }
        let exact = corners
            .iter()
            .filter(|&&(a, b, c)| cross(sub(b, a), sub(c, a)) != 0)
            .filter_map(|&(a, b, c)| clip_exact(from, to, a, b, c))
            .collect::<Vec<_>>();
        prop_assume!(exact.iter().all(|&(lo, hi)| lo != hi));
        let first = exact.iter().map(|&(lo, _)| lo).fold(None, |m: Option<f64>, t| Some(m.map_or(t, |m| m.min(t))));
        prop_assert_eq!(sweep.is_some(), first.is_some(), "{:?} vs {:?}", sweep, first);
        if let (Some(hit), Some(t)) = (sweep, first) {
            prop_assert!((hit.t as f64 - t).abs() <= 1e-6, "{} vs {t}", hit.t);
        }
    }

    /// Hit iff the ray comes within the radius of the core segment (zero-length
    /// cores are disks); from inside iff the origin is strictly within it. Exact
    /// tangency is left out.
    #[test]
    fn ray_capsule_is_exact(o in grid(), d in nonzero_dir(), a in grid(), b in grid(), r in 0i64..=2) {
        let dist_sq = ray_segment_dist_sq(o, d, a, b);
        prop_assume!(dist_sq.cmp_int(r * r) != std::cmp::Ordering::Equal);
        let ours = ray::ray_capsule(&Ray::new(v(o), v(d)), &Capsule::new(v(a), v(b), r as f32));
        prop_assert_eq!(ours.is_some(), dist_sq.cmp_int(r * r).is_lt(), "{:?}", ours);
        if let Some(interval) = ours {
            let inside = segment_dist_sq(o, a, b).cmp_int(r * r).is_lt();
            prop_assert_eq!(interval.starts_inside(), inside);
        }
    }
}
