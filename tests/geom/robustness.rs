//! Any `f32` at all (NaN, ±inf, huge, tiny, subnormal, zero) into every query:
//! no panic, and whatever comes back is well-formed (finite parameters in range,
//! finite points, unit normals), never a NaN dressed up as a hit.

use glam::{Affine2, Vec2};
use hitlab::geom::{
    Aabb, Band, Capsule, Disk, Line, Obb, Ray, Segment, TriMesh, Triangle, closest, contain,
    overlap,
    ray::{self, LineIntersection, RayInterval},
    sweep,
};
use proptest::prelude::*;

/// Mostly ordinary values, often special ones.
fn any_f32() -> impl Strategy<Value = f32> {
    prop_oneof![
        4 => -100.0f32..100.0,
        1 => Just(0.0f32),
        1 => Just(f32::NAN),
        1 => Just(f32::INFINITY),
        1 => Just(f32::NEG_INFINITY),
        1 => Just(f32::MAX),
        1 => Just(f32::MIN_POSITIVE / 4.0),
        1 => prop::num::f32::ANY,
    ]
}

fn any_vec() -> impl Strategy<Value = Vec2> {
    (any_f32(), any_f32()).prop_map(|(x, y)| Vec2::new(x, y))
}

/// In range but extreme: up to the MAX_COORD bound (1e18), or tiny.
fn extreme_f32() -> impl Strategy<Value = f32> {
    prop_oneof![
        -1e18f32..1e18,
        -1e-18f32..1e-18,
        Just(1e18f32),
        Just(-1e18f32),
        Just(1.1e-19f32),
        Just(0.0f32),
    ]
}

fn extreme_vec() -> impl Strategy<Value = Vec2> {
    (extreme_f32(), extreme_f32()).prop_map(|(x, y)| Vec2::new(x, y))
}

