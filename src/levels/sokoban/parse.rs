//! Splits a pack's text into boards and their metadata.
//!
//! Each line is one of: blank, comment (`;` or `::`), metadata (`Key: value`),
//! a board row, or free text. A board row starts (after indentation) with a
//! board character or a run-length count and contains a wall `#`; once a board
//! has begun, every following non-blank, non-comment, non-metadata line is a row
//! of it, so a typo inside a board is reported rather than silently ending it.
//!
//! Collections put metadata either before each board or after it. The first
//! board decides for the whole file: if metadata precedes it, metadata belongs
//! to the board that follows; otherwise to the board before.

use std::ops::Range;
use std::path::Path;

use super::level::{Level, LevelError, LevelProblem, MAX_SIDE};
use super::validate::{RawBoard, SourceRow, build_level};

#[derive(Debug)]
enum Line<'a> {
    Blank,
    Comment,
    Meta {
        key: String,
        value: &'a str,
    },
    Row,
    Text,
    /// A line inside a multi-line `Comment:` ... `Comment-End:` block.
    CommentText(&'a str),
}

fn classify(text: &str, in_board: bool) -> Line<'_> {
    let trimmed = text.trim();
    if trimmed.is_empty() {
        return Line::Blank;
    }
    if trimmed.starts_with(';') || trimmed.starts_with("::") {
        return Line::Comment;
    }
    if let Some((key, value)) = trimmed.split_once(':') {
        let is_key = key
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_' || c == ' ')
            && key.starts_with(|c: char| c.is_ascii_alphabetic());
        if is_key {
            return Line::Meta {
                key: key.trim().to_ascii_lowercase(),
                value: value.trim(),
            };
        }
    }
    let starts_like_row =
        trimmed.starts_with(|c: char| "#@+$*.-_".contains(c) || c.is_ascii_digit());
    if in_board || (starts_like_row && trimmed.contains('#')) {
        Line::Row
    } else {
        Line::Text
    }
}

/// Metadata being gathered for one board.
#[derive(Debug, Default, Clone)]
struct Meta {
    title: Option<String>,
    author: Option<String>,
    comment: Option<String>,
}

impl Meta {
    fn set(&mut self, key: &str, value: &str) {
        let slot = match key {
            "title" => &mut self.title,
            "author" => &mut self.author,
            "comment" => &mut self.comment,
            _ => return, // Other keys (Date, Solution, ...) are accepted and ignored.
        };
        if value.is_empty() {
            return;
        }
        match slot {
            Some(old) if key == "comment" => {
                old.push('\n');
                old.push_str(value);
            }
            _ => *slot = Some(value.to_owned()),
        }
    }
}

/// Expands one source line into rows (several if it uses `|`), each cell with
/// its source column, or the first problem with its column.
fn expand_row(text: &str, line: usize) -> Result<Vec<SourceRow>, (LevelProblem, usize)> {
    let mut rows = vec![SourceRow {
        line,
        cells: Vec::new(),
    }];
    let mut count: Option<(usize, usize)> = None; // (value, column of its first digit)
    for (index, ch) in text.trim_end().chars().enumerate() {
        let column = index + 1;
        if let Some(digit) = ch.to_digit(10) {
            let (value, first) = count.unwrap_or((0, column));
            let value = value * 10 + digit as usize;
            if value > MAX_SIDE {
                return Err((
                    LevelProblem::TooLarge {
                        width: value,
                        height: rows.len(),
                        max: MAX_SIDE,
                    },
                    first,
                ));
            }
            count = Some((value, first));
            continue;
        }
        if ch == '|' {
            if let Some((_, first)) = count {
                return Err((LevelProblem::DanglingCount, first));
            }
            rows.push(SourceRow {
                line,
                cells: Vec::new(),
            });
            continue;
        }
        if !"#@+$*.-_ ".contains(ch) {
            return Err((LevelProblem::UnknownCharacter { found: ch }, column));
        }
        let times = count.take().map_or(1, |(value, _)| value);
        let row = rows.last_mut().map(|r| &mut r.cells);
        if let Some(cells) = row {
            cells.extend(std::iter::repeat_n((ch, column), times));
        }
    }
    if let Some((_, first)) = count {
        return Err((LevelProblem::DanglingCount, first));
    }
    Ok(rows)
}

/// A board while its rows are being read.
struct Pending {
    number: usize,
    first_line: usize,
    rows: Vec<SourceRow>,
    problem: Option<(LevelProblem, usize, Option<usize>)>,
    meta: Meta,
}

/// Each line's kind, in order (pass 1 of [`boards`]).
fn classify_lines<'a>(lines: &[&'a str]) -> Vec<Line<'a>> {
    let mut kinds = Vec::with_capacity(lines.len());
    let mut in_board = false;
    let mut in_comment_block = false;
    for &raw in lines {
        let mut kind = classify(raw, in_board);
        if in_comment_block {
            if matches!(&kind, Line::Meta { key, .. } if key == "comment-end" || key == "comment_end")
            {
                in_comment_block = false;
                kind = Line::Comment;
            } else {
                kind = Line::CommentText(raw.trim());
            }
        } else if matches!(&kind, Line::Meta { key, value } if key == "comment" && value.is_empty())
        {
            in_comment_block = true;
        }
        in_board = matches!(kind, Line::Row);
        kinds.push(kind);
    }
    kinds
}

