//! Overlap tests used by Sokoban and the plane's hull, with hand-worked numbers.

use glam::Vec2;
use hitlab::geom::{Aabb, Disk, Obb, Triangle, overlap};
use std::f32::consts::{FRAC_PI_2, FRAC_PI_4};

fn v(x: f32, y: f32) -> Vec2 {
    Vec2::new(x, y)
}

#[test]
fn aabb_aabb_interval_overlap() {
    let a = Aabb::new(v(0.0, 0.0), v(2.0, 2.0));
    assert!(overlap::aabb_aabb(&a, &Aabb::new(v(1.0, 1.0), v(3.0, 3.0))));
    // Sharing an edge counts (Sokoban crates sit edge to edge).
    assert!(overlap::aabb_aabb(&a, &Aabb::new(v(2.0, 0.0), v(3.0, 2.0))));
    assert!(!overlap::aabb_aabb(
        &a,
        &Aabb::new(v(2.01, 0.0), v(3.0, 2.0))
    ));
    // x overlaps, y does not.
    assert!(!overlap::aabb_aabb(
        &a,
        &Aabb::new(v(0.5, 2.5), v(1.5, 3.0))
    ));
    let nan = Aabb {
        min: v(f32::NAN, 0.0),
        max: v(1.0, 1.0),
    };
    assert!(!overlap::aabb_aabb(&a, &nan));
}

#[test]
fn obb_obb_separating_axes() {
    let a = Obb::from_angle(Vec2::ZERO, v(0.5, 0.5), 0.0);
    assert!(!overlap::obb_obb(
        &a,
        &Obb::from_angle(v(1.2, 0.0), v(0.5, 0.5), 0.0)
    ));
    // Turned 45°, the second square reaches 0.707 towards the first: 1.2 - 0.707 < 0.5.
    assert!(overlap::obb_obb(
        &a,
        &Obb::from_angle(v(1.2, 0.0), v(0.5, 0.5), FRAC_PI_4)
    ));
    assert!(!overlap::obb_obb(
        &a,
        &Obb::from_angle(v(1.3, 0.0), v(0.5, 0.5), FRAC_PI_4)
    ));
    assert!(overlap::obb_obb(&a, &a));
}

#[test]
fn obb_obb_separated_on_a_diagonal_although_bounding_boxes_overlap() {
    // The diamond's bounding box [0.886, 3.71]² overlaps [-1, 1]², but along the
    // diagonal the centres are 3.25 apart and the half-widths sum to 1 + √2 = 2.41.
    let a = Obb::from_angle(Vec2::ZERO, v(1.0, 1.0), 0.0);
    let b = Obb::from_angle(v(2.3, 2.3), v(1.0, 1.0), FRAC_PI_4);
    assert!(!overlap::obb_obb(&a, &b));
    let nan = Obb::from_angle(v(f32::NAN, 0.0), v(1.0, 1.0), 0.0);
    assert!(!overlap::obb_obb(&a, &nan));
}

#[test]
fn disk_aabb_closest_point_by_clamping() {
    let b = Aabb::new(v(0.0, 0.0), v(2.0, 1.0));
    // Closest box point (2, 1) is √2 ≈ 1.414 from (3, 2).
    assert!(overlap::disk_aabb(&Disk::new(v(3.0, 2.0), 1.5), &b));
    assert!(!overlap::disk_aabb(&Disk::new(v(3.0, 2.0), 1.4), &b));
    assert!(overlap::disk_aabb(&Disk::new(v(1.0, 0.5), 0.1), &b));
    assert!(overlap::disk_aabb(&Disk::new(v(3.0, 1.0), 1.0), &b));
    assert!(!overlap::disk_aabb(&Disk::new(v(f32::NAN, 1.0), 1.0), &b));
    assert!(!overlap::disk_aabb(&Disk::new(v(1.0, 0.5), -1.0), &b));
}

#[test]
fn disk_obb_in_the_box_frame() {
    // Half extents (2, 1) turned 90°: world x in [-1, 1], y in [-2, 2].
    let b = Obb::from_angle(Vec2::ZERO, v(2.0, 1.0), FRAC_PI_2);
    assert!(overlap::disk_obb(&Disk::new(v(1.5, 0.0), 0.6), &b));
    assert!(!overlap::disk_obb(&Disk::new(v(0.0, 2.5), 0.4), &b));
    assert!(overlap::disk_obb(&Disk::new(v(0.0, 2.5), 0.5), &b));
    assert!(!overlap::disk_obb(&Disk::new(v(0.0, f32::NAN), 0.5), &b));
}

#[test]
fn disk_triangle_inside_edge_and_vertex() {
    let t = Triangle::new(v(0.0, 0.0), v(4.0, 0.0), v(0.0, 3.0));
    let cw = Triangle::new(t.a, t.c, t.b);
    for tri in [t, cw] {
        assert!(overlap::disk_triangle(&Disk::new(v(1.0, 1.0), 0.1), &tri));
        // Distance from (3, 3) to the hypotenuse 3x + 4y = 12 is 9/5 = 1.8.
        assert!(overlap::disk_triangle(&Disk::new(v(3.0, 3.0), 1.9), &tri));
        assert!(!overlap::disk_triangle(&Disk::new(v(3.0, 3.0), 1.7), &tri));
        // Distance from (-1, -1) to the vertex (0, 0) is √2.
        assert!(overlap::disk_triangle(&Disk::new(v(-1.0, -1.0), 1.5), &tri));
        assert!(!overlap::disk_triangle(
            &Disk::new(v(-1.0, -1.0), 1.3),
            &tri
        ));
    }
    assert!(!overlap::disk_triangle(
        &Disk::new(v(f32::NAN, 1.0), 1.0),
        &t
    ));
}

#[test]
fn disk_triangle_degenerate_triangle_is_a_segment() {
    let flat = Triangle::new(v(0.0, 0.0), v(2.0, 0.0), v(4.0, 0.0));
    assert!(overlap::disk_triangle(&Disk::new(v(1.0, 0.5), 0.6), &flat));
    assert!(!overlap::disk_triangle(&Disk::new(v(1.0, 0.5), 0.4), &flat));
    // Centre exactly on the segment's line: all three edge functions are zero.
    assert!(overlap::disk_triangle(&Disk::new(v(1.0, 0.0), 0.1), &flat));
    assert!(overlap::disk_triangle(&Disk::new(v(1.0, 0.0), 0.0), &flat));
    assert!(overlap::disk_triangle(&Disk::new(v(4.4, 0.0), 0.5), &flat));
    assert!(!overlap::disk_triangle(&Disk::new(v(4.6, 0.0), 0.5), &flat));
    // A triangle that is a single point is that point.
    let dot = Triangle::new(v(1.0, 1.0), v(1.0, 1.0), v(1.0, 1.0));
    assert!(overlap::disk_triangle(&Disk::new(v(1.0, 1.5), 0.5), &dot));
    assert!(!overlap::disk_triangle(&Disk::new(v(1.0, 1.6), 0.5), &dot));
}
