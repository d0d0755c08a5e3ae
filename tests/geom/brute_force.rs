//! Property tests against brute-force sampling: distances, overlaps, and the
//! promise of the swept test (it never misses a crossing the point test could
//! see anywhere along the path).

use crate::common::{model, star};
use glam::Vec2;
use hitlab::geom::{Disk, Segment, Triangle, closest, contain, overlap, sweep};
use proptest::prelude::*;

fn point() -> impl Strategy<Value = Vec2> {
    (-10.0f32..10.0, -10.0f32..10.0).prop_map(|(x, y)| Vec2::new(x, y))
}

fn local_point() -> impl Strategy<Value = Vec2> {
    (-1.6f32..1.6, -1.6f32..1.6).prop_map(|(x, y)| Vec2::new(x, y))
}

/// Smallest distance from `p` to `n + 1` evenly spaced points of the segment.
fn sampled_distance(p: Vec2, s: &Segment, n: usize) -> f32 {
    (0..=n)
        .map(|i| p.distance(s.at(i as f32 / n as f32)))
        .fold(f32::INFINITY, f32::min)
}

proptest! {
    #[test]
    fn point_segment_is_the_least_sampled_distance(p in point(), a in point(), b in point()) {
        let s = Segment::new(a, b);
        let ours = closest::point_segment(p, &s).unwrap();
        let n = 2000;
        let sampled = sampled_distance(p, &s, n);
        // Never worse than any sample, and no sample better than ours by more than
        // half the sample spacing.
        prop_assert!(ours.distance <= sampled + 1e-4);
        prop_assert!(ours.distance >= sampled - s.length() / n as f32 - 1e-4);
        prop_assert!(ours.point.distance(s.at(ours.t)) <= 1e-4);
    }

    #[test]
    fn segment_segment_is_the_least_sampled_distance(a0 in point(), a1 in point(), b0 in point(), b1 in point()) {
        let (a, b) = (Segment::new(a0, a1), Segment::new(b0, b1));
        let ours = closest::segment_segment(&a, &b).unwrap();
        let n = 300;
        let sampled = (0..=n)
            .map(|i| sampled_distance(a.at(i as f32 / n as f32), &b, n))
            .fold(f32::INFINITY, f32::min);
        let spacing = (a.length() + b.length()) / n as f32;
        prop_assert!(ours.distance <= sampled + 1e-4, "{} vs {sampled}", ours.distance);
        prop_assert!(ours.distance >= sampled - spacing - 1e-4, "{} vs {sampled}", ours.distance);
    }

    #[test]
    fn disk_triangle_agrees_with_sampling(a in point(), b in point(), c in point(), center in point(), r in 0.0f32..4.0) {
        let t = Triangle::new(a, b, c);
        prop_assume!(!t.is_degenerate());
        // Distance from the centre to the solid triangle by sampling its edges
        // (and zero if the centre is inside).
        let n = 1000;
        let dist = if contain::point_in_triangle(center, &t) {
            0.0
        } else {
            [(a, b), (b, c), (c, a)]
                .iter()
                .map(|&(p, q)| sampled_distance(center, &Segment::new(p, q), n))
                .fold(f32::INFINITY, f32::min)
        };
        let slack = 2.0 * ((b - a).length() + (c - b).length() + (a - c).length()) / n as f32 + 1e-4;
        prop_assume!((dist - r).abs() > slack);
        prop_assert_eq!(overlap::disk_triangle(&Disk::new(center, r), &t), dist <= r);
    }

    /// A zero-area triangle (its corners on one line, in any order) is the
    /// segment its edges cover.
    #[test]
    fn disk_touches_a_flat_triangle_as_its_edges(a in point(), b in point(), k in -1.5f32..2.5, center in point(), r in 0.0f32..4.0) {
        let c = a + k * (b - a);
        let t = Triangle::new(a, b, c);
        let n = 1000;
        let dist = [(a, b), (b, c), (c, a)]
            .iter()
            .map(|&(p, q)| sampled_distance(center, &Segment::new(p, q), n))
            .fold(f32::INFINITY, f32::min);
        let slack = 2.0 * ((b - a).length() + (c - b).length() + (a - c).length()) / n as f32 + 1e-3;
        prop_assume!((dist - r).abs() > slack);
        prop_assert_eq!(overlap::disk_triangle(&Disk::new(center, r), &t), dist <= r);
    }

    /// The sweep's promise, checked by brute force: wherever along P→P' the point
    /// test sees the star, the sweep reports a contact no later than that.
    #[test]
    fn sweep_never_misses_a_crossing(
        angle in -4.0f32..4.0, offset in point(), from in local_point(), to in local_point()
    ) {
        let mesh = star();
        let m = model(angle, offset);
        let inv = m.inverse();
        let (p0, p1) = (m.transform_point2(from), m.transform_point2(to));
        let hit = sweep::sweep_segment_trimesh(p0, p1, &mesh, &inv);
        let n = 400;
        // A sample counts when it is clearly inside some triangle (not within rounding
        // of an edge, where the world→local round trip may flip the answer).
        let clearly_inside = |p: Vec2| {
            mesh.triangles().iter().any(|t| contain::edge_functions(p, t).iter().all(|&e| e > 1e-4))
        };
        if let Some(s) = (0..=n).map(|i| i as f32 / n as f32).find(|&s| clearly_inside(from.lerp(to, s))) {
            let hit = hit.expect("the sweep misses a path the point test sees inside");
            prop_assert!(hit.t <= s + 1e-4, "sweep t = {} after sample {s}", hit.t);
        }
        if let Some(hit) = hit {
            // A reported contact is on its triangle: no edge function clearly negative.
            let tri = mesh.triangles()[hit.triangle];
            prop_assert!(contain::edge_functions(hit.local_point, &tri).iter().all(|&e| e > -1e-4), "{hit:?}");
            prop_assert!(hit.local_point.distance(inv.transform_point2(p0.lerp(p1, hit.t))) < 1e-3);
        }
    }

    /// Exact, no tolerance: the same edge functions decide both tests, so any hit of
    /// the point test at P' is a hit of the sweep P→P'.
    #[test]
    fn point_hit_at_end_implies_sweep_hit(
        angle in -4.0f32..4.0, offset in point(), from in local_point(), to in local_point()
    ) {
        let mesh = star();
        let m = model(angle, offset);
        let inv = m.inverse();
        let (p0, p1) = (m.transform_point2(from), m.transform_point2(to));
        if contain::point_in_trimesh(p1, &mesh, &inv).is_some() {
            prop_assert!(sweep::sweep_segment_trimesh(p0, p1, &mesh, &inv).is_some());
        }
        if contain::point_in_trimesh(p0, &mesh, &inv).is_some() {
            prop_assert_eq!(sweep::sweep_segment_trimesh(p0, p1, &mesh, &inv).map(|h| h.t), Some(0.0));
        }
    }
}

