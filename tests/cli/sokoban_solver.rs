//! The level designer's solver: its solutions are real (replayed by the
//! verifier), have the fewest pushes, and an impossible level says so.

use hitlab::levels::sokoban::DEFAULT_PACK;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use tempfile::TempDir;

use hitlab::levels::sokoban::{Level, parse_pack};
use hitlab::modes::sokoban::solver::{Outcome, PROGRESS_EVERY, search, search_with, solve};
use hitlab::modes::sokoban::verify_file;

/// The shipped pack ([`DEFAULT_PACK`] under `resources/`).
fn pack_path() -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("resources")
        .join(DEFAULT_PACK)
}

/// A pack whose level 1 is one push and whose level 2 has a box in a corner.
const SOLVED_THEN_STUCK: &str = "#######\n#.$ @ #\n#######\n\n######\n#$  .#\n# @  #\n######\n";

/// A 40×40 room (walls included) with 8 boxes on a diagonal and their 8
/// goals in a column: valid, and far too open to search to the end.
fn open_room_40() -> String {
    let mut rows = vec![vec![b'#'; 40]];
    rows.extend((0..38).map(|_| {
        let mut row = vec![b' '; 40];
        (row[0], row[39]) = (b'#', b'#');
        row
    }));
    rows.push(vec![b'#'; 40]);
    for i in 0..8 {
        rows[10 + 2 * i][8 + 2 * i] = b'$';
        rows[12 + 2 * i][30] = b'.';
    }
    rows[20][5] = b'@';
    rows.iter()
        .map(|row| String::from_utf8_lossy(row) + "\n")
        .collect()
}

fn pushes(lurd: &str) -> usize {
    lurd.chars().filter(char::is_ascii_uppercase).count()
}

/// The first level of a pack given as text.
fn first_level(text: &str) -> Level {
    parse_pack(text, Path::new("t.xsb"))
        .entries
        .remove(0)
        .unwrap()
}

/// `SOLVED_THEN_STUCK` written to a fresh folder named after `tag`.
fn write_solved_then_stuck(tag: &str) -> (TempDir, PathBuf) {
    write_pack(tag, SOLVED_THEN_STUCK)
}

/// `text` written to a fresh folder named after `tag`: the folder's guard
/// (it is removed when the guard drops, so a test holds it to its end)
/// and the file.
fn write_pack(tag: &str, text: &str) -> (TempDir, PathBuf) {
    let dir = tempfile::Builder::new()
        .prefix(&format!("hitlab-{tag}-"))
        .tempdir()
        .unwrap();
    let file = dir.path().join("pack.xsb");
    std::fs::write(&file, text).unwrap();
    (dir, file)
}

/// `hitlab sokoban solve FILE ARGS...`, without a display.
fn solve_command(file: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_hitlab"))
        .args(["sokoban", "solve"])
        .arg(file)
        .args(args)
        .env_remove("DISPLAY")
        .output()
        .unwrap()
}

#[test]
fn solutions_of_the_first_shipped_levels_verify() {
    let pack = hitlab::levels::sokoban::Pack::load(&pack_path()).unwrap();
    for level in pack.entries.iter().take(6) {
        let level = level.as_ref().unwrap();
        let lurd = solve(level).expect("a shipped level is solvable");
        let verdict = verify_file(&pack_path(), level.number, &lurd).unwrap();
        assert!(verdict.solved, "level {}: {lurd}", level.number);
    }
}

#[test]
fn a_solution_has_the_fewest_pushes() {
    // The box is one cell right and one down from its goal: two pushes is
    // the least any solution can use, whatever the walk.
    let text = "#######\n#     #\n# @$  #\n#   . #\n#     #\n#######\n";
    let level = first_level(text);
    let lurd = solve(&level).unwrap();
    assert_eq!(pushes(&lurd), 2, "{lurd}");
    // In a corridor it is one push, with no walking around first.
    let text = "#######\n#.$ @ #\n#######\n";
    let level = first_level(text);
    assert_eq!(solve(&level).as_deref(), Some("lL"));
}

#[test]
fn a_box_in_a_corner_has_no_solution() {
    let text = "######\n#$  .#\n# @  #\n######\n";
    let level = first_level(text);
    assert_eq!(solve(&level), None);
}

#[test]
fn the_solve_command_fails_on_an_unsolvable_pack() {
    let (_dir, file) = write_solved_then_stuck("solve");
    let out = solve_command(&file, &[]);
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success(), "{stderr}");
    assert!(stdout.lines().any(|l| l.starts_with("1 ")), "{stdout}");
    assert!(stderr.contains("level 2: no solution found"), "{stderr}");
}

