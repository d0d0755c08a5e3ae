//! The storm arena's collision step: the broad phase finds the same hits as
//! brute force, and one thread finds the same as two.

use std::collections::hash_map::DefaultHasher;
use std::hash::Hasher;
use std::path::Path;

use hitlab::levels::arena::{Arena, Detection, load_arena};
use hitlab::modes::shooter::{GameEvent, MarkerKind, ShooterControl as C, ShooterGame};
use hitlab::sim::ControlFrame;

/// The shipped storm, its shells capped at `max_shells` (a debug build tests
/// every pair of brute force in these tests).
fn storm_arena(max_shells: u32) -> Arena {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut arena = load_arena(&root.join("resources/arenas/storm.toml")).unwrap();
    let storm = arena.storm.as_mut().expect("storm.toml has a [storm]");
    storm.max_shells = max_shells;
    arena
}

/// Fire and turn held: the plane's fan sweeps round, and the clock (so the
/// turrets) runs from the first step.
fn firing() -> ControlFrame<C> {
    ControlFrame::new(vec![C::Fire, C::RotateLeft], Vec::new())
}

/// The test of step `i` of 1,000: a quarter each of point, swept and spin,
/// then spin again, so every test's ghosts and saves are compared too.
fn detection_at(step: usize) -> Detection {
    Detection::ALL[(step / 250).min(2)]
}

fn hash_step(hasher: &mut DefaultHasher, game: &ShooterGame, events: &[GameEvent]) {
    for event in events {
        hasher.write(format!("{event:?}").as_bytes());
    }
    for p in game.shells.positions() {
        hasher.write_u32(p.x.to_bits());
        hasher.write_u32(p.y.to_bits());
    }
    hasher.write(format!("{:?}", game.stats).as_bytes());
}

/// What the events of a round told, every shell's (the turrets' too, which
/// the player's stats leave out).
#[derive(Debug, Default)]
struct Seen {
    hits: usize,
    breaks: usize,
}

impl Seen {
    fn add(&mut self, events: &[GameEvent]) {
        for event in events {
            match event {
                GameEvent::Hit { .. } => self.hits += 1,
                GameEvent::Broke { .. } => self.breaks += 1,
                _ => {}
            }
        }
    }
}

/// Steps the same round twice, with the broad phase and by brute force,
/// `steps` times with fire held and the test of each step from
/// `detection`, and checks that every step gives the same events, counts,
/// shells and markers both ways; `each` sees both games after every step.
/// Gives the round (the broad phase's), the pairs each way looked at, and
/// the hits and breaks of every shell.
fn both_ways(
    arena: Arena,
    seed: u64,
    steps: usize,
    detection: impl Fn(usize) -> Detection,
    mut each: impl FnMut(usize, &ShooterGame, &ShooterGame),
) -> (ShooterGame, u64, u64, Seen) {
    let mut broad = ShooterGame::new(arena.clone(), seed).unwrap();
    let mut brute = ShooterGame::new(arena, seed).unwrap();
    brute.broad_phase = false;
    let frame = firing();
    let (mut broad_pairs, mut brute_pairs) = (0, 0);
    let mut seen = Seen::default();
    for step in 0..steps {
        broad.detection = detection(step);
        brute.detection = detection(step);
        let a = broad.step(&frame);
        let b = brute.step(&frame);
        assert_eq!(a, b, "step {step}: events");
        seen.add(&a);
        assert_eq!(broad.stats, brute.stats, "step {step}: counts");
        assert_eq!(broad.shells, brute.shells, "step {step}: shells");
        assert_eq!(broad.markers, brute.markers, "step {step}: markers");
        each(step, &broad, &brute);
        broad_pairs += broad.counts.pairs_looked_at;
        brute_pairs += brute.counts.pairs_looked_at;
    }
    (broad, broad_pairs, brute_pairs, seen)
}

#[test]
fn the_broad_phase_finds_the_same_hits_as_brute_force_over_1000_steps() {
    let mut arena = storm_arena(300);
    // Targets that break and come back within the run, so breaks and
    // respawns are compared too.
    for target in &mut arena.targets {
        target.hits_to_break = 10;
    }
    let (broad, broad_pairs, brute_pairs, seen) =
        both_ways(arena, 7, 1000, detection_at, |step, a, b| {
            // The storm has no obstacles: every exact test is a target's, and
            // the grid leaves out only pairs the capsule reject drops anyway.
            assert_eq!(
                a.counts.exact_tests, b.counts.exact_tests,
                "step {step}: the same pairs reach the exact tests"
            );
        });
    let stats = broad.stats;
    assert!(seen.hits > 500, "the storm hit: {seen:?}");
    assert!(seen.breaks > 0 && stats.tip_misses > 0 && stats.spin_saves > 0);
    assert!(
        broad_pairs * 10 < brute_pairs,
        "the grid leaves out most pairs: {broad_pairs} against {brute_pairs}"
    );
}

