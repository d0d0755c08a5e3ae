//! One level in play: the worker, the boxes, and the move history.
//!
//! The state is a grid, but whether a move is allowed is decided the way the
//! tutorial's warehouse program decides it: the worker's rect, moved one cell,
//! is tested for overlap against the rects of the walls and boxes around it
//! ([`super::collide`]). A box in the way is pushed if its own moved rect
//! overlaps nothing; the worker never pulls and never pushes two boxes.

use std::sync::Arc;

use crate::levels::sokoban::{Cell, Level, Tile};

use super::collide::{self, Probe, Solid};

/// A move direction. Rows grow downwards, as in the level file.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Dir {
    /// Towards row 0.
    Up,
    /// Towards higher rows.
    Down,
    /// Towards column 0.
    Left,
    /// Towards higher columns.
    Right,
}

impl Dir {
    /// Every direction, in the order the solver tries them.
    pub const ALL: [Dir; 4] = [Dir::Up, Dir::Down, Dir::Left, Dir::Right];

    /// The cell offset (col, row) of one step.
    #[must_use]
    pub const fn delta(self) -> (i32, i32) {
        match self {
            Dir::Up => (0, -1),
            Dir::Down => (0, 1),
            Dir::Left => (-1, 0),
            Dir::Right => (1, 0),
        }
    }

    /// The direction back (what an undo walks).
    #[must_use]
    pub const fn opposite(self) -> Dir {
        match self {
            Dir::Up => Dir::Down,
            Dir::Down => Dir::Up,
            Dir::Left => Dir::Right,
            Dir::Right => Dir::Left,
        }
    }

    /// The LURD letter: lower case a walk, upper case a push.
    #[must_use]
    pub const fn lurd(self, push: bool) -> char {
        let c = match self {
            Dir::Up => 'u',
            Dir::Down => 'd',
            Dir::Left => 'l',
            Dir::Right => 'r',
        };
        if push { c.to_ascii_uppercase() } else { c }
    }
}

/// `cell` moved one step in `dir`.
#[inline]
#[must_use]
pub fn neighbour(cell: Cell, dir: Dir) -> Cell {
    let (dc, dr) = dir.delta();
    Cell::new(cell.col + dc, cell.row + dr)
}

/// One entry of the history: a walk or a push.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Step {
    /// Where the worker went.
    pub dir: Dir,
    /// Whether it pushed a box ahead of it.
    pub push: bool,
}

/// Why a move was refused, with the rects whose overlap decided it, so the
/// view can show the query that said no.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Blocked {
    /// The worker's moved rect overlaps a wall.
    Wall {
        /// The worker's rect moved one cell, shrunk by the probe margin.
        probe: Probe,
        /// The wall it overlaps.
        wall: Cell,
    },
    /// The box's moved rect overlaps a wall or another box.
    Box {
        /// The box's rect moved one cell, shrunk by the probe margin.
        probe: Probe,
        /// Where the pushed box stands.
        pushed: Cell,
        /// The wall or box its moved rect overlaps.
        solid: Solid,
    },
}

/// A level in play.
#[derive(Debug, Clone)]
pub struct Game {
    level: Arc<Level>,
    worker: Cell,
    /// Box occupancy, indexed like `level.tiles`.
    boxes: Vec<bool>,
    history: Vec<Step>,
    redo: Vec<Step>,
    pushes: usize,
    /// The moves the last restart took back, while nothing has been done
    /// since (0 otherwise): an undo then takes the restart back whole.
    restarted: usize,
}

impl Game {
    /// The level in its start position.
    #[must_use]
    pub fn new(level: Arc<Level>) -> Self {
        let mut boxes = vec![false; level.tiles.len()];
        for &b in &level.boxes {
            if let Some(i) = level.index(b) {
                boxes[i] = true;
            }
        }
        Self {
            worker: level.worker,
            level,
            boxes,
            history: Vec::new(),
            redo: Vec::new(),
            pushes: 0,
            restarted: 0,
        }
    }

    /// The level being played, shared with the pack.
    #[must_use]
    pub fn level(&self) -> &Arc<Level> {
        &self.level
    }

    /// Where the worker stands.
    #[must_use]
    pub fn worker(&self) -> Cell {
        self.worker
    }

    /// Whether a box stands on `cell` (false off the grid).
    #[must_use]
    pub fn has_box(&self, cell: Cell) -> bool {
        self.level.index(cell).is_some_and(|i| self.boxes[i])
    }

    /// The box cells in reading order.
    #[must_use]
    pub fn boxes(&self) -> Vec<Cell> {
        (0..self.boxes.len())
            .filter(|&i| self.boxes[i])
            .map(|i| self.level.cell(i))
            .collect()
    }

    /// Moves made (walks and pushes) since the start, as the history has them.
    #[must_use]
    pub fn moves(&self) -> usize {
        self.history.len()
    }

    /// Pushes since the start, as the history has them.
    #[must_use]
    pub fn pushes(&self) -> usize {
        self.pushes
    }

