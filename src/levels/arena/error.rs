//! Why an arena file was rejected: each problem with its line and column,
//! displayed like a compiler's errors.

use std::fmt;
use std::path::{Path, PathBuf};

use super::problem::Problem;

/// One thing wrong in an arena file, and where.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ArenaProblem {
    /// 1-based.
    pub line: usize,
    /// 1-based, in characters.
    pub column: usize,
    /// What is wrong and, where it helps, what would be right, in the level
    /// designer's words.
    pub message: String,
}

impl fmt::Display for ArenaProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}: {}", self.line, self.column, self.message)
    }
}

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

/// The problems with line and column, in file order (problems at one place
/// keep the order they were found in), each told once.
pub(super) fn located(text: &str, mut problems: Vec<Problem>) -> Vec<ArenaProblem> {
    problems.sort_by_key(|p| p.span.start);
    problems.dedup();
    problems
        .into_iter()
        .map(|p| {
            let (line, column) = line_column(text, p.span.start);
            ArenaProblem {
                line,
                column,
                message: p.message,
            }
        })
        .collect()
}

/// 1-based line and column (in characters) of byte `offset` in `text`.
fn line_column(text: &str, offset: usize) -> (usize, usize) {
    let offset = offset.min(text.len());
    let before = text.get(..offset).unwrap_or(text);
    let line = before.matches('\n').count() + 1;
    let line_start = before.rfind('\n').map_or(0, |i| i + 1);
    let column = before[line_start..].chars().count() + 1;
    (line, column)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn line_column_counts_from_one() {
        assert_eq!(line_column("ab\ncd", 0), (1, 1));
        assert_eq!(line_column("ab\ncd", 4), (2, 2));
        assert_eq!(line_column("é\nx", 3), (2, 1));
    }
}
