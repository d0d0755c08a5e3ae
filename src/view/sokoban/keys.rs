//! Sokoban's keys, each written once: the arrows, WASD and HJKL walk (by
//! place, so they sit where they should on any layout), the usual undo and
//! redo chords, and the keys that page through levels.

use ggez::winit::keyboard::KeyCode;
use hitlab::modes::sokoban::SokobanControl as C;
use hitlab::modes::sokoban::session::News;
use hitlab::screens::words::sokoban as words;

use crate::view::keymap::{Keymap, bind, ctrl, key, shift};

/// Keys the level list adds, which reach the app rather than the rules.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ListKey {
    /// The editor on the chosen level.
    Edit,
}

/// The level list's own keys: `E` (Export in play, where the list is not
/// shown) opens the editor.
pub const LIST_KEYS: Keymap<ListKey> = Keymap::new(&[bind(ListKey::Edit, &[key(KeyCode::KeyE)])]);

/// Keys that reach the system clipboard, which the window holds, not the
/// rules: a level and its moves as text.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ClipKey {
    /// The level in play and its moves so far, as XSB and LURD.
    Copy,
    /// A level as text, opened after the pack's.
    Paste,
}

/// The clipboard's keys, the usual chords.
pub const CLIP_KEYS: Keymap<ClipKey> = Keymap::new(&[
    bind(ClipKey::Copy, &[ctrl(KeyCode::KeyC)]),
    bind(ClipKey::Paste, &[ctrl(KeyCode::KeyV)]),
]);

/// Sokoban's key table.
pub const KEYS: Keymap<C> = Keymap::rebindable(
    "sokoban",
    &[
        bind(
            C::Up,
            &[
                key(KeyCode::ArrowUp),
                key(KeyCode::KeyW),
                key(KeyCode::KeyK),
            ],
        ),
        bind(
            C::Down,
            &[
                key(KeyCode::ArrowDown),
                key(KeyCode::KeyS),
                key(KeyCode::KeyJ),
            ],
        ),
        bind(
            C::Left,
            &[
                key(KeyCode::ArrowLeft),
                key(KeyCode::KeyA),
                key(KeyCode::KeyH),
            ],
        ),
        bind(
            C::Right,
            &[
                key(KeyCode::ArrowRight),
                key(KeyCode::KeyD),
                key(KeyCode::KeyL),
            ],
        ),
        bind(
            C::Undo,
            &[
                key(KeyCode::KeyU),
                ctrl(KeyCode::KeyZ),
                key(KeyCode::Backspace),
            ],
        ),
        bind(C::Redo, &[key(KeyCode::KeyR), ctrl(KeyCode::KeyY)]),
        bind(C::Restart, &[key(KeyCode::F5), ctrl(KeyCode::KeyR)]),
        bind(C::NextLevel, &[key(KeyCode::KeyN), key(KeyCode::PageDown)]),
        bind(C::PrevLevel, &[key(KeyCode::KeyB), key(KeyCode::PageUp)]),
        bind(C::LevelSelect, &[key(KeyCode::Tab)]),
        bind(
            C::Confirm,
            &[
                key(KeyCode::Enter),
                key(KeyCode::Space),
                key(KeyCode::NumpadEnter),
            ],
        ),
        bind(C::Export, &[key(KeyCode::KeyE)]),
        bind(C::Replay, &[key(KeyCode::KeyP)]),
        bind(C::ListFirst, &[key(KeyCode::Home)]),
        bind(C::ListLast, &[key(KeyCode::End)]),
        // Digits by place: the top row and the keypad. The view's `0` (fit
        // the board) acts on the board only, so the list takes it as a digit.
        bind(C::Digit0, &[key(KeyCode::Digit0), key(KeyCode::Numpad0)]),
        bind(C::Digit1, &[key(KeyCode::Digit1), key(KeyCode::Numpad1)]),
        bind(C::Digit2, &[key(KeyCode::Digit2), key(KeyCode::Numpad2)]),
        bind(C::Digit3, &[key(KeyCode::Digit3), key(KeyCode::Numpad3)]),
        bind(C::Digit4, &[key(KeyCode::Digit4), key(KeyCode::Numpad4)]),
        bind(C::Digit5, &[key(KeyCode::Digit5), key(KeyCode::Numpad5)]),
        bind(C::Digit6, &[key(KeyCode::Digit6), key(KeyCode::Numpad6)]),
        bind(C::Digit7, &[key(KeyCode::Digit7), key(KeyCode::Numpad7)]),
        bind(C::Digit8, &[key(KeyCode::Digit8), key(KeyCode::Numpad8)]),
        bind(C::Digit9, &[key(KeyCode::Digit9), key(KeyCode::Numpad9)]),
        // Shift with the next level's key: the next one still to solve.
        bind(C::NextUnsolved, &[shift(KeyCode::KeyN)]),
    ],
);

/// A piece of the session's news in words, naming the keys bound here.
#[must_use]
pub fn news_words(news: &News) -> String {
    let list = KEYS.first_key(C::LevelSelect);
    words::news(news, &list, &KEYS.first_key(C::Export))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::view::keymap::{KeyEvent, Modifier};
    use hitlab::i18n::{Lang, set_lang};
    use hitlab::modes::sokoban::controls::DIGITS;

    #[test]
    fn the_level_lists_digits_read_as_one_range() {
        assert_eq!(KEYS.keys_of(&DIGITS), "0–9");
    }

    #[test]
    fn keys_named_in_the_news_come_from_the_keymap_in_both_languages() {
        let list = KEYS.first_key(C::LevelSelect);
        let export = KEYS.first_key(C::Export);
        assert_eq!(
            news_words(&News::NothingToReplay),
            format!("Nothing to replay: export moves with {export} first")
        );
        set_lang(Lang::Ja);
        let skipped = news_words(&News::Skipped { count: 3 });
        let replay = news_words(&News::NothingToReplay);
        set_lang(Lang::En);
        assert_eq!(skipped, format!("3 レベルを飛ばした。{list} で理由と一覧"));
        assert_eq!(
            replay,
            format!("再生するものなし: まず {export} で手を保存")
        );
    }

    #[test]
    fn ctrl_chords_win_over_the_bare_key() {
        let r = KeyEvent::code(KeyCode::KeyR);
        assert_eq!(KEYS.control(&r, |_| true), Some(C::Redo));
        let ctrl_r = KeyEvent::code(KeyCode::KeyR).with(Modifier::Ctrl);
        assert_eq!(KEYS.control(&ctrl_r, |_| true), Some(C::Restart));
        let z = KeyEvent::code(KeyCode::KeyZ);
        assert_eq!(KEYS.control(&z, |_| true), None);
        let ctrl_w = KeyEvent::code(KeyCode::KeyW).with(Modifier::Ctrl);
        assert_eq!(KEYS.control(&ctrl_w, |_| true), Some(C::Up));
    }

    #[test]
    fn the_help_lists_every_control_with_its_keys() {
        let help = KEYS.help("sokoban");
        assert!(help.iter().all(|row| !row.keys.is_empty()), "{help:?}");
        assert_eq!(help[4].keys, "U / Ctrl+Z / Backspace");
        assert_eq!(help[10].keys, "Enter / Space");
    }
}
