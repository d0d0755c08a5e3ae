//! Lines, closest points and capsules with hand-worked numbers
//! (docs/collision.md, "Line vs line", "Closest points", "Capsule vs capsule").

use crate::common::{assert_close, assert_vec_close};
use glam::Vec2;
use hitlab::geom::{
    Capsule, Line, Segment, closest, overlap,
    ray::{self, LineIntersection},
};

const TOL: f32 = 1e-6;

fn v(x: f32, y: f32) -> Vec2 {
    Vec2::new(x, y)
}

#[test]
fn line_line_crossing_by_the_2x2_inverse() {
    // s·(1, 0) - t·(0, 2) = (3, -5) - (0, 0): s = 3, t = 2.5.
    let a = Line::new(Vec2::ZERO, v(1.0, 0.0));
    let b = Line::new(v(3.0, -5.0), v(0.0, 2.0));
    assert_eq!(
        ray::line_line(&a, &b),
        Some(LineIntersection::Point {
            point: v(3.0, 0.0),
            s: 3.0,
            t: 2.5
        })
    );
}

#[test]
fn line_line_parallel_and_coincident() {
    let a = Line::new(Vec2::ZERO, v(1.0, 0.0));
    assert_eq!(
        ray::line_line(&a, &Line::new(v(0.0, 1.0), v(2.0, 0.0))),
        Some(LineIntersection::Parallel)
    );
    // Same line, opposite direction: the midpoint of the two reference points.
    assert_eq!(
        ray::line_line(&a, &Line::new(v(4.0, 0.0), v(-2.0, 0.0))),
        Some(LineIntersection::Coincident { point: v(2.0, 0.0) })
    );
    // Almost parallel but clearly apart is still a crossing, far away.
    let tilted = Line::new(v(0.0, 1.0), v(1.0, 1e-3));
    match ray::line_line(&a, &tilted) {
        Some(LineIntersection::Point { point, .. }) => assert_close(point.x, -1000.0, 0.1),
        other => panic!("{other:?}"),
    }
}

#[test]
fn line_line_degenerate_is_none() {
    let a = Line::new(Vec2::ZERO, v(1.0, 0.0));
    assert_eq!(
        ray::line_line(&a, &Line::new(v(1.0, 1.0), Vec2::ZERO)),
        None
    );
    assert_eq!(
        ray::line_line(&a, &Line::new(v(f32::NAN, 1.0), v(0.0, 1.0))),
        None
    );
    assert_eq!(
        ray::line_line(&a, &Line::new(v(1.0, 1.0), v(f32::INFINITY, 1.0))),
        None
    );
}

#[test]
fn point_line_foot_of_perpendicular() {
    // t = (2, 3)·(2, 0) / 4 = 1.
    let p = closest::point_line(v(2.0, 3.0), &Line::new(Vec2::ZERO, v(2.0, 0.0))).unwrap();
    assert_eq!((p.point, p.t, p.distance), (v(2.0, 0.0), 1.0, 3.0));
    assert_eq!(
        closest::point_line(v(2.0, 3.0), &Line::new(Vec2::ZERO, Vec2::ZERO)),
        None
    );
    assert_eq!(
        closest::point_line(v(f32::NAN, 3.0), &Line::new(Vec2::ZERO, v(1.0, 0.0))),
        None
    );
}

#[test]
fn point_segment_obtuse_ends_and_middle() {
    let s = Segment::new(Vec2::ZERO, v(4.0, 0.0));
    let before = closest::point_segment(v(-1.0, 1.0), &s).unwrap();
    assert_eq!((before.point, before.t), (Vec2::ZERO, 0.0));
    assert_close(before.distance, 2f32.sqrt(), TOL);
    let after = closest::point_segment(v(5.0, -1.0), &s).unwrap();
    assert_eq!((after.point, after.t), (v(4.0, 0.0), 1.0));
    let middle = closest::point_segment(v(1.0, 2.0), &s).unwrap();
    assert_eq!(
        (middle.point, middle.t, middle.distance),
        (v(1.0, 0.0), 0.25, 2.0)
    );
    // A degenerate segment is its point.
    let dot = closest::point_segment(v(4.0, 5.0), &Segment::new(v(1.0, 1.0), v(1.0, 1.0))).unwrap();
    assert_eq!((dot.point, dot.t, dot.distance), (v(1.0, 1.0), 0.0, 5.0));
    assert_eq!(closest::point_segment(v(f32::NAN, 0.0), &s), None);
    // Exactly on an end's perpendicular: that end, with no division.
    let at_end = closest::point_segment(v(4.0, 3.0), &s).unwrap();
    assert_eq!(
        (at_end.point, at_end.t, at_end.distance),
        (v(4.0, 0.0), 1.0, 3.0)
    );
    // A segment so long that its squared length overflows has no answer rather
    // than a wrong one (the middle region would otherwise look like an end's).
    // Here the foot is 1 away, and b (what `along >= len_sq`, both infinite,
    // would pick) is 1e18 away.
    let huge = Segment::new(Vec2::ZERO, v(2e19, 0.0));
    assert_eq!(closest::point_segment(v(1.9e19, 1.0), &huge), None);
}

#[test]
fn line_line_closest_crossing_and_parallel() {
    let a = Line::new(Vec2::ZERO, v(1.0, 0.0));
    let c = closest::line_line_closest(&a, &Line::new(v(3.0, -5.0), v(0.0, 2.0))).unwrap();
    assert_eq!(
        (c.on_a, c.on_b, c.s, c.t, c.distance),
        (v(3.0, 0.0), v(3.0, 0.0), 3.0, 2.5, 0.0)
    );
    let c = closest::line_line_closest(&a, &Line::new(v(5.0, 2.0), v(1.0, 0.0))).unwrap();
    assert_eq!(
        (c.on_a, c.on_b, c.s, c.t, c.distance),
        (Vec2::ZERO, v(0.0, 2.0), 0.0, -5.0, 2.0)
    );
    assert_eq!(
        closest::line_line_closest(&a, &Line::new(v(5.0, 2.0), Vec2::ZERO)),
        None
    );
}

