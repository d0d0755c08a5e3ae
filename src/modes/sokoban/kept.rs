//! What a Sokoban session leaves in the data folder: the progress file
//! after a better solve, and each level's exported moves (read back for a
//! replay) in [`EXPORTS_FOLDER`].
//!
//! The session writes and reads no file: it reports ([`SessionEvent`]),
//! and whoever steps it with a data folder hands the reports here after
//! each step, so the files are written at the moment they were before.

use std::path::Path;

use super::session::{Session, SessionEvent};

/// The folder, in the data folder, of exported moves: `PACK-level-N.lurd`.
pub const EXPORTS_FOLDER: &str = "sokoban-exports";

/// Keeps what `session` reported since the last call in `data_dir`, and
/// tells it how that went.
pub fn keep(session: &mut Session, data_dir: &Path) {
    loop {
        let events = session.take_events();
        if events.is_empty() {
            return;
        }
        for event in events {
            match event {
                SessionEvent::Solved => {
                    if let Err(e) = session.progress().save(data_dir) {
                        session.progress_not_saved(data_dir, &e.to_string());
                    }
                }
                SessionEvent::Export { file, moves } => {
                    let path = data_dir.join(EXPORTS_FOLDER).join(file);
                    // The folder is made on the first export.
                    let written = crate::files::write(&path, format!("{moves}\n"));
                    session.exported(&path, moves.len(), written);
                }
                SessionEvent::Replay { file } => {
                    let path = data_dir.join(EXPORTS_FOLDER).join(file);
                    session.replay_with(crate::resources::read_text(&path).ok());
                }
            }
        }
    }
}
