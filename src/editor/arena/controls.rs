//! The arena editor's controls: what its keys, the mouse's buttons and a
//! `--script` ask of it. The keys are the view's (`view::editor::arena`).

use crate::sim::controls::controls;

controls! {
    /// What a designer can ask of the arena editor.
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
    pub enum EditorControl {
        SelectNext = "select_next": "select the next part (plane, targets, obstacles)",
        SelectPrevious = "select_previous": "select the previous part",
        MoveLeft = "move_left": "move the selection left (one grid step)",
        MoveRight = "move_right": "move the selection right",
        MoveUp = "move_up": "move the selection up",
        MoveDown = "move_down": "move the selection down",
        NudgeLeft = "nudge_left": "move the selection left a little",
        NudgeRight = "nudge_right": "move the selection right a little",
        NudgeUp = "nudge_up": "move the selection up a little",
        NudgeDown = "nudge_down": "move the selection down a little",
        RotateLeft = "rotate_left": "turn the selection counter-clockwise (15°)",
        RotateRight = "rotate_right": "turn the selection clockwise (15°)",
        Grow = "grow": "make the selection larger (scale +0.1)",
        Shrink = "shrink": "make the selection smaller (scale −0.1)",
        SpinUp = "spin_up": "spin the selected target 1°/step more counter-clockwise",
        SpinDown = "spin_down": "spin the selected target 1°/step more clockwise",
        MoreTips = "more_tips": "a selected star: one tip more",
        FewerTips = "fewer_tips": "a selected star: one tip fewer",
        Thinner = "thinner": "a selected star: thinner tips",
        Fatter = "fatter": "a selected star: fatter tips",
        MoreHits = "more_hits": "a selected target: more hits to break it",
        FewerHits = "fewer_hits": "a selected target: fewer hits to break it",
        NextLetter = "next_letter": "a selected letter: the next character",
        PreviousLetter = "previous_letter": "a selected letter: the previous character",
        AddStar = "add_star": "add a star target",
        AddMoon = "add_moon": "add a moon target",
        AddEllipse = "add_ellipse": "add an ellipse target",
        AddLetter = "add_letter": "add a letter target",
        AddRect = "add_rect": "add a rect obstacle",
        AddDisk = "add_disk": "add a disk obstacle",
        Duplicate = "duplicate": "copy the selected target or obstacle",
        Delete = "delete": "delete the selected target or obstacle",
        Wider = "wider": "make the arena wider",
        Narrower = "narrower": "make the arena narrower",
        Taller = "taller": "make the arena taller",
        Shorter = "shorter": "make the arena shorter",
        FasterShells = "faster_shells": "shells fly 0.05 units a step faster",
        SlowerShells = "slower_shells": "shells fly 0.05 units a step slower",
        LongerCooldown = "longer_cooldown": "one step more between shells",
        ShorterCooldown = "shorter_cooldown": "one step fewer between shells",
        TurnFaster = "turn_faster": "the plane turns 0.5° a step faster",
        TurnSlower = "turn_slower": "the plane turns 0.5° a step slower",
        Detection = "detection": "the next hit test the round starts with",
        Grid = "grid": "snap to the grid on or off",
        Undo = "undo": "undo the last edit",
        Redo = "redo": "redo an undone edit",
        Save = "save": "save the file",
        Play = "play": "play the arena as edited; Esc comes back to the editor",
    }
}
