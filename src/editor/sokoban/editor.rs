//! The editor's state: a pack's text, the level open in it, the board being
//! painted, and undo and redo over all three.
//!
//! The board is written into the text only when it must be (saving, going
//! to another level, adding one) and only if it differs from the board the
//! level was opened with, so a level opened and left alone, or edited and
//! undone, keeps its lines byte for byte.

use std::sync::Arc;

use super::board::Board;
use super::pack_text::PackText;
use super::paint::{Side, Tool, paint, resize};
use super::validity::{Unwritable, Validity, check, unwritable};
use crate::levels::sokoban::Cell;

/// Undo steps kept; older ones are forgotten.
pub const UNDO_LIMIT: usize = 500;

/// Width and height of a new level's walled room, walls included.
pub const NEW_ROOM: (usize, usize) = (7, 5);

/// Everything one undo step brings back.
#[derive(Debug, Clone, PartialEq, Eq)]
struct State {
    /// Shared between undo steps until one changes it: a paint leaves the
    /// text alone, so a long drag does not copy the whole file each step.
    text: Arc<PackText>,
    /// The level open, 0-based in file order.
    level: usize,
    /// The board as the level was opened (or last written into the text).
    opened: Board,
    /// The board being painted.
    board: Board,
}

/// Why an operation that writes the board into the text was refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Refusal {
    /// The board cannot be written (see [`Unwritable`]).
    Unwritable(Unwritable),
    /// There is no level there.
    NoSuchLevel,
    /// Written into this file's text, the board would not read back as
    /// itself: the text around it (an open `Comment:` block, a line a
    /// board row would join) would swallow or change it. Nothing is
    /// written; the designer mends the text by hand.
    WouldNotReadBack,
}

/// A pack being edited, one level at a time.
#[derive(Debug, Clone)]
pub struct Editor {
    state: State,
    undo: Vec<State>,
    redo: Vec<State>,
    /// During a drag: whether its first change already pushed an undo step
    /// (a whole drag is undone at once). `None` outside a drag.
    stroke: Option<bool>,
    /// Counts every change, so a view knows when to rebuild what it shows.
    version: u64,
}

impl Editor {
    /// Opens level `level` (0-based; the last if past it) of a pack's
    /// `text`. A text without any board gets a new level, a walled room
    /// titled `new_title`, to start from.
    #[must_use]
    pub fn open(text: &str, level: usize, new_title: &str) -> Self {
        let mut pack = PackText::new(text);
        let count = pack.board_count();
        let level = if count == 0 {
            pack.insert_board(None, &Board::room(NEW_ROOM.0, NEW_ROOM.1), new_title)
        } else {
            level.min(count - 1)
        };
        let board = pack
            .board(level)
            .unwrap_or_else(|| Board::room(NEW_ROOM.0, NEW_ROOM.1));
        Self {
            state: State {
                text: Arc::new(pack),
                level,
                opened: board.clone(),
                board,
            },
            undo: Vec::new(),
            redo: Vec::new(),
            stroke: None,
            version: 0,
        }
    }

    /// The board being painted.
    #[must_use]
    pub fn board(&self) -> &Board {
        &self.state.board
    }

    /// The level open, 0-based in file order.
    #[must_use]
    pub fn level(&self) -> usize {
        self.state.level
    }

    /// How many levels the pack holds.
    #[must_use]
    pub fn level_count(&self) -> usize {
        self.state.text.board_count()
    }

    /// The pack's text as it stands, without the board's unsaved changes:
    /// the other levels' titles are read from it.
    #[must_use]
    pub fn text(&self) -> String {
        self.state.text.text()
    }

    /// Bumped by every change (edits, undo, redo).
    #[must_use]
    pub fn version(&self) -> u64 {
        self.version
    }

    /// Whether the board differs from the level as it was opened.
    #[must_use]
    pub fn board_changed(&self) -> bool {
        self.state.board != self.state.opened
    }

    /// The board as a level, or the first thing wrong with it.
    #[must_use]
    pub fn validity(&self) -> Validity {
        check(&self.state.board)
    }

    /// The pack's text with the board written in: what saving writes.
    /// Refused if the board has changed and cannot be written.
    pub fn saved_text(&self) -> Result<String, Refusal> {
        let mut state = self.state.clone();
        write_board(&mut state)?;
        Ok(state.text.text())
    }

