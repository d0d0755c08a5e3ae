//! Saving the pack, and knowing whether what is on screen is saved: the
//! file on disk is never overwritten unawares, and Esc never leaves
//! changes behind unawares.

use hitlab::editor::sokoban::{EditorControl as C, SaveTarget, save_target, write_pack};

use super::keys::KEYS;
use super::{SokobanEditorScreen, words};
use crate::view::app_keys::{APP_KEYS, AppKey};
use crate::view::editor::Said;

impl SokobanEditorScreen {
    /// Writes the pack: in place, or (a shipped pack) as a new file in the
    /// levels folder, which later saves go to.
    pub(super) fn save(&mut self) {
        let text = match self.editor.saved_text() {
            Ok(text) => text,
            Err(refusal) => {
                self.message = Some(Said::new(move || words::refusal(refusal)));
                return;
            }
        };
        let (target, new_file) = match save_target(&self.path, hitlab::resources::current()) {
            SaveTarget::InPlace(path) => (path, false),
            SaveTarget::NewFile(path) => (path, true),
            SaveTarget::Nowhere => {
                self.message = Some(Said::new(words::nowhere_to_save));
                return;
            }
        };
        // Someone else changed the file (a text editor, another window):
        // saving would lose their change, so the first save says so.
        let theirs = std::fs::read_to_string(&target).ok();
        let changed_there = !new_file && theirs.is_some_and(|t| t != self.on_disk);
        if changed_there && self.overwrite_warned != Some(self.editor.version()) {
            self.overwrite_warned = Some(self.editor.version());
            let path = target.clone();
            self.message = Some(Said::new(move || {
                words::changed_on_disk(&path, &KEYS.first_key(C::Save))
            }));
            return;
        }
        match write_pack(&target, &text) {
            Ok(()) => {
                // The text written is the text held: nothing left to refuse.
                let _ = self.editor.mark_saved();
                self.on_disk = text;
                let path = target.clone();
                self.message = Some(Said::new(move || words::saved(&path, new_file)));
                self.path = target;
            }
            Err(e) => {
                let (path, why) = (target.clone(), e.to_string());
                self.message = Some(Said::new(move || words::save_failed(&path, &why)));
            }
        }
    }

    /// Whether Esc (or closing the window) should stay to say that changes
    /// are not saved: true the first time at this version of the board,
    /// false once said that way (or with nothing to lose).
    pub(super) fn warn_unsaved(&mut self, leaving: Leaving) -> bool {
        let unsaved = self.editor.saved_text().ok().as_ref() != Some(&self.on_disk);
        let version = self.editor.version();
        if !unsaved || self.warned == Some((leaving, version)) {
            return false;
        }
        self.warned = Some((leaving, version));
        self.message = Some(Said::new(move || {
            let save = KEYS.first_key(C::Save);
            match leaving {
                Leaving::Escape => words::unsaved(&APP_KEYS.first_key(AppKey::Escape), &save),
                Leaving::Close => words::unsaved_on_closing(&save),
            }
        }));
        true
    }
}

/// How the screen is being left, which its warning names.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Leaving {
    /// Esc, back to playing the pack.
    Escape,
    /// The window's close.
    Close,
}
