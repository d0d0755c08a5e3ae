//! The three hit tests in the game: a tip spinning across a still shell (the
//! third miss), the thin-tip lesson in every mode, what the HUD counts, what
//! the end of a round reports and what `--stats` writes.

use std::path::Path;

use glam::Vec2;
use hitlab::levels::arena::{Arena, load_arena};
use hitlab::modes::shooter::{Detection, GameEvent, MarkerKind, Phase, ShooterGame};

use crate::common::{run, spinning_target_arena};

fn arena_file(name: &str) -> Arena {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("resources/arenas")
        .join(name);
    load_arena(&path).unwrap()
}

/// A five-tip star (tips 2 long, 0.8 at their base) at the origin turning
/// 30° a step, with its first tip up at the start; shells crawl at 0.01 a
/// step. The plane sits far off to the left.
fn spinning_star(detection: Detection) -> ShooterGame {
    let mut arena = spinning_target_arena(
        "position = [-9.0, -5.0]",
        r#"shape = { kind = "star", points = 5, outer_radius = 2.0, inner_radius = 0.8 }
position = [0.0, 0.0]
hits_to_break = 100"#,
        30.0,
    );
    arena.shells.speed = 0.01;
    let mut game = ShooterGame::new(arena, 1).unwrap();
    game.detection = detection;
    game
}

/// Where a shell sits still, 1.85 from the centre and 15° round from the
/// first tip: the tip (about 5° wide there) turns from 0° to 30° over the
/// first step and crosses it half-way, so it is outside the star at both
/// ends of the step.
fn under_the_tip() -> Vec2 {
    Vec2::from_angle(15f32.to_radians()).rotate(Vec2::new(0.0, 1.85))
}

#[test]
fn a_still_shell_under_a_tip_spinning_30_degrees_a_step_is_missed_by_swept_caught_by_spin() {
    let shell = under_the_tip();
    // The swept test holds the star in its end pose, the tip 15° past the
    // shell: no hit, a spin miss, and a ghost where the tip met the shell.
    let mut swept = spinning_star(Detection::Swept);
    swept.spawn_shell(shell, Vec2::X);
    let events = run(&mut swept, "", 1);
    assert!(
        !events.iter().any(|e| matches!(e, GameEvent::Hit { .. })),
        "{events:?}"
    );
    assert_eq!(swept.stats.hits, 0);
    assert_eq!((swept.stats.spin_misses, swept.stats.spin_saves), (1, 0));
    assert_eq!(
        swept.stats.tip_misses, 0,
        "the swept test would miss it too"
    );
    let ghost = swept
        .markers
        .iter()
        .find(|m| m.kind == MarkerKind::SpinGhost)
        .expect("a spin ghost where the spin test would have hit");
    assert!(ghost.position.distance(shell) < 0.011, "{}", ghost.position);
    assert_eq!(swept.shells.len(), 1, "the shell flies on");
    assert!(swept.stats.catch_counts().contains("spin misses 1"));

    // The spin test follows the star's turn: a hit, counted as a spin save.
    let mut spin = spinning_star(Detection::Spin);
    spin.spawn_shell(shell, Vec2::X);
    let events = run(&mut spin, "", 1);
    assert!(
        events
            .iter()
            .any(|e| matches!(e, GameEvent::SpinSave { target: 0, .. })),
        "{events:?}"
    );
    assert_eq!(spin.stats.hits, 1);
    assert_eq!((spin.stats.spin_saves, spin.stats.spin_misses), (1, 0));
    assert_eq!(
        spin.stats.tip_saves, 0,
        "a spin save is not also a tip save"
    );
    assert!(spin.markers.iter().any(|m| m.kind == MarkerKind::SpinSave));
    assert!(
        !spin.markers.iter().any(|m| m.kind == MarkerKind::SpinGhost),
        "the strongest test leaves no ghost"
    );
    assert!(spin.shells.is_empty(), "the shell is spent");
    let hit = spin.targets[0].last_hit.unwrap();
    assert!(hit.is_spin_save());
    // The tip's first point of contact: on its leading edge, the left one
    // (x < 0 in its own frame, tip up), since it turns counter-clockwise.
    assert!(
        hit.local_point.x < 0.0 && hit.local_point.y > 1.7,
        "{hit:?}"
    );
    assert!(spin.stats.catch_counts().contains("spin saves 1"));

    // The point test misses it as the swept test does, and says so the same way.
    let mut point = spinning_star(Detection::Point);
    point.spawn_shell(shell, Vec2::X);
    run(&mut point, "", 1);
    assert_eq!((point.stats.hits, point.stats.spin_misses), (0, 1));
    assert_eq!(point.stats.tip_misses, 0);
}

