//! The editors' write-back (`pack_edit`: the Sokoban editor, `arena_edit`:
//! the arena editor): a file opened in an editor, changed by a run of
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

use std::path::Path;

use hitlab::editor::arena::{ArenaDraft, ArenaEditor, Edit, ObstacleKind, Part, ShapeKind, Stride};
use hitlab::editor::sokoban::{Editor, Side, Tool};
use hitlab::levels::sokoban::{Cell, board_lines};
use toml_edit::DocumentMut;

use crate::text;

/// The line in a `pack_edit` input that ends the pack's text and begins the
/// edits (three bytes each). Without it, the whole input is edits on the
/// shipped pack.
pub const EDITS_SEPARATOR: &str = "=== edits ===\n";

/// Edits read from one input at most: under the editor's undo limit, so
/// undoing them all must give the original back.
const MAX_EDITS: usize = 400;

/// The parts an `arena_edit` input's edits may re-read in all: each edit
/// re-reads the whole arena (its parts, plus one for the arena itself), as
/// the editor does after every key to show the loader's problems, and the
/// check goes over the edits four times (made, made again, undone, redone).
/// So a small arena gets its 400 edits and the storm arena (64 targets)
/// about 23: without the bound, 66 edits on the storm took 1.5 s (4.5 s
/// instrumented), past AFL's 1 s.
const ARENA_PART_EDITS: usize = 1_500;

