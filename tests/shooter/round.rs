//! The shooter's rules, headless: scripted shots, the thin-tip miss and its
//! fix, a whole round, slow motion, and replay from a seed.

use hitlab::levels::arena::DEFAULT_ARENA;
use std::path::Path;

use glam::Vec2;
use hitlab::levels::arena::{Arena, load_arena};
use hitlab::modes::shooter::tuning::{PLANE_OUTLINE, PLANE_WALL_GAP};
use hitlab::modes::shooter::{
    Detection, GameEvent, MarkerKind, Phase, ShooterControl, ShooterGame, TargetState, best,
};
use hitlab::sim::ControlFrame;

use crate::common::{one_target_arena, run};

fn idle() -> ControlFrame<ShooterControl> {
    ControlFrame::default()
}

/// A star at the origin with a tip pointing up at (0, 2). The plane faces +x
/// so its shells fly along y = 1.85, where the tip is about 0.1 wide, and
/// sample x = ..., -0.25, 0.25, ...: never inside the tip.
fn tip_game(detection: Detection) -> ShooterGame {
    let arena = one_target_arena(
        "position = [-7.35, 1.85]\nheading_deg = -90.0",
        r#"shape = { kind = "star", points = 5, outer_radius = 2.0, inner_radius = 0.8 }
position = [0.0, 0.0]"#,
    );
    let mut game = ShooterGame::new(arena, 1).unwrap();
    game.detection = detection;
    game
}

#[test]
fn scripted_shot_at_a_known_target_scores() {
    let arena = one_target_arena(
        "position = [0.0, -5.0]",
        r#"shape = { kind = "ellipse", radius_x = 2.0, radius_y = 1.0 }
position = [0.0, 3.0]"#,
    );
    let mut game = ShooterGame::new(arena, 1).unwrap();
    let events = run(&mut game, "0:fire", 30);
    assert!(events.contains(&GameEvent::Fired));
    let hit = events
        .iter()
        .find_map(|e| match e {
            GameEvent::Hit { target: 0, point } => Some(*point),
            _ => None,
        })
        .expect("the shell flies straight up into the ellipse");
    // The ellipse's lowest point is (0, 2); the swept test finds the entry.
    assert!(hit.abs_diff_eq(Vec2::new(0.0, 2.0), 1e-3), "{hit}");
    assert_eq!(game.stats.shots, 1);
    assert_eq!(game.stats.hits, 1);
    assert_eq!(game.stats.score, 10);
    assert_eq!(game.targets[0].damage, 1);
    assert!(game.shells.is_empty(), "the shell is spent");
    assert!(game.markers.iter().any(|m| m.kind == MarkerKind::Hit));
    let last = game.targets[0].last_hit.unwrap();
    assert!(last.edges.iter().all(|&e| e >= -1e-4), "{:?}", last.edges);
}

#[test]
fn shot_that_misses_scores_nothing_and_leaves_the_arena() {
    let arena = one_target_arena(
        "position = [0.0, -5.0]\nheading_deg = 90.0",
        r#"shape = { kind = "ellipse", radius_x = 2.0, radius_y = 1.0 }
position = [0.0, 3.0]"#,
    );
    let mut game = ShooterGame::new(arena, 1).unwrap();
    run(&mut game, "0:fire", 60);
    assert_eq!((game.stats.shots, game.stats.hits), (1, 0));
    assert!(game.shells.is_empty(), "gone off the arena");
}

#[test]
fn thin_tip_missed_by_point_test_caught_by_swept_test() {
    let mut point = tip_game(Detection::Point);
    let events = run(&mut point, "0:fire", 40);
    assert!(
        !events.iter().any(|e| matches!(e, GameEvent::Hit { .. })),
        "the point test steps over the tip: {events:?}"
    );
    assert_eq!(point.stats.hits, 0);
    let ghost = point
        .markers
        .iter()
        .find(|m| m.kind == MarkerKind::Ghost)
        .expect("a ghost marker where the swept test would have hit");
    assert!((ghost.position.y - 1.85).abs() < 1e-4);
    assert!(ghost.position.x.abs() < 0.06, "{}", ghost.position);
    assert_eq!((point.stats.tip_misses, point.stats.tip_saves), (1, 0));

    let mut swept = tip_game(Detection::Swept);
    let events = run(&mut swept, "0:fire", 40);
    assert!(
        events
            .iter()
            .any(|e| matches!(e, GameEvent::TipSave { .. }))
    );
    assert_eq!(swept.stats.hits, 1);
    assert_eq!((swept.stats.tip_saves, swept.stats.tip_misses), (1, 0));
    assert!(swept.markers.iter().any(|m| m.kind == MarkerKind::TipSave));
    assert!(!swept.markers.iter().any(|m| m.kind == MarkerKind::Ghost));
}

