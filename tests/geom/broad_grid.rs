//! The uniform grid of the broad phase against brute force: a query finds
//! exactly the boxes that overlap its own, ascending, wherever the boxes
//! are (inside the domain, across its edge, far outside it) and whatever
//! their sizes; absent and non-finite boxes as documented.

use glam::Vec2;
use hitlab::geom::{
    Aabb, Capsule, Disk, Segment,
    broad::{self, MaskGrid, UniformGrid},
    closest,
};
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
    let b = broad::swept_disk_box(
        Disk::new(Vec2::ZERO, 1.0),
        Disk::new(Vec2::new(4.0, -2.0), 1.0),
    );
    assert_eq!(b, Aabb::new(Vec2::new(-1.0, -3.0), Vec2::new(5.0, 1.0)));
    let s = broad::segment_box(Vec2::new(3.0, 1.0), Vec2::new(1.0, 2.0), 0.5);
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

/// A capsule anywhere from inside the domain `[-20, 20]²` to well past
/// it: a disk that stays (the storm's targets) or slides a little.
fn capsule() -> impl Strategy<Value = Capsule> {
    (
        -40.0f32..40.0,
        -40.0f32..40.0,
        prop_oneof![Just(0.0f32), 0.0f32..3.0],
        0.0f32..6.3,
        0.0f32..6.0,
    )
        .prop_map(|(x, y, slide, heading, radius)| {
            let a = Vec2::new(x, y);
            Capsule::new(a, a + Vec2::from_angle(heading) * slide, radius)
        })
}

/// Whether the segment `from → to` touches `capsule`.
fn touches(from: Vec2, to: Vec2, capsule: &Capsule) -> bool {
    closest::segment_segment(&Segment::new(from, to), &capsule.segment)
        .is_some_and(|pair| pair.distance <= capsule.radius)
}

proptest! {
    /// The mask grid's promise: a step no longer than its margin, asked at
    /// its start, finds every capsule it touches; a step of any length,
    /// asked by its box, too.
    #[test]
    fn the_mask_grid_finds_every_capsule_a_step_touches(
        capsules in prop::collection::vec(prop::option::weighted(0.9, capsule()), 0..=64),
        margin in 0.0f32..2.0,
        steps in prop::collection::vec((-45.0f32..45.0, -45.0f32..45.0, 0.0f32..6.3, 0.0f32..1.0), 1..40),
    ) {
        let mut grid = MaskGrid::new();
        prop_assert!(grid.rebuild(domain(), margin, capsules.iter().copied()));
        // Steps that end on a capsule's rim from a margin away, the case
        // the filing's margin is for, from every side.
        for (id, c) in capsules.iter().enumerate() {
            let Some(c) = c else { continue };
            for &(_, _, heading, part) in &steps {
                let out = Vec2::from_angle(heading);
                let rim = c.segment.a.lerp(c.segment.b, part) + out * c.radius;
                let from = rim + out * margin * 0.999;
                prop_assert_eq!(grid.near(from) >> id & 1, 1, "{:?} a margin from {:?}", from, c);
            }
        }
        for &(x, y, heading, part) in &steps {
            let from = Vec2::new(x, y);
            let short = from + Vec2::from_angle(heading) * (margin * part);
            let long = from + Vec2::from_angle(heading) * (10.0 * part);
            let near = grid.near(from);
            let by_box = grid.touching(&broad::segment_box(from, long, 0.0));
            for (id, c) in capsules.iter().enumerate() {
                let Some(c) = c else {
                    prop_assert_eq!((near | by_box) >> id & 1, 0, "an absent id is never given");
                    continue;
                };
                if touches(from, short, c) {
                    prop_assert_eq!(near >> id & 1, 1, "{:?} → {:?} touches {:?}", from, short, c);
                }
                if touches(from, long, c) {
                    prop_assert_eq!(by_box >> id & 1, 1, "{:?} → {:?} touches {:?}", from, long, c);
                }
            }
        }
    }

    /// And it gives little else: a capsule inside the domain is only near a
    /// point within its radius, its half length and the margin of it, plus
    /// two cells' diagonals (the cell's own size, and the disk round a
    /// sliding capsule's middle that files it). (The border cells reach out
    /// to infinity, so one outside is near all of a border cell.)
    #[test]
    fn the_mask_grid_gives_only_capsules_near_the_point(
        capsules in prop::collection::vec(capsule(), 1..=64),
        margin in 0.0f32..2.0,
        points in prop::collection::vec((-20.0f32..20.0, -20.0f32..20.0), 1..40),
    ) {
        let mut grid = MaskGrid::new();
        prop_assert!(grid.rebuild(domain(), margin, capsules.iter().copied().map(Some)));
        let (cols, rows) = grid.dimensions();
        prop_assume!(cols > 1 && rows > 1);
        // `cols` is the domain's width over the cell's, rounded up.
        let cell = 40.0 / (cols.min(rows) - 1) as f32;
        for &(x, y) in &points {
            let p = Vec2::new(x, y);
            let near = grid.near(p);
            for (id, c) in capsules.iter().enumerate() {
                let inside = |v: Vec2| v.abs().max_element() <= 20.0;
                if near >> id & 1 == 1 && inside(c.segment.a) && inside(c.segment.b) {
                    let middle = c.segment.a.midpoint(c.segment.b);
                    let half = c.segment.a.distance(c.segment.b) / 2.0;
                    let far = c.radius + half + margin + 2.0 * std::f32::consts::SQRT_2 * cell;
                    prop_assert!(p.distance(middle) <= far, "{p} is {} from {c:?}", p.distance(middle));
                }
            }
        }
    }
}

#[test]
fn a_mask_grid_takes_64_capsules_at_most_and_a_broken_one_everywhere() {
    let mut grid = MaskGrid::new();
    let unit = Capsule::new(Vec2::ZERO, Vec2::ZERO, 1.0);
    assert!(!grid.rebuild(domain(), 0.5, std::iter::repeat_n(Some(unit), 65)));
    assert_eq!(grid.near(Vec2::ZERO), 0, "a refused filing files nothing");
    assert!(grid.rebuild(domain(), 0.5, std::iter::repeat_n(Some(unit), 64)));
    assert_eq!(grid.near(Vec2::ZERO), u64::MAX);
    assert_eq!(grid.near(Vec2::splat(10.0)), 0);
    let broken = Capsule::new(Vec2::NAN, Vec2::ZERO, 1.0);
    assert!(grid.rebuild(domain(), 0.5, [Some(unit), None, Some(broken)]));
    assert_eq!(grid.near(Vec2::splat(10.0)), 0b100);
    assert_eq!(grid.near(Vec2::ZERO), 0b101);
    assert_eq!(
        grid.near(Vec2::NAN) & 0b100,
        0b100,
        "a NaN point still gets an answer"
    );
    // Nothing filed: no cells, and every point gets the broken one alone.
    assert!(grid.rebuild(domain(), 0.5, [None, Some(broken)]));
    assert_eq!(grid.dimensions(), (0, 0));
    assert_eq!(grid.near(Vec2::ZERO), 0b10);
}