    /// The moves since the start, oldest first (undone ones removed): the LURD
    /// a solution is written from.
    #[must_use]
    pub fn history(&self) -> &[Step] {
        &self.history
    }

    /// Solved when every box is on a goal (boxes == goals, so every goal is covered).
    #[must_use]
    pub fn is_solved(&self) -> bool {
        self.boxes
            .iter()
            .enumerate()
            .all(|(i, &b)| !b || self.level.tiles[i] == Tile::Goal)
    }

    /// What the grid holds at `cell`, as a solid the rect test sees.
    fn solid_at(&self, cell: Cell) -> Option<Solid> {
        match self.level.tile(cell) {
            Tile::Wall => Some(Solid::Wall(cell)),
            // Outside never touches the inside (levels are enclosed), but if it
            // did it must stop the worker like a wall.
            Tile::Outside => Some(Solid::Wall(cell)),
            _ if self.has_box(cell) => Some(Solid::Box(cell)),
            _ => None,
        }
    }

    /// What the worker would do on `dir`, without doing it.
    pub fn check(&self, dir: Dir) -> Result<Step, Blocked> {
        let target = neighbour(self.worker, dir);
        let probe = collide::probe(target);
        match collide::first_overlap(probe, |c| self.solid_at(c)) {
            None => Ok(Step { dir, push: false }),
            Some(Solid::Wall(wall)) => Err(Blocked::Wall { probe, wall }),
            Some(Solid::Box(pushed)) => {
                let box_probe = collide::probe(neighbour(pushed, dir));
                match collide::first_overlap(box_probe, |c| self.solid_at(c)) {
                    None => Ok(Step { dir, push: true }),
                    Some(solid) => Err(Blocked::Box {
                        probe: box_probe,
                        pushed,
                        solid,
                    }),
                }
            }
        }
    }

    /// Walks or pushes one cell in `dir`. A new move clears the redo list,
    /// unless it is the very move redo would make.
    pub fn step(&mut self, dir: Dir) -> Result<Step, Blocked> {
        let step = self.check(dir)?;
        self.restarted = 0;
        self.make(step);
        Ok(step)
    }

    /// Makes a legal `step` and records it, keeping the redo list in step.
    fn make(&mut self, step: Step) {
        self.apply(step);
        if self.redo.last() == Some(&step) {
            self.redo.pop();
        } else {
            self.redo.clear();
        }
        self.history.push(step);
    }

    fn apply(&mut self, step: Step) {
        let target = neighbour(self.worker, step.dir);
        if step.push {
            self.set_box(target, false);
            self.set_box(neighbour(target, step.dir), true);
            self.pushes += 1;
        }
        self.worker = target;
    }

    fn set_box(&mut self, cell: Cell, present: bool) {
        if let Some(i) = self.level.index(cell) {
            self.boxes[i] = present;
        }
    }

    /// Takes back the last move, or, just after a restart, the restart
    /// whole: every move it took back is made again. `None` when there is
    /// nothing to take back.
    pub fn undo(&mut self) -> Option<Step> {
        if self.restarted > 0 {
            for _ in 0..std::mem::take(&mut self.restarted) {
                // The redo list holds what the restart took back, legal
                // from here in this order.
                let Some(&step) = self.redo.last() else { break };
                self.make(step);
            }
            return self.history.last().copied();
        }
        self.take_back()
    }

    /// Takes back the last move. `None` at the start.
    fn take_back(&mut self) -> Option<Step> {
        let step = self.history.pop()?;
        let back = step.dir.opposite();
        if step.push {
            let pushed = neighbour(self.worker, step.dir);
            self.set_box(pushed, false);
            self.set_box(self.worker, true);
            self.pushes -= 1;
        }
        self.worker = neighbour(self.worker, back);
        self.redo.push(step);
        Some(step)
    }

    /// Makes the last undone move again. `None` if there is none.
    pub fn redo(&mut self) -> Option<Step> {
        let step = *self.redo.last()?;
        // The redo list only holds moves that were legal from this very state.
        self.step(step.dir).ok()
    }

    /// Back to the start, keeping the moves as redo: one undo takes the
    /// restart back, redo makes them again one by one. A restart at the
    /// start changes nothing, and an undo after it still takes back the
    /// restart before it.
    pub fn restart(&mut self) {
        let mut taken = 0;
        while self.take_back().is_some() {
            taken += 1;
        }
        if taken > 0 {
            self.restarted = taken;
        }
    }

    /// Moves that redo would make, next first.
    #[must_use]
    pub fn redo_len(&self) -> usize {
        self.redo.len()
    }

    /// The history in LURD notation.
    #[must_use]
    pub fn lurd(&self) -> String {
        self.history.iter().map(|s| s.dir.lurd(s.push)).collect()
    }

    /// Is `cell` free for the worker to stand on (no wall, no box)?
    #[must_use]
    pub fn is_free(&self, cell: Cell) -> bool {
        self.solid_at(cell).is_none()
    }
}
