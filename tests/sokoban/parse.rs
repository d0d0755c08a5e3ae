//! The XSB reader: every character, multi-level files, comments, metadata,
//! run-length rows, and bad input reported with its position.

use std::path::Path;

use hitlab::levels::sokoban::{Cell, LevelProblem, Tile, parse_pack};

fn pack(text: &str) -> hitlab::levels::sokoban::Pack {
    parse_pack(text, Path::new("test.xsb"))
}

#[test]
fn every_board_character_means_what_xsb_says() {
    let p = pack("########\n#@$.*  #\n#-_    #\n########\n");
    let level = p.entries[0].as_ref().unwrap();
    assert_eq!(level.worker, Cell::new(1, 1));
    assert_eq!(level.boxes, vec![Cell::new(2, 1), Cell::new(4, 1)]);
    assert_eq!(level.tile(Cell::new(0, 0)), Tile::Wall);
    assert_eq!(level.tile(Cell::new(3, 1)), Tile::Goal);
    assert_eq!(
        level.tile(Cell::new(4, 1)),
        Tile::Goal,
        "`*` is a box on a goal"
    );
    assert_eq!(level.tile(Cell::new(1, 2)), Tile::Floor, "`-` is floor");
    assert_eq!(level.tile(Cell::new(2, 2)), Tile::Floor, "`_` is floor");

    let p = pack("#####\n#+$ #\n#####\n");
    let level = p.entries[0].as_ref().unwrap();
    assert_eq!(level.worker, Cell::new(1, 1));
    assert_eq!(
        level.tile(Cell::new(1, 1)),
        Tile::Goal,
        "`+` is the worker on a goal"
    );
}

#[test]
fn outside_the_walls_is_outside() {
    let p = pack("  ####\n###  #\n#@$. #\n######\n");
    let level = p.entries[0].as_ref().unwrap();
    assert_eq!(level.tile(Cell::new(0, 0)), Tile::Outside);
    assert_eq!(level.tile(Cell::new(3, 1)), Tile::Floor);
}

#[test]
fn many_boards_with_comments_and_metadata_after() {
    let text = "; a pack\n:: also a comment\n#####\n#@$.#\n#####\nTitle: One\nAuthor: Me\n\n\
                #######\n#@ $ .#\n#######\nTitle: Two\nComment: hard\n";
    let p = pack(text);
    assert_eq!(p.entries.len(), 2);
    let (a, b) = (
        p.entries[0].as_ref().unwrap(),
        p.entries[1].as_ref().unwrap(),
    );
    assert_eq!(a.title.as_deref(), Some("One"));
    assert_eq!(a.author.as_deref(), Some("Me"));
    assert_eq!((a.number, a.line), (1, 3));
    assert_eq!(b.title.as_deref(), Some("Two"));
    assert_eq!(b.comment.as_deref(), Some("hard"));
    assert_eq!(b.number, 2);
}

#[test]
fn metadata_before_boards_belongs_to_the_next_board() {
    let text = "Title: One\n#####\n#@$.#\n#####\n\nTitle: Two\nComment:\nline a\nline b\nComment-End:\n#####\n#.$@#\n#####\n";
    let p = pack(text);
    assert_eq!(p.entries[0].as_ref().unwrap().title.as_deref(), Some("One"));
    let two = p.entries[1].as_ref().unwrap();
    assert_eq!(two.title.as_deref(), Some("Two"));
    assert_eq!(two.comment.as_deref(), Some("line a\nline b"));
}

#[test]
fn run_length_rows_expand() {
    let rle = pack("5#|#@$.#|5#\n");
    let plain = pack("#####\n#@$.#\n#####\n");
    assert_eq!(
        rle.entries[0].as_ref().unwrap().to_xsb(),
        plain.entries[0].as_ref().unwrap().to_xsb()
    );
    let p = pack("5#|#.@-#\n#$--#\n5#\n");
    let level = p.entries[0].as_ref().unwrap();
    assert_eq!(level.width, 5);
    assert_eq!(level.worker, Cell::new(2, 1));
}

#[test]
fn unknown_character_names_level_line_and_column() {
    let p = pack("#####\n#@$.#\n#####\n\n#####\n#@x.#\n#####\n");
    assert!(p.entries[0].is_ok(), "the good level still plays");
    let err = p.entries[1].as_ref().unwrap_err();
    assert_eq!((err.level, err.line, err.column), (2, 6, Some(3)));
    assert_eq!(err.problem, LevelProblem::UnknownCharacter { found: 'x' });
    let msg = err.to_string();
    assert!(
        msg.starts_with("test.xsb: level 2, line 6, column 3"),
        "{msg}"
    );
}

#[test]
fn worker_box_and_goal_counts_are_checked() {
    let err = |t: &str| pack(t).entries[0].clone().unwrap_err().problem;
    assert_eq!(err("#####\n# $.#\n#####\n"), LevelProblem::NoWorker);
    assert_eq!(
        err("######\n#@$.@#\n######\n"),
        LevelProblem::SecondWorker {
            first_line: 2,
            first_column: 2
        }
    );
    assert_eq!(err("#####\n#@ .#\n#####\n"), LevelProblem::NoBoxes);
    assert_eq!(
        err("######\n#@$$.#\n######\n"),
        LevelProblem::BoxGoalMismatch { boxes: 2, goals: 1 }
    );
    assert_eq!(err("#####\n#@  #\n#####\n"), LevelProblem::NoBoxes);
}

#[test]
fn a_gap_in_the_wall_is_reported_where_the_worker_escapes() {
    let p = pack("#####\n#@$.\n#####\n");
    let err = p.entries[0].as_ref().unwrap_err();
    assert_eq!(err.problem, LevelProblem::NotEnclosed);
    assert_eq!(err.line, 2);
    assert!(err.column.is_some());
}

#[test]
fn nonsense_counts_are_errors_not_allocations() {
    let p = pack("99999#|#@$.#\n");
    assert!(matches!(
        p.entries[0].as_ref().unwrap_err().problem,
        LevelProblem::TooLarge { .. }
    ));
    let p = pack("5#|#@$.#|5\n");
    assert_eq!(
        p.entries[0].as_ref().unwrap_err().problem,
        LevelProblem::DanglingCount
    );
}

#[test]
fn free_text_and_empty_files_have_no_boards() {
    assert!(
        pack("just some words\n\n; and a comment\n")
            .entries
            .is_empty()
    );
    assert!(pack("").entries.is_empty());
}
