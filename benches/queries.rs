//! Each geometry query against parry2d 0.31's nearest equivalent, on the same 4096
//! seeded inputs, in the same run.
//!
//! Criterion reports each side (`<query>/ours`, `<query>/parry2d`, time per batch of
//! 4096 and queries per second). Then a table of ns per query and the ratio
//! ours / parry2d is printed, timed by alternating the two sides in short rounds
//! and keeping each side's fastest batch, so that load from other processes on a
//! shared machine hits both alike. Run (short settings):
//!
//! ```text
//! cargo bench --bench queries -- --warm-up-time 0.5 --measurement-time 1
//! HITLAB_BENCH_ONLY=ray_disk,point_segment cargo bench --bench queries   # a few cases
//! ```

use std::hint::black_box;
use std::sync::OnceLock;
use std::time::Duration;

use criterion::{Criterion, Throughput};
use glam::{Affine2, Vec2};
use hitlab::geom::{self as g, Aabb, Capsule, Disk, Line, Obb, Ray, Segment, TriMesh, Triangle};
use parry2d::bounding_volume::{self as bv, BoundingVolume};
use parry2d::math::Pose;
use parry2d::query::{self, PointQuery, RayCast, details};
use parry2d::shape;
use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};

mod timing;

/// Inputs per batch: more than fit in the first-level cache, so a query is
/// timed reading its input as a step would, and few enough to set up quickly.
const N: usize = 4096;
/// Rounds alternating the two sides for the ratio table.
const RATIO_ROUNDS: usize = 40;
/// Back-to-back batches per side in each round.
const BATCHES_PER_ROUND: usize = 8;

type Batch = Box<dyn Fn() -> usize>;

struct Case {
    name: &'static str,
    ours: Batch,
    parry: Option<(&'static str, Batch)>,
}

fn p(v: Vec2) -> parry2d::math::Vector {
    parry2d::math::Vector::from_array(v.to_array())
}

struct Gen(StdRng);

impl Gen {
    fn f(&mut self, lo: f32, hi: f32) -> f32 {
        self.0.random_range(lo..hi)
    }
    fn point(&mut self, r: f32) -> Vec2 {
        Vec2::new(self.f(-r, r), self.f(-r, r))
    }
    fn dir(&mut self) -> Vec2 {
        self.f(0.5, 2.0) * Vec2::from_angle(self.f(0.0, std::f32::consts::TAU))
    }
    fn half(&mut self) -> Vec2 {
        Vec2::new(self.f(0.2, 3.0), self.f(0.2, 3.0))
    }
    fn angle(&mut self) -> f32 {
        self.f(-3.1, 3.1)
    }
    /// A ray from up to 10 units away, aimed within 3 units of the origin.
    fn aimed_ray(&mut self) -> Ray {
        let origin = self.point(10.0);
        let target = self.point(3.0);
        Ray::new(
            origin,
            (target - origin).normalize_or(Vec2::X) * self.f(0.5, 2.0),
        )
    }
}

fn pray(r: &Ray) -> query::Ray {
    query::Ray::new(p(r.origin), p(r.dir))
}

/// The closure is a type parameter, not a `fn` pointer, so each query is inlined
/// into its loop the way a game would call it.
fn batch<T: 'static>(inputs: Vec<T>, f: impl Fn(&T) -> bool + 'static) -> Batch {
    Box::new(move || inputs.iter().filter(|x| black_box(f(black_box(x)))).count())
}

/// A query and parry2d's counterpart on the same `N` inputs: `make` draws one input
/// for each side from the shared generator.
fn case<A: 'static, B: 'static>(
    rng: &mut Gen,
    name: &'static str,
    mut make: impl FnMut(&mut Gen) -> (A, B),
    ours: impl Fn(&A) -> bool + 'static,
    (what, parry): (&'static str, impl Fn(&B) -> bool + 'static),
) -> Case {
    let (mine, theirs): (Vec<A>, Vec<B>) = (0..N).map(|_| make(rng)).unzip();
    Case {
        name,
        ours: batch(mine, ours),
        parry: Some((what, batch(theirs, parry))),
    }
}

/// A query with no parry2d counterpart.
fn solo<A: 'static>(
    rng: &mut Gen,
    name: &'static str,
    mut make: impl FnMut(&mut Gen) -> A,
    ours: impl Fn(&A) -> bool + 'static,
) -> Case {
    let mine: Vec<A> = (0..N).map(|_| make(rng)).collect();
    Case {
        name,
        ours: batch(mine, ours),
        parry: None,
    }
}

