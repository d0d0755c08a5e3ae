//! Whether the board being edited is a level, and if not, the first reason
//! and the square it concerns: the same rules, in the same order, as the
//! pack loader and `hitlab check` apply, since the board is checked by
//! writing it as a file writes it and reading that back.

use std::path::Path;

use super::board::Board;
use crate::levels::sokoban::{Cell, Level, LevelProblem, parse_pack};

/// Why a board cannot be written into a pack file at all.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Unwritable {
    /// Nothing is on the board.
    Blank,
    /// The board's first row holds no wall, so a reader would not see the
    /// board start there.
    NoWallInFirstRow,
}

/// What is wrong with a board.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Problem {
    /// It cannot be written as a board at all.
    Unwritable(Unwritable),
    /// It can be written, but the game would skip it for this reason (the
    /// loader's own words).
    Level(LevelProblem),
}

/// The board as a level, or the first thing wrong with it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Validity {
    /// A level the game plays, as the file would hold it: its cells start
    /// at the board's first row with anything on it.
    Playable(Level),
    /// The first problem found and, when one square is to blame, that square.
    Invalid {
        /// What is wrong.
        problem: Problem,
        /// Where, in the board's own cells.
        cell: Option<Cell>,
    },
}

impl Validity {
    /// The level, if the board is one.
    #[must_use]
    pub fn level(&self) -> Option<&Level> {
        match self {
            Validity::Playable(level) => Some(level),
            Validity::Invalid { .. } => None,
        }
    }
}

/// Why `board` cannot be written into a pack, if it cannot.
#[must_use]
pub fn unwritable(board: &Board) -> Option<Unwritable> {
    let rows = board.to_rows();
    match rows.first() {
        None => Some(Unwritable::Blank),
        Some(first) if !first.contains('#') => Some(Unwritable::NoWallInFirstRow),
        Some(_) => None,
    }
}

/// Checks `board` as the pack loader would check it in a file.
#[must_use]
pub fn check(board: &Board) -> Validity {
    if let Some(why) = unwritable(board) {
        let first_row = board.used_rows().start;
        let cell = (why == Unwritable::NoWallInFirstRow).then(|| Cell::new(0, first_row as i32));
        return Validity::Invalid {
            problem: Problem::Unwritable(why),
            cell,
        };
    }
    let mut text = board.to_rows().join("\n");
    text.push('\n');
    let pack = parse_pack(&text, Path::new("editor"));
    // The rows written above hold one board: a row with a wall first, then
    // rows that are never blank.
    let first_row = board.used_rows().start as i32;
    match pack.entries.into_iter().next() {
        Some(Ok(level)) => Validity::Playable(level),
        Some(Err(error)) => {
            // Lines and columns are 1-based positions in the rows written,
            // every character one column (the board alphabet is ASCII).
            let cell = error
                .column
                .map(|column| Cell::new(column as i32 - 1, error.line as i32 - 1 + first_row));
            Validity::Invalid {
                problem: Problem::Level(error.problem),
                cell,
            }
        }
        None => Validity::Invalid {
            problem: Problem::Unwritable(Unwritable::Blank),
            cell: None,
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn problem_at(rows: &[&str]) -> (Problem, Option<Cell>) {
        match check(&Board::from_lines(rows.iter().copied())) {
            Validity::Invalid { problem, cell } => (problem, cell),
            Validity::Playable(level) => panic!("playable: {}", level.to_xsb()),
        }
    }

    #[test]
    fn a_closed_board_with_a_box_per_goal_is_playable() {
        let board = Board::from_lines(["#####", "#@$.#", "#####"]);
        let level = check(&board);
        assert_eq!(level.level().map(|l| l.worker), Some(Cell::new(1, 1)));
        let mut lower = board.clone();
        lower.insert_row(0);
        assert_eq!(check(&lower), level, "empty rows above are not written");
    }

    #[test]
    fn a_gap_in_the_wall_is_named_at_the_square_the_worker_leaves_from() {
        let (problem, cell) = problem_at(&["#####", "#@$. ", "#####"]);
        assert_eq!(problem, Problem::Level(LevelProblem::NotEnclosed));
        assert_eq!(cell, Some(Cell::new(4, 1)));
    }

    #[test]
    fn a_second_worker_is_named_at_the_second() {
        let (problem, cell) = problem_at(&["######", "#@$.@#", "######"]);
        assert!(matches!(
            problem,
            Problem::Level(LevelProblem::SecondWorker { .. })
        ));
        assert_eq!(cell, Some(Cell::new(4, 1)));
    }

    #[test]
    fn more_boxes_than_goals_is_the_loaders_reason() {
        let (problem, cell) = problem_at(&["######", "#@$$.#", "######"]);
        let expected = LevelProblem::BoxGoalMismatch { boxes: 2, goals: 1 };
        assert_eq!(problem, Problem::Level(expected));
        assert_eq!(cell, None);
    }

    #[test]
    fn cells_below_empty_rows_keep_their_place() {
        let mut board = Board::from_lines(["#####", "#@$. ", "#####"]);
        board.insert_row(0);
        let (problem, cell) = match check(&board) {
            Validity::Invalid { problem, cell } => (problem, cell),
            Validity::Playable(_) => panic!("the wall has a gap"),
        };
        assert_eq!(problem, Problem::Level(LevelProblem::NotEnclosed));
        assert_eq!(cell, Some(Cell::new(4, 2)));
    }

    #[test]
    fn a_blank_board_and_a_first_row_without_wall_cannot_be_written() {
        let (problem, _) = problem_at(&["-"]);
        assert_eq!(problem, Problem::Unwritable(Unwritable::Blank));
        let (problem, cell) = problem_at(&["  $", "#####", "#@ .#", "#####"]);
        assert_eq!(problem, Problem::Unwritable(Unwritable::NoWallInFirstRow));
        assert_eq!(cell, Some(Cell::new(0, 0)));
    }
}
