//! What painting a square does: the tools, and growing or shrinking the board
//! at one of its sides.
//!
//! A tool paints one layer and keeps the other where it can, as a designer
//! expects: a goal painted under a box makes a box on a goal, floor painted
//! under the worker takes the goal away and leaves the worker. Erase clears
//! both. A level has one worker, so painting the worker moves it.

use super::board::{Board, Square};
use crate::levels::sokoban::Cell;

/// A paint tool, one per thing a square can hold.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Tool {
    /// A wall, replacing whatever was there.
    Wall,
    /// Floor under whatever stands here (a goal is taken away).
    Floor,
    /// A goal under whatever stands here.
    Goal,
    /// A box, on the goal if there is one.
    Box,
    /// A box on a goal.
    BoxOnGoal,
    /// The worker, on the goal if there is one; the old worker goes.
    Player,
    /// Nothing at all.
    Erase,
}

impl Tool {
    /// Every tool, in the order the editor's keys and palette list them.
    pub const ALL: [Tool; 7] = [
        Tool::Wall,
        Tool::Floor,
        Tool::Goal,
        Tool::Box,
        Tool::BoxOnGoal,
        Tool::Player,
        Tool::Erase,
    ];

    /// What painting this tool over `old` leaves.
    #[must_use]
    pub fn over(self, old: Square) -> Square {
        let goal = old.has_goal();
        match self {
            Tool::Wall => Square::Wall,
            Tool::Erase => Square::Empty,
            Tool::BoxOnGoal => Square::BoxOnGoal,
            Tool::Floor => match old {
                _ if old.has_box() => Square::Box,
                _ if old.has_player() => Square::Player,
                _ => Square::Empty,
            },
            Tool::Goal => match old {
                _ if old.has_box() => Square::BoxOnGoal,
                _ if old.has_player() => Square::PlayerOnGoal,
                _ => Square::Goal,
            },
            Tool::Box if goal => Square::BoxOnGoal,
            Tool::Box => Square::Box,
            Tool::Player if goal => Square::PlayerOnGoal,
            Tool::Player => Square::Player,
        }
    }
}

/// Paints `tool` at `cell`; true if the board changed. Painting the worker
/// takes every other worker off the board (their goals stay).
pub fn paint(board: &mut Board, cell: Cell, tool: Tool) -> bool {
    let Some(old) = board.get(cell) else {
        return false;
    };
    let mut changed = board.set(cell, tool.over(old));
    if tool == Tool::Player {
        let others: Vec<(Cell, Square)> = board
            .cells()
            .filter(|&(at, square)| at != cell && square.has_player())
            .collect();
        for (at, square) in others {
            let left = if square.has_goal() {
                Square::Goal
            } else {
                Square::Empty
            };
            changed |= board.set(at, left);
        }
    }
    changed
}

/// A side of the board, where a row or column is added or taken away.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Side {
    /// The first column.
    Left,
    /// The last column.
    Right,
    /// The first row.
    Top,
    /// The last row.
    Bottom,
}

/// Adds (`grow`) or removes a row or column at `side`; true if the board
/// changed (false at the size limits).
pub fn resize(board: &mut Board, side: Side, grow: bool) -> bool {
    match (side, grow) {
        (Side::Left, true) => board.insert_column(0),
        (Side::Left, false) => board.remove_column(0),
        (Side::Right, true) => board.insert_column(board.width()),
        (Side::Right, false) => board.remove_column(board.width().saturating_sub(1)),
        (Side::Top, true) => board.insert_row(0),
        (Side::Top, false) => board.remove_row(0),
        (Side::Bottom, true) => board.insert_row(board.height()),
        (Side::Bottom, false) => board.remove_row(board.height().saturating_sub(1)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_goal_painted_under_a_box_makes_a_box_on_a_goal() {
        assert_eq!(Tool::Goal.over(Square::Box), Square::BoxOnGoal);
        assert_eq!(Tool::Goal.over(Square::Player), Square::PlayerOnGoal);
        assert_eq!(Tool::Floor.over(Square::BoxOnGoal), Square::Box);
        assert_eq!(Tool::Box.over(Square::Goal), Square::BoxOnGoal);
        assert_eq!(Tool::Erase.over(Square::PlayerOnGoal), Square::Empty);
    }

    #[test]
    fn painting_the_worker_moves_it_and_leaves_its_goal() {
        let mut board = Board::from_lines(["#####", "#+ .#", "#####"]);
        assert!(paint(&mut board, Cell::new(3, 1), Tool::Player));
        assert_eq!(board.to_rows(), ["#####", "#. +#", "#####"]);
    }

    #[test]
    fn painting_what_is_already_there_changes_nothing() {
        let mut board = Board::from_lines(["###"]);
        assert!(!paint(&mut board, Cell::new(0, 0), Tool::Wall));
        assert!(!paint(&mut board, Cell::new(5, 0), Tool::Goal));
    }
}
