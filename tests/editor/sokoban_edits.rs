//! The Sokoban editor's rules against its file: random edits saved and read
//! again give the edited board, every line the edit did not touch keeps its
//! bytes, undoing every edit gives the original file back exactly, and the
//! shipped pack opened and saved unchanged is the same file.

use std::path::Path;

use hitlab::editor::sokoban::{Board, Editor, Side, Tool};
use hitlab::levels::sokoban::{Cell, DEFAULT_PACK, board_lines, parse_pack};
use proptest::prelude::*;

fn shipped_pack() -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("resources")
        .join(DEFAULT_PACK);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// A pack with what a designer's file may have: comments, free text, a
/// multi-line comment, run-length rows, Windows line endings, no last newline.
const MIXED_PACK: &str = "; made by hand\r\n\r\nSome words about the pack.\r\n\r\n#####\r\n#@$.#\r\n#####\r\nTitle: One\r\nComment:\r\nline one\r\nComment-End:\r\n\r\n6#|#@$ .#|6#\r\nTitle: Two\r\n\r\n  ####\r\n###  #\r\n#@ $ #\r\n# #. #\r\n#    #\r\n######\r\nTitle: Three";

#[derive(Debug, Clone)]
enum Edit {
    Paint(i32, i32, Tool),
    Resize(Side, bool),
    /// Opens another level (writing the board in first).
    GoTo(usize),
    /// A new level (`false`) or a copy of this one (`true`) after it.
    Add(bool),
}

fn tool() -> impl Strategy<Value = Tool> {
    prop::sample::select(Tool::ALL.to_vec())
}

fn side() -> impl Strategy<Value = Side> {
    prop::sample::select(vec![Side::Left, Side::Right, Side::Top, Side::Bottom])
}

fn edit() -> impl Strategy<Value = Edit> {
    prop_oneof![
        4 => (-1..10i32, -1..9i32, tool()).prop_map(|(c, r, t)| Edit::Paint(c, r, t)),
        1 => (side(), any::<bool>()).prop_map(|(s, g)| Edit::Resize(s, g)),
    ]
}

fn pack_edit() -> impl Strategy<Value = Edit> {
    prop_oneof![
        6 => edit(),
        1 => (0..9usize).prop_map(Edit::GoTo),
        1 => any::<bool>().prop_map(Edit::Add),
    ]
}

fn apply(editor: &mut Editor, edits: &[Edit]) {
    for edit in edits {
        match *edit {
            Edit::GoTo(level) => {
                let _ = editor.go_to(level);
            }
            Edit::Add(copy) => {
                let _ = editor.add_level(copy, "Added");
            }
            Edit::Paint(col, row, tool) => {
                editor.paint(Cell::new(col, row), tool);
            }
            Edit::Resize(side, grow) => {
                editor.resize(side, grow);
            }
        }
    }
}

fn lines(text: &str) -> Vec<&str> {
    text.split_inclusive('\n').collect()
}

fn check_edits(original: &str, level: usize, edits: &[Edit]) -> Result<(), TestCaseError> {
    let mut editor = Editor::open(original, level, "New");
    let level = editor.level();
    apply(&mut editor, edits);
    let Ok(saved) = editor.saved_text() else {
        // A board that cannot be written is refused, never half written.
        prop_assert!(
            editor
                .board()
                .to_rows()
                .first()
                .is_none_or(|r| !r.contains('#'))
        );
        return Ok(());
    };

    // Read again, the level is the edited board (less the empty margins a
    // file cannot hold).
    let again = Editor::open(&saved, level, "New");
    prop_assert_eq!(again.level(), level);
    prop_assert_eq!(again.board(), &editor.board().as_saved());

    // Every line outside the edited board's keeps its bytes.
    let span = board_lines(original)[level].clone();
    let new_span = board_lines(&saved)[level].clone();
    let (before, after) = (lines(original), lines(&saved));
    prop_assert_eq!(&before[..span.start], &after[..new_span.start]);
    let tail = before.len() - span.end;
    prop_assert_eq!(&before[span.end..], &after[after.len() - tail..]);
    // ... so every other level reads as it did, titles and all.
    let (old, new) = (
        parse_pack(original, Path::new("a")),
        parse_pack(&saved, Path::new("a")),
    );
    prop_assert_eq!(old.entries.len(), new.entries.len());
    for (i, (o, n)) in old.entries.iter().zip(&new.entries).enumerate() {
        if i != level {
            prop_assert_eq!(
                o.as_ref().map(|l| (&l.title, l.to_xsb())).ok(),
                n.as_ref().map(|l| (&l.title, l.to_xsb())).ok()
            );
        }
    }

    // Undoing every edit gives the original file back exactly.
    while editor.undo() {}
    prop_assert_eq!(editor.saved_text().ok(), Some(original.to_owned()));
    Ok(())
}

