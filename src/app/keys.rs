//! What the app's own Esc does, by where the player is (the title's arrows
//! step a `hitlab::screens::Selection`). Which keys they are is declared in
//! `view/app_keys.rs`.

/// What Esc does, given where the player is: it closes the help first, then
/// leaves a mode, and on the title quits only when pressed a second time (a
/// stray Esc in a classroom should not end the lesson).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Escape {
    CloseHelp,
    BackToTitle,
    ArmQuit,
    Quit,
}

impl Escape {
    #[must_use]
    pub fn decide(help_open: bool, in_mode: bool, quit_armed: bool) -> Self {
        if help_open {
            Escape::CloseHelp
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
        assert_eq!(Escape::decide(true, true, false), Escape::CloseHelp);
        assert_eq!(Escape::decide(true, false, true), Escape::CloseHelp);
        assert_eq!(Escape::decide(false, true, false), Escape::BackToTitle);
        assert_eq!(Escape::decide(false, false, false), Escape::ArmQuit);
        assert_eq!(Escape::decide(false, false, true), Escape::Quit);
    }
}
