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

    /// The input as one number: held controls in bits 0–7, pressed in
    /// 8–15, the hit test's index in [`Detection::ALL`] in 16–17. What a
    /// replay keeps of a step.
    #[must_use]
    pub fn to_bits(self) -> u32 {
        u32::from(self.held) | u32::from(self.pressed) << 8 | (self.detection as u32) << 16
    }

    /// The input [`Self::to_bits`] gave `bits`; `None` for a number it
    /// cannot give (a control or test this version does not have).
    #[must_use]
    pub fn from_bits(bits: u32) -> Option<Self> {
        let known = (1u32 << PLAYING.len()) - 1;
        let (held, pressed) = (bits & 0xff, bits >> 8 & 0xff);
        if held & !known != 0 || pressed & !known != 0 || bits >> 18 != 0 {
            return None;
        }
        let detection = *Detection::ALL.get((bits >> 16) as usize)?;
        Some(Self {
            held: held as u8,
            pressed: pressed as u8,
            detection,
        })
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
    fn an_input_survives_its_bits_and_a_foreign_number_is_refused() {
        let frame = ControlFrame::new(vec![C::RotateLeft, C::Thrust], vec![]);
        for detection in Detection::ALL {
            let input = StepInput::new(&frame, &[C::Fire], detection);
            assert_eq!(StepInput::from_bits(input.to_bits()), Some(input));
        }
        assert_eq!(StepInput::from_bits(1 << 7), None, "no eighth control");
        assert_eq!(StepInput::from_bits(3 << 16), None, "no fourth test");
        assert_eq!(StepInput::from_bits(1 << 20), None);
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