#[test]
fn detection_cycles_live_through_the_three_tests() {
    let mut game = tip_game(Detection::Point);
    let mut seen = Vec::new();
    for _ in 0..3 {
        run(&mut game, "0:toggle_detection", 1);
        seen.push(game.detection);
    }
    assert_eq!(seen, [Detection::Swept, Detection::Spin, Detection::Point]);
}

#[test]
fn target_breaks_after_its_hits_and_respawns() {
    let arena = one_target_arena(
        "position = [0.0, -5.0]",
        r#"shape = { kind = "ellipse", radius_x = 2.0, radius_y = 1.0 }
position = [0.0, 3.0]
hits_to_break = 2"#,
    );
    let mut game = ShooterGame::new(arena, 1).unwrap();
    let events = run(&mut game, "0:fire,10:fire", 30);
    assert!(events.iter().any(|e| matches!(e, GameEvent::Broke { .. })));
    assert!(matches!(game.targets[0].state, TargetState::Broken { .. }));
    assert_eq!(game.stats.score, 2 * 10 + 50);
    assert!(!game.shards.is_empty(), "it shatters");
    run(&mut game, "", 200);
    assert_eq!(game.targets[0].state, TargetState::Alive);
    assert_eq!(game.targets[0].damage, 0);
    assert!(game.targets[0].position.distance(Vec2::new(0.0, 3.0)) < 0.81);
}

#[test]
fn holding_fire_is_rapid_fire_with_cooldown() {
    let mut game = tip_game(Detection::Swept);
    // Held for 30 steps with a 6-step cooldown: steps 0, 6, 12, 18, 24.
    run(&mut game, "0:fire*30", 30);
    assert_eq!(game.stats.shots, 5);
}

#[test]
fn round_ends_and_restarts() {
    let mut game = tip_game(Detection::Swept);
    let events = run(&mut game, "0:fire", 5 * 60);
    assert_eq!(game.phase, Phase::Ended);
    assert!(matches!(
        events.last(),
        Some(GameEvent::RoundEnded { score: 10, .. })
    ));
    // Nothing moves after the end.
    let plane = game.plane;
    run(&mut game, "0:fire,0:rotate_left*10", 10);
    assert_eq!(game.plane, plane);
    assert_eq!(game.stats.shots, 1);

    run(&mut game, "0:restart", 1);
    assert_eq!(game.phase, Phase::Playing);
    assert_eq!(game.stats.score, 0);
    assert_eq!(game.steps_left(), 5 * 60);
    run(&mut game, "0:fire", 1);
    assert_eq!(game.stats.shots, 1);
}

#[test]
fn best_score_is_kept_across_games() {
    let temp = tempfile::Builder::new()
        .prefix("hitlab-shooter-best-")
        .tempdir()
        .unwrap();
    // Not made yet: the rules must not make it, the save does.
    let dir = temp.path().join("data");
    let mut game = tip_game(Detection::Swept).with_best(best::load_best(&dir, "tip.toml"));
    assert_eq!(game.best, 0);
    let events = run(&mut game, "0:fire", 5 * 60);
    let ended = GameEvent::RoundEnded {
        score: 10,
        best: 10,
        new_best: true,
    };
    assert!(events.contains(&ended));
    assert!(!dir.exists(), "the rules write no file");
    // The caller keeps what the round reported.
    best::save_best(&dir, "tip.toml", game.best).unwrap();
    let again = tip_game(Detection::Swept).with_best(best::load_best(&dir, "tip.toml"));
    assert_eq!(again.best, 10);
    // Another arena's best is its own.
    assert_eq!(best::load_best(&dir, "other.toml"), 0);
    // A round that does not beat the best reports none to keep.
    let mut game = again;
    let events = run(&mut game, "0:fire", 5 * 60);
    assert!(events.contains(&GameEvent::RoundEnded {
        score: 10,
        best: 10,
        new_best: false
    }));
}

