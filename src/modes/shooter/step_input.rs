//! What one rules step reads of the player: the playing controls held and
//! pressed, and the hit test in force. Small and `Copy`, so the rewind
//! history keeps one a step and plays the steps again exactly.

use crate::levels::arena::Detection;
use crate::sim::ControlFrame;

use super::control::ShooterControl as C;

/// The controls the rules read, one bit each (their place here). The others
/// act at once, outside the rules step (tests, pause, speed, views).
const PLAYING: [C; 5] = [
    C::RotateLeft,
    C::RotateRight,
    C::ToggleMove,
    C::Thrust,
    C::Fire,
];

fn bit(control: C) -> u8 {
    PLAYING
        .iter()
        .position(|&c| c == control)
        .map_or(0, |i| 1 << i)
}

/// One rules step's input.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct StepInput {
    held: u8,
    pressed: u8,
    /// The hit test the step resolves shells with.
    pub detection: Detection,
}

impl StepInput {
    /// The playing controls `frame` holds, those in `pressed` (the presses
    /// kept for this step), and `detection`.
    pub(super) fn new(frame: &ControlFrame<C>, pressed: &[C], detection: Detection) -> Self {
        let mut input = Self {
            held: 0,
            pressed: 0,
            detection,
        };
        for &c in &PLAYING {
            if frame.held(c) {
                input.held |= bit(c);
            }
            if pressed.contains(&c) {
                input.pressed |= bit(c);
            }
        }
        input
    }

    /// Whether `control` is down during the step.
    #[must_use]
    pub fn held(&self, control: C) -> bool {
        self.held & bit(control) != 0
    }

    /// Whether `control` was pressed for the step.
    #[must_use]
    pub fn pressed(&self, control: C) -> bool {
        self.pressed & bit(control) != 0
    }

    /// Whether a control that starts the round's clock acts in the step
    /// ([`C::starts_clock`]).
    #[must_use]
    pub fn starts_clock(&self) -> bool {
        PLAYING
            .iter()
            .any(|&c| c.starts_clock() && (self.held(c) || self.pressed(c)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sim::Control;

    #[test]
    fn every_control_that_starts_the_clock_is_one_the_rules_read() {
        for &c in C::all() {
            assert_eq!(c.starts_clock(), bit(c) != 0, "{c:?}");
        }
    }

    #[test]
    fn held_and_pressed_are_kept_apart() {
        let frame = ControlFrame::new(vec![C::RotateLeft, C::Pause], vec![C::Pause]);
        let input = StepInput::new(&frame, &[C::Fire], Detection::Swept);
        assert!(input.held(C::RotateLeft) && !input.pressed(C::RotateLeft));
        assert!(input.pressed(C::Fire) && !input.held(C::Fire));
        assert!(!input.held(C::Pause), "not a control the rules read");
        assert!(input.starts_clock());
        let idle = StepInput::new(&ControlFrame::default(), &[], Detection::Point);
        assert!(!idle.starts_clock());
    }
}
