//! The pointer: a press selects the part under it, a drag moves it (snapped
//! while the grid is on) and is one step of the history.

use std::path::Path;

use hitlab::editor::arena::{ArenaEditor, EditorControl as C, Part};

const ARENA: &str = include_str!("../../resources/arenas/default.toml");

#[test]
fn a_drag_moves_the_part_under_the_pointer_as_one_undoable_step() {
    let mut editor = ArenaEditor::open(Path::new("default.toml"), ARENA).expect("opens");
    let star = editor.draft().targets[2].position;
    // Grabbed off its centre: it keeps the offset, it does not jump.
    editor.press([star[0] + 0.4, star[1]]);
    assert_eq!(editor.selected(), Some(Part::Target(2)));
    assert_eq!(editor.dragging(), Some(Part::Target(2)));
    editor.drag_to([star[0] + 1.0, star[1] - 2.1]);
    editor.drag_to([star[0] + 2.4, star[1] - 3.1]);
    editor.release();
    assert_eq!(
        editor.draft().targets[2].position,
        [star[0] + 2.0, star[1] - 3.0]
    );
    assert_eq!(editor.history_counts(), (1, 0));
    editor.control(C::Undo);
    assert_eq!(editor.text(), ARENA);
}

#[test]
fn a_press_on_empty_ground_selects_nothing_and_moves_nothing() {
    let mut editor = ArenaEditor::open(Path::new("default.toml"), ARENA).expect("opens");
    editor.control(C::SelectNext);
    editor.press([15.5, -9.5]);
    assert_eq!(editor.selected(), None);
    editor.drag_to([0.0, 0.0]);
    editor.release();
    assert_eq!(editor.history_counts(), (0, 0));
    editor.control(C::Grid);
    assert!(!editor.grid());
}
