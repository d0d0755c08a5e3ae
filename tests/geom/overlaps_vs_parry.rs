//! Overlap tests against parry2d's `intersection_test`, on random shapes. Where the
//! two disagree, the shapes must be touching within `GRAZE` (our answer flips
//! between the slightly grown and the slightly shrunk shapes).

use crate::common::to_parry;
use glam::Vec2;
use hitlab::geom::{
    Aabb, Capsule, Disk, Obb, Segment, Triangle,
    overlap::{self, Proximity},
};
use parry2d::math::Pose;
use parry2d::query;
use parry2d::shape::{self, Shape};
use proptest::prelude::*;

const GRAZE: f32 = 1e-3;

fn point() -> impl Strategy<Value = Vec2> {
    (-6.0f32..6.0, -6.0f32..6.0).prop_map(|(x, y)| Vec2::new(x, y))
}

fn half_extents() -> impl Strategy<Value = Vec2> {
    (0.1f32..4.0, 0.1f32..4.0).prop_map(|(x, y)| Vec2::new(x, y))
}

fn parry_says(m1: Pose, s1: &dyn Shape, m2: Pose, s2: &dyn Shape) -> bool {
    query::intersection_test(&m1, s1, &m2, s2)
        .unwrap()
        .intersecting
}

/// `ours(delta)` answers the query with every shape offset by `delta`.
fn check(ours: impl Fn(f32) -> bool, parry: bool) -> Result<(), TestCaseError> {
    if ours(0.0) != parry {
        prop_assert!(
            ours(GRAZE) && !ours(-GRAZE),
            "ours {}, parry {parry}, not a graze",
            ours(0.0)
        );
    }
    Ok(())
}

proptest! {
    #[test]
    fn obb_obb_matches_parry(c1 in point(), h1 in half_extents(), a1 in -4.0f32..4.0, c2 in point(), h2 in half_extents(), a2 in -4.0f32..4.0) {
        let theirs = parry_says(Pose::new(to_parry(c1), a1), &shape::Cuboid::new(to_parry(h1)), Pose::new(to_parry(c2), a2), &shape::Cuboid::new(to_parry(h2)));
        check(|d| overlap::obb_obb(&Obb::from_angle(c1, h1 + d, a1), &Obb::from_angle(c2, h2 + d, a2)), theirs)?;
    }

    #[test]
    fn disk_aabb_and_disk_obb_match_parry(dc in point(), r in 0.05f32..3.0, bc in point(), h in half_extents(), a in -4.0f32..4.0) {
        let ball = shape::Ball::new(r);
        let cuboid = shape::Cuboid::new(to_parry(h));
        let disk_at = Pose::from_translation(to_parry(dc));
        let theirs = parry_says(disk_at, &ball, Pose::from_translation(to_parry(bc)), &cuboid);
        check(|d| overlap::disk_aabb(&Disk::new(dc, r + d), &Aabb::from_center_half_extents(bc, h)), theirs)?;
        let theirs = parry_says(disk_at, &ball, Pose::new(to_parry(bc), a), &cuboid);
        check(|d| overlap::disk_obb(&Disk::new(dc, r + d), &Obb::from_angle(bc, h, a)), theirs)?;
    }

    #[test]
    fn disk_triangle_matches_parry(dc in point(), r in 0.05f32..3.0, a in point(), b in point(), c in point()) {
        let tri = Triangle::new(a, b, c);
        prop_assume!(!tri.is_degenerate());
        let theirs = parry_says(
            Pose::from_translation(to_parry(dc)), &shape::Ball::new(r),
            Pose::IDENTITY, &shape::Triangle::new(to_parry(a), to_parry(b), to_parry(c)),
        );
        check(|d| overlap::disk_triangle(&Disk::new(dc, r + d), &tri), theirs)?;
    }

    #[test]
    fn capsule_capsule_matches_parry(a0 in point(), a1 in point(), r1 in 0.05f32..2.0, b0 in point(), b1 in point(), r2 in 0.05f32..2.0) {
        let theirs = parry_says(
            Pose::IDENTITY, &shape::Capsule::new(to_parry(a0), to_parry(a1), r1),
            Pose::IDENTITY, &shape::Capsule::new(to_parry(b0), to_parry(b1), r2),
        );
        check(|d| overlap::capsule_capsule(&Capsule::new(a0, a1, r1 + d), &Capsule::new(b0, b1, r2 + d)), theirs)?;
    }

    /// Half the cases with a core that is one point (a disk: the branch-free
    /// path), half with a core of some length (the closest points' path).
    #[test]
    fn segment_capsule_matches_parry(p0 in point(), p1 in point(), c0 in point(), c1 in point(), still in any::<bool>(), r in 0.05f32..3.0) {
        let c1 = if still { c0 } else { c1 };
        let theirs = parry_says(
            Pose::IDENTITY, &shape::Segment::new(to_parry(p0), to_parry(p1)),
            Pose::IDENTITY, &shape::Capsule::new(to_parry(c0), to_parry(c1), r),
        );
        let segment = Segment::new(p0, p1);
        check(|d| overlap::segment_capsule(&segment, &Capsule::new(c0, c1, r + d)) != Proximity::Apart, theirs)?;
    }
}
