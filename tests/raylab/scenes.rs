//! Scripted, headless runs of every ray-lab scene: drive the controls through
//! `Script` + `ControlFrame` and check what the lab reports against the core's
//! queries computed here, independently, from the known starting positions.

use glam::Vec2;
use hitlab::geom::{
    Aabb, Capsule, Disk, Line, Obb, Ray, Segment, closest, overlap,
    ray::{self, LineIntersection, RayInterval},
};
use hitlab::modes::raylab::{
    DISK_RADIUS, Note, OBB_HALF, RECT_HALF, RayLab, Report, Target, Value, Verdict,
};
use hitlab::sim::PointerEvent;

use crate::common::run;

/// Tolerance for comparing the lab's reported floats with ours: both come
/// from the same f32 queries on the same inputs, so they agree to rounding.
const TOL: f32 = 1e-4;

fn ray_at(origin: Vec2, degrees: f32) -> Ray {
    Ray::new(origin, Vec2::from_angle(degrees.to_radians()))
}

fn point(report: &Report, label: &str) -> Vec2 {
    report
        .point_of(label)
        .unwrap_or_else(|| panic!("no point `{label}` in {report:#?}"))
}

fn number(report: &Report, label: &str) -> f32 {
    report
        .number_of(label)
        .unwrap_or_else(|| panic!("no number `{label}` in {report:#?}"))
}

fn close(a: Vec2, b: Vec2) -> bool {
    a.abs_diff_eq(b, TOL)
}

#[test]
fn slab_scene_45_presses_of_e_meet_the_rect_where_the_core_says() {
    let mut lab = RayLab::new();
    // Scene 1 opens with the ray at 30°; Shift+E ×30 lays it flat (a miss
    // below the rect), then E ×45 turns it to 45°.
    run(&mut lab, "0:rotate_ray_back*30", 30);
    let flat = lab.report();
    assert!(!flat.hit, "{flat:#?}");
    assert_eq!(flat.verdict, Verdict::SlabParallel, "{flat:#?}");

    run(&mut lab, "0:rotate_ray*45", 45);
    let report = lab.report();
    let aabb = Aabb::from_center_half_extents(Vec2::new(1.5, 0.5), RECT_HALF);
    let ray = ray_at(Vec2::new(-4.5, -3.5), 45.0);
    let Some(RayInterval::Crossing { entry, exit }) = ray::ray_aabb(&ray, &aabb) else {
        panic!("the core says the 45° ray crosses the rect");
    };
    assert!(report.hit, "{report:#?}");
    assert!(close(point(&report, "P0"), entry.point));
    assert!(close(point(&report, "P1"), exit.point));
    // And by hand: y = x + 1 enters the left side x = −0.5 at y = 0.5.
    assert!(close(entry.point, Vec2::new(-0.5, 0.5)));
    let slabs = ray::slab_intervals(&ray, &aabb).unwrap();
    assert!((number(&report, "inX") - slabs.in_x).abs() < TOL);
    assert!((number(&report, "outY") - slabs.out_y).abs() < TOL);
    // The markers the view draws sit on the same points.
    let sketch = lab.sketch();
    assert!(sketch.markers("P0").any(|p| close(p, entry.point)));
}

#[test]
fn slab_scene_moves_the_rect_with_hjkl() {
    let mut lab = RayLab::new();
    // L ×20 = 1.0 unit right, H ×10 = 0.5 up.
    run(&mut lab, "0:right*20,20:up*10", 30);
    assert!(close(lab.scenes().slab.center, Vec2::new(2.5, 1.0)));
    let aabb = Aabb::from_center_half_extents(Vec2::new(2.5, 1.0), RECT_HALF);
    let hit = ray::ray_aabb(&ray_at(Vec2::new(-4.5, -3.5), 30.0), &aabb).unwrap();
    assert!(close(point(&lab.report(), "P0"), hit.first_contact().point));
}

