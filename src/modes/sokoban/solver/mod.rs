//! A fewest-pushes Sokoban solver, for level designers: `hitlab sokoban
//! solve PACK` checks that every level can be solved and prints solutions in
//! the `N LURD` format of `resources/sokoban/hitlab.solutions`.
//!
//! Breadth-first search over pushes (so solutions have the fewest pushes),
//! a state being the box cells plus the worker's reachable area (named by its
//! smallest cell). Two kinds of push are never tried, since no solution can
//! follow them: a box onto a "dead" cell, from which no goal can be reached
//! even on an empty board, and a box into a 2×2 square of walls and boxes
//! (none of which can move again) with a box off its goal.
//!
//! An open board has far more states than memory holds, so the search stops
//! after a limit of states ([`DEFAULT_MAX_STATES`] unless told otherwise) and
//! says it gave up, which is not the same as "no solution". Walks between
//! pushes come from the game's own shortest-path search, and the whole
//! solution is replayed through the rules before it is returned, so a
//! solution is never wrong.

mod board;
mod seen;

use std::ops::ControlFlow;
use std::sync::Arc;

use crate::levels::sokoban::Level;

use super::game::{Dir, Game, neighbour};
use super::path::walk_path;
use board::{Board, CellId, Flood, NONE};
use seen::{Added, Seen};

/// States searched before giving up, unless told otherwise. A release
/// build meets them on an open 40×40 room with 8 boxes in about 4 s of CPU
/// (6 to 9 s on the project's shared 2-core machine) and 70 MB; the
/// hardest shipped level needs 161,534.
pub const DEFAULT_MAX_STATES: usize = 2_000_000;

/// The most states any search may be allowed: state numbers are 32-bit.
pub const MAX_STATES_LIMIT: usize = u32::MAX as usize - 1;

/// The progress callback of [`search_with`] is called each time this many
/// more states have been met.
pub const PROGRESS_EVERY: usize = 1 << 16;

/// How a search ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Outcome {
    /// A fewest-pushes solution in LURD, replayed through the rules.
    Solved(String),
    /// Every state reachable from the start was searched: no solution exists.
    NoSolution,
    /// The state limit was reached first: the level may or may not have a
    /// solution. A higher limit may find one (or prove there is none).
    GaveUp,
}

/// What a search found, and what it cost.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Search {
    /// A solution, none, or given up at the limit.
    pub outcome: Outcome,
    /// Distinct states (box cells + worker area) the search met: a measure
    /// of how much a level branches, which push counts alone do not show.
    /// When the search gave up, this is the limit.
    pub states: usize,
}

impl Search {
    /// The solution, if one was found.
    #[must_use]
    pub fn solution(&self) -> Option<&str> {
        match &self.outcome {
            Outcome::Solved(lurd) => Some(lurd),
            Outcome::NoSolution | Outcome::GaveUp => None,
        }
    }
}

/// A fewest-pushes solution of `level` in LURD, replayed through the rules;
/// `None` if the level has none or needs more than [`DEFAULT_MAX_STATES`]
/// states.
#[must_use]
pub fn solve(level: &Level) -> Option<String> {
    match search(level).outcome {
        Outcome::Solved(lurd) => Some(lurd),
        Outcome::NoSolution | Outcome::GaveUp => None,
    }
}

/// Searches `level` with the default limit of [`DEFAULT_MAX_STATES`] states.
#[must_use]
pub fn search(level: &Level) -> Search {
    search_with(level, DEFAULT_MAX_STATES, |_| {})
}

/// Searches `level`, giving up after `max_states` states (at least 1, at
/// most [`MAX_STATES_LIMIT`]), and calls `progress` with the number of
/// states met every [`PROGRESS_EVERY`] states.
pub fn search_with(level: &Level, max_states: usize, mut progress: impl FnMut(usize)) -> Search {
    let never_stopped = search_stoppable(level, max_states, |states| {
        progress(states);
        ControlFlow::Continue(())
    });
    // The callback never breaks, so the search always ends on its own.
    never_stopped.unwrap_or(Search {
        outcome: Outcome::GaveUp,
        states: max_states,
    })
}

