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
        ListFirst = "list_first": "level list: the first entry",
        ListLast = "list_last": "level list: the last entry",
        Digit0 = "digit_0": "level list: type a level number (0)",
        Digit1 = "digit_1": "level list: type a level number (1)",
        Digit2 = "digit_2": "level list: type a level number (2)",
        Digit3 = "digit_3": "level list: type a level number (3)",
        Digit4 = "digit_4": "level list: type a level number (4)",
        Digit5 = "digit_5": "level list: type a level number (5)",
        Digit6 = "digit_6": "level list: type a level number (6)",
        Digit7 = "digit_7": "level list: type a level number (7)",
        Digit8 = "digit_8": "level list: type a level number (8)",
        Digit9 = "digit_9": "level list: type a level number (9)",
        NextUnsolved = "next_unsolved": "the next level not yet solved",
    }
}

/// The digit controls, in order: `DIGITS[d]` types `d`.
pub const DIGITS: [SokobanControl; 10] = [
    SokobanControl::Digit0,
    SokobanControl::Digit1,
    SokobanControl::Digit2,
    SokobanControl::Digit3,
    SokobanControl::Digit4,
    SokobanControl::Digit5,
    SokobanControl::Digit6,
    SokobanControl::Digit7,
    SokobanControl::Digit8,
    SokobanControl::Digit9,
];

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
