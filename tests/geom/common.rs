//! Shapes and helpers shared by the geometry tests.

use glam::{Affine2, DVec2, Vec2};
use hitlab::geom::{TriMesh, Triangle};

/// Outer and inner radius of the test star (inner/outer = 0.382, a regular
/// five-pointed star: each tip is a 36° wedge).
pub const STAR_OUTER: f32 = 1.0;
pub const STAR_INNER: f32 = 0.382;

/// The source text's 10-triangle star, tip 0 pointing up (+y): 5 tip triangles
/// (inner, outer, inner) and the inner pentagon as a 5-triangle fan around the
/// centre, all counter-clockwise.
pub fn star_triangles(outer: f32, inner: f32) -> Vec<Triangle> {
    let up = std::f32::consts::FRAC_PI_2;
    let step = std::f32::consts::TAU / 5.0;
    let outer_at = |k: usize| outer * Vec2::from_angle(up + step * k as f32);
    let inner_at = |k: usize| inner * Vec2::from_angle(up + step * (k as f32 + 0.5));
    let mut triangles = Vec::with_capacity(10);
    for k in 0..5 {
        // inner_at(k + 4) is the inner vertex just before tip k (clockwise side).
        triangles.push(Triangle::new(
            inner_at((k + 4) % 5),
            outer_at(k),
            inner_at(k),
        ));
    }
    for k in 0..5 {
        triangles.push(Triangle::new(
            Vec2::ZERO,
            inner_at(k),
            inner_at((k + 1) % 5),
        ));
    }
    triangles
}

pub fn star() -> TriMesh {
    TriMesh::new(star_triangles(STAR_OUTER, STAR_INNER)).unwrap()
}

/// The shooter's model matrix M = T·R.
pub fn model(angle: f32, translation: Vec2) -> Affine2 {
    Affine2::from_angle_translation(angle, translation)
}

/// `|a - b| <= tol` for floats, with a readable panic.
#[track_caller]
pub fn assert_close(a: f32, b: f32, tol: f32) {
    assert!((a - b).abs() <= tol, "{a} vs {b} (tolerance {tol})");
}

#[track_caller]
pub fn assert_vec_close(a: Vec2, b: Vec2, tol: f32) {
    assert!(a.distance(b) <= tol, "{a} vs {b} (tolerance {tol})");
}

/// glam 0.32 (ours) to parry2d's glam 0.33, through a plain array.
pub fn to_parry(v: Vec2) -> parry2d::math::Vector {
    parry2d::math::Vector::from_array(v.to_array())
}

pub fn from_parry(v: parry2d::math::Vector) -> Vec2 {
    Vec2::from_array(v.to_array())
}

/// A parry2d trimesh with the same triangles.
pub fn parry_trimesh(mesh: &TriMesh) -> parry2d::shape::TriMesh {
    let vertices: Vec<_> = mesh.vertices().map(to_parry).collect();
    let indices = (0..mesh.triangles().len() as u32)
        .map(|i| [3 * i, 3 * i + 1, 3 * i + 2])
        .collect();
    parry2d::shape::TriMesh::new(vertices, indices).unwrap()
}

/// For cheap property tests that leave some cases out (`prop_assume!`, e.g.
/// exact tangencies): at least 2000 cases, more when `PROPTEST_CASES` asks, and a
/// reject budget far above proptest's 1024, which a 2000-case run could reach.
pub fn cheap_cases_config() -> proptest::test_runner::Config {
    let default = proptest::test_runner::Config::default();
    proptest::test_runner::Config {
        cases: default.cases.max(2000),
        max_global_rejects: 1_000_000,
        ..default
    }
}

/// Reference point–segment distance in f64 (a zero-length segment is its point).
pub fn point_segment_f64(p: DVec2, a: DVec2, b: DVec2) -> f64 {
    let ab = b - a;
    let len_sq = ab.length_squared();
    let t = if len_sq > 0.0 {
        ((p - a).dot(ab) / len_sq).clamp(0.0, 1.0)
    } else {
        0.0
    };
    p.distance(a + t * ab)
}

/// Reference segment–segment distance in f64: in 2D two segments either cross
/// (distance 0) or are nearest at an end point.
pub fn segment_distance_f64(a0: DVec2, a1: DVec2, b0: DVec2, b1: DVec2) -> f64 {
    let side = |p: DVec2, q: DVec2, r: DVec2| (q - p).perp_dot(r - p);
    let crosses =
        side(a0, a1, b0) * side(a0, a1, b1) < 0.0 && side(b0, b1, a0) * side(b0, b1, a1) < 0.0;
    if crosses {
        return 0.0;
    }
    point_segment_f64(a0, b0, b1)
        .min(point_segment_f64(a1, b0, b1))
        .min(point_segment_f64(b0, a0, a1))
        .min(point_segment_f64(b1, a0, a1))
}