#[test]
fn slab_scene_cases_show_inside_axis_parallel_and_behind() {
    let mut lab = RayLab::new();
    run(&mut lab, "0:next_case", 1);
    assert_eq!(lab.report().verdict, Verdict::SlabYFirst);

    run(&mut lab, "0:next_case", 1);
    let parallel = lab.report();
    assert_eq!(lab.case_name(), "axis-parallel ray");
    assert_eq!(parallel.get("inY"), Some(&Value::Number(f32::NEG_INFINITY)));
    assert_eq!(parallel.get("outY"), Some(&Value::Number(f32::INFINITY)));
    assert!(close(point(&parallel, "P0"), Vec2::new(-0.5, 0.5)));

    run(&mut lab, "0:next_case", 1);
    let inside = lab.report();
    assert_eq!(inside.verdict, Verdict::Inside(Target::Rect));
    assert!(inside.get("P0").is_none() && inside.get("P1").is_some());
    let sketch = lab.sketch();
    assert_eq!(sketch.markers("P0").count(), 0);
    assert_eq!(sketch.markers("P1").count(), 1);

    run(&mut lab, "0:next_case,1:next_case,2:next_case", 3);
    let behind = lab.report();
    assert_eq!(lab.case_name(), "rect behind the ray");
    assert!(!behind.hit, "{behind:#?}");
    assert_eq!(behind.verdict, Verdict::SlabBehind);
    assert!(lab.sketch().markers("P0").next().is_none());

    run(&mut lab, "0:reset_scene", 1);
    assert_eq!(lab.case_name(), "crossing");
}

#[test]
fn obb_scene_r_rotates_the_rect_and_the_local_frame_follows() {
    let mut lab = RayLab::new();
    run(&mut lab, "0:scene_2,1:rotate_shape*30", 31);
    assert_eq!(lab.scene_number(), 2);
    let obb = Obb::from_angle(Vec2::new(1.5, 0.5), OBB_HALF, 45f32.to_radians());
    let ray = ray_at(Vec2::new(-4.5, -3.5), 30.0);
    let report = lab.report();
    assert!((number(&report, "rect angle°") - 45.0).abs() < 1e-3);
    let expected = ray::ray_obb(&ray, &obb);
    assert_eq!(report.hit, expected.is_some());
    if let Some(hit) = expected {
        assert!(close(point(&report, "P1"), hit.exit().point));
    }
    let m = ray.origin - obb.center;
    let local = Vec2::new(m.dot(obb.axes[0]), m.dot(obb.axes[1]));
    assert!(close(point(&report, "local R0 (m·ui, m·uj)"), local));
    let local_v = Vec2::new(ray.dir.dot(obb.axes[0]), ray.dir.dot(obb.axes[1]));
    assert!(close(point(&report, "local v (v·ui, v·uj)"), local_v));
}

#[test]
fn disk_scene_prints_the_discriminant_and_both_roots() {
    let mut lab = RayLab::new();
    run(&mut lab, "0:scene_3,1:left*10", 11);
    let disk = Disk::new(Vec2::new(1.0, 0.5), DISK_RADIUS);
    let ray = ray_at(Vec2::new(-4.5, -3.5), 35.0);
    let q = ray::ray_disk_quadratic(&ray, &disk).unwrap();
    let report = lab.report();
    assert!((number(&report, "D = b²−c") - q.discriminant).abs() < TOL);
    let (t0, t1) = q.roots.unwrap();
    assert!((number(&report, "t− = −b−√D") - t0).abs() < TOL);
    assert!((number(&report, "t+ = −b+√D") - t1).abs() < TOL);
    let hit = ray::ray_disk(&ray, &disk).unwrap();
    assert!(close(point(&report, "P0"), hit.first_contact().point));

    // Miss case: D < 0, no markers; tangent case: one touch point.
    run(&mut lab, "0:next_case", 1);
    let miss = lab.report();
    assert!(!miss.hit && number(&miss, "D = b²−c") < 0.0, "{miss:#?}");
    run(&mut lab, "0:next_case", 1);
    let tangent = lab.report();
    assert!(tangent.hit, "{tangent:#?}");
    assert_eq!(tangent.verdict, Verdict::Grazes(Target::Disk));
}

