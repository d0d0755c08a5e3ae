//! The board being edited: a grid of XSB squares, read from a board's lines
//! and written back as rows a pack file holds.
//!
//! Unlike a [`Level`](crate::levels::sokoban::Level), a board here may be
//! anything a designer has painted so far: no worker, two workers, a gap in
//! the wall. Floor and the outside are both [`Square::Empty`] (a space in the
//! file, as the shipped packs write them); which empty squares are floor is
//! decided by where the worker can walk, so it is drawn, never stored.

use crate::levels::sokoban::{Cell, MAX_SIDE, expand_board_line};

/// What one square of the board holds, as one XSB character says it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Square {
    /// Floor or outside (a space): nothing on it.
    Empty,
    /// `#`.
    Wall,
    /// `.`: a goal with nothing on it.
    Goal,
    /// `$`: a box on floor.
    Box,
    /// `*`: a box on a goal.
    BoxOnGoal,
    /// `@`: the worker on floor.
    Player,
    /// `+`: the worker on a goal.
    PlayerOnGoal,
}

impl Square {
    /// The square an XSB board character stands for; `None` for anything
    /// else. `-` and `_` are floor, as a space is.
    #[must_use]
    pub fn from_xsb(ch: char) -> Option<Self> {
        Some(match ch {
            ' ' | '-' | '_' => Square::Empty,
            '#' => Square::Wall,
            '.' => Square::Goal,
            '$' => Square::Box,
            '*' => Square::BoxOnGoal,
            '@' => Square::Player,
            '+' => Square::PlayerOnGoal,
            _ => return None,
        })
    }

    /// The square's XSB character (a space for [`Square::Empty`]).
    #[must_use]
    pub const fn xsb(self) -> char {
        match self {
            Square::Empty => ' ',
            Square::Wall => '#',
            Square::Goal => '.',
            Square::Box => '$',
            Square::BoxOnGoal => '*',
            Square::Player => '@',
            Square::PlayerOnGoal => '+',
        }
    }

    /// Whether a goal lies under whatever stands here.
    #[must_use]
    pub const fn has_goal(self) -> bool {
        matches!(
            self,
            Square::Goal | Square::BoxOnGoal | Square::PlayerOnGoal
        )
    }

    /// Whether a box stands here.
    #[must_use]
    pub const fn has_box(self) -> bool {
        matches!(self, Square::Box | Square::BoxOnGoal)
    }

    /// Whether the worker stands here.
    #[must_use]
    pub const fn has_player(self) -> bool {
        matches!(self, Square::Player | Square::PlayerOnGoal)
    }
}

/// A rectangular grid of squares, row-major.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Board {
    width: usize,
    height: usize,
    squares: Vec<Square>,
}

impl Board {
    /// An empty board of `width` × `height` squares, each side clamped to
    /// 1 ..= [`MAX_SIDE`].
    #[must_use]
    pub fn empty(width: usize, height: usize) -> Self {
        let (width, height) = (width.clamp(1, MAX_SIDE), height.clamp(1, MAX_SIDE));
        Self {
            width,
            height,
            squares: vec![Square::Empty; width * height],
        }
    }

    /// A walled room of `width` × `height` squares (walls included), empty
    /// inside: where a new level starts.
    #[must_use]
    pub fn room(width: usize, height: usize) -> Self {
        let mut board = Self::empty(width.max(3), height.max(3));
        for row in 0..board.height {
            for col in 0..board.width {
                let edge =
                    row == 0 || col == 0 || row + 1 == board.height || col + 1 == board.width;
                if edge {
                    board.squares[row * board.width + col] = Square::Wall;
                }
            }
        }
        board
    }

