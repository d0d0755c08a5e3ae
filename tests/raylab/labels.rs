//! Property tests of the ray lab's label placement (pure screen geometry, no
//! window): labels stay inside the scene area, never cover their own point,
//! come out the same for the same input, and do not overlap each other when
//! there is room round their points.

use glam::Vec2;
use hitlab::geom::{Aabb, overlap};
use hitlab::modes::raylab::{LabelPlacement, LabelRequest, place_labels};
use proptest::prelude::*;

const AREA: Aabb = Aabb {
    min: Vec2::new(0.0, 60.0),
    max: Vec2::new(820.0, 800.0),
};

fn request() -> impl Strategy<Value = LabelRequest> {
    (
        (0.0f32..820.0, 60.0f32..800.0),
        (12.0f32..70.0, 14.0f32..22.0),
        (-1.0f32..1.0, -1.0f32..1.0),
        3.0f32..20.0,
    )
        .prop_map(|((x, y), (w, h), (px, py), clearance)| LabelRequest {
            anchor: Vec2::new(x, y),
            size: Vec2::new(w, h),
            preferred: Vec2::new(px, py),
            clearance,
        })
}

/// Up to five labels crowded round one spot, as in a grazing or touching case.
fn crowd() -> impl Strategy<Value = Vec<LabelRequest>> {
    (
        (100.0f32..720.0, 160.0f32..700.0),
        prop::collection::vec(((-12.0f32..12.0, -12.0f32..12.0), request()), 1..=5),
    )
        .prop_map(|((cx, cy), items)| {
            items
                .into_iter()
                .map(|((dx, dy), r)| LabelRequest {
                    anchor: Vec2::new(cx + dx, cy + dy),
                    clearance: r.clearance.min(10.0),
                    ..r
                })
                .collect()
        })
}

fn placed(requests: &[LabelRequest], strokes: &[(Vec2, Vec2)]) -> Vec<LabelPlacement> {
    place_labels(requests, strokes, AREA)
        .into_iter()
        .map(|p| p.expect("every anchor is inside the area"))
        .collect()
}

proptest! {
    #[test]
    fn labels_stay_inside_and_off_their_own_point(
        requests in prop::collection::vec(request(), 1..8),
        strokes in prop::collection::vec(
            ((0.0f32..820.0, 0.0f32..800.0), (0.0f32..820.0, 0.0f32..800.0)), 0..6),
    ) {
        let strokes: Vec<(Vec2, Vec2)> = strokes
            .into_iter()
            .map(|((ax, ay), (bx, by))| (Vec2::new(ax, ay), Vec2::new(bx, by)))
            .collect();
        let first = placed(&requests, &strokes);
        prop_assert_eq!(&first, &placed(&requests, &strokes), "not deterministic");
        for (r, p) in requests.iter().zip(&first) {
            prop_assert!(p.bounds.min.cmpge(AREA.min).all() && p.bounds.max.cmple(AREA.max).all(), "{:?}", p);
            prop_assert!((p.bounds.max - p.bounds.min - r.size).abs().max_element() < 1e-3);
            prop_assert_eq!(p.top_left, p.bounds.min);
            // Off its own point, unless the area pushed it back onto it.
            let nearest = r.anchor.clamp(p.bounds.min, p.bounds.max);
            let pushed = p.bounds.min.x <= AREA.min.x || p.bounds.max.x >= AREA.max.x
                || p.bounds.min.y <= AREA.min.y || p.bounds.max.y >= AREA.max.y;
            prop_assert!(pushed || nearest.distance(r.anchor) >= r.clearance, "{:?} {:?}", r, p);
        }
    }

    #[test]
    fn crowded_labels_do_not_overlap(requests in crowd()) {
        let labels = placed(&requests, &[]);
        for (i, a) in labels.iter().enumerate() {
            for b in &labels[i + 1..] {
                prop_assert!(!overlap::aabb_aabb(&a.bounds, &b.bounds), "{:?} overlaps {:?}", a, b);
            }
        }
    }
}

#[test]
fn points_outside_the_area_get_no_label() {
    let inside = LabelRequest {
        anchor: Vec2::new(400.0, 400.0),
        size: Vec2::new(30.0, 16.0),
        preferred: Vec2::X,
        clearance: 5.0,
    };
    let under_the_panel = LabelRequest {
        anchor: Vec2::new(900.0, 400.0),
        ..inside
    };
    let under_the_title = LabelRequest {
        anchor: Vec2::new(400.0, 20.0),
        ..inside
    };
    let placed = place_labels(&[under_the_panel, inside, under_the_title], &[], AREA);
    assert!(placed[0].is_none() && placed[1].is_some() && placed[2].is_none());
}

/// The crowd that once made `crowded_labels_do_not_overlap` fail: the fifth
/// label took a box over the fourth, because covering one label counted the
/// same as coming near one point, and its other boxes came near two.
#[test]
fn a_label_never_covers_another_to_keep_off_two_points() {
    let request =
        |anchor: (f32, f32), size: (f32, f32), preferred: (f32, f32), clearance| LabelRequest {
            anchor: Vec2::new(anchor.0, anchor.1),
            size: Vec2::new(size.0, size.1),
            preferred: Vec2::new(preferred.0, preferred.1),
            clearance,
        };
    let requests = [
        request(
            (90.33926, 164.44907),
            (57.45911, 18.36651),
            (0.2744436, 0.55300045),
            7.3048177,
        ),
        request(
            (108.55852, 167.9268),
            (68.48307, 14.0),
            (0.0880064, -0.96049297),
            8.350345,
        ),
        request(
            (107.05693, 160.0),
            (61.08215, 19.489965),
            (0.28089452, -0.17664476),
            10.0,
        ),
        request((108.55026, 151.39053), (50.767532, 14.0), (0.0, 0.0), 10.0),
        request(
            (107.7359, 160.0),
            (49.175117, 14.0),
            (0.92985564, 0.43152386),
            3.0,
        ),
    ];
    let labels = placed(&requests, &[]);
    for (i, a) in labels.iter().enumerate() {
        for b in &labels[i + 1..] {
            assert!(
                !overlap::aabb_aabb(&a.bounds, &b.bounds),
                "{a:?} overlaps {b:?}"
            );
        }
    }
}
