//! The board as the search sees it: tiles numbered row-major as in
//! [`Level::tiles`], each with its walkable neighbours, the cells a box may
//! stand on and still reach a goal, and the worker's flood fill.

use std::collections::VecDeque;

use crate::levels::sokoban::{Level, Tile};

use super::super::game::{Dir, neighbour};

/// A tile index. Boards are at most 128×128 tiles (the parser's limit), so
/// one fits in 16 bits, which halves the memory of every stored state.
pub(super) type CellId = u16;

/// "No neighbour there": a wall, the outside or beyond the grid.
pub(super) const NONE: CellId = CellId::MAX;

/// The board's fixed part: walls, goals and what follows from them.
pub(super) struct Board {
    width: usize,
    height: usize,
    walkable: Vec<bool>,
    goal: Vec<bool>,
    /// Per tile, its walkable neighbour in each of [`Dir::ALL`], or [`NONE`].
    neighbours: Vec<[CellId; 4]>,
    /// Per tile: can a box there still be pushed onto some goal, on an
    /// otherwise empty board? A push onto a dead tile is never tried.
    live: Vec<bool>,
}

impl Board {
    /// `None` if the board has more tiles than a [`CellId`] can number.
    pub(super) fn new(level: &Level) -> Option<Self> {
        if level.tiles.len() >= usize::from(NONE) {
            return None;
        }
        let walkable: Vec<bool> = level.tiles.iter().map(|t| t.is_walkable()).collect();
        let id = |i: usize| CellId::try_from(i).unwrap_or(NONE);
        let neighbours = (0..level.tiles.len())
            .map(|i| {
                Dir::ALL.map(|d| match level.index(neighbour(level.cell(i), d)) {
                    Some(j) if walkable[j] => id(j),
                    _ => NONE,
                })
            })
            .collect();
        let mut board = Self {
            width: level.width,
            height: level.height,
            goal: level.tiles.iter().map(|&t| t == Tile::Goal).collect(),
            walkable,
            neighbours,
            live: Vec::new(),
        };
        board.live = board.live_cells();
        Some(board)
    }

    /// A box on `p` can reach a goal if it can be pushed from `p` to a live
    /// cell `p + d` with the worker on `p - d`: search backwards from the goals.
    fn live_cells(&self) -> Vec<bool> {
        let mut live = self.goal.clone();
        let mut queue: VecDeque<CellId> = (0..self.goal.len())
            .filter(|&i| self.goal[i])
            .map(|i| CellId::try_from(i).unwrap_or(NONE))
            .collect();
        while let Some(to) = queue.pop_front() {
            for d in Dir::ALL {
                let from = self.step(to, d.opposite());
                if from != NONE && self.step(from, d.opposite()) != NONE && !live[usize::from(from)]
                {
                    live[usize::from(from)] = true;
                    queue.push_back(from);
                }
            }
        }
        live
    }

    /// The walkable neighbour of `cell` towards `dir`, or [`NONE`].
    #[inline]
    pub(super) fn step(&self, cell: CellId, dir: Dir) -> CellId {
        self.neighbours[usize::from(cell)][dir as usize]
    }

    #[inline]
    pub(super) fn is_goal(&self, cell: CellId) -> bool {
        self.goal[usize::from(cell)]
    }

    #[inline]
    pub(super) fn is_live(&self, cell: CellId) -> bool {
        self.live[usize::from(cell)]
    }

    pub(super) fn tile_count(&self) -> usize {
        self.walkable.len()
    }

    /// Would a box pushed onto `cell` (with `occupied` already showing it
    /// there) be frozen in a 2×2 square of walls and boxes with a box off
    /// its goal? No push can ever move a box of such a square again.
    pub(super) fn frozen_square(&self, occupied: &[bool], cell: CellId) -> bool {
        let (col, row) = (
            usize::from(cell) % self.width,
            usize::from(cell) / self.width,
        );
        let tile = |c: Option<usize>, r: Option<usize>| match (c, r) {
            (Some(c), Some(r)) if c < self.width && r < self.height => Some(r * self.width + c),
            _ => None,
        };
        [(-1, -1), (1, -1), (-1, 1), (1, 1)]
            .iter()
            .any(|&(dc, dr)| {
                let c = col.checked_add_signed(dc);
                let r = row.checked_add_signed(dr);
                let square = [
                    Some(usize::from(cell)),
                    tile(c, Some(row)),
                    tile(Some(col), r),
                    tile(c, r),
                ];
                let blocked =
                    |t: &Option<usize>| t.is_none_or(|i| !self.walkable[i] || occupied[i]);
                let box_off_goal = |t: &Option<usize>| {
                    t.is_some_and(|i| self.walkable[i] && occupied[i] && !self.goal[i])
                };
                square.iter().all(blocked) && square.iter().any(box_off_goal)
            })
    }
}