    /// The board of a pack's board lines (as [`board_lines`] finds them),
    /// run-length counts expanded. A character that is not XSB, or a line
    /// that does not read as a row, leaves its squares empty: the editor
    /// opens a broken board so the designer can mend it.
    ///
    /// [`board_lines`]: crate::levels::sokoban::board_lines
    #[must_use]
    pub fn from_lines<'a>(lines: impl IntoIterator<Item = &'a str>) -> Self {
        let mut rows: Vec<Vec<Square>> = Vec::new();
        for line in lines {
            let expanded = expand_board_line(line).unwrap_or_else(|| vec![line.chars().collect()]);
            for row in expanded {
                let squares = row
                    .into_iter()
                    .map(|ch| Square::from_xsb(ch).unwrap_or(Square::Empty));
                rows.push(squares.take(MAX_SIDE).collect());
            }
        }
        rows.truncate(MAX_SIDE);
        let width = rows.iter().map(Vec::len).max().unwrap_or(0).max(1);
        let mut board = Self::empty(width, rows.len());
        for (r, row) in rows.iter().enumerate() {
            board.squares[r * width..r * width + row.len()].copy_from_slice(row);
        }
        board
    }

    /// Columns.
    #[must_use]
    pub fn width(&self) -> usize {
        self.width
    }

    /// Rows.
    #[must_use]
    pub fn height(&self) -> usize {
        self.height
    }

    /// The row-major index of `cell`, if it is on the board.
    #[must_use]
    pub fn index(&self, cell: Cell) -> Option<usize> {
        let col = usize::try_from(cell.col).ok()?;
        let row = usize::try_from(cell.row).ok()?;
        (col < self.width && row < self.height).then_some(row * self.width + col)
    }

    /// The square at `cell`, if it is on the board.
    #[must_use]
    pub fn get(&self, cell: Cell) -> Option<Square> {
        self.index(cell).map(|i| self.squares[i])
    }

    /// Puts `square` at `cell`; true if that changed the board (false off it).
    pub fn set(&mut self, cell: Cell, square: Square) -> bool {
        match self.index(cell) {
            Some(i) if self.squares[i] != square => {
                self.squares[i] = square;
                true
            }
            _ => false,
        }
    }

    /// Every cell with its square, in reading order.
    pub fn cells(&self) -> impl Iterator<Item = (Cell, Square)> + '_ {
        self.squares.iter().enumerate().map(|(i, &square)| {
            // Sides are at most MAX_SIDE, so both fit an i32.
            let cell = Cell::new((i % self.width) as i32, (i / self.width) as i32);
            (cell, square)
        })
    }

    /// Whether nothing at all is on the board.
    #[must_use]
    pub fn is_blank(&self) -> bool {
        self.squares.iter().all(|&s| s == Square::Empty)
    }

    /// Per square, row-major: whether the worker can walk there (through
    /// everything but walls, as boxes can be pushed away): the floor a view
    /// draws, where the rest of the empty squares are outside.
    #[must_use]
    pub fn inside(&self) -> Vec<bool> {
        let mut inside = vec![false; self.squares.len()];
        let mut stack: Vec<usize> = (0..self.squares.len())
            .filter(|&i| self.squares[i].has_player())
            .collect();
        for &i in &stack {
            inside[i] = true;
        }
        while let Some(i) = stack.pop() {
            let (col, row) = (i % self.width, i / self.width);
            let mut next = Vec::with_capacity(4);
            if col > 0 {
                next.push(i - 1);
            }
            if col + 1 < self.width {
                next.push(i + 1);
            }
            if row > 0 {
                next.push(i - self.width);
            }
            if row + 1 < self.height {
                next.push(i + self.width);
            }
            for n in next {
                if !inside[n] && self.squares[n] != Square::Wall {
                    inside[n] = true;
                    stack.push(n);
                }
            }
        }
        inside
    }

    fn row_is_empty(&self, row: usize) -> bool {
        self.squares[row * self.width..(row + 1) * self.width]
            .iter()
            .all(|&s| s == Square::Empty)
    }

    /// The first and one-past-last rows with anything on them (`0..0` for a
    /// blank board): a file cannot hold empty rows above or below a board.
    #[must_use]
    pub fn used_rows(&self) -> std::ops::Range<usize> {
        let first = (0..self.height).find(|&r| !self.row_is_empty(r));
        let Some(first) = first else { return 0..0 };
        let last = (0..self.height).rev().find(|&r| !self.row_is_empty(r));
        first..last.map_or(first, |l| l + 1)
    }

    /// The board's rows as a pack file writes them: empty rows above and
    /// below left out, each row's trailing spaces trimmed, and an empty row
    /// inside the board written `-` (a blank line would end the board).
    #[must_use]
    pub fn to_rows(&self) -> Vec<String> {
        self.used_rows()
            .map(|row| {
                let squares = &self.squares[row * self.width..(row + 1) * self.width];
                let text: String = squares.iter().map(|s| s.xsb()).collect();
                let trimmed = text.trim_end();
                if trimmed.is_empty() {
                    "-".to_owned()
                } else {
                    trimmed.to_owned()
                }
            })
            .collect()
    }

    /// The board as a file gives it back: [`Board::to_rows`] read again.
    /// Rows empty above and below, and columns empty at the right, are gone.
    #[must_use]
    pub fn as_saved(&self) -> Self {
        let rows = self.to_rows();
        Self::from_lines(rows.iter().map(String::as_str))
    }

    /// Inserts an empty row before row `at` (`at == height` appends one).
    /// False, changing nothing, at [`MAX_SIDE`] rows or past the end.
    pub fn insert_row(&mut self, at: usize) -> bool {
        if self.height >= MAX_SIDE || at > self.height {
            return false;
        }
        let start = at * self.width;
        self.squares
            .splice(start..start, std::iter::repeat_n(Square::Empty, self.width));
        self.height += 1;
        true
    }

    /// Removes row `at`, whatever is on it. False at one row or past the end.
    pub fn remove_row(&mut self, at: usize) -> bool {
        if self.height <= 1 || at >= self.height {
            return false;
        }
        let start = at * self.width;
        self.squares.drain(start..start + self.width);
        self.height -= 1;
        true
    }

    /// Inserts an empty column before column `at` (`at == width` appends one).
    /// False at [`MAX_SIDE`] columns or past the end.
    pub fn insert_column(&mut self, at: usize) -> bool {
        if self.width >= MAX_SIDE || at > self.width {
            return false;
        }
        let mut squares = Vec::with_capacity((self.width + 1) * self.height);
        for row in self.squares.chunks(self.width) {
            squares.extend_from_slice(&row[..at]);
            squares.push(Square::Empty);
            squares.extend_from_slice(&row[at..]);
        }
        self.squares = squares;
        self.width += 1;
        true
    }

    /// Removes column `at`, whatever is in it. False at one column or past
    /// the end.
    pub fn remove_column(&mut self, at: usize) -> bool {
        if self.width <= 1 || at >= self.width {
            return false;
        }
        let mut squares = Vec::with_capacity((self.width - 1) * self.height);
        for row in self.squares.chunks(self.width) {
            squares.extend_from_slice(&row[..at]);
            squares.extend_from_slice(&row[at + 1..]);
        }
        self.squares = squares;
        self.width -= 1;
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_board_reads_its_lines_and_writes_them_back() {
        let lines = ["  ####", "###  #", "#@ $ #", "# #. #", "#    #", "######"];
        let board = Board::from_lines(lines);
        assert_eq!((board.width(), board.height()), (6, 6));
        assert_eq!(board.get(Cell::new(1, 2)), Some(Square::Player));
        assert_eq!(board.to_rows(), lines);
    }

    #[test]
    fn run_length_rows_and_dashes_are_read_as_squares() {
        let board = Board::from_lines(["5#|#@$.#|5#"]);
        assert_eq!(board.to_rows(), ["#####", "#@$.#", "#####"]);
        let board = Board::from_lines(["#-_-#"]);
        assert_eq!(board.to_rows(), ["#   #"]);
    }

    #[test]
    fn empty_rows_inside_are_written_as_a_dash_and_outside_left_out() {
        let mut board = Board::room(4, 3);
        assert!(board.insert_row(0));
        assert!(board.insert_row(2));
        assert!(board.insert_row(board.height()));
        assert_eq!(board.to_rows(), ["####", "-", "#  #", "####"]);
        assert_eq!(board.as_saved().height(), 4);
    }

    #[test]
    fn the_inside_is_what_the_worker_reaches_through_all_but_walls() {
        let board = Board::from_lines(["  ###", "###@#", "#$  #", "#####"]);
        let inside: Vec<usize> = (0..board.squares.len())
            .filter(|&i| board.inside()[i])
            .collect();
        let width = board.width();
        assert_eq!(
            inside,
            [width + 3, 2 * width + 1, 2 * width + 2, 2 * width + 3]
        );
    }

    #[test]
    fn rows_and_columns_stop_at_the_limits() {
        let mut board = Board::empty(1, 1);
        assert!(!board.remove_row(0));
        assert!(!board.remove_column(0));
        let mut wide = Board::empty(MAX_SIDE, 1);
        assert!(!wide.insert_column(0));
        assert!(wide.remove_column(MAX_SIDE - 1));
        assert_eq!(wide.width(), MAX_SIDE - 1);
    }
}
