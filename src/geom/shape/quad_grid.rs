//! Which of a mesh's blocks of four triangles lie near a point or a small
//! box, found without looking at them all: a fixed grid of bit masks over
//! the mesh's box, built once with the mesh.
//!
//! A letter is 60 to 100 triangles (15 to 25 blocks), and a shell's step, or
//! one chord of a spinning sweep, is a small fraction of it: the grid hands
//! the tests the two or three blocks whose triangles' boxes share a cell
//! with the query, against every block's box compared in turn. The blocks
//! come in ascending order, so a test that keeps the first contact, lowest
//! triangle on a tie, answers as it did looking at every block.

use std::ops::Range;

use glam::Vec2;

use super::{Aabb, TriangleQuad};

/// Cells along each side of the mesh's box: fine enough that a step covers
/// a few cells of a letter, few enough that the masks take half a kilobyte.
const SIDE: usize = 8;

/// Meshes of this many blocks or fewer are looked through whole: a grid
/// would save little.
const WHOLE_UP_TO: usize = 4;

/// The most blocks a grid files (one bit each in a `u64`); a larger mesh is
/// looked through whole.
const MAX_BLOCKS: usize = 64;

/// The blocks whose triangles' boxes overlap each cell of an `SIDE × SIDE`
/// grid over the mesh's box.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct QuadGrid {
    origin: Vec2,
    inv_cell: Vec2,
    masks: [u64; SIDE * SIDE],
}

impl QuadGrid {
    /// The grid of `boxes` (triangle `i`'s box is lane `i % 4` of block
    /// `i / 4`) over `bounds`; `None` when the mesh is small enough, or too
    /// large, to be looked through whole.
    pub(crate) fn new(bounds: Aabb, boxes: &[Aabb]) -> Option<Self> {
        let blocks = boxes.len().div_ceil(super::LANES);
        let extent = bounds.max - bounds.min;
        if blocks <= WHOLE_UP_TO || blocks > MAX_BLOCKS || extent.min_element() <= 0.0 {
            return None;
        }
        let mut grid = Self {
            origin: bounds.min,
            inv_cell: SIDE as f32 / extent,
            masks: [0; SIDE * SIDE],
        };
        if !grid.inv_cell.is_finite() {
            return None;
        }
        for (i, b) in boxes.iter().enumerate() {
            let (xs, ys) = grid.cells(b);
            for y in ys {
                for x in xs.clone() {
                    grid.masks[y * SIDE + x] |= 1 << (i / super::LANES);
                }
            }
        }
        Some(grid)
    }

    /// The cells a box overlaps, along x and along y, clamped into the grid
    /// (the mesh has nothing outside its box, so a clamped query loses
    /// nothing). Rounding at a cell's edge is covered by filing each box one
    /// part in a thousand of a cell wider.
    #[inline]
    fn cells(&self, area: &Aabb) -> (Range<usize>, Range<usize>) {
        let slack = Vec2::splat(1e-3);
        let lo = (area.min - self.origin) * self.inv_cell - slack;
        let hi = (area.max - self.origin) * self.inv_cell + slack;
        // `as` rounds toward zero, saturates, and takes NaN to 0.
        let cell = |v: f32| (v.max(0.0) as usize).min(SIDE - 1);
        (cell(lo.x)..cell(hi.x) + 1, cell(lo.y)..cell(hi.y) + 1)
    }

    /// The blocks whose triangles' boxes may overlap `area`, as bits.
    #[inline]
    pub(crate) fn touching(&self, area: &Aabb) -> u64 {
        let (xs, ys) = self.cells(area);
        let mut blocks = 0;
        for y in ys {
            for &mask in &self.masks[y * SIDE + xs.start..y * SIDE + xs.end] {
                blocks |= mask;
            }
        }
        blocks
    }
}

/// The blocks of a mesh whose bits are set, ascending, each with its index.
pub(crate) struct BlocksOf<'a> {
    quads: &'a [TriangleQuad],
    bits: u64,
}

impl<'a> BlocksOf<'a> {
    /// The blocks of `quads` whose bits are set in `bits`.
    #[inline]
    pub(crate) fn new(quads: &'a [TriangleQuad], bits: u64) -> Self {
        Self { quads, bits }
    }
}

impl<'a> Iterator for BlocksOf<'a> {
    type Item = (usize, &'a TriangleQuad);

    #[inline]
    fn next(&mut self) -> Option<Self::Item> {
        while self.bits != 0 {
            let block = self.bits.trailing_zeros() as usize;
            self.bits &= self.bits - 1;
            if let Some(quad) = self.quads.get(block) {
                return Some((block, quad));
            }
        }
        None
    }
}
