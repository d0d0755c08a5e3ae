//! Command-line behaviour that needs no display: help text and refusals.
//! (Screenshots need a display; `.ci/run` takes them under Xvfb.)

use hitlab::levels::arena::DEFAULT_ARENA;
use hitlab::levels::sokoban::DEFAULT_PACK;
use std::process::Output;
use tempfile::TempDir;

fn hitlab(args: &[&str]) -> Output {
    super::displayless()
        .args(args)
        // What `check` says must not depend on the fonts this machine has.
        .env("HITLAB_FONT_DIRS", "")
        .output()
        .expect("the hitlab binary runs")
}

/// A fresh, empty folder for one test, named after `name`, removed when the
/// guard drops: when the test ends, whether it passes or not.
fn scratch(name: &str) -> TempDir {
    tempfile::Builder::new()
        .prefix(&format!("hitlab-cli-{name}-"))
        .tempdir()
        .unwrap()
}

/// A path under the crate's `resources/`.
fn resource(path: &str) -> String {
    format!("{}/resources/{path}", env!("CARGO_MANIFEST_DIR"))
}

/// A headless run of `mode` with `--level level`, refused before any window
/// opens: (exit code, stderr).
fn with_level(mode: &str, level: &str) -> (Option<i32>, String) {
    let temp = scratch(&format!("level-{mode}"));
    let png = temp.path().join("shot.png");
    let png = png.to_str().unwrap();
    let out = hitlab(&[
        "--mode",
        mode,
        "--level",
        level,
        "--frames",
        "1",
        "--screenshot",
        png,
    ]);
    assert!(
        !std::path::Path::new(png).exists(),
        "a refused run leaves no file"
    );
    (out.status.code(), stderr(&out))
}

/// What a run that gets as far as the window says here, with no display:
/// Unix names the missing display; Windows, which no variable points at a
/// display, gives the window's own error.
const NO_WINDOW: &str = if cfg!(windows) {
    "cannot open the game window"
} else {
    "no display found"
};

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
        "--stats",
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

/// Runs `hitlab ARGS --screenshot <scratch>/FILE`, which must be refused: exit
/// 2, one line on stderr, and no file left behind. Returns that line.
fn refused_with_screenshot(file: &str, args: &[&str]) -> String {
    let dir = scratch("refused");
    let shot = dir.path().join(file);
    let mut all = args.to_vec();
    all.extend(["--screenshot", shot.to_str().unwrap()]);
    let out = hitlab(&all);
    assert_eq!(out.status.code(), Some(2));
    let err = stderr(&out);
    assert_eq!(err.trim_end().lines().count(), 1, "{err}");
    assert!(!shot.exists(), "a refused run must not leave a file behind");
    err
}

#[test]
fn a_bad_script_exits_2_with_one_line_naming_its_line() {
    let err = refused_with_screenshot(
        "never.png",
        &[
            "--mode",
            "shooter",
            "--frames",
            "5",
            "--script",
            "10:fire,oops",
        ],
    );
    assert!(err.contains("line 1") && err.contains("oops"), "{err}");
}

#[test]
fn a_script_starting_with_a_minus_is_the_script_and_its_negative_step_is_refused() {
    let err = refused_with_screenshot(
        "never.png",
        &["--mode", "shooter", "--frames", "5", "--script", "-1:fire"],
    );
    assert!(
        err.contains("--script") && err.contains("`-1:fire`") && err.contains("negative"),
        "{err}"
    );
}