/// The test star: 5 tips and a 5-triangle inner fan, outer radius 1.
fn star() -> TriMesh {
    let (up, step) = (std::f32::consts::FRAC_PI_2, std::f32::consts::TAU / 5.0);
    let outer = |k: usize| Vec2::from_angle(up + step * k as f32);
    let inner = |k: usize| 0.382 * Vec2::from_angle(up + step * (k as f32 + 0.5));
    let tips = (0..5).map(|k| Triangle::new(inner((k + 4) % 5), outer(k), inner(k)));
    let fan = (0..5).map(|k| Triangle::new(Vec2::ZERO, inner(k), inner((k + 1) % 5)));
    TriMesh::new(tips.chain(fan).collect()).expect("the star is a valid mesh")
}

fn parry_mesh(mesh: &TriMesh) -> shape::TriMesh {
    let vertices = mesh.vertices().map(p).collect();
    let indices = (0..mesh.triangles().len() as u32)
        .map(|i| [3 * i, 3 * i + 1, 3 * i + 2])
        .collect();
    shape::TriMesh::new(vertices, indices).expect("the star is a valid parry mesh")
}

// The star meshes live for the whole run, so the query functions can be plain `fn`s.
fn our_star() -> &'static TriMesh {
    static STAR: OnceLock<TriMesh> = OnceLock::new();
    STAR.get_or_init(star)
}

fn parry_star() -> &'static shape::TriMesh {
    static STAR: OnceLock<shape::TriMesh> = OnceLock::new();
    STAR.get_or_init(|| parry_mesh(our_star()))
}

/// A star pose: model, its inverse (computed once per step in the game), and the
/// same pose for parry.
fn star_pose(g: &mut Gen) -> (Affine2, Affine2, Pose) {
    let (angle, offset) = (g.angle(), g.point(5.0));
    let m = Affine2::from_angle_translation(angle, offset);
    (m, m.inverse(), Pose::new(p(offset), angle))
}

type PRay = query::Ray;
type PVec = parry2d::math::Vector;