/// One part of a generated pack file.
#[derive(Debug, Clone)]
enum Part {
    Comment,
    Text,
    Blank,
    /// One of [`BOARDS`], with its title.
    Board(usize),
}

/// Boards as files hold them: spaces, dashes, run-length rows, indentation.
const BOARDS: [&[&str]; 4] = [
    &["#####", "#@$.#", "#####"],
    &["6#|#@$ .#|6#"],
    &["  ####", "###--#", "#@ $ #", "# #. #", "#    #", "######"],
    &["   #####", "   #@*.#", "   #$  #", "   #####"],
];

fn part() -> impl Strategy<Value = Part> {
    prop_oneof![
        1 => Just(Part::Comment),
        1 => Just(Part::Text),
        1 => Just(Part::Blank),
        3 => (0..BOARDS.len()).prop_map(Part::Board),
    ]
}

/// A pack's text from its parts: titles after each board or before it,
/// `\n` or `\r\n` endings, with or without a last newline. Text and
/// comments are kept a blank line away from boards, as a row would take
/// them in otherwise.
fn pack_text(parts: &[Part], titles_first: bool, crlf: bool, last_newline: bool) -> String {
    let mut lines: Vec<String> = Vec::new();
    for (i, part) in parts.iter().enumerate() {
        match part {
            Part::Comment => lines.push(format!("; note {i}")),
            Part::Text => lines.push(format!("Some words, number {i}.")),
            Part::Blank => {}
            Part::Board(b) => {
                let title = format!("Title: Board {i}");
                if titles_first {
                    lines.push(title.clone());
                }
                lines.extend(BOARDS[*b].iter().map(|r| (*r).to_owned()));
                if !titles_first {
                    lines.push(title);
                }
            }
        }
        lines.push(String::new());
    }
    let ending = if crlf { "\r\n" } else { "\n" };
    let mut text = lines.join(ending);
    if !last_newline {
        text = text.trim_end().to_owned();
    }
    text
}

/// Levels added, copied and visited in any order: every line of
/// `original` that is no board's is still there, in order, byte for byte;
/// every level keeps its title; undo gives `original` back.
fn check_pack_edits(original: &str, edits: &[Edit]) -> Result<(), TestCaseError> {
    let mut editor = Editor::open(original, 0, "New");
    apply(&mut editor, edits);
    if let Ok(saved) = editor.saved_text() {
        // Every level is still there, in order, with its title; new
        // ones are titled "Added".
        let titles = |text: &str| -> Vec<Option<String>> {
            parse_pack(text, Path::new("a"))
                .entries
                .iter()
                .map(|e| match e {
                    Ok(level) => level.title.clone(),
                    Err(error) => error.title.clone(),
                })
                .filter(|t| t.as_deref() != Some("Added"))
                .collect()
        };
        prop_assert_eq!(titles(&saved), titles(original));
        // Lines that are no board's in the original are all still there,
        // byte for byte, in order (a last line without an ending gains
        // one when a level is added after it).
        let board_line = |text: &str| -> Vec<bool> {
            let mut marks = vec![false; lines(text).len()];
            for span in board_lines(text) {
                marks[span].iter_mut().for_each(|m| *m = true);
            }
            marks
        };
        let kept: Vec<&str> = lines(original)
            .into_iter()
            .zip(board_line(original))
            .filter(|(_, board)| !board)
            .map(|(line, _)| line)
            .collect();
        let mut rest = lines(&saved).into_iter();
        for line in kept {
            let same = |l: &str| l == line || (!line.ends_with('\n') && l.trim_end() == line);
            prop_assert!(rest.any(same), "lost {:?}", line);
        }
    }
    while editor.undo() {}
    prop_assert_eq!(editor.saved_text().ok(), Some(original.to_owned()));
    Ok(())
}

