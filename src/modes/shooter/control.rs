//! What a player can ask of the shooter. Keys, scripts and a gamepad are
//! translated into these before the rules see them.

use crate::sim::Control;

/// The shooter's controls; script names in `snake_case`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ShooterControl {
    /// Turn counter-clockwise while held.
    RotateLeft,
    /// Turn clockwise while held.
    RotateRight,
    /// Start or stop moving forward (the seed's S key).
    ToggleMove,
    /// Move forward while held.
    Thrust,
    /// A press fires one shell; holding it fires again every cooldown.
    Fire,
    /// Switch between the point test and the swept test.
    ToggleDetection,
    Pause,
    /// While paused: advance one rules step.
    StepOnce,
    /// Halve the rules' speed (down to 1/8).
    Slower,
    /// Double the rules' speed (up to full).
    Faster,
    ToggleDebug,
    /// Select the next target for the local-space inset (after the last:
    /// none), so the inset is reachable without a mouse and from scripts.
    SelectNext,
    /// Start a new round.
    Restart,
}

impl Control for ShooterControl {
    fn all() -> &'static [Self] {
        use ShooterControl::*;
        &[
            RotateLeft,
            RotateRight,
            ToggleMove,
            Thrust,
            Fire,
            ToggleDetection,
            Pause,
            StepOnce,
            Slower,
            Faster,
            ToggleDebug,
            SelectNext,
            Restart,
        ]
    }

    fn name(self) -> &'static str {
        use ShooterControl::*;
        match self {
            RotateLeft => "rotate_left",
            RotateRight => "rotate_right",
            ToggleMove => "toggle_move",
            Thrust => "thrust",
            Fire => "fire",
            ToggleDetection => "toggle_detection",
            Pause => "pause",
            StepOnce => "step_once",
            Slower => "slower",
            Faster => "faster",
            ToggleDebug => "toggle_debug",
            SelectNext => "select_next",
            Restart => "restart",
        }
    }

    fn describe(self) -> &'static str {
        use ShooterControl::*;
        match self {
            RotateLeft => "rotate the plane left (2° per step)",
            RotateRight => "rotate the plane right (2° per step)",
            ToggleMove => "start / stop moving",
            Thrust => "move forward while held",
            Fire => "fire (hold for rapid fire)",
            ToggleDetection => "switch point test / swept test",
            Pause => "pause / resume",
            StepOnce => "advance one step (while paused)",
            Slower => "slow motion: half speed, down to 1/8",
            Faster => "faster, up to full speed",
            ToggleDebug => "debug overlay: triangles, bounds, paths",
            SelectNext => "select the next target: its local-space inset",
            Restart => "new round",
        }
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

    #[test]
    fn names_round_trip() {
        for &c in ShooterControl::all() {
            assert_eq!(ShooterControl::from_name(c.name()), Some(c));
        }
    }
}
