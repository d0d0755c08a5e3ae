//! The level designer's solver: its solutions are real (replayed by the
//! verifier), have the fewest pushes, and an impossible level says so.

use std::path::Path;
use std::process::Command;

use hitlab::levels::sokoban::parse_pack;
use hitlab::modes::sokoban::solver::solve;
use hitlab::modes::sokoban::verify_file;

const PACK: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/resources/sokoban/hitlab.xsb");

fn pushes(lurd: &str) -> usize {
    lurd.chars().filter(char::is_ascii_uppercase).count()
}

#[test]
fn solutions_of_the_first_shipped_levels_verify() {
    let pack = hitlab::levels::sokoban::Pack::load(Path::new(PACK)).unwrap();
    for level in pack.entries.iter().take(6) {
        let level = level.as_ref().unwrap();
        let lurd = solve(level).expect("a shipped level is solvable");
        let verdict = verify_file(Path::new(PACK), level.number, &lurd).unwrap();
        assert!(verdict.solved, "level {}: {lurd}", level.number);
    }
}

#[test]
fn a_solution_has_the_fewest_pushes() {
    // The box is one cell right and one down from its goal: two pushes is
    // the least any solution can use, whatever the walk.
    let text = "#######\n#     #\n# @$  #\n#   . #\n#     #\n#######\n";
    let level = parse_pack(text, Path::new("t.xsb"))
        .entries
        .remove(0)
        .unwrap();
    let lurd = solve(&level).unwrap();
    assert_eq!(pushes(&lurd), 2, "{lurd}");
    // In a corridor it is one push, with no walking around first.
    let text = "#######\n#.$ @ #\n#######\n";
    let level = parse_pack(text, Path::new("t.xsb"))
        .entries
        .remove(0)
        .unwrap();
    assert_eq!(solve(&level).as_deref(), Some("lL"));
}

#[test]
fn a_box_in_a_corner_has_no_solution() {
    let text = "######\n#$  .#\n# @  #\n######\n";
    let level = parse_pack(text, Path::new("t.xsb"))
        .entries
        .remove(0)
        .unwrap();
    assert_eq!(solve(&level), None);
}

#[test]
fn the_solve_command_fails_on_an_unsolvable_pack() {
    let dir = std::env::temp_dir().join(format!("hitlab-solve-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("stuck.xsb");
    std::fs::write(
        &file,
        "#######\n#.$ @ #\n#######\n\n######\n#$  .#\n# @  #\n######\n",
    )
    .unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_hitlab"))
        .args(["sokoban", "solve"])
        .arg(&file)
        .env_remove("DISPLAY")
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success(), "{stderr}");
    assert!(stdout.lines().any(|l| l.starts_with("1 ")), "{stdout}");
    assert!(stderr.contains("level 2: no solution found"), "{stderr}");
    std::fs::remove_dir_all(&dir).unwrap();
}
