//! Every shipped arena, opened and saved with no change, is the same bytes.

use hitlab::editor::arena::{ArenaEditor, EditorControl};

use crate::common::shipped_arenas;

#[test]
fn each_shipped_arena_saved_unchanged_is_the_same_bytes() {
    for (path, text) in shipped_arenas() {
        let editor = ArenaEditor::open(&path, &text).expect("a shipped arena opens");
        assert_eq!(editor.text(), text, "{}", path.display());
        assert!(!editor.unsaved());
        assert!(editor.problems().is_empty(), "{}", path.display());
    }
}

#[test]
fn an_edit_undone_gives_the_shipped_bytes_back() {
    for (path, text) in shipped_arenas() {
        let mut editor = ArenaEditor::open(&path, &text).expect("opens");
        editor.control(EditorControl::SelectNext);
        editor.control(EditorControl::SelectNext);
        editor.control(EditorControl::MoveLeft);
        editor.control(EditorControl::RotateLeft);
        editor.control(EditorControl::AddMoon);
        assert_ne!(editor.text(), text, "{}: the edits show", path.display());
        for _ in 0..3 {
            editor.control(EditorControl::Undo);
        }
        assert_eq!(editor.text(), text, "{}", path.display());
        assert!(!editor.unsaved());
    }
}

#[test]
fn every_fuzz_corpus_arena_that_opens_saves_unchanged_as_the_same_bytes() {
    // The corpus holds odd but valid TOML (inline tables, comments in
    // arrays, quoted keys, CRLF): whatever the editor opens, an unedited
    // save must give back exactly.
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("fuzz/corpus/arena");
    let mut opened = 0;
    for entry in std::fs::read_dir(&dir).expect("the fuzz corpus") {
        let path = entry.expect("an entry").path();
        let Ok(text) = std::fs::read_to_string(&path) else {
            continue;
        };
        if let Ok(editor) = ArenaEditor::open(&path, &text) {
            opened += 1;
            assert_eq!(editor.text(), text, "{}", path.display());
        }
    }
    assert!(opened > 10, "only {opened} corpus arenas opened");
}
