//! Sokoban's keys, each written once: the arrows, WASD and HJKL walk (by
//! place, so they sit where they should on any layout), the usual undo and
//! redo chords, and the keys that page through levels.

use ggez::winit::keyboard::KeyCode;
use hitlab::modes::sokoban::SokobanControl as C;

use crate::view::keymap::{Keymap, bind, ctrl, key};

/// Sokoban's key table.
pub const KEYS: Keymap<C> = Keymap::new(&[
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
]);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::view::keymap::{KeyEvent, Modifier};

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
        let help = KEYS.help();
        assert!(help.iter().all(|row| !row.keys.is_empty()), "{help:?}");
        assert_eq!(help[4].keys, "U / Ctrl+Z / Backspace");
        assert_eq!(help[10].keys, "Enter / Space");
    }
}
