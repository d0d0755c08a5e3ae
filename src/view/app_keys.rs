//! The keys every screen shares (help, contrast, fullscreen, Esc) and the
//! title screen's, each written once: the app routes them by these tables,
//! and the help overlay and the title's footer name them from here.

use ggez::winit::keyboard::{KeyCode, NamedKey};

use hitlab::i18n::{lang, native_name, tr, tr_args};
use hitlab::screens::navigation::ModeId;

use super::keymap::{HelpLine, KeyEvent, Keymap, bind, ctrl, key, named, typed};

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
    /// The window's next language (English, Japanese), live.
    Language,
    /// The preferences screen, over the screen up (it pauses).
    Preferences,
    /// Open the share code on the clipboard (a replay, a lesson step, a
    /// Sokoban level); anything else on it goes to the screen up.
    Paste,
    Escape,
}

/// The app's own keys. `?` is matched by the character it types, so it
/// works on every layout.
pub const APP_KEYS: Keymap<AppKey> = Keymap::new(&[
    bind(AppKey::Help, &[named(NamedKey::F1), typed("?")]),
    bind(AppKey::Theme, &[named(NamedKey::F2)]),
    bind(AppKey::Preferences, &[named(NamedKey::F7)]),
    bind(AppKey::Sound, &[named(NamedKey::F4)]),
    bind(AppKey::Language, &[named(NamedKey::F6)]),
    bind(AppKey::Fullscreen, &[named(NamedKey::F11)]),
    bind(AppKey::SaveScreen, &[named(NamedKey::F12)]),
    bind(AppKey::Paste, &[ctrl(KeyCode::KeyV)]),
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
/// them: Esc leaves a mode for the chooser it was opened from (`chooser`)
/// or the title, and on the title quits when pressed twice.
#[must_use]
pub fn app_help(in_mode: bool, chooser: Option<ModeId>) -> Vec<HelpLine> {
    let keys = |k| APP_KEYS.keys(k);
    let esc = keys(AppKey::Escape);
    vec![
        HelpLine::new(keys(AppKey::Help), tr("help-app-help")),
        HelpLine::new(keys(AppKey::Theme), tr("help-app-theme")),
        HelpLine::new(keys(AppKey::Sound), tr("help-app-sound")),
        HelpLine::new(keys(AppKey::Language), tr("help-app-language")),
        HelpLine::new(keys(AppKey::Preferences), tr("help-app-preferences")),
        HelpLine::new(keys(AppKey::Fullscreen), tr("help-app-fullscreen")),
        HelpLine::new(keys(AppKey::SaveScreen), tr("help-app-save-screen")),
        HelpLine::new(keys(AppKey::Paste), tr("help-app-paste")),
        if in_mode {
            let back = match chooser {
                Some(ModeId::Arenas) => "help-app-back-arenas",
                Some(ModeId::Packs) => "help-app-back-packs",
                Some(ModeId::LessonList) => "help-app-back-lessons",
                _ => "help-app-back",
            };
            HelpLine::new(esc, tr(back))
        } else {
            HelpLine::new(
                format!("{esc} {esc}"),
                tr_args("help-app-quit", &[("esc", esc.into())]),
            )
        },
    ]
}

/// Keys that turn the help overlay's pages while it is open (the mode
/// under it is paused, so they mean nothing else then).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum HelpPage {
    Next,
    Back,
}

/// The help's page keys: a presentation clicker's Page Down and Page Up
/// first, which the overlay names.
pub const HELP_PAGE_KEYS: Keymap<HelpPage> = Keymap::new(&[
    bind(
        HelpPage::Next,
        &[
            named(NamedKey::PageDown),
            named(NamedKey::ArrowRight),
            named(NamedKey::ArrowDown),
            named(NamedKey::Space),
        ],
    ),
    bind(
        HelpPage::Back,
        &[
            named(NamedKey::PageUp),
            named(NamedKey::ArrowLeft),
            named(NamedKey::ArrowUp),
        ],
    ),
]);

impl HelpPage {
    /// The page key `event` is, if any.
    #[must_use]
    pub fn of(event: &KeyEvent) -> Option<Self> {
        HELP_PAGE_KEYS.control(event, |_| true)
    }

    /// The key the overlay names for turning its pages this way.
    #[must_use]
    pub fn key_name(self) -> String {
        HELP_PAGE_KEYS.first_key(self)
    }
}

/// What a screen that cannot show its level says under the error: the
/// file is read again when saved, and Esc leaves.
#[must_use]
pub fn fix_or_leave() -> String {
    let esc = APP_KEYS.first_key(AppKey::Escape);
    tr_args("fix-or-leave", &[("esc", esc.into())])
}

/// The help overlay's reminder of how to close it.
#[must_use]
pub fn help_closes() -> String {
    let keys = APP_KEYS.labels_when(AppKey::Help, |_| true).join(", ");
    let esc = APP_KEYS.first_key(AppKey::Escape);
    tr_args("help-closes", &[("keys", keys.into()), ("esc", esc.into())])
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
    bind(
        TitleKey::Open(4),
        &[key(KeyCode::Digit5), key(KeyCode::Numpad5), typed("5")],
    ),
    bind(
        TitleKey::Open(5),
        &[key(KeyCode::Digit6), key(KeyCode::Numpad6), typed("6")],
    ),
    bind(TitleKey::Up, &[named(NamedKey::ArrowUp)]),
    bind(TitleKey::Down, &[named(NamedKey::ArrowDown)]),
    bind(
        TitleKey::OpenSelected,
        &[named(NamedKey::Enter), named(NamedKey::Space)],
    ),
]);

