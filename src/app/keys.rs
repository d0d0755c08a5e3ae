//! Which keys the app keeps for itself, and the title screen's keys.
//! Every other key goes to the running mode.

use ggez::input::keyboard::KeyInput;
use ggez::winit::keyboard::{Key, KeyCode, NamedKey, PhysicalKey};

/// Keys the app handles on every screen (F1, `?`, F2, F11, Esc).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AppKey {
    Help,
    Theme,
    Fullscreen,
    Escape,
}

impl AppKey {
    pub fn of(input: &KeyInput) -> Option<Self> {
        match &input.event.logical_key {
            Key::Named(NamedKey::F1) => Some(AppKey::Help),
            Key::Named(NamedKey::F2) => Some(AppKey::Theme),
            Key::Named(NamedKey::F11) => Some(AppKey::Fullscreen),
            Key::Named(NamedKey::Escape) => Some(AppKey::Escape),
            Key::Character(c) if c.as_str() == "?" => Some(AppKey::Help),
            _ => None,
        }
    }
}

/// Keys of the title screen.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TitleKey {
    /// Open the mode at this index (keys 1, 2, 3).
    Open(usize),
    Up,
    Down,
    OpenSelected,
}

impl TitleKey {
    pub fn of(input: &KeyInput) -> Option<Self> {
        // Digits by position as well as by character, so 1 2 3 work on
        // layouts (AZERTY) where the digit row needs Shift.
        if let PhysicalKey::Code(code) = input.event.physical_key {
            match code {
                KeyCode::Digit1 | KeyCode::Numpad1 => return Some(TitleKey::Open(0)),
                KeyCode::Digit2 | KeyCode::Numpad2 => return Some(TitleKey::Open(1)),
                KeyCode::Digit3 | KeyCode::Numpad3 => return Some(TitleKey::Open(2)),
                _ => {}
            }
        }
        match &input.event.logical_key {
            Key::Named(NamedKey::ArrowUp) => Some(TitleKey::Up),
            Key::Named(NamedKey::ArrowDown) => Some(TitleKey::Down),
            Key::Named(NamedKey::Enter | NamedKey::Space) => Some(TitleKey::OpenSelected),
            Key::Character(c) => match c.as_str() {
                "1" => Some(TitleKey::Open(0)),
                "2" => Some(TitleKey::Open(1)),
                "3" => Some(TitleKey::Open(2)),
                _ => None,
            },
            _ => None,
        }
    }
}

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
