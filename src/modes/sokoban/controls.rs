//! The Sokoban mode's controls: what scripts, keys and the help overlay mean.

use crate::sim::controls::controls;

use super::game::Dir;

controls! {
    /// The Sokoban mode's controls, each with its script name and help line.
    #[derive(Debug, Clone, Copy, PartialEq, Eq)]
    pub enum SokobanControl {
        Up = "up": "walk or push up",
        Down = "down": "walk or push down",
        Left = "left": "walk or push left",
        Right = "right": "walk or push right",
        Undo = "undo": "undo the last move",
        Redo = "redo": "redo an undone move",
        Restart = "restart": "restart the level (undo can take it back)",
        NextLevel = "next_level": "next level",
        PrevLevel = "prev_level": "previous level",
        LevelSelect = "level_select": "open or close the level list",
        Confirm = "confirm": "play the chosen level / go on after a solve",
        Export = "export": "save the moves so far as LURD in the data folder",
        Replay = "replay": "replay the saved moves, else the pack's solution",
    }
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