proptest! {
    #[test]
    fn edits_saved_and_read_again_give_the_edited_board(
        level in 0..7usize,
        edits in prop::collection::vec(edit(), 0..40),
    ) {
        check_edits(&shipped_pack(), level, &edits)?;
    }

    #[test]
    fn edits_keep_every_other_line_of_any_pack(
        parts in prop::collection::vec(part(), 1..8),
        titles_first in any::<bool>(),
        crlf in any::<bool>(),
        last_newline in any::<bool>(),
        level in 0..8usize,
        edits in prop::collection::vec(edit(), 0..30),
    ) {
        let text = pack_text(&parts, titles_first, crlf, last_newline);
        let count = board_lines(&text).len();
        prop_assume!(count > 0);
        check_edits(&text, level % count, &edits)?;
    }

    #[test]
    fn edits_keep_a_hand_made_files_other_lines(
        level in 0..3usize,
        edits in prop::collection::vec(edit(), 0..40),
    ) {
        check_edits(MIXED_PACK, level, &edits)?;
    }

    #[test]
    fn levels_added_and_visited_keep_every_line_they_did_not_edit(
        edits in prop::collection::vec(pack_edit(), 0..40),
    ) {
        check_pack_edits(MIXED_PACK, &edits)?;
    }

    #[test]
    fn levels_added_and_visited_in_any_pack_keep_its_other_lines(
        parts in prop::collection::vec(part(), 1..8),
        titles_first in any::<bool>(),
        crlf in any::<bool>(),
        last_newline in any::<bool>(),
        edits in prop::collection::vec(pack_edit(), 0..30),
    ) {
        let text = pack_text(&parts, titles_first, crlf, last_newline);
        prop_assume!(!board_lines(&text).is_empty());
        check_pack_edits(&text, &edits)?;
    }

    #[test]
    fn redo_after_undo_gives_the_same_file(edits in prop::collection::vec(edit(), 1..30)) {
        let original = shipped_pack();
        let mut editor = Editor::open(&original, 2, "New");
        apply(&mut editor, &edits);
        let edited = editor.saved_text().ok();
        while editor.undo() {}
        while editor.redo() {}
        prop_assert_eq!(editor.saved_text().ok(), edited);
    }
}

#[test]
fn every_shipped_pack_opened_and_saved_unchanged_is_the_same_file() {
    let folder = Path::new(env!("CARGO_MANIFEST_DIR")).join("resources/sokoban");
    let mut packs: Vec<_> = std::fs::read_dir(&folder)
        .unwrap_or_else(|e| panic!("{}: {e}", folder.display()))
        .filter_map(Result::ok)
        .map(|entry| entry.path())
        .filter(|path| path.extension().is_some_and(|e| e == "xsb" || e == "sok"))
        .collect();
    packs.sort();
    assert!(!packs.is_empty());
    for path in packs {
        let original = std::fs::read_to_string(&path).unwrap_or_default();
        let count = board_lines(&original).len();
        assert!(count > 0, "{}", path.display());
        let mut editor = Editor::open(&original, 0, "New");
        for level in 0..count {
            let opened = Editor::open(&original, level, "New");
            let saved = opened.saved_text().ok();
            assert_eq!(
                saved.as_deref(),
                Some(original.as_str()),
                "{} level {}",
                path.display(),
                level + 1
            );
            // Visiting every level in one editor writes nothing either.
            assert_eq!(editor.go_to(level), Ok(level != 0));
            assert_eq!(editor.saved_text().ok().as_deref(), Some(original.as_str()));
        }
    }
}

