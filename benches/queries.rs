//! Each geometry query against parry2d 0.31's nearest equivalent, on the same 4096
//! seeded inputs, in the same run.
//!
//! Criterion reports each side (`<query>/ours`, `<query>/parry2d`, time per batch of
//! 4096 and queries per second). Then a table of ns per query and the ratio
//! ours / parry2d is printed, timed by interleaving the two sides batch by batch
//! and keeping each side's fastest batch, so that load from other processes on a
//! shared machine hits both alike. Run (short settings):
//!
//! ```text
//! cargo bench --bench queries -- --warm-up-time 0.5 --measurement-time 1
//! ```

use std::hint::black_box;
use std::time::{Duration, Instant};

use criterion::{Criterion, Throughput};
use glam::{Affine2, Vec2};
use hitlab::geom::{self as g, Aabb, Capsule, Disk, Line, Obb, Ray, Segment, TriMesh, Triangle};
use parry2d::bounding_volume::{self as bv, BoundingVolume};
use parry2d::math::Pose;
use parry2d::query::{self, PointQuery, RayCast, details};
use parry2d::shape;
use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};

/// Inputs per batch, as the issue asks.
const N: usize = 4096;
/// Interleaved batches per side for the ratio table.
const RATIO_ROUNDS: usize = 300;

type Batch = Box<dyn Fn() -> usize>;

/// parry2d's function name, its inputs, and the call.
type ParrySide<B> = (&'static str, Vec<B>, Box<dyn Fn(&B) -> bool>);

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
    fn new(seed: u64) -> Self {
        Self(StdRng::seed_from_u64(seed))
    }
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

fn batch<T: 'static>(inputs: Vec<T>, f: impl Fn(&T) -> bool + 'static) -> Batch {
    Box::new(move || inputs.iter().filter(|x| black_box(f(black_box(x)))).count())
}

