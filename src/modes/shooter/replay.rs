//! A round as data: the seed its random numbers start from, the arena it
//! was played in, and the input of every rules step. The rules are
//! deterministic, so playing the inputs again from the seed gives the same
//! round: the same shells, hits and score.
//!
//! The arena is named by its key ([`super::best::arena_key`]) and pinned
//! by a hash of its file's bytes ([`arena_hash`]), so a replay of an arena
//! edited since is told apart from one of the arena it was played in, and
//! refused rather than shown as something that never happened. A replay
//! from another version of the game is played, with a warning: the rules
//! may have changed, and the player is told so rather than refused a round
//! that most likely plays the same.
//!
//! Its file format is in `replay_text.rs`; where the data folder keeps
//! them, in `replays.rs`.

use sha2::{Digest, Sha256};

use super::events::GameEvent;
use super::game::ShooterGame;
use super::plane::{self, Plane, start_plane};
use super::step_input::StepInput;
use crate::levels::arena::Arena;

/// A recorded round.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Replay {
    /// The game version that recorded it (`CARGO_PKG_VERSION`).
    pub version: String,
    /// The arena's key: `arenas/thin_tip.toml`, or a full path.
    pub arena: String,
    /// The arena file's hash when the round was played.
    pub arena_hash: String,
    /// The round's seed ([`ShooterGame::seed`]).
    pub seed: u64,
    /// Every rules step's input, in order.
    pub inputs: Vec<StepInput>,
}

/// Hex digits of [`arena_hash`]: 64 bits, enough to tell an edited file
/// from the one played, short enough to read in a share code.
pub const ARENA_HASH_DIGITS: usize = 16;

/// The hash a replay pins its arena by: the first [`ARENA_HASH_DIGITS`]
/// hex digits of the SHA-256 of the arena file's bytes.
#[must_use]
pub fn arena_hash(bytes: &[u8]) -> String {
    let digest = Sha256::digest(bytes);
    let mut hex: String = digest.iter().map(|b| format!("{b:02x}")).collect();
    hex.truncate(ARENA_HASH_DIGITS);
    hex
}

/// This build's version, as a replay records it.
#[must_use]
pub fn game_version() -> &'static str {
    env!("CARGO_PKG_VERSION")
}

impl Replay {
    /// The replay of `game`'s round so far, in the arena keyed `arena`
    /// whose file hashes to `arena_hash`; `None` when the round outgrew
    /// what a replay keeps ([`ShooterGame::recorded`]).
    #[must_use]
    pub fn of_round(game: &ShooterGame, arena: &str, arena_hash: &str) -> Option<Self> {
        Some(Self {
            version: game_version().to_owned(),
            arena: arena.to_owned(),
            arena_hash: arena_hash.to_owned(),
            seed: game.seed(),
            inputs: game.recorded()?.to_vec(),
        })
    }

    /// Plays every input into `game` (new, from [`Self::seed`], in the
    /// replay's arena) and returns the events the steps made.
    pub fn play_into(&self, game: &mut ShooterGame) -> Vec<GameEvent> {
        let mut events = Vec::new();
        for input in &self.inputs {
            game.play_input(input, &mut events);
        }
        events
    }

    /// Why this replay cannot be played in the arena file whose bytes hash
    /// to `hash` (it changed since), in a line naming the arena; `None`
    /// when it can.
    #[must_use]
    pub fn arena_changed(&self, hash: &str) -> Option<String> {
        (hash != self.arena_hash).then(|| {
            format!(
                "the arena {} has changed since this round was played (its file's hash was {}, \
                 it is {hash} now): the replay would not show what happened",
                self.arena, self.arena_hash
            )
        })
    }

    /// A line warning that another version of the game recorded this
    /// replay; `None` when this one did.
    #[must_use]
    pub fn other_version(&self) -> Option<String> {
        (self.version != game_version()).then(|| {
            format!(
                "this replay was recorded by Hit Lab {}, this is {}: if the rules changed \
                 between them, the round may play differently",
                self.version,
                game_version()
            )
        })
    }

