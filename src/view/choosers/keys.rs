//! The choosers' keys, each written once: ↑ ↓ move a row (in a list, a
//! card), ← → and a presentation clicker's Page Up / Page Down the card
//! before or after, Enter (or Space, a gamepad's South
//! button) opens; any other key goes to the filter, a text field
//! (`text_field`: Backspace erases, a character typed goes in). Esc is the
//! app's (back to the title).

use ggez::winit::keyboard::KeyCode;

use hitlab::i18n::tr;

use super::ChooserKind;
use crate::view::keymap::{HelpLine, Keymap, bind, ctrl, ctrl_shift, key};
use crate::view::text_field::{FIELD_KEYS, FieldKey};

/// What a key does on a chooser.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ChooserKey {
    /// A row up (in a list, the card above).
    Up,
    /// A row down.
    Down,
    Previous,
    Next,
    Open,
    /// The lesson chooser: write the chosen lesson's handout.
    Export,
    /// The arena chooser: watch the chosen arena's best round.
    Watch,
    /// The lesson chooser: the chosen lesson on my own (a student alone).
    Alone,
    /// The arena chooser: today's daily arena.
    Daily,
    /// The arena chooser: yesterday's daily arena, unranked.
    Yesterday,
}

/// The choosers' key table.
pub const KEYS: Keymap<ChooserKey> = Keymap::new(&[
    bind(ChooserKey::Up, &[key(KeyCode::ArrowUp)]),
    bind(ChooserKey::Down, &[key(KeyCode::ArrowDown)]),
    bind(
        ChooserKey::Previous,
        &[key(KeyCode::ArrowLeft), key(KeyCode::PageUp)],
    ),
    bind(
        ChooserKey::Next,
        &[key(KeyCode::ArrowRight), key(KeyCode::PageDown)],
    ),
    bind(
        ChooserKey::Open,
        &[
            key(KeyCode::Enter),
            key(KeyCode::NumpadEnter),
            key(KeyCode::Space),
        ],
    ),
    bind(ChooserKey::Export, &[ctrl(KeyCode::KeyE)]),
    bind(ChooserKey::Watch, &[ctrl(KeyCode::KeyW)]),
    bind(ChooserKey::Alone, &[ctrl(KeyCode::KeyO)]),
    bind(ChooserKey::Daily, &[ctrl(KeyCode::KeyD)]),
    bind(ChooserKey::Yesterday, &[ctrl_shift(KeyCode::KeyD)]),
]);

/// The help overlay's rows for a chooser of `kind`: the lesson chooser's
/// Ctrl+E exports a handout, the arena chooser's edits an arena.
#[must_use]
pub fn help(kind: ChooserKind) -> Vec<HelpLine> {
    let mut lines = KEYS.help_rows(&[
        (ChooserKey::Up, "help-chooser-previous"),
        (ChooserKey::Down, "help-chooser-next"),
        (ChooserKey::Previous, "help-chooser-before"),
        (ChooserKey::Next, "help-chooser-after"),
        (ChooserKey::Open, "help-chooser-open"),
    ]);
    lines.push(HelpLine::new(tr("key-letters"), tr("help-chooser-filter")));
    lines.extend(FIELD_KEYS.help_rows(&[(FieldKey::Erase, "help-chooser-erase")]));
    lines.push(HelpLine::new(tr("key-click"), tr("help-chooser-click")));
    let export = match kind {
        ChooserKind::Lessons => Some("help-chooser-export"),
        ChooserKind::Arenas => Some("help-chooser-edit-arena"),
        ChooserKind::Packs => None,
    };
    if let Some(id) = export {
        lines.extend(KEYS.help_rows(&[(ChooserKey::Export, id)]));
    }
    if kind == ChooserKind::Arenas {
        lines.extend(KEYS.help_rows(&[(ChooserKey::Watch, "help-chooser-watch")]));
    }
    if kind == ChooserKind::Lessons {
        lines.extend(KEYS.help_rows(&[(ChooserKey::Alone, "help-lesson-alone")]));
    }
    if kind == ChooserKind::Arenas {
        lines.extend(KEYS.help_rows(&[
            (ChooserKey::Daily, "help-chooser-daily"),
            (ChooserKey::Yesterday, "help-chooser-yesterday"),
        ]));
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::view::keymap::{KeyEvent, Modifier};
    use crate::view::screen::VirtualKey;

    fn control(code: KeyCode) -> Option<ChooserKey> {
        KEYS.control(&KeyEvent::code(code), |_| true)
    }

    #[test]
    fn clicker_gamepad_and_arrows_move_and_open() {
        assert_eq!(control(KeyCode::PageDown), Some(ChooserKey::Next));
        assert_eq!(control(KeyCode::PageUp), Some(ChooserKey::Previous));
        let pad = |k: VirtualKey| control(k.key_code());
        assert_eq!(pad(VirtualKey::Down), Some(ChooserKey::Down));
        assert_eq!(pad(VirtualKey::Up), Some(ChooserKey::Up));
        assert_eq!(control(KeyCode::ArrowLeft), Some(ChooserKey::Previous));
        assert_eq!(control(KeyCode::ArrowRight), Some(ChooserKey::Next));
        assert_eq!(pad(VirtualKey::Space), Some(ChooserKey::Open));
        assert_eq!(control(KeyCode::KeyE), None, "E types into the filter");
        let ctrl_e = KeyEvent::code(KeyCode::KeyE).with(Modifier::Ctrl);
        assert_eq!(KEYS.control(&ctrl_e, |_| true), Some(ChooserKey::Export));
        let ctrl_w = KeyEvent::code(KeyCode::KeyW).with(Modifier::Ctrl);
        assert_eq!(KEYS.control(&ctrl_w, |_| true), Some(ChooserKey::Watch));
        assert_eq!(control(KeyCode::KeyW), None, "W types into the filter");
        assert!(
            help(ChooserKind::Lessons)
                .iter()
                .all(|l| !l.keys.is_empty())
        );
        assert!(help(ChooserKind::Arenas).iter().all(|l| !l.keys.is_empty()));
    }
}
