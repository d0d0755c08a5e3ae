//! A pack in play: queued input, solve records on disk, corrupt records,
//! live reload, skipped bad levels, mouse plans, export and replay.

use std::path::{Path, PathBuf};

use hitlab::levels::sokoban::{Cell, Pack, parse_pack};
use hitlab::modes::sokoban::progress::{FILE_NAME, Progress};
use hitlab::modes::sokoban::session::{MOVE_STEPS, News, REFUSAL_STEPS, Refused, Screen};
use hitlab::modes::sokoban::{Session, SokobanControl as C, kept};
use hitlab::sim::ControlFrame;

use crate::common::{TWO, idle, press};

/// A session keeping its progress and exports in `dir`, as the window's
/// does: it starts from the progress saved there.
fn kept_session(pack: Pack, dir: &Path) -> Session {
    Session::new(pack, Some(Progress::load(dir)))
}

/// One step of a session kept in `dir`: its reports kept after the step.
fn step_in(s: &mut Session, frame: &ControlFrame<C>, dir: &Path) {
    s.step(frame);
    kept::keep(s, dir);
}

/// `steps` steps with no input, each kept in `dir`.
fn idle_in(s: &mut Session, steps: u32, dir: &Path) {
    for _ in 0..steps {
        step_in(s, &ControlFrame::default(), dir);
    }
}

fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("hitlab-sok-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

#[test]
fn presses_during_a_slide_are_queued_not_lost() {
    let mut s = Session::new(parse_pack(TWO, Path::new("t.xsb")), None);
    s.step(&press(C::Right));
    s.step(&press(C::Right)); // mid-slide
    s.step(&press(C::Right));
    idle(&mut s, 6 * MOVE_STEPS);
    let game = s.game().unwrap();
    assert_eq!((game.moves(), game.pushes()), (3, 2));
    assert!(game.is_solved());
}

/// Two moves then undo: one move is taken back whether the undo comes
/// mid-slide, with a move still queued, or long after.
#[test]
fn an_undo_takes_back_one_move_however_soon_it_comes() {
    for undo_at in [3, 4, 5, 8, 10, 30] {
        let mut s = Session::new(parse_pack(TWO, Path::new("t.xsb")), None);
        for at in 0..40 {
            let frame = match at {
                0 | 2 => press(C::Right),
                _ if at == undo_at => press(C::Undo),
                _ => ControlFrame::default(),
            };
            s.step(&frame);
        }
        let game = s.game().unwrap();
        assert_eq!(
            (game.moves(), game.pushes()),
            (1, 0),
            "undo at step {undo_at}"
        );
    }
}

#[test]
fn a_session_is_idle_only_once_its_moves_and_notices_are_over() {
    let mut s = Session::new(parse_pack(TWO, Path::new("t.xsb")), None);
    assert!(s.is_idle(), "a fresh level waits for the player");
    s.step(&press(C::Left)); // into the wall: refused, and said so
    idle(&mut s, 1);
    assert!(s.refusal().is_some(), "the wall refuses");
    assert!(!s.is_idle(), "the refusal fades out");
    idle(&mut s, REFUSAL_STEPS);
    assert!(s.is_idle(), "the refusal is gone");
    s.step(&press(C::Right));
    assert!(!s.is_idle(), "a move slides");
    idle(&mut s, 2 * MOVE_STEPS);
    assert!(s.is_idle(), "the move is over");
}

#[test]
fn a_solve_is_saved_and_a_corrupt_file_is_a_fresh_start() {
    let dir = temp_dir("progress");
    let mut s = kept_session(parse_pack(TWO, Path::new("t.xsb")), &dir);
    for _ in 0..3 {
        step_in(&mut s, &press(C::Right), &dir);
        idle_in(&mut s, 2 * MOVE_STEPS, &dir);
    }
    assert!(s.is_solved());
    let record = s.record_of(0).unwrap();
    assert_eq!((record.best_moves, record.best_pushes), (3, 2));
    let loaded = Progress::load(&dir);
    assert_eq!(loaded.solved.len(), 1, "written to disk");
    // A new session starts on the first unsolved level.
    let s2 = kept_session(parse_pack(TWO, Path::new("t.xsb")), &dir);
    assert_eq!(s2.current(), 1);

    std::fs::write(dir.join(FILE_NAME), "this is [not toml").unwrap();
    assert_eq!(Progress::load(&dir), Progress::default());
    let s3 = kept_session(parse_pack(TWO, Path::new("t.xsb")), &dir);
    assert_eq!(s3.current(), 0);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn bad_levels_are_skipped_and_listed() {
    let text = format!("#####\n#@x.#\n#####\n\n{TWO}");
    let mut s = Session::new(parse_pack(&text, Path::new("t.xsb")), None);
    assert_eq!(s.current(), 1, "the first valid level opens");
    assert_eq!(s.message(), Some(&News::Skipped { count: 1 }));
    s.step(&press(C::PrevLevel));
    assert_eq!(s.current(), 1, "there is no valid level before");
    s.step(&press(C::LevelSelect));
    assert_eq!(s.screen(), Screen::Select { cursor: 1 });
    s.step(&press(C::Up));
    s.step(&press(C::Confirm));
    assert!(
        matches!(s.message(), Some(News::Problem(p)) if p.contains("line 2, column 3")),
        "{:?}",
        s.message()
    );
    assert_eq!(s.current(), 1);
}

#[test]
fn reload_keeps_an_unchanged_level_and_its_moves() {
    let mut s = Session::new(parse_pack(TWO, Path::new("t.xsb")), None);
    s.step(&press(C::Right));
    idle(&mut s, 2 * MOVE_STEPS);
    let retitled = TWO.replace("Title: A", "Title: A, renamed");
    s.reload(parse_pack(&retitled, Path::new("t.xsb")));
    assert_eq!(s.game().unwrap().moves(), 1);
    assert_eq!(s.level().unwrap().title.as_deref(), Some("A, renamed"));
    let changed = TWO.replace("#@ $ .#", "#@$  .#");
    s.reload(parse_pack(&changed, Path::new("t.xsb")));
    assert_eq!(s.game().unwrap().moves(), 0, "a changed board restarts");
}

#[test]
fn broken_save_keeps_the_last_good_level_until_fixed() {
    let mut s = Session::new(parse_pack(TWO, Path::new("t.xsb")), None);
    s.step(&press(C::Right));
    idle(&mut s, 2 * MOVE_STEPS);
    assert!(s.level_in_play_error().is_none());
    let broken = TWO.replace("#@ $ .#", "#@ $ .");
    s.reload(parse_pack(&broken, Path::new("t.xsb")));
    assert_eq!(s.current(), 0, "the level in play stays");
    assert_eq!(s.game().unwrap().moves(), 1, "and so do its moves");
    let error = s.level_in_play_error().expect("the rejection is shown");
    assert_eq!(error.level, 1);
    // Play goes on on the last good version.
    s.step(&press(C::Right));
    idle(&mut s, 2 * MOVE_STEPS);
    assert_eq!(s.game().unwrap().moves(), 2);
    // Fixing the file clears the error and keeps the game.
    s.reload(parse_pack(TWO, Path::new("t.xsb")));
    assert!(s.level_in_play_error().is_none());
    assert_eq!(s.game().unwrap().moves(), 2);
}

#[test]
fn click_walks_and_drag_pushes_as_ordinary_moves() {
    let mut s = Session::new(parse_pack(TWO, Path::new("t.xsb")), None);
    s.pointer_down(Cell::new(2, 1));
    s.pointer_up(Cell::new(2, 1));
    idle(&mut s, 10 * MOVE_STEPS);
    assert_eq!(s.game().unwrap().worker(), Cell::new(2, 1));
    s.pointer_down(Cell::new(3, 1));
    s.pointer_up(Cell::new(5, 1));
    idle(&mut s, 10 * MOVE_STEPS);
    let game = s.game().unwrap();
    assert!(game.is_solved());
    assert_eq!(game.lurd(), "rRR");
    // Undo takes the drag back one move at a time.
    s.step(&press(C::Undo));
    assert_eq!(s.game().unwrap().lurd(), "rR");
    // An impossible drag says so.
    s.step(&press(C::Restart));
    s.pointer_down(Cell::new(3, 1));
    s.pointer_up(Cell::new(1, 1));
    let refusal = s.refusal().expect("the refusal is shown");
    assert_eq!(refusal.why, Refused::NoPushPath);
}

#[test]
fn export_then_replay_plays_the_same_moves() {
    let dir = temp_dir("export");
    let pack_file = dir.join("mine.xsb");
    std::fs::write(&pack_file, TWO).unwrap();
    let mut s = kept_session(Pack::load(&pack_file).unwrap(), &dir);
    step_in(&mut s, &press(C::Right), &dir);
    idle_in(&mut s, 2 * MOVE_STEPS, &dir);
    s.step(&press(C::Export));
    let exported = dir.join(kept::EXPORTS_FOLDER).join("mine-level-1.lurd");
    assert!(!exported.exists(), "the session writes no file");
    kept::keep(&mut s, &dir);
    assert_eq!(std::fs::read_to_string(&exported).unwrap().trim(), "r");
    assert_eq!(
        s.message(),
        Some(&News::Exported {
            moves: 1,
            path: exported.clone()
        })
    );
    step_in(&mut s, &press(C::Restart), &dir);
    // The replay's first move starts in the step it is asked in, as the
    // moves are read from the file at once.
    step_in(&mut s, &press(C::Replay), &dir);
    assert_eq!(
        s.game().unwrap().moves(),
        1,
        "the exported move is under way"
    );
    idle_in(&mut s, 4 * MOVE_STEPS, &dir);
    assert_eq!(s.game().unwrap().lurd(), "r");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_replay_that_reaches_the_goal_records_no_solve() {
    let dir = temp_dir("watched");
    let pack_file = dir.join("mine.xsb");
    std::fs::write(&pack_file, TWO).unwrap();
    std::fs::write(dir.join("mine.solutions"), "1 rRR\n").unwrap();
    let mut s = kept_session(Pack::load(&pack_file).unwrap(), &dir);
    step_in(&mut s, &press(C::Replay), &dir);
    idle_in(&mut s, 6 * MOVE_STEPS, &dir);
    assert!(s.is_solved(), "the pack's solution was played");
    assert!(s.record_of(0).is_none(), "a replay is not a solve");
    assert!(
        s.solved_by_replay(),
        "the status line says whose solve it was"
    );
    assert!(
        !dir.join(FILE_NAME).exists(),
        "nothing written to the progress file"
    );
    // Played again by the player from the start, the solve counts.
    s.step(&press(C::Restart));
    for _ in 0..3 {
        s.step(&press(C::Right));
        idle(&mut s, 2 * MOVE_STEPS);
    }
    assert!(
        s.record_of(0).is_some(),
        "the player's own solve is recorded"
    );
    assert!(!s.solved_by_replay());
    std::fs::remove_dir_all(&dir).unwrap();
}

/// A pack of `n` one-box levels, each solved by one push right.
fn pack_of(n: usize) -> Pack {
    let text: String = (1..=n)
        .map(|i| format!("#####\n#@$.#\n#####\nTitle: L{i}\n\n"))
        .collect();
    parse_pack(&text, Path::new("many.xsb"))
}

fn cursor(s: &Session) -> usize {
    match s.screen() {
        Screen::Select { cursor } => cursor,
        Screen::Play => panic!("the list is not open"),
    }
}

/// A 10,000-level list is crossed quickly: page keys move a page, Home and
/// End go to the ends, and a typed number goes to its entry.
#[test]
fn the_level_list_moves_by_pages_to_its_ends_and_to_a_typed_number() {
    use hitlab::modes::sokoban::session::{LIST_PAGE, TYPED_STEPS};
    let mut s = Session::new(pack_of(10_000), None);
    s.step(&press(C::LevelSelect));
    assert_eq!(cursor(&s), 0);
    s.step(&press(C::NextLevel));
    assert_eq!(cursor(&s), LIST_PAGE);
    s.step(&press(C::NextLevel));
    s.step(&press(C::PrevLevel));
    assert_eq!(cursor(&s), LIST_PAGE);
    s.step(&press(C::ListLast));
    assert_eq!(cursor(&s), 9_999);
    s.step(&press(C::NextLevel));
    assert_eq!(cursor(&s), 9_999, "a page past the end stops at it");
    s.step(&press(C::ListFirst));
    assert_eq!(cursor(&s), 0);
    s.step(&press(C::PrevLevel));
    assert_eq!(cursor(&s), 0, "a page before the start stops at it");
    // "4", "2", "0", "7": entry 4207 (index 4206), as each digit comes.
    for (control, at) in [
        (C::Digit4, 3),
        (C::Digit2, 41),
        (C::Digit0, 419),
        (C::Digit7, 4_206),
    ] {
        s.step(&press(control));
        assert_eq!(cursor(&s), at);
    }
    assert_eq!(s.typed(), Some(4_207));
    // A pause forgets the number: the next digit starts a new one.
    idle(&mut s, TYPED_STEPS);
    assert_eq!(s.typed(), None);
    s.step(&press(C::Digit9));
    assert_eq!(cursor(&s), 8);
    // A number past the pack goes to its last entry; Enter opens it.
    for control in [C::Digit9, C::Digit9, C::Digit9, C::Digit9] {
        s.step(&press(control));
    }
    assert_eq!(cursor(&s), 9_999);
    s.step(&press(C::Confirm));
    assert_eq!(s.screen(), Screen::Play);
    assert_eq!(s.current(), 9_999);
}

/// After the last level's solve there is no next level: Enter opens the
/// level list.
#[test]
fn enter_after_the_last_levels_solve_opens_the_level_list() {
    let mut s = Session::new(pack_of(2), None);
    assert!(!s.on_last_level());
    s.step(&press(C::NextLevel));
    assert_eq!(s.current(), 1);
    assert!(s.on_last_level());
    s.step(&press(C::Right));
    idle(&mut s, 2 * MOVE_STEPS);
    assert!(s.is_solved());
    s.step(&press(C::Confirm));
    assert_eq!(s.screen(), Screen::Select { cursor: 1 });
}
