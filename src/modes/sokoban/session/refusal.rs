//! What a refusal is (a blocked move, a mouse plan with no path) and why;
//! how long it and the session's news stay on screen.

use super::super::game::Blocked;
use crate::sim::Motion;

/// Steps a message stays on screen.
pub const MESSAGE_STEPS: u32 = 240;
/// Steps a refusal stays on screen: long enough to read, short enough not to
/// linger over the next move.
pub const REFUSAL_STEPS: u32 = 90;

/// A move or plan the rules said no to.
#[derive(Debug, Clone, PartialEq)]
pub struct Refusal {
    /// Why, which the view words.
    pub why: Refused,
    /// Steps left on screen, of [`REFUSAL_STEPS`].
    pub steps_left: u32,
}

impl Refusal {
    /// How much of its time on screen is left, 1 (new) to 0 (gone), so the
    /// view can fade it out.
    #[must_use]
    pub fn fraction_left(&self) -> f32 {
        self.steps_left as f32 / REFUSAL_STEPS as f32
    }

    /// How strongly a frame draws it: whole, then fading out over its last
    /// quarter on screen; with reduced motion whole until it goes.
    #[must_use]
    pub fn shown_strength(&self, motion: Motion) -> f32 {
        match motion {
            Motion::Animated => (self.fraction_left() * 4.0).min(1.0),
            Motion::Reduced => 1.0,
        }
    }

    /// The rect test that refused a single move (drawn on the board); `None`
    /// for a refused mouse plan.
    #[must_use]
    pub fn blocked(&self) -> Option<Blocked> {
        match self.why {
            Refused::Move(blocked) => Some(blocked),
            Refused::NoPushPath | Refused::NoWalkPath => None,
        }
    }
}

/// Why a move or a mouse plan was refused.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Refused {
    /// A single move, refused by this rect test.
    Move(Blocked),
    /// A dragged box has no path of pushes to where it was dropped.
    NoPushPath,
    /// The worker cannot walk to the cell clicked.
    NoWalkPath,
}