fn run_on_threads(threads: usize) -> (u64, usize) {
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .build()
        .unwrap();
    pool.install(|| {
        // Enough shells for several parallel tasks of the narrow phase (a
        // task takes at least 4 chunks of 256).
        let mut game = ShooterGame::new(storm_arena(3000), 11).unwrap();
        let frame = firing();
        let mut hasher = DefaultHasher::new();
        let mut seen = Seen::default();
        for step in 0..1000 {
            game.detection = detection_at(step);
            let events = game.step(&frame);
            hash_step(&mut hasher, &game, &events);
            seen.add(&events);
        }
        (hasher.finish(), seen.hits)
    })
}

#[test]
fn one_thread_and_two_find_the_same_hits_in_the_same_order() {
    let (one, hits) = run_on_threads(1);
    let (two, _) = run_on_threads(2);
    assert!(hits > 1000, "the storm hit: {hits}");
    assert_eq!(
        one, two,
        "a hash of every hit, shell and count over 1,000 steps"
    );
}

#[test]
fn the_storm_keeps_to_its_cap() {
    let mut game = ShooterGame::new(storm_arena(700), 3).unwrap();
    let frame = firing();
    let mut most = 0;
    for _ in 0..200 {
        game.step(&frame);
        most = most.max(game.shells.len());
    }
    assert_eq!(
        most, 700,
        "the turrets fill the storm up to its cap, no further"
    );
}

/// More than 64 things (the storm's 64 targets and eight obstacles): the
/// step files them in the box grid, and brute force lists them, instead of
/// bit masks. The same hits, counts, shells and markers both ways.
#[test]
fn past_64_things_the_box_grid_finds_the_same_hits_as_brute_force() {
    use glam::Vec2;
    use hitlab::geom::{Disk, Obb};
    use hitlab::levels::arena::ObstacleSpec;

    let mut arena = storm_arena(300);
    for target in &mut arena.targets {
        target.hits_to_break = 10;
    }
    // Posts and bars between the targets' rows, where the fire crosses.
    for i in 0..4 {
        let x = -60.0 + 40.0 * i as f32;
        arena
            .obstacles
            .push(ObstacleSpec::Disk(Disk::new(Vec2::new(x, 7.0), 1.5)));
        let bar = Obb::from_angle(Vec2::new(x + 20.0, -7.0), Vec2::new(4.0, 0.5), 0.3);
        arena.obstacles.push(ObstacleSpec::Rect(bar));
    }
    let every_test = |step: usize| Detection::ALL[step % 3];
    let (broad, broad_pairs, brute_pairs, seen) =
        both_ways(arena, 5, 400, every_test, |_, _, _| {});
    let blocked = broad
        .markers
        .iter()
        .filter(|m| m.kind == MarkerKind::Blocked)
        .count();
    assert!(
        seen.hits > 100 && blocked > 0,
        "hits and blocks: {seen:?}, {blocked}",
    );
    assert!(
        broad_pairs * 5 < brute_pairs,
        "{broad_pairs} against {brute_pairs}"
    );
}

/// The turrets fill the storm with shells, but the shots, hits and
/// accuracy are the player's: 60 steps of fire count the fan of each shot
/// the plane fired, not the turrets' thousands.
#[test]
fn the_turrets_shells_are_not_the_players_shots() {
    // Room for every shell of the 60 steps, so no fan is cut short.
    let mut arena = storm_arena(10_000);
    let storm = arena.storm.as_mut().expect("a storm");
    storm.turret_shells_per_step = 2;
    let fan = storm.spread_shells;
    let mut game = ShooterGame::new(arena, 5).unwrap();
    let frame = firing();
    let (mut fired, mut hit_events) = (0u32, 0u32);
    for _ in 0..60 {
        for event in game.step(&frame) {
            match event {
                GameEvent::Fired => fired += 1,
                GameEvent::Hit { .. } => hit_events += 1,
                _ => {}
            }
        }
    }
    let stats = game.stats;
    assert!(fired > 0);
    assert_eq!(stats.shots, fired * fan, "{stats:?}");
    assert!(
        game.shells.len() > stats.shots as usize,
        "the turrets fired"
    );
    assert!(stats.hits <= stats.shots && stats.accuracy() <= 1.0);
    assert!(
        hit_events >= stats.hits,
        "every hit of the player's is a hit"
    );
}
