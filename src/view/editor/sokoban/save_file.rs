//! Saving the pack, and the warnings that keep what is on screen from
//! being lost: the session decides (the file on disk is never overwritten
//! unawares, and Esc never leaves changes behind unawares); this words it.

use hitlab::editor::sokoban::{EditorControl as C, Leaving, SaveOutcome};

use super::keys::KEYS;
use super::{SokobanEditorScreen, words};
use crate::view::app_keys::{APP_KEYS, AppKey};
use hitlab::i18n::Said;

impl SokobanEditorScreen {
    /// Writes the pack: in place, or (a shipped pack) as a new file in the
    /// levels folder, which later saves go to.
    pub(super) fn save(&mut self) {
        let outcome = self.session.save(hitlab::resources::current());
        let failed = match &outcome {
            SaveOutcome::Refused(_) | SaveOutcome::Nowhere | SaveOutcome::Failed { .. } => true,
            SaveOutcome::ChangedOnDisk(_) | SaveOutcome::Saved { .. } => false,
        };
        let said = match outcome {
            SaveOutcome::Refused(refusal) => Said::new(move || words::refusal(refusal)),
            SaveOutcome::Nowhere => Said::new(words::nowhere_to_save),
            SaveOutcome::ChangedOnDisk(path) => {
                Said::new(move || words::changed_on_disk(&path, &KEYS.first_key(C::Save)))
            }
            SaveOutcome::Saved { path, new_file } => {
                Said::new(move || words::saved(&path, new_file))
            }
            SaveOutcome::Failed { path, error } => {
                let why = error.to_string();
                Said::new(move || words::save_failed(&path, &why))
            }
        };
        if failed {
            self.failed_save.get_or_insert_with(|| said.text());
            self.failed_message = Some(said.clone());
        }
        self.message = Some(said);
    }

    /// Whether Esc (or closing the window) should stay to say that changes
    /// are not saved: true the first time at this version of the board,
    /// false once said that way (or with nothing to lose).
    pub(super) fn warn_unsaved(&mut self, leaving: Leaving) -> bool {
        if !self.session.warn_unsaved(leaving) {
            return false;
        }
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