fn well_formed(hit: Option<RayInterval>) -> Result<(), TestCaseError> {
    if let Some(hit) = hit {
        let exit = hit.exit();
        prop_assert!(
            exit.t.is_finite() && exit.t >= 0.0 && exit.point.is_finite(),
            "{hit:?}"
        );
        prop_assert!(exit.normal.is_finite(), "{hit:?}");
        if let Some(entry) = hit.entry() {
            prop_assert!(
                entry.t.is_finite() && entry.t >= 0.0 && entry.t <= exit.t,
                "{hit:?}"
            );
            prop_assert!(
                entry.point.is_finite() && entry.normal.is_finite(),
                "{hit:?}"
            );
        }
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    #[test]
    fn ray_queries_never_panic_or_return_nan(o in any_vec(), d in any_vec(), c in any_vec(), e in any_vec(), r in any_f32(), a in any_f32()) {
        let ray = Ray::new(o, d);
        well_formed(ray::ray_aabb(&ray, &Aabb::new(c, e)))?;
        well_formed(ray::ray_aabb(&ray, &Aabb { min: c, max: e }))?;
        well_formed(ray::ray_obb(&ray, &Obb::from_angle(c, e, a)))?;
        well_formed(ray::ray_disk(&ray, &Disk::new(c, r)))?;
        well_formed(ray::ray_band(&ray, &Band::new(Line::new(c, e), r)))?;
        well_formed(ray::ray_capsule(&ray, &Capsule::new(c, e, r)))?;
        if let Some(s) = ray::slab_intervals(&ray, &Aabb::new(c, e)) {
            prop_assert!(![s.in_x, s.out_x, s.in_y, s.out_y].iter().any(|v| v.is_nan()), "{s:?}");
        }
        let _ = ray::ray_disk_quadratic(&ray, &Disk::new(c, r));
    }

    /// The disk and capsule decide a hit before computing any root and then
    /// build it unchecked; the proof that the roots are finite and ordered leans
    /// on the 1e18 input bound. Debug builds assert it on every hit.
    #[test]
    fn ray_queries_at_the_edges_of_the_range(o in extreme_vec(), d in extreme_vec(), c in extreme_vec(), e in extreme_vec(), r in extreme_f32()) {
        let ray = Ray::new(o, d);
        well_formed(ray::ray_disk(&ray, &Disk::new(c, r.abs())))?;
        well_formed(ray::ray_capsule(&ray, &Capsule::new(c, e, r.abs())))?;
        well_formed(ray::ray_aabb(&ray, &Aabb::new(c, e)))?;
        well_formed(ray::ray_obb(&ray, &Obb::from_angle(c, e, r)))?;
        well_formed(ray::ray_band(&ray, &Band::new(Line::new(c, e), r.abs())))?;
    }

    #[test]
    fn line_and_distance_queries_never_panic(p in any_vec(), a in any_vec(), b in any_vec(), c in any_vec(), d in any_vec(), r in any_f32()) {
        if let Some(LineIntersection::Point { point, s, t }) = ray::line_line(&Line::new(a, b), &Line::new(c, d)) {
            prop_assert!(!(point.is_nan() || s.is_nan() || t.is_nan()));
        }
        if let Some(q) = closest::point_line(p, &Line::new(a, b)) {
            prop_assert!(!q.t.is_nan());
        }
        if let Some(q) = closest::point_segment(p, &Segment::new(a, b)) {
            prop_assert!((0.0..=1.0).contains(&q.t));
        }
        let _ = closest::line_line_closest(&Line::new(a, b), &Line::new(c, d));
        if let Some(q) = closest::segment_segment(&Segment::new(a, b), &Segment::new(c, d)) {
            prop_assert!((0.0..=1.0).contains(&q.s) && (0.0..=1.0).contains(&q.t), "{q:?}");
        }
        let _ = overlap::capsule_capsule(&Capsule::new(a, b, r), &Capsule::new(c, d, r));
    }

    #[test]
    fn overlap_and_triangle_queries_never_panic(p in any_vec(), a in any_vec(), b in any_vec(), c in any_vec(), r in any_f32(), angle in any_f32()) {
        let _ = overlap::aabb_aabb(&Aabb::new(a, b), &Aabb { min: c, max: p });
        let _ = overlap::obb_obb(&Obb::from_angle(a, b, angle), &Obb::from_angle(c, p, r));
        let _ = overlap::disk_aabb(&Disk::new(p, r), &Aabb { min: a, max: b });
        let _ = overlap::disk_obb(&Disk::new(p, r), &Obb::from_angle(a, b, angle));
        let tri = Triangle::new(a, b, c);
        let _ = overlap::disk_triangle(&Disk::new(p, r), &tri);
        let _ = contain::point_in_triangle(p, &tri);
        if let Some(t) = sweep::sweep_segment_triangle(p, a, &tri) {
            prop_assert!((0.0..=1.0).contains(&t));
        }
        match TriMesh::new(vec![tri]) {
            Ok(mesh) => prop_assert!(mesh.bounding_disk().radius.is_finite()),
            Err(e) => prop_assert!(!e.to_string().is_empty()),
        }
    }

    #[test]
    fn mesh_queries_never_panic(p in any_vec(), q in any_vec(), d in any_vec(), angle in any_f32(), offset in any_vec()) {
        let mesh = crate::common::star();
        let m = Affine2::from_angle_translation(angle, offset);
        let inv = m.inverse();
        let _ = contain::point_in_trimesh(p, &mesh, &inv);
        if let Some(hit) = sweep::sweep_segment_trimesh(p, q, &mesh, &inv) {
            prop_assert!((0.0..=1.0).contains(&hit.t) && hit.local_point.is_finite(), "{hit:?}");
        }
        if let Some((hit, i)) = ray::ray_trimesh(&Ray::new(p, d), &mesh, &m, &inv) {
            prop_assert!(hit.t.is_finite() && hit.t >= 0.0 && hit.point.is_finite() && hit.normal.is_finite(), "{hit:?}");
            prop_assert!(i < mesh.triangles().len());
        }
    }
}