/// A read-only data folder must not let the end box say "new best!" while
/// the best is lost. A data "folder" that is a file cannot be written: the
/// save says why, the game keeps it for the end box, and a new round
/// clears it.
#[test]
fn a_best_that_cannot_be_saved_says_so() {
    let temp = tempfile::Builder::new()
        .prefix("hitlab-best-file-")
        .tempdir()
        .unwrap();
    let file = temp.path().join("data");
    std::fs::write(&file, "not a folder").unwrap();
    let mut game = tip_game(Detection::Swept).with_best(best::load_best(&file, "tip.toml"));
    let events = run(&mut game, "0:fire", 5 * 60);
    assert!(events.contains(&GameEvent::RoundEnded {
        score: 10,
        best: 10,
        new_best: true
    }));
    game.best_not_saved = best::save_best(&file, "tip.toml", game.best).err();
    let why = game.best_not_saved.clone().expect("the failure is kept");
    assert!(why.contains("cannot be written"), "{why}");
    run(&mut game, "0:restart", 1);
    assert_eq!(game.best_not_saved, None);
}

#[test]
fn slow_motion_pause_and_single_step() {
    let mut game = tip_game(Detection::Swept);
    run(&mut game, "0:slower", 1);
    assert_eq!(game.slow_level, 1);
    let before = game.round_step;
    for _ in 0..10 {
        game.step(&idle());
    }
    assert_eq!(game.round_step - before, 5, "half speed");

    run(&mut game, "0:pause", 1);
    let paused_at = game.round_step;
    for _ in 0..10 {
        game.step(&idle());
    }
    assert_eq!(game.round_step, paused_at);
    run(&mut game, "0:step_once", 1);
    assert_eq!(game.round_step, paused_at + 1);

    // A fire tap while paused is not lost: it fires on the next rules step.
    run(&mut game, "0:fire,2:step_once", 3);
    assert_eq!(game.stats.shots, 1);
}

#[test]
fn rotate_and_move_follow_the_seed() {
    let mut game = tip_game(Detection::Swept);
    let heading = game.plane.heading;
    run(&mut game, "0:rotate_left*45", 45);
    let turned = Vec2::from_angle(game.plane.heading);
    assert!(turned.abs_diff_eq(Vec2::from_angle(heading + 90f32.to_radians()), 1e-4));
    let start = game.plane.position;
    run(&mut game, "0:toggle_move", 10);
    // Facing +y now; 10 steps at 0.12.
    assert!(
        game.plane
            .position
            .abs_diff_eq(start + Vec2::new(0.0, 1.2), 1e-4)
    );
}

/// Parked at a wall, the plane must not look half outside: the whole
/// outline stays `PLANE_WALL_GAP` inside the border, at every heading,
/// against every wall.
#[test]
fn the_whole_drawn_plane_stays_inside_the_arena_against_every_wall() {
    let mut worst_gap = f32::INFINITY;
    for heading_deg in (0..360).step_by(15) {
        let arena = one_target_arena(
            &format!("position = [0.0, -4.0]\nheading_deg = {heading_deg}.0"),
            "shape = { kind = \"star\", points = 5, outer_radius = 1.0, inner_radius = 0.4 }\n\
             position = [8.0, 5.0]",
        );
        let half = arena.size / 2.0;
        let mut game = ShooterGame::new(arena, 1).unwrap();
        run(&mut game, "0:toggle_move", 1);
        for _ in 0..200 {
            game.step(&idle());
            for vertex in PLANE_OUTLINE {
                let drawn = game.plane.model().transform_point2(vertex);
                let gap = (half - drawn.abs()).min_element();
                assert!(
                    gap >= PLANE_WALL_GAP - 1e-4,
                    "heading {heading_deg}°: outline point {drawn} is {gap} from the border"
                );
                worst_gap = worst_gap.min(gap);
            }
        }
    }
    // The plane does reach the walls: the rule is not simply keeping it far off.
    assert!(
        worst_gap < PLANE_WALL_GAP + 0.01,
        "closest approach {worst_gap}"
    );

    // A start the file puts at the very border is moved in as far.
    let arena = one_target_arena(
        "position = [11.9, 7.9]",
        "shape = { kind = \"star\", points = 5, outer_radius = 1.0, inner_radius = 0.4 }\n\
         position = [0.0, 0.0]",
    );
    let half = arena.size / 2.0;
    let game = ShooterGame::new(arena, 1).unwrap();
    for vertex in PLANE_OUTLINE {
        let drawn = game.plane.model().transform_point2(vertex);
        assert!(
            drawn.abs().cmple(half - PLANE_WALL_GAP + 1e-4).all(),
            "{drawn} not clear of the border at the start"
        );
    }
}

