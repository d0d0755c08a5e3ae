//! The Sokoban mode's controls (what keys and scripts mean).

use crate::sim::Control;

use super::game::Dir;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SokobanControl {
    Up,
    Down,
    Left,
    Right,
    Undo,
    Redo,
    Restart,
    NextLevel,
    PrevLevel,
    LevelSelect,
    Confirm,
    Export,
    Replay,
}

impl SokobanControl {
    /// The move direction, for the four movement controls.
    #[must_use]
    pub fn dir(self) -> Option<Dir> {
        match self {
            SokobanControl::Up => Some(Dir::Up),
            SokobanControl::Down => Some(Dir::Down),
            SokobanControl::Left => Some(Dir::Left),
            SokobanControl::Right => Some(Dir::Right),
            _ => None,
        }
    }
}

impl Control for SokobanControl {
    fn all() -> &'static [Self] {
        use SokobanControl::*;
        &[
            Up,
            Down,
            Left,
            Right,
            Undo,
            Redo,
            Restart,
            NextLevel,
            PrevLevel,
            LevelSelect,
            Confirm,
            Export,
            Replay,
        ]
    }

    fn name(self) -> &'static str {
        use SokobanControl::*;
        match self {
            Up => "up",
            Down => "down",
            Left => "left",
            Right => "right",
            Undo => "undo",
            Redo => "redo",
            Restart => "restart",
            NextLevel => "next_level",
            PrevLevel => "prev_level",
            LevelSelect => "level_select",
            Confirm => "confirm",
            Export => "export",
            Replay => "replay",
        }
    }

    fn describe(self) -> &'static str {
        use SokobanControl::*;
        match self {
            Up => "walk or push up",
            Down => "walk or push down",
            Left => "walk or push left",
            Right => "walk or push right",
            Undo => "undo the last move",
            Redo => "redo an undone move",
            Restart => "restart the level (undo can take it back)",
            NextLevel => "next level",
            PrevLevel => "previous level",
            LevelSelect => "open or close the level list",
            Confirm => "play the chosen level / go on after a solve",
            Export => "save the moves so far as LURD in the data folder",
            Replay => "replay the saved moves, else the pack's solution",
        }
    }
}
