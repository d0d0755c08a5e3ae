//! A designer's comments survive every edit: deleting the entry a comment
//! sits on moves the comment above the next table (found by fuzzing: the
//! maze's "long walls" comment went with the first wall), and a Windows
//! file keeps its line endings, and a file with no edit in it is its own
//! bytes however toml_edit would spell it.

use std::path::Path;

use hitlab::editor::arena::{ArenaEditor, Edit, Part};

const MAZE: &str = include_str!("../../resources/arenas/maze.toml");

/// The comment lines of `text`, in order.
fn comments(text: &str) -> Vec<&str> {
    text.lines()
        .filter(|l| l.trim_start().starts_with('#'))
        .collect()
}

#[test]
fn deleting_the_first_wall_keeps_the_comment_above_the_walls() {
    let mut editor = ArenaEditor::open(Path::new("maze.toml"), MAZE).expect("opens");
    editor.edit(&Edit::Delete(Part::Obstacle(0)));
    let text = editor.text().to_owned();
    assert_eq!(comments(&text), comments(MAZE));
    // Right above the wall that is now the first, after a blank line.
    let comment = "# The long walls, with a gap in the middle of the lower one.";
    assert!(
        text.contains(&format!(
            "\n\n{comment}\n[[obstacles]]\nkind = \"rect\"\ncenter = [9.0, -4.0]"
        )),
        "{text}"
    );
    editor.undo();
    assert_eq!(editor.text(), MAZE, "undone, the file comes back exactly");
}

/// The thin-tip arena's top, plane and shells, then commented entries.
fn commented() -> String {
    let top = include_str!("../../resources/arenas/thin_tip.toml")
        .split("[[targets]]")
        .next()
        .unwrap_or_default();
    format!("{top}{ENTRIES}")
}

const ENTRIES: &str = "\
# The one star.
[[targets]]  # on its header line
shape = { kind = \"star\", points = 5, outer_radius = 1.0, inner_radius = 0.5 }
# Where it sits.
position = [0.0, 3.0] # not a whole line
colour = \"#f2c84b\"

[[obstacles]]
kind = \"disk\"
center = [4.0, 0.0]
radius = 1.0

# The last disk.
[[obstacles]]
kind = \"disk\"
# Its place.
center = [-4.0, 0.0]
radius = 1.0
# The end of the file.
";

#[test]
fn every_comment_of_a_deleted_entry_stays_in_order_even_the_last_ones() {
    let original = commented();
    let mut editor = ArenaEditor::open(Path::new("c.toml"), &original).expect("opens");
    editor.edit(&Edit::Delete(Part::Target(0)));
    editor.edit(&Edit::Delete(Part::Obstacle(1)));
    let text = editor.text().to_owned();
    let mut kept = comments(&text).into_iter();
    for comment in comments(&original) {
        assert!(kept.any(|l| l == comment), "lost {comment:?} in:\n{text}");
    }
    assert!(!text.contains("[[targets]]"), "{text}");
    assert_eq!(text.matches("[[obstacles]]").count(), 1, "{text}");
    // The deleted star's comments now sit above the first obstacle.
    assert!(
        text.contains("# The one star.\n# on its header line\n# Where it sits.\n[[obstacles]]"),
        "{text}"
    );
    editor.undo();
    editor.undo();
    assert_eq!(editor.text(), original);
}

#[test]
fn a_windows_file_keeps_its_crlf_endings_through_edits_and_undo() {
    let windows = MAZE.replace('\n', "\r\n");
    let mut editor = ArenaEditor::open(Path::new("maze.toml"), &windows).expect("opens");
    assert_eq!(editor.text(), windows, "opened, not a byte changed");
    editor.edit(&Edit::Delete(Part::Obstacle(0)));
    let text = editor.text().to_owned();
    assert!(
        !text.replace("\r\n", "").contains('\n'),
        "every line ends in CRLF"
    );
    assert_eq!(comments(&text.replace("\r\n", "\n")), comments(MAZE));
    editor.undo();
    assert_eq!(editor.text(), windows);
}

#[test]
fn a_file_mixing_line_endings_is_refused_before_any_line_changes() {
    let mixed = MAZE.replacen('\n', "\r\n", 3);
    let refused = ArenaEditor::open(Path::new("maze.toml"), &mixed).err();
    let message = refused.map(|e| e.to_string()).unwrap_or_default();
    assert!(
        message.contains("mixes Windows (CRLF) and Unix (LF)"),
        "{message}"
    );
}

#[test]
fn a_file_without_a_final_newline_is_written_back_without_one() {
    let cut = MAZE.trim_end();
    for text in [cut.to_owned(), cut.replace('\n', "\r\n")] {
        let mut editor = ArenaEditor::open(Path::new("maze.toml"), &text).expect("opens");
        assert_eq!(editor.text(), text, "opened, not a byte changed");
        assert!(!editor.unsaved());
        editor.edit(&Edit::Delete(Part::Obstacle(8)));
        assert!(!editor.text().ends_with('\n'), "{:?}", editor.text());
        editor.undo();
        assert_eq!(editor.text(), text);
    }
}

/// Found by fuzzing: toml_edit writes every header of one array of tables
/// in the first header's spelling, so a later `[[obstacles   ]]` (spaces
/// inside its brackets) comes out as `[[obstacles]]`. A file with no edit in
/// it is still its own bytes, and undoing every edit gives them back.
#[test]
fn a_later_header_with_spaces_in_its_brackets_is_kept_while_nothing_is_edited() {
    let original = commented().replacen(
        "[[obstacles]]\nkind = \"disk\"\n# Its place.",
        "[[obstacles     ]]\nkind = \"disk\"\n# Its place.",
        1,
    );
    assert!(original.contains("[[obstacles     ]]"), "{original}");
    let mut editor = ArenaEditor::open(Path::new("c.toml"), &original).expect("opens");
    assert_eq!(editor.text(), original, "opened, not a byte changed");
    editor.edit(&Edit::Spin(Part::Target(0), 2.0));
    let edited = editor.text().to_owned();
    assert_ne!(edited, original);
    assert!(edited.contains("spin_deg_per_step = 2"), "{edited}");
    editor.undo();
    assert_eq!(
        editor.text(),
        original,
        "undone, the file comes back exactly"
    );
    editor.redo();
    assert_eq!(editor.text(), edited);
}