fn default_arena() -> Arena {
    let resources = Path::new(env!("CARGO_MANIFEST_DIR")).join("resources");
    load_arena(&resources.join(DEFAULT_ARENA)).unwrap()
}

const BUSY_SCRIPT: &str = "0:fire*120, 20:rotate_left*30, 60:toggle_move, 90:rotate_right*60, \
                           150:toggle_detection, 160:fire*200, 200:slower, 260:faster";

fn final_state(seed: u64) -> String {
    let mut game = ShooterGame::new(default_arena(), seed).unwrap();
    run(&mut game, BUSY_SCRIPT, 600);
    assert!(game.stats.hits > 0, "the script should hit something");
    format!(
        "{:?} {:?} {:?} {:?} {:?}",
        game.plane, game.shells, game.stats, game.targets, game.shards
    )
}

#[test]
fn same_seed_and_inputs_give_the_same_final_state() {
    assert_eq!(final_state(42), final_state(42));
}

#[test]
fn respawn_jitter_comes_from_the_seed() {
    let respawned = |seed| {
        let arena = one_target_arena(
            "position = [0.0, -5.0]",
            r#"shape = { kind = "ellipse", radius_x = 2.0, radius_y = 1.0 }
position = [0.0, 3.0]
hits_to_break = 1"#,
        );
        let mut game = ShooterGame::new(arena, seed).unwrap();
        run(&mut game, "0:fire", 200);
        game.targets[0].position
    };
    assert_eq!(respawned(5), respawned(5));
    assert_ne!(respawned(5), respawned(6));
}

#[test]
fn picking_selects_the_target_under_the_pointer() {
    let mut game = ShooterGame::new(default_arena(), 1).unwrap();
    let star = game.arena().targets[2].position;
    assert_eq!(game.select_at(star), Some(2));
    let inset = game.inset().unwrap();
    assert_eq!(inset.index, 2);
    assert_eq!(game.select_at(Vec2::new(0.0, -9.0)), None);
    assert!(game.inset().is_none());
}

#[test]
fn aim_line_that_meets_nothing_ends_on_the_arena_border() {
    // The plane faces +y from (3, -5); the only target is off to the side.
    let arena = one_target_arena(
        "position = [3.0, -5.0]",
        r#"shape = { kind = "ellipse", radius_x = 1.0, radius_y = 1.0 }
position = [-8.0, 4.0]"#,
    );
    let game = ShooterGame::new(arena, 1).unwrap();
    assert!(game.aim().is_none());
    let exit = game.aim_exit().unwrap();
    // The 24 x 16 arena's top edge is y = 8, straight ahead of the muzzle.
    assert!(exit.abs_diff_eq(Vec2::new(3.0, 8.0), 1e-4), "{exit}");
}

#[test]
fn select_next_cycles_through_the_targets_then_none() {
    let arena = default_arena();
    let mut game = ShooterGame::new(arena, 1).unwrap();
    let count = game.targets.len();
    assert!(count >= 2);
    let picks: Vec<_> = (0..=count).map(|_| game.select_next()).collect();
    let expected: Vec<_> = (0..count).map(Some).chain([None]).collect();
    assert_eq!(picks, expected);
    // The control does the same through a step, so scripts reach the inset.
    game.step(&ControlFrame::new(
        vec![ShooterControl::SelectNext],
        vec![ShooterControl::SelectNext],
    ));
    assert_eq!(game.selected, Some(0));
    assert!(game.inset().is_some(), "a selected target has an inset");
}

#[test]
fn aim_ray_marks_the_first_target_ahead() {
    let arena = one_target_arena(
        "position = [0.0, -5.0]",
        r#"shape = { kind = "ellipse", radius_x = 2.0, radius_y = 1.0 }
position = [0.0, 3.0]"#,
    );
    let game = ShooterGame::new(arena, 1).unwrap();
    let aim = game.aim().unwrap();
    assert_eq!(aim.target, Some(0));
    assert!(
        aim.point.abs_diff_eq(Vec2::new(0.0, 2.0), 1e-3),
        "{}",
        aim.point
    );
}

