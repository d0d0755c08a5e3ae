//! What the session tells the player: news (a reload, an export, a save
//! error) that stays a few seconds, and refusals (a blocked move, a drag
//! with no path) that show briefly, where the player is looking.

use super::super::game::Blocked;
use super::Session;
use super::refusal::{MESSAGE_STEPS, REFUSAL_STEPS, Refusal};

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