/// One Sokoban edit, as the editor's keys and mouse make them.
#[derive(Debug, Clone, Copy)]
enum PackEdit {
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
fn pack_edits(bytes: &[u8]) -> Vec<PackEdit> {
    const SIDES: [Side; 4] = [Side::Left, Side::Right, Side::Top, Side::Bottom];
    bytes
        .chunks_exact(3)
        .take(MAX_EDITS)
        .map(|b| match b[0] % 8 {
            0..=3 => PackEdit::Paint(
                Cell::new(i32::from(b[2] % 14) - 1, i32::from(b[2] / 14 % 12) - 1),
                Tool::ALL[usize::from(b[1]) % Tool::ALL.len()],
            ),
            4 => PackEdit::Resize(SIDES[usize::from(b[1] % 4)], b[1] & 4 != 0),
            5 => PackEdit::GoTo(usize::from(b[1] % 12)),
            6 => PackEdit::Add {
                copy: b[1] & 1 != 0,
            },
            _ if b[1] & 1 == 0 => PackEdit::Undo,
            _ => PackEdit::Redo,
        })
        .collect()
}

fn apply(editor: &mut Editor, edits: &[PackEdit]) {
    for edit in edits {
        match *edit {
            PackEdit::Paint(cell, tool) => {
                editor.paint(cell, tool);
            }
            PackEdit::Resize(side, grow) => {
                editor.resize(side, grow);
            }
            PackEdit::GoTo(level) => {
                let _ = editor.go_to(level);
            }
            PackEdit::Add { copy } => {
                let _ = editor.add_level(copy, "Added");
            }
            PackEdit::Undo => {
                editor.undo();
            }
            PackEdit::Redo => {
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
    let edits = pack_edits(edit_bytes);
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

/// The arenas an `arena_edit` input without its own text is edited in,
/// picked by its first byte: a plain one, the storm (many targets and
/// obstacles) and one with a single thin star.
const SHIPPED_ARENAS: [&str; 3] = [
    include_str!("../../resources/arenas/default.toml"),
    include_str!("../../resources/arenas/storm.toml"),
    include_str!("../../resources/arenas/spinning_tip.toml"),
];

/// What a typed text is made of: letters, digits, a colour's `#`, and what
/// a TOML string must escape or a font may lack.
const TYPED: [char; 12] = [
    'a', 'Z', '#', '0', 'f', ' ', '"', '\\', '\n', '星', 'é', '\u{0}',
];

/// One arena edit from four bytes (what, which part, two arguments), the
/// properties panel's among them, for the properties `draft` gives a part.
fn arena_edit_of(b: &[u8], draft: &ArenaDraft) -> Edit {
    let part = match b[1] % 3 {
        0 => Part::Plane,
        1 => Part::Target(usize::from(b[1] / 3 % 72)),
        _ => Part::Obstacle(usize::from(b[1] / 3 % 16)),
    };
    let signed = f64::from(b[2] as i8);
    let point = [f64::from(b[2] as i8) / 3.0, f64::from(b[3] as i8) / 4.0];
    let step = if b[3] & 1 == 0 { 0.5 } else { 0.001 };
    let shape = [
        ShapeKind::Star,
        ShapeKind::Moon,
        ShapeKind::Ellipse,
        ShapeKind::Letter,
    ][usize::from(b[3] % 4)];
    match b[0] % 22 {
        0 => Edit::MoveTo(part, point, step),
        1 => Edit::Rotate(part, signed),
        2 => Edit::Scale(part, signed / 100.0),
        3 => Edit::TurnTo(part, signed * 3.0, if b[3] & 1 == 0 { 15.0 } else { 1.0 }),
        4 => Edit::ScaleBy(part, f64::from(b[2]) / 64.0, step / 10.0),
        5 => Edit::Spin(part, signed / 8.0),
        6 => Edit::AddTarget(shape, point),
        7 => Edit::AddObstacle(
            if b[3] & 1 == 0 {
                ObstacleKind::Rect
            } else {
                ObstacleKind::Disk
            },
            point,
        ),
        8 => Edit::Delete(part),
        9 => Edit::Duplicate(part),
        10 => Edit::Tips(part, i64::from(b[2] as i8)),
        11 => Edit::Inner(part, signed / 50.0),
        12 => Edit::Hits(part, i32::from(b[2] as i8)),
        13 => Edit::ShellSpeed(signed / 100.0),
        14 => Edit::Cooldown(i64::from(b[2] as i8)),
        15 => Edit::TurnRate(signed / 10.0),
        16 => Edit::NextCharacter(part, i32::from(b[2] as i8)),
        17 => Edit::Resize(point),
        18..=20 => {
            // The arena's own properties when the byte says so, else the part's.
            let part = (b[3] & 2 != 0).then_some(part);
            let properties = draft.properties(part);
            let Some(&property) = properties.get(usize::from(b[3] >> 2) % properties.len().max(1))
            else {
                return Edit::NextDetection;
            };
            if b[0] % 22 == 18 {
                let stride = [Stride::Fine, Stride::Normal, Stride::Coarse][usize::from(b[3] % 3)];
                Edit::Step(part, property, i32::from(b[2] as i8), stride)
            } else {
                let typed = (0..usize::from(b[3] % 7))
                    .map(|i| TYPED[(usize::from(b[2]) + 7 * i) % TYPED.len()])
                    .collect();
                Edit::SetText(part, property, typed)
            }
        }
        _ => Edit::NextDetection,
    }
}

/// Applies the edits `bytes` spell, each read against the arena as it
/// stands (which parts and properties there are).
fn apply_arena_edits(editor: &mut ArenaEditor, bytes: &[u8]) {
    let mut parts_left = ARENA_PART_EDITS;
    for chunk in bytes.chunks_exact(4).take(MAX_EDITS) {
        let Some(left) = parts_left.checked_sub(editor.draft().parts().len() + 1) else {
            break;
        };
        parts_left = left;
        let edit = arena_edit_of(chunk, editor.draft());
        editor.edit(&edit);
    }
}

/// The draft with where each entry came from forgotten (a file read again
/// numbers its entries afresh), as text: a NaN a file held equals itself.
fn draft_read_afresh(draft: &ArenaDraft) -> String {
    let mut draft = draft.clone();
    draft.targets.iter_mut().for_each(|t| t.origin = None);
    draft.obstacles.iter_mut().for_each(|o| o.origin = None);
    format!("{draft:?}")
}

/// The comment lines of an arena's text, in order: no edit writes one.
fn comments(text: &str) -> Vec<&str> {
    text.lines()
        .filter(|l| l.trim_start().starts_with('#'))
        .collect()
}

/// An arena (or a shipped one) through the arena editor: edits, the text
/// it would save read again, undo and redo.
pub fn arena_edit(data: &[u8]) {
    let (original, edit_bytes) = match data
        .windows(EDITS_SEPARATOR.len())
        .position(|w| w == EDITS_SEPARATOR.as_bytes())
    {
        Some(at) => match text(&data[..at]) {
            Some(arena) => (arena, &data[at + EDITS_SEPARATOR.len()..]),
            None => return,
        },
        None => match data.split_first() {
            Some((&pick, rest)) => (
                SHIPPED_ARENAS[usize::from(pick) % SHIPPED_ARENAS.len()],
                rest,
            ),
            None => return,
        },
    };
    let path = Path::new("fuzz.toml");
    // A text that is not an arena the editor can hold is refused, cleanly.
    let Ok(mut editor) = ArenaEditor::open(path, original) else {
        return;
    };
    assert_eq!(editor.text(), original, "opened, the text changed");
    apply_arena_edits(&mut editor, edit_bytes);
    let after = editor.text().to_owned();

    let mut again = ArenaEditor::open(path, original).expect("it opened once");
    apply_arena_edits(&mut again, edit_bytes);
    assert_eq!(after, again.text(), "not deterministic");

    // What save would write reads back as the edited arena.
    let document: DocumentMut = after.parse().expect("the saved text is TOML");
    let read = ArenaDraft::read(&document).expect("the saved text is an arena the editor reads");
    assert_eq!(
        draft_read_afresh(&read),
        draft_read_afresh(editor.draft()),
        "the saved arena reads back different"
    );
    // No edit writes a comment: each is still there, in order.
    let mut rest = after.lines();
    for comment in comments(original) {
        assert!(rest.any(|l| l == comment), "lost the comment {comment:?}");
    }

    // Undo to the bytes opened, redo to the bytes edited.
    let (undoable, _) = editor.history_counts();
    for _ in 0..undoable {
        editor.undo();
    }
    assert_eq!(
        editor.text(),
        original,
        "undoing every edit does not give the file back"
    );
    for _ in 0..undoable {
        editor.redo();
    }
    assert_eq!(
        editor.text(),
        after,
        "redoing every edit does not give the edits back"
    );
}