#[test]
fn a_size_past_the_graphics_limit_is_refused_before_the_window_opens() {
    // wgpu would panic configuring the surface (exit 101, a 0-byte PNG).
    // The limit the help states is the one refused, on the command line.
    let temp = scratch("too-wide");
    let shot = temp.path().join("too-wide.png");
    let shot_arg = shot.to_str().unwrap();
    for size in ["8193x600", "640x9000"] {
        let out = hitlab(&[
            "--mode",
            "title",
            "--size",
            size,
            "--frames",
            "1",
            "--screenshot",
            shot_arg,
        ]);
        assert_eq!(out.status.code(), Some(2));
        let err = stderr(&out);
        assert!(
            err.contains(&format!(
                "`{size}`: width and height must be whole numbers from 64 to 8192"
            )),
            "{err}"
        );
        assert!(!shot.exists(), "a refused run must not leave a file behind");
    }
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
fn a_screenshot_not_named_png_is_refused_before_anything_is_written() {
    let err = refused_with_screenshot("shot.jpg", &["--mode", "title", "--frames", "1"]);
    assert!(err.contains("shot.jpg") && err.contains(".png"), "{err}");
}

#[test]
fn frames_without_a_screenshot_is_refused() {
    let out = hitlab(&["--frames", "10"]);
    assert_eq!(out.status.code(), Some(2));
    let err = stderr(&out);
    assert!(
        err.contains("--screenshot") && err.contains("--stats"),
        "{err}"
    );
}

/// A `--stats` run of the default arena (a 60 s round) for 4,000 steps,
/// firing once at step 3,700: its JSON.
fn past_the_clock(tag: &str, practice: bool) -> serde_json::Value {
    let temp = scratch(&format!("stats-{tag}"));
    let out_path = temp.path().join("stats.json");
    let mut args = vec![
        "--mode",
        "shooter",
        "--frames",
        "4000",
        "--script",
        "0:rotate_left,3700:fire",
        "--stats",
        out_path.to_str().unwrap(),
    ];
    if practice {
        args.push("--practice");
    }
    let out = hitlab(&args);
    assert!(out.status.success(), "{}", stderr(&out));
    let text = std::fs::read_to_string(&out_path).unwrap();
    serde_json::from_str(&text).unwrap()
}

#[test]
fn practice_plays_every_step_of_a_run_past_a_timed_rounds_end() {
    let timed = past_the_clock("timed", false);
    assert_eq!(timed["round_over"], true, "{timed}");
    assert_eq!(
        timed["shots"], 0,
        "the round ended before the shot: {timed}"
    );
    let practice = past_the_clock("practice", true);
    assert_eq!(practice["round_over"], false, "{practice}");
    assert_eq!(practice["shots"], 1, "{practice}");
}

#[test]
fn stats_alone_runs_the_rules_without_a_display_and_writes_the_rounds_numbers() {
    let temp = scratch("stats-thin-tip");
    let out_path = temp.path().join("stats.json");
    let out = hitlab(&[
        "--mode",
        "shooter",
        "--level",
        &resource("arenas/thin_tip.toml"),
        "--frames",
        "40",
        "--script",
        "2:fire,20:toggle_detection,22:fire",
        "--stats",
        out_path.to_str().unwrap(),
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    let text = std::fs::read_to_string(&out_path).unwrap();
    let json: serde_json::Value = serde_json::from_str(&text).unwrap();
    // The lesson opens on the point test: the first shell steps over the tip,
    // the second, fired with the swept test, is a tip save.
    assert_eq!(json["arena"], "Thin tip");
    assert_eq!(json["detection"], "swept");
    assert_eq!(
        json["detections_played"],
        serde_json::json!(["point", "swept"])
    );
    for (key, value) in [
        ("steps", 40),
        ("shots", 2),
        ("hits", 1),
        ("tip_misses", 1),
        ("tip_saves", 1),
        ("spin_misses", 0),
        ("spin_saves", 0),
        ("score", 10),
    ] {
        assert_eq!(json[key], value, "{key}: {text}");
    }
}

#[test]
fn stats_are_refused_outside_the_shooter_and_for_an_arena_that_does_not_load() {
    let temp = scratch_files("stats-broken", &[("empty.toml", "")]);
    let out_path = temp.path().join("stats.json");
    let path = out_path.to_str().unwrap();
    let out = hitlab(&["--mode", "raylab", "--frames", "1", "--stats", path]);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("--mode shooter"), "{}", stderr(&out));
    let level = temp.path().join("empty.toml");
    let out = hitlab(&[
        "--mode",
        "shooter",
        "--level",
        level.to_str().unwrap(),
        "--frames",
        "1",
        "--stats",
        path,
    ]);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("empty.toml"), "{}", stderr(&out));
    assert!(!out_path.exists(), "no file is left to be read as a result");
}

#[test]
fn no_display_is_one_plain_line_with_the_detail_in_the_log() {
    let temp = scratch("nodisplay");
    let png = temp.path().join("nodisplay.png");
    let png = png.to_str().unwrap();
    let args = ["--mode", "title", "--frames", "1", "--screenshot", png];
    let out = hitlab(&args);
    assert_eq!(out.status.code(), Some(1));
    // Windows has no display variable to name: the window's own error is
    // the reason (under Wine without an X server, the window is refused).
    let (line, detail) = if cfg!(windows) {
        (
            "hitlab: cannot open the game window (",
            "WindowCreationError",
        )
    } else {
        (
            "hitlab: no display found: set DISPLAY or WAYLAND_DISPLAY, or run under Xvfb (see README)\n",
            "EventLoopError",
        )
    };
    let err = stderr(&out);
    assert!(err.starts_with(line), "{err}");
    assert_eq!(err.lines().count(), 1, "one line: {err}");
    assert!(
        !std::path::Path::new(png).exists(),
        "no half-written picture"
    );

    let out = super::displayless()
        .args(args)
        .env("RUST_LOG", "debug")
        .output()
        .unwrap();
    let err = stderr(&out);
    assert!(err.contains(detail), "the detail, on request: {err}");
    assert!(
        err.lines()
            .last()
            .is_some_and(|last| last.starts_with(line.trim_end())),
        "{err}"
    );
}

#[test]
fn a_folder_or_a_missing_file_as_level_is_named_as_such() {
    let folder = resource("arenas");
    assert_eq!(
        with_level("shooter", &folder),
        (
            Some(2),
            format!(
                "hitlab: --level {folder}: this is a folder; expected a level file \
                 (an arena .toml or a Sokoban pack .xsb)\n"
            )
        )
    );
    let missing = resource("arenas/nope.toml");
    assert_eq!(
        with_level("shooter", &missing),
        (
            Some(2),
            format!("hitlab: --level {missing}: no such file\n")
        )
    );
}

#[test]
fn the_ray_lab_refuses_a_level() {
    let arena = resource(DEFAULT_ARENA);
    assert_eq!(
        with_level("raylab", &arena),
        (
            Some(2),
            format!(
                "hitlab: --level {arena}: the ray lab has no level files; use --level with \
                 --mode shooter (an arena) or --mode sokoban (a pack)\n"
            )
        )
    );
}

#[test]
fn a_level_of_the_other_mode_is_told_so() {
    let arena = resource(DEFAULT_ARENA);
    assert_eq!(
        with_level("sokoban", &arena),
        (
            Some(2),
            format!(
                "hitlab: --level {arena}: this looks like an arena (TOML), not a Sokoban pack \
                 (XSB): Sokoban plays packs such as resources/sokoban/hitlab.xsb\n"
            )
        )
    );
    let pack = resource(DEFAULT_PACK);
    assert_eq!(
        with_level("shooter", &pack),
        (
            Some(2),
            format!(
                "hitlab: --level {pack}: this looks like a Sokoban pack (XSB), not an arena \
                 (TOML): the shooter plays arenas such as resources/arenas/default.toml\n"
            )
        )
    );
    // By content too: a pack saved with an arena's extension.
    let dir = scratch("swapped");
    let disguised = dir.path().join("pack.toml");
    std::fs::copy(&pack, &disguised).unwrap();
    let (code, err) = with_level("shooter", disguised.to_str().unwrap());
    assert_eq!(code, Some(2));
    assert!(err.contains("this looks like a Sokoban pack"), "{err}");
}

/// `files` (name, content) written to a fresh folder named after `tag`,
/// removed when the guard drops.
fn scratch_files(tag: &str, files: &[(&str, &str)]) -> TempDir {
    let dir = scratch(tag);
    for (name, content) in files {
        std::fs::write(dir.path().join(name), content).unwrap();
    }
    dir
}

#[test]
fn a_headless_run_refuses_an_arena_that_does_not_load() {
    // The default arena with an impossible size: one problem, on one line.
    let default = std::fs::read_to_string(resource(DEFAULT_ARENA)).unwrap();
    let size_line = default.lines().position(|l| l.starts_with("size")).unwrap() + 1;
    let huge: String = default
        .lines()
        .map(|l| match l.starts_with("size") {
            true => "size = [1e30, 3]\n".to_owned(),
            false => format!("{l}\n"),
        })
        .collect();
    let temp = scratch_files("broken-arenas", &[("empty.toml", ""), ("huge.toml", &huge)]);
    let dir = temp.path();
    for name in ["empty.toml", "huge.toml"] {
        let path = dir.join(name);
        let path = path.to_str().unwrap();
        let (code, err) = with_level("shooter", path);
        assert_eq!(code, Some(2), "{name}: {err}");
        // The loader's own `path:line:column: message`, not the built-in arena.
        assert!(err.starts_with(&format!("hitlab: {path}:")), "{err}");
        assert!(!err.contains("display"), "refused before the window: {err}");
    }
    let (_, err) = with_level("shooter", dir.join("huge.toml").to_str().unwrap());
    assert!(err.contains(&format!("huge.toml:{size_line}:")), "{err}");
}

#[test]
fn a_headless_run_refuses_a_pack_without_a_board_to_play() {
    let temp = scratch_files(
        "broken-packs",
        &[
            ("empty.xsb", ""),
            ("no_box.xsb", "#####\n#@ .#\n#####\n"),
            (
                "one_good.xsb",
                "#####\n#@ .#\n#####\n\n#####\n#@$.#\n#####\n",
            ),
        ],
    );
    let dir = temp.path();
    let level = |name: &str| with_level("sokoban", dir.join(name).to_str().unwrap());
    let (code, err) = level("empty.xsb");
    assert_eq!(code, Some(2), "{err}");
    assert!(err.contains("empty.xsb: no Sokoban boards found"), "{err}");
    let (code, err) = level("no_box.xsb");
    assert_eq!(code, Some(2), "{err}");
    assert!(err.contains("no board in this pack can be played"), "{err}");
    assert!(
        err.contains("level 1, line 1") && err.contains("no boxes"),
        "{err}"
    );
    // One playable board is enough: the run goes on to the window (none here).
    let (code, err) = level("one_good.xsb");
    assert_eq!(code, Some(1), "{err}");
    assert!(err.contains(NO_WINDOW), "{err}");
}

#[test]
fn controls_lists_each_modes_script_names_in_order() {
    use hitlab::modes::{raylab::LabControl, shooter::ShooterControl, sokoban::SokobanControl};
    use hitlab::sim::Control;

    fn names<C: Control>() -> Vec<&'static str> {
        C::all().iter().map(|c| c.name()).collect()
    }
    for (mode, expected) in [
        ("shooter", names::<ShooterControl>()),
        ("raylab", names::<LabControl>()),
        ("sokoban", names::<SokobanControl>()),
        (
            "arena-editor",
            names::<hitlab::editor::arena::EditorControl>(),
        ),
    ] {
        let out = hitlab(&["controls", mode]);
        assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
        let stdout = String::from_utf8(out.stdout).unwrap();
        let listed: Vec<&str> = stdout
            .lines()
            .map(|line| line.split_whitespace().next().unwrap_or(""))
            .collect();
        assert_eq!(listed, expected, "{stdout}");
        // Each name comes with what it does.
        assert!(
            stdout
                .lines()
                .all(|line| line.split_whitespace().count() >= 2),
            "{stdout}"
        );
    }
    let out = hitlab(&["controls", "title"]);
    assert_eq!(
        out.status.code(),
        Some(2),
        "the title screen takes no script"
    );
}

