//! Export of the moves so far, and replay of saved or shipped solutions.

use std::path::PathBuf;

use super::super::lurd::parse_lurd;
use super::Session;
use crate::levels::words::count;

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
            self.say("No data folder on this system: nothing exported".into());
            return;
        };
        let written = path
            .parent()
            .map_or(Ok(()), std::fs::create_dir_all)
            .and_then(|()| std::fs::write(&path, format!("{lurd}\n")));
        match written {
            Ok(()) => {
                let moves = count(lurd.len(), "move", "moves");
                self.say(format!("{moves} saved to {}", path.display()));
            }
            Err(e) => self.say(format!("Could not write {}: {e}", path.display())),
        }
    }

    /// Restarts and plays the exported moves, else the shipped solution.
    pub(super) fn replay(&mut self) {
        let exported = self
            .export_path()
            .and_then(|p| crate::resources::read_text(&p).ok());
        let (text, source) = match exported {
            Some(text) => (text, "your saved moves"),
            None => match self.solutions.get(&(self.current + 1)) {
                Some(text) => (text.clone(), "the pack's solution"),
                None => {
                    self.say("Nothing to replay: export moves with E first".into());
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
                self.say(format!("Replaying {source}"));
            }
            Err(e) => self.say(e.to_string()),
        }
    }
}