/// The thin-tip lesson's arena, in `detection`.
fn thin_tip(detection: Detection) -> ShooterGame {
    let mut game = ShooterGame::new(arena_file("thin_tip.toml"), 1).unwrap();
    game.detection = detection;
    game
}

#[test]
fn the_thin_tip_lesson_works_in_all_three_modes() {
    assert_eq!(
        ShooterGame::new(arena_file("thin_tip.toml"), 1)
            .unwrap()
            .detection,
        Detection::Point,
        "the lesson opens on its miss"
    );
    // Point test: the shell steps over the tip; a ghost, a tip miss.
    let mut point = thin_tip(Detection::Point);
    run(&mut point, "2:fire", 40);
    assert_eq!(point.stats.hits, 0);
    assert_eq!((point.stats.tip_misses, point.stats.spin_misses), (1, 0));
    let ghost = point
        .markers
        .iter()
        .find(|m| m.kind == MarkerKind::Ghost)
        .expect("a ghost where the swept test would have hit");
    assert!((ghost.position.y - 1.85).abs() < 1e-4);
    assert!(ghost.position.x.abs() < 0.06, "{}", ghost.position);

    // Both sweeps catch it, where the ghost was: the star stands still, so
    // the spin test is the swept test and the hit is a tip save.
    for detection in [Detection::Swept, Detection::Spin] {
        let mut game = thin_tip(detection);
        let events = run(&mut game, "2:fire", 40);
        assert!(
            events
                .iter()
                .any(|e| matches!(e, GameEvent::TipSave { .. })),
            "{detection:?}: {events:?}"
        );
        assert_eq!(game.stats.hits, 1, "{detection:?}");
        assert_eq!((game.stats.tip_saves, game.stats.spin_saves), (1, 0));
        assert_eq!((game.stats.tip_misses, game.stats.spin_misses), (0, 0));
        let hit = game.targets[0].last_hit.unwrap();
        assert!(hit.is_tip_save());
        assert!(
            hit.world_point.distance(ghost.position) < 1e-4,
            "{detection:?}"
        );
    }
}

#[test]
fn the_end_of_a_point_round_reports_what_the_hud_counted() {
    // Rapid fire over the tip for the whole round, with the point test.
    let mut game = thin_tip(Detection::Point);
    let steps = game.arena().round_steps as u64 + 2;
    run(&mut game, &format!("0:fire*{steps}"), steps);
    assert_eq!(game.phase, Phase::Ended);
    let s = game.stats;
    assert!(s.tip_misses > 100, "{s:?}");
    assert_eq!((s.hits, s.tip_saves), (0, 0));
    // The end box shows the HUD's own rows and the test they were counted with.
    let [tips, spins] = s.catch_rows();
    assert_eq!(tips, format!("tip saves 0  tip misses {}", s.tip_misses));
    assert_eq!(spins, "spin saves 0  spin misses 0");
    assert!(s.catch_counts().starts_with(&tips));
    assert_eq!(s.played_with(game.detection), [Detection::Point]);
    let report = game.report();
    assert_eq!(report.tip_misses, s.tip_misses);
    assert!(report.round_over);
    assert_eq!(report.detections_played, [Detection::Point]);
}

#[test]
fn a_round_that_switches_tests_reports_each_one() {
    let mut game = thin_tip(Detection::Point);
    run(&mut game, "2:fire,30:toggle_detection,32:fire", 70);
    assert_eq!(game.detection, Detection::Swept);
    let s = game.stats;
    assert_eq!((s.tip_misses, s.tip_saves, s.hits), (1, 1, 1));
    assert_eq!(
        s.played_with(game.detection),
        [Detection::Point, Detection::Swept]
    );
}

#[test]
fn the_stats_json_has_the_numbers_the_hud_showed() {
    let mut game = ShooterGame::new(arena_file("spinning_tip.toml"), 3).unwrap();
    run(&mut game, "0:fire*400", 400);
    let json: serde_json::Value = serde_json::from_str(&game.report().to_json().unwrap()).unwrap();
    let s = game.stats;
    assert_eq!(json["arena"], "Spinning tip");
    assert_eq!(json["detection"], "swept");
    assert_eq!(json["detections_played"], serde_json::json!(["swept"]));
    assert_eq!(json["steps"], 400);
    assert_eq!(json["round_over"], false);
    let hud = format!(
        "shots {} hits {} {} score {}",
        s.shots,
        s.hits,
        s.catch_counts(),
        s.score
    );
    for key in [
        "shots",
        "hits",
        "tip_saves",
        "tip_misses",
        "spin_saves",
        "spin_misses",
        "score",
    ] {
        let number = json[key].as_u64().unwrap_or_else(|| panic!("{key}"));
        let words = key.replace('_', " ");
        assert!(
            hud.contains(&format!("{words} {number}")),
            "{key} = {number} is not what the HUD shows: {hud}"
        );
    }
    assert!(s.spin_misses > 0, "the arena shows the third miss: {s:?}");
}