#[test]
fn edit_opens_by_format_and_says_so_before_any_window() {
    let out = hitlab(&["controls", "arena-editor"]);
    let listed = String::from_utf8(out.stdout).unwrap();
    assert!(listed.lines().any(|l| l.starts_with("save ")), "{listed}");
    // A pack opens in the Sokoban editor, whose controls are listed too.
    let out = hitlab(&["controls", "sokoban-editor"]);
    let listed = String::from_utf8(out.stdout).unwrap();
    assert!(listed.lines().any(|l| l.starts_with("save ")), "{listed}");
    // A pack opens in the Sokoban editor: accepted, it gets as far as the
    // window (none here).
    let out = hitlab(&["edit", "resources/sokoban/hitlab.xsb"]);
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    assert!(stderr(&out).contains(NO_WINDOW), "{}", stderr(&out));
    // A pack's board by number: one that is there gets as far as the
    // window; one past the last, or a board of an arena, is refused first.
    let out = hitlab(&["edit", "resources/sokoban/hitlab.xsb", "--level", "2"]);
    assert!(stderr(&out).contains(NO_WINDOW), "{}", stderr(&out));
    let out = hitlab(&["edit", "resources/sokoban/hitlab.xsb", "--level", "999"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("--level 999: "), "{}", stderr(&out));
    assert!(
        stderr(&out).contains(" boards, counting from 1"),
        "{}",
        stderr(&out)
    );
    let out = hitlab(&["edit", "resources/arenas/thin_tip.toml", "--level", "1"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr(&out).contains("an arena has no levels"),
        "{}",
        stderr(&out)
    );
    let out = hitlab(&["edit", "notes.txt"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr(&out).contains("the editors open arenas (.toml)"),
        "{}",
        stderr(&out)
    );
    let out = hitlab(&[
        "--mode",
        "arena-editor",
        "--frames",
        "1",
        "--screenshot",
        "x.png",
    ]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr(&out).contains("give --level FILE"),
        "{}",
        stderr(&out)
    );
    let out = hitlab(&["edit", "resources/arenas/thin_tip.toml", "--frames", "3"]);
    assert_eq!(out.status.code(), Some(2), "--frames needs --screenshot");
}

#[test]
fn a_broken_lesson_is_refused_before_any_window_with_its_place() {
    let temp = scratch("lesson");
    let dir = temp.path();
    let lesson = dir.join("broken.toml");
    std::fs::write(
        &lesson,
        "title = \"x\"\n[[step]]\nname = \"a\"\nmode = \"raylab\"\nscene = 8\ncaption = \"A step.\"\n",
    )
    .unwrap();
    let path = lesson.to_str().unwrap();
    let out = hitlab(&["lesson", path]);
    assert_eq!(out.status.code(), Some(2));
    let err = stderr(&out);
    assert!(err.contains(&format!("{path}:5:9: no scene 8")), "{err}");
    let out = hitlab(&["lesson", "export", path, "--out", dir.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2), "{}", stderr(&out));
    assert!(!dir.join("index.html").exists(), "nothing written");
    // `check` reads it as a lesson and says the same.
    let out = hitlab(&["check", path]);
    assert_eq!(out.status.code(), Some(1));
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains(&format!("{path}:5:9: no scene 8")), "{text}");
}

#[test]
fn check_reads_the_shipped_lessons() {
    let out = hitlab(&["check", &resource("lessons")]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stdout)
    );
    assert!(
        stderr(&out).contains("checked 10 level files"),
        "{}",
        stderr(&out)
    );
}

#[test]
fn a_failed_run_leaves_the_screenshot_and_stats_already_there_whole() {
    let temp = scratch_files(
        "keep",
        &[
            ("keep.png", "an old picture"),
            ("keep.json", "{\"old\": true}"),
            ("empty.toml", ""),
        ],
    );
    let dir = temp.path();
    let (png, json) = (dir.join("keep.png"), dir.join("keep.json"));
    // No display: the window fails after the files were opened.
    let out = hitlab(&[
        "--mode",
        "shooter",
        "--frames",
        "1",
        "--screenshot",
        png.to_str().unwrap(),
        "--stats",
        json.to_str().unwrap(),
    ]);
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    // The rules alone, on an arena that does not load.
    let out = hitlab(&[
        "--mode",
        "shooter",
        "--level",
        dir.join("empty.toml").to_str().unwrap(),
        "--frames",
        "1",
        "--stats",
        json.to_str().unwrap(),
    ]);
    assert_eq!(out.status.code(), Some(2), "{}", stderr(&out));
    assert_eq!(std::fs::read_to_string(&png).unwrap(), "an old picture");
    assert_eq!(std::fs::read_to_string(&json).unwrap(), "{\"old\": true}");
    let left: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .filter_map(|e| e.ok().map(|e| e.file_name()))
        .filter(|name| name.to_string_lossy().ends_with(".tmp"))
        .collect();
    assert!(left.is_empty(), "temporary files left: {left:?}");
}

// Unix only: /dev/zero is a Unix device (Windows' device names, such as
// CON, are refused in tests/files/windows.rs).
#[cfg(unix)]
#[test]
fn a_device_as_level_is_named_for_what_it_is_not_called_missing() {
    let (code, err) = with_level("shooter", "/dev/zero");
    assert_eq!(code, Some(2));
    assert_eq!(
        err,
        "hitlab: --level /dev/zero: cannot read: a device, not a regular file: \
         not read (a level file is a plain file)\n"
    );
}

/// A handout's theme is light or dark (which one by default is tested
/// beside the arguments, in `src/cli/args.rs`); another is refused before
/// anything is drawn.
#[test]
fn lesson_export_refuses_a_theme_it_does_not_have() {
    let lesson = resource("lessons/2_why_fast_things_miss.toml");
    // A folder that does not exist yet, as a new handout's would not.
    let temp = scratch("handout-theme");
    let dir = temp.path().join("handout");
    let dir = dir.to_str().unwrap();
    let refused = hitlab(&[
        "lesson", "export", &lesson, "--out", dir, "--theme", "sepia",
    ]);
    assert_eq!(refused.status.code(), Some(2));
    assert!(stderr(&refused).contains("sepia"), "{}", stderr(&refused));
}

#[test]
fn a_language_without_a_table_is_refused_and_the_flag_names_those_there_are() {
    let out = hitlab(&[
        "--mode",
        "title",
        "--lang",
        "fr",
        "--frames",
        "1",
        "--screenshot",
        "never.png",
    ]);
    assert_eq!(out.status.code(), Some(2));
    let err = stderr(&out);
    assert!(err.contains("`fr`: the window speaks en, ja"), "{err}");
    assert!(!std::path::Path::new("never.png").exists());
}

#[test]
fn doctor_asks_every_graphics_api_in_order_and_exits_by_whether_one_gave_a_device() {
    let out = hitlab(&["doctor"]);
    let stdout = String::from_utf8(out.stdout.clone()).unwrap();
    let apis: Vec<&str> = stdout
        .lines()
        .filter_map(|line| line.strip_prefix("  "))
        .filter_map(|line| line.split_whitespace().next())
        .collect();
    let expected: &[&str] = if cfg!(windows) {
        &["dx12", "vulkan", "gl"]
    } else if cfg!(target_os = "macos") {
        &["metal"]
    } else {
        &["vulkan", "gl"]
    };
    assert_eq!(apis, expected, "{stdout}");
    let chosen = stdout.matches("<- the window uses this").count();
    // A machine without any graphics driver (a bare container) has none.
    match out.status.code() {
        Some(0) => assert_eq!(chosen, 1, "{stdout}"),
        Some(1) => {
            assert_eq!(chosen, 0, "{stdout}");
            assert!(
                stderr(&out).contains("no graphics API gave a device"),
                "{}",
                stderr(&out)
            );
        }
        other => panic!("exit {other:?}: {}", stderr(&out)),
    }
}

#[test]
fn gpu_puts_its_api_first_and_an_unknown_one_is_refused_with_the_names() {
    let out = hitlab(&["doctor", "--gpu", "gl"]);
    let stdout = String::from_utf8(out.stdout).unwrap();
    let first = stdout
        .lines()
        .find_map(|line| line.strip_prefix("  "))
        .and_then(|line| line.split_whitespace().next());
    let expected = if cfg!(target_os = "macos") {
        "metal"
    } else {
        "gl"
    };
    assert_eq!(first, Some(expected), "{stdout}");

    let out = hitlab(&["doctor", "--gpu", "dx11"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr(&out).contains("unknown graphics API \"dx11\": auto, dx12, vulkan, metal, gl"),
        "{}",
        stderr(&out)
    );
}

#[test]
fn edit_names_its_file_as_typed_never_a_level_flag_it_was_not_given() {
    let temp = scratch("edit-named");
    let folder = temp.path().join("folder.toml");
    std::fs::create_dir(&folder).unwrap();
    let shown = folder.display().to_string();
    let out = hitlab(&["edit", &shown]);
    assert_eq!(out.status.code(), Some(2), "{}", stderr(&out));
    let err = stderr(&out);
    assert!(err.contains(&format!("{shown}: this is a folder")), "{err}");
    assert!(!err.contains("--level"), "{err}");
    // Given as --level, the refusal names the flag.
    let out = hitlab(&["--mode", "shooter", "--level", &shown]);
    assert!(
        stderr(&out).contains(&format!("--level {shown}: this is a folder")),
        "{}",
        stderr(&out)
    );
}
