//! A level and its moves as text to copy and paste, in the form Sokoban
//! players trade them: the board's XSB rows, then its title, then the
//! moves on one line in LURD (`lurdLURD`). Pasted text goes through the
//! same XSB parser as a pack file, so a bad board is refused as `hitlab
//! check` would refuse it.

use std::path::Path;

use crate::levels::sokoban::{Level, parse_pack};

use super::game::Dir;
use super::lurd::{LurdError, parse_lurd};

/// Where a pasted level is said to come from, in its refusals.
pub const PASTED: &str = "pasted text";

/// Why pasted text does not open as a level.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PasteError {
    /// The text holds no board at all.
    #[error("no Sokoban board in the pasted text")]
    NoBoard,
    /// The board was read and refused (line and column in the pasted text).
    #[error("{0}")]
    BadBoard(String),
    /// The moves line is not LURD.
    #[error(transparent)]
    Moves(#[from] LurdError),
}

/// Whether pasted text is a share code (`HL…`), which the window's own
/// paste opens, rather than a level.
#[must_use]
pub fn is_share_code(text: &str) -> bool {
    text.trim_start().starts_with("HL")
}

/// `level` and the moves `lurd` as copied text: the board's rows, its
/// title if it has one, then the moves (left out when there are none).
#[must_use]
pub fn level_text(level: &Level, lurd: &str) -> String {
    let mut text = level.to_xsb();
    if let Some(title) = &level.title {
        text.push_str(&format!("Title: {title}\n"));
    }
    if !lurd.is_empty() {
        text.push_str(lurd);
        text.push('\n');
    }
    text
}

/// Whether `line` is a line of moves: LURD letters (and counts), no board
/// character. (`l u r d` are no board characters, so a board row never
/// reads as moves.)
fn is_moves_line(line: &str) -> bool {
    let trimmed = line.trim();
    trimmed.chars().any(|c| "lurdLURD".contains(c))
        && trimmed
            .chars()
            .all(|c| "lurdLURD".contains(c) || c.is_ascii_digit() || c.is_whitespace())
}

/// Reads pasted text: the first board in it, and the moves on its last
/// line if that line is LURD (none otherwise).
///
/// # Errors
/// No board, a board the parser refuses (with its line and column), or a
/// moves line that is not LURD.
pub fn parse_level_text(text: &str) -> Result<(Level, Vec<Dir>), PasteError> {
    let lines: Vec<&str> = text.lines().collect();
    let last = lines.iter().rposition(|l| !l.trim().is_empty());
    let (board, moves) = match last {
        Some(i) if is_moves_line(lines[i]) => (lines[..i].join("\n"), lines[i]),
        _ => (text.to_owned(), ""),
    };
    let pack = parse_pack(&board, Path::new(PASTED));
    let level = match pack.entries.into_iter().next() {
        None => return Err(PasteError::NoBoard),
        Some(Err(e)) => return Err(PasteError::BadBoard(e.to_string())),
        Some(Ok(level)) => level,
    };
    Ok((level, parse_lurd(moves)?))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_level_and_its_moves_round_trip_as_text() {
        let board = "Title: Corridor\n#######\n#@ $ .#\n#######\n";
        let level = parse_pack(board, Path::new("t.xsb"))
            .entries
            .remove(0)
            .unwrap();
        let text = level_text(&level, "rRR");
        assert!(text.ends_with("Title: Corridor\nrRR\n"), "{text}");
        let (back, moves) = parse_level_text(&text).unwrap();
        assert_eq!(back.to_xsb(), level.to_xsb());
        assert_eq!(back.title.as_deref(), Some("Corridor"));
        let lurd: String = moves.iter().map(|d| d.lurd(false)).collect();
        assert_eq!(lurd, "rrr");
        // Without moves, the text is the board alone and reads back so.
        let (_, none) = parse_level_text(&level_text(&level, "")).unwrap();
        assert!(none.is_empty());
    }

    #[test]
    fn bad_text_is_refused_with_why() {
        assert_eq!(parse_level_text("hello there"), Err(PasteError::NoBoard));
        assert_eq!(parse_level_text(""), Err(PasteError::NoBoard));
        let Err(PasteError::BadBoard(why)) = parse_level_text("#####\n#@$ #\n#####\n") else {
            panic!("a board with a box and no goal is refused");
        };
        assert!(why.contains(PASTED), "{why}");
        let moves = parse_level_text("#####\n#@$.#\n#####\nrR\nRx\n");
        assert!(moves.is_err(), "{moves:?}");
    }

    #[test]
    fn share_codes_are_told_from_levels() {
        assert!(is_share_code("HL1-ABCD"));
        assert!(is_share_code("  HL1-ABCD\n"));
        assert!(!is_share_code("#####\n#@$.#\n#####\n"));
    }
}