/// The title's rows, in order (keys 1 to 6): the modes, then the
/// preferences.
const OPEN: [TitleKey; 6] = [
    TitleKey::Open(0),
    TitleKey::Open(1),
    TitleKey::Open(2),
    TitleKey::Open(3),
    TitleKey::Open(4),
    TitleKey::Open(5),
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
        HelpLine::new(TITLE_KEYS.keys_of(&OPEN), tr("help-title-open")),
        HelpLine::new(
            TITLE_KEYS.keys_of(&[TitleKey::Up, TitleKey::Down, TitleKey::OpenSelected]),
            tr("help-title-choose"),
        ),
        HelpLine::new(tr("key-mouse-click"), tr("help-title-click")),
    ]
}

/// The title's footer: how to open a mode, then the app's keys.
#[must_use]
pub fn title_footer() -> String {
    let app = |k| APP_KEYS.first_key(k);
    let digits: Vec<String> = OPEN.iter().map(|&k| TITLE_KEYS.first_key(k)).collect();
    tr_args(
        "title-footer",
        &[
            ("digits", digits.join(" ").into()),
            ("enter", TITLE_KEYS.first_key(TitleKey::OpenSelected).into()),
            ("help", app(AppKey::Help).into()),
            ("contrast", app(AppKey::Theme).into()),
            ("preferences", app(AppKey::Preferences).into()),
            ("language", app(AppKey::Language).into()),
            ("other", native_name(lang().next()).into()),
            ("fullscreen", app(AppKey::Fullscreen).into()),
            ("esc", app(AppKey::Escape).into()),
        ],
    )
}

/// What the title says after a first Esc.
#[must_use]
pub fn quit_armed() -> String {
    let esc = APP_KEYS.first_key(AppKey::Escape);
    tr_args("title-quit-armed", &[("esc", esc.into())])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_title_footer_names_the_keys_of_the_tables() {
        assert_eq!(
            title_footer(),
            "1 2 3 4 5 6, arrows + Enter, or click to play    F1 help    F2 contrast    F7 preferences    F6 日本語    F11 fullscreen    Esc Esc quit"
        );
        assert_eq!(quit_armed(), "Press Esc again to quit; any other key stays");
    }

    #[test]
    fn every_app_and_title_key_has_a_name_in_the_help() {
        for row in app_help(true, None)
            .iter()
            .chain(&app_help(false, None))
            .chain(&title_help())
        {
            assert!(!row.keys.is_empty(), "{row:?}");
        }
        assert_eq!(app_help(true, None)[0].keys, "F1 / ?");
        assert_eq!(title_help()[0].keys, "1–6");
        assert_eq!(help_closes(), "F1, ? or Esc closes this help");
        assert_eq!(
            fix_or_leave(),
            "Save a fix and it reloads; Esc: back to the title"
        );
    }

    #[test]
    fn the_footer_and_help_speak_the_current_language() {
        hitlab::i18n::set_lang(hitlab::i18n::Lang::Ja);
        let footer = title_footer();
        let help = app_help(true, None);
        hitlab::i18n::set_lang(hitlab::i18n::Lang::En);
        assert!(footer.contains("F6 English"), "{footer}");
        assert!(
            footer.contains("Esc Esc"),
            "keys keep their names: {footer}"
        );
        assert!(!footer.contains("quit"), "{footer}");
        assert_eq!(help[0].keys, "F1 / ?");
        assert_ne!(help[0].action, app_help(true, None)[0].action);
    }

    #[test]
    fn esc_in_the_help_goes_where_esc_goes() {
        let esc_row = |chooser| {
            app_help(true, chooser)
                .last()
                .map(|row| row.action.clone())
                .unwrap_or_default()
        };
        assert_eq!(esc_row(None), "back to the title screen");
        assert_eq!(
            esc_row(Some(ModeId::LessonList)),
            "back to the lesson chooser"
        );
        assert_eq!(esc_row(Some(ModeId::Arenas)), "back to the arena chooser");
        assert_eq!(esc_row(Some(ModeId::Packs)), "back to the pack chooser");
    }

    #[test]
    fn the_help_pages_turn_with_a_clicker() {
        assert_eq!(HelpPage::Next.key_name(), "Page Down");
        assert_eq!(HelpPage::Back.key_name(), "Page Up");
        assert_eq!(HELP_PAGE_KEYS.unnamed_presses(), []);
    }

    #[test]
    fn digits_open_modes_by_place() {
        let event = KeyEvent::code(KeyCode::Numpad2);
        assert_eq!(TitleKey::of(&event), Some(TitleKey::Open(1)));
        assert_eq!(AppKey::of(&event), None);
    }
}
