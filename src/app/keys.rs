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
