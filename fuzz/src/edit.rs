//! The editors' write-back: a file opened in an editor, changed by a run of
//! edits the fuzzer chooses, saved, and read again.
//!
//! What cannot fail for any file and any edits:
//! - no panic, and the same edits on the same file save the same text;
//! - a saved file, opened again, holds the edited board (less the empty
//!   margins a file cannot hold);
//! - every line of the original that is no board's (titles, comments, free
//!   text) is still there, in order, byte for byte;
//! - a file with boards, opened and saved unchanged, is the same bytes, and
//!   undoing every edit gives that file back exactly.

use hitlab::editor::sokoban::{Editor, Side, Tool};
use hitlab::levels::sokoban::{Cell, board_lines};

use crate::text;

/// The line in a `pack_edit` input that ends the pack's text and begins the
/// edits (three bytes each). Without it, the whole input is edits on the
/// shipped pack.
pub const EDITS_SEPARATOR: &str = "=== edits ===\n";

/// Edits read from one input at most: under the editor's undo limit, so
/// undoing them all must give the original back.
const MAX_EDITS: usize = 400;

/// One edit, as the editor's keys and mouse make them.
#[derive(Debug, Clone, Copy)]
enum Edit {
    Paint(Cell, Tool),
    Resize(Side, bool),
    GoTo(usize),
    Add { copy: bool },
    Undo,
    Redo,
}

/// The edits three bytes each: what, then two arguments. Cells run one
/// past each side of a small board, so painting outside grows nothing and
/// must be refused cleanly.
fn edits(bytes: &[u8]) -> Vec<Edit> {
    const SIDES: [Side; 4] = [Side::Left, Side::Right, Side::Top, Side::Bottom];
    bytes
        .chunks_exact(3)
        .take(MAX_EDITS)
        .map(|b| match b[0] % 8 {
            0..=3 => Edit::Paint(
                Cell::new(i32::from(b[2] % 14) - 1, i32::from(b[2] / 14 % 12) - 1),
                Tool::ALL[usize::from(b[1]) % Tool::ALL.len()],
            ),
            4 => Edit::Resize(SIDES[usize::from(b[1] % 4)], b[1] & 4 != 0),
            5 => Edit::GoTo(usize::from(b[1] % 12)),
            6 => Edit::Add {
                copy: b[1] & 1 != 0,
            },
            _ if b[1] & 1 == 0 => Edit::Undo,
            _ => Edit::Redo,
        })
        .collect()
}

fn apply(editor: &mut Editor, edits: &[Edit]) {
    for edit in edits {
        match *edit {
            Edit::Paint(cell, tool) => {
                editor.paint(cell, tool);
            }
            Edit::Resize(side, grow) => {
                editor.resize(side, grow);
            }
            Edit::GoTo(level) => {
                let _ = editor.go_to(level);
            }
            Edit::Add { copy } => {
                let _ = editor.add_level(copy, "Added");
            }
            Edit::Undo => {
                editor.undo();
            }
            Edit::Redo => {
                editor.redo();
            }
        }
    }
}

fn lines(text: &str) -> Vec<&str> {
    text.split_inclusive('\n').collect()
}

/// The lines of `text` that belong to no board, in order.
fn lines_outside_boards(text: &str) -> Vec<&str> {
    let all = lines(text);
    let mut on_board = vec![false; all.len()];
    for span in board_lines(text) {
        for mark in on_board.get_mut(span).into_iter().flatten() {
            *mark = true;
        }
    }
    all.into_iter()
        .zip(on_board)
        .filter(|(_, board)| !board)
        .map(|(line, _)| line)
        .collect()
}

/// A pack (or the shipped one) through the Sokoban editor: edits, save,
/// read again, undo.
pub fn pack_edit(data: &[u8]) {
    let (original, edit_bytes) = match data
        .windows(EDITS_SEPARATOR.len())
        .position(|w| w == EDITS_SEPARATOR.as_bytes())
    {
        Some(at) => match text(&data[..at]) {
            Some(pack) => (pack, &data[at + EDITS_SEPARATOR.len()..]),
            None => return,
        },
        None => (crate::SHIPPED_PACK, data),
    };
    let edits = edits(edit_bytes);
    let mut editor = Editor::open(original, 0, "New");
    apply(&mut editor, &edits);
    let saved = editor.saved_text();

    let mut again = Editor::open(original, 0, "New");
    apply(&mut again, &edits);
    assert_eq!(saved, again.saved_text(), "not deterministic");

    if let Ok(saved) = &saved {
        let reopened = Editor::open(saved, editor.level(), "New");
        assert_eq!(reopened.level(), editor.level(), "the level moved");
        // Compared as saved (trailing empty squares dropped): a board read
        // from a ragged line may be wider than its squares.
        assert_eq!(
            reopened.board().as_saved(),
            editor.board().as_saved(),
            "the saved board reads back different"
        );
        let mut rest = lines(saved).into_iter();
        for line in lines_outside_boards(original) {
            // A last line without an ending gains one when a level is
            // added after it.
            let same = |l: &str| {
                l == line
                    || (!line.ends_with('\n')
                        && l.strip_prefix(line)
                            .is_some_and(|ending| ending == "\n" || ending == "\r\n"))
            };
            assert!(rest.any(same), "lost the line {line:?}");
        }
    }

    // A pack with boards opens as it is; one without any opens with a new
    // walled room to start from. Undo goes back to what was opened.
    let opened = Editor::open(original, 0, "New").saved_text();
    if !board_lines(original).is_empty() {
        assert_eq!(
            opened.as_deref(),
            Ok(original),
            "opened and saved unchanged, the file changed"
        );
    }
    while editor.undo() {}
    assert_eq!(
        editor.saved_text(),
        opened,
        "undoing every edit does not give the opened file back"
    );
}
