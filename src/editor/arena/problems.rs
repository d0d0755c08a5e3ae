//! The loader's own checks, live: what `hitlab check` would print for the
//! file as it would be saved now, each problem placed on the part it is in.
//!
//! The editor parses the text it would save with the loader
//! ([`parse_arena`]) rather than checking the draft by other means: then
//! the words, the line and the column are exactly `hitlab check`'s, and no
//! second copy of the rules can drift from the loader's. An arena is small
//! (the storm's 64 targets parse in well under a millisecond's worth of a
//! frame), and it is parsed once per edit, not per frame.

use std::path::Path;

use crate::levels::FileError;
use crate::levels::arena::{Arena, parse_arena};

use super::draft::Part;

/// One problem of the text, with the part it is in.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LiveProblem {
    /// The part whose entry the problem's line lies in; `None` for one at
    /// the top level (the size, `[shells]`).
    pub part: Option<Part>,
    /// 1-based line in the text as saved.
    pub line: usize,
    /// 1-based column.
    pub column: usize,
    /// `hitlab check`'s words.
    pub message: String,
}

/// The arena `text` loads as, or every problem `hitlab check` finds in it.
pub fn check_text(text: &str, path: &Path) -> Result<Arena, Vec<LiveProblem>> {
    match parse_arena(text, path) {
        Ok(arena) => Ok(arena),
        Err(FileError::Invalid { problems, .. }) => {
            let parts = part_lines(text);
            Err(problems
                .into_iter()
                .map(|p| LiveProblem {
                    part: part_at(&parts, p.line),
                    line: p.line,
                    column: p.column,
                    message: p.message,
                })
                .collect())
        }
        // Parsing text reads no file; kept for the type's sake.
        Err(error @ FileError::Io { .. }) => Err(vec![LiveProblem {
            part: None,
            line: 0,
            column: 0,
            message: error.to_string(),
        }]),
    }
}

/// The line each part's entry begins on: `[plane]`, each `[[targets]]` and
/// `[[obstacles]]` header, and the next table's header where the one before
/// ends (`None`).
fn part_lines(text: &str) -> Vec<(usize, Option<Part>)> {
    let (mut targets, mut obstacles) = (0, 0);
    let mut starts = Vec::new();
    for (index, line) in text.lines().enumerate() {
        let header: String = line.chars().filter(|c| !c.is_whitespace()).collect();
        let header = header.split('#').next().unwrap_or("");
        // A table header, not a line of a multi-line array (`[1.0, 2.0],`).
        let name = header.trim_start_matches('[').trim_end_matches(']');
        let is_header = header.starts_with('[')
            && header.ends_with(']')
            && name
                .chars()
                .all(|c| c.is_alphanumeric() || c == '_' || c == '.');
        if !is_header {
            continue;
        }
        let part = match header {
            "[plane]" => Some(Part::Plane),
            "[[targets]]" => {
                targets += 1;
                Some(Part::Target(targets - 1))
            }
            "[[obstacles]]" => {
                obstacles += 1;
                Some(Part::Obstacle(obstacles - 1))
            }
            _ => None,
        };
        starts.push((index + 1, part));
    }
    starts
}

fn part_at(parts: &[(usize, Option<Part>)], line: usize) -> Option<Part> {
    parts
        .iter()
        .take_while(|(start, _)| *start <= line)
        .last()
        .and_then(|(_, part)| *part)
}
