//! A board and what can be wrong with one: cells, tiles, a valid [`Level`]
//! and a rejected board's [`LevelError`].

use std::fmt;
use std::path::PathBuf;

use crate::text::counted::count;

/// Largest board side accepted; bigger boards are typos (a count like `9999#`).
pub const MAX_SIDE: usize = 128;

/// A grid position: `col` grows to the right, `row` grows downwards (file order).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Cell {
    /// Column, 0 at the left edge of the board.
    pub col: i32,
    /// Row, 0 at the board's first line.
    pub row: i32,
}

impl Cell {
    /// The cell at column `col`, row `row`.
    #[inline]
    #[must_use]
    pub const fn new(col: i32, row: i32) -> Self {
        Self { col, row }
    }
}

/// What lies under the worker and the boxes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Tile {
    /// Outside the warehouse: never walked on, not drawn.
    Outside,
    /// Blocks the worker and boxes.
    Wall,
    /// Walkable.
    Floor,
    /// Walkable; the level is solved when every goal holds a box.
    Goal,
}

impl Tile {
    /// Floor or goal: somewhere the worker or a box may stand.
    #[inline]
    #[must_use]
    pub const fn is_walkable(self) -> bool {
        matches!(self, Tile::Floor | Tile::Goal)
    }
}

/// One valid board with its metadata.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Level {
    /// 1-based position of the board in its file (invalid boards count too).
    pub number: usize,
    /// 1-based line of the board's first row in its file.
    pub line: usize,
    /// The board's `Title:` line, if it has one.
    pub title: Option<String>,
    /// The board's `Author:` line, if it has one.
    pub author: Option<String>,
    /// The board's `Comment:` line, or its `Comment:` ... `Comment-End:`
    /// block, if it has one.
    pub comment: Option<String>,
    /// Columns, from the longest row; at most 128.
    pub width: usize,
    /// Rows; at most 128.
    pub height: usize,
    /// Row-major, `height` rows of `width` tiles.
    pub tiles: Vec<Tile>,
    /// Where the worker starts.
    pub worker: Cell,
    /// Box cells in reading order.
    pub boxes: Vec<Cell>,
}

impl Level {
    /// The tile at `cell`; everything beyond the grid is [`Tile::Outside`].
    #[must_use]
    pub fn tile(&self, cell: Cell) -> Tile {
        self.index(cell).map_or(Tile::Outside, |i| self.tiles[i])
    }

    /// The row-major index of `cell`, if it is on the grid.
    #[must_use]
    pub fn index(&self, cell: Cell) -> Option<usize> {
        let (c, r) = (
            usize::try_from(cell.col).ok()?,
            usize::try_from(cell.row).ok()?,
        );
        (c < self.width && r < self.height).then_some(r * self.width + c)
    }

    /// The cell of a row-major index.
    #[must_use]
    pub fn cell(&self, index: usize) -> Cell {
        // Grids are small (a few hundred cells per side at most), so these fit.
        Cell::new((index % self.width) as i32, (index / self.width) as i32)
    }

    /// The goal cells in reading order.
    #[must_use]
    pub fn goals(&self) -> Vec<Cell> {
        (0..self.tiles.len())
            .filter(|&i| self.tiles[i] == Tile::Goal)
            .map(|i| self.cell(i))
            .collect()
    }

    /// The board back in XSB characters (no run-length encoding, trailing
    /// outside cells trimmed): stable across metadata edits, so it also serves
    /// as the key under which progress is stored.
    #[must_use]
    pub fn to_xsb(&self) -> String {
        let mut out = String::with_capacity((self.width + 1) * self.height);
        for row in 0..self.height {
            let mut line = String::with_capacity(self.width);
            for col in 0..self.width {
                let cell = Cell::new(col as i32, row as i32);
                let tile = self.tile(cell);
                let boxed = self.boxes.contains(&cell);
                let worker = self.worker == cell;
                line.push(match (tile, boxed, worker) {
                    (Tile::Wall, _, _) => '#',
                    (Tile::Goal, true, _) => '*',
                    (Tile::Goal, _, true) => '+',
                    (Tile::Goal, _, _) => '.',
                    (_, true, _) => '$',
                    (_, _, true) => '@',
                    (Tile::Floor, _, _) => '-',
                    (Tile::Outside, _, _) => ' ',
                });
            }
            out.push_str(line.trim_end());
            out.push('\n');
        }
        out
    }

    /// A display name: the title, or "Level N".
    #[must_use]
    pub fn name(&self) -> String {
        self.title
            .clone()
            .unwrap_or_else(|| format!("Level {}", self.number))
    }
}

/// Why a board was rejected. Lines and columns are 1-based positions in the file.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum LevelProblem {
    /// A character that is not part of the XSB board alphabet.
    #[error("unknown character `{found}` (a board has only # @ + $ * . - _ space, digits and |)")]
    UnknownCharacter {
        /// The character, as written.
        found: char,
    },
    /// A run-length count (the `3` of `3#`) with no board character after it
    /// to repeat.
    #[error("a run-length count is not followed by a board character")]
    DanglingCount,
    /// No `@` or `+` on the board.
    #[error("no worker (`@` or `+`)")]
    NoWorker,
    /// A second `@` or `+`; the error is reported at the second.
    #[error("a second worker; the first is at line {first_line}, column {first_column}")]
    SecondWorker {
        /// 1-based line of the first worker.
        first_line: usize,
        /// 1-based column of the first worker.
        first_column: usize,
    },
    /// No `$` or `*` on the board: nothing to push.
    #[error("no boxes (`$` or `*`)")]
    NoBoxes,
    /// Boxes and goals differ in number, so the level cannot be solved.
    #[error("{} but {}; they must be equal",
        count(*boxes, "box", "boxes"), count(*goals, "goal", "goals"))]
    BoxGoalMismatch {
        /// Boxes on the board (`$` and `*`).
        boxes: usize,
        /// Goals on the board (`.`, `+` and `*`).
        goals: usize,
    },
    /// The worker can walk off the board: the wall around it has a gap.
    #[error("the worker can walk out of the warehouse here: the wall has a gap")]
    NotEnclosed,
    /// A side longer than the largest accepted (most likely a typo in a count).
    #[error("the board is too large ({width}×{height}; at most {max}×{max})")]
    TooLarge {
        /// Columns found.
        width: usize,
        /// Rows found.
        height: usize,
        /// The largest side accepted.
        max: usize,
    },
}

/// A rejected board: where it is and what is wrong.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{}: level {level}{}, line {line}{}: {problem}",
    file.display(),
    title.as_ref().map(|t| format!(" ({t})")).unwrap_or_default(),
    column.map(|c| format!(", column {c}")).unwrap_or_default())]
pub struct LevelError {
    /// The pack file the board is in.
    pub file: PathBuf,
    /// 1-based position of the board in its file.
    pub level: usize,
    /// The board's title, if it has one, so the designer can find it.
    pub title: Option<String>,
    /// 1-based line of the problem (of the board's first row when it concerns
    /// the whole board).
    pub line: usize,
    /// 1-based column, when the problem is at one character.
    pub column: Option<usize>,
    /// What is wrong.
    pub problem: LevelProblem,
}

impl fmt::Display for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "({}, {})", self.col, self.row)
    }
}
