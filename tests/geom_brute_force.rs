//! Property tests against brute-force sampling: distances, overlaps, and the
//! promise of the swept test (it never misses a crossing the point test could
//! see anywhere along the path).

mod geom_common;

use geom_common::{model, star};
use glam::Vec2;
use hitlab::geom::{
    Disk, Segment, Triangle, disk_triangle, edge_functions, point_in_triangle, point_in_trimesh,
    point_segment, segment_segment, sweep_segment_trimesh,
};
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
        let ours = point_segment(p, &s).unwrap();
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
        let ours = segment_segment(&a, &b).unwrap();
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
        let dist = if point_in_triangle(center, &t) {
            0.0
        } else {
            [(a, b), (b, c), (c, a)]
                .iter()
                .map(|&(p, q)| sampled_distance(center, &Segment::new(p, q), n))
                .fold(f32::INFINITY, f32::min)
        };
        let slack = 2.0 * ((b - a).length() + (c - b).length() + (a - c).length()) / n as f32 + 1e-4;
        prop_assume!((dist - r).abs() > slack);
        prop_assert_eq!(disk_triangle(&Disk::new(center, r), &t), dist <= r);
    }

    /// The promise, checked by brute force: wherever along P→P' the point
    /// test sees the star, the sweep reports a contact no later than that.
    #[test]
    fn sweep_never_misses_a_crossing(
        angle in -4.0f32..4.0, offset in point(), from in local_point(), to in local_point()
    ) {
        let mesh = star();
        let m = model(angle, offset);
        let inv = m.inverse();
        let (p0, p1) = (m.transform_point2(from), m.transform_point2(to));
        let hit = sweep_segment_trimesh(p0, p1, &mesh, &inv);
        let n = 400;
        // A sample counts when it is clearly inside some triangle (not within rounding
        // of an edge, where the world→local round trip may flip the answer).
        let clearly_inside = |p: Vec2| {
            mesh.triangles().iter().any(|t| edge_functions(p, t).iter().all(|&e| e > 1e-4))
        };
        if let Some(s) = (0..=n).map(|i| i as f32 / n as f32).find(|&s| clearly_inside(from.lerp(to, s))) {
            let hit = hit.expect("the sweep misses a path the point test sees inside");
            prop_assert!(hit.t <= s + 1e-4, "sweep t = {} after sample {s}", hit.t);
        }
        if let Some(hit) = hit {
            // A reported contact is on its triangle: no edge function clearly negative.
            let tri = mesh.triangles()[hit.triangle];
            prop_assert!(edge_functions(hit.local_point, &tri).iter().all(|&e| e > -1e-4), "{hit:?}");
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
        if point_in_trimesh(p1, &mesh, &inv).is_some() {
            prop_assert!(sweep_segment_trimesh(p0, p1, &mesh, &inv).is_some());
        }
        if point_in_trimesh(p0, &mesh, &inv).is_some() {
            prop_assert_eq!(sweep_segment_trimesh(p0, p1, &mesh, &inv).map(|h| h.t), Some(0.0));
        }
    }
}
