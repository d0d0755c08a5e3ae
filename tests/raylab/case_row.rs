//! The panel's "case loaded" row names the prepared case, marked modified
//! once the scene no longer is that case: keys or the mouse that change the
//! scene mark it, and loading a case (N, Backspace) makes it clean again.

use glam::Vec2;
use hitlab::modes::raylab::{CASE_ROW, RayLab, Value};
use hitlab::sim::PointerEvent;

use crate::common::run;

/// The case row's value: the case's name, and whether it was modified.
fn case_row(lab: &RayLab) -> (&'static str, bool) {
    match lab.report().get(CASE_ROW) {
        Some(Value::Case { name, modified }) => (name, *modified),
        other => panic!("no case row: {other:?}"),
    }
}

#[test]
fn keys_mark_the_case_modified_and_n_loads_a_clean_one() {
    let mut lab = RayLab::new();
    assert_eq!(case_row(&lab), ("crossing", false));
    assert!(!lab.case_modified());
    run(&mut lab, "0:rotate_ray*3", 3);
    assert!(lab.case_modified());
    assert_eq!(case_row(&lab), ("crossing", true));
    run(&mut lab, "0:next_case", 1);
    assert_eq!(case_row(&lab), ("miss: leaves Y before entering X", false));
    run(&mut lab, "0:left", 1);
    assert_eq!(case_row(&lab), ("miss: leaves Y before entering X", true));
    run(&mut lab, "0:reset_scene", 1);
    assert_eq!(case_row(&lab), ("crossing", false));
}

#[test]
fn every_scene_marks_its_case_modified_when_a_key_changes_it() {
    // Scene 4 turns its lines with H/J/K/L; every other scene moves with them.
    for (scene, control) in [
        (1, "ray_up"),
        (2, "rotate_shape"),
        (3, "down"),
        (4, "rotate_left_line"),
        (5, "ray_right"),
        (6, "rotate_ray_back"),
        (7, "ray_left"),
    ] {
        let mut lab = RayLab::new();
        run(&mut lab, &format!("0:scene_{scene},1:{control}"), 2);
        assert!(lab.case_modified(), "scene {scene}, {control}");
    }
}

#[test]
fn switching_scenes_keeps_each_scenes_own_mark() {
    let mut lab = RayLab::new();
    run(&mut lab, "0:rotate_ray,1:scene_3", 2);
    assert!(!lab.case_modified(), "scene 3 is untouched");
    run(&mut lab, "0:scene_1", 1);
    assert!(lab.case_modified(), "scene 1 was turned before the switch");
}

#[test]
fn a_key_that_changes_nothing_keeps_the_case() {
    let mut lab = RayLab::new();
    // Opening a scene, even twice, moves nothing in it.
    run(&mut lab, "0:scene_5,1:scene_5", 2);
    assert!(!lab.case_modified());
}

#[test]
fn dragging_or_aiming_with_the_mouse_marks_the_case_modified() {
    let mut lab = RayLab::new();
    let origin = lab.scenes().slab.ray.origin;
    // A click on the origin that does not move it changes nothing.
    lab.pointer(PointerEvent::Down(origin));
    lab.pointer(PointerEvent::Up(origin));
    assert!(!lab.case_modified());
    lab.pointer(PointerEvent::Down(origin));
    lab.pointer(PointerEvent::Move(origin + Vec2::new(0.5, 0.0)));
    lab.pointer(PointerEvent::Up(origin + Vec2::new(0.5, 0.0)));
    assert!(lab.case_modified());

    run(&mut lab, "0:reset_scene", 1);
    assert!(!lab.case_modified());
    // A press away from every handle aims the ray: a change too.
    lab.pointer(PointerEvent::Down(Vec2::new(-4.5, 4.0)));
    lab.pointer(PointerEvent::Up(Vec2::new(-4.5, 4.0)));
    assert!(lab.case_modified());
    assert!(case_row(&lab).1);
}
