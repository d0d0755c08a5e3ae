//! The rules: walking, pushing, what blocks, undo/redo, paths, LURD.

use std::path::Path;
use std::sync::Arc;

use hitlab::levels::sokoban::{Cell, parse_pack};
use hitlab::modes::sokoban::collide::{self, Solid};
use hitlab::modes::sokoban::path::{push_path, walk_path};
use hitlab::modes::sokoban::{Blocked, Dir, Game, Step, parse_lurd};

fn game(board: &str) -> Game {
    let pack = parse_pack(board, Path::new("t.xsb"));
    Game::new(Arc::new(pack.entries[0].clone().unwrap()))
}

#[test]
fn push_moves_the_box_and_counts() {
    let mut g = game("#######\n#@$ ..#\n# $   #\n#######\n");
    assert_eq!(
        g.step(Dir::Right),
        Ok(Step {
            dir: Dir::Right,
            push: true
        })
    );
    assert_eq!(g.worker(), Cell::new(2, 1));
    assert!(g.has_box(Cell::new(3, 1)) && !g.has_box(Cell::new(2, 1)));
    assert_eq!((g.moves(), g.pushes()), (1, 1));
    assert_eq!(
        g.step(Dir::Down),
        Err(Blocked::Box {
            probe: collide::probe(Cell::new(2, 3)),
            pushed: Cell::new(2, 2),
            solid: Solid::Wall(Cell::new(2, 3)),
        }),
        "a box against a wall does not move"
    );
    assert_eq!(
        (g.moves(), g.pushes()),
        (1, 1),
        "a refused move is not counted"
    );
}

#[test]
fn walls_stop_the_worker_and_touching_walls_do_not() {
    let mut g = game("#####\n#@ $#\n#  .#\n#####\n");
    // The worker stands beside the wall on its left and above the floor:
    // the walls touch its cell's edges, yet walking right or down is free.
    assert!(
        matches!(g.step(Dir::Left), Err(Blocked::Wall { wall, .. }) if wall == Cell::new(0, 1))
    );
    assert!(matches!(g.step(Dir::Up), Err(Blocked::Wall { .. })));
    assert_eq!(g.step(Dir::Down).map(|s| s.push), Ok(false));
    assert_eq!(g.step(Dir::Right).map(|s| s.push), Ok(false));
}

#[test]
fn probe_is_shrunk_so_shared_edges_are_not_overlaps() {
    // The core counts touching rects as overlapping; the probe margin is what
    // keeps a neighbour's wall from blocking.
    let wall = collide::cell_rect(Cell::new(1, 0));
    assert!(hitlab::geom::overlap::aabb_aabb(
        &collide::cell_rect(Cell::new(0, 0)),
        &wall
    ));
    assert!(!hitlab::geom::overlap::aabb_aabb(
        &collide::probe(Cell::new(0, 0)),
        &wall
    ));
    assert!(hitlab::geom::overlap::aabb_aabb(
        &collide::probe(Cell::new(1, 0)),
        &wall
    ));
}

#[test]
fn never_two_boxes_never_pull() {
    let mut g = game("########\n#@$$ ..#\n########\n");
    assert!(matches!(
        g.step(Dir::Right),
        Err(Blocked::Box { solid: Solid::Box(c), .. }) if c == Cell::new(3, 1)
    ));
    let mut g = game("######\n# @$.#\n######\n");
    g.step(Dir::Left).unwrap();
    assert!(
        g.has_box(Cell::new(3, 1)),
        "walking away does not pull the box"
    );
}

#[test]
fn solved_when_every_box_is_on_a_goal() {
    let mut g = game("#######\n#@$ ..#\n#  $  #\n#     #\n#######\n");
    assert!(!g.is_solved());
    for d in parse_lurd("RRRlldRdrU").unwrap() {
        g.step(d).unwrap();
    }
    assert!(g.is_solved(), "{:?}", g.boxes());
}

