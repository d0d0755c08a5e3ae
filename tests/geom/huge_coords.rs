//! Closest-point and overlap queries on ordinary shapes blown up to huge sizes
//! (up to 1e21, past where `f32` squares overflow at about 1e19), checked
//! against the same inputs computed in `f64`. A closest-point answer is right or
//! absent, never finite and wrong. An overlap is right while every coordinate and
//! radius is within `MAX_COORD` (1e18), and beyond it the documented `false`.

use crate::common::{point_segment_f64, segment_distance_f64};
use glam::{DVec2, Vec2};
use hitlab::geom::tolerance::MAX_COORD;
use hitlab::geom::{
    Aabb, Capsule, Disk, Line, Segment, Triangle, closest, overlap,
    ray::{self, LineIntersection},
};
use proptest::prelude::*;

/// A small shape's points, scaled by one of these.
fn scale() -> impl Strategy<Value = f32> {
    prop_oneof![
        Just(1.0f32),
        Just(1e-10),
        Just(1e-15),
        Just(1e-19),
        Just(1e15),
        Just(1e17),
        Just(1e18),
        Just(4e18),
        Just(1e19),
        Just(3e19),
        Just(1e20),
        Just(1e21)
    ]
}

fn unit_point() -> impl Strategy<Value = Vec2> {
    (-10.0f32..10.0, -10.0f32..10.0).prop_map(|(x, y)| Vec2::new(x, y))
}

fn wide(v: Vec2) -> DVec2 {
    v.as_dvec2()
}

fn disk_triangle_distance_f64(p: DVec2, a: DVec2, b: DVec2, c: DVec2) -> f64 {
    let e = [
        (b - a).perp_dot(p - a),
        (c - b).perp_dot(p - b),
        (a - c).perp_dot(p - c),
    ];
    let area2 = (b - a).perp_dot(c - a);
    if area2 != 0.0 && e.iter().all(|&x| x * area2.signum() >= 0.0) {
        return 0.0;
    }
    point_segment_f64(p, a, b)
        .min(point_segment_f64(p, b, c))
        .min(point_segment_f64(p, c, a))
}

/// How far off a segment short enough to count as a point may put an answer:
/// its length, if its squared length is at most `f32::MIN_POSITIVE` (the
/// documented `DIR_LEN_SQ_EPS`: shorter than about 1.1e-19 is no direction).
fn point_like(segments: &[(Vec2, Vec2)]) -> f64 {
    segments
        .iter()
        .filter(|(a, b)| (*b - *a).length_squared() <= f32::MIN_POSITIVE)
        .map(|(a, b)| wide(*a).distance(wide(*b)))
        .sum()
}

fn within_max_coord(points: &[Vec2], radii: &[f32]) -> bool {
    points.iter().all(|p| p.abs().max_element() <= MAX_COORD)
        && radii.iter().all(|&r| r <= MAX_COORD)
}

/// The largest coordinate, for tolerances relative to the input's size.
fn size(points: &[Vec2]) -> f64 {
    points
        .iter()
        .map(|p| p.abs().max_element() as f64)
        .fold(f64::MIN_POSITIVE, f64::max)
}

/// Found by the proptest below: `(p - a)·(b - a)` overflows to infinity while
/// `|b - a|²` does not, which once put an interior foot at `b` (an answer
/// 1e-4 off). Such a point gets no answer, as documented.
#[test]
fn point_segment_gives_no_answer_when_its_dot_product_overflows() {
    let s = 1e18;
    let p = Vec2::new(-9.742277, -7.855545) * s;
    let (a, b) = (
        Vec2::new(9.607167, 5.9777813) * s,
        Vec2::new(-8.533634, 7.6475973) * s,
    );
    assert!((b - a).length_squared().is_finite());
    assert!(!(p - a).dot(b - a).is_finite());
    assert_eq!(closest::point_segment(p, &Segment::new(a, b)), None);
    // Two units closer in, every product is finite and the answer is right.
    let exact = point_segment_f64(wide(p / 2.0), wide(a / 2.0), wide(b / 2.0));
    let ours = closest::point_segment(p / 2.0, &Segment::new(a / 2.0, b / 2.0)).unwrap();
    assert!(
        (ours.distance as f64 - exact).abs() <= 1e-5 * exact,
        "{} vs {exact}",
        ours.distance
    );
}

