//! The mesh queries test four triangles per SIMD block, and a mesh of more
//! than four blocks finds the blocks near a query through a grid over its
//! box. These properties hold them to the one-triangle-at-a-time answer on
//! random meshes of 1 to 11 triangles (full blocks, partial blocks,
//! overlapping triangles) and of 17 to 60 (looked up through the grid),
//! with long paths and with short steps: the same triangle, the same `t`,
//! bit for bit.

use glam::{Affine2, Vec2};
use hitlab::geom::{Ray, TriMesh, Triangle, contain, ray, sweep};
use proptest::prelude::*;

fn point() -> impl Strategy<Value = Vec2> {
    (-3.0f32..3.0, -3.0f32..3.0).prop_map(|(x, y)| Vec2::new(x, y))
}

fn mesh() -> impl Strategy<Value = TriMesh> {
    prop_oneof![mesh_of(1..12), mesh_of(17..60)]
}

/// Triangles of every size, from slivers of a fifth of a unit up to the
/// whole square, so that a grid cell holds a few blocks and misses others.
fn mesh_of(count: std::ops::Range<usize>) -> impl Strategy<Value = TriMesh> {
    let corners = (point(), point(), point(), 0.05f32..1.0)
        .prop_map(|(a, b, c, size)| (a, a + (b - a) * size, a + (c - a) * size));
    prop::collection::vec(corners, count).prop_filter_map("every triangle degenerate", |corners| {
        let triangles = corners.into_iter().map(|(a, b, c)| Triangle::new(a, b, c));
        TriMesh::new(triangles.collect()).ok()
    })
}

/// The first triangle with the smallest `t`, as a plain loop over the triangles.
fn first_smallest(hits: impl Iterator<Item = (usize, Option<f32>)>) -> Option<(usize, f32)> {
    hits.filter_map(|(i, t)| Some((i, t?)))
        .fold(None, |best: Option<(usize, f32)>, (i, t)| match best {
            Some((_, best_t)) if best_t <= t => best,
            _ => Some((i, t)),
        })
}

proptest! {
    #[test]
    fn point_in_trimesh_is_the_first_triangle_containing_the_point(mesh in mesh(), p in point()) {
        // Inside a counter-clockwise triangle: no edge function negative, each
        // computed as `(b - a) ⨯ (p - a)`.
        let expected = mesh.triangles().iter().position(|t| {
            [(t.a, t.b), (t.b, t.c), (t.c, t.a)]
                .iter()
                .all(|&(a, b)| (b - a).perp().dot(p) - (b - a).perp().dot(a) >= 0.0)
        });
        prop_assert_eq!(contain::point_in_trimesh(p, &mesh, &Affine2::IDENTITY), expected);
    }

    #[test]
    fn sweep_is_the_earliest_triangle_contact(mesh in mesh(), from in point(), to in point()) {
        let expected = first_smallest(
            mesh.triangles().iter().enumerate().map(|(i, t)| (i, sweep::sweep_segment_triangle(from, to, t))),
        );
        let hit = sweep::sweep_segment_trimesh(from, to, &mesh, &Affine2::IDENTITY);
        prop_assert_eq!(hit.map(|h| (h.triangle, h.t)), expected);
    }

    #[test]
    fn a_short_step_is_the_earliest_triangle_contact(
        mesh in mesh(), from in point(), heading in 0.0f32..6.3, length in 0.0f32..0.6,
    ) {
        let to = from + Vec2::from_angle(heading) * length;
        let expected = first_smallest(
            mesh.triangles().iter().enumerate().map(|(i, t)| (i, sweep::sweep_segment_triangle(from, to, t))),
        );
        let hit = sweep::sweep_segment_trimesh(from, to, &mesh, &Affine2::IDENTITY);
        prop_assert_eq!(hit.map(|h| (h.triangle, h.t)), expected);
    }

    #[test]
    fn ray_hit_is_the_earliest_triangle_contact(mesh in mesh(), origin in point(), toward in point()) {
        prop_assume!(origin.distance(toward) > 1e-3);
        let ray = Ray::new(origin, toward - origin);
        // Each triangle on its own: the ray's contact with a one-triangle mesh.
        let expected = first_smallest(mesh.triangles().iter().enumerate().map(|(i, t)| {
            let single = TriMesh::new(vec![*t]).expect("a kept triangle is valid");
            (i, ray::ray_trimesh(&ray, &single, &Affine2::IDENTITY, &Affine2::IDENTITY).map(|(h, _)| h.t))
        }));
        let hit = ray::ray_trimesh(&ray, &mesh, &Affine2::IDENTITY, &Affine2::IDENTITY);
        prop_assert_eq!(hit.map(|(h, i)| (i, h.t)), expected);
    }
}
