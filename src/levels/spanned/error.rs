//! Why a TOML level file (an arena, a lesson) was rejected: one type for
//! both, since both are read the same way and fail the same ways.

use std::path::{Path, PathBuf};

use super::FileProblem;

/// Why a level file was rejected. Displayed like a compiler's errors: one
/// `path:line:column: message` line per problem (a read failure is one
/// line).
#[derive(Debug, thiserror::Error)]
pub enum FileError {
    /// The file could not be read.
    #[error("{}: cannot read: {source}", path.display())]
    Io {
        /// The file as it was given.
        path: PathBuf,
        /// Why it was not read: the operating system's reason, or
        /// [`crate::levels::file`]'s (not a regular file, too large) (missing, a folder, no
        /// permission).
        #[source]
        source: std::io::Error,
    },
    /// Everything found wrong with the file, in file order, never empty.
    /// Broken TOML syntax, or an unknown, missing or mistyped key where
    /// the rest of the file cannot be read without it, stops the reading,
    /// so such a problem comes alone; every other problem is listed.
    #[error("{}", lines(path, problems))]
    Invalid {
        /// The file as it was given.
        path: PathBuf,
        /// Every problem, in file order.
        problems: Vec<FileProblem>,
    },
}

/// Each problem on its own `path:line:column: message` line.
fn lines(path: &Path, problems: &[FileProblem]) -> String {
    let path = path.display();
    let lines: Vec<String> = problems.iter().map(|p| format!("{path}:{p}")).collect();
    lines.join("\n")
}