/// Found by the proptest below: at this scale the point is 1.04e-23 from the
/// segment, a distance `f32` holds, but its squares (about 1e-46) underflow, and
/// the plain `sqrt(dx² + dy²)` answered 0.
#[test]
fn point_segment_measures_a_distance_whose_squares_underflow() {
    let s = 1e-19;
    let p = Vec2::new(1.76026, 7.972881) * s;
    let (a, b) = (
        Vec2::new(-9.193907, 5.224971) * s,
        Vec2::new(5.0957313, 8.809462) * s,
    );
    let exact = point_segment_f64(wide(p), wide(a), wide(b));
    // A distance f32 holds, whose square it does not.
    assert!(exact > 1e-23);
    assert_eq!((exact as f32) * (exact as f32), 0.0);
    let ours = closest::point_segment(p, &Segment::new(a, b)).unwrap();
    assert!(
        (f64::from(ours.distance) - exact).abs() <= 1e-3 * exact,
        "{} vs {exact}",
        ours.distance
    );
}

proptest! {
    #![proptest_config(crate::common::cheap_cases_config())]

    #[test]
    fn point_segment_is_right_or_absent(p in unit_point(), a in unit_point(), b in unit_point(), s in scale()) {
        let (p, a, b) = (p * s, a * s, b * s);
        let exact = point_segment_f64(wide(p), wide(a), wide(b));
        if let Some(ours) = closest::point_segment(p, &Segment::new(a, b)) {
            let tol = 1e-5 * size(&[p, a, b]) + point_like(&[(a, b)]);
            prop_assert!((ours.distance as f64 - exact).abs() <= tol, "{} vs {exact}", ours.distance);
            prop_assert!((ours.point.as_dvec2().distance(wide(p)) - exact).abs() <= tol);
        } else {
            // Absent only where f32 squares overflow.
            prop_assert!(s >= 1e18, "no answer at scale {s}");
        }
    }

    #[test]
    fn segment_segment_is_right_or_absent(a0 in unit_point(), a1 in unit_point(), b0 in unit_point(), b1 in unit_point(), s in scale()) {
        let (a0, a1, b0, b1) = (a0 * s, a1 * s, b0 * s, b1 * s);
        let exact = segment_distance_f64(wide(a0), wide(a1), wide(b0), wide(b1));
        let ours = closest::segment_segment(&Segment::new(a0, a1), &Segment::new(b0, b1));
        // Documented: no answer beyond MAX_COORD, always an answer within it.
        prop_assert_eq!(ours.is_some(), within_max_coord(&[a0, a1, b0, b1], &[]));
        if let Some(ours) = ours {
            let tol = 1e-4 * size(&[a0, a1, b0, b1]) + point_like(&[(a0, a1), (b0, b1)]);
            prop_assert!((ours.distance as f64 - exact).abs() <= tol, "{} vs {exact}", ours.distance);
        }
    }

    /// Only a near-tangent case may go either way.
    #[test]
    fn disk_triangle_is_right_in_range_and_false_beyond(p in unit_point(), r in 0.0f32..4.0, a in unit_point(), b in unit_point(), c in unit_point(), s in scale()) {
        let (p, r, a, b, c) = (p * s, r * s, a * s, b * s, c * s);
        let ours = overlap::disk_triangle(&Disk::new(p, r), &Triangle::new(a, b, c));
        if !within_max_coord(&[p, a, b, c], &[r]) {
            prop_assert!(!ours);
            return Ok(());
        }
        let dist = disk_triangle_distance_f64(wide(p), wide(a), wide(b), wide(c));
        let margin = 1e-4 * size(&[p, a, b, c]) + point_like(&[(a, b), (b, c), (c, a)]);
        prop_assume!((dist - r as f64).abs() > margin);
        prop_assert_eq!(ours, dist <= r as f64);
    }

    #[test]
    fn capsule_capsule_is_right_in_range_and_false_beyond(a0 in unit_point(), a1 in unit_point(), b0 in unit_point(), b1 in unit_point(), r1 in 0.0f32..2.0, r2 in 0.0f32..2.0, s in scale()) {
        let (a0, a1, b0, b1, r1, r2) = (a0 * s, a1 * s, b0 * s, b1 * s, r1 * s, r2 * s);
        let ours = overlap::capsule_capsule(&Capsule::new(a0, a1, r1), &Capsule::new(b0, b1, r2));
        if !within_max_coord(&[a0, a1, b0, b1], &[r1, r2]) {
            prop_assert!(!ours);
            return Ok(());
        }
        let dist = segment_distance_f64(wide(a0), wide(a1), wide(b0), wide(b1));
        let reach = r1 as f64 + r2 as f64;
        let margin = 1e-4 * size(&[a0, a1, b0, b1]) + point_like(&[(a0, a1), (b0, b1)]);
        prop_assume!((dist - reach).abs() > margin);
        prop_assert_eq!(ours, dist <= reach);
    }

    /// Here only the radius is bounded: a far centre is rightly no touch.
    #[test]
    fn disk_aabb_is_right_for_radii_in_range(p in unit_point(), r in 0.0f32..4.0, a in unit_point(), b in unit_point(), s in scale()) {
        let (p, r, a, b) = (p * s, r * s, a * s, b * s);
        let ours = overlap::disk_aabb(&Disk::new(p, r), &Aabb::new(a, b));
        if r > MAX_COORD {
            prop_assert!(!ours);
            return Ok(());
        }
        let (lo, hi) = (wide(a.min(b)), wide(a.max(b)));
        let dist = wide(p).distance(wide(p).clamp(lo, hi));
        prop_assume!((dist - r as f64).abs() > 1e-4 * size(&[p, a, b]));
        prop_assert_eq!(ours, dist <= r as f64);
    }

    /// Lines through far-apart points: crossing lines are never called parallel
    /// (squaring the cross product used to overflow both sides of the test), and
    /// the crossing is right or absent.
    #[test]
    fn line_line_is_right_or_absent(a0 in unit_point(), a1 in unit_point(), b0 in unit_point(), b1 in unit_point(), s in scale()) {
        let (a0, a1, b0, b1) = (a0 * s, a1 * s, b0 * s, b1 * s);
        let (da, db) = (wide(a1) - wide(a0), wide(b1) - wide(b0));
        let sin = da.perp_dot(db) / (da.length() * db.length());
        prop_assume!(sin.abs() > 1e-3);
        match ray::line_line(&Line::through(a0, a1), &Line::through(b0, b1)) {
            Some(LineIntersection::Point { point, .. }) => {
                // The crossing, from a0 along da.
                let k = (wide(b0) - wide(a0)).perp_dot(db) / da.perp_dot(db);
                let exact = wide(a0) + k * da;
                let tol = 1e-3 * exact.abs().max_element().max(size(&[a0, a1, b0, b1]));
                prop_assert!(point.as_dvec2().distance(exact) <= tol, "{point} vs {exact}");
            }
            // Documented: a direction with a squared length below f32::MIN_POSITIVE
            // (shorter than about 1.1e-19) is no direction.
            None => prop_assert!(
                s >= 1e18 || (a1 - a0).length_squared() <= f32::MIN_POSITIVE || (b1 - b0).length_squared() <= f32::MIN_POSITIVE,
                "no answer at scale {s}"
            ),
            other => prop_assert!(false, "{other:?} for lines {sin} apart in sine"),
        }
    }
}
