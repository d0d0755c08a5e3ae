//! A grid of id bit masks over at most 64 capsules, asked at a point: the
//! storm's broad phase, where 100,000 shells each ask once a step and most
//! of them are near nothing.
//!
//! Each capsule (a target's reach swept over the step) is filed under every
//! cell that comes within `r + margin` of its core segment, by setting its
//! bit in that cell's mask. A shell whose step is no longer than `margin`
//! then needs only the mask of the cell its step starts in: if the step
//! touches the capsule at a point `q`, `q` is within `margin` of the start,
//! so the start is within `r + margin` of the core, and its cell was filed.
//! A shell reads one occupancy bit of its cell, and only if it is set (a
//! shell near something) the cell's mask: no list, against a box lookup's
//! cell range, its loop, and its boxes compared one by one.
//!
//! The cells on the grid's border reach out to infinity on their outer
//! sides (a coordinate's cell is clamped into the grid), and are filed as
//! such, so points and capsules outside the domain are answered too.
//! Cells are a fraction of the capsules' size, so a mask rarely holds a
//! capsule that is not near the point (a cell's mask is filed by its
//! distance to the capsule, not by boxes).

use glam::Vec2;

use super::cells::Cells;
use crate::geom::{Aabb, Capsule};

/// The most ids a mask grid files (one bit each in a `u64`).
pub const MASK_GRID_IDS: usize = 64;

/// The most cells in all: the masks stay within a core's second-level cache.
const MAX_CELLS: usize = 16_384;

/// Cells per mean filed radius (the capsule's radius plus the margin): finer
/// cells give masks closer to the capsules' true outlines, but more cells to
/// clear and file each step and a lookup that misses in cache more often.
/// On the storm (`cargo bench --bench storm_step -- grid_1t`), 2 and 3 gave
/// the same 100,000-shell step (0.24 and 0.19 candidates a shell, which the
/// capsule reject then cuts to the same 0.09), and 2 a quarter less at
/// 1,000 shells (29.8 against 37.7 µs), where filing is a larger share.
const CELLS_PER_RADIUS: f32 = 2.0;

/// A cell of a [`MaskGrid`], from [`MaskGrid::cell_near`].
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct GridCell(u32);

/// Capsules filed as bit masks over a uniform grid; an id is a capsule's
/// place in the sequence given to [`MaskGrid::rebuild`].
#[derive(Debug, Clone, Default)]
pub struct MaskGrid {
    cells: Cells,
    masks: Vec<u64>,
    /// One bit per cell: whether its mask has any id. 125 bytes per
    /// thousand cells, so it stays in the nearest cache where the masks do
    /// not; most points ask only this.
    occupied: Vec<u64>,
    /// Ids whose capsule is not finite: in every answer.
    everywhere: u64,
}

impl MaskGrid {
    /// An empty grid: every point is near nothing until it is rebuilt.
    #[must_use]
    pub fn new() -> Self {
        Self::default()
    }

