//! `hitlab sokoban verify`, the command scripts and CI depend on, run as a
//! user runs it: no window, exit status and one line of output.

use std::process::{Command, Output};

fn verify(file: &str, level: &str, solution: &str) -> Output {
    Command::new(env!("CARGO_BIN_EXE_hitlab"))
        .args([
            "sokoban",
            "verify",
            file,
            "--level",
            level,
            "--solution",
            solution,
        ])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .env_remove("DISPLAY")
        .env_remove("WAYLAND_DISPLAY")
        .output()
        .expect("the binary runs")
}

const PACK: &str = "resources/sokoban/hitlab.xsb";

#[test]
fn a_solution_that_solves_prints_its_counts_and_exits_zero() {
    let out = verify(PACK, "3", "ddrruruulD");
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{stdout}");
    assert!(
        stdout.contains("level 3: solved in 10 moves, 1 push (1 box line, 0 box changes)"),
        "{stdout}"
    );
}

#[test]
fn an_unfinished_solution_exits_non_zero_with_the_reason() {
    let out = verify(PACK, "3", "dd");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success());
    assert!(
        stderr.contains("not solved (2 moves, 0 pushes played"),
        "{stderr}"
    );
}

#[test]
fn a_level_that_does_not_exist_exits_non_zero_and_says_so() {
    let out = verify(PACK, "999", "r");
    assert!(!out.status.success());
    assert!(!out.stderr.is_empty(), "the reason is printed");
    let out = verify("resources/sokoban/no-such-pack.xsb", "1", "r");
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("no-such-pack.xsb"));
}

#[test]
fn an_unusable_file_is_told_once_not_as_an_unsolved_level() {
    let out = verify("resources/arenas/default.toml", "1", "r");
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        String::from_utf8_lossy(&out.stderr),
        "hitlab: resources/arenas/default.toml: this looks like an arena (TOML), not a \
         Sokoban pack (XSB): Sokoban plays packs such as resources/sokoban/hitlab.xsb\n"
    );
    let out = verify(PACK, "99", "r");
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        String::from_utf8_lossy(&out.stderr),
        "hitlab: resources/sokoban/hitlab.xsb: there is no level 99 (the file has 25)\n"
    );
}
