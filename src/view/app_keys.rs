//! The keys every screen shares (help, contrast, fullscreen, Esc) and the
//! title screen's, each written once: the app routes them by these tables,
//! and the help overlay and the title's footer name them from here.

use ggez::winit::keyboard::{KeyCode, NamedKey};

use super::keymap::{HelpLine, KeyEvent, Keymap, bind, key, named, typed};

/// Keys the app handles on every screen.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AppKey {
    Help,
    Theme,
    Fullscreen,
    /// Sound effects on or off.
    Sound,
    /// Save the screen as a PNG in the pictures folder.
    SaveScreen,
    Escape,
}

/// The app's own keys. `?` is matched by the character it types, so it
/// works on every layout.
pub const APP_KEYS: Keymap<AppKey> = Keymap::new(&[
    bind(AppKey::Help, &[named(NamedKey::F1), typed("?")]),
    bind(AppKey::Theme, &[named(NamedKey::F2)]),
    bind(AppKey::Sound, &[named(NamedKey::F4)]),
    bind(AppKey::Fullscreen, &[named(NamedKey::F11)]),
    bind(AppKey::SaveScreen, &[named(NamedKey::F12)]),
    bind(AppKey::Escape, &[named(NamedKey::Escape)]),
]);

impl AppKey {
    /// The app key `event` is, if any.
    #[must_use]
    pub fn of(event: &KeyEvent) -> Option<Self> {
        APP_KEYS.control(event, |_| true)
    }
}

/// The keys the app handles on every screen, as the help overlay lists
/// them: Esc leaves a mode, and on the title quits when pressed twice.
#[must_use]
pub fn app_help(in_mode: bool) -> Vec<HelpLine> {
    let keys = |k| APP_KEYS.keys(k);
    let esc = keys(AppKey::Escape);
    vec![
        HelpLine::new(
            keys(AppKey::Help),
            "show or hide this help (the mode pauses)",
        ),
        HelpLine::new(keys(AppKey::Theme), "high-contrast theme for projectors"),
        HelpLine::new(keys(AppKey::Sound), "sound effects on or off"),
        HelpLine::new(keys(AppKey::Fullscreen), "fullscreen on or off"),
        HelpLine::new(
            keys(AppKey::SaveScreen),
            "save the screen as a PNG in your pictures folder",
        ),
        if in_mode {
            HelpLine::new(esc, "back to the title screen")
        } else {
            HelpLine::new(format!("{esc} {esc}"), format!("quit (press {esc} twice)"))
        },
    ]
}

/// What a screen that cannot show its level says under the error: the
/// file is read again when saved, and Esc leaves.
#[must_use]
pub fn fix_or_leave() -> String {
    format!(
        "Save a fix and it reloads; {}: back to the title",
        APP_KEYS.first_key(AppKey::Escape)
    )
}

/// The help overlay's reminder of how to close it.
#[must_use]
pub fn help_closes() -> String {
    format!(
        "{} or {} closes this help",
        APP_KEYS.labels_when(AppKey::Help, |_| true).join(", "),
        APP_KEYS.first_key(AppKey::Escape)
    )
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

/// The title's keys. Digits by place as well as by character, so 1 2 3
/// work on layouts (AZERTY) where the digit row needs Shift.
pub const TITLE_KEYS: Keymap<TitleKey> = Keymap::new(&[
    bind(
        TitleKey::Open(0),
        &[key(KeyCode::Digit1), key(KeyCode::Numpad1), typed("1")],
    ),
    bind(
        TitleKey::Open(1),
        &[key(KeyCode::Digit2), key(KeyCode::Numpad2), typed("2")],
    ),
    bind(
        TitleKey::Open(2),
        &[key(KeyCode::Digit3), key(KeyCode::Numpad3), typed("3")],
    ),
    bind(
        TitleKey::Open(3),
        &[key(KeyCode::Digit4), key(KeyCode::Numpad4), typed("4")],
    ),
    bind(TitleKey::Up, &[named(NamedKey::ArrowUp)]),
    bind(TitleKey::Down, &[named(NamedKey::ArrowDown)]),
    bind(
        TitleKey::OpenSelected,
        &[named(NamedKey::Enter), named(NamedKey::Space)],
    ),
]);

/// The modes' rows on the title, in order (keys 1 to 4).
const OPEN: [TitleKey; 4] = [
    TitleKey::Open(0),
    TitleKey::Open(1),
    TitleKey::Open(2),
    TitleKey::Open(3),
];

impl TitleKey {
    /// The title key `event` is, if any.
    #[must_use]
    pub fn of(event: &KeyEvent) -> Option<Self> {
        TITLE_KEYS.control(event, |_| true)
    }
}

/// The title screen's own keys, listed where a mode's keys would be.
#[must_use]
pub fn title_help() -> Vec<HelpLine> {
    vec![
        HelpLine::new(
            TITLE_KEYS.keys_of(&OPEN),
            "open Shooter, Ray lab, Sokoban or the Lessons",
        ),
        HelpLine::new(
            TITLE_KEYS.keys_of(&[TitleKey::Up, TitleKey::Down, TitleKey::OpenSelected]),
            "choose a mode and open it",
        ),
        HelpLine::new("mouse click", "open the mode under the pointer"),
    ]
}

/// The title's footer: how to open a mode, then the app's keys.
#[must_use]
pub fn title_footer() -> String {
    let app = |k| APP_KEYS.first_key(k);
    let digits: Vec<String> = OPEN.iter().map(|&k| TITLE_KEYS.first_key(k)).collect();
    let esc = app(AppKey::Escape);
    format!(
        "{}, arrows + {}, or click to play    {} help    {} contrast    {} fullscreen    {esc} {esc} quit",
        digits.join(" "),
        TITLE_KEYS.first_key(TitleKey::OpenSelected),
        app(AppKey::Help),
        app(AppKey::Theme),
        app(AppKey::Fullscreen),
    )
}

/// What the title says after a first Esc.
#[must_use]
pub fn quit_armed() -> String {
    format!(
        "Press {} again to quit; any other key stays",
        APP_KEYS.first_key(AppKey::Escape)
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_title_footer_names_the_keys_of_the_tables() {
        assert_eq!(
            title_footer(),
            "1 2 3 4, arrows + Enter, or click to play    F1 help    F2 contrast    F11 fullscreen    Esc Esc quit"
        );
        assert_eq!(quit_armed(), "Press Esc again to quit; any other key stays");
    }

    #[test]
    fn every_app_and_title_key_has_a_name_in_the_help() {
        for row in app_help(true)
            .iter()
            .chain(&app_help(false))
            .chain(&title_help())
        {
            assert!(!row.keys.is_empty(), "{row:?}");
        }
        assert_eq!(app_help(true)[0].keys, "F1 / ?");
        assert_eq!(title_help()[0].keys, "1–4");
        assert_eq!(help_closes(), "F1, ? or Esc closes this help");
        assert_eq!(
            fix_or_leave(),
            "Save a fix and it reloads; Esc: back to the title"
        );
    }

    #[test]
    fn digits_open_modes_by_place() {
        let event = KeyEvent::code(KeyCode::Numpad2);
        assert_eq!(TitleKey::of(&event), Some(TitleKey::Open(1)));
        assert_eq!(AppKey::of(&event), None);
    }
}
