//! What the level list and the solved panel say of a level beyond solved
//! or not: the medal held (by the best pushes against the best known
//! solution), the statistics of the solve on screen, and the next level
//! not yet solved.

use std::collections::BTreeMap;
use std::sync::Arc;

use super::Session;
use crate::levels::arena::medals::Medal;
use crate::levels::sokoban::Pack;
use crate::modes::sokoban::lurd::parse_lurd;
use crate::modes::sokoban::stats::{SolutionStats, medal_for_pushes};

/// The pushes of each shipped solution that solves its level, by entry
/// (0-based); a solution that does not read or solve is no measure.
pub(super) fn known_bests(
    pack: &Pack,
    solutions: &BTreeMap<usize, String>,
) -> BTreeMap<usize, usize> {
    solutions
        .iter()
        .filter_map(|(&number, lurd)| {
            let level = pack.entry(number)?.as_ref().ok()?;
            let dirs = parse_lurd(lurd).ok()?;
            let level = Arc::new(level.clone());
            let mut game = crate::modes::sokoban::Game::new(level);
            let verdict = crate::modes::sokoban::lurd::play(&mut game, &dirs).ok()?;
            verdict.solved.then(|| (number - 1, verdict.pushes))
        })
        .collect()
}

impl Session {
    /// The fewest pushes of a known solution of entry `index` (0-based),
    /// if the pack ships one.
    #[must_use]
    pub fn known_best(&self, index: usize) -> Option<usize> {
        self.known_best.get(&index).copied()
    }

    /// The medal held on entry `index`: its best pushes measured against
    /// the best known solution; `None` while it is unsolved.
    #[must_use]
    pub fn medal_of(&self, index: usize) -> Option<Medal> {
        let record = self.record_of(index)?;
        Some(medal_for_pushes(record.best_pushes, self.known_best(index)))
    }

    /// The statistics of the moves made so far on the level in play.
    #[must_use]
    pub fn stats(&self) -> Option<SolutionStats> {
        self.game.as_ref().map(SolutionStats::of_game)
    }

    /// The medal the solve on screen earns, once the level in play is
    /// solved by the player (a replay's solve earns none).
    #[must_use]
    pub fn solve_medal(&self) -> Option<Medal> {
        if !self.is_solved() || self.watched {
            return None;
        }
        let pushes = self.game.as_ref()?.pushes();
        Some(medal_for_pushes(pushes, self.known_best(self.current)))
    }

    /// The first valid entry after `from` (wrapping round to the start)
    /// with no record; `None` when every other valid level is solved.
    #[must_use]
    pub fn next_unsolved(&self, from: usize) -> Option<usize> {
        let n = self.pack.entries.len();
        (1..n)
            .map(|k| (from + k) % n)
            .find(|&i| self.pack.entries[i].is_ok() && self.record_of(i).is_none())
    }
}
