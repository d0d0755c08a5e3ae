//! The Sokoban editor's controls: what its keys, its script lines and its
//! help overlay mean, each declared once (`hitlab controls sokoban-editor`
//! lists them).

use super::paint::{Side, Tool};
use crate::sim::controls::controls;

controls! {
    /// The Sokoban editor's controls, each with its script name and help line.
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
    pub enum EditorControl {
        CursorUp = "cursor_up": "move the cursor up",
        CursorDown = "cursor_down": "move the cursor down",
        CursorLeft = "cursor_left": "move the cursor left",
        CursorRight = "cursor_right": "move the cursor right",
        Paint = "paint": "paint the chosen tool at the cursor",
        Wall = "wall": "paint a wall at the cursor (and choose walls)",
        Floor = "floor": "paint floor at the cursor, keeping a box or the worker",
        Goal = "goal": "paint a goal at the cursor, keeping a box or the worker",
        Box = "box": "paint a box at the cursor",
        BoxOnGoal = "box_on_goal": "paint a box on a goal at the cursor",
        Player = "player": "put the worker at the cursor (it moves there)",
        Erase = "erase": "erase the cursor's square",
        GrowLeft = "grow_left": "add a column at the left",
        GrowRight = "grow_right": "add a column at the right",
        GrowTop = "grow_top": "add a row at the top",
        GrowBottom = "grow_bottom": "add a row at the bottom",
        ShrinkLeft = "shrink_left": "remove the left column",
        ShrinkRight = "shrink_right": "remove the right column",
        ShrinkTop = "shrink_top": "remove the top row",
        ShrinkBottom = "shrink_bottom": "remove the bottom row",
        NewLevel = "new_level": "add a new level after this one",
        CopyLevel = "copy_level": "add a copy of this level after it",
        NextLevel = "next_level": "edit the next level of the pack",
        PrevLevel = "prev_level": "edit the previous level of the pack",
        Solve = "solve": "solve the board in the background (again: stop)",
        Undo = "undo": "undo the last edit",
        Redo = "redo": "redo an undone edit",
        Save = "save": "save the pack",
        Play = "play": "play the board from here (again: back to editing)",
    }
}

impl EditorControl {
    /// The paint tool this control paints with, if it is one.
    #[must_use]
    pub fn tool(self) -> Option<Tool> {
        Some(match self {
            EditorControl::Wall => Tool::Wall,
            EditorControl::Floor => Tool::Floor,
            EditorControl::Goal => Tool::Goal,
            EditorControl::Box => Tool::Box,
            EditorControl::BoxOnGoal => Tool::BoxOnGoal,
            EditorControl::Player => Tool::Player,
            EditorControl::Erase => Tool::Erase,
            _ => return None,
        })
    }

    /// The side this control grows (`true`) or shrinks the board at.
    #[must_use]
    pub fn resize(self) -> Option<(Side, bool)> {
        Some(match self {
            EditorControl::GrowLeft => (Side::Left, true),
            EditorControl::GrowRight => (Side::Right, true),
            EditorControl::GrowTop => (Side::Top, true),
            EditorControl::GrowBottom => (Side::Bottom, true),
            EditorControl::ShrinkLeft => (Side::Left, false),
            EditorControl::ShrinkRight => (Side::Right, false),
            EditorControl::ShrinkTop => (Side::Top, false),
            EditorControl::ShrinkBottom => (Side::Bottom, false),
            _ => return None,
        })
    }

    /// The cursor's step (columns, rows; rows grow downwards).
    #[must_use]
    pub fn cursor_step(self) -> Option<(i32, i32)> {
        Some(match self {
            EditorControl::CursorUp => (0, -1),
            EditorControl::CursorDown => (0, 1),
            EditorControl::CursorLeft => (-1, 0),
            EditorControl::CursorRight => (1, 0),
            _ => return None,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sim::Control;

    #[test]
    fn every_tool_has_its_control() {
        let tools: Vec<Tool> = EditorControl::all()
            .iter()
            .filter_map(|c| c.tool())
            .collect();
        assert_eq!(tools, Tool::ALL);
        assert_eq!(EditorControl::from_name("save"), Some(EditorControl::Save));
    }
}
