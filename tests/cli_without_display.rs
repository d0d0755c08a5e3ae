//! Command-line behaviour that needs no display: help text and refusals.
//! (Screenshots need a display; `.ci/run` takes them under Xvfb.)

use std::process::{Command, Output};

fn hitlab(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_hitlab"))
        .args(args)
        // Make sure nothing here can reach a window, whatever the caller's env.
        .env_remove("DISPLAY")
        .env_remove("WAYLAND_DISPLAY")
        .output()
        .expect("the hitlab binary runs")
}

fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

#[test]
fn help_lists_every_flag_scripts_rely_on() {
    let out = hitlab(&["--help"]);
    assert!(out.status.success());
    let text = String::from_utf8_lossy(&out.stdout);
    for flag in [
        "--mode",
        "--frames",
        "--screenshot",
        "--seed",
        "--script",
        "--level",
        "--fullscreen",
        "--high-contrast",
        "--help-overlay",
        "title",
        "shooter",
        "raylab",
        "sokoban",
    ] {
        assert!(
            text.contains(flag),
            "--help does not mention {flag}:\n{text}"
        );
    }
}

#[test]
fn an_unknown_mode_exits_2_naming_the_choices() {
    let out = hitlab(&["--mode", "chess", "--frames", "1", "--screenshot", "x.png"]);
    assert_eq!(out.status.code(), Some(2));
    let err = stderr(&out);
    assert!(err.contains("chess") && err.contains("raylab"), "{err}");
}

#[test]
fn a_bad_script_exits_2_with_one_line_naming_its_line() {
    let dir = std::env::temp_dir().join(format!("hitlab-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let png = dir.join("never.png");
    let out = hitlab(&[
        "--mode",
        "shooter",
        "--frames",
        "5",
        "--screenshot",
        png.to_str().unwrap(),
        "--script",
        "10:fire,oops",
    ]);
    assert_eq!(out.status.code(), Some(2));
    let err = stderr(&out);
    assert_eq!(err.trim_end().lines().count(), 1, "{err}");
    assert!(err.contains("line 1") && err.contains("oops"), "{err}");
    assert!(!png.exists(), "a refused run must not leave a file behind");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn an_unwritable_screenshot_path_exits_2() {
    let out = hitlab(&[
        "--mode",
        "title",
        "--frames",
        "1",
        "--screenshot",
        "/no/such/folder/out.png",
    ]);
    assert_eq!(out.status.code(), Some(2));
    let err = stderr(&out);
    assert!(err.contains("/no/such/folder/out.png"), "{err}");
    assert_eq!(err.trim_end().lines().count(), 1, "{err}");
}

#[test]
fn frames_without_a_screenshot_is_refused() {
    let out = hitlab(&["--frames", "10"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("--screenshot"));
}

#[test]
fn paths_names_the_resources_folder() {
    let out = hitlab(&["paths"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("resources"), "{text}");
}