#[test]
fn a_hand_made_file_opened_and_saved_unchanged_is_the_same_file() {
    for level in 0..3 {
        let editor = Editor::open(MIXED_PACK, level, "New");
        assert_eq!(editor.saved_text().ok().as_deref(), Some(MIXED_PACK));
    }
}

#[test]
fn a_new_level_after_the_second_lands_between_the_second_and_third() {
    let mut editor = Editor::open(MIXED_PACK, 1, "New");
    assert_eq!(editor.add_level(false, "Fresh"), Ok(true));
    assert_eq!(editor.level(), 2);
    assert_eq!(editor.level_count(), 4);
    editor.paint(Cell::new(1, 1), Tool::Player);
    editor.paint(Cell::new(2, 1), Tool::Box);
    editor.paint(Cell::new(3, 2), Tool::Goal);
    assert!(
        editor.validity().level().is_some(),
        "{:?}",
        editor.validity()
    );
    let saved = editor.saved_text().unwrap_or_default();
    let pack = parse_pack(&saved, Path::new("a"));
    let titles: Vec<Option<String>> = pack
        .entries
        .iter()
        .map(|e| e.as_ref().ok().and_then(|l| l.title.clone()))
        .collect();
    let expected = ["One", "Two", "Fresh", "Three"].map(|t| Some(t.to_owned()));
    assert_eq!(titles, expected);
    assert!(saved.contains("Title: Two\r\n\r\n#######\r\n#@$   #\r\n#  .  #\r\n#     #\r\n#######\r\nTitle: Fresh\r\n\r\n  ####"));
}

#[test]
fn a_copy_is_the_board_as_it_is_now() {
    let mut editor = Editor::open(MIXED_PACK, 0, "New");
    editor.paint(Cell::new(3, 1), Tool::BoxOnGoal);
    editor.paint(Cell::new(2, 1), Tool::Erase);
    assert_eq!(editor.add_level(true, "Copy"), Ok(true));
    assert_eq!(
        editor.board(),
        &Board::from_lines(["#####", "#@ *#", "#####"])
    );
    let saved = editor.saved_text().unwrap_or_default();
    assert!(saved.starts_with("; made by hand\r\n\r\nSome words about the pack.\r\n\r\n#####\r\n#@ *#\r\n#####\r\nTitle: One\r\nComment:\r\nline one\r\nComment-End:\r\n\r\n#####\r\n#@ *#\r\n#####\r\nTitle: Copy\r\n\r\n6#|"));
}

#[test]
fn an_empty_file_starts_with_a_walled_room() {
    let editor = Editor::open("", 0, "First");
    assert_eq!(editor.level_count(), 1);
    assert_eq!(
        editor.saved_text().ok().as_deref(),
        Some(
            "###\n#\n"
                .replace(
                    "###\n#\n",
                    "#######\n#     #\n#     #\n#     #\n#######\nTitle: First\n"
                )
                .as_str()
        )
    );
}

#[test]
fn a_level_that_would_not_read_back_is_refused_and_nothing_is_written() {
    // Found by fuzzing the write-back: a `Comment:` block left open hides
    // every board after it, so a level added there was saved and then not
    // read at all. The editor refuses instead, and the file stays as it was.
    let text = "#####\n#@$.#\n#####\nTitle: One\nComment:\n6#|#@$ .#|6#\nTitle: Two";
    let mut editor = Editor::open(text, 0, "New");
    assert_eq!(
        editor.add_level(false, "Added"),
        Err(hitlab::editor::sokoban::Refusal::WouldNotReadBack)
    );
    assert_eq!(editor.level_count(), 1);
    assert_eq!(editor.saved_text().ok().as_deref(), Some(text));
}
