//! Every state the search has met, packed tight: a state is its sorted box
//! cells and the name of the worker's area, `boxes + 1` [`CellId`]s in one
//! shared vector, plus where it came from. States are numbered in the order
//! met, which for a breadth-first search is also the queue: the states not
//! yet expanded are the tail.
//!
//! Memory per state, for `n` boxes: `2(n + 1)` bytes of cells, 8 of where it
//! came from, and 5 to 11 in the lookup table (an open-addressing table of
//! state numbers, so the cells are stored once). Eight boxes: about 35 bytes,
//! up to twice that while a vector has just doubled its capacity.

use super::super::game::Dir;
use super::board::CellId;

/// A state number. The search stops long before four billion states.
pub(super) type StateId = u32;

/// An empty slot of the lookup table.
const EMPTY: StateId = StateId::MAX;

/// How a state was reached: the state before, the pushed box's cell before
/// the push, and the push's direction.
#[derive(Clone, Copy)]
struct CameFrom {
    state: StateId,
    pushed: CellId,
    dir: Dir,
}

/// What [`Seen::add`] did with a state.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Added {
    /// A state not met before, now numbered `len() - 1`.
    New,
    /// Met before: nothing changed.
    Known,
    /// Not met before, but the store already holds its limit of states.
    Full,
}

pub(super) struct Seen {
    /// At most this many states are kept.
    limit: usize,
    /// Cells per state: the boxes, then the worker's area.
    stride: usize,
    cells: Vec<CellId>,
    /// Per state; `None` for the start.
    came_from: Vec<Option<CameFrom>>,
    /// Open addressing with linear probing: each slot is a state number or
    /// [`EMPTY`]. Its length is a power of two, kept at most three quarters
    /// full so that a probe stays short.
    table: Vec<StateId>,
}

/// The number of the state at position `id`. Positions stay below the
/// limit, which [`super::MAX_STATES_LIMIT`] keeps below [`EMPTY`].
fn number(id: usize) -> StateId {
    StateId::try_from(id).unwrap_or(EMPTY)
}

/// FNV-1a over the cells, then a final mix so that the low bits (the
/// table index) depend on every cell.
fn hash(state: &[CellId]) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for &cell in state {
        h ^= u64::from(cell);
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    h ^= h >> 33;
    h = h.wrapping_mul(0xff51_afd7_ed55_8ccd);
    h ^ (h >> 33)
}

impl Seen {
    /// A store holding only `start`, that will hold at most `limit` states
    /// (at least the start's one).
    pub(super) fn new(start: &[CellId], limit: usize) -> Self {
        let mut seen = Self {
            limit: limit.max(1),
            stride: start.len(),
            cells: Vec::new(),
            came_from: Vec::new(),
            table: vec![EMPTY; 1024],
        };
        seen.insert(start, None);
        seen
    }

    pub(super) fn len(&self) -> usize {
        self.came_from.len()
    }

    /// The cells of state `id`: the boxes, then the worker's area.
    pub(super) fn state(&self, id: usize) -> &[CellId] {
        &self.cells[id * self.stride..(id + 1) * self.stride]
    }

    /// The table slot holding `state`, or the empty slot where it belongs.
    fn slot(&self, state: &[CellId]) -> usize {
        let mask = self.table.len() - 1;
        // Truncation is the point: the low bits pick the slot.
        let mut slot = hash(state) as usize & mask;
        loop {
            match self.table[slot] {
                EMPTY => return slot,
                id if self.state(id as usize) == state => return slot,
                _ => slot = (slot + 1) & mask,
            }
        }
    }

    /// Adds `state`, reached from state `from` by pushing the box on cell
    /// `pushed` towards `dir`, unless it is known or the store is full.
    pub(super) fn add(&mut self, state: &[CellId], from: usize, pushed: CellId, dir: Dir) -> Added {
        let came_from = CameFrom {
            state: number(from),
            pushed,
            dir,
        };
        self.insert(state, Some(came_from))
    }

    fn insert(&mut self, state: &[CellId], came_from: Option<CameFrom>) -> Added {
        let slot = self.slot(state);
        if self.table[slot] != EMPTY {
            return Added::Known;
        }
        if self.len() >= self.limit {
            return Added::Full;
        }
        self.table[slot] = number(self.len());
        self.cells.extend_from_slice(state);
        self.came_from.push(came_from);
        if self.len() * 4 > self.table.len() * 3 {
            self.grow();
        }
        Added::New
    }

    /// Doubles the table and places every state again.
    fn grow(&mut self) {
        self.table = vec![EMPTY; self.table.len() * 2];
        for id in 0..self.len() {
            let slot = self.slot(self.state(id));
            self.table[slot] = number(id);
        }
    }

    /// Every state's cells, in the order met.
    #[cfg(test)]
    pub(super) fn cells(&self) -> &[CellId] {
        &self.cells
    }

    /// The pushes from the start to state `id`, in order, each as (the
    /// box's cell before the push, direction).
    pub(super) fn pushes_to(&self, id: usize) -> Vec<(usize, Dir)> {
        let mut pushes = Vec::new();
        let mut at = self.came_from[id];
        while let Some(step) = at {
            pushes.push((usize::from(step.pushed), step.dir));
            at = self.came_from[step.state as usize];
        }
        pushes.reverse();
        pushes
    }
}
