//! The uniform grid of the broad phase against brute force: a query finds
//! exactly the boxes that overlap its own, ascending, wherever the boxes
//! are (inside the domain, across its edge, far outside it) and whatever
//! their sizes; absent and non-finite boxes as documented.

use glam::Vec2;
use hitlab::geom::{Aabb, Disk, UniformGrid, segment_box, swept_disk_box};
use proptest::prelude::*;

fn boxed() -> impl Strategy<Value = Aabb> {
    // Centres reach well past the domain [-20, 20]²; sizes from a speck to
    // wider than the domain.
    (
        -40.0f32..40.0,
        -40.0f32..40.0,
        0.0f32..12.0,
        0.0f32..12.0,
        0u8..10,
    )
        .prop_map(|(x, y, w, h, wide)| {
            let grow = if wide == 0 { 6.0 } else { 1.0 };
            Aabb::from_center_half_extents(Vec2::new(x, y), Vec2::new(w, h) * grow / 2.0)
        })
}

fn overlaps(a: &Aabb, b: &Aabb) -> bool {
    a.min.cmple(b.max).all() && b.min.cmple(a.max).all()
}

fn domain() -> Aabb {
    Aabb::new(Vec2::splat(-20.0), Vec2::splat(20.0))
}

proptest! {
    #[test]
    fn a_query_finds_exactly_the_overlapping_boxes(
        boxes in prop::collection::vec(prop::option::weighted(0.9, boxed()), 0..80),
        queries in prop::collection::vec(boxed(), 1..20),
    ) {
        let mut grid = UniformGrid::new();
        grid.rebuild(domain(), boxes.iter().copied());
        let mut found = Vec::new();
        for q in &queries {
            grid.query(q, &mut found);
            let expected: Vec<u32> = boxes
                .iter()
                .enumerate()
                .filter(|(_, b)| b.is_some_and(|b| overlaps(&b, q)))
                .map(|(i, _)| i as u32)
                .collect();
            prop_assert_eq!(&found, &expected);
        }
    }
}

#[test]
fn non_finite_boxes_are_everyones_candidates_and_absent_ones_nobodys() {
    let mut grid = UniformGrid::new();
    let nan = Aabb {
        min: Vec2::NAN,
        max: Vec2::ONE,
    };
    let unit = Aabb::new(Vec2::ZERO, Vec2::ONE);
    grid.rebuild(domain(), [Some(unit), None, Some(nan)]);
    let mut found = Vec::new();
    grid.query(&Aabb::new(Vec2::splat(10.0), Vec2::splat(11.0)), &mut found);
    assert_eq!(found, [2]);
    grid.query(&Aabb::new(Vec2::splat(0.5), Vec2::splat(0.6)), &mut found);
    assert_eq!(found, [0, 2]);
    // A query that is not finite gets everything present.
    grid.query(&Aabb::new(Vec2::ZERO, Vec2::INFINITY), &mut found);
    assert_eq!(found, [0, 2]);
}

#[test]
fn rebuilding_reuses_the_grid() {
    let mut grid = UniformGrid::new();
    let mut found = Vec::new();
    grid.rebuild(domain(), [Some(Aabb::new(Vec2::ZERO, Vec2::ONE))]);
    grid.query(&Aabb::new(Vec2::ZERO, Vec2::ONE), &mut found);
    assert_eq!(found, [0]);
    grid.rebuild(
        domain(),
        [None, Some(Aabb::new(Vec2::splat(5.0), Vec2::splat(6.0)))],
    );
    grid.query(&Aabb::new(Vec2::ZERO, Vec2::ONE), &mut found);
    assert!(found.is_empty(), "the old box is gone");
    grid.query(&Aabb::new(Vec2::splat(5.5), Vec2::splat(5.5)), &mut found);
    assert_eq!(found, [1]);
    // Degenerate domains still answer, from one cell.
    grid.rebuild(
        Aabb::new(Vec2::ZERO, Vec2::ZERO),
        [Some(Aabb::new(Vec2::ZERO, Vec2::ONE))],
    );
    assert_eq!(grid.dimensions(), (1, 1));
    grid.query(&Aabb::new(Vec2::splat(0.5), Vec2::splat(3.0)), &mut found);
    assert_eq!(found, [0]);
}

#[test]
fn the_swept_boxes_hold_both_ends() {
    let b = swept_disk_box(
        Disk::new(Vec2::ZERO, 1.0),
        Disk::new(Vec2::new(4.0, -2.0), 1.0),
    );
    assert_eq!(b, Aabb::new(Vec2::new(-1.0, -3.0), Vec2::new(5.0, 1.0)));
    let s = segment_box(Vec2::new(3.0, 1.0), Vec2::new(1.0, 2.0), 0.5);
    assert_eq!(s, Aabb::new(Vec2::new(0.5, 0.5), Vec2::new(3.5, 2.5)));
}

proptest! {
    /// A rotated box's bounding box holds its four corners and is no
    /// bigger: each side passes through a corner (to rounding).
    #[test]
    fn an_obb_box_is_the_corners_tightest_box(
        cx in -50.0f32..50.0, cy in -50.0f32..50.0,
        hx in 0.0f32..10.0, hy in 0.0f32..10.0, angle in -7.0f32..7.0,
    ) {
        let obb = hitlab::geom::Obb::from_angle(Vec2::new(cx, cy), Vec2::new(hx, hy), angle);
        let corners = obb.corners();
        let (lo, hi) = corners.iter().fold(
            (Vec2::splat(f32::INFINITY), Vec2::splat(f32::NEG_INFINITY)),
            |(lo, hi), &c| (lo.min(c), hi.max(c)),
        );
        let aabb = obb.aabb();
        let tol = 1e-4 * (1.0 + cx.abs().max(cy.abs()));
        prop_assert!((aabb.min - lo).abs().max_element() <= tol, "{aabb:?} vs {lo} {hi}");
        prop_assert!((aabb.max - hi).abs().max_element() <= tol, "{aabb:?} vs {lo} {hi}");
        let disk = Disk::new(Vec2::new(cx, cy), hx);
        prop_assert_eq!(disk.aabb(), Aabb::from_center_half_extents(disk.center, Vec2::splat(hx)));
    }
}
