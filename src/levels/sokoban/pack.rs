//! A whole pack file: every board in file order, played or skipped with
//! its message, and why a file cannot be used as a pack at all.

use std::path::{Path, PathBuf};

use super::level::{Level, LevelError};
use super::parse::boards;
use crate::levels::file::read_level;
use crate::levels::format::{Format, wrong_format};

/// Why a whole pack could not be used.
#[derive(Debug, thiserror::Error)]
pub enum PackError {
    /// The file could not be read.
    #[error("{}: cannot read: {source}", path.display())]
    Read {
        /// The file as it was given.
        path: PathBuf,
        /// Why it was not read: the operating system's reason, or
        /// [`crate::levels::file`]'s (not a regular file, too large).
        source: std::io::Error,
    },
    /// The file has no board at all (it may not be a pack).
    #[error("{}: no Sokoban boards found (rows of # walls)", path.display())]
    Empty {
        /// The file as it was given.
        path: PathBuf,
    },
    /// An arena (or another TOML file) where a pack was expected.
    #[error("{}: {message}", path.display())]
    WrongFormat {
        /// The file as it was given.
        path: PathBuf,
        /// One sentence naming the format found and where such files go.
        message: &'static str,
    },
}

/// Every board of one file, in file order: played or skipped with its message.
#[derive(Debug, Clone, PartialEq)]
pub struct Pack {
    /// The file the pack came from (or a label, for text parsed in memory).
    pub file: PathBuf,
    /// Each board in file order: a playable level, or why it was rejected
    /// (numbering counts both).
    pub entries: Vec<Result<Level, LevelError>>,
}

impl Pack {
    /// Reads and parses a pack file. Only an unreadable file or one without any
    /// board fails; bad boards are kept as errors.
    pub fn load(path: &Path) -> Result<Self, PackError> {
        let text = read_level(path).map_err(|source| PackError::Read {
            path: path.to_owned(),
            source,
        })?;
        Self::from_text(&text, path)
    }

    /// Parses a pack already read from `path`: what [`Pack::load`] does after
    /// reading, shared with `hitlab check`. Fails for an arena file given as a
    /// pack, or a file without any board.
    pub fn from_text(text: &str, path: &Path) -> Result<Self, PackError> {
        if let Some(message) = wrong_format(path, text, Format::SokobanPack) {
            return Err(PackError::WrongFormat {
                path: path.to_owned(),
                message,
            });
        }
        let pack = parse_pack(text, path);
        if pack.entries.is_empty() {
            return Err(PackError::Empty {
                path: path.to_owned(),
            });
        }
        Ok(pack)
    }

    /// The valid levels.
    pub fn levels(&self) -> impl Iterator<Item = &Level> {
        self.entries.iter().filter_map(|e| e.as_ref().ok())
    }

    /// The rejected boards.
    pub fn errors(&self) -> impl Iterator<Item = &LevelError> {
        self.entries.iter().filter_map(|e| e.as_ref().err())
    }

    /// Board `number` (1-based, file order).
    #[must_use]
    pub fn entry(&self, number: usize) -> Option<&Result<Level, LevelError>> {
        number.checked_sub(1).and_then(|i| self.entries.get(i))
    }
}

/// Parses a whole pack. `file` is only used in error messages. Never fails
/// as a whole: each board is a [`Level`] or its [`LevelError`].
#[must_use]
pub fn parse_pack(text: &str, file: &Path) -> Pack {
    Pack {
        file: file.to_owned(),
        entries: boards(text, file),
    }
}
