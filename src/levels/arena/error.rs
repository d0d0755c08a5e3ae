//! Why an arena file was rejected: each problem with its line and column,
//! displayed like a compiler's errors.

use std::path::{Path, PathBuf};

pub use crate::levels::spanned::FileProblem as ArenaProblem;

/// Why an arena file was rejected.
///
/// Displayed like a compiler's errors: one `path:line:column: message` line
/// per problem (a read failure is one line).
#[derive(Debug, thiserror::Error)]
pub enum ArenaError {
    /// The file could not be read.
    #[error("{}: cannot read: {source}", path.display())]
    Io {
        /// The file as it was given.
        path: PathBuf,
        /// Why the operating system refused it (missing, a folder, no
        /// permission).
        #[source]
        source: std::io::Error,
    },
    /// Everything found wrong with the file, in file order, never empty.
    /// Broken TOML syntax, or an unknown, missing or mistyped key outside a
    /// shape or obstacle, stops the reading, so such a problem comes alone;
    /// every other problem is listed.
    #[error("{}", lines(path, problems))]
    Invalid {
        /// The file as it was given.
        path: PathBuf,
        /// Every problem, in file order.
        problems: Vec<ArenaProblem>,
    },
}

/// Each problem on its own `path:line:column: message` line.
fn lines(path: &Path, problems: &[ArenaProblem]) -> String {
    let path = path.display();
    let lines: Vec<String> = problems.iter().map(|p| format!("{path}:{p}")).collect();
    lines.join("\n")
}
