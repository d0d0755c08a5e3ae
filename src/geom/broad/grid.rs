//! A uniform grid over a fixed set of boxes, rebuilt once per step and asked
//! once per query box.
//!
//! The domain (an arena) is cut into square cells about as wide as the
//! boxes; each box is filed under every cell it overlaps, in one flat list
//! ordered by cell (a count, a prefix sum, a fill: no list per cell). A query
//! looks in the cells its own box overlaps and keeps the boxes that overlap
//! it. Boxes and queries outside the domain are filed under its border cells:
//! the cell of a coordinate is clamped, and clamping keeps the order of
//! coordinates, so two boxes that overlap still share a cell. With at most
//! 64 boxes (a storm's targets) each cell is a bit mask of ids instead of a
//! list: a query ORs its cells' masks and reads the ids off ascending.
//!
//! Nothing is allocated once the grid has held as many boxes and cells as
//! it is asked to (its buffers are kept between rebuilds), which a step that
//! must not allocate relies on.

use super::cells::Cells;
use crate::geom::{Aabb, overlap};

/// Boxes filed by the cells of a uniform grid. Ids are the boxes' places in
/// the sequence given to [`UniformGrid::rebuild`].
#[derive(Debug, Clone, Default)]
pub struct UniformGrid {
    cells: Cells,
    /// Cell `c` holds `items[starts[c]..starts[c + 1]]`.
    starts: Vec<u32>,
    items: Vec<u32>,
    /// Each id's box; `None`: absent (no query finds it).
    boxes: Vec<Option<Aabb>>,
    /// Ids whose box is not finite: in no cell, a candidate of every query.
    everywhere: Vec<u32>,
}

fn finite(b: &Aabb) -> bool {
    b.min.is_finite() && b.max.is_finite()
}

/// Calls `file(id, cell)` for every cell each finite box of `boxes`
/// overlaps (clamped into the grid), ids ascending: the one walk both
/// passes of the filing (count, then fill) take.
fn for_each_filing(boxes: &[Option<Aabb>], cells: &Cells, mut file: impl FnMut(u32, usize)) {
    for (id, b) in boxes.iter().enumerate() {
        let Some(b) = b.filter(finite) else {
            continue;
        };
        let ((x0, y0), (x1, y1)) = (cells.of(b.min), cells.of(b.max));
        for y in y0..=y1 {
            for x in x0..=x1 {
                file(id as u32, y * cells.cols + x);
            }
        }
    }
}

impl UniformGrid {
    /// An empty grid; every query finds nothing until it is rebuilt.
    #[must_use]
    pub fn new() -> Self {
        Self::default()
    }

    /// Files `boxes` (id = place in the sequence; `None` for an absent one)
    /// over `domain`, each cell's ids in ascending order. Cells are as wide
    /// as the boxes' mean longest side, and at most `MAX_CELLS_PER_AXIS`
    /// (256) along a side.
    pub fn rebuild(&mut self, domain: Aabb, boxes: impl IntoIterator<Item = Option<Aabb>>) {
        self.boxes.clear();
        self.boxes.extend(boxes);
        self.everywhere.clear();
        let (mut sides, mut filed) = (0.0f32, 0usize);
        for (id, b) in self.boxes.iter().enumerate() {
            match b {
                Some(b) if finite(b) => {
                    sides += (b.max - b.min).max_element();
                    filed += 1;
                }
                Some(_) => self.everywhere.push(id as u32),
                None => {}
            }
        }
        // The boxes' mean longest side (NaN with none filed: one cell).
        self.cells = Cells::over(domain, sides / filed as f32, usize::MAX);
        let Cells { cols, rows, .. } = self.cells;
        // Count, prefix-sum, fill.
        self.starts.clear();
        self.starts.resize(cols * rows + 1, 0);
        let (boxes, cells) = (&self.boxes, &self.cells);
        for_each_filing(boxes, cells, |_, c| self.starts[c + 1] += 1);
        for c in 1..self.starts.len() {
            self.starts[c] += self.starts[c - 1];
        }
        let total = self.starts[cols * rows] as usize;
        self.items.clear();
        self.items.resize(total, 0);
        for_each_filing(boxes, cells, |id, c| {
            // `starts[c]` serves as cell c's write cursor; it ends at cell
            // c + 1's start and is shifted back below.
            let slot = self.starts[c] as usize;
            self.items[slot] = id;
            self.starts[c] += 1;
        });
        // Each cursor now sits at its cell's end, the next cell's start.
        for c in (1..self.starts.len()).rev() {
            self.starts[c] = self.starts[c - 1];
        }
        self.starts[0] = 0;
    }

    /// The ids of the boxes that overlap `area` (touching counts), ascending,
    /// into `out` (cleared first). An `area` that is not finite gets every id
    /// present. Allocates only if `out` is too small for the answer.
    ///
    /// Gives the number of entries it looked at: the pairs a grid weighs,
    /// against the boxes a brute force would.
    pub fn query(&self, area: &Aabb, out: &mut Vec<u32>) -> usize {
        out.clear();
        if !finite(area) {
            let present = self.boxes.iter().enumerate().filter(|(_, b)| b.is_some());
            out.extend(present.map(|(id, _)| id as u32));
            return out.len();
        }
        if self.cells.cols == 0 {
            return 0;
        }
        let mut looked_at = self.everywhere.len();
        let ((x0, y0), (x1, y1)) = (self.cells.of(area.min), self.cells.of(area.max));
        for y in y0..=y1 {
            for x in x0..=x1 {
                let c = y * self.cells.cols + x;
                let cell = &self.items[self.starts[c] as usize..self.starts[c + 1] as usize];
                looked_at += cell.len();
                for &id in cell {
                    if self.boxes[id as usize].is_some_and(|b| overlap::aabb_aabb(&b, area)) {
                        out.push(id);
                    }
                }
            }
        }
        // A cell lists its ids ascending (filed in id order), once each: a
        // query inside one cell (most shells' steps) needs no sorting.
        if (x0, y0) != (x1, y1) || !self.everywhere.is_empty() {
            out.extend_from_slice(&self.everywhere);
            out.sort_unstable();
            out.dedup();
        }
        looked_at
    }

    /// Cells along x and y.
    #[must_use]
    pub fn dimensions(&self) -> (usize, usize) {
        (self.cells.cols, self.cells.rows)
    }
}