    /// Files `capsules` (id = place in the sequence, at most
    /// [`MASK_GRID_IDS`]; `None` for an absent one) over `domain`, each under
    /// the cells within its radius plus `margin` of its core. Gives `false`,
    /// and files nothing, when there are more than [`MASK_GRID_IDS`].
    #[allow(clippy::missing_panics_doc)] // indices are in the grid by construction
    pub fn rebuild(
        &mut self,
        domain: Aabb,
        margin: f32,
        capsules: impl IntoIterator<Item = Option<Capsule>> + Clone,
    ) -> bool {
        self.masks.clear();
        self.occupied.clear();
        self.everywhere = 0;
        self.cells = Cells::default();
        let margin = if margin.is_finite() {
            margin.abs()
        } else {
            f32::MAX
        };
        let (mut radii, mut count, mut filed) = (0.0f32, 0usize, 0usize);
        for (id, capsule) in capsules.clone().into_iter().enumerate() {
            count = id + 1;
            match capsule {
                Some(c) if finite(&c) => {
                    radii += c.radius.abs() + margin;
                    filed += 1;
                }
                Some(_) if id < MASK_GRID_IDS => self.everywhere |= 1 << id,
                _ => {}
            }
        }
        if count > MASK_GRID_IDS {
            self.everywhere = 0;
            return false;
        }
        if filed == 0 {
            // No cells: every point gets `everywhere`, with no lookup.
            return true;
        }
        self.cells = Cells::over(domain, radii / filed as f32 / CELLS_PER_RADIUS, MAX_CELLS);
        let Cells { cols, rows, .. } = self.cells;
        let cell = self.cells.width();
        self.masks.resize(cols * rows, 0);
        self.occupied.resize(self.masks.len().div_ceil(64), 0);
        for (id, capsule) in capsules.into_iter().enumerate() {
            let Some(c) = capsule.filter(finite) else {
                continue;
            };
            // The capsule as a disk about its core's middle (the same
            // disk for a still one): a little more than the capsule when it
            // slides, never less, which a broad phase may be.
            let centre = c.segment.a.midpoint(c.segment.b);
            let half = c.segment.a.distance(c.segment.b) / 2.0;
            let reach = c.radius.abs() + half + margin;
            // Rounding: the filing must not leave out a cell a point at the
            // exact distance would be in, nor a cell `Cells::of` rounds a
            // point into from just across its edge.
            let reach = reach * (1.0 + 1e-5) + 1e-6;
            let slack = Vec2::splat(1e-3 * cell);
            let (x0, y0) = self.cells.of(centre - Vec2::splat(reach));
            let (x1, y1) = self.cells.of(centre + Vec2::splat(reach));
            for y in y0..=y1 {
                for x in x0..=x1 {
                    let (lo, hi) = self.cells.bounds(x, y);
                    let (lo, hi) = (lo - slack, hi + slack);
                    let nearest = centre.clamp(lo, hi);
                    if nearest.distance_squared(centre) <= reach * reach {
                        let c = y * cols + x;
                        self.masks[c] |= 1 << id;
                        self.occupied[c / 64] |= 1 << (c % 64);
                    }
                }
            }
        }
        true
    }

    /// The cell `point` is in (clamped into the grid: any float has one).
    #[inline]
    #[must_use]
    pub fn cell_near(&self, point: Vec2) -> GridCell {
        if self.masks.is_empty() {
            return GridCell(0);
        }
        let (x, y) = self.cells.of(point);
        GridCell((y * self.cells.cols + x) as u32)
    }

    /// Whether any id is near the points of `cell`: one bit read.
    #[inline]
    #[must_use]
    pub fn any_near(&self, cell: GridCell) -> bool {
        let c = cell.0 as usize;
        // No `||`: every shell asks this, in no order a branch predictor
        // could learn.
        let word = self.occupied.get(c / 64).copied().unwrap_or(0);
        (word >> (c % 64) & 1) | u64::from(self.everywhere != 0) != 0
    }

    /// The ids whose capsules may be within the margin of the points of
    /// `cell` ([`MaskGrid::near`] for a point in it).
    #[inline]
    #[must_use]
    pub fn ids_near(&self, cell: GridCell) -> u64 {
        self.masks.get(cell.0 as usize).copied().unwrap_or(0) | self.everywhere
    }

    /// The ids whose capsules may be within the margin of `point`: every one
    /// that is, and rarely another. A point that is not finite gets an
    /// answer too (some cell's), which the exact tests then refuse.
    #[inline]
    #[must_use]
    pub fn near(&self, point: Vec2) -> u64 {
        self.ids_near(self.cell_near(point))
    }

    /// The ids whose capsules the box `area` may touch (no margin): the
    /// masks of every cell it overlaps, for a step longer than the margin.
    #[must_use]
    pub fn touching(&self, area: &Aabb) -> u64 {
        if self.masks.is_empty() {
            return self.everywhere;
        }
        let (x0, y0) = self.cells.of(area.min);
        let (x1, y1) = self.cells.of(area.max);
        let cols = self.cells.cols;
        let mut ids = self.everywhere;
        for y in y0..=y1 {
            for &mask in &self.masks[y * cols + x0..=y * cols + x1] {
                ids |= mask;
            }
        }
        ids
    }

    /// Cells along x and y (none when nothing is filed).
    #[must_use]
    pub fn dimensions(&self) -> (usize, usize) {
        if self.masks.is_empty() {
            (0, 0)
        } else {
            (self.cells.cols, self.cells.rows)
        }
    }
}

fn finite(c: &Capsule) -> bool {
    c.segment.a.is_finite() && c.segment.b.is_finite() && c.radius.is_finite()
}
