//! Triangles and meshes (docs/collision.md, "Containment" and "Sweep"): edge
//! functions, the source's rotated-triangle example, point in mesh through M⁻¹,
//! the swept test and the thin-tip tunnel it fixes, and the shooter's aim ray.

use crate::common::{
    STAR_INNER, STAR_OUTER, assert_close, assert_vec_close, model, star, star_triangles,
};
use glam::{Affine2, Vec2};
use hitlab::geom::{MeshError, Ray, TriMesh, Triangle, contain, ray, sweep};

fn v(x: f32, y: f32) -> Vec2 {
    Vec2::new(x, y)
}

fn right_triangle() -> Triangle {
    Triangle::new(v(0.0, 0.0), v(4.0, 0.0), v(0.0, 4.0))
}

#[test]
fn edge_functions_are_twice_the_sub_areas() {
    // (4,0)⨯(1,1) = 4; (-4,4)⨯(-3,1) = 8; (0,-4)⨯(1,-3) = 4; sum = 2·area = 16.
    assert_eq!(
        contain::edge_functions(v(1.0, 1.0), &right_triangle()),
        [4.0, 8.0, 4.0]
    );
    // Outside the hypotenuse: (4,0)⨯(5,5) = 20; (-4,4)⨯(1,5) = -24; (0,-4)⨯(5,1) = 20.
    // The sum is still 16: the edge functions always add up to twice the area.
    assert_eq!(
        contain::edge_functions(v(5.0, 5.0), &right_triangle()),
        [20.0, -24.0, 20.0]
    );
}

#[test]
fn point_in_triangle_either_winding_boundary_counts() {
    let ccw = right_triangle();
    let cw = Triangle::new(ccw.a, ccw.c, ccw.b);
    for t in [ccw, cw] {
        assert!(contain::point_in_triangle(v(1.0, 1.0), &t));
        assert!(!contain::point_in_triangle(v(3.0, 3.0), &t));
        assert!(!contain::point_in_triangle(v(-0.001, 1.0), &t));
        // On an edge and on a vertex: a hit.
        assert!(contain::point_in_triangle(v(2.0, 0.0), &t));
        assert!(contain::point_in_triangle(v(2.0, 2.0), &t));
        assert!(contain::point_in_triangle(v(4.0, 0.0), &t));
        assert!(!contain::point_in_triangle(v(f32::NAN, 1.0), &t));
    }
}

#[test]
fn point_in_zero_area_triangle_is_never_inside() {
    let flat = Triangle::new(v(0.0, 0.0), v(2.0, 0.0), v(4.0, 0.0));
    assert!(flat.is_degenerate());
    assert!(!contain::point_in_triangle(v(1.0, 0.0), &flat));
    assert!(!contain::point_in_triangle(v(9.0, 0.0), &flat));
    assert!(!contain::point_in_triangle(v(1.0, 1.0), &flat));
    let dot = Triangle::new(v(1.0, 1.0), v(1.0, 1.0), v(1.0, 1.0));
    assert!(!contain::point_in_triangle(v(1.0, 1.0), &dot));
}

#[test]
fn trimesh_new_rejects_bad_input_with_the_reason() {
    assert_eq!(TriMesh::new(vec![]), Err(MeshError::Empty));
    let nan = Triangle::new(v(0.0, 0.0), v(f32::NAN, 0.0), v(0.0, 1.0));
    assert_eq!(
        TriMesh::new(vec![right_triangle(), nan]),
        Err(MeshError::NonFinite { index: 1 })
    );
    let flat = Triangle::new(v(0.0, 0.0), v(2.0, 0.0), v(4.0, 0.0));
    let sliver = Triangle::new(v(0.0, 0.0), v(1000.0, 0.0), v(500.0, 1e-4));
    assert_eq!(
        TriMesh::new(vec![flat, sliver]),
        Err(MeshError::AllDegenerate { count: 2 })
    );
    assert_eq!(
        MeshError::NonFinite { index: 1 }.to_string(),
        "triangle 1 has a NaN or infinite vertex"
    );
    let far = Triangle::new(v(0.0, 0.0), v(1e19, 0.0), v(0.0, 1.0));
    assert_eq!(
        TriMesh::new(vec![right_triangle(), far]),
        Err(MeshError::OutOfRange { index: 1 })
    );
}

