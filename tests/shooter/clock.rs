//! The round's clock waits for the player: a newcomer reading the keys
//! loses no time, and a class looking at the targets does not end a round.

use hitlab::modes::shooter::{GameEvent, Phase, ShooterGame};

use crate::common::{run, spinning_target_arena};

/// One ellipse turning 1 degree a step, a 5-second round (300 steps).
fn game() -> ShooterGame {
    let arena = spinning_target_arena(
        "position = [0.0, -5.0]",
        "shape = { kind = \"ellipse\", radius_x = 2.0, radius_y = 1.0 }\nposition = [0.0, 3.0]",
        1.0,
    );
    ShooterGame::new(arena, 1).unwrap()
}

#[test]
fn the_clock_waits_while_nobody_plays() {
    let mut game = game();
    let angle = game.targets[0].angle;
    run(&mut game, "", 600);
    assert_eq!(game.phase, Phase::Playing, "twice the round, untouched");
    assert!(!game.clock_running());
    assert_eq!(game.steps_left(), 300);
    assert_eq!(
        game.round_step, 600,
        "the rules run: targets spin meanwhile"
    );
    assert_ne!(game.targets[0].angle, angle);
}

#[test]
fn teaching_controls_do_not_start_the_clock() {
    let mut game = game();
    run(
        &mut game,
        "0:toggle_detection,1:toggle_debug,2:select_next,3:slower,11:faster,20:pause,21:step_once,22:pause",
        400,
    );
    assert!(!game.clock_running());
    assert_eq!(game.steps_left(), 300);
    assert_eq!(game.phase, Phase::Playing);
}

#[test]
fn every_play_control_starts_the_clock_on_its_step() {
    for control in [
        "rotate_left",
        "rotate_right",
        "toggle_move",
        "thrust",
        "fire",
    ] {
        let mut game = game();
        run(&mut game, "", 50);
        run(&mut game, &format!("0:{control}"), 1);
        assert!(game.clock_running(), "{control}");
        assert_eq!(game.steps_left(), 299, "{control}: its step counts");
        let events = run(&mut game, "", 298);
        assert_eq!(game.phase, Phase::Playing, "{control}");
        assert!(
            !events
                .iter()
                .any(|e| matches!(e, GameEvent::RoundEnded { .. })),
            "{control}"
        );
        let events = run(&mut game, "", 1);
        assert_eq!(
            game.phase,
            Phase::Ended,
            "{control}: 300 steps after the first move"
        );
        assert!(matches!(events.last(), Some(GameEvent::RoundEnded { .. })));
    }
}

#[test]
fn a_new_round_waits_again() {
    let mut game = game();
    run(&mut game, "0:fire", 300);
    assert_eq!(game.phase, Phase::Ended);
    run(&mut game, "0:restart", 1);
    run(&mut game, "", 100);
    assert!(!game.clock_running());
    assert_eq!(game.steps_left(), 300);
}

#[test]
fn under_slow_motion_a_tap_between_rules_steps_still_starts_the_clock() {
    let mut game = game();
    run(&mut game, "0:slower,1:slower,2:slower", 3);
    // 1/8 speed: the rules run on every eighth app step; a one-step fire
    // tap falls between two of them and is kept for the next.
    let before = game.stats.shots;
    run(&mut game, "1:fire", 16);
    assert_eq!(game.stats.shots, before + 1);
    assert!(game.clock_running());
}
