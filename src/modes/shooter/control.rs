//! What a player can ask of the shooter. Keys, scripts and a gamepad are
//! translated into these before the rules see them.

use crate::sim::controls::controls;

controls! {
    /// The shooter's controls, each with its script name and help line.
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
    pub enum ShooterControl {
        /// Turn counter-clockwise while held.
        RotateLeft = "rotate_left": "rotate the plane left (the arena's degrees per step)",
        /// Turn clockwise while held.
        RotateRight = "rotate_right": "rotate the plane right (the arena's degrees per step)",
        /// Start or stop moving forward (the text's S key).
        ToggleMove = "toggle_move": "start / stop moving",
        /// Move forward while held.
        Thrust = "thrust": "move forward while held",
        /// A press fires one shell; holding it fires again every cooldown.
        Fire = "fire": "fire (hold for rapid fire)",
        /// Cycle the hit tests: point, swept, spin, point...
        ToggleDetection = "toggle_detection": "cycle the hit test: point / swept / spin",
        Pause = "pause": "pause / resume",
        /// While paused: advance one rules step; while rewound, show the next.
        StepOnce = "step_once": "advance one step (while paused or rewound)",
        /// Halve the rules' speed (down to 1/8).
        Slower = "slower": "slow motion: half speed, down to 1/8",
        /// Double the rules' speed (up to full).
        Faster = "faster": "faster, up to full speed",
        ToggleDebug = "toggle_debug": "debug overlay: triangles, bounds, paths",
        /// Broad phase (a grid) before the exact tests, or brute force: the
        /// same hits, far more tests (watch them on the `F3` line).
        ToggleBroadPhase = "toggle_broad_phase": "broad phase on / off (brute force)",
        /// The line of the collision step's counts and times.
        ToggleStepStats = "toggle_step_stats": "step line: shells, pairs, tests, µs, fps",
        /// Select the next target for the local-space inset (after the last:
        /// none), so the inset is reachable without a mouse and from scripts.
        SelectNext = "select_next": "select the next target: its local-space inset",
        /// Start a new round.
        Restart = "restart": "new round",
        /// On the end screen: the arena after this one, in the arena
        /// chooser's order. Not a rule of the round: the screen asks the app
        /// for it (nothing happens in a lesson's step, which has no file).
        NextArena = "next_arena": "the next arena (on the end screen)",
        /// This arena in the arena editor. Like `next_arena`, the screen's
        /// to ask for (a lesson's step has no file to edit).
        Edit = "edit": "edit this arena in the arena editor",
        /// Show the step before (held: one a step), back as far as ten
        /// seconds; the round waits while an earlier moment is shown.
        Rewind = "rewind": "rewind: step back (hold to go on), up to 10 s",
        /// Play the rewound moments forward slowly, back to the present
        /// (pressed again: hold still); `step_once` steps one.
        Replay = "replay": "replay the rewound moments slowly, back to the present",
        /// The last finished round's replay as a share code, on the
        /// clipboard. The screen's to ask for, like `edit`.
        CopyCode = "copy_code": "copy the last finished round's replay code to the clipboard",
    }
}

impl ShooterControl {
    /// Whether this control, the first time it acts in a round, starts the
    /// round's clock: the controls that play (rotate, move, fire), not the
    /// teaching ones a class uses to look (tests, debug, inset, speed).
    #[must_use]
    pub fn starts_clock(self) -> bool {
        use ShooterControl::*;
        matches!(self, RotateLeft | RotateRight | ToggleMove | Thrust | Fire)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sim::Control;

    #[test]
    fn names_round_trip() {
        for &c in ShooterControl::all() {
            assert_eq!(ShooterControl::from_name(c.name()), Some(c));
        }
    }
}
