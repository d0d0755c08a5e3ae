//! A round as data: the seed its random numbers start from, the arena it
//! was played in, and the input of every rules step. The rules are
//! deterministic, so playing the inputs again from the seed gives the same
//! round: the same shells, hits and score.
//!
//! The arena is named by its key ([`super::best::arena_key`]) and pinned
//! by a hash of its file's bytes, so a replay of an arena edited since is
//! told apart from one of the arena it was played in, and refused rather
//! than shown as something that never happened.

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

impl Replay {
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
