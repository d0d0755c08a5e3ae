//! Rewinding: every rewound step is the step the round played, a replay
//! ends exactly where the round was (same shells, same counters, same
//! random streams), and the round's clock waits meanwhile.

use std::path::Path;

use hitlab::levels::arena::{Arena, load_arena};
use hitlab::modes::shooter::rewind::{REPLAY_SLOWDOWN, REWIND_STEPS};
use hitlab::modes::shooter::{Moment, ShooterControl as C, ShooterGame};
use hitlab::sim::ControlFrame;

fn arena(name: &str) -> Arena {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    load_arena(&root.join("resources/arenas").join(name)).unwrap()
}

/// The player's frame at app step `i`: firing in bursts, turning back and
/// forth, moving for a while, and every test in turn (the point, swept and
/// spin tests each play part of the run).
fn play(i: u32) -> ControlFrame<C> {
    let mut held = Vec::new();
    let mut pressed = Vec::new();
    if (i / 40) % 3 != 2 {
        held.push(C::Fire);
    }
    match (i / 25) % 4 {
        0 => held.push(C::RotateLeft),
        2 => held.push(C::RotateRight),
        _ => {}
    }
    if i % 170 == 169 {
        pressed.push(C::ToggleDetection);
    }
    if i == 300 || i == 420 {
        pressed.push(C::ToggleMove);
    }
    ControlFrame::new(held, pressed)
}

fn held(control: C) -> ControlFrame<C> {
    ControlFrame::new(vec![control], Vec::new())
}

fn press(control: C) -> ControlFrame<C> {
    ControlFrame::new(Vec::new(), vec![control])
}

/// Plays app steps `from..to` of [`play`], keeping each step's moment.
fn run(game: &mut ShooterGame, from: u32, to: u32, seen: &mut Vec<Moment>) {
    for i in from..to {
        game.step(&play(i));
        seen.push(game.moment());
    }
}

/// Rewinds `back` steps (held), replays to the present, and checks each
/// moment shown on the way against `seen` (the moment after each step).
fn rewind_and_replay(game: &mut ShooterGame, back: u32, seen: &[Moment]) {
    let present = game.moment();
    for n in 1..=back {
        game.step(&held(C::Rewind));
        let rewound = game.rewound().expect("rewound");
        assert_eq!(rewound.steps_back, n);
        let shown = game.moment();
        let k = shown.step() as usize;
        assert_eq!(&shown, &seen[k - 1], "step {k} shown as it was played");
    }
    game.step(&press(C::Replay));
    let mut app_steps = 0;
    while game.rewound().is_some() {
        game.step(&ControlFrame::default());
        app_steps += 1;
        assert!(app_steps <= back * REPLAY_SLOWDOWN, "the replay ends");
    }
    assert_eq!(app_steps, back * REPLAY_SLOWDOWN, "a quarter speed");
    assert!(game.moment() == present, "back at the present, exactly");
}

/// A first run, and a second that rewinds twice on the way: both end in
/// the same moment, and the counters show the run had hits, breaks and
/// misses to replay.
fn rewinding_changes_nothing(arena: Arena, steps: u32) -> ShooterGame {
    let mut first = ShooterGame::new(arena.clone(), 7).unwrap();
    let mut seen = Vec::new();
    run(&mut first, 0, steps, &mut seen);

    let mut second = ShooterGame::new(arena, 7).unwrap();
    let mut again = Vec::new();
    run(&mut second, 0, steps / 2, &mut again);
    rewind_and_replay(&mut second, 150, &seen);
    run(&mut second, steps / 2, steps, &mut again);
    rewind_and_replay(&mut second, REWIND_STEPS, &seen);
    assert!(
        second.moment() == first.moment(),
        "same shells, same counters"
    );
    assert_eq!(second.stats, first.stats);
    first
}

#[test]
fn a_rewound_thin_tip_replays_its_hits_breaks_and_tip_misses() {
    let first = rewinding_changes_nothing(arena("thin_tip.toml"), 900);
    let s = first.stats;
    assert!(s.hits > 0 && s.breaks > 0 && s.tip_misses > 0, "{s:?}");
    assert!(s.tip_saves > 0, "the swept test played too: {s:?}");
}

#[test]
fn a_rewound_spinning_tip_replays_its_spin_misses_and_saves() {
    let first = rewinding_changes_nothing(arena("spinning_tip.toml"), 900);
    let s = first.stats;
    assert!(s.spin_misses > 0 && s.spin_saves > 0, "{s:?}");
}

#[test]
fn a_rewound_storm_replays_its_turrets_and_breaks() {
    let mut storm = arena("storm.toml");
    if let Some(spec) = storm.storm.as_mut() {
        spec.max_shells = 1500;
    }
    for target in &mut storm.targets {
        target.hits_to_break = 4;
    }
    let first = rewinding_changes_nothing(storm, 700);
    assert!(first.stats.breaks > 0, "{:?}", first.stats);
}

#[test]
fn the_clock_waits_while_rewound_and_the_history_ends_ten_seconds_back() {
    let mut game = ShooterGame::new(arena("thin_tip.toml"), 1).unwrap();
    for i in 0..REWIND_STEPS + 100 {
        game.step(&play(i));
    }
    let left = game.steps_left();
    for _ in 0..REWIND_STEPS + 50 {
        game.step(&held(C::Rewind));
    }
    let rewound = game.rewound().expect("rewound");
    assert_eq!(rewound.steps_back, REWIND_STEPS, "ten seconds, no more");
    let shown = game.moment();
    for i in 0..30 {
        // Play and fire do nothing to a rewound round: it only replays.
        game.step(&play(i));
    }
    assert!(game.moment() == shown, "the rewound round waits");
    assert_eq!(game.steps_left(), left + REWIND_STEPS);

    game.step(&press(C::StepOnce));
    assert_eq!(game.rewound().map(|r| r.steps_back), Some(REWIND_STEPS - 1));
    game.step(&press(C::Replay));
    for _ in 0..REPLAY_SLOWDOWN {
        game.step(&ControlFrame::default());
    }
    assert_eq!(game.rewound().map(|r| r.steps_back), Some(REWIND_STEPS - 2));
    game.step(&press(C::Replay));
    for _ in 0..4 * REPLAY_SLOWDOWN {
        game.step(&ControlFrame::default());
    }
    let still = game.rewound().expect("held still");
    assert!(!still.replaying && still.steps_back == REWIND_STEPS - 2);
}

#[test]
fn a_new_round_forgets_the_history() {
    let mut game = ShooterGame::new(arena("thin_tip.toml"), 1).unwrap();
    for i in 0..200 {
        game.step(&play(i));
    }
    game.step(&press(C::Restart));
    game.step(&held(C::Rewind));
    assert_eq!(game.rewound(), None, "nothing before the new round's start");
    game.step(&play(0));
    game.step(&held(C::Rewind));
    assert_eq!(game.rewound().map(|r| r.steps_back), Some(1));
}
