//! A file shown on screen and reloaded when it is saved: the one policy
//! every screen that shows a file (an arena, a pack, a lesson) follows.
//!
//! - **Watch**: polled ([`FileWatch`]), about twice a second.
//! - **Load**: the screen's own loader, which checks the whole file and
//!   builds what plays from it.
//! - **Keep the last good**: a file that fails any check is taken not at
//!   all, at start as on reload: what plays is always a version of the file
//!   that passed every check (or, at start, the screen's stated fallback),
//!   never half of an edit that no check approved. A class is never shown
//!   something `hitlab check` would refuse.
//! - **Say why**: the [`Rejection`], every problem at its `line:column`,
//!   stays on screen until a good version is saved.

use std::path::{Path, PathBuf};

use super::FileError;
use super::sokoban::{LevelError, PackError};
use super::watch::FileWatch;
use crate::text::counted::count;

/// Why the file on disk is not what plays: the file, and each problem as
/// `line:column: message` (or a whole-file sentence), in file order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Rejection {
    /// The file rejected.
    pub path: PathBuf,
    /// Every problem, one entry each, never empty.
    pub problems: Vec<String>,
}

impl Rejection {
    /// One problem about the whole file.
    pub fn whole(path: &Path, problem: impl Into<String>) -> Self {
        Self {
            path: path.to_owned(),
            problems: vec![problem.into()],
        }
    }

    /// `"storm.toml rejected, 3 problems"`, for the log, which is English;
    /// the window words it in its language (`screens::banner::refused`).
    #[must_use]
    pub fn summary(&self) -> String {
        format!(
            "{} rejected, {}",
            self.path.display(),
            count(self.problems.len(), "problem", "problems")
        )
    }
}

impl From<FileError> for Rejection {
    fn from(error: FileError) -> Self {
        match error {
            FileError::Io { path, source } => Self::whole(&path, format!("cannot read: {source}")),
            FileError::Invalid { path, problems } => Self {
                path,
                problems: problems.iter().map(ToString::to_string).collect(),
            },
        }
    }
}

impl From<PackError> for Rejection {
    fn from(error: PackError) -> Self {
        let path = match &error {
            PackError::Read { path, .. }
            | PackError::Empty { path }
            | PackError::WrongFormat { path, .. } => path.clone(),
        };
        // The error names the file first; the heading already does.
        let said = error.to_string();
        let prefix = format!("{}: ", path.display());
        let problem = said.strip_prefix(&prefix).unwrap_or(&said).to_owned();
        Self::whole(&path, problem)
    }
}

impl From<&LevelError> for Rejection {
    /// A board of a pack refused, at its line and column.
    fn from(error: &LevelError) -> Self {
        let title = error
            .title
            .as_ref()
            .map(|t| format!(" ({t})"))
            .unwrap_or_default();
        let place = match error.column {
            Some(column) => format!("{}:{column}", error.line),
            None => error.line.to_string(),
        };
        Self::whole(
            &error.file,
            format!("{place}: level {}{title}: {}", error.level, error.problem),
        )
    }
}

/// What a poll of a [`LiveFile`] found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Reload<T> {
    /// The file is as it was: nothing to do.
    Unchanged,
    /// A good new version: it replaces what plays.
    Loaded(T),
    /// A new version that was refused: the last good one plays on, and
    /// [`LiveFile::rejection`] says why.
    Refused,
}

/// A watched file, what became of its last load, and why the file on disk
/// is not what plays (if it is not).
#[derive(Debug, Clone)]
pub struct LiveFile {
    watch: FileWatch,
    rejection: Option<Rejection>,
}

impl LiveFile {
    /// Starts watching `path`; nothing is loaded yet.
    pub fn new(path: impl Into<PathBuf>) -> Self {
        Self {
            watch: FileWatch::new(path),
            rejection: None,
        }
    }

    /// The file.
    #[must_use]
    pub fn path(&self) -> &Path {
        self.watch.path()
    }

    /// Loads the file with `load` now (at start, or when the screen asks):
    /// what it built, or `None` with the rejection kept for the screen.
    pub fn load<T>(&mut self, load: impl FnOnce(&Path) -> Result<T, Rejection>) -> Option<T> {
        match load(self.watch.path()) {
            Ok(value) => {
                self.rejection = None;
                Some(value)
            }
            Err(rejection) => {
                log::error!(
                    "{}:\n  {}",
                    rejection.summary(),
                    rejection.problems.join("\n  ")
                );
                self.rejection = Some(rejection);
                None
            }
        }
    }

    /// If the file changed since the last poll, loads it again with `load`.
    pub fn poll<T>(&mut self, load: impl FnOnce(&Path) -> Result<T, Rejection>) -> Reload<T> {
        if !self.watch.changed() {
            return Reload::Unchanged;
        }
        match self.load(load) {
            Some(value) => {
                log::info!("{}: reloaded", self.path().display());
                Reload::Loaded(value)
            }
            None => Reload::Refused,
        }
    }

    /// Why the file on disk is not what plays, until a good version loads.
    #[must_use]
    pub fn rejection(&self) -> Option<&Rejection> {
        self.rejection.as_ref()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn temp_file(name: &str, text: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("hitlab-live-{}-{name}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let file = dir.join("level.txt");
        crate::files::write(&file, text).unwrap();
        file
    }

    /// A loader that takes a file holding a number.
    fn number(path: &Path) -> Result<u32, Rejection> {
        let text =
            std::fs::read_to_string(path).map_err(|e| Rejection::whole(path, e.to_string()))?;
        text.trim()
            .parse()
            .map_err(|_| Rejection::whole(path, format!("1:1: not a number: {text}")))
    }

    #[test]
    fn a_bad_edit_keeps_the_last_good_and_says_why_until_fixed() {
        let file = temp_file("edit", "1");
        let mut live = LiveFile::new(&file);
        assert_eq!(live.load(number), Some(1));
        assert_eq!(live.poll(number), Reload::Unchanged, "no change, no reload");
        crate::files::write(&file, "one").unwrap();
        assert_eq!(
            live.poll(number),
            Reload::Refused,
            "a bad edit is not taken"
        );
        let said = live.rejection().expect("the rejection is kept");
        assert_eq!(said.problems, ["1:1: not a number: one"]);
        assert!(said.summary().ends_with("rejected, 1 problem"));
        crate::files::write(&file, "22").unwrap();
        assert_eq!(live.poll(number), Reload::Loaded(22));
        assert!(live.rejection().is_none(), "a good edit clears it");
        std::fs::remove_dir_all(file.parent().unwrap()).unwrap();
    }

    #[test]
    fn a_bad_file_at_start_is_refused_the_same_way() {
        let file = temp_file("start", "x");
        let mut live = LiveFile::new(&file);
        assert_eq!(live.load(number), None);
        assert!(live.rejection().is_some());
        std::fs::remove_dir_all(file.parent().unwrap()).unwrap();
    }
}