#[test]
fn trimesh_drops_flat_triangles_orients_and_bounds() {
    let flat = Triangle::new(v(0.0, 0.0), v(2.0, 0.0), v(4.0, 0.0));
    let cw = Triangle::new(v(0.0, 0.0), v(0.0, 4.0), v(4.0, 0.0));
    let mesh = TriMesh::new(vec![flat, cw]).unwrap();
    assert_eq!(
        mesh.triangles(),
        &[Triangle::new(v(0.0, 0.0), v(4.0, 0.0), v(0.0, 4.0))]
    );
    assert_eq!(
        (mesh.aabb().min, mesh.aabb().max),
        (v(0.0, 0.0), v(4.0, 4.0))
    );
    let disk = mesh.bounding_disk();
    assert_eq!(disk.center, v(2.0, 2.0));
    assert_close(disk.radius, 8f32.sqrt(), 1e-5);
    assert!(
        mesh.vertices()
            .all(|p| p.distance(disk.center) <= disk.radius)
    );
}

/// The source's worked example (docs/collision.md, "Containment"): its
/// Triangle turned 130° and moved by (-3.3, 2.2), M = T·R; the shell is taken
/// back by M⁻¹ = R⁻¹·T⁻¹ and tested against the initial triangle.
#[test]
fn chapter_example_triangle_rotated_130_moved_by_minus_3_3_2_2() {
    let local = Triangle::new(v(0.0, 1.0), v(-0.866, -0.5), v(0.866, -0.5));
    let mesh = TriMesh::new(vec![local]).unwrap();
    let m = model(130f32.to_radians(), v(-3.3, 2.2));
    let inv = m.inverse();

    // By hand: local (0, 0.5) turned 130° is (-0.5 sin 130°, 0.5 cos 130°)
    // = (-0.38302, -0.32139); moved by (-3.3, 2.2) it is (-3.68302, 1.87861).
    let shell = v(-3.68302, 1.87861);
    assert_vec_close(m.transform_point2(v(0.0, 0.5)), shell, 1e-4);
    assert_vec_close(inv.transform_point2(shell), v(0.0, 0.5), 1e-4);
    assert_eq!(contain::point_in_trimesh(shell, &mesh, &inv), Some(0));

    // The translation alone is the centre: inside.
    assert_eq!(
        contain::point_in_trimesh(v(-3.3, 2.2), &mesh, &inv),
        Some(0)
    );
    // Inside the triangle moved but not turned, so outside the turned one: M⁻¹
    // maps it to (0.9 sin 130°, 0.9 cos 130°) = (0.689, -0.579), below the base.
    let unturned = v(-3.3, 2.2 + 0.9);
    assert_vec_close(inv.transform_point2(unturned), v(0.68944, -0.57851), 1e-4);
    assert_eq!(contain::point_in_trimesh(unturned, &mesh, &inv), None);
    // Far away: rejected by the bounding circle.
    assert_eq!(contain::point_in_trimesh(v(30.0, 30.0), &mesh, &inv), None);
}

#[test]
fn point_in_trimesh_star_tips_and_notches() {
    let mesh = star();
    let m = model(0.3, v(5.0, -2.0));
    let inv = m.inverse();
    // Just inside the top tip, and in the notch between two tips.
    let tip = m.transform_point2(v(0.0, 0.95));
    let notch = m.transform_point2(
        STAR_INNER * 1.3 * Vec2::from_angle(90f32.to_radians() + 36f32.to_radians()),
    );
    assert!(contain::point_in_trimesh(tip, &mesh, &inv).is_some_and(|i| i < 5));
    assert_eq!(contain::point_in_trimesh(notch, &mesh, &inv), None);
    assert!(contain::point_in_trimesh(m.transform_point2(Vec2::ZERO), &mesh, &inv).is_some());
    assert_eq!(
        contain::point_in_trimesh(v(f32::NAN, 0.0), &mesh, &inv),
        None
    );
    let nan_matrix = Affine2::from_translation(v(f32::NAN, 0.0));
    assert_eq!(contain::point_in_trimesh(tip, &mesh, &nan_matrix), None);
}

