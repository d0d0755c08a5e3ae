//! The rect queries behind every move: the lesson of the tutorial's warehouse.
//!
//! Each cell is a unit square in grid space (x = column, y = row, rows down):
//! cell (c, r) covers [c, c+1] × [r, r+1]. A move asks: does the mover's rect,
//! placed on the target cell, overlap the rect of a wall or a box? The answer
//! comes from the geometry core's interval test ([`overlap::aabb_aabb`]).
//!
//! Neighbouring cells share an edge, so a rect placed on the target cell
//! *touches* the walls beside it. Whether touching counts as overlap is a
//! convention of the test; to make the rules independent of it (and so
//! identical to every other Sokoban program), the probe is the target cell
//! shrunk by [`PROBE_MARGIN`] on every side: neighbours are then a clear gap
//! away and only a solid on the target cell itself overlaps.

use glam::Vec2;

use crate::geom::{Aabb, overlap};
use crate::levels::sokoban::Cell;

/// How far the probe rect is shrunk on each side, in cells. Large enough that
/// f32 rounding cannot turn the gap to a neighbour into an overlap, small
/// enough that the probe still fills its cell visibly when drawn.
pub const PROBE_MARGIN: f32 = 0.125;

/// Something a probe can hit.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Solid {
    /// The wall at this cell.
    Wall(Cell),
    /// The box at this cell.
    Box(Cell),
}

impl Solid {
    /// The cell of the wall or box.
    #[must_use]
    pub fn cell(self) -> Cell {
        match self {
            Solid::Wall(c) | Solid::Box(c) => c,
        }
    }
}

/// The rect of a mover placed on `cell`, shrunk by the margin.
pub type Probe = Aabb;

/// The full rect of `cell`.
#[must_use]
pub fn cell_rect(cell: Cell) -> Aabb {
    let min = Vec2::new(cell.col as f32, cell.row as f32);
    Aabb::new(min, min + Vec2::ONE)
}

/// The probe rect of a mover placed on `cell`.
#[must_use]
pub fn probe(cell: Cell) -> Probe {
    let min = Vec2::new(cell.col as f32, cell.row as f32) + Vec2::splat(PROBE_MARGIN);
    Aabb::new(min, min + Vec2::splat(1.0 - 2.0 * PROBE_MARGIN))
}

/// The first solid (in reading order) whose rect overlaps `probe`.
///
/// The grid is the broad phase: the candidates are the cells the probe's
/// bounds cover plus a ring of neighbours (`solid_at` says what each holds).
/// The rect test is the narrow phase and has the last word: it rejects the
/// neighbours, which only touch the probe's cell, because of the margin.
pub fn first_overlap(probe: Probe, solid_at: impl Fn(Cell) -> Option<Solid>) -> Option<Solid> {
    let (min, max) = (probe.min.floor() - Vec2::ONE, probe.max.ceil() + Vec2::ONE);
    for row in (min.y as i32)..(max.y as i32) {
        for col in (min.x as i32)..(max.x as i32) {
            let cell = Cell::new(col, row);
            if let Some(solid) = solid_at(cell)
                && overlap::aabb_aabb(&probe, &cell_rect(cell))
            {
                return Some(solid);
            }
        }
    }
    None
}
