//! Reduced motion: a round with hits and a break, as a frame would draw it
//! after every step, shows no flying shard, no flash and no fading mark;
//! the broken target's pieces stay where it stood. The rules never see the
//! preference, so a replay ends in the same state with it or without.

use glam::Vec2;
use hitlab::modes::shooter::effects::{BROKEN_STRENGTH, flash_shown};
use hitlab::modes::shooter::{GameEvent, ShooterControl, ShooterGame};
use hitlab::sim::{Motion, Script};

use crate::common::one_target_arena;

/// A target two hits break, straight ahead of the plane.
fn breakable() -> ShooterGame {
    let arena = one_target_arena(
        "position = [0.0, -5.0]",
        r#"shape = { kind = "ellipse", radius_x = 2.0, radius_y = 1.0 }
position = [0.0, 3.0]
hits_to_break = 2"#,
    );
    ShooterGame::new(arena, 1).unwrap()
}

/// What a frame drawn after each step shows of the effects, in `motion`.
#[derive(Default)]
struct Seen {
    hits: usize,
    breaks: usize,
    /// The strongest flash any target was drawn with.
    flash: f32,
    /// The weakest marker drawn.
    weakest_marker: f32,
    /// Pieces drawn, and how many of them away from the broken target's
    /// own triangles (as it stood when it broke).
    pieces: usize,
    pieces_moved: usize,
    /// Piece strengths drawn other than the still one.
    pieces_fading: usize,
}

fn watch(motion: Motion) -> (Seen, String) {
    let mut game = breakable();
    let mut player = Script::parse("0:fire,10:fire")
        .unwrap()
        .player::<ShooterControl>()
        .unwrap();
    let mut seen = Seen {
        weakest_marker: 1.0,
        ..Seen::default()
    };
    let mut stood: Vec<[Vec2; 3]> = Vec::new();
    for _ in 0..90 {
        for event in game.step(&player.next_frame()) {
            match event {
                GameEvent::Hit { .. } => seen.hits += 1,
                GameEvent::Broke { target, .. } => {
                    seen.breaks += 1;
                    // The pose it broke in: it turns no more this step.
                    let target = &game.targets[target];
                    let model = target.model();
                    stood = target
                        .mesh
                        .triangles()
                        .iter()
                        .map(|t| t.vertices().map(|p| model.transform_point2(p)))
                        .collect();
                }
                _ => {}
            }
        }
        for target in &game.targets {
            seen.flash = seen.flash.max(flash_shown(target, motion));
        }
        for marker in &game.markers {
            seen.weakest_marker = seen.weakest_marker.min(marker.shown_strength(motion));
        }
        for shard in &game.shards {
            let piece = shard.shown(motion);
            seen.pieces += 1;
            let still = stood.iter().any(|tri| {
                tri.iter()
                    .zip(piece.corners)
                    .all(|(a, b)| a.distance(b) < 1e-5)
            });
            seen.pieces_moved += usize::from(!still);
            seen.pieces_fading += usize::from(piece.strength != BROKEN_STRENGTH);
        }
    }
    let state = format!(
        "{:?} {:?} {:?} {:?} {:?} {:?}",
        game.plane, game.shells, game.stats, game.targets, game.shards, game.markers
    );
    (seen, state)
}

#[test]
fn reduced_motion_draws_no_flying_shards_flashes_or_fading_marks() {
    let (reduced, _) = watch(Motion::Reduced);
    assert_eq!(
        (reduced.hits, reduced.breaks),
        (2, 1),
        "the round hits and breaks"
    );
    assert!(reduced.pieces > 0, "the broken target still shows");
    assert_eq!(reduced.pieces_moved, 0, "no piece flies");
    assert_eq!(reduced.pieces_fading, 0, "no piece fades");
    assert_eq!(reduced.flash, 0.0, "no target flashes");
    assert_eq!(reduced.weakest_marker, 1.0, "no mark fades");
}

#[test]
fn full_motion_draws_the_same_round_flying_flashing_and_fading() {
    let (full, _) = watch(Motion::Animated);
    assert_eq!((full.hits, full.breaks), (2, 1));
    assert!(full.pieces_moved > 0, "shards fly");
    assert!(full.flash > 0.5, "a hit target flashes");
    assert!(full.weakest_marker < 1.0, "marks fade");
}

#[test]
fn a_replay_ends_in_the_same_state_with_reduced_motion_or_without() {
    assert_eq!(watch(Motion::Reduced).1, watch(Motion::Animated).1);
}