#[rustfmt::skip]
fn cases() -> Vec<Case> {
    let g = &mut Gen(StdRng::seed_from_u64(0x4849_544C_4142)); // "HITLAB"
    let cast = "Cuboid::cast_ray_and_get_normal";
    let ball_pq = "details::intersection_test_ball_point_query";
    vec![
        // Rays vs convex shapes.
        case(g, "ray_aabb", |g| {
            let (c, h, r) = (g.point(3.0), g.half(), g.aimed_ray());
            ((r, Aabb::from_center_half_extents(c, h)), (pray(&r), shape::Cuboid::new(p(h)), Pose::from_translation(p(c))))
        }, |(r, b)| g::ray::ray_aabb(r, b).is_some(),
           (cast, |(r, s, m): &(PRay, shape::Cuboid, Pose)| s.cast_ray_and_get_normal(m, r, f32::MAX, true).is_some())),
        case(g, "ray_obb", |g| {
            let (c, h, a, r) = (g.point(3.0), g.half(), g.angle(), g.aimed_ray());
            ((r, Obb::from_angle(c, h, a)), (pray(&r), shape::Cuboid::new(p(h)), Pose::new(p(c), a)))
        }, |(r, b)| g::ray::ray_obb(r, b).is_some(),
           (cast, |(r, s, m): &(PRay, shape::Cuboid, Pose)| s.cast_ray_and_get_normal(m, r, f32::MAX, true).is_some())),
        case(g, "ray_disk", |g| {
            let (c, rad, r) = (g.point(3.0), g.f(0.2, 3.0), g.aimed_ray());
            ((r, Disk::new(c, rad)), (pray(&r), shape::Ball::new(rad), Pose::from_translation(p(c))))
        }, |(r, d)| g::ray::ray_disk(r, d).is_some(),
           ("Ball::cast_ray_and_get_normal", |(r, s, m): &(PRay, shape::Ball, Pose)| s.cast_ray_and_get_normal(m, r, f32::MAX, true).is_some())),
        case(g, "ray_capsule", |g| {
            let (a, b, rad, r) = (g.point(3.0), g.point(3.0), g.f(0.2, 2.0), g.aimed_ray());
            ((r, Capsule::new(a, b, rad)), (pray(&r), shape::Capsule::new(p(a), p(b), rad)))
        }, |(r, c)| g::ray::ray_capsule(r, c).is_some(),
           ("Capsule::cast_ray_and_get_normal", |(r, s): &(PRay, shape::Capsule)| s.cast_ray_and_get_normal(&Pose::IDENTITY, r, f32::MAX, true).is_some())),
        solo(g, "ray_band", |g| (g.aimed_ray(), g::Band::new(Line::new(g.point(3.0), g.dir()), g.f(0.2, 2.0))),
            |(r, b)| g::ray::ray_band(r, b).is_some()),

        // Lines and closest points.
        case(g, "line_line", |g| {
            let (a0, a1, b0, b1) = (g.point(5.0), g.point(5.0), g.point(5.0), g.point(5.0));
            ((Line::through(a0, a1), Line::through(b0, b1)), (p(a0), p(a1 - a0), p(b0), p(b1 - b0)))
        }, |(a, b)| matches!(g::ray::line_line(a, b), Some(g::ray::LineIntersection::Point { s, .. }) if s < 0.5),
           ("details::closest_points_line_line_parameters_eps", |&(a, da, b, db)| {
               let (s, _, parallel) = details::closest_points_line_line_parameters_eps(a, da, b, db, f32::EPSILON);
               !parallel && s < 0.5
           })),
        case(g, "point_segment", |g| {
            let (q, a, b) = (g.point(5.0), g.point(5.0), g.point(5.0));
            ((q, Segment::new(a, b)), (p(q), shape::Segment::new(p(a), p(b))))
        }, |(q, s)| g::closest::point_segment(*q, s).is_some_and(|c| c.distance < 1.0),
           ("Segment::project_local_point", |(q, s): &(PVec, shape::Segment)| s.project_local_point(*q, true).point.distance(*q) < 1.0)),
        case(g, "segment_segment", |g| {
            let (a0, a1, b0, b1) = (g.point(5.0), g.point(5.0), g.point(5.0), g.point(5.0));
            ((Segment::new(a0, a1), Segment::new(b0, b1)), (shape::Segment::new(p(a0), p(a1)), shape::Segment::new(p(b0), p(b1))))
        }, |(a, b)| g::closest::segment_segment(a, b).is_some_and(|c| c.distance < 1.0),
           ("details::distance_segment_segment", |(a, b): &(shape::Segment, shape::Segment)| details::distance_segment_segment(&Pose::IDENTITY, a, b) < 1.0)),
        case(g, "capsule_capsule", |g| {
            let (a0, a1, b0, b1, r1, r2) = (g.point(5.0), g.point(5.0), g.point(5.0), g.point(5.0), g.f(0.1, 1.0), g.f(0.1, 1.0));
            ((Capsule::new(a0, a1, r1), Capsule::new(b0, b1, r2)), (shape::Capsule::new(p(a0), p(a1), r1), shape::Capsule::new(p(b0), p(b1), r2)))
        }, |(a, b)| g::overlap::capsule_capsule(a, b),
           ("query::intersection_test (capsules)", |(a, b): &(shape::Capsule, shape::Capsule)| query::intersection_test(&Pose::IDENTITY, a, &Pose::IDENTITY, b).is_ok_and(|i| i.intersecting))),

        // Overlaps.
        case(g, "aabb_aabb", |g| {
            let (a, b) = (Aabb::from_center_half_extents(g.point(5.0), g.half()), Aabb::from_center_half_extents(g.point(5.0), g.half()));
            ((a, b), (bv::Aabb::new(p(a.min), p(a.max)), bv::Aabb::new(p(b.min), p(b.max))))
        }, |(a, b)| g::overlap::aabb_aabb(a, b),
           ("Aabb::intersects", |(a, b): &(bv::Aabb, bv::Aabb)| a.intersects(b))),
        case(g, "obb_obb", |g| {
            let (c1, h1, a1, c2, h2, a2) = (g.point(5.0), g.half(), g.angle(), g.point(5.0), g.half(), g.angle());
            ((Obb::from_angle(c1, h1, a1), Obb::from_angle(c2, h2, a2)),
             (Pose::new(p(c1), a1), shape::Cuboid::new(p(h1)), Pose::new(p(c2), a2), shape::Cuboid::new(p(h2))))
        }, |(a, b)| g::overlap::obb_obb(a, b),
           ("details::intersection_test_cuboid_cuboid", |(m1, c1, m2, c2): &(Pose, shape::Cuboid, Pose, shape::Cuboid)| details::intersection_test_cuboid_cuboid(&m1.inv_mul(m2), c1, c2))),
        case(g, "disk_aabb", |g| {
            let (dc, r, bc, h) = (g.point(5.0), g.f(0.1, 2.0), g.point(5.0), g.half());
            ((Disk::new(dc, r), Aabb::from_center_half_extents(bc, h)), (p(dc - bc), shape::Ball::new(r), shape::Cuboid::new(p(h))))
        }, |(d, b)| g::overlap::disk_aabb(d, b),
           (ball_pq, |(d, ball, cub): &(PVec, shape::Ball, shape::Cuboid)| details::intersection_test_ball_point_query(&Pose::from_translation(-*d), ball, cub).intersecting)),
        case(g, "disk_obb", |g| {
            let (dc, r, bc, h, a) = (g.point(5.0), g.f(0.1, 2.0), g.point(5.0), g.half(), g.angle());
            ((Disk::new(dc, r), Obb::from_angle(bc, h, a)),
             (Pose::from_translation(p(dc)), shape::Ball::new(r), Pose::new(p(bc), a), shape::Cuboid::new(p(h))))
        }, |(d, b)| g::overlap::disk_obb(d, b),
           (ball_pq, |(m1, ball, m2, cub): &(Pose, shape::Ball, Pose, shape::Cuboid)| details::intersection_test_ball_point_query(&m1.inv_mul(m2), ball, cub).intersecting)),

        // Triangles and meshes.
        case(g, "point_in_triangle", |g| {
            let (a, b, c, q) = (g.point(3.0), g.point(3.0), g.point(3.0), g.point(3.0));
            ((q, Triangle::new(a, b, c)), (p(q), shape::Triangle::new(p(a), p(b), p(c))))
        }, |(q, t)| g::contain::point_in_triangle(*q, t),
           ("Triangle::contains_point", |(q, t): &(PVec, shape::Triangle)| t.contains_point(*q))),
        case(g, "disk_triangle", |g| {
            let (a, b, c, q, r) = (g.point(3.0), g.point(3.0), g.point(3.0), g.point(3.0), g.f(0.1, 1.0));
            ((Disk::new(q, r), Triangle::new(a, b, c)), (Pose::from_translation(p(-q)), shape::Ball::new(r), shape::Triangle::new(p(a), p(b), p(c))))
        }, |(d, t)| g::overlap::disk_triangle(d, t),
           (ball_pq, |(m, ball, t): &(Pose, shape::Ball, shape::Triangle)| details::intersection_test_ball_point_query(m, ball, t).intersecting)),
        // Points and paths spread over the star's local disk, so that many are hits.
        case(g, "point_in_trimesh (star, M⁻¹ given)", |g| {
            let (m, inv, pose) = star_pose(g);
            let q = m.transform_point2(g.point(1.3));
            ((q, inv), (p(q), pose))
        }, |(q, inv)| g::contain::point_in_trimesh(*q, our_star(), inv).is_some(),
           ("TriMesh::contains_point", |(q, pose): &(PVec, Pose)| parry_star().contains_point(pose, *q))),
        // The worst case a caller can make: M⁻¹ computed per query, not once per step.
        case(g, "point_in_trimesh + Affine2::inverse", |g| {
            let (m, _, pose) = star_pose(g);
            let q = m.transform_point2(g.point(1.3));
            ((q, m), (p(q), pose))
        }, |(q, m)| g::contain::point_in_trimesh(*q, our_star(), &m.inverse()).is_some(),
           ("TriMesh::contains_point", |(q, pose): &(PVec, Pose)| parry_star().contains_point(pose, *q))),
        case(g, "sweep_segment_trimesh (star)", |g| {
            let (m, inv, pose) = star_pose(g);
            let (from, to) = (m.transform_point2(g.point(1.6)), m.transform_point2(g.point(1.6)));
            ((from, to, inv), (query::Ray::new(p(from), p(to - from)), pose))
        }, |(a, b, inv)| g::sweep::sweep_segment_trimesh(*a, *b, our_star(), inv).is_some(),
           ("TriMesh::cast_ray (max t 1, solid)", |(r, pose): &(PRay, Pose)| parry_star().cast_ray(pose, r, 1.0, true).is_some())),
        case(g, "ray_trimesh (star)", |g| {
            let (m, inv, pose) = star_pose(g);
            let origin = g.aimed_ray().origin;
            let r = Ray::new(origin, (m.translation + g.point(1.2) - origin).normalize_or(Vec2::X));
            ((r, m, inv), (pray(&r), pose))
        }, |(r, m, inv)| g::ray::ray_trimesh(r, our_star(), m, inv).is_some(),
           ("TriMesh::cast_ray_and_get_normal", |(r, pose): &(PRay, Pose)| parry_star().cast_ray_and_get_normal(pose, r, f32::MAX, true).is_some())),
        // Last, so that adding it left the inputs of the cases above unchanged.
        // The same rays when the caller reads the entry parameter: ours can no longer
        // stop at the hit decision, and pays for the roots, as parry always does.
        case(g, "ray_disk (entry t read)", |g| {
            let (c, rad, r) = (g.point(3.0), g.f(0.2, 3.0), g.aimed_ray());
            ((r, Disk::new(c, rad)), (pray(&r), shape::Ball::new(rad), Pose::from_translation(p(c))))
        }, |(r, d)| g::ray::ray_disk(r, d).is_some_and(|hit| hit.entry().map_or(0.0, |e| e.t) < 1e30),
           ("Ball::cast_ray_and_get_normal", |(r, s, m): &(PRay, shape::Ball, Pose)| s.cast_ray_and_get_normal(m, r, f32::MAX, true).is_some_and(|hit| hit.time_of_impact < 1e30))),
        // What the loop itself costs per input: read a 16-byte input, compare once.
        // No query can take less; for the cheapest queries it is most of the time.
        solo(g, "harness floor (no query)", |g| (g.point(3.0), g.point(3.0)), |(a, b)| a.x > b.x),
    ]
}

