//! What a Sokoban player's client adds to a pack in play: the next level
//! not yet solved, medals by pushes against the shipped solutions, a
//! solve's statistics, and a level and its moves copied and pasted as text.

use std::path::{Path, PathBuf};

use hitlab::levels::arena::medals::Medal;
use hitlab::levels::sokoban::{DEFAULT_PACK, Pack, parse_pack};
use hitlab::modes::sokoban::session::{MOVE_STEPS, News, Screen};
use hitlab::modes::sokoban::{Session, SokobanControl as C};

use crate::common::{TWO, idle, press};

/// Three one-room levels, each solved by pushing right.
const THREE: &str = "#######\n#@ $ .#\n#######\nTitle: A\n\n\
                     ######\n#@$ .#\n######\nTitle: B\n\n\
                     #####\n#@$.#\n#####\nTitle: C\n";

/// Presses right until the level in play is solved (or 10 presses).
fn solve_by_pushing_right(s: &mut Session) {
    for _ in 0..10 {
        if s.is_solved() {
            return;
        }
        s.step(&press(C::Right));
        idle(s, 2 * MOVE_STEPS);
    }
    assert!(
        s.is_solved(),
        "pushing right solves level {}",
        s.current() + 1
    );
}

fn shipped_pack() -> Pack {
    let path: PathBuf = [env!("CARGO_MANIFEST_DIR"), "resources"].iter().collect();
    Pack::load(&path.join(DEFAULT_PACK)).unwrap()
}

#[test]
fn next_unsolved_skips_solved_levels_and_wraps_round() {
    let mut s = Session::new(parse_pack(THREE, Path::new("t.xsb")), None);
    s.step(&press(C::NextLevel));
    assert_eq!(s.current(), 1);
    solve_by_pushing_right(&mut s);
    // After the solve: B is done, C is next.
    s.step(&press(C::NextUnsolved));
    assert_eq!(s.current(), 2);
    // From C, past the end, round to A.
    s.step(&press(C::NextUnsolved));
    assert_eq!(s.current(), 0);
    solve_by_pushing_right(&mut s);
    // In the list, the cursor goes from A past solved B to C.
    s.step(&press(C::LevelSelect));
    assert_eq!(s.screen(), Screen::Select { cursor: 0 });
    s.step(&press(C::NextUnsolved));
    assert_eq!(s.screen(), Screen::Select { cursor: 2 });
    s.step(&press(C::Confirm));
    solve_by_pushing_right(&mut s);
    s.step(&press(C::NextUnsolved));
    assert_eq!(s.message(), Some(&News::AllSolved));
    assert_eq!(s.current(), 2, "nothing left to go to");
}

#[test]
fn a_solve_earns_a_medal_by_its_pushes_against_the_shipped_solution() {
    let mut s = Session::new(shipped_pack(), None);
    // Level 1's shipped solution is `rRR`: two pushes.
    assert_eq!(s.known_best(0), Some(2));
    assert_eq!(s.medal_of(0), None, "unsolved: no medal");
    for control in [C::Right, C::Right, C::Right] {
        s.step(&press(control));
        idle(&mut s, 2 * MOVE_STEPS);
    }
    assert!(s.is_solved());
    assert_eq!(s.solve_medal(), Some(Medal::Gold));
    assert_eq!(s.medal_of(0), Some(Medal::Gold));
    let stats = s.stats().unwrap();
    assert_eq!(
        (
            stats.moves,
            stats.pushes,
            stats.box_lines,
            stats.box_changes
        ),
        (3, 2, 1, 0)
    );
    let record = s.record_of(0).unwrap();
    assert_eq!(
        (record.best_box_lines, record.best_box_changes),
        (Some(1), Some(0))
    );
}

#[test]
fn a_replays_solve_earns_no_medal() {
    let mut s = Session::new(shipped_pack(), None);
    s.step(&press(C::Replay));
    idle(&mut s, 20 * MOVE_STEPS);
    assert!(s.solved_by_replay());
    assert_eq!(s.solve_medal(), None);
    assert_eq!(s.medal_of(0), None);
}

#[test]
fn the_level_in_play_and_its_moves_copy_and_paste_back() {
    let mut s = Session::new(parse_pack(TWO, Path::new("t.xsb")), None);
    s.step(&press(C::Right));
    idle(&mut s, 2 * MOVE_STEPS);
    let text = s.copy_text().unwrap();
    assert!(text.ends_with("Title: A\nr\n"), "{text}");
    assert!(s.paste(&text));
    assert_eq!(s.message(), Some(&News::Pasted { moves: 1 }));
    assert_eq!(s.pack().entries.len(), 3, "opened after the pack's two");
    assert_eq!(s.current(), 2);
    let game = s.game().unwrap();
    assert_eq!((game.moves(), game.lurd().as_str()), (1, "r"));
    assert_eq!(game.level().title.as_deref(), Some("A"));
    // The player goes on from the pasted moves, and the solve is theirs.
    solve_by_pushing_right(&mut s);
    assert!(!s.solved_by_replay());
    assert!(s.record_of(2).is_some());
}

#[test]
fn pasted_moves_that_solve_the_level_are_watched_not_recorded() {
    let mut s = Session::new(parse_pack(TWO, Path::new("t.xsb")), None);
    assert!(s.paste("#####\n#@$.#\n#####\nR\n"));
    assert!(s.is_solved());
    assert!(s.solved_by_replay());
    assert_eq!(s.record_of(s.current()), None);
}

#[test]
fn bad_text_is_refused_with_a_message_and_changes_nothing() {
    let mut s = Session::new(parse_pack(TWO, Path::new("t.xsb")), None);
    s.step(&press(C::NextLevel));
    let cases = [
        ("just some words", "no Sokoban board"),
        ("#####\n#@$ #\n#####\n", "pasted text"),
        // The board reads, but its moves walk into a wall.
        ("#####\n#@$.#\n#####\nu\n", "move 1 (`u`) is impossible"),
    ];
    for (text, said) in cases {
        assert!(!s.paste(text), "{text:?} is refused");
        let Some(News::NotPasted { why }) = s.message() else {
            panic!("{text:?}: no refusal, {:?}", s.message());
        };
        assert!(why.contains(said), "{text:?}: {why}");
        assert_eq!(s.pack().entries.len(), 2);
        assert_eq!(s.current(), 1);
        assert_eq!(s.game().unwrap().level().title.as_deref(), Some("B"));
    }
}

#[test]
fn a_pasted_level_stays_in_play_when_the_pack_is_reloaded() {
    let mut s = Session::new(parse_pack(TWO, Path::new("t.xsb")), None);
    assert!(s.paste("Title: Mine\n#####\n#@$.#\n#####\n"));
    assert!(s.is_pasted(2) && !s.is_pasted(1));
    // The file gains a level: the pasted one moves after it, still in play.
    let three = format!("{TWO}\n#####\n#@$.#\n#####\nTitle: C\n");
    s.reload(parse_pack(&three, Path::new("t.xsb")));
    assert_eq!(s.pack().entries.len(), 4);
    assert_eq!(s.current(), 3);
    assert!(s.is_pasted(3) && !s.is_pasted(2));
    assert_eq!(s.game().unwrap().level().title.as_deref(), Some("Mine"));
    assert_eq!(s.message(), Some(&News::Reloaded { skipped: 0 }));
}
