//! Ray queries with hand-worked numbers (docs/collision.md, "Ray queries":
//! rects, disks, bands and capsules), and their degenerate inputs.

use crate::common::{assert_close, assert_vec_close};
use glam::Vec2;
use hitlab::geom::{
    Aabb, Band, Capsule, Disk, Line, Obb, Ray,
    ray::{self, RayInterval},
};

const TOL: f32 = 1e-5;

fn v(x: f32, y: f32) -> Vec2 {
    Vec2::new(x, y)
}

fn crossing(result: Option<RayInterval>) -> (hitlab::geom::ray::RayHit, hitlab::geom::ray::RayHit) {
    match result {
        Some(RayInterval::Crossing { entry, exit }) => (entry, exit),
        other => panic!("expected a crossing, got {other:?}"),
    }
}

fn from_inside(result: Option<RayInterval>) -> hitlab::geom::ray::RayHit {
    match result {
        Some(RayInterval::FromInside { exit }) => exit,
        other => panic!("expected a ray from inside, got {other:?}"),
    }
}

fn unit_box() -> Aabb {
    // x in [0, 2], y in [0, 1]
    Aabb::new(v(0.0, 0.0), v(2.0, 1.0))
}

#[test]
fn ray_aabb_axis_parallel_ray_crosses_both_x_sides() {
    // x slab: in = (0 - -2)/1 = 2, out = (2 - -2)/1 = 4; y is parallel and inside.
    let ray = Ray::new(v(-2.0, 0.5), v(1.0, 0.0));
    let slabs = ray::slab_intervals(&ray, &unit_box()).unwrap();
    assert_eq!((slabs.in_x, slabs.out_x), (2.0, 4.0));
    assert_eq!(
        (slabs.in_y, slabs.out_y),
        (f32::NEG_INFINITY, f32::INFINITY)
    );
    let (entry, exit) = crossing(ray::ray_aabb(&ray, &unit_box()));
    assert_eq!(
        (entry.t, entry.point, entry.normal),
        (2.0, v(0.0, 0.5), v(-1.0, 0.0))
    );
    assert_eq!(
        (exit.t, exit.point, exit.normal),
        (4.0, v(2.0, 0.5), v(1.0, 0.0))
    );
}

#[test]
fn ray_aabb_diagonal_enters_through_bottom_leaves_through_corner() {
    // in_x = 1, out_x = 3, in_y = 2, out_y = 3: entry = max(1, 2), exit = min(3, 3).
    let ray = Ray::new(v(-1.0, -2.0), v(1.0, 1.0));
    let slabs = ray::slab_intervals(&ray, &unit_box()).unwrap();
    assert_eq!(
        [slabs.in_x, slabs.out_x, slabs.in_y, slabs.out_y],
        [1.0, 3.0, 2.0, 3.0]
    );
    assert!(slabs.overlap());
    let (entry, exit) = crossing(ray::ray_aabb(&ray, &unit_box()));
    assert_eq!(
        (entry.t, entry.point, entry.normal),
        (2.0, v(1.0, 0.0), v(0.0, -1.0))
    );
    assert_eq!((exit.t, exit.point), (3.0, v(2.0, 1.0)));
}

#[test]
fn ray_aabb_miss_is_the_texts_interval_test() {
    // in_x = 1, out_x = 3, in_y = -2, out_y = -1: inX < outY fails.
    let ray = Ray::new(v(-1.0, 2.0), v(1.0, 1.0));
    let slabs = ray::slab_intervals(&ray, &unit_box()).unwrap();
    assert!(slabs.in_x > slabs.out_y);
    assert!(!slabs.overlap());
    assert_eq!(ray::ray_aabb(&ray, &unit_box()), None);
}

#[test]
fn ray_aabb_box_behind_is_no_hit() {
    let ray = Ray::new(v(5.0, 0.5), v(1.0, 0.0));
    assert_eq!(ray::ray_aabb(&ray, &unit_box()), None);
    // The same line pointing the other way hits.
    let back = Ray::new(v(5.0, 0.5), v(-1.0, 0.0));
    assert_eq!(crossing(ray::ray_aabb(&back, &unit_box())).0.t, 3.0);
}

#[test]
fn ray_aabb_from_inside_only_exits() {
    let ray = Ray::new(v(1.0, 0.5), v(0.0, 2.0));
    let exit = from_inside(ray::ray_aabb(&ray, &unit_box()));
    assert_eq!(
        (exit.t, exit.point, exit.normal),
        (0.25, v(1.0, 1.0), v(0.0, 1.0))
    );
    assert_eq!(
        ray::ray_aabb(&ray, &unit_box()).unwrap().first_contact(),
        exit
    );
}

