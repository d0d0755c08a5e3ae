//! What a refusal is (a blocked move, a mouse plan with no path) and the
//! sentence it shows; how long it and the session's news stay on screen.

use super::super::collide::Solid;
use super::super::game::Blocked;

/// Steps a message stays on screen.
pub const MESSAGE_STEPS: u32 = 240;
/// Steps a refusal stays on screen: long enough to read, short enough not to
/// linger over the next move.
pub const REFUSAL_STEPS: u32 = 90;

/// A move or plan the rules said no to.
#[derive(Debug, Clone, PartialEq)]
pub struct Refusal {
    /// Why, as one sentence.
    pub text: &'static str,
    /// The rect test that refused a single move (drawn on the board); `None`
    /// for a refused mouse plan.
    pub blocked: Option<Blocked>,
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
}

/// The sentence shown for a refused move.
#[must_use]
pub fn explain(blocked: &Blocked) -> &'static str {
    match blocked {
        Blocked::Wall { .. } => "Blocked: the worker's probe overlaps a wall (rect test)",
        Blocked::Box {
            solid: Solid::Wall(_),
            ..
        } => "Blocked: the box's probe overlaps a wall (rect test)",
        Blocked::Box {
            solid: Solid::Box(_),
            ..
        } => "Blocked: the box's probe overlaps another box (rect test)",
    }
}
