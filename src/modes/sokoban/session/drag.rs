//! A mouse drag, and the push it would make if released now.

use crate::levels::sokoban::Cell;

use super::super::game::Game;
use super::super::path::{box_trail, push_path};

/// A mouse drag in progress: where it started, and the push it would make.
#[derive(Debug, Clone)]
pub(super) struct Drag {
    /// The cell the button went down on.
    pub(super) from: Cell,
    /// The push planned to the cell under the pointer, if `from` holds a box.
    pub(super) preview: Option<DragPreview>,
}

/// The push a box drag would make if released now, planned by the same
/// fewest-pushes search that plays it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DragPreview {
    /// The dragged box.
    pub from: Cell,
    /// The cell under the pointer.
    pub to: Cell,
    /// The box's cells from `from` to `to`, one per push; `None` if the box
    /// cannot be pushed there.
    pub trail: Option<Vec<Cell>>,
}

impl DragPreview {
    /// Plans pushing the box on `from` to `to` in `game`.
    pub(super) fn plan(game: &Game, from: Cell, to: Cell) -> Self {
        let moves = push_path(game, from, to);
        Self {
            from,
            to,
            trail: moves.as_deref().map(|m| box_trail(game, from, m)),
        }
    }
}