#[test]
fn ray_aabb_parallel_outside_slab_misses() {
    let ray = Ray::new(v(-1.0, 3.0), v(1.0, 0.0));
    let slabs = ray::slab_intervals(&ray, &unit_box()).unwrap();
    assert_eq!(
        (slabs.in_y, slabs.out_y),
        (f32::INFINITY, f32::NEG_INFINITY)
    );
    assert_eq!(ray::ray_aabb(&ray, &unit_box()), None);
}

#[test]
fn ray_aabb_origin_on_boundary_counts() {
    // On the left side, pointing in: enters at t = 0.
    let ray = Ray::new(v(0.0, 0.5), v(1.0, 0.0));
    let (entry, exit) = crossing(ray::ray_aabb(&ray, &unit_box()));
    assert_eq!((entry.t, exit.t), (0.0, 2.0));
    // On the right side, pointing out: touches at t = 0 only.
    let ray = Ray::new(v(2.0, 0.5), v(1.0, 0.0));
    let (entry, exit) = crossing(ray::ray_aabb(&ray, &unit_box()));
    assert_eq!((entry.t, exit.t, exit.normal), (0.0, 0.0, v(1.0, 0.0)));
}

#[test]
fn ray_aabb_along_a_side_from_that_side_is_on_the_boundary() {
    // From the middle of the bottom side, running along it to the right: on the
    // boundary from t = 0 to the corner (2, 0) at t = 1, never inside.
    let ray = Ray::new(v(1.0, 0.0), v(1.0, 0.0));
    let (entry, exit) = crossing(ray::ray_aabb(&ray, &unit_box()));
    assert_eq!((entry.t, entry.normal), (0.0, v(0.0, -1.0)));
    assert_eq!((exit.t, exit.point), (1.0, v(2.0, 0.0)));
    // The same along the top side, to the left, and along the right side, up.
    let (entry, exit) = crossing(ray::ray_aabb(
        &Ray::new(v(1.5, 1.0), v(-1.0, 0.0)),
        &unit_box(),
    ));
    assert_eq!((entry.t, entry.normal, exit.t), (0.0, v(0.0, 1.0), 1.5));
    let (entry, exit) = crossing(ray::ray_aabb(
        &Ray::new(v(2.0, 0.25), v(0.0, 2.0)),
        &unit_box(),
    ));
    assert_eq!((entry.t, entry.normal, exit.t), (0.0, v(1.0, 0.0), 0.375));
    // One step inside the side is inside.
    from_inside(ray::ray_aabb(
        &Ray::new(v(1.0, 0.001), v(1.0, 0.0)),
        &unit_box(),
    ));
}

#[test]
fn ray_aabb_degenerate_input_is_no_hit() {
    let b = unit_box();
    for ray in [
        Ray::new(v(-1.0, 0.5), Vec2::ZERO),
        Ray::new(v(-1.0, 0.5), v(f32::NAN, 0.0)),
        Ray::new(v(f32::NAN, 0.5), v(1.0, 0.0)),
        Ray::new(v(f32::NEG_INFINITY, 0.5), v(1.0, 0.0)),
        Ray::new(v(-1.0, 0.5), v(f32::INFINITY, 0.0)),
    ] {
        assert_eq!(ray::ray_aabb(&ray, &b), None, "{ray:?}");
        assert_eq!(ray::slab_intervals(&ray, &b), None, "{ray:?}");
    }
    let ray = Ray::new(v(-1.0, 0.5), v(1.0, 0.0));
    let inverted = Aabb {
        min: v(2.0, 1.0),
        max: v(0.0, 0.0),
    };
    assert_eq!(ray::ray_aabb(&ray, &inverted), None);
    let nan_box = Aabb {
        min: v(f32::NAN, 0.0),
        max: v(2.0, 1.0),
    };
    assert_eq!(ray::ray_aabb(&ray, &nan_box), None);
}

#[test]
fn ray_aabb_subnormal_direction_component_is_axis_parallel() {
    // 1 / 1e-40 overflows: this must behave as d.x = 0, not produce NaN.
    let ray = Ray::new(v(1.0, -1.0), v(1e-40, 1.0));
    let (entry, exit) = crossing(ray::ray_aabb(&ray, &unit_box()));
    assert_eq!((entry.t, exit.t), (1.0, 2.0));
}