#[test]
fn a_search_counts_its_states_and_agrees_with_solve() {
    // Two boxes in an open room: the search meets many states, and more
    // than the pushes it ends with.
    let text = "########\n#      #\n# $ $  #\n#  @ ..#\n#      #\n########\n";
    let level = first_level(text);
    let found = search(&level);
    let lurd = found.solution().unwrap().to_owned();
    assert_eq!(Some(lurd.clone()), solve(&level));
    assert!(found.states > pushes(&lurd), "{found:?}");
    // A level with no solution still reports what the search cost.
    let text = "######\n#$  .#\n# @  #\n######\n";
    let level = first_level(text);
    let found = search(&level);
    assert_eq!(found.outcome, Outcome::NoSolution);
    assert!(found.states >= 1, "{found:?}");
}

#[test]
fn the_solve_command_can_take_one_level() {
    let (_dir, file) = write_solved_then_stuck("solve-one");
    let run = |level: &str| solve_command(&file, &["--level", level]);
    // Level 1 alone: solved, and level 2 (unsolvable) is not even tried.
    let out = run("1");
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{stderr}");
    assert!(stdout.lines().any(|l| l == "1 lL"), "{stdout}");
    assert!(stderr.contains("level 1: 2 moves, 1 push ("), "{stderr}");
    assert!(stderr.contains("states"), "{stderr}");
    assert!(!stderr.contains("level 2"), "{stderr}");
    // A level the pack does not have is a usage error that says so.
    let out = run("3");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert!(stderr.contains("no level 3"), "{stderr}");
}

#[test]
fn an_open_40_by_40_room_gives_up_at_its_state_limit() {
    let level = first_level(&open_room_40());
    let mut reported = Vec::new();
    let limit = 2 * PROGRESS_EVERY + 100;
    let found = search_with(&level, limit, |states| reported.push(states));
    assert_eq!(found.outcome, Outcome::GaveUp);
    assert_eq!(found.states, limit);
    assert_eq!(reported, [PROGRESS_EVERY, 2 * PROGRESS_EVERY]);
}

#[test]
fn a_level_needing_more_states_than_the_limit_gives_up_and_solves_below_it() {
    // Shipped level 11 needs about 1,800 states.
    let pack = hitlab::levels::sokoban::Pack::load(&pack_path()).unwrap();
    let level = pack.entry(11).unwrap().as_ref().unwrap();
    let needed = search(level).states;
    assert!(
        (1_000..10_000).contains(&needed),
        "level 11 now needs {needed} states"
    );
    let found = search_with(level, needed - 1, |_| {});
    assert_eq!((found.outcome, found.states), (Outcome::GaveUp, needed - 1));
    let found = search_with(level, needed, |_| {});
    assert!(found.solution().is_some(), "{found:?}");
}

/// A board searched slowly stops at the time limit, not only at the
/// states limit, and says which it reached.
#[test]
fn the_solve_command_gives_up_at_its_time_limit() {
    let (_dir, file) = write_pack("solve-time", &open_room_40());
    let started = std::time::Instant::now();
    let out = solve_command(&file, &["--max-seconds", "1"]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(3), "{stderr}");
    assert!(stderr.contains("the time limit"), "{stderr}");
    assert!(stderr.contains("--max-seconds"), "{stderr}");
    assert!(
        started.elapsed() < std::time::Duration::from_secs(30),
        "stopped near its second: {:?}",
        started.elapsed()
    );
    let out = solve_command(&file, &["--max-seconds", "0"]);
    assert_eq!(out.status.code(), Some(2), "no time at all is refused");
}

#[test]
fn the_solve_command_gives_up_with_its_own_exit_code_and_the_flag_raises_the_limit() {
    let (_dir, file) = write_pack("solve-open", &open_room_40());
    for limit in ["3000", "6000"] {
        let out = solve_command(&file, &["--max-states", limit]);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(3), "{stderr}");
        let shown = limit.replace("000", ",000");
        assert!(
            stderr.contains(&format!("level 1: gave up after {shown} states")),
            "{stderr}"
        );
        assert!(stderr.contains("--max-states"), "{stderr}");
    }
    // A limit of nothing is refused as a usage error.
    let out = solve_command(&file, &["--max-states", "0"]);
    assert_eq!(out.status.code(), Some(2));

    // Shipped level 11 (about 1,800 states): given up at 1,000, solved at 10,000.
    let out = solve_command(&pack_path(), &["--level", "11", "--max-states", "1000"]);
    assert_eq!(out.status.code(), Some(3));
    let out = solve_command(&pack_path(), &["--level", "11", "--max-states", "10000"]);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(stdout.lines().any(|l| l.starts_with("11 ")), "{stdout}");
}