#[test]
fn segment_segment_crossing_x() {
    let c = closest::segment_segment(
        &Segment::new(Vec2::ZERO, v(2.0, 2.0)),
        &Segment::new(v(0.0, 2.0), v(2.0, 0.0)),
    )
    .unwrap();
    assert_vec_close(c.on_a, v(1.0, 1.0), TOL);
    assert_vec_close(c.on_b, v(1.0, 1.0), TOL);
    assert_eq!((c.s, c.t), (0.5, 0.5));
    assert_close(c.distance, 0.0, TOL);
}

#[test]
fn segment_segment_t_shape_clamps_one_end() {
    let c = closest::segment_segment(
        &Segment::new(Vec2::ZERO, v(4.0, 0.0)),
        &Segment::new(v(2.0, 1.0), v(2.0, 3.0)),
    )
    .unwrap();
    assert_eq!(
        (c.on_a, c.on_b, c.s, c.t, c.distance),
        (v(2.0, 0.0), v(2.0, 1.0), 0.5, 0.0, 1.0)
    );
}

#[test]
fn segment_segment_end_to_end() {
    // (1, 0) to b = (3, 1) + t (1, 4): (−2, −1)·(1, 4) < 0, so t clamps to 0: √5.
    let c = closest::segment_segment(
        &Segment::new(Vec2::ZERO, v(1.0, 0.0)),
        &Segment::new(v(3.0, 1.0), v(4.0, 5.0)),
    )
    .unwrap();
    assert_eq!(
        (c.on_a, c.on_b, c.s, c.t),
        (v(1.0, 0.0), v(3.0, 1.0), 1.0, 0.0)
    );
    assert_close(c.distance, 5f32.sqrt(), TOL);
}

/// Found by the parry2d property test: the lines cross behind `a`'s start, so the
/// clamped `s` must be 0 (a sign slip in `w` once gave 1 and a wrong pair).
#[test]
fn segment_segment_lines_cross_outside_both_segments() {
    let a = Segment::new(v(0.0, 4.304_095_7), v(0.0, 0.0));
    let b = Segment::new(v(0.0, 18.337_242), v(-9.852_06, 0.0));
    let c = closest::segment_segment(&a, &b).unwrap();
    assert_eq!(c.s, 0.0);
    assert_close(c.distance, 6.641_695_5, 1e-4);
}

#[test]
fn segment_segment_parallel_overlapping_and_collinear_apart() {
    let c = closest::segment_segment(
        &Segment::new(Vec2::ZERO, v(4.0, 0.0)),
        &Segment::new(v(1.0, 1.0), v(3.0, 1.0)),
    )
    .unwrap();
    assert_eq!(c.distance, 1.0);
    assert!((1.0..=3.0).contains(&c.on_a.x));
    let c = closest::segment_segment(
        &Segment::new(Vec2::ZERO, v(1.0, 0.0)),
        &Segment::new(v(5.0, 0.0), v(3.0, 0.0)),
    )
    .unwrap();
    assert_eq!(
        (c.on_a, c.on_b, c.distance),
        (v(1.0, 0.0), v(3.0, 0.0), 2.0)
    );
}

#[test]
fn segment_segment_degenerate_segments() {
    let both = closest::segment_segment(
        &Segment::new(Vec2::ZERO, Vec2::ZERO),
        &Segment::new(v(3.0, 4.0), v(3.0, 4.0)),
    );
    assert_eq!(both.unwrap().distance, 5.0);
    let c = closest::segment_segment(
        &Segment::new(v(2.0, 2.0), v(2.0, 2.0)),
        &Segment::new(Vec2::ZERO, v(4.0, 0.0)),
    )
    .unwrap();
    assert_eq!((c.on_b, c.t, c.distance), (v(2.0, 0.0), 0.5, 2.0));
    let c = closest::segment_segment(
        &Segment::new(Vec2::ZERO, v(4.0, 0.0)),
        &Segment::new(v(2.0, 2.0), v(2.0, 2.0)),
    )
    .unwrap();
    assert_eq!((c.on_a, c.s, c.distance), (v(2.0, 0.0), 0.5, 2.0));
    let nan = Segment::new(v(f32::NAN, 0.0), v(1.0, 0.0));
    assert_eq!(
        closest::segment_segment(&nan, &Segment::new(Vec2::ZERO, v(1.0, 1.0))),
        None
    );
}

#[test]
fn capsule_capsule_is_distance_against_radii() {
    // Core distance 1.5.
    let a = Capsule::new(Vec2::ZERO, v(4.0, 0.0), 0.5);
    assert!(!overlap::capsule_capsule(
        &a,
        &Capsule::new(v(2.0, 1.5), v(2.0, 3.0), 0.5)
    ));
    assert!(overlap::capsule_capsule(
        &a,
        &Capsule::new(v(2.0, 1.5), v(2.0, 3.0), 1.0)
    ));
    assert!(overlap::capsule_capsule(
        &a,
        &Capsule::new(v(2.0, 1.5), v(2.0, 3.0), 1.5)
    ));
    assert!(!overlap::capsule_capsule(
        &a,
        &Capsule::new(v(2.0, 1.5), v(2.0, 3.0), -1.0)
    ));
    assert!(!overlap::capsule_capsule(
        &a,
        &Capsule::new(v(2.0, 1.5), v(2.0, 3.0), f32::NAN)
    ));
}