fn case<A: 'static, B: 'static>(
    name: &'static str,
    ours: (Vec<A>, impl Fn(&A) -> bool + 'static),
    parry: Option<ParrySide<B>>,
) -> Case {
    Case {
        name,
        ours: batch(ours.0, ours.1),
        parry: parry.map(|(what, inputs, f)| (what, batch(inputs, f))),
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

/// A star pose per input: model, its inverse (computed once per step in the game),
/// and the same pose for parry.
fn star_poses(g: &mut Gen) -> (Affine2, Affine2, Pose) {
    let (angle, offset) = (g.angle(), g.point(5.0));
    let m = Affine2::from_angle_translation(angle, offset);
    (m, m.inverse(), Pose::new(p(offset), angle))
}

fn cases() -> Vec<Case> {
    let mut g = Gen::new(0x4849_544C_4142); // "HITLAB"
    let mut v = Vec::new();
    let mut n = |f: &mut dyn FnMut(&mut Gen)| {
        for _ in 0..N {
            f(&mut g);
        }
    };

    // Rays vs convex shapes.
    let (mut ours, mut theirs) = (vec![], vec![]);
    n(&mut |g| {
        let (c, h, r) = (g.point(3.0), g.half(), g.aimed_ray());
        ours.push((r, Aabb::from_center_half_extents(c, h)));
        theirs.push((
            pray(&r),
            shape::Cuboid::new(p(h)),
            Pose::from_translation(p(c)),
        ));
    });
    v.push(case(
        "ray_aabb",
        (ours, |(r, b)| g::ray_aabb(r, b).is_some()),
        Some((
            "Cuboid::cast_ray_and_get_normal",
            theirs,
            Box::new(|(r, s, m): &(query::Ray, shape::Cuboid, Pose)| {
                s.cast_ray_and_get_normal(m, r, f32::MAX, true).is_some()
            }),
        )),
    ));

    let (mut ours, mut theirs) = (vec![], vec![]);
    n(&mut |g| {
        let (c, h, a, r) = (g.point(3.0), g.half(), g.angle(), g.aimed_ray());
        ours.push((r, Obb::from_angle(c, h, a)));
        theirs.push((pray(&r), shape::Cuboid::new(p(h)), Pose::new(p(c), a)));
    });
    v.push(case(
        "ray_obb",
        (ours, |(r, b)| g::ray_obb(r, b).is_some()),
        Some((
            "Cuboid::cast_ray_and_get_normal (rotated)",
            theirs,
            Box::new(|(r, s, m): &(query::Ray, shape::Cuboid, Pose)| {
                s.cast_ray_and_get_normal(m, r, f32::MAX, true).is_some()
            }),
        )),
    ));

    let (mut ours, mut theirs) = (vec![], vec![]);
    n(&mut |g| {
        let (c, rad, r) = (g.point(3.0), g.f(0.2, 3.0), g.aimed_ray());
        ours.push((r, Disk::new(c, rad)));
        theirs.push((
            pray(&r),
            shape::Ball::new(rad),
            Pose::from_translation(p(c)),
        ));
    });
    v.push(case(
        "ray_disk",
        (ours, |(r, d)| g::ray_disk(r, d).is_some()),
        Some((
            "Ball::cast_ray_and_get_normal",
            theirs,
            Box::new(|(r, s, m): &(query::Ray, shape::Ball, Pose)| {
                s.cast_ray_and_get_normal(m, r, f32::MAX, true).is_some()
            }),
        )),
    ));

    let (mut ours, mut theirs) = (vec![], vec![]);
    n(&mut |g| {
        let (a, b, rad, r) = (g.point(3.0), g.point(3.0), g.f(0.2, 2.0), g.aimed_ray());
        ours.push((r, Capsule::new(a, b, rad)));
        theirs.push((pray(&r), shape::Capsule::new(p(a), p(b), rad)));
    });
    v.push(case(
        "ray_capsule",
        (ours, |(r, c)| g::ray_capsule(r, c).is_some()),
        Some((
            "Capsule::cast_ray_and_get_normal",
            theirs,
            Box::new(|(r, s): &(query::Ray, shape::Capsule)| {
                s.cast_ray_and_get_normal(&Pose::IDENTITY, r, f32::MAX, true)
                    .is_some()
            }),
        )),
    ));

    let mut ours = vec![];
    n(&mut |g| {
        ours.push((
            g.aimed_ray(),
            g::Band::new(Line::new(g.point(3.0), g.dir()), g.f(0.2, 2.0)),
        ))
    });
    v.push(case::<_, ()>(
        "ray_band",
        (ours, |(r, b)| g::ray_band(r, b).is_some()),
        None,
    ));

    // Lines and closest points.
    let (mut ours, mut theirs) = (vec![], vec![]);
    n(&mut |g| {
        let (a0, a1, b0, b1) = (g.point(5.0), g.point(5.0), g.point(5.0), g.point(5.0));
        ours.push((Line::through(a0, a1), Line::through(b0, b1)));
        theirs.push((p(a0), p(a1), p(b0), p(b1)));
    });
    v.push(case(
        "line_line",
        (ours, |(a, b)| g::line_line(a, b).is_some()),
        Some((
            "utils::segments_intersection2d (segments)",
            theirs,
            Box::new(|&(a, b, c, d)| {
                parry2d::utils::segments_intersection2d(a, b, c, d, 1e-6).is_some()
            }),
        )),
    ));

    let (mut ours, mut theirs) = (vec![], vec![]);
    n(&mut |g| {
        let (q, a, b) = (g.point(5.0), g.point(5.0), g.point(5.0));
        ours.push((q, Segment::new(a, b)));
        theirs.push((p(q), shape::Segment::new(p(a), p(b))));
    });
    v.push(case(
        "point_segment",
        (ours, |(q, s)| {
            g::point_segment(*q, s).is_some_and(|c| c.distance < 1.0)
        }),
        Some((
            "Segment::project_local_point",
            theirs,
            Box::new(|(q, s): &(parry2d::math::Vector, shape::Segment)| {
                s.project_local_point(*q, true).point.distance(*q) < 1.0
            }),
        )),
    ));

    let (mut ours, mut theirs, mut caps, mut pcaps) = (vec![], vec![], vec![], vec![]);
    n(&mut |g| {
        let (a0, a1, b0, b1) = (g.point(5.0), g.point(5.0), g.point(5.0), g.point(5.0));
        let (r1, r2) = (g.f(0.1, 1.0), g.f(0.1, 1.0));
        ours.push((Segment::new(a0, a1), Segment::new(b0, b1)));
        theirs.push((
            shape::Segment::new(p(a0), p(a1)),
            shape::Segment::new(p(b0), p(b1)),
        ));
        caps.push((Capsule::new(a0, a1, r1), Capsule::new(b0, b1, r2)));
        pcaps.push((
            shape::Capsule::new(p(a0), p(a1), r1),
            shape::Capsule::new(p(b0), p(b1), r2),
        ));
    });
    v.push(case(
        "segment_segment",
        (ours, |(a, b)| {
            g::segment_segment(a, b).is_some_and(|c| c.distance < 1.0)
        }),
        Some((
            "details::distance_segment_segment",
            theirs,
            Box::new(|(a, b): &(shape::Segment, shape::Segment)| {
                details::distance_segment_segment(&Pose::IDENTITY, a, b) < 1.0
            }),
        )),
    ));
    v.push(case(
        "capsule_capsule",
        (caps, |(a, b)| g::capsule_capsule(a, b)),
        Some((
            "query::intersection_test (capsules)",
            pcaps,
            Box::new(|(a, b): &(shape::Capsule, shape::Capsule)| {
                query::intersection_test(&Pose::IDENTITY, a, &Pose::IDENTITY, b)
                    .is_ok_and(|i| i.intersecting)
            }),
        )),
    ));

    // Overlaps.
    let (mut ours, mut theirs) = (vec![], vec![]);
    n(&mut |g| {
        let (a, b) = (
            Aabb::from_center_half_extents(g.point(5.0), g.half()),
            Aabb::from_center_half_extents(g.point(5.0), g.half()),
        );
        theirs.push((
            bv::Aabb::new(p(a.min), p(a.max)),
            bv::Aabb::new(p(b.min), p(b.max)),
        ));
        ours.push((a, b));
    });
    v.push(case(
        "aabb_aabb",
        (ours, |(a, b)| g::aabb_aabb(a, b)),
        Some((
            "Aabb::intersects",
            theirs,
            Box::new(|(a, b): &(bv::Aabb, bv::Aabb)| a.intersects(b)),
        )),
    ));

    let (mut ours, mut theirs) = (vec![], vec![]);
    n(&mut |g| {
        let (c1, h1, a1, c2, h2, a2) = (
            g.point(5.0),
            g.half(),
            g.angle(),
            g.point(5.0),
            g.half(),
            g.angle(),
        );
        ours.push((Obb::from_angle(c1, h1, a1), Obb::from_angle(c2, h2, a2)));
        theirs.push((
            Pose::new(p(c1), a1),
            shape::Cuboid::new(p(h1)),
            Pose::new(p(c2), a2),
            shape::Cuboid::new(p(h2)),
        ));
    });
    v.push(case(
        "obb_obb",
        (ours, |(a, b)| g::obb_obb(a, b)),
        Some((
            "details::intersection_test_cuboid_cuboid",
            theirs,
            Box::new(
                |(m1, c1, m2, c2): &(Pose, shape::Cuboid, Pose, shape::Cuboid)| {
                    details::intersection_test_cuboid_cuboid(&m1.inv_mul(m2), c1, c2)
                },
            ),
        )),
    ));

    let (mut ours, mut theirs, mut ours_obb, mut theirs_obb) = (vec![], vec![], vec![], vec![]);
    n(&mut |g| {
        let (dc, r, bc, h, a) = (
            g.point(5.0),
            g.f(0.1, 2.0),
            g.point(5.0),
            g.half(),
            g.angle(),
        );
        ours.push((Disk::new(dc, r), Aabb::from_center_half_extents(bc, h)));
        theirs.push((p(dc - bc), shape::Ball::new(r), shape::Cuboid::new(p(h))));
        ours_obb.push((Disk::new(dc, r), Obb::from_angle(bc, h, a)));
        theirs_obb.push((
            Pose::from_translation(p(dc)),
            shape::Ball::new(r),
            Pose::new(p(bc), a),
            shape::Cuboid::new(p(h)),
        ));
    });
    v.push(case(
        "disk_aabb",
        (ours, |(d, b)| g::disk_aabb(d, b)),
        Some((
            "details::intersection_test_ball_point_query (cuboid)",
            theirs,
            Box::new(
                |(d, ball, cub): &(parry2d::math::Vector, shape::Ball, shape::Cuboid)| {
                    details::intersection_test_ball_point_query(
                        &Pose::from_translation(-*d),
                        ball,
                        cub,
                    )
                    .intersecting
                },
            ),
        )),
    ));
    v.push(case(
        "disk_obb",
        (ours_obb, |(d, b)| g::disk_obb(d, b)),
        Some((
            "details::intersection_test_ball_point_query (rotated)",
            theirs_obb,
            Box::new(
                |(m1, ball, m2, cub): &(Pose, shape::Ball, Pose, shape::Cuboid)| {
                    details::intersection_test_ball_point_query(&m1.inv_mul(m2), ball, cub)
                        .intersecting
                },
            ),
        )),
    ));

    // Triangles and meshes.
    let (mut tris, mut ptris, mut disks, mut pdisks) = (vec![], vec![], vec![], vec![]);
    n(&mut |g| {
        let (a, b, c, q, r) = (
            g.point(3.0),
            g.point(3.0),
            g.point(3.0),
            g.point(3.0),
            g.f(0.1, 1.0),
        );
        tris.push((q, Triangle::new(a, b, c)));
        ptris.push((p(q), shape::Triangle::new(p(a), p(b), p(c))));
        disks.push((Disk::new(q, r), Triangle::new(a, b, c)));
        pdisks.push((
            Pose::from_translation(p(-q)),
            shape::Ball::new(r),
            shape::Triangle::new(p(a), p(b), p(c)),
        ));
    });
    v.push(case(
        "point_in_triangle",
        (tris, |(q, t)| g::point_in_triangle(*q, t)),
        Some((
            "Triangle::contains_point",
            ptris,
            Box::new(|(q, t): &(parry2d::math::Vector, shape::Triangle)| t.contains_point(*q)),
        )),
    ));
    v.push(case(
        "disk_triangle",
        (disks, |(d, t)| g::disk_triangle(d, t)),
        Some((
            "details::intersection_test_ball_point_query (triangle)",
            pdisks,
            Box::new(|(m, ball, t): &(Pose, shape::Ball, shape::Triangle)| {
                details::intersection_test_ball_point_query(m, ball, t).intersecting
            }),
        )),
    ));

    let mesh = std::rc::Rc::new(star());
    let pmesh = std::rc::Rc::new(parry_mesh(&mesh));
    let (mut points, mut ppoints, mut sweeps, mut psweeps, mut rays, mut prays) =
        (vec![], vec![], vec![], vec![], vec![], vec![]);
    n(&mut |g| {
        let (m, inv, pose) = star_poses(g);
        // Points and paths around the star's local disk, so that many are hits.
        let q = m.transform_point2(g.point(1.3));
        points.push((q, m, inv));
        ppoints.push((p(q), pose));
        let (from, to) = (
            m.transform_point2(g.point(1.6)),
            m.transform_point2(g.point(1.6)),
        );
        sweeps.push((from, to, inv));
        psweeps.push((query::Ray::new(p(from), p(to - from)), pose));
        let r = g.aimed_ray();
        let r = Ray::new(
            r.origin,
            (m.translation + g.point(1.2) - r.origin).normalize_or(Vec2::X),
        );
        rays.push((r, m, inv));
        prays.push((pray(&r), pose));
    });
    let (m1, m2, m3, m4, pm1, pm2, pm3) = (
        mesh.clone(),
        mesh.clone(),
        mesh.clone(),
        mesh,
        pmesh.clone(),
        pmesh.clone(),
        pmesh,
    );
    v.push(case(
        "point_in_trimesh (star, M⁻¹ given)",
        (points.clone(), move |(q, _, inv)| {
            g::point_in_trimesh(*q, &m1, inv).is_some()
        }),
        Some((
            "TriMesh::contains_point",
            ppoints.clone(),
            Box::new(move |(q, pose): &(parry2d::math::Vector, Pose)| pm1.contains_point(pose, *q)),
        )),
    ));
    v.push(case::<_, ()>(
        "point_in_trimesh + Affine2::inverse",
        (points, move |(q, m, _)| {
            g::point_in_trimesh(*q, &m2, &m.inverse()).is_some()
        }),
        None,
    ));
    v.push(case(
        "sweep_segment_trimesh (star)",
        (sweeps, move |(a, b, inv)| {
            g::sweep_segment_trimesh(*a, *b, &m3, inv).is_some()
        }),
        Some((
            "TriMesh::cast_ray (max t 1, solid)",
            psweeps,
            Box::new(move |(r, pose): &(query::Ray, Pose)| {
                pm2.cast_ray(pose, r, 1.0, true).is_some()
            }),
        )),
    ));
    v.push(case(
        "ray_trimesh (star)",
        (rays, move |(r, m, inv)| {
            g::ray_trimesh(r, &m4, m, inv).is_some()
        }),
        Some((
            "TriMesh::cast_ray_and_get_normal",
            prays,
            Box::new(move |(r, pose): &(query::Ray, Pose)| {
                pm3.cast_ray_and_get_normal(pose, r, f32::MAX, true)
                    .is_some()
            }),
        )),
    ));
    v
}

/// Fastest of `RATIO_ROUNDS` interleaved batches, in ns per query.
fn ratio_row(case: &Case) -> (f64, Option<f64>) {
    let time = |f: &Batch| {
        let start = Instant::now();
        black_box(f());
        start.elapsed()
    };
    let (mut ours, mut theirs) = (Duration::MAX, Duration::MAX);
    for _ in 0..RATIO_ROUNDS {
        ours = ours.min(time(&case.ours));
        if let Some((_, f)) = &case.parry {
            theirs = theirs.min(time(f));
        }
    }
    let per = |d: Duration| d.as_secs_f64() * 1e9 / N as f64;
    (per(ours), case.parry.as_ref().map(|_| per(theirs)))
}

fn main() {
    let cases = cases();
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
