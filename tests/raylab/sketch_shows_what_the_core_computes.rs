//! Property tests: whatever the positions, the ray lab's markers and panel
//! values are exactly the core's answers (it computes no hit of its own), and
//! the verdict names the case the core reports (miss, crossing, inside).

use glam::Vec2;
use hitlab::geom::{
    Aabb, Capsule, Disk, Obb,
    ray::{self, RayInterval},
};
use hitlab::modes::raylab::{
    CAPSULE_HALF_LENGTH, CAPSULE_RADIUS, DISK_RADIUS, LabRay, OBB_HALF, RECT_HALF, RayLab, Sketch,
    Verdict,
};
use proptest::prelude::*;

fn vec2(range: f32) -> impl Strategy<Value = Vec2> {
    (-range..range, -range..range).prop_map(|(x, y)| Vec2::new(x, y))
}

/// Whether `verdict` is one of the reasons for a miss.
fn misses(verdict: Verdict) -> bool {
    matches!(
        verdict,
        Verdict::Miss(_)
            | Verdict::SlabParallel
            | Verdict::SlabYFirst
            | Verdict::SlabXFirst
            | Verdict::SlabBehind
            | Verdict::DiskBehind
            | Verdict::DiskMisses
    )
}

/// The sketch shows `hit` as the core reports it.
fn agrees(sketch: &Sketch, hit: Option<RayInterval>) -> Result<(), TestCaseError> {
    let r = &sketch.report;
    prop_assert_eq!(r.hit, hit.is_some(), "{:?}", r.verdict);
    let p0: Vec<Vec2> = sketch.markers("P0").collect();
    let p1: Vec<Vec2> = sketch.markers("P1").collect();
    let both: Vec<Vec2> = sketch.markers("P0=P1").collect();
    match hit {
        None => {
            prop_assert!(p0.is_empty() && p1.is_empty() && both.is_empty());
            prop_assert!(misses(r.verdict), "{:?}", r.verdict);
        }
        Some(RayInterval::FromInside { exit }) => {
            prop_assert!(p0.is_empty());
            prop_assert_eq!(p1, vec![exit.point]);
            prop_assert!(matches!(r.verdict, Verdict::Inside(_)), "{:?}", r.verdict);
        }
        Some(RayInterval::Crossing { entry, exit }) => {
            if both.is_empty() {
                prop_assert_eq!(p0, vec![entry.point]);
                prop_assert_eq!(p1, vec![exit.point]);
            } else {
                prop_assert_eq!(both, vec![entry.point]);
            }
            prop_assert_eq!(r.point_of("P0"), Some(entry.point));
            prop_assert_eq!(r.number_of("t exit"), Some(exit.t));
        }
    }
    Ok(())
}

proptest! {
    #[test]
    fn slab_scene(origin in vec2(6.0), deg in 0.0f32..360.0, center in vec2(3.0)) {
        let mut lab = RayLab::new();
        lab.open(1);
        let s = &mut lab.scenes_mut().slab;
        s.ray = LabRay::new(origin, deg);
        s.center = center;
        let ray = lab.scenes().slab.ray.ray();
        let hit = ray::ray_aabb(&ray, &Aabb::from_center_half_extents(center, RECT_HALF));
        agrees(&lab.sketch(), hit)?;
    }

    #[test]
    fn obb_scene(origin in vec2(6.0), deg in 0.0f32..360.0, center in vec2(3.0), rect_deg in 0.0f32..360.0) {
        let mut lab = RayLab::new();
        lab.open(2);
        let s = &mut lab.scenes_mut().obb;
        s.ray = LabRay::new(origin, deg);
        s.center = center;
        s.angle = rect_deg.to_radians();
        let ray = lab.scenes().obb.ray.ray();
        let hit = ray::ray_obb(&ray, &Obb::from_angle(center, OBB_HALF, rect_deg.to_radians()));
        agrees(&lab.sketch(), hit)?;
    }

    #[test]
    fn disk_scene(origin in vec2(6.0), deg in 0.0f32..360.0, center in vec2(3.0)) {
        let mut lab = RayLab::new();
        lab.open(3);
        let s = &mut lab.scenes_mut().disk;
        s.ray = LabRay::new(origin, deg);
        s.center = center;
        let ray = lab.scenes().disk.ray.ray();
        agrees(&lab.sketch(), ray::ray_disk(&ray, &Disk::new(center, DISK_RADIUS)))?;
    }

    #[test]
    fn capsule_scene(origin in vec2(6.0), deg in 0.0f32..360.0, center in vec2(3.0), cap_deg in 0.0f32..360.0) {
        let mut lab = RayLab::new();
        lab.open(6);
        let s = &mut lab.scenes_mut().capsule;
        s.ray = LabRay::new(origin, deg);
        s.center = center;
        s.angle = cap_deg.to_radians();
        let ray = lab.scenes().capsule.ray.ray();
        let d = Vec2::from_angle(cap_deg.to_radians()) * CAPSULE_HALF_LENGTH;
        let hit = ray::ray_capsule(&ray, &Capsule::new(center - d, center + d, CAPSULE_RADIUS));
        agrees(&lab.sketch(), hit)?;
    }
}
