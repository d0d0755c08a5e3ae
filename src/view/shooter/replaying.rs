//! The shooter's replays on screen: each round that ends is kept in the
//! data folder (`hitlab::modes::shooter::replays`), the best round's plane
//! is raced as a ghost, and a replay is watched, its recorded inputs
//! played a rules step each app step.

use std::path::Path;

use hitlab::levels::arena::Arena;
use hitlab::modes::shooter::{
    GameEvent, Phase, Plane, Replay, ShooterControl as C, ShooterGame, StepInput, replays,
};
use hitlab::sim::ControlFrame;

/// The best round's plane, pose by pose: drawn at the step the player's
/// round is at (a rewound round shows the ghost where it was then).
#[derive(Debug, Clone)]
pub(super) struct Ghost {
    track: Vec<Plane>,
}

impl Ghost {
    /// `replay`'s plane flown in `arena`, the replay's.
    pub(super) fn new(replay: &Replay, arena: &Arena) -> Self {
        Self {
            track: replay.plane_track(arena),
        }
    }

    /// The ghost's plane after `step` rules steps; past its round's end,
    /// where it ended.
    pub(super) fn pose(&self, step: u32) -> Option<&Plane> {
        self.track.get(step as usize).or_else(|| self.track.last())
    }
}

/// The best round kept for the arena keyed `key`, as a ghost, if it was
/// played in the arena file as it is now (its hash `hash`).
pub(super) fn best_ghost(dir: &Path, key: &str, hash: &str, arena: &Arena) -> Option<Ghost> {
    let best = replays::load_best(dir, key)?;
    if best.arena_hash != hash {
        log::info!("{key}: the best round was played before the arena changed: no ghost");
        return None;
    }
    Some(Ghost::new(&best, arena))
}

/// Keeps the round that a [`GameEvent::RoundEnded`] in `events` ended in
/// the data folder `dir`, in the arena keyed `key` whose file hashes to
/// `hash`; returns it when it is the arena's new best (the next ghost).
pub(super) fn keep_round(
    dir: &Path,
    key: &str,
    hash: &str,
    game: &ShooterGame,
    events: &[GameEvent],
) -> Option<Replay> {
    let new_best = events.iter().find_map(|event| match *event {
        GameEvent::RoundEnded { new_best, .. } => Some(new_best),
        _ => None,
    })?;
    let replay = Replay::of_round(game, key, hash)?;
    let stamp = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    match replays::keep(dir, &replay, new_best, stamp) {
        Ok(path) => log::info!("round kept: {}", path.display()),
        Err(e) => log::warn!("{key}: cannot keep the round's replay: {e}"),
    }
    new_best.then_some(replay)
}

/// A replay being watched: its inputs, played one a rules step.
#[derive(Debug, Clone)]
pub(super) struct Watch {
    inputs: Vec<StepInput>,
    next: usize,
    paused: bool,
}

impl Watch {
    pub(super) fn new(replay: Replay) -> Self {
        Self {
            inputs: replay.inputs,
            next: 0,
            paused: false,
        }
    }

    /// One app step of watching: the pause key pauses, the restart key
    /// plays it from the start again; otherwise the next recorded input
    /// plays. The player's other keys do nothing to a round already played.
    pub(super) fn step(
        &mut self,
        game: &mut ShooterGame,
        frame: &ControlFrame<C>,
        events: &mut Vec<GameEvent>,
    ) {
        if frame.pressed(C::Pause) {
            self.paused = !self.paused;
            // The HUD's PAUSED label reads the round's flag.
            game.paused = self.paused;
        }
        if frame.pressed(C::Restart) {
            game.restart();
            self.next = 0;
        }
        if self.paused || game.phase == Phase::Ended {
            return;
        }
        if let Some(input) = self.inputs.get(self.next) {
            game.play_input(input, events);
            self.next += 1;
        }
    }

    /// Whether the watched round waits: paused, or every input played.
    pub(super) fn still(&self) -> bool {
        self.paused || self.next >= self.inputs.len()
    }
}