#[test]
fn obstacles_block_shells_and_the_aim() {
    let mut arena = one_target_arena(
        "position = [0.0, -5.0]",
        r#"shape = { kind = "ellipse", radius_x = 2.0, radius_y = 1.0 }
position = [0.0, 3.0]"#,
    );
    arena
        .obstacles
        .push(hitlab::levels::arena::ObstacleSpec::Disk(
            hitlab::geom::Disk::new(Vec2::new(0.0, 0.0), 0.5),
        ));
    let mut game = ShooterGame::new(arena, 1).unwrap();
    let aim = game.aim().unwrap();
    assert_eq!(aim.target, None);
    assert!(aim.point.abs_diff_eq(Vec2::new(0.0, -0.5), 1e-3));
    run(&mut game, "0:fire", 30);
    assert_eq!(game.stats.hits, 0);
    assert!(game.markers.iter().any(|m| m.kind == MarkerKind::Blocked));
}

/// Fires one shell and steps until it lands or leaves: the target it hit
/// (`None` for an obstacle) and where, or `None` if it flew out.
fn follow_the_next_shell(game: &mut ShooterGame) -> Option<(Option<usize>, Vec2)> {
    let mut script = "0:fire";
    for _ in 0..5000 {
        let marked = game.markers.len();
        let events = run(game, script, 1);
        script = "";
        let hit = events.iter().find_map(|e| match *e {
            GameEvent::Hit { target, point } => Some((Some(target), point)),
            _ => None,
        });
        if hit.is_some() {
            return hit;
        }
        if game.shells.is_empty() {
            return game.markers[marked.min(game.markers.len())..]
                .iter()
                .find(|m| m.kind == MarkerKind::Blocked)
                .map(|m| (None, m.position));
        }
    }
    panic!("the shell is still flying");
}

/// The aim ring is where a shell fired at the next step lands, as the round's
/// test decides: fired, stepped to its end, the shell's first hit (or none)
/// is the ring's target and point, in every mode and on every arena.
#[test]
fn the_aim_ring_is_where_the_next_shell_lands_by_the_rounds_test() {
    let arenas = [
        "default.toml",
        "thin_tip.toml",
        "spinning_tip.toml",
        "narrow_tips.toml",
    ];
    for name in arenas {
        let path = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("resources/arenas")
            .join(name);
        for detection in [Detection::Point, Detection::Swept, Detection::Spin] {
            for turn in [0, 7, 19, 40] {
                let mut game = ShooterGame::new(load_arena(&path).unwrap(), 3).unwrap();
                game.detection = detection;
                if turn > 0 {
                    run(&mut game, &format!("0:rotate_left*{turn}"), turn as u64);
                }
                let aim = game.aim();
                let landed = follow_the_next_shell(&mut game);
                let said = aim.map(|a| (a.target, a.point));
                let context =
                    format!("{name}, {detection:?}, turned {turn}: {said:?} vs {landed:?}");
                match (said, landed) {
                    (None, None) => {}
                    (Some((t1, p1)), Some((t2, p2))) => {
                        assert_eq!(t1, t2, "{context}");
                        assert!(p1.distance(p2) < 1e-3, "{context}");
                    }
                    _ => panic!("{context}"),
                }
            }
        }
    }
}

#[test]
fn in_point_mode_the_aim_does_not_ring_a_tip_the_shell_steps_over() {
    // The thin-tip lesson: the ray crosses the tip, the shell steps over it.
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("resources/arenas/thin_tip.toml");
    let mut game = ShooterGame::new(load_arena(&path).unwrap(), 1).unwrap();
    game.detection = Detection::Point;
    assert_eq!(game.aim().and_then(|a| a.target), None, "{:?}", game.aim());
    game.detection = Detection::Swept;
    let aim = game.aim().expect("the swept test stops it on the tip");
    assert_eq!(aim.target, Some(0));
    assert!(
        (aim.point.y - 1.85).abs() < 1e-4 && aim.point.x.abs() < 0.06,
        "{}",
        aim.point
    );
}
