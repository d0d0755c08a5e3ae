//! Drag-to-push previews: while a box is dragged the session plans the push
//! to the cell under the pointer, so the view can show where it would go.

use std::path::Path;

use hitlab::levels::sokoban::{Cell, parse_pack};
use hitlab::modes::sokoban::path::{box_trail, push_path};
use hitlab::modes::sokoban::session::MOVE_STEPS;
use hitlab::modes::sokoban::{Game, Session, SokobanControl as C};
use hitlab::sim::ControlFrame;

const ROW: &str = "#######\n#@ $ .#\n#######\n";
/// The box must be pushed down, then right: the worker walks round it.
const CORNER: &str = "######\n#@   #\n# $  #\n#   .#\n######\n";

fn session(text: &str) -> Session {
    Session::new(parse_pack(text, Path::new("t.xsb")), None)
}

#[test]
fn dragging_a_box_previews_its_cells_to_the_target() {
    let mut s = session(ROW);
    s.pointer_down(Cell::new(3, 1));
    assert!(
        s.drag_preview().is_none(),
        "nothing until the pointer moves"
    );
    s.pointer_move(Cell::new(5, 1));
    let preview = s.drag_preview().expect("a box drag is previewed");
    assert_eq!(
        (preview.from, preview.to),
        (Cell::new(3, 1), Cell::new(5, 1))
    );
    let cells = [Cell::new(3, 1), Cell::new(4, 1), Cell::new(5, 1)];
    assert_eq!(preview.trail.as_deref(), Some(&cells[..]));
    // Back over its own cell: no push, no preview.
    s.pointer_move(Cell::new(3, 1));
    assert!(s.drag_preview().is_none());
    // Releasing ends the drag and its preview.
    s.pointer_move(Cell::new(5, 1));
    s.pointer_up(Cell::new(5, 1));
    assert!(s.drag_preview().is_none());
}

#[test]
fn an_impossible_target_is_previewed_as_no_path() {
    let mut s = session(ROW);
    s.pointer_down(Cell::new(3, 1));
    s.pointer_move(Cell::new(1, 1)); // the worker would have to stand in the wall
    let preview = s.drag_preview().expect("previewed");
    assert_eq!(preview.trail, None);
    s.pointer_move(Cell::new(3, 0)); // a wall
    assert_eq!(s.drag_preview().and_then(|p| p.trail.clone()), None);
}

#[test]
fn dragging_floor_or_after_a_solve_previews_nothing() {
    let mut s = session(ROW);
    s.pointer_down(Cell::new(2, 1));
    s.pointer_move(Cell::new(4, 1));
    assert!(s.drag_preview().is_none(), "floor is a click, not a push");
    s.pointer_up(Cell::new(4, 1));
    for _ in 0..3 {
        s.step(&ControlFrame::new(vec![C::Right], vec![C::Right]));
        for _ in 0..2 * MOVE_STEPS {
            s.step(&ControlFrame::default());
        }
    }
    assert!(s.is_solved());
    s.pointer_down(Cell::new(5, 1));
    s.pointer_move(Cell::new(4, 1));
    assert!(s.drag_preview().is_none());
}

#[test]
fn the_trail_follows_the_pushes_round_a_corner() {
    let pack = parse_pack(CORNER, Path::new("t.xsb"));
    let level = pack.entries[0].clone().unwrap();
    let game = Game::new(std::sync::Arc::new(level));
    let (from, to) = (Cell::new(2, 2), Cell::new(4, 3));
    let moves = push_path(&game, from, to).expect("reachable");
    let trail = box_trail(&game, from, &moves);
    assert_eq!(trail.first(), Some(&from));
    assert_eq!(trail.last(), Some(&to));
    assert_eq!(trail.len() - 1, 3, "three pushes, fewest possible");
    for pair in trail.windows(2) {
        let (a, b) = (pair[0], pair[1]);
        assert_eq!(
            (a.col - b.col).abs() + (a.row - b.row).abs(),
            1,
            "{a:?}->{b:?}"
        );
    }
}

#[test]
fn a_move_during_the_drag_replans_the_preview() {
    let mut s = session(ROW);
    s.pointer_down(Cell::new(3, 1));
    s.pointer_move(Cell::new(5, 1));
    // The keyboard pushes the dragged box away from where the drag began.
    s.step(&ControlFrame::new(vec![C::Right], vec![C::Right]));
    s.step(&ControlFrame::new(vec![C::Right], vec![C::Right]));
    for _ in 0..4 * MOVE_STEPS {
        s.step(&ControlFrame::default());
    }
    assert!(!s.game().unwrap().has_box(Cell::new(3, 1)));
    assert!(
        s.drag_preview().is_none(),
        "the dragged box is gone from there"
    );
}
