//! The Sokoban editor's keys, each written once: the arrows move the cursor
//! (with Shift they grow the board at that side, with Ctrl they shrink it),
//! a digit or a letter per tool paints at the cursor, and the usual chords
//! undo, redo and save. None is one of the window's own keys (F1, ?, F2,
//! F4, F11, F12, Esc), which a test holds.

use ggez::winit::keyboard::KeyCode;
use hitlab::editor::sokoban::EditorControl as C;

use crate::view::keymap::{Keymap, bind, ctrl, key, shift};

/// The editor's key table.
pub const KEYS: Keymap<C> = Keymap::rebindable(
    "sokoban-editor",
    &[
        bind(C::CursorUp, &[key(KeyCode::ArrowUp)]),
        bind(C::CursorDown, &[key(KeyCode::ArrowDown)]),
        bind(C::CursorLeft, &[key(KeyCode::ArrowLeft)]),
        bind(C::CursorRight, &[key(KeyCode::ArrowRight)]),
        bind(
            C::Paint,
            &[
                key(KeyCode::Space),
                key(KeyCode::Enter),
                key(KeyCode::NumpadEnter),
            ],
        ),
        bind(C::Wall, &[key(KeyCode::Digit1), key(KeyCode::KeyW)]),
        bind(C::Floor, &[key(KeyCode::Digit2), key(KeyCode::KeyF)]),
        bind(C::Goal, &[key(KeyCode::Digit3), key(KeyCode::KeyG)]),
        bind(C::Box, &[key(KeyCode::Digit4), key(KeyCode::KeyB)]),
        bind(C::BoxOnGoal, &[key(KeyCode::Digit5), key(KeyCode::KeyO)]),
        bind(C::Player, &[key(KeyCode::Digit6), key(KeyCode::KeyP)]),
        bind(
            C::Erase,
            &[
                key(KeyCode::Digit7),
                key(KeyCode::KeyX),
                key(KeyCode::Delete),
                key(KeyCode::Backspace),
            ],
        ),
        bind(C::GrowLeft, &[shift(KeyCode::ArrowLeft)]),
        bind(C::GrowRight, &[shift(KeyCode::ArrowRight)]),
        bind(C::GrowTop, &[shift(KeyCode::ArrowUp)]),
        bind(C::GrowBottom, &[shift(KeyCode::ArrowDown)]),
        bind(C::ShrinkLeft, &[ctrl(KeyCode::ArrowLeft)]),
        bind(C::ShrinkRight, &[ctrl(KeyCode::ArrowRight)]),
        bind(C::ShrinkTop, &[ctrl(KeyCode::ArrowUp)]),
        bind(C::ShrinkBottom, &[ctrl(KeyCode::ArrowDown)]),
        bind(C::NewLevel, &[ctrl(KeyCode::KeyN)]),
        bind(C::CopyLevel, &[ctrl(KeyCode::KeyD)]),
        bind(C::NextLevel, &[key(KeyCode::PageDown)]),
        bind(C::PrevLevel, &[key(KeyCode::PageUp)]),
        bind(C::Solve, &[key(KeyCode::F5)]),
        bind(C::Undo, &[ctrl(KeyCode::KeyZ)]),
        bind(C::Redo, &[ctrl(KeyCode::KeyY)]),
        bind(C::Save, &[ctrl(KeyCode::KeyS)]),
        bind(C::Play, &[ctrl(KeyCode::KeyP)]),
    ],
);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::view::keymap::{KeyEvent, Modifier};
    use hitlab::sim::Control;

    #[test]
    fn every_control_has_a_key() {
        for &control in C::all() {
            assert!(!KEYS.keys(control).is_empty(), "{control:?} has no key");
        }
    }

    #[test]
    fn chords_win_over_the_bare_key() {
        let ctrl_p = KeyEvent::code(KeyCode::KeyP).with(Modifier::Ctrl);
        assert_eq!(KEYS.control(&ctrl_p, |_| true), Some(C::Play));
        let p = KeyEvent::code(KeyCode::KeyP);
        assert_eq!(KEYS.control(&p, |_| true), Some(C::Player));
        let shift_left = KeyEvent::code(KeyCode::ArrowLeft).with(Modifier::Shift);
        assert_eq!(KEYS.control(&shift_left, |_| true), Some(C::GrowLeft));
        let z = KeyEvent::code(KeyCode::KeyZ);
        assert_eq!(KEYS.control(&z, |_| true), None);
    }

    #[test]
    fn no_key_is_one_of_the_windows_own() {
        // The app takes these first (help, theme, sound, fullscreen, the
        // screenshot, back); `?` is Shift+/ on most layouts.
        let codes = [
            KeyCode::F1,
            KeyCode::F2,
            KeyCode::F4,
            KeyCode::F11,
            KeyCode::F12,
            KeyCode::Escape,
            KeyCode::Slash,
        ];
        for code in codes {
            let ours = KEYS.control(&KeyEvent::code(code), |_| true);
            assert!(ours.is_none(), "{code:?} is the window's, not {ours:?}");
        }
    }
}