#[test]
fn undo_redo_round_trip_to_the_start_and_back() {
    let mut g = game("#######\n#@$ ..#\n#  $  #\n#     #\n#######\n");
    let start = (g.worker(), g.boxes());
    let dirs = parse_lurd("RRRlldRdrU").unwrap();
    for &d in &dirs {
        g.step(d).unwrap();
    }
    let end = (g.worker(), g.boxes(), g.lurd());
    while g.undo().is_some() {}
    assert_eq!((g.worker(), g.boxes()), start);
    assert_eq!((g.moves(), g.pushes()), (0, 0));
    while g.redo().is_some() {}
    assert_eq!((g.worker(), g.boxes(), g.lurd()), end);
    assert!(g.is_solved());
    g.restart();
    assert_eq!(
        (g.worker(), g.boxes()),
        start,
        "restart is undo to the start"
    );
    assert_eq!(g.redo_len(), dirs.len(), "and can itself be redone");
    g.step(Dir::Down).unwrap();
    assert_eq!(g.redo_len(), 0, "a different move clears redo");
}

#[test]
fn one_undo_takes_back_a_restart_whole() {
    let mut g = game("#######\n#@$ ..#\n#  $  #\n#     #\n#######\n");
    for d in parse_lurd("RRl").unwrap() {
        g.step(d).unwrap();
    }
    let played = (g.worker(), g.boxes(), g.lurd());
    g.restart();
    assert_eq!(g.moves(), 0);
    g.restart();
    assert_eq!(g.moves(), 0, "a restart at the start changes nothing");
    assert!(g.undo().is_some(), "the restart is taken back");
    assert_eq!((g.worker(), g.boxes(), g.lurd()), played);
    assert_eq!(g.redo_len(), 0);
    g.undo();
    assert_eq!(g.lurd(), "RR", "then undo takes back one move");
    // A move after a restart starts a new game: undo takes that move back,
    // not the restart.
    g.restart();
    g.step(parse_lurd("d").unwrap()[0]).unwrap();
    g.undo();
    assert_eq!(g.moves(), 0);
    assert!(g.undo().is_none());
}

#[test]
fn lurd_records_walks_and_pushes_and_parses_counts() {
    let mut g = game("#######\n# @$ .#\n#######\n");
    g.step(Dir::Left).unwrap();
    g.step(Dir::Right).unwrap();
    g.step(Dir::Right).unwrap();
    assert_eq!(g.lurd(), "lrR");
    assert_eq!(
        parse_lurd("3r 2U").unwrap(),
        vec![Dir::Right, Dir::Right, Dir::Right, Dir::Up, Dir::Up]
    );
    let err = parse_lurd("rrx").unwrap_err();
    assert_eq!((err.position, err.found), (3, 'x'));
}

#[test]
fn mouse_walk_takes_a_shortest_path_around_boxes() {
    let g = game("#######\n#@ $  #\n#     #\n#  . ##\n#######\n");
    let path = walk_path(&g, Cell::new(5, 1)).unwrap();
    assert_eq!(path.len(), 6, "around the box: {path:?}");
    assert!(
        walk_path(&g, Cell::new(0, 0)).is_none(),
        "a wall is not reachable"
    );
}

#[test]
fn mouse_drag_pushes_with_fewest_pushes_or_says_no() {
    let g = game("#######\n#@    #\n# $   #\n#   . #\n#######\n");
    let moves = push_path(&g, Cell::new(2, 2), Cell::new(4, 3)).unwrap();
    let mut played = g.clone();
    for d in &moves {
        played.step(*d).unwrap();
    }
    assert!(played.has_box(Cell::new(4, 3)));
    assert_eq!(played.pushes(), 3, "two right and one down: {moves:?}");
    // Into a corner and out again is impossible.
    let g = game("######\n#@   #\n#$   #\n#   .#\n######\n");
    assert!(push_path(&g, Cell::new(1, 2), Cell::new(4, 3)).is_none());
}

#[test]
fn an_impossible_move_is_quoted_as_the_solution_wrote_it() {
    let dir = std::env::temp_dir().join(format!("hitlab-sok-quoted-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let pack = dir.join("two.xsb");
    std::fs::write(&pack, crate::common::TWO).unwrap();
    let error = hitlab::modes::sokoban::verify_file(&pack, 1, "rUUU").unwrap_err();
    assert_eq!(
        error.to_string(),
        "move 2 (`U`) is impossible: the worker would walk into a wall"
    );
    let error = hitlab::modes::sokoban::verify_file(&pack, 1, "r2u").unwrap_err();
    assert!(error.to_string().starts_with("move 2 (`u`)"), "{error}");
    std::fs::remove_dir_all(&dir).unwrap();
}