#[test]
fn ray_aabb_tiny_and_huge_boxes() {
    let tiny = Aabb::from_center_half_extents(v(1e-3, 1e-3), v(1e-6, 1e-6));
    let ray = Ray::new(Vec2::ZERO, v(1.0, 1.0));
    let (entry, _) = crossing(ray::ray_aabb(&ray, &tiny));
    assert_close(entry.t, 1e-3 - 1e-6, 1e-9);
    let huge = Aabb::from_center_half_extents(v(1e7, 0.0), v(1e6, 1e6));
    let ray = Ray::new(Vec2::ZERO, v(1.0, 0.0));
    let (entry, exit) = crossing(ray::ray_aabb(&ray, &huge));
    assert_eq!((entry.t, exit.t), (9e6, 1.1e7));
}

#[test]
fn ray_obb_rotated_quarter_turn() {
    // Half extents (2, 1) turned 90°: world x in [2, 4], y in [-1, 3].
    let obb = Obb::from_angle(v(3.0, 1.0), v(2.0, 1.0), std::f32::consts::FRAC_PI_2);
    let ray = Ray::new(Vec2::ZERO, v(1.0, 0.0));
    let (entry, exit) = crossing(ray::ray_obb(&ray, &obb));
    assert_close(entry.t, 2.0, TOL);
    assert_close(exit.t, 4.0, TOL);
    assert_vec_close(entry.normal, v(-1.0, 0.0), TOL);
    assert_vec_close(exit.normal, v(1.0, 0.0), TOL);
}

#[test]
fn ray_obb_diamond_normals_are_rotated_back() {
    // A unit-half square turned 45° is the diamond |x| + |y| <= √2.
    let obb = Obb::from_angle(Vec2::ZERO, v(1.0, 1.0), std::f32::consts::FRAC_PI_4);
    let ray = Ray::new(v(-5.0, 0.5), v(1.0, 0.0));
    let (entry, exit) = crossing(ray::ray_obb(&ray, &obb));
    let s2 = std::f32::consts::SQRT_2;
    assert_close(entry.point.x, -(s2 - 0.5), TOL);
    assert_close(exit.point.x, s2 - 0.5, TOL);
    assert_vec_close(entry.normal, v(-1.0, 1.0) / s2, TOL);
    assert_vec_close(exit.normal, v(1.0, 1.0) / s2, TOL);
    assert_eq!(
        ray::ray_obb(&Ray::new(v(-5.0, 0.5), Vec2::ZERO), &obb),
        None
    );
}

#[test]
fn ray_disk_non_unit_direction() {
    // a = 4, b = d·m = -6, c = 9 - 1 = 8, b² - ac = 4, t = (6 ± 2) / 4.
    let disk = Disk::new(Vec2::ZERO, 1.0);
    let ray = Ray::new(v(-3.0, 0.0), v(2.0, 0.0));
    let q = ray::ray_disk_quadratic(&ray, &disk).unwrap();
    assert_eq!(
        (q.a, q.b, q.c, q.discriminant, q.roots),
        (4.0, -6.0, 8.0, 4.0, Some((1.0, 2.0)))
    );
    let (entry, exit) = crossing(ray::ray_disk(&ray, &disk));
    assert_eq!(
        (entry.t, entry.point, entry.normal),
        (1.0, v(-1.0, 0.0), v(-1.0, 0.0))
    );
    assert_eq!(
        (exit.t, exit.point, exit.normal),
        (2.0, v(1.0, 0.0), v(1.0, 0.0))
    );
}

#[test]
fn ray_disk_tangent_inside_behind_and_miss() {
    let disk = Disk::new(Vec2::ZERO, 1.0);
    let (entry, exit) = crossing(ray::ray_disk(&Ray::new(v(-3.0, 1.0), v(1.0, 0.0)), &disk));
    assert_eq!((entry.t, exit.t, entry.point), (3.0, 3.0, v(0.0, 1.0)));

    let exit = from_inside(ray::ray_disk(&Ray::new(Vec2::ZERO, v(0.0, 1.0)), &disk));
    assert_eq!((exit.t, exit.normal), (1.0, v(0.0, 1.0)));

    assert_eq!(
        ray::ray_disk(&Ray::new(v(3.0, 0.0), v(1.0, 0.0)), &disk),
        None
    );
    let miss = Ray::new(v(-3.0, 2.0), v(1.0, 0.0));
    assert_eq!(ray::ray_disk(&miss, &disk), None);
    let q = ray::ray_disk_quadratic(&miss, &disk).unwrap();
    assert_eq!((q.discriminant, q.roots), (-3.0, None));
}

