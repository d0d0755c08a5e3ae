//! Which levels are solved, and the best moves and pushes on each, kept in
//! the user's data directory (`sokoban-progress.toml`).
//!
//! Records are keyed by a hash of the board itself, not its number or title,
//! so reordering a pack or editing a title keeps the record, and editing the
//! board starts a fresh one. A missing or unreadable file is a fresh start
//! (with a log warning when it exists but is corrupt); nothing is lost by
//! playing on.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use crate::files::{read_toml, write_toml};
use crate::levels::sokoban::Level;

/// The file name inside the data directory.
pub const FILE_NAME: &str = "sokoban-progress.toml";

/// The best result on one board. Best moves and best pushes are kept
/// separately: they often come from different solutions.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Record {
    /// Fewest moves (walks and pushes) in any solve of the board.
    pub best_moves: usize,
    /// Fewest pushes in any solve of the board.
    pub best_pushes: usize,
}

/// Every solved board's record: the contents of `sokoban-progress.toml`.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Progress {
    /// Board key ([`board_key`]) → record. A board with a record is solved.
    #[serde(default)]
    pub solved: BTreeMap<String, Record>,
}

/// A stable key for a board: FNV-1a of its XSB text, in hex. (Not std's
/// hasher: its output may change between Rust releases.)
#[must_use]
pub fn board_key(level: &Level) -> String {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for byte in level.to_xsb().bytes() {
        hash ^= u64::from(byte);
        hash = hash.wrapping_mul(0x0100_0000_01b3);
    }
    format!("{hash:016x}")
}

impl Progress {
    /// Reads `dir/sokoban-progress.toml`; any problem gives a fresh start.
    #[must_use]
    pub fn load(dir: &Path) -> Self {
        read_toml(&dir.join(FILE_NAME), "starting with no progress").unwrap_or_default()
    }

    /// Writes the file (through a temporary file, so a crash mid-write
    /// never leaves half a file). Returns where it was written.
    pub fn save(&self, dir: &Path) -> std::io::Result<PathBuf> {
        let path = dir.join(FILE_NAME);
        write_toml(&path, self)?;
        Ok(path)
    }

    /// The record of `level`'s board, or `None` while it is unsolved.
    #[must_use]
    pub fn record(&self, level: &Level) -> Option<Record> {
        self.solved.get(&board_key(level)).copied()
    }

    /// Notes a solve; returns true if it improved (or created) the record.
    pub fn note_solved(&mut self, level: &Level, moves: usize, pushes: usize) -> bool {
        let key = board_key(level);
        match self.solved.get_mut(&key) {
            None => {
                self.solved.insert(
                    key,
                    Record {
                        best_moves: moves,
                        best_pushes: pushes,
                    },
                );
                true
            }
            Some(record) => {
                let better = moves < record.best_moves || pushes < record.best_pushes;
                record.best_moves = record.best_moves.min(moves);
                record.best_pushes = record.best_pushes.min(pushes);
                better
            }
        }
    }
}