impl Board {
    /// Does `cell`, newly blocked, cut the free cells around it apart?
    /// Walks the 8 cells around it in order (each 4-adjacent to the next)
    /// and counts the runs of free cells that hold one of its 4 neighbours:
    /// with at most one such run, any walk through `cell` can go round it,
    /// so blocking it disconnects nothing. (Two runs may still meet further
    /// away: "true" means "maybe", and the caller then floods.)
    pub(super) fn may_split(&self, occupied: &[bool], cell: CellId) -> bool {
        const RING: [(isize, isize); 8] = [
            (0, -1),
            (1, -1),
            (1, 0),
            (1, 1),
            (0, 1),
            (-1, 1),
            (-1, 0),
            (-1, -1),
        ];
        let (col, row) = (
            usize::from(cell) % self.width,
            usize::from(cell) / self.width,
        );
        let free = |(dc, dr): (isize, isize)| match (
            col.checked_add_signed(dc),
            row.checked_add_signed(dr),
        ) {
            (Some(c), Some(r)) if c < self.width && r < self.height => {
                let i = r * self.width + c;
                self.walkable[i] && !occupied[i]
            }
            _ => false,
        };
        let ring = RING.map(free);
        // Runs holding a 4-neighbour (the even positions), counted where
        // each run starts (a free cell after a blocked one).
        let mut runs = 0;
        let mut run_has_side = false;
        let start = match ring.iter().position(|&f| !f) {
            Some(blocked) => blocked,
            None => return false, // all eight free: one run
        };
        for k in 1..=8 {
            let i = (start + k) % 8;
            if ring[i] {
                run_has_side |= i % 2 == 0;
            } else {
                if run_has_side {
                    runs += 1;
                }
                run_has_side = false;
            }
        }
        runs > 1
    }
}

/// The cells the worker reaches, found by flood fill. Marks carry a stamp
/// per fill, so a new fill needs no clearing of the last one's marks.
pub(super) struct Flood {
    mark: Vec<u32>,
    stamp: u32,
    stack: Vec<CellId>,
    /// The smallest and second smallest cell of the last fill ([`NONE`] if
    /// it reached only one).
    smallest: CellId,
    second: CellId,
}

impl Flood {
    pub(super) fn new(board: &Board) -> Self {
        Self {
            mark: vec![0; board.tile_count()],
            stamp: 0,
            stack: Vec::new(),
            smallest: NONE,
            second: NONE,
        }
    }

    /// Marks every cell the worker reaches from `from` around the boxes in
    /// `occupied`, and returns the smallest: the name of the worker's area.
    pub(super) fn fill(&mut self, board: &Board, occupied: &[bool], from: CellId) -> CellId {
        if self.stamp == u32::MAX {
            self.mark.fill(0);
            self.stamp = 0;
        }
        self.stamp += 1;
        self.mark[usize::from(from)] = self.stamp;
        self.stack.push(from);
        (self.smallest, self.second) = (from, NONE);
        while let Some(cell) = self.stack.pop() {
            for next in board.neighbours[usize::from(cell)] {
                if next != NONE
                    && self.mark[usize::from(next)] != self.stamp
                    && !occupied[usize::from(next)]
                {
                    self.mark[usize::from(next)] = self.stamp;
                    if next < self.smallest {
                        (self.smallest, self.second) = (next, self.smallest);
                    } else if next < self.second {
                        self.second = next;
                    }
                    self.stack.push(next);
                }
            }
        }
        self.smallest
    }

    /// The smallest cell the last fill reached other than `cell`.
    pub(super) fn smallest_but(&self, cell: CellId) -> CellId {
        if cell == self.smallest {
            self.second
        } else {
            self.smallest
        }
    }

    /// Did the last fill reach `cell`?
    #[inline]
    pub(super) fn reached(&self, cell: CellId) -> bool {
        self.mark[usize::from(cell)] == self.stamp
    }
}