#[test]
fn line_scene_turns_lines_until_parallel_then_crossing_again() {
    let mut lab = RayLab::new();
    run(&mut lab, "0:scene_4", 1);
    let (a, b) = (
        Line::new(Vec2::new(-3.0, -2.0), Vec2::from_angle(45f32.to_radians())),
        Line::new(Vec2::new(3.0, -2.0), Vec2::from_angle(135f32.to_radians())),
    );
    let Some(LineIntersection::Point { point: r, s, .. }) = ray::line_line(&a, &b) else {
        panic!()
    };
    let report = lab.report();
    assert!(close(point(&report, "R"), r) && (number(&report, "s (P→R)") - s).abs() < TOL);
    assert!(close(r, Vec2::new(0.0, 1.0)));

    // H ×90 turns the left line from 45° to 135°: parallel to the right one.
    run(&mut lab, "0:rotate_left_line*90", 90);
    let parallel = lab.report();
    assert_eq!(parallel.verdict, Verdict::LinesParallel, "{parallel:#?}");
    assert_eq!(number(&parallel, "|A| = −ax·by + ay·bx"), 0.0);
    assert!(lab.sketch().markers("R").next().is_none());

    // L ×1 turns the right line 1° clockwise: they cross again.
    run(&mut lab, "0:rotate_right_line_back", 1);
    assert!(lab.report().hit);

    run(&mut lab, "0:reset_scene,1:next_case,2:next_case", 3);
    let coincident = lab.report();
    assert_eq!(
        coincident.verdict,
        Verdict::LinesCoincident,
        "{coincident:#?}"
    );
    assert!(close(point(&coincident, "R"), Vec2::new(-1.0, 0.0)));
}

#[test]
fn segment_scene_capsules_touch_exactly_when_the_core_says() {
    let mut lab = RayLab::new();
    run(&mut lab, "0:scene_5", 1);
    // Walk capsule B left step by step; the touch flag must follow the core.
    let mut touched_once = false;
    for _ in 0..80 {
        run(&mut lab, "0:left", 1);
        let s = &lab.scenes().segments;
        let ca = Capsule::new(s.a.a, s.a.b, s.radius_a);
        let cb = Capsule::new(s.b.a, s.b.b, s.radius_b);
        let closest = closest::segment_segment(&s.a, &s.b).unwrap();
        let report = lab.report();
        assert_eq!(report.hit, overlap::capsule_capsule(&ca, &cb));
        assert!((number(&report, "d = |P1 − P2|") - closest.distance).abs() < TOL);
        assert!(close(point(&report, "P1 on A"), closest.on_a));
        touched_once |= report.hit;
    }
    assert!(
        touched_once,
        "moving B 4 units left must make the capsules touch"
    );
    // Crossing segments are at distance zero.
    run(
        &mut lab,
        "0:reset_scene,1:next_case,2:next_case,3:next_case",
        4,
    );
    assert!(number(&lab.report(), "d = |P1 − P2|") < TOL);
    let degenerate = Segment::new(Vec2::new(1.5, 1.5), Vec2::new(1.5, 1.5));
    run(&mut lab, "0:next_case", 1);
    assert_eq!(lab.scenes().segments.b, degenerate);
    assert!(lab.report().get("d = |P1 − P2|").is_some());
}

#[test]
fn capsule_scene_reports_both_hits_of_the_core() {
    let mut lab = RayLab::new();
    run(&mut lab, "0:scene_6,1:rotate_ray_back*5", 6);
    let d = Vec2::from_angle(20f32.to_radians()) * hitlab::modes::raylab::CAPSULE_HALF_LENGTH;
    let c = Vec2::new(1.5, 0.5);
    let capsule = Capsule::new(c - d, c + d, hitlab::modes::raylab::CAPSULE_RADIUS);
    let ray = ray_at(Vec2::new(0.75, -3.45), 65.0);
    let Some(RayInterval::Crossing { entry, exit }) = ray::ray_capsule(&ray, &capsule) else {
        panic!("the 65° ray crosses the capsule");
    };
    let report = lab.report();
    assert!(close(point(&report, "P0"), entry.point));
    assert!(close(point(&report, "P1"), exit.point));
    assert_eq!(lab.sketch().markers("P1").count(), 1);

    run(
        &mut lab,
        "0:reset_scene,1:next_case,2:next_case,3:next_case",
        4,
    );
    assert_eq!(lab.report().verdict, Verdict::Inside(Target::Capsule));
}

