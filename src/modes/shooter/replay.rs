//! A round as data: the seed its random numbers start from, the arena it
//! was played in, and the input of every rules step. The rules are
//! deterministic, so playing the inputs again from the seed gives the same
//! round: the same shells, hits and score.
//!
//! The arena is named by its key ([`super::best::arena_key`]) and pinned
//! by a hash of its file's bytes, so a replay of an arena edited since is
//! told apart from one of the arena it was played in, and refused rather
//! than shown as something that never happened.

use sha2::{Digest, Sha256};

use super::events::GameEvent;
use super::game::ShooterGame;
use super::step_input::StepInput;

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
}
