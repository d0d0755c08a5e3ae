//! A fewest-pushes Sokoban solver, for level designers: `hitlab sokoban
//! solve PACK` checks that every level can be solved and prints solutions in
//! the `N LURD` format of `resources/sokoban/hitlab.solutions`.
//!
//! Breadth-first search over pushes (so solutions have the fewest pushes),
//! a state being the box cells plus the worker's reachable area (named by its
//! smallest cell). Boxes on "dead" cells, from which no goal can be reached
//! even on an empty board, are pruned. Walks between pushes come from the
//! game's own shortest-path search, and the whole solution is replayed
//! through the rules before it is returned, so a solution is never wrong.

use std::collections::{HashMap, VecDeque};
use std::sync::Arc;

use crate::levels::sokoban::{Cell, Level, Tile};

use super::game::{Dir, Game, neighbour};
use super::path::walk_path;

/// Give up on a level after this many states (a few hundred MB at most):
/// enough for every shipped level, whose hardest needs well under a million.
pub const MAX_STATES: usize = 3_000_000;

/// The box cells (tile indices, sorted) and the worker's area, named by its
/// smallest cell: two positions whose worker can walk to the other's are one
/// state, since no push separates them.
type State = (Vec<usize>, usize);

struct Solver<'a> {
    level: &'a Level,
    /// Per tile: can a box there still be pushed onto some goal (on an empty
    /// board)? A push onto a dead tile is never tried.
    live: Vec<bool>,
}

impl<'a> Solver<'a> {
    fn new(level: &'a Level) -> Self {
        // A box can reach a goal from `p` if it can be pushed p → p+d with the
        // worker on p-d: search backwards from the goals.
        let mut live = vec![false; level.tiles.len()];
        let mut queue: VecDeque<Cell> = level.goals().into();
        for g in &level.goals() {
            live[level.index(*g).unwrap_or(0)] = true;
        }
        while let Some(c) = queue.pop_front() {
            for d in Dir::ALL {
                let p = neighbour(c, d.opposite());
                let w = neighbour(p, d.opposite());
                if level.tile(p).is_walkable() && level.tile(w).is_walkable() {
                    let i = level.index(p).unwrap_or(0);
                    if !live[i] {
                        live[i] = true;
                        queue.push_back(p);
                    }
                }
            }
        }
        Self { level, live }
    }

    fn walkable(&self, i: usize) -> bool {
        self.level.tiles[i].is_walkable()
    }

    /// The cells the worker reaches from `from` around `boxes`.
    fn reach(&self, boxes: &[usize], from: usize) -> Vec<bool> {
        let mut seen = vec![false; self.level.tiles.len()];
        seen[from] = true;
        let mut stack = vec![from];
        while let Some(i) = stack.pop() {
            for d in Dir::ALL {
                if let Some(j) = self.level.index(neighbour(self.level.cell(i), d))
                    && !seen[j]
                    && self.walkable(j)
                    && boxes.binary_search(&j).is_err()
                {
                    seen[j] = true;
                    stack.push(j);
                }
            }
        }
        seen
    }

    /// Fewest pushes, as (box cell index before the push, direction), and
    /// how many states the search met on the way.
    fn solve(&self) -> (Option<Vec<(usize, Dir)>>, usize) {
        let mut boxes: Vec<usize> = self
            .level
            .boxes
            .iter()
            .filter_map(|&b| self.level.index(b))
            .collect();
        boxes.sort_unstable();
        let Some(worker) = self.level.index(self.level.worker) else {
            return (None, 0);
        };
        let canon =
            |boxes: &[usize], w: usize| self.reach(boxes, w).iter().position(|&r| r).unwrap_or(w);
        let start: State = (boxes.clone(), canon(&boxes, worker));
        let mut parent: HashMap<State, Option<(State, usize, Dir)>> =
            HashMap::from([(start.clone(), None)]);
        let mut queue = VecDeque::from([start]);
        while let Some(state) = queue.pop_front() {
            if parent.len() > MAX_STATES {
                return (None, parent.len());
            }
            let (boxes, w) = &state;
            if boxes.iter().all(|&b| self.level.tiles[b] == Tile::Goal) {
                let mut pushes = Vec::new();
                let mut s = state.clone();
                while let Some(Some((prev, b, d))) = parent.get(&s).cloned() {
                    pushes.push((b, d));
                    s = prev;
                }
                pushes.reverse();
                return (Some(pushes), parent.len());
            }
            let reach = self.reach(boxes, *w);
            for (k, &b) in boxes.iter().enumerate() {
                let cell = self.level.cell(b);
                for d in Dir::ALL {
                    let behind = self.level.index(neighbour(cell, d.opposite()));
                    let ahead = self.level.index(neighbour(cell, d));
                    let (Some(behind), Some(ahead)) = (behind, ahead) else {
                        continue;
                    };
                    if !reach[behind] || !self.live[ahead] || boxes.binary_search(&ahead).is_ok() {
                        continue;
                    }
                    let mut next = boxes.clone();
                    next[k] = ahead;
                    next.sort_unstable();
                    let key = (next.clone(), canon(&next, b));
                    if !parent.contains_key(&key) {
                        parent.insert(key.clone(), Some((state.clone(), b, d)));
                        queue.push_back(key);
                    }
                }
            }
        }
        (None, parent.len())
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

/// A fewest-pushes solution of `level` in LURD, replayed through the rules;
/// `None` if the level has none or needs more than [`MAX_STATES`] states.
#[must_use]
pub fn solve(level: &Level) -> Option<String> {
    search(level).solution
}

/// What a search found, and what it cost.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Search {
    /// A fewest-pushes solution in LURD, as [`solve`] returns it.
    pub solution: Option<String>,
    /// Distinct states (box cells + worker area) the search met: a measure
    /// of how much a level branches, which push counts alone do not show.
    pub states: usize,
}

/// Solves `level` as [`solve`] does, and counts the states it met.
#[must_use]
pub fn search(level: &Level) -> Search {
    let (pushes, states) = Solver::new(level).solve();
    Search {
        solution: pushes.and_then(|p| to_lurd(level, &p)),
        states,
    }
}