/// Distance from `p` to the infinite line through `point` along `dir`.
fn line_distance(p: Vec2, point: Vec2, dir: Vec2) -> f32 {
    (p - point).perp_dot(dir).abs() / dir.length()
}

proptest! {
    #[test]
    fn ray_band_hits_lie_on_its_sides_and_misses_never_enter(
        point in point(), axis_angle in 0.0f32..6.3, radius in 0.1f32..3.0,
        origin in point(), ray_angle in 0.0f32..6.3, speed in 0.2f32..3.0
    ) {
        use hitlab::geom::{Band, Line, Ray, ray};
        let axis = Vec2::from_angle(axis_angle);
        let ray = Ray::new(origin, speed * Vec2::from_angle(ray_angle));
        let band = Band::new(Line::new(point, axis), radius);
        match ray::ray_band(&ray, &band) {
            Some(hit) => {
                // A ray a hair from parallel meets the band far away, where f32 points
                // carry an absolute error of a few ulps of their size.
                let tol = |q: Vec2| 1e-3 + 1e-6 * q.length();
                let exit = hit.exit();
                prop_assert!((line_distance(exit.point, point, axis) - radius).abs() < tol(exit.point));
                if let Some(entry) = hit.entry() {
                    prop_assert!((line_distance(entry.point, point, axis) - radius).abs() < tol(entry.point));
                    let middle = ray.at(0.5 * (entry.t + exit.t));
                    prop_assert!(line_distance(middle, point, axis) <= radius + tol(middle));
                } else {
                    prop_assert!(line_distance(origin, point, axis) < radius + 1e-3);
                }
            }
            None => {
                // Parallel, or the band is behind: no sample ahead is clearly inside.
                let inside_ahead = (0..400)
                    .map(|i| ray.at(i as f32 * 0.25))
                    .any(|q| line_distance(q, point, axis) < radius - 1e-3);
                let parallel = ray.dir.perp_dot(axis).abs() < 1e-3 * ray.dir.length();
                prop_assert!(!inside_ahead || parallel);
            }
        }
    }

    #[test]
    fn line_line_point_is_on_both_lines(a in point(), da in point(), b in point(), db in point()) {
        use hitlab::geom::{Line, closest, ray::{self, LineIntersection}};
        prop_assume!(da.length() > 0.1 && db.length() > 0.1);
        let (la, lb) = (Line::new(a, da), Line::new(b, db));
        let sine = da.perp_dot(db).abs() / (da.length() * db.length());
        match ray::line_line(&la, &lb) {
            Some(LineIntersection::Point { point, s, t }) => {
                // Far crossings of nearly parallel lines lose digits; scale the tolerance.
                let tol = 1e-4 * (1.0 + point.length());
                prop_assert!(line_distance(point, a, da) <= tol && line_distance(point, b, db) <= tol);
                // Where along the lines they cross is ill-conditioned as the
                // lines turn parallel: an f32 rounding in the cross product
                // moves s and t by about 1/sine times as much (a sine of 6e-4
                // put lb.at(t) 7.6e-4 from the point, past a `tol` of 7.2e-4;
                // the point's distance to both lines, above, stays within it).
                let along = tol / sine.max(1e-5);
                prop_assert!(point.distance(la.at(s)) <= along && point.distance(lb.at(t)) <= along);
                let closest = closest::line_line_closest(&la, &lb).unwrap();
                prop_assert!(closest.distance <= along, "{closest:?}");
            }
            Some(LineIntersection::Parallel) | Some(LineIntersection::Coincident { .. }) => {
                prop_assert!(sine < 1e-5, "sine {sine}");
            }
            None => prop_assert!(false, "finite, non-zero input gave None"),
        }
    }
}

