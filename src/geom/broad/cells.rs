//! Square cells over a domain, the part of a grid both broad phases share:
//! how wide the cells are, and which cell a point is in.

use glam::Vec2;

use crate::geom::Aabb;

/// The most cells along either side of the domain: a query never looks at
/// more than this squared, however small the things filed.
pub(super) const MAX_CELLS_PER_AXIS: usize = 256;

/// Cells `1 / inv_cell` wide from `origin`, `cols × rows` of them. A
/// coordinate's cell is clamped into the grid, so the border cells reach
/// out to infinity on their outer sides.
#[derive(Debug, Clone, Copy, Default)]
pub(super) struct Cells {
    origin: Vec2,
    inv_cell: f32,
    /// Cells along x.
    pub cols: usize,
    /// Cells along y.
    pub rows: usize,
}

impl Cells {
    /// Cells about `wanted` wide over `domain`, but no finer than
    /// [`MAX_CELLS_PER_AXIS`] along a side and `max_cells` in all allow;
    /// one cell when the domain has no area or is not finite, or `wanted`
    /// is not finite (nothing was filed).
    pub fn over(domain: Aabb, wanted: f32, max_cells: usize) -> Self {
        let extent = domain.max - domain.min;
        let usable = domain.min.is_finite()
            && domain.max.is_finite()
            && extent.min_element() > 0.0
            && wanted.is_finite();
        if !usable {
            return Self {
                origin: Vec2::ZERO,
                inv_cell: 1.0,
                cols: 1,
                rows: 1,
            };
        }
        let by_side = extent.max_element() / MAX_CELLS_PER_AXIS as f32;
        let by_area = (extent.x * extent.y / max_cells as f32).sqrt();
        let cell = wanted.max(by_side).max(by_area);
        let count = |length: f32| ((length / cell).ceil() as usize).clamp(1, MAX_CELLS_PER_AXIS);
        Self {
            origin: domain.min,
            inv_cell: cell.recip(),
            cols: count(extent.x),
            rows: count(extent.y),
        }
    }

    /// A cell's width.
    pub fn width(&self) -> f32 {
        self.inv_cell.recip()
    }

    /// The cell of `p`, clamped into the grid. `as` rounds toward zero,
    /// which is the floor for `v ≥ 0` (every `v < 0` lands in cell 0 either
    /// way); it saturates and takes NaN to 0, so any float has a cell. (No
    /// `floor`: a library call on the default x86-64 target. Clamping as
    /// floats first measured slower: glam's `max` and `min` compile to
    /// branches there.)
    #[inline]
    pub fn of(&self, p: Vec2) -> (usize, usize) {
        let local = (p - self.origin) * self.inv_cell;
        let cell = |v: f32, count: usize| (v as i64).max(0).min(count as i64 - 1) as usize;
        (cell(local.x, self.cols), cell(local.y, self.rows))
    }

    /// Cell `(x, y)`'s lower and upper corners; a border cell reaches to
    /// infinity outwards.
    pub fn bounds(&self, x: usize, y: usize) -> (Vec2, Vec2) {
        let edge = |i: usize, count: usize, o: f32| {
            if i == 0 {
                f32::NEG_INFINITY
            } else if i >= count {
                f32::INFINITY
            } else {
                o + i as f32 / self.inv_cell
            }
        };
        let lo = Vec2::new(
            edge(x, self.cols, self.origin.x),
            edge(y, self.rows, self.origin.y),
        );
        let hi = Vec2::new(
            edge(x + 1, self.cols, self.origin.x),
            edge(y + 1, self.rows, self.origin.y),
        );
        (lo, hi)
    }
}