/// [`search_with`] whose `progress` may stop it: it is called every
/// [`PROGRESS_EVERY`] states with the number met so far, and a
/// `ControlFlow::Break` ends the search at once with `None` (the editor's
/// Stop, or a window closing while its solver runs on another thread).
pub fn search_stoppable(
    level: &Level,
    max_states: usize,
    progress: impl FnMut(usize) -> ControlFlow<()>,
) -> Option<Search> {
    let Some(board) = Board::new(level) else {
        // Larger than any board the parser accepts: not searched at all.
        return Some(Search {
            outcome: Outcome::GaveUp,
            states: 0,
        });
    };
    let mut solver = Solver::new(&board);
    let (pushes, seen) = solver.run(level, max_states, progress);
    if solver.stopped {
        return None;
    }
    let outcome = match pushes {
        Ok(pushes) => to_lurd(level, &pushes).map_or(Outcome::NoSolution, Outcome::Solved),
        Err(outcome) => outcome,
    };
    Some(Search {
        outcome,
        states: seen.len(),
    })
}

/// Pushes, each as (the box's cell before the push, direction), or why
/// there are none: [`Outcome::NoSolution`] or [`Outcome::GaveUp`].
type Found = Result<Vec<(usize, Dir)>, Outcome>;

/// The search's working memory besides the states themselves.
struct Solver<'a> {
    board: &'a Board,
    /// Per tile: is there a box on it in the state being expanded (as
    /// changed by the push being tried)?
    occupied: Vec<bool>,
    /// Where the worker reaches in the state being expanded.
    reach: Flood,
    /// Where the worker reaches after the push being tried, when that
    /// needs a flood fill of its own.
    after: Flood,
    /// Flood after every push, never taking the shortcut: for tests, which
    /// compare the two.
    always_flood: bool,
    /// The progress callback asked to stop: the search's answer means nothing.
    stopped: bool,
}

impl<'a> Solver<'a> {
    fn new(board: &'a Board) -> Self {
        Self {
            board,
            occupied: vec![false; board.tile_count()],
            reach: Flood::new(board),
            after: Flood::new(board),
            always_flood: false,
            stopped: false,
        }
    }

    fn all_on_goals(&self, boxes: &[CellId]) -> bool {
        boxes.iter().all(|&b| self.board.is_goal(b))
    }

    /// The fewest pushes to solve the level, or why there are none; and
    /// every state met on the way.
    fn run(
        &mut self,
        level: &Level,
        max_states: usize,
        mut progress: impl FnMut(usize) -> ControlFlow<()>,
    ) -> (Found, Seen) {
        let id = |cell| {
            level
                .index(cell)
                .and_then(|i| CellId::try_from(i).ok())
                .unwrap_or(NONE)
        };
        let mut start: Vec<CellId> = level.boxes.iter().map(|&b| id(b)).collect();
        start.sort_unstable();
        let n = start.len();
        let worker = id(level.worker);
        let off_board = start.contains(&NONE) || worker == NONE;
        if !off_board {
            self.place(&start, true);
            start.push(self.reach.fill(self.board, &self.occupied, worker));
            self.place(&start[..n], false);
        } else {
            start.push(NONE);
        }
        let mut seen = Seen::new(&start, max_states.min(MAX_STATES_LIMIT));
        if off_board {
            return (Err(Outcome::NoSolution), seen);
        }
        if self.all_on_goals(&start[..n]) {
            return (Ok(Vec::new()), seen);
        }

        let mut state = start.clone();
        let mut next = start;
        let mut expanded = 0;
        while expanded < seen.len() {
            state.copy_from_slice(seen.state(expanded));
            let boxes = &state[..n];
            self.place(boxes, true);
            self.reach.fill(self.board, &self.occupied, state[n]);
            for (k, &b) in boxes.iter().enumerate() {
                for d in Dir::ALL {
                    let Some(area) = self.try_push(b, d) else {
                        continue;
                    };
                    next[..n].copy_from_slice(boxes);
                    next[k] = self.board.step(b, d);
                    next[..n].sort_unstable();
                    next[n] = area;
                    match seen.add(&next, expanded, b, d) {
                        Added::Known => {}
                        Added::Full => return (Err(Outcome::GaveUp), seen),
                        Added::New if self.all_on_goals(&next[..n]) => {
                            return (Ok(seen.pushes_to(seen.len() - 1)), seen);
                        }
                        Added::New => {
                            if seen.len().is_multiple_of(PROGRESS_EVERY)
                                && progress(seen.len()).is_break()
                            {
                                self.stopped = true;
                                return (Err(Outcome::GaveUp), seen);
                            }
                        }
                    }
                }
            }
            self.place(boxes, false);
            expanded += 1;
        }
        (Err(Outcome::NoSolution), seen)
    }

