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
    editor.press([star[0] + 0.4, star[1]], 0.5);
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
    editor.press([15.5, -9.5], 0.5);
    assert_eq!(editor.selected(), None);
    editor.drag_to([0.0, 0.0]);
    editor.release();
    assert_eq!(editor.history_counts(), (0, 0));
    editor.control(C::Grid);
    assert!(!editor.grid());
}

#[test]
fn the_handles_turn_and_scale_the_selection_snapped_to_the_grid() {
    let mut editor = ArenaEditor::open(Path::new("default.toml"), ARENA).expect("opens");
    let star = editor.draft().targets[2].position;
    editor.press(star, 0.5);
    editor.release();
    let handles = editor.handles(0.5).expect("a selection has handles");
    // The star faces up (angle 0): the turn handle is above it, the size
    // handle at its right.
    let turn = handles.turn.expect("a star turns");
    assert!(
        (turn[0] - star[0]).abs() < 1e-9 && turn[1] > star[1],
        "{turn:?}"
    );
    let size = handles.size.expect("a star scales");
    assert!(
        size[0] > star[0] && (size[1] - star[1]).abs() < 1e-9,
        "{size:?}"
    );
    // Drag the turn handle round to the left of the star: a quarter turn
    // counter-clockwise, snapped to 15°.
    editor.press(turn, 0.5);
    editor.drag_to([star[0] - 3.0, star[1] + 0.2]);
    editor.release();
    assert_eq!(editor.draft().targets[2].angle_deg, 90.0);
    // Drag the size handle out to half as far again: scale 1.5.
    let size = editor
        .handles(0.5)
        .and_then(|h| h.size)
        .expect("still selected");
    let out = [
        star[0] + (size[0] - star[0]) * 1.5,
        star[1] + (size[1] - star[1]) * 1.5,
    ];
    editor.press(size, 0.5);
    editor.drag_to([star[0] + 0.1, star[1] + 0.1]);
    editor.drag_to(out);
    editor.release();
    assert!(
        (editor.draft().targets[2].scale - 1.5).abs() < 1e-9,
        "{}",
        editor.text()
    );
    assert!(
        editor.text().contains("\nangle_deg = 90.0\nscale = 1.5\n"),
        "{}",
        editor.text()
    );
    assert_eq!(editor.history_counts(), (2, 0), "each drag is one step");
}

#[test]
fn a_drag_stops_at_the_arenas_edge() {
    let mut editor = ArenaEditor::open(Path::new("default.toml"), ARENA).expect("opens");
    let [width, height] = editor.draft().size;
    let plane = editor.draft().plane.position;
    editor.press(plane, 0.5);
    assert_eq!(editor.dragging(), Some(Part::Plane));
    editor.drag_to([plane[0] + 4.0 * width, plane[1] - 3.0 * height]);
    editor.release();
    let moved = editor.draft().plane.position;
    assert_eq!(moved, [width / 2.0, -height / 2.0], "at the corner");
    let star = editor.draft().targets[2].position;
    editor.press(star, 0.5);
    editor.drag_to([-10.0 * width, star[1]]);
    editor.release();
    let x = editor.draft().targets[2].position[0];
    assert!(x > -width / 2.0 && x < star[0], "{x}");
}
