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
///
/// One pass over the text for all of them, each problem counting on from
/// the one before: counting from the start for each would be quadratic in a
/// large file with many problems.
pub(crate) fn located(text: &str, mut problems: Vec<Problem>) -> Vec<FileProblem> {
    problems.sort_by_key(|p| p.span.start);
    problems.dedup();
    let (mut offset, mut line, mut line_start) = (0, 1, 0);
    problems
        .into_iter()
        .map(|p| {
            let to = floor_char_boundary(text, p.span.start);
            let between = &text[offset..to];
            line += between.matches('\n').count();
            if let Some(i) = between.rfind('\n') {
                line_start = offset + i + 1;
            }
            offset = to;
            FileProblem {
                line,
                column: text[line_start..to].chars().count() + 1,
                message: p.message,
            }
        })
        .collect()
}

/// `offset` within `text`, moved back to the start of its character.
fn floor_char_boundary(text: &str, offset: usize) -> usize {
    let mut at = offset.min(text.len());
    while !text.is_char_boundary(at) {
        at -= 1;
    }
    at
}

/// 1-based line and column (in characters) of byte `offset` in `text`.
pub(crate) fn line_column(text: &str, offset: usize) -> (usize, usize) {
    let offset = floor_char_boundary(text, offset);
    let before = &text[..offset];
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

    #[test]
    fn located_in_one_pass_agrees_with_line_column() {
        let text = "a = 1\nbé = [2,\n3]\n\nc = 4";
        let offsets = [0, 4, 6, 7, 9, 16, 17, 19, 200];
        let problems = offsets
            .iter()
            .map(|&o| Problem::new(o..o, format!("at {o}")))
            .collect();
        let found = located(text, problems);
        for (problem, &offset) in found.iter().zip(&offsets) {
            assert_eq!(
                (problem.line, problem.column),
                line_column(text, offset),
                "{offset}"
            );
        }
    }
}