/// The flaw at the end of `003`: at 0.5 units per step a shell crossing a star
/// tip where it is 0.13 wide is outside at P and at P', so the point test never
/// sees the hit; the swept test of P→P' does.
#[test]
fn thin_tip_missed_by_point_caught_by_swept() {
    let mesh = star();
    let m = model(20f32.to_radians(), v(5.0, -2.0));
    let inv = m.inverse();
    // The top tip spans x in ±0.2245·(1 - y)/(1 - 0.309) at height y; at y = 0.8
    // that is ±0.065. One step of 0.5 units from x = -0.25 to x = +0.25.
    let (p_local, p_next_local) = (v(-0.25, 0.8), v(0.25, 0.8));
    let (p, p_next) = (
        m.transform_point2(p_local),
        m.transform_point2(p_next_local),
    );
    assert_close(p.distance(p_next), 0.5, 1e-5);

    assert_eq!(
        contain::point_in_trimesh(p, &mesh, &inv),
        None,
        "P is outside"
    );
    assert_eq!(
        contain::point_in_trimesh(p_next, &mesh, &inv),
        None,
        "P' is outside"
    );

    let hit =
        sweep::sweep_segment_trimesh(p, p_next, &mesh, &inv).expect("the swept test sees the tip");
    let half_width = 0.2245 * (STAR_OUTER - 0.8) / (STAR_OUTER - 0.309);
    assert_close(hit.t, (0.25 - half_width) / 0.5, 2e-3);
    assert!(hit.triangle < 5, "a tip triangle, got {}", hit.triangle);
    assert_vec_close(hit.local_point, v(-half_width, 0.8), 2e-3);
    // The contact really is on the star: just past it, the point test agrees.
    let just_inside = p.lerp(p_next, hit.t + 1e-3);
    assert!(contain::point_in_trimesh(just_inside, &mesh, &inv).is_some());
}

#[test]
fn sweep_finds_first_contact_and_start_inside() {
    let mesh = star();
    let inv = Affine2::IDENTITY;
    // Straight through the centre from the left: first contact on the left tip side.
    let hit = sweep::sweep_segment_trimesh(v(-2.0, 0.0), v(2.0, 0.0), &mesh, &inv).unwrap();
    let first = hit.local_point.x;
    assert!(first < -0.2 && first > -1.0, "{first}");
    // From inside: t = 0.
    let hit = sweep::sweep_segment_trimesh(v(0.0, 0.0), v(2.0, 0.0), &mesh, &inv).unwrap();
    assert_eq!((hit.t, hit.local_point), (0.0, v(0.0, 0.0)));
    // Ending inside: found even though no edge crossing is computed at t = 1 exactly.
    assert!(sweep::sweep_segment_trimesh(v(0.0, 3.0), v(0.0, 0.99), &mesh, &inv).is_some());
    // A zero-length path is a point test.
    assert!(sweep::sweep_segment_trimesh(v(0.0, 0.5), v(0.0, 0.5), &mesh, &inv).is_some());
    assert_eq!(
        sweep::sweep_segment_trimesh(v(0.0, 3.0), v(0.0, 3.0), &mesh, &inv),
        None
    );
    // Misses, and garbage in.
    assert_eq!(
        sweep::sweep_segment_trimesh(v(-2.0, 3.0), v(2.0, 3.0), &mesh, &inv),
        None
    );
    assert_eq!(
        sweep::sweep_segment_trimesh(v(f32::NAN, 0.0), v(2.0, 0.0), &mesh, &inv),
        None
    );
}

#[test]
fn sweep_segment_triangle_hand_numbers() {
    let t = right_triangle();
    // From (-2, 1) to (2, 1): enters x = 0 at t = 0.5.
    assert_eq!(
        sweep::sweep_segment_triangle(v(-2.0, 1.0), v(2.0, 1.0), &t),
        Some(0.5)
    );
    // Clockwise copy: same answer.
    assert_eq!(
        sweep::sweep_segment_triangle(v(-2.0, 1.0), v(2.0, 1.0), &Triangle::new(t.a, t.c, t.b)),
        Some(0.5)
    );
    // Passing over the hypotenuse's corner region without touching.
    assert_eq!(
        sweep::sweep_segment_triangle(v(3.0, 3.0), v(5.0, 1.0), &t),
        None
    );
    // Touching a vertex exactly counts.
    assert_eq!(
        sweep::sweep_segment_triangle(v(4.0, -1.0), v(4.0, 1.0), &t),
        Some(0.5)
    );
    assert_eq!(
        sweep::sweep_segment_triangle(v(1.0, 1.0), v(9.0, 9.0), &t),
        Some(0.0)
    );
    let flat = Triangle::new(v(0.0, 0.0), v(2.0, 0.0), v(4.0, 0.0));
    assert_eq!(
        sweep::sweep_segment_triangle(v(1.0, -1.0), v(1.0, 1.0), &flat),
        None
    );
}