    /// Records that the text was saved: the board now in the file becomes
    /// the one opened (undo still reaches past it).
    pub fn mark_saved(&mut self) -> Result<(), Refusal> {
        let mut state = self.state.clone();
        write_board(&mut state)?;
        self.state = state;
        Ok(())
    }

    fn push_undo(&mut self) {
        self.undo.push(self.state.clone());
        if self.undo.len() > UNDO_LIMIT {
            self.undo.remove(0);
        }
        self.redo.clear();
    }

    /// Runs `change` on a copy of the state and keeps it, with an undo step,
    /// if it changed anything.
    fn change(
        &mut self,
        change: impl FnOnce(&mut State) -> Result<bool, Refusal>,
    ) -> Result<bool, Refusal> {
        let mut next = self.state.clone();
        if !change(&mut next)? || next == self.state {
            return Ok(false);
        }
        match self.stroke {
            Some(true) => {}
            Some(false) => {
                self.push_undo();
                self.stroke = Some(true);
            }
            None => self.push_undo(),
        }
        self.state = next;
        self.version += 1;
        Ok(true)
    }

    /// A drag begins: its paints are undone together.
    pub fn begin_stroke(&mut self) {
        self.stroke = Some(false);
    }

    /// The drag ended.
    pub fn end_stroke(&mut self) {
        self.stroke = None;
    }

    /// Paints `tool` at `cell`; true if the board changed.
    pub fn paint(&mut self, cell: Cell, tool: Tool) -> bool {
        self.change(|s| Ok(paint(&mut s.board, cell, tool)))
            .unwrap_or(false)
    }

    /// Adds (`grow`) or removes a row or column at `side`; true if the
    /// board changed.
    pub fn resize(&mut self, side: Side, grow: bool) -> bool {
        self.change(|s| Ok(resize(&mut s.board, side, grow)))
            .unwrap_or(false)
    }

    /// Opens level `level` (0-based), writing the board into the text first.
    pub fn go_to(&mut self, level: usize) -> Result<bool, Refusal> {
        self.change(|s| {
            write_board(s)?;
            let board = s.text.board(level).ok_or(Refusal::NoSuchLevel)?;
            s.level = level;
            s.opened = board.clone();
            s.board = board;
            Ok(true)
        })
    }

    /// Adds a level after this one and opens it: a walled room (`copy`
    /// false) or a copy of this board, titled `title`.
    pub fn add_level(&mut self, copy: bool, title: &str) -> Result<bool, Refusal> {
        self.change(|s| {
            write_board(s)?;
            let board = if copy {
                s.board.clone()
            } else {
                Board::room(NEW_ROOM.0, NEW_ROOM.1)
            };
            let index = Arc::make_mut(&mut s.text).insert_board(Some(s.level), &board, title);
            reads_back(&s.text, index, &board)?;
            s.level = index;
            s.opened = board.clone();
            s.board = board;
            Ok(true)
        })
    }

    /// Takes back the last change; false if there is none.
    pub fn undo(&mut self) -> bool {
        let Some(previous) = self.undo.pop() else {
            return false;
        };
        self.redo.push(std::mem::replace(&mut self.state, previous));
        self.version += 1;
        true
    }

    /// Does again the last change undone; false if there is none.
    pub fn redo(&mut self) -> bool {
        let Some(next) = self.redo.pop() else {
            return false;
        };
        self.undo.push(std::mem::replace(&mut self.state, next));
        self.version += 1;
        true
    }
}

/// Writes the board into the text if it changed since it was opened.
fn write_board(state: &mut State) -> Result<(), Refusal> {
    if state.board == state.opened {
        return Ok(());
    }
    if let Some(why) = unwritable(&state.board) {
        return Err(Refusal::Unwritable(why));
    }
    if !Arc::make_mut(&mut state.text).replace_board(state.level, &state.board) {
        return Err(Refusal::NoSuchLevel);
    }
    reads_back(&state.text, state.level, &state.board)?;
    state.opened = state.board.clone();
    Ok(())
}

/// Whether board `level` of `text` reads as `board` (empty margins aside),
/// as the game and `hitlab check` will read the saved file. Found by
/// fuzzing the write-back: a level added inside an unclosed `Comment:`
/// block, or a row that a neighbouring line joined, was saved but read as
/// something else, or not at all.
fn reads_back(text: &PackText, level: usize, board: &Board) -> Result<(), Refusal> {
    match text.board(level) {
        Some(read) if read.as_saved() == board.as_saved() => Ok(()),
        _ => Err(Refusal::WouldNotReadBack),
    }
}
