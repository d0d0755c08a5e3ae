//! The arena editor's keys, each written once. None is one of the window's
//! own (F1, ?, F2, F4, F11, F12, Esc: `app_keys`) or the view's zoom keys
//! (+, -, 0: `zoom`); a test holds that.

use ggez::winit::keyboard::{KeyCode, NamedKey};
use hitlab::editor::arena::EditorControl as C;

use crate::view::keymap::{Condition, Keymap, bind, ctrl, ctrl_shift, key, named, shift};

/// When a binding of the editor holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum When {
    /// The properties panel's focused field is typed in (name, about, a
    /// colour, a letter's character): Enter starts typing, not play.
    TextField,
}

impl Condition for When {
    fn note(self) -> Option<String> {
        match self {
            When::TextField => Some(hitlab::i18n::tr("keys-on-text-field")),
        }
    }
}

/// The editor's key table.
pub const KEYS: Keymap<C, When> = Keymap::rebindable(
    "arena-editor",
    &[
        bind(C::SelectNext, &[key(KeyCode::Tab)]),
        bind(C::SelectPrevious, &[shift(KeyCode::Tab)]),
        bind(C::MoveLeft, &[key(KeyCode::ArrowLeft)]),
        bind(C::MoveRight, &[key(KeyCode::ArrowRight)]),
        bind(C::MoveUp, &[key(KeyCode::ArrowUp)]),
        bind(C::MoveDown, &[key(KeyCode::ArrowDown)]),
        bind(C::NudgeLeft, &[shift(KeyCode::ArrowLeft)]),
        bind(C::NudgeRight, &[shift(KeyCode::ArrowRight)]),
        bind(C::NudgeUp, &[shift(KeyCode::ArrowUp)]),
        bind(C::NudgeDown, &[shift(KeyCode::ArrowDown)]),
        bind(C::RotateLeft, &[key(KeyCode::KeyQ)]),
        bind(C::RotateRight, &[key(KeyCode::KeyE)]),
        bind(C::Grow, &[key(KeyCode::BracketRight)]),
        bind(C::Shrink, &[key(KeyCode::BracketLeft)]),
        bind(C::SpinUp, &[key(KeyCode::Period)]),
        bind(C::SpinDown, &[key(KeyCode::Comma)]),
        bind(C::MoreTips, &[key(KeyCode::KeyP)]),
        bind(C::FewerTips, &[shift(KeyCode::KeyP)]),
        bind(C::Thinner, &[key(KeyCode::KeyI)]),
        bind(C::Fatter, &[shift(KeyCode::KeyI)]),
        bind(C::MoreHits, &[key(KeyCode::KeyK)]),
        bind(C::FewerHits, &[shift(KeyCode::KeyK)]),
        bind(C::NextLetter, &[key(KeyCode::KeyL)]),
        bind(C::PreviousLetter, &[shift(KeyCode::KeyL)]),
        bind(C::AddStar, &[key(KeyCode::Digit1)]),
        bind(C::AddMoon, &[key(KeyCode::Digit2)]),
        bind(C::AddEllipse, &[key(KeyCode::Digit3)]),
        bind(C::AddLetter, &[key(KeyCode::Digit4)]),
        bind(C::AddRect, &[key(KeyCode::Digit5)]),
        bind(C::AddDisk, &[key(KeyCode::Digit6)]),
        bind(C::Duplicate, &[key(KeyCode::KeyD)]),
        bind(C::Delete, &[key(KeyCode::Delete), key(KeyCode::Backspace)]),
        bind(C::Wider, &[key(KeyCode::KeyW)]),
        bind(C::Narrower, &[shift(KeyCode::KeyW)]),
        bind(C::Taller, &[key(KeyCode::KeyH)]),
        bind(C::Shorter, &[shift(KeyCode::KeyH)]),
        bind(C::FasterShells, &[key(KeyCode::KeyS)]),
        bind(C::SlowerShells, &[shift(KeyCode::KeyS)]),
        bind(C::LongerCooldown, &[key(KeyCode::KeyC)]),
        bind(C::ShorterCooldown, &[shift(KeyCode::KeyC)]),
        bind(C::TurnFaster, &[key(KeyCode::KeyR)]),
        bind(C::TurnSlower, &[shift(KeyCode::KeyR)]),
        bind(C::Detection, &[key(KeyCode::KeyT)]),
        bind(C::NextField, &[key(KeyCode::PageDown)]),
        bind(C::PreviousField, &[key(KeyCode::PageUp)]),
        bind(C::Increase, &[key(KeyCode::Quote)]),
        bind(C::Decrease, &[key(KeyCode::Semicolon)]),
        bind(C::IncreaseFine, &[ctrl(KeyCode::Quote)]),
        bind(C::DecreaseFine, &[ctrl(KeyCode::Semicolon)]),
        bind(C::IncreaseCoarse, &[shift(KeyCode::Quote)]),
        bind(C::DecreaseCoarse, &[shift(KeyCode::Semicolon)]),
        bind(C::EditText, &[key(KeyCode::Enter)]).when(When::TextField),
        bind(C::Grid, &[key(KeyCode::KeyG)]),
        bind(C::Undo, &[ctrl(KeyCode::KeyZ)]),
        bind(C::Redo, &[ctrl(KeyCode::KeyY), ctrl_shift(KeyCode::KeyZ)]),
        bind(C::Save, &[ctrl(KeyCode::KeyS)]),
        bind(C::Play, &[named(NamedKey::F5), key(KeyCode::Enter)]),
    ],
);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::view::app_keys::AppKey;
    use crate::view::keymap::{KeyEvent, Modifier};
    use hitlab::sim::Control;

    #[test]
    fn every_control_has_a_key_the_help_can_name() {
        let help = KEYS.help("arena-editor");
        assert_eq!(help.len(), C::all().len());
        assert!(help.iter().all(|row| !row.keys.is_empty()), "{help:?}");
        assert_eq!(KEYS.unnamed_presses(), [], "every key has its name");
        assert_eq!(KEYS.keys(C::Play), "F5 / Enter");
    }

    #[test]
    fn undo_and_redo_are_told_apart_by_shift() {
        let z = KeyEvent::code(KeyCode::KeyZ).with(Modifier::Ctrl);
        assert_eq!(KEYS.control(&z, |_| true), Some(C::Undo));
        let shift_z = z.with(Modifier::Shift);
        assert_eq!(KEYS.control(&shift_z, |_| true), Some(C::Redo));
        let arrow = KeyEvent::code(KeyCode::ArrowLeft);
        assert_eq!(KEYS.control(&arrow, |_| true), Some(C::MoveLeft));
        let fine = arrow.with(Modifier::Shift);
        assert_eq!(KEYS.control(&fine, |_| true), Some(C::NudgeLeft));
        // Enter plays, but types into a text field that has the focus.
        let enter = KeyEvent::code(KeyCode::Enter);
        assert_eq!(KEYS.control(&enter, |_| false), Some(C::Play));
        assert_eq!(KEYS.control(&enter, |_| true), Some(C::EditText));
        // S alone speeds the shells up; only Ctrl+S saves.
        let s = KeyEvent::code(KeyCode::KeyS);
        assert_eq!(KEYS.control(&s, |_| true), Some(C::FasterShells));
        let ctrl_s = s.with(Modifier::Ctrl);
        assert_eq!(KEYS.control(&ctrl_s, |_| true), Some(C::Save));
    }

    #[test]
    fn no_key_is_the_windows_or_the_views() {
        use KeyCode::*;
        let window_and_view = [
            F1,
            F2,
            F4,
            F11,
            F12,
            Escape,
            Equal,
            Minus,
            Digit0,
            NumpadAdd,
            NumpadSubtract,
        ];
        for code in window_and_view {
            let event = KeyEvent::code(code);
            assert_eq!(KEYS.control(&event, |_| true), None, "{code:?}");
        }
        // And the other way round: none of the editor's presses is an app key.
        for code in [
            KeyQ, KeyE, Tab, Delete, Enter, Period, Comma, KeyG, KeyT, PageUp, PageDown, Quote,
            Semicolon,
        ] {
            assert_eq!(AppKey::of(&KeyEvent::code(code)), None, "{code:?}");
        }
    }
}
