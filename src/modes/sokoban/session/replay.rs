//! Export of the moves so far, and replay of saved or shipped solutions.

use std::path::Path;

use super::super::lurd::parse_lurd;
use super::{C, News, Session, SessionEvent};
use crate::sim::ControlFrame;

impl Session {
    /// The file exports of the current level go to, in the exports folder:
    /// `PACK-level-N.lurd`.
    fn export_name(&self) -> Option<String> {
        let stem = self.pack.file.file_stem()?.to_string_lossy().into_owned();
        Some(format!("{stem}-level-{}.lurd", self.current + 1))
    }

    pub(super) fn export(&mut self) {
        let Some(game) = &self.game else { return };
        let moves = game.lurd();
        let Some(file) = self.export_name().filter(|_| self.kept) else {
            self.say(News::NoDataFolder);
            return;
        };
        self.events.push(SessionEvent::Export { file, moves });
    }

    /// Tells the player how writing `moves` moves to `path` went.
    pub fn exported(&mut self, path: &Path, moves: usize, written: std::io::Result<()>) {
        let path = path.to_path_buf();
        self.say(match written {
            Ok(()) => News::Exported { moves, path },
            Err(e) => News::NotExported {
                path,
                why: e.to_string(),
            },
        });
    }

    /// Asks the caller for the exported moves, keeping the rest of the
    /// step (`frame`) for when they come.
    pub(super) fn ask_replay(&mut self, frame: &ControlFrame<C>) {
        match self.export_name() {
            Some(file) => {
                self.replay_pending = Some(frame.clone());
                self.events.push(SessionEvent::Replay { file });
            }
            None => {
                self.replay(None);
                self.read_directions(frame);
                self.advance();
            }
        }
    }

    /// The exported moves a [`SessionEvent::Replay`] asked for (`None` when
    /// none were exported): the replay starts, and the step it was asked in
    /// goes on.
    pub fn replay_with(&mut self, exported: Option<String>) {
        let Some(frame) = self.replay_pending.take() else {
            return;
        };
        self.replay(exported);
        self.read_directions(&frame);
        self.advance();
    }

    /// Restarts and plays `exported`, else the shipped solution.
    pub(super) fn replay(&mut self, exported: Option<String>) {
        let (text, source) = match exported {
            Some(text) => (text, News::ReplayingSaved),
            None => match self.solutions.get(&(self.current + 1)) {
                Some(text) => (text.clone(), News::ReplayingSolution),
                None => {
                    self.say(News::NothingToReplay);
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
                self.say(source);
            }
            Err(e) => self.say(News::Problem(e.to_string())),
        }
    }
}