    /// The plane's pose before each step and after the last, flown from
    /// the start of `arena` (the replay's) with the inputs alone: what the
    /// ghost draws. The plane reads nothing else, so this equals the
    /// played round's plane step for step, at a fraction of its cost.
    #[must_use]
    pub fn plane_track(&self, arena: &Arena) -> Vec<Plane> {
        let mut plane = start_plane(arena);
        let mut track = Vec::with_capacity(self.inputs.len() + 1);
        track.push(plane);
        for input in &self.inputs {
            plane::fly(&mut plane, arena, input);
            track.push(plane);
        }
        track
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::modes::shooter::ShooterControl as C;
    use crate::sim::{ControlFrame, Script};

    fn thin_tip() -> Arena {
        let path =
            std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("resources/arenas/thin_tip.toml");
        crate::levels::arena::load_arena(&path).unwrap()
    }

    /// A round of `steps` steps of a script that turns, flies and fires.
    fn scripted_round(arena: &Arena, steps: usize) -> ShooterGame {
        let mut game = ShooterGame::new(arena.clone(), 11).unwrap();
        let script =
            Script::parse("0:fire*40, 5:rotate_left*30, 20:toggle_move, 50:thrust*20, 90:fire*9")
                .unwrap();
        let mut player = script.player::<C>().unwrap();
        for _ in 0..steps {
            game.step(&player.next_frame());
        }
        game
    }

    #[test]
    fn a_replay_plays_the_round_it_recorded_and_its_plane_track_follows_it() {
        let arena = thin_tip();
        let played = scripted_round(&arena, 150);
        let replay = Replay::of_round(&played, "arenas/thin_tip.toml", "0").unwrap();
        assert_eq!(replay.inputs.len(), 150);
        let mut again = ShooterGame::new(arena.clone(), replay.seed).unwrap();
        replay.play_into(&mut again);
        assert_eq!(again.moment(), played.moment());
        assert!(again.stats.shots > 0 && again.plane.position != arena.plane.position);
        // The track, step by step, against a round played alongside.
        let track = replay.plane_track(&arena);
        assert_eq!(track.len(), 151);
        let mut alongside = ShooterGame::new(arena, replay.seed).unwrap();
        let mut events = Vec::new();
        for (input, pose) in replay.inputs.iter().zip(&track) {
            assert_eq!(alongside.plane, *pose);
            alongside.play_input(input, &mut events);
        }
        assert_eq!(track.last(), Some(&alongside.plane));
    }

    #[test]
    fn a_restart_starts_the_recording_again() {
        let arena = thin_tip();
        let mut game = scripted_round(&arena, 30);
        assert_eq!(game.recorded().map(<[_]>::len), Some(30));
        game.step(&ControlFrame::new(vec![], vec![C::Restart]));
        assert_eq!(game.recorded().map(<[_]>::len), Some(0));
    }

    #[test]
    fn the_hash_tells_two_files_apart_and_a_changed_arena_is_named() {
        let (a, b) = (
            arena_hash(b"size = [40, 30]"),
            arena_hash(b"size = [40, 31]"),
        );
        assert_eq!(a.len(), ARENA_HASH_DIGITS);
        assert!(a.chars().all(|c| c.is_ascii_hexdigit()));
        assert_ne!(a, b);
        assert_eq!(a, arena_hash(b"size = [40, 30]"));
        let replay = Replay {
            version: game_version().to_owned(),
            arena: "arenas/maze.toml".into(),
            arena_hash: a.clone(),
            seed: 0,
            inputs: Vec::new(),
        };
        assert_eq!(replay.arena_changed(&a), None);
        let why = replay.arena_changed(&b).unwrap();
        assert!(
            why.contains("arenas/maze.toml") && why.contains("changed"),
            "{why}"
        );
        assert_eq!(replay.other_version(), None);
        let old = Replay {
            version: "0.0.1".into(),
            ..replay
        };
        assert!(old.other_version().unwrap().contains("0.0.1"));
    }
}