#[test]
fn capsule_scene_cases_do_what_their_names_say() {
    let mut lab = RayLab::new();
    run(&mut lab, "0:scene_6", 1);
    let on = |lab: &RayLab, label: &str| match lab.report().get(label) {
        Some(Value::Note(piece)) => *piece,
        other => panic!("`{label}` is {other:?} in case `{}`", lab.case_name()),
    };
    for (case, entry_piece) in [
        ("hits the side", Some(Note::Side)),
        ("hits a cap", Some(Note::CapA)),
        ("miss", None),
        ("starts inside", None),
        ("parallel to the axis", Some(Note::CapA)),
    ] {
        assert_eq!(lab.case_name(), case);
        let report = lab.report();
        match entry_piece {
            Some(piece) => assert_eq!(on(&lab, "P0 on"), piece, "case `{case}`"),
            None if case == "miss" => assert!(!report.hit, "case `{case}`"),
            None => assert_eq!(
                report.verdict,
                Verdict::Inside(Target::Capsule),
                "case `{case}`"
            ),
        }
        run(&mut lab, "0:next_case", 1);
    }
}

#[test]
fn free_scene_reports_the_nearest_of_all_hits() {
    let mut lab = RayLab::new();
    run(&mut lab, "0:scene_7", 1);
    for step in 0..60 {
        let s = &lab.scenes().free;
        let ray = s.ray.ray();
        let nearest = s
            .shapes
            .iter()
            .filter_map(|shape| shape.cast(&ray).map(|h| h.first_contact().t))
            .fold(f32::INFINITY, f32::min);
        let report = lab.report();
        if nearest.is_finite() {
            assert!(
                (number(&report, "first t") - nearest).abs() < TOL,
                "step {step}: {report:#?}"
            );
        } else {
            assert!(!report.hit, "step {step}");
        }
        run(&mut lab, "0:rotate_ray", 1);
    }
}

#[test]
fn pointer_drags_the_origin_and_aims_the_ray() {
    let mut lab = RayLab::new();
    let origin = lab.scenes().slab.ray.origin;
    lab.pointer(PointerEvent::Down(origin + Vec2::new(0.1, 0.0)));
    lab.pointer(PointerEvent::Move(Vec2::new(-4.0, 0.6)));
    lab.pointer(PointerEvent::Up(Vec2::new(-4.0, 0.6)));
    assert!(close(lab.scenes().slab.ray.origin, Vec2::new(-4.1, 0.6)));
    // Press away from every handle: the ray points at the pointer.
    lab.pointer(PointerEvent::Down(Vec2::new(-4.1, 5.0)));
    lab.pointer(PointerEvent::Up(Vec2::new(-4.1, 5.0)));
    assert!(close(lab.scenes().slab.ray.dir(), Vec2::Y));
    // Drag the rect by its body.
    lab.pointer(PointerEvent::Down(Vec2::new(1.6, 0.5)));
    lab.pointer(PointerEvent::Move(Vec2::new(2.6, 1.5)));
    assert!(close(lab.scenes().slab.center, Vec2::new(2.5, 1.5)));
}

#[test]
fn tab_and_number_keys_switch_scenes_and_keep_their_state() {
    let mut lab = RayLab::new();
    run(&mut lab, "0:right*4", 4);
    run(&mut lab, "0:next_scene", 1);
    assert_eq!(lab.scene_number(), 2);
    run(&mut lab, "0:prev_scene,1:prev_scene", 2);
    assert_eq!(lab.scene_number(), 7);
    run(&mut lab, "0:scene_1", 1);
    assert!(close(lab.scenes().slab.center, Vec2::new(1.7, 0.5)));
    assert_eq!(lab.report().scene, 1);
}
