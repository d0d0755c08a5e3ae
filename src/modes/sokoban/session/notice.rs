//! What the session tells the player: news (a reload, an export, a save
//! error) that stays a few seconds, and refusals (a blocked move, a drag
//! with no path) that show briefly, where the player is looking.

use super::super::collide::Solid;
use super::super::game::Blocked;
use super::Session;

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

impl Session {
    /// The news on screen, if any.
    #[must_use]
    pub fn message(&self) -> Option<&str> {
        self.message.as_ref().map(|(m, _)| m.as_str())
    }

    /// The refusal on screen, if any.
    #[must_use]
    pub fn refusal(&self) -> Option<&Refusal> {
        self.refusal.as_ref()
    }

    /// The rect test that refused the last move, while it is on screen.
    #[must_use]
    pub fn blocked(&self) -> Option<Blocked> {
        self.refusal.as_ref().and_then(|r| r.blocked)
    }

    pub(super) fn say(&mut self, text: String) {
        log::info!("sokoban: {text}");
        self.message = Some((text, MESSAGE_STEPS));
    }

    pub(super) fn refuse(&mut self, text: &'static str, blocked: Option<Blocked>) {
        self.refusal = Some(Refusal {
            text,
            blocked,
            steps_left: REFUSAL_STEPS,
        });
    }

    /// Counts both kinds down by one step.
    pub(super) fn tick_notices(&mut self) {
        if let Some((_, left)) = &mut self.message {
            *left = left.saturating_sub(1);
            if *left == 0 {
                self.message = None;
            }
        }
        if let Some(refusal) = &mut self.refusal {
            refusal.steps_left = refusal.steps_left.saturating_sub(1);
            if refusal.steps_left == 0 {
                self.refusal = None;
            }
        }
    }
}
