//! What the app's own keys do: Esc by where the player is, and the title's
//! arrows. Which keys they are is declared in `view/app_keys.rs`.

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

/// The menu row after moving one up or down from `selected`, wrapping
/// around `count` rows.
#[must_use]
pub fn next_row(selected: usize, count: usize, down: bool) -> usize {
    if count == 0 {
        0
    } else if down {
        (selected + 1) % count
    } else {
        (selected + count - 1) % count
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

    #[test]
    fn menu_selection_wraps_both_ways() {
        assert_eq!(next_row(0, 3, false), 2);
        assert_eq!(next_row(2, 3, true), 0);
        assert_eq!(next_row(1, 3, true), 2);
        assert_eq!(next_row(0, 0, true), 0);
    }
}