    /// Marks (or clears) `boxes` in `occupied`.
    fn place(&mut self, boxes: &[CellId], present: bool) {
        for &b in boxes {
            self.occupied[usize::from(b)] = present;
        }
    }

    /// If the worker can push the box on `b` towards `d` and the push can
    /// still lead to a solution: the worker's area after it.
    fn try_push(&mut self, b: CellId, d: Dir) -> Option<CellId> {
        let behind = self.board.step(b, d.opposite());
        let ahead = self.board.step(b, d);
        if behind == NONE
            || ahead == NONE
            || !self.reach.reached(behind)
            || self.occupied[usize::from(ahead)]
            || !self.board.is_live(ahead)
        {
            return None;
        }
        self.occupied[usize::from(b)] = false;
        self.occupied[usize::from(ahead)] = true;
        let area = (!self.board.frozen_square(&self.occupied, ahead)).then(|| {
            match self.area_without_flood(b, ahead) {
                Some(area) => area,
                None => self.after.fill(self.board, &self.occupied, b),
            }
        });
        self.occupied[usize::from(ahead)] = false;
        self.occupied[usize::from(b)] = true;
        area
    }

    /// The worker's area after pushing the box from `b` to `ahead`, when it
    /// follows from the area before (`reach`) without a flood fill, which
    /// is most pushes on an open board. The new area is the old one without
    /// `ahead`, plus `b`, if (1) `b` opens onto nothing new: each free
    /// neighbour of `b` was in the old area; and (2) blocking `ahead` cuts
    /// nothing: it was not in the old area, or the free cells round it stay
    /// joined. Then its smallest cell is known from the old fill's two smallest.
    fn area_without_flood(&self, b: CellId, ahead: CellId) -> Option<CellId> {
        if self.always_flood {
            return None;
        }
        let opens_new = Dir::ALL.iter().any(|&d| {
            let n = self.board.step(b, d);
            n != NONE && !self.occupied[usize::from(n)] && !self.reach.reached(n)
        });
        let cuts = self.reach.reached(ahead) && self.board.may_split(&self.occupied, ahead);
        (!opens_new && !cuts).then(|| b.min(self.reach.smallest_but(ahead)))
    }
}

/// Turns pushes into a full LURD solution, played through the rules.
fn to_lurd(level: &Level, pushes: &[(usize, Dir)]) -> Option<String> {
    let mut game = Game::new(Arc::new(level.clone()));
    for &(b, d) in pushes {
        let behind = neighbour(level.cell(b), d.opposite());
        for step in walk_path(&game, behind)? {
            game.step(step).ok()?;
        }
        game.step(d).ok()?;
    }
    game.is_solved().then(|| game.lurd())
}

#[cfg(test)]
mod tests {
    use std::path::Path;

    use super::*;
    use crate::levels::sokoban::{Pack, parse_pack};

    /// Every state `level`'s search meets, in order, with or without the
    /// shortcut that skips the flood fill after most pushes.
    fn states_met(level: &Level, max_states: usize, always_flood: bool) -> Vec<CellId> {
        let board = Board::new(level).unwrap();
        let mut solver = Solver::new(&board);
        solver.always_flood = always_flood;
        let (_, seen) = solver.run(level, max_states, |_| ControlFlow::Continue(()));
        seen.cells().to_vec()
    }

    #[test]
    fn the_area_shortcut_meets_the_same_states_as_flooding_after_every_push() {
        let resources = Path::new(env!("CARGO_MANIFEST_DIR")).join("resources");
        let shipped = Pack::load(&resources.join(crate::levels::sokoban::DEFAULT_PACK)).unwrap();
        // Corridors and rooms, where pushes split and join the worker's
        // area, and an open room, where they almost never do.
        let room =
            "##########\n#        #\n# $  $ . #\n#  @  $. #\n#   ##  .#\n#        #\n##########\n";
        let room = parse_pack(room, Path::new("room.xsb"))
            .entries
            .remove(0)
            .unwrap();
        let mut levels: Vec<&Level> = shipped.levels().take(19).collect();
        levels.push(&room);
        for level in levels {
            let shortcut = states_met(level, 20_000, false);
            assert!(shortcut.len() > level.boxes.len(), "level {}", level.number);
            assert!(
                shortcut == states_met(level, 20_000, true),
                "level {}: the shortcut named an area differently",
                level.number
            );
        }
    }
}