#[test]
fn ray_trimesh_world_point_and_normal() {
    // Square [-1, 1]² as two triangles, turned 90° and moved to (5, 0).
    let square = vec![
        Triangle::new(v(-1.0, -1.0), v(1.0, -1.0), v(1.0, 1.0)),
        Triangle::new(v(-1.0, -1.0), v(1.0, 1.0), v(-1.0, 1.0)),
    ];
    let mesh = TriMesh::new(square).unwrap();
    let m = model(std::f32::consts::FRAC_PI_2, v(5.0, 0.0));
    let inv = m.inverse();
    let (hit, triangle) =
        ray::ray_trimesh(&Ray::new(v(0.0, 0.5), v(2.0, 0.0)), &mesh, &m, &inv).unwrap();
    assert_close(hit.t, 2.0, 1e-5);
    assert_vec_close(hit.point, v(4.0, 0.5), 1e-5);
    assert_vec_close(hit.normal, v(-1.0, 0.0), 1e-5);
    assert!(triangle < 2);
    // Starting inside: contact at t = 0, normal against the ray.
    let (hit, _) = ray::ray_trimesh(&Ray::new(v(5.0, 0.0), v(0.0, 3.0)), &mesh, &m, &inv).unwrap();
    assert_eq!((hit.t, hit.normal), (0.0, v(0.0, -1.0)));
    // Pointing away, zero direction, NaN.
    assert_eq!(
        ray::ray_trimesh(&Ray::new(v(0.0, 0.5), v(-1.0, 0.0)), &mesh, &m, &inv),
        None
    );
    assert_eq!(
        ray::ray_trimesh(&Ray::new(v(0.0, 0.5), Vec2::ZERO), &mesh, &m, &inv),
        None
    );
    assert_eq!(
        ray::ray_trimesh(&Ray::new(v(f32::NAN, 0.5), v(1.0, 0.0)), &mesh, &m, &inv),
        None
    );
}

#[test]
fn ray_trimesh_star_enters_through_a_tip_edge() {
    let mesh = TriMesh::new(star_triangles(2.0, 0.8)).unwrap();
    let m = Affine2::IDENTITY;
    // Straight down onto the top tip.
    let (hit, triangle) =
        ray::ray_trimesh(&Ray::new(v(0.0, 5.0), v(0.0, -1.0)), &mesh, &m, &m).unwrap();
    assert_close(hit.t, 3.0, 1e-5);
    assert!(triangle < 5);
    assert!(hit.normal.y > 0.0);
}

/// M = T·R·S with a non-uniform scale: the point test still works through M⁻¹,
/// and the aim ray's normal (mapped by (M⁻¹)ᵀ) stays perpendicular to the
/// stretched edge.
#[test]
fn scaled_model_point_test_and_ray_normal() {
    let square = vec![
        Triangle::new(v(-1.0, -1.0), v(1.0, -1.0), v(1.0, 1.0)),
        Triangle::new(v(-1.0, -1.0), v(1.0, 1.0), v(-1.0, 1.0)),
    ];
    let mesh = TriMesh::new(square).unwrap();
    let angle = 30f32.to_radians();
    let m = Affine2::from_scale_angle_translation(v(2.0, 0.5), angle, v(1.0, -1.0));
    let inv = m.inverse();
    // Local (0.9, 0.9) is inside; world (0, 0.6) of the unrotated, unscaled square is not.
    assert!(contain::point_in_trimesh(m.transform_point2(v(0.9, 0.9)), &mesh, &inv).is_some());
    assert_eq!(
        contain::point_in_trimesh(m.transform_point2(v(0.0, 1.2)), &mesh, &inv),
        None
    );
    // Aim at the middle of the top edge (local y = 1) from straight "above" in local terms.
    let target = m.transform_point2(v(0.2, 1.0));
    let origin = m.transform_point2(v(0.2, 4.0));
    let (hit, _) = ray::ray_trimesh(&Ray::new(origin, target - origin), &mesh, &m, &inv).unwrap();
    assert_close(hit.t, 1.0, 1e-5);
    assert_vec_close(hit.point, target, 1e-5);
    let top_edge_world = m.transform_vector2(v(1.0, 0.0));
    assert_close(hit.normal.dot(top_edge_world), 0.0, 1e-5);
    assert_close(hit.normal.length(), 1.0, 1e-5);
    // Outward: pointing back towards the origin side.
    assert!(hit.normal.dot(origin - target) > 0.0);
}
