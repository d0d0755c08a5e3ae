//! The keys of a text field (`hitlab::text::TextField`), written once for
//! every field: the arena editor's text fields and the choosers' filter.
//! Backspace erases, Enter commits, the space bar types a space; any other
//! character a key types goes in. A screen asks its own keys first, so a
//! chooser's Enter and Space open the chosen card rather than reach the
//! filter.

use ggez::winit::keyboard::KeyCode;

use crate::view::keymap::{KeyEvent, Keymap, bind, key};

/// What a key does to a text field besides typing a character.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FieldKey {
    /// Erase the last character typed.
    Erase,
    /// Done typing: the screen takes what was typed.
    Commit,
    /// Type a space (winit names the space bar rather than typing it).
    Space,
}

/// The text fields' key table.
pub const FIELD_KEYS: Keymap<FieldKey> = Keymap::new(&[
    bind(FieldKey::Erase, &[key(KeyCode::Backspace)]),
    bind(
        FieldKey::Commit,
        &[key(KeyCode::Enter), key(KeyCode::NumpadEnter)],
    ),
    bind(FieldKey::Space, &[key(KeyCode::Space)]),
]);

/// What a key press does to a text field.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FieldEdit<'a> {
    /// Type these characters.
    Type(&'a str),
    /// Erase the last character.
    Erase,
    /// Done typing.
    Commit,
}

/// What the press `event` does to a text field, if anything: a key of
/// [`FIELD_KEYS`], else the characters it types.
#[must_use]
pub fn field_edit(event: &KeyEvent) -> Option<FieldEdit<'_>> {
    match FIELD_KEYS.control(event, |_| true) {
        Some(FieldKey::Erase) => Some(FieldEdit::Erase),
        Some(FieldKey::Commit) => Some(FieldEdit::Commit),
        Some(FieldKey::Space) => Some(FieldEdit::Type(" ")),
        None => event.typed_text().map(FieldEdit::Type),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_erase_commit_and_type_a_space_and_characters_go_in() {
        let edit = |code| field_edit(&KeyEvent::code(code)).map(|e| format!("{e:?}"));
        let written = |edit: FieldEdit<'_>| Some(format!("{edit:?}"));
        assert_eq!(edit(KeyCode::Backspace), written(FieldEdit::Erase));
        assert_eq!(edit(KeyCode::Enter), written(FieldEdit::Commit));
        assert_eq!(edit(KeyCode::NumpadEnter), written(FieldEdit::Commit));
        assert_eq!(edit(KeyCode::Space), written(FieldEdit::Type(" ")));
        assert_eq!(edit(KeyCode::F3), None);
        let typed = KeyEvent::typing(KeyCode::KeyW, "W");
        assert_eq!(field_edit(&typed), Some(FieldEdit::Type("W")));
        assert_eq!(
            field_edit(&KeyEvent::text("掃引")),
            Some(FieldEdit::Type("掃引"))
        );
    }
}