#[test]
fn ray_disk_far_origin_keeps_its_digits() {
    // 1e6 away: the entry is at x = -sqrt(1 - 0.25); f32 spacing there is 0.0625
    // in t, but the point must still be on the near side of the circle.
    let disk = Disk::new(Vec2::ZERO, 1.0);
    let (entry, exit) = crossing(ray::ray_disk(&Ray::new(v(-1e6, 0.5), v(1.0, 0.0)), &disk));
    assert_close(entry.point.x, -0.75_f32.sqrt(), 0.07);
    assert_close(exit.point.x, 0.75_f32.sqrt(), 0.07);
    assert!(entry.normal.x < -0.8);
}

#[test]
fn ray_disk_degenerate_input_is_no_hit() {
    let ray = Ray::new(v(-3.0, 0.0), v(1.0, 0.0));
    assert_eq!(ray::ray_disk(&ray, &Disk::new(Vec2::ZERO, -1.0)), None);
    assert_eq!(ray::ray_disk(&ray, &Disk::new(Vec2::ZERO, f32::NAN)), None);
    assert_eq!(ray::ray_disk(&ray, &Disk::new(v(f32::NAN, 0.0), 1.0)), None);
    assert_eq!(
        ray::ray_disk(
            &Ray::new(v(-3.0, 0.0), Vec2::ZERO),
            &Disk::new(Vec2::ZERO, 1.0)
        ),
        None
    );
    assert_eq!(
        ray::ray_disk_quadratic(
            &Ray::new(v(-3.0, 0.0), Vec2::ZERO),
            &Disk::new(Vec2::ZERO, 1.0)
        ),
        None
    );
    // A zero radius is a point: hit head-on, entry = exit.
    let (entry, exit) = crossing(ray::ray_disk(&ray, &Disk::new(Vec2::ZERO, 0.0)));
    assert_eq!((entry.t, exit.t, entry.normal), (3.0, 3.0, v(-1.0, 0.0)));
}

#[test]
fn ray_band_enters_and_leaves_the_two_sides() {
    // Band y in [0.5, 1.5]; y(t) = -1 + 2t crosses 0.5 at t = 0.75 and 1.5 at t = 1.25.
    let band = Band::new(Line::new(v(0.0, 1.0), v(3.0, 0.0)), 0.5);
    let (entry, exit) = crossing(ray::ray_band(&Ray::new(v(0.0, -1.0), v(1.0, 2.0)), &band));
    assert_eq!((entry.t, entry.normal), (0.75, v(0.0, -1.0)));
    assert_eq!((exit.t, exit.normal), (1.25, v(0.0, 1.0)));
    let exit = from_inside(ray::ray_band(&Ray::new(v(0.0, 1.0), v(0.0, -1.0)), &band));
    assert_eq!(
        (exit.t, exit.point, exit.normal),
        (0.5, v(0.0, 0.5), v(0.0, -1.0))
    );
}

#[test]
fn ray_band_parallel_or_degenerate_is_no_hit() {
    let band = Band::new(Line::new(v(0.0, 1.0), v(3.0, 0.0)), 0.5);
    assert_eq!(
        ray::ray_band(&Ray::new(v(0.0, 1.0), v(1.0, 0.0)), &band),
        None
    );
    assert_eq!(
        ray::ray_band(&Ray::new(v(0.0, 9.0), v(-1.0, 0.0)), &band),
        None
    );
    let flat = Band::new(Line::new(v(0.0, 1.0), Vec2::ZERO), 0.5);
    assert_eq!(
        ray::ray_band(&Ray::new(v(0.0, -1.0), v(0.0, 1.0)), &flat),
        None
    );
    let negative = Band::new(Line::new(v(0.0, 1.0), v(1.0, 0.0)), -0.5);
    assert_eq!(
        ray::ray_band(&Ray::new(v(0.0, -1.0), v(0.0, 1.0)), &negative),
        None
    );
}

fn capsule() -> Capsule {
    Capsule::new(v(0.0, 0.0), v(4.0, 0.0), 1.0)
}

#[test]
fn ray_capsule_through_the_sides() {
    let (entry, exit) = crossing(ray::ray_capsule(
        &Ray::new(v(2.0, -3.0), v(0.0, 1.0)),
        &capsule(),
    ));
    assert_eq!((entry.t, exit.t), (2.0, 4.0));
    assert_vec_close(entry.normal, v(0.0, -1.0), TOL);
    assert_vec_close(exit.normal, v(0.0, 1.0), TOL);
}