/// Whether the file's metadata precedes its boards (decided by the first
/// board, as the module's doc says).
fn metadata_first(kinds: &[Line<'_>]) -> bool {
    let first_row = kinds.iter().position(|k| matches!(k, Line::Row));
    first_row.is_some_and(|first| {
        kinds[..first]
            .iter()
            .any(|k| matches!(k, Line::Meta { key, .. } if ["title", "author", "comment"].contains(&key.as_str())))
    })
}

/// Where each board is in a pack's text: the 0-based range of its lines (as
/// `str::lines` numbers them), in file order, numbered as [`super::parse_pack`]
/// numbers its entries. The editor rewrites a board's lines and nothing else.
#[must_use]
pub fn board_lines(text: &str) -> Vec<Range<usize>> {
    let lines: Vec<&str> = text.lines().collect();
    let kinds = classify_lines(&lines);
    let mut spans: Vec<Range<usize>> = Vec::new();
    for (index, kind) in kinds.iter().enumerate() {
        if !matches!(kind, Line::Row) {
            continue;
        }
        match spans.last_mut() {
            Some(span) if span.end == index => span.end = index + 1,
            _ => spans.push(index..index + 1),
        }
    }
    spans
}

/// Whether a pack's metadata (`Title:` ...) comes before each board rather
/// than after it, so a new board's title goes on the same side.
#[must_use]
pub fn metadata_before_boards(text: &str) -> bool {
    let lines: Vec<&str> = text.lines().collect();
    metadata_first(&classify_lines(&lines))
}

/// One board line's rows of XSB characters (run-length counts expanded, `|`
/// split), or `None` if the line is not a well-formed row.
#[must_use]
pub fn expand_board_line(text: &str) -> Option<Vec<Vec<char>>> {
    let rows = expand_row(text, 0).ok()?;
    Some(
        rows.into_iter()
            .map(|row| row.cells.into_iter().map(|(ch, _)| ch).collect())
            .collect(),
    )
}

/// Every board of a pack's text, in file order. `file` is only used in
/// error messages.
pub(super) fn boards(text: &str, file: &Path) -> Vec<Result<Level, LevelError>> {
    let lines: Vec<&str> = text.lines().collect();
    // Pass 1: classify, so the metadata convention is known before assembling.
    let kinds = classify_lines(&lines);
    let meta_before = metadata_first(&kinds);

    // Pass 2: assemble boards.
    let mut boards: Vec<Pending> = Vec::new();
    let mut upcoming = Meta::default();
    let mut current: Option<Pending> = None;
    for (index, (raw, kind)) in lines.iter().zip(&kinds).enumerate() {
        let line = index + 1;
        if !matches!(kind, Line::Row)
            && let Some(done) = current.take()
        {
            boards.push(done);
        }
        match kind {
            Line::Row => {
                let board = current.get_or_insert_with(|| Pending {
                    number: boards.len() + 1,
                    first_line: line,
                    rows: Vec::new(),
                    problem: None,
                    meta: if meta_before {
                        std::mem::take(&mut upcoming)
                    } else {
                        Meta::default()
                    },
                });
                match expand_row(raw, line) {
                    Ok(rows) => board.rows.extend(rows),
                    Err((problem, column)) => {
                        board.problem.get_or_insert((problem, line, Some(column)));
                    }
                }
            }
            Line::Meta { key, value } => {
                let target = match boards.last_mut() {
                    Some(last) if !meta_before => &mut last.meta,
                    _ => &mut upcoming,
                };
                target.set(key, value);
            }
            Line::CommentText(text) => {
                let target = match boards.last_mut() {
                    Some(last) if !meta_before => &mut last.meta,
                    _ => &mut upcoming,
                };
                target.set("comment", text);
            }
            Line::Blank | Line::Comment | Line::Text => {}
        }
    }
    if let Some(done) = current.take() {
        boards.push(done);
    }

    boards.into_iter().map(|b| finish(b, file)).collect()
}

fn finish(board: Pending, file: &Path) -> Result<Level, LevelError> {
    let meta = board.meta;
    let error = |problem, line, column| LevelError {
        file: file.to_owned(),
        level: board.number,
        title: meta.title.clone(),
        line,
        column,
        problem,
    };
    if let Some((problem, line, column)) = board.problem {
        return Err(error(problem, line, column));
    }
    let raw = RawBoard {
        number: board.number,
        first_line: board.first_line,
        rows: board.rows,
    };
    match build_level(&raw) {
        Ok(mut level) => {
            level.title = meta.title.clone();
            level.author = meta.author.clone();
            level.comment = meta.comment.clone();
            Ok(level)
        }
        Err((problem, line, column)) => Err(error(problem, line, column)),
    }
}
