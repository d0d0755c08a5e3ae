//! A problem given its line and column, displayed like a compiler's.

use std::fmt;

use super::problem::Problem;

/// One thing wrong in a level file (an arena, a lesson), and where.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FileProblem {
    /// 1-based.
    pub line: usize,
    /// 1-based, in characters.
    pub column: usize,
    /// What is wrong and, where it helps, what would be right, in the level
    /// designer's words.
    pub message: String,
}

impl fmt::Display for FileProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}: {}", self.line, self.column, self.message)
    }
}

/// The problems with line and column, in file order (problems at one place
/// keep the order they were found in), each told once.
pub(crate) fn located(text: &str, mut problems: Vec<Problem>) -> Vec<FileProblem> {
    problems.sort_by_key(|p| p.span.start);
    problems.dedup();
    problems
        .into_iter()
        .map(|p| {
            let (line, column) = line_column(text, p.span.start);
            FileProblem {
                line,
                column,
                message: p.message,
            }
        })
        .collect()
}

/// 1-based line and column (in characters) of byte `offset` in `text`.
pub(crate) fn line_column(text: &str, offset: usize) -> (usize, usize) {
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
