//! Export of the moves so far, and replay of saved or shipped solutions.

use std::path::PathBuf;

use super::super::lurd::parse_lurd;
use super::Session;
use crate::i18n::{tr, tr_args};

impl Session {
    /// Where exports of the current level go: `DATA/sokoban-exports/PACK-level-N.lurd`.
    fn export_path(&self) -> Option<PathBuf> {
        let stem = self.pack.file.file_stem()?.to_string_lossy().into_owned();
        let dir = self.data_dir.as_ref()?.join("sokoban-exports");
        Some(dir.join(format!("{stem}-level-{}.lurd", self.current + 1)))
    }

    pub(super) fn export(&mut self) {
        let Some(game) = &self.game else { return };
        let lurd = game.lurd();
        let Some(path) = self.export_path() else {
            self.say(tr("sokoban-no-data-folder"));
            return;
        };
        // The folder is made on the first export.
        let written = crate::files::write(&path, format!("{lurd}\n"));
        match written {
            Ok(()) => {
                let args = [
                    ("moves", lurd.len().into()),
                    ("path", path.display().to_string().into()),
                ];
                self.say(tr_args("sokoban-exported", &args));
            }
            Err(e) => {
                let args = [
                    ("path", path.display().to_string().into()),
                    ("why", e.to_string().into()),
                ];
                self.say(tr_args("sokoban-not-exported", &args));
            }
        }
    }

    /// Restarts and plays the exported moves, else the shipped solution.
    pub(super) fn replay(&mut self) {
        let exported = self
            .export_path()
            .and_then(|p| crate::resources::read_text(&p).ok());
        let (text, source) = match exported {
            Some(text) => (text, "sokoban-replaying-saved"),
            None => match self.solutions.get(&(self.current + 1)) {
                Some(text) => (text.clone(), "sokoban-replaying-solution"),
                None => {
                    self.say(tr("sokoban-nothing-to-replay"));
                    return;
                }
            },
        };
        match parse_lurd(&text) {
            Ok(dirs) => {
                self.reset_motion();
                if let Some(game) = self.game.as_mut() {
                    game.restart();
                }
                self.watched = true;
                self.queue.extend(dirs);
                self.say(tr(source));
            }
            Err(e) => self.say(e.to_string()),
        }
    }
}
