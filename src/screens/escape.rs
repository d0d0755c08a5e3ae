//! What the app's own Esc does, by where the player is. Which key it is
//! is declared with the app's other keys in the window (`view/app_keys.rs`);
//! where leaving a screen goes is [`super::navigation`]'s.

/// What Esc does, given where the player is: it closes an overlay (the help,
/// the preferences) first, then
/// leaves a mode, and on the title quits only when pressed a second time (a
/// stray Esc in a classroom should not end the lesson).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Escape {
    /// The help overlay or the preferences are open: close them, and
    /// nothing else.
    CloseOverlay,
    /// Leave the mode (for where to, see [`super::navigation`]).
    BackToTitle,
    /// On the title, the first press: say that a second one quits.
    ArmQuit,
    /// On the title, the second press: quit.
    Quit,
}

impl Escape {
    /// What Esc does with an overlay open or not, in a mode or on the title,
    /// and after a first press on the title or not.
    #[must_use]
    pub fn decide(overlay_open: bool, in_mode: bool, quit_armed: bool) -> Self {
        if overlay_open {
            Escape::CloseOverlay
        } else if in_mode {
            Escape::BackToTitle
        } else if quit_armed {
            Escape::Quit
        } else {
            Escape::ArmQuit
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escape_closes_help_then_leaves_the_mode_then_quits_on_the_second_press() {
        assert_eq!(Escape::decide(true, true, false), Escape::CloseOverlay);
        assert_eq!(Escape::decide(true, false, true), Escape::CloseOverlay);
        assert_eq!(Escape::decide(false, true, false), Escape::BackToTitle);
        assert_eq!(Escape::decide(false, false, false), Escape::ArmQuit);
        assert_eq!(Escape::decide(false, false, true), Escape::Quit);
    }
}