#[test]
fn the_spinning_tip_arena_lets_shells_through_the_swept_test_and_not_the_spin_test() {
    // The same volley in each mode: every shell fired, none left in flight.
    let volley = |detection: Detection| {
        let mut game = ShooterGame::new(arena_file("spinning_tip.toml"), 1).unwrap();
        game.detection = detection;
        run(&mut game, "0:fire*240", 420);
        assert!(game.shells.is_empty(), "{detection:?}: all landed or left");
        game.stats
    };
    let swept = volley(Detection::Swept);
    let spin = volley(Detection::Spin);
    assert_eq!(swept.shots, spin.shots);
    // With the swept test, some shells fly straight through the blades.
    assert!(swept.hits < swept.shots, "{swept:?}");
    assert!(swept.spin_misses > 0, "{swept:?}");
    // A shell is counted once, however many blades turn across it.
    assert!(swept.spin_misses <= swept.shots, "{swept:?}");
    // The spin test stops every shell that crosses the star.
    assert_eq!(spin.hits, spin.shots, "{spin:?}");
    assert!(spin.spin_saves > 0, "{spin:?}");
    assert_eq!((spin.spin_misses, spin.tip_misses), (0, 0));
}

#[test]
fn an_edited_arena_keeps_the_test_in_use_unless_the_edit_changes_its_detection() {
    let mut game = thin_tip(Detection::Point);
    run(&mut game, "0:toggle_detection,1:toggle_detection", 2);
    assert_eq!(game.detection, Detection::Spin);
    // Saved again with the same detection key: the teacher's choice stays.
    game.replace_arena(arena_file("thin_tip.toml")).unwrap();
    assert_eq!(game.detection, Detection::Spin);
    // The key itself edited: the arena's new test is in use.
    let mut edited = arena_file("thin_tip.toml");
    edited.detection = Detection::Swept;
    game.replace_arena(edited).unwrap();
    assert_eq!(game.detection, Detection::Swept);
}

#[test]
fn the_last_missed_shell_leaves_a_trace_until_the_next_miss_or_a_new_round() {
    let mut game = thin_tip(Detection::Point);
    run(&mut game, "2:fire", 20);
    let trace = game.last_miss.expect("the tip miss is traced");
    let [p, p2] = trace.world;
    // P left of the tip, P' right of it, one shell step apart, on the line.
    assert!(p.x < 0.0 && p2.x > 0.0, "{p} {p2}");
    assert!((p.distance(p2) - 0.5).abs() < 1e-4);
    assert!((p.y - 1.85).abs() < 1e-4 && (p2.y - 1.85).abs() < 1e-4);
    assert_eq!((trace.target, trace.spin), (0, false));
    // The star stands still at the origin unturned: local space is the world.
    assert!(trace.local[0].distance(p) < 1e-4 && trace.local[1].distance(p2) < 1e-4);
    // It outlives the fading ghost marker...
    run(&mut game, "", 600);
    assert!(game.markers.iter().all(|m| m.kind != MarkerKind::Ghost));
    assert_eq!(game.last_miss, Some(trace));
    // ...and goes with a new round.
    run(&mut game, "0:restart", 1);
    assert_eq!(game.last_miss, None);
    // The swept test misses nothing here: no trace.
    let mut swept = thin_tip(Detection::Swept);
    run(&mut swept, "2:fire", 20);
    assert_eq!(swept.last_miss, None);
}

#[test]
fn a_practice_round_has_no_clock_and_never_ends() {
    let mut arena = arena_file("thin_tip.toml");
    arena.practice = true;
    let mut game = ShooterGame::new(arena, 1).unwrap();
    let steps = u64::from(game.arena().round_steps) + 120;
    run(&mut game, "0:rotate_left*5, 10:fire", steps);
    assert!(!game.clock_running());
    assert_eq!(game.phase, hitlab::modes::shooter::Phase::Playing);
    // Without practice the same moves end the round.
    let mut timed = thin_tip(Detection::Point);
    run(&mut timed, "0:rotate_left*5, 10:fire", steps);
    assert_eq!(timed.phase, hitlab::modes::shooter::Phase::Ended);
}