/// Each side's fastest batch, in ns per query, over `RATIO_ROUNDS` rounds that
/// alternate the sides, `BATCHES_PER_ROUND` batches each.
fn ratio_row(case: &Case) -> (f64, Option<f64>) {
    let mut sides: Vec<&dyn Fn() -> usize> = vec![&case.ours];
    if let Some((_, f)) = &case.parry {
        sides.push(f);
    }
    let best = timing::fastest_alternating(&sides, RATIO_ROUNDS, BATCHES_PER_ROUND);
    let per = |d: &Duration| d.as_secs_f64() * 1e9 / N as f64;
    (per(&best[0]), best.get(1).map(per))
}

/// `HITLAB_BENCH_ONLY=ray_disk,aabb` keeps the cases whose name contains one of the
/// comma-separated words (criterion's own filter does not reach the ratio table).
fn selected(mut cases: Vec<Case>) -> Vec<Case> {
    if let Ok(only) = std::env::var("HITLAB_BENCH_ONLY") {
        cases.retain(|case| only.split(',').any(|word| case.name.contains(word.trim())));
    }
    cases
}

fn main() {
    let cases = selected(cases());
    let mut c = Criterion::default().sample_size(20).configure_from_args();
    for case in &cases {
        let mut group = c.benchmark_group(case.name);
        group.throughput(Throughput::Elements(N as u64));
        group.bench_function("ours", |b| b.iter(|| (case.ours)()));
        if let Some((_, f)) = &case.parry {
            group.bench_function("parry2d", |b| b.iter(f));
        }
        group.finish();
    }
    c.final_summary();

    println!(
        "\n| query | ours (ns) | parry2d (ns) | ratio | parry2d function | hits ours / parry2d of {N} |"
    );
    println!("| --- | ---: | ---: | ---: | --- | --- |");
    for case in &cases {
        let (ours, theirs) = ratio_row(case);
        let hits = format!(
            "{} / {}",
            (case.ours)(),
            case.parry
                .as_ref()
                .map_or("-".into(), |(_, f)| f().to_string())
        );
        match (theirs, &case.parry) {
            (Some(t), Some((what, _))) => {
                println!(
                    "| {} | {ours:.2} | {t:.2} | {:.2}× | `{what}` | {hits} |",
                    case.name,
                    ours / t
                )
            }
            _ => println!(
                "| {} | {ours:.2} | — | — | (no parry2d equivalent) | {hits} |",
                case.name
            ),
        }
    }
}