#[test]
fn ray_capsule_along_the_axis_through_both_caps() {
    let (entry, exit) = crossing(ray::ray_capsule(
        &Ray::new(v(-3.0, 0.0), v(1.0, 0.0)),
        &capsule(),
    ));
    assert_eq!(
        (entry.t, entry.point, exit.t, exit.point),
        (2.0, v(-1.0, 0.0), 8.0, v(5.0, 0.0))
    );
    assert_vec_close(entry.normal, v(-1.0, 0.0), TOL);
    assert_vec_close(exit.normal, v(1.0, 0.0), TOL);
}

#[test]
fn ray_capsule_in_through_a_cap_out_through_a_side() {
    // (6 - t, 3 - t) meets the cap around (4, 0) at t = 2 (its top, (4, 1)) and
    // leaves through the bottom side y = -1 at t = 4, (2, -1).
    let (entry, exit) = crossing(ray::ray_capsule(
        &Ray::new(v(6.0, 3.0), v(-1.0, -1.0)),
        &capsule(),
    ));
    assert_close(entry.t, 2.0, TOL);
    assert_close(exit.t, 4.0, TOL);
    assert_vec_close(entry.point, v(4.0, 1.0), TOL);
    assert_vec_close(exit.point, v(2.0, -1.0), TOL);
    assert_vec_close(entry.normal, v(0.0, 1.0), 1e-3);
    assert_vec_close(exit.normal, v(0.0, -1.0), TOL);
}

#[test]
fn ray_capsule_along_a_flat_side_from_that_side_is_on_the_boundary() {
    // Core (0, 0)-(4, 0), radius 1: the top side is y = 1 for x in [0, 4].
    let cap = Capsule::new(v(0.0, 0.0), v(4.0, 0.0), 1.0);
    let (entry, exit) = crossing(ray::ray_capsule(&Ray::new(v(2.0, 1.0), v(1.0, 0.0)), &cap));
    assert_eq!(
        (entry.t, entry.point, entry.normal),
        (0.0, v(2.0, 1.0), v(0.0, 1.0))
    );
    // It leaves where the side meets the right cap, tangent to it.
    assert_eq!(exit.point, v(4.0, 1.0));
    // Along the bottom side, to the left.
    let (entry, exit) = crossing(ray::ray_capsule(
        &Ray::new(v(1.0, -1.0), v(-2.0, 0.0)),
        &cap,
    ));
    assert_eq!(
        (entry.t, entry.normal, exit.point),
        (0.0, v(0.0, -1.0), v(0.0, -1.0))
    );
    // Just inside the side is inside.
    from_inside(ray::ray_capsule(
        &Ray::new(v(2.0, 0.999), v(1.0, 0.0)),
        &cap,
    ));
}

#[test]
fn ray_capsule_tangent_miss_inside_and_degenerate() {
    let (entry, exit) = crossing(ray::ray_capsule(
        &Ray::new(v(-1.0, -3.0), v(0.0, 1.0)),
        &capsule(),
    ));
    assert_eq!((entry.t, exit.t), (3.0, 3.0));
    assert_eq!(
        ray::ray_capsule(&Ray::new(v(6.0, 0.5), v(0.0, 1.0)), &capsule()),
        None
    );
    let exit = from_inside(ray::ray_capsule(
        &Ray::new(v(1.0, 0.0), v(0.0, 1.0)),
        &capsule(),
    ));
    assert_eq!((exit.t, exit.point), (1.0, v(1.0, 1.0)));
    // A point-like core is a disk.
    let dot = Capsule::new(v(1.0, 1.0), v(1.0, 1.0), 0.5);
    let (entry, _) = crossing(ray::ray_capsule(&Ray::new(v(-2.0, 1.0), v(1.0, 0.0)), &dot));
    assert_eq!((entry.t, entry.normal), (2.5, v(-1.0, 0.0)));
    assert_eq!(
        ray::ray_capsule(&Ray::new(v(-2.0, 1.0), Vec2::ZERO), &capsule()),
        None
    );
    let nan = Capsule::new(v(f32::NAN, 0.0), v(4.0, 0.0), 1.0);
    assert_eq!(
        ray::ray_capsule(&Ray::new(v(-2.0, 0.0), v(1.0, 0.0)), &nan),
        None
    );
}