/// The case that once failed `line_line_point_is_on_both_lines`: lines at a
/// sine of 6e-4 that cross near (6.0, -1.5). The crossing lies on both lines
/// to `tol`; where along them is off by about `tol / sine`.
#[test]
fn nearly_parallel_lines_cross_on_both_lines() {
    use hitlab::geom::{Line, ray};
    let (a, da) = (
        Vec2::new(-1.060_388_4, 5.501_163_5),
        Vec2::new(-7.889_563_6, 7.829_078_7),
    );
    let (b, db) = (
        Vec2::new(7.916_67, -3.404_777),
        Vec2::new(-1.272_078_4, 1.260_785),
    );
    let (la, lb) = (Line::new(a, da), Line::new(b, db));
    let Some(ray::LineIntersection::Point { point, s, t }) = ray::line_line(&la, &lb) else {
        panic!("the lines cross");
    };
    let sine = da.perp_dot(db).abs() / (da.length() * db.length());
    let tol = 1e-4 * (1.0 + point.length());
    assert!(
        point.distance(Vec2::new(6.021_628, -1.526_559)) < 0.05,
        "{point}"
    );
    assert!(line_distance(point, a, da) <= tol && line_distance(point, b, db) <= tol);
    let along = tol / sine;
    assert!(point.distance(la.at(s)) <= along && point.distance(lb.at(t)) <= along);
}
