//! `hitlab check` through the real binary: no window, one line per problem,
//! exit status says whether all is well.

use hitlab::levels::arena::DEFAULT_ARENA;
use std::path::Path;
use std::process::{Command, Output};

fn hitlab_check(args: &[&Path]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_hitlab"))
        .arg("check")
        .args(args)
        // `check` must not need a display.
        .env_remove("DISPLAY")
        .env_remove("WAYLAND_DISPLAY")
        // Nor depend on the fonts this machine has: the shipped ones only.
        .env("HITLAB_FONT_DIRS", "")
        .output()
        .unwrap()
}

/// Runs `check` on `paths`, asserts that it fails with `problems` lines on
/// stdout, and returns stdout and stderr.
fn failing_check(paths: &[&Path], problems: usize) -> (String, String) {
    let out = hitlab_check(paths);
    assert_eq!(out.status.code(), Some(1));
    let stdout = String::from_utf8(out.stdout).unwrap();
    assert_eq!(stdout.lines().count(), problems, "{stdout}");
    (stdout, String::from_utf8(out.stderr).unwrap())
}

/// A fresh folder of level files for one test, removed when the test
/// ends, whether it passes or not.
fn scratch(name: &str) -> tempfile::TempDir {
    let dir = tempfile::Builder::new()
        .prefix(&format!("hitlab-check-{name}-"))
        .tempdir()
        .unwrap();
    std::fs::create_dir_all(dir.path().join("arenas")).unwrap();
    dir
}

fn good_arena() -> String {
    std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("resources")
            .join(DEFAULT_ARENA),
    )
    .unwrap()
}

const GOOD_PACK: &str = "; a tiny pack\n#####\n#@$.#\n#####\nTitle: One push\n";

#[test]
fn shipped_resources_pass() {
    let resources = Path::new(env!("CARGO_MANIFEST_DIR")).join("resources");
    let out = hitlab_check(&[&resources]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stdout)
    );
    assert!(out.stdout.is_empty());
}

#[test]
fn problems_are_listed_one_per_line_and_fail_the_run() {
    let temp = scratch("bad");
    let dir = temp.path();
    std::fs::write(dir.join("arenas/good.toml"), good_arena()).unwrap();
    std::fs::write(
        dir.join("arenas/typo.toml"),
        good_arena().replace("move_speed", "move_sped"),
    )
    .unwrap();
    std::fs::create_dir_all(dir.join("packs/more")).unwrap();
    std::fs::write(dir.join("packs/good.xsb"), GOOD_PACK).unwrap();
    std::fs::write(dir.join("packs/more/bad.sok"), "#####\n#@$X#\n#####\n").unwrap();
    // Not level files: left alone when met in a folder.
    std::fs::write(dir.join("LICENSE.txt"), "Permission is hereby granted.\n").unwrap();
    std::fs::write(dir.join("notes.toml"), "title = \"not an arena\"\n").unwrap();

    let (stdout, stderr) = failing_check(&[dir], 2);
    let lines: Vec<&str> = stdout.lines().collect();
    // Joined a part at a time: the folder walk prints the system's own
    // separators (`arenas\typo.toml` on Windows).
    let typo = dir.join("arenas").join("typo.toml");
    assert!(
        lines[0].starts_with(&format!("{}:17:1: ", typo.display())),
        "{stdout}"
    );
    assert!(lines[0].contains("did you mean `move_speed`?"), "{stdout}");
    let bad = dir.join("packs").join("more").join("bad.sok");
    assert!(
        lines[1].starts_with(&format!("{}:2:4: level 1", bad.display())),
        "{stdout}"
    );
    assert!(lines[1].contains("unknown character `X`"), "{stdout}");
    assert!(
        stderr.contains("hitlab: 2 problems in 4 level files checked"),
        "{stderr}"
    );
}

#[test]
fn every_problem_of_an_arena_is_listed_in_file_order() {
    let temp = scratch("several");
    let dir = temp.path();
    let arena = dir.join("arenas/three.toml");
    let good = good_arena();
    let text = good
        .replacen("round_seconds = 60", "round_seconds = 1", 1)
        .replacen("cooldown_steps = 6", "cooldown_steps = 0", 1)
        .replacen("spin_deg_per_step = 1.0", "spin_deg_per_step = 90.0", 1);
    assert_eq!(
        text.matches(" = 90.0").count(),
        1,
        "all three edits applied"
    );
    std::fs::write(&arena, &text).unwrap();
    let line_of = |needle: &str| text.lines().position(|l| l.contains(needle)).unwrap() + 1;

    let (stdout, stderr) = failing_check(&[&arena], 3);
    let lines: Vec<&str> = stdout.lines().collect();
    for (line, (needle, what)) in lines.iter().zip([
        ("round_seconds = 1", "round_seconds must be"),
        ("cooldown_steps = 0", "shells.cooldown_steps must be"),
        ("spin_deg_per_step = 90.0", "spin_deg_per_step must be"),
    ]) {
        let prefix = format!("{}:{}:", arena.display(), line_of(needle));
        assert!(line.starts_with(&prefix) && line.contains(what), "{stdout}");
    }
    assert!(
        stderr.contains("hitlab: 3 problems in 1 level file checked"),
        "{stderr}"
    );
}

#[test]
fn problems_inside_obstacles_and_shapes_point_at_their_keys() {
    let temp = scratch("places");
    let dir = temp.path();
    let arena = dir.join("arenas/places.toml");
    // A disk with a bad radius, and a star whose kind is misspelt standing
    // off the arena: the off-arena centre is told along with the shape.
    let text = format!(
        "{}\n[[obstacles]]\nkind = \"disk\"\ncenter = [6.0, -2.0]\nradius = -1.0\n",
        good_arena()
            .replacen("kind = \"star\"", "kind = \"sta\"", 1)
            .replacen("position = [3.5, 4.5]", "position = [30.5, 4.5]", 1)
    );
    assert!(text.contains("\"sta\"") && text.contains("[30.5, 4.5]"));
    std::fs::write(&arena, &text).unwrap();
    let line_of = |needle: &str| text.lines().position(|l| l.contains(needle)).unwrap() + 1;

    let (stdout, _) = failing_check(&[&arena], 3);
    let lines: Vec<&str> = stdout.lines().collect();
    let expected = [
        (
            line_of("kind = \"sta\""),
            18,
            "unknown shape kind \"sta\": did you mean \"star\"?",
        ),
        (
            line_of("position = [30.5, 4.5]"),
            12,
            "target 3 at [30.50, 4.50] lies outside the arena",
        ),
        (
            line_of("radius = -1.0"),
            10,
            "disk radius must be between 0.01 and 1000, found -1",
        ),
    ];
    for (printed, (line, column, what)) in lines.iter().zip(expected) {
        let prefix = format!("{}:{line}:{column}: {what}", arena.display());
        assert!(printed.starts_with(&prefix), "{prefix}\n{stdout}");
    }
}

#[test]
fn clean_folder_passes_and_says_how_many_files() {
    let temp = scratch("good");
    let dir = temp.path();
    std::fs::write(dir.join("arenas/a.toml"), good_arena()).unwrap();
    std::fs::write(dir.join("pack.txt"), GOOD_PACK).unwrap();
    let out = hitlab_check(&[dir]);
    assert!(out.status.success());
    assert!(out.stdout.is_empty());
    let stderr = String::from_utf8(out.stderr).unwrap();
    assert!(
        stderr.contains("checked 2 level files: no problems"),
        "{stderr}"
    );
}

#[test]
fn a_character_no_font_has_is_a_warning_that_passes() {
    let temp = scratch("glyph");
    let dir = temp.path();
    let shipped = Path::new(env!("CARGO_MANIFEST_DIR")).join("resources/lessons");
    let lesson = std::fs::read_to_string(shipped.join("2_why_fast_things_miss_ja.toml"))
        .unwrap()
        .replace("title = \"速いものは", "title = \"ஃ 速いものは");
    let line = lesson.lines().position(|l| l.starts_with("title")).unwrap() + 1;
    let file = dir.join("tamil.toml");
    std::fs::write(&file, lesson).unwrap();
    let out = hitlab_check(&[&file]);
    let stdout = String::from_utf8(out.stdout).unwrap();
    let stderr = String::from_utf8(out.stderr).unwrap();
    assert!(out.status.success(), "{stdout}{stderr}");
    assert_eq!(
        stdout.lines().collect::<Vec<_>>(),
        [format!(
            "{}:{line}:10: warning: no font has `ஃ` (U+0B83): drawn as empty boxes; \
             the window's fonts are DejaVu Sans and Noto Sans JP (a subset), \
             and no font of this computer",
            file.display()
        )]
    );
    assert!(
        stderr.contains("checked 1 level file: no problems, 1 warning"),
        "{stderr}"
    );
}

#[test]
fn missing_and_unknown_paths_are_problems() {
    let temp = scratch("missing");
    let dir = temp.path();
    let picture = dir.join("picture.png");
    std::fs::write(&picture, b"\x89PNG").unwrap();
    let missing = dir.join("nope.toml");
    let out = hitlab_check(&[&missing, &picture]);
    assert_eq!(out.status.code(), Some(1));
    let stdout = String::from_utf8(out.stdout).unwrap();
    assert!(
        stdout.contains(&format!("{}: no such file or folder\n", missing.display())),
        "{stdout}"
    );
    assert!(
        stdout.contains(&format!("{}:1:1: not a level file", picture.display())),
        "{stdout}"
    );
}

/// `hitlab` run from an empty folder, with an empty home and no checkout
/// in sight: it has only what is compiled into it.
fn hitlab_alone(dir: &Path, args: &[&str]) -> Output {
    let home = dir.join("home");
    std::fs::create_dir_all(&home).unwrap();
    Command::new(env!("CARGO_BIN_EXE_hitlab"))
        .args(args)
        .current_dir(dir)
        .env("HOME", &home)
        .env("XDG_DATA_HOME", home.join("data"))
        .env("XDG_CONFIG_HOME", home.join("config"))
        .env_remove("CARGO_MANIFEST_DIR")
        .env_remove("HITLAB_RESOURCES")
        .output()
        .unwrap()
}

#[test]
fn check_without_a_path_checks_the_levels_the_game_plays() {
    let temp = scratch("alone");
    let dir = temp.path();
    let out = hitlab_alone(dir, &["check"]);
    let stderr = String::from_utf8(out.stderr).unwrap();
    assert_eq!(out.status.code(), Some(0), "{stderr}");
    let shipped = ["arenas", "lessons", "sokoban"]
        .iter()
        .map(|folder| {
            let folder = Path::new(env!("CARGO_MANIFEST_DIR"))
                .join("resources")
                .join(folder);
            std::fs::read_dir(folder)
                .unwrap()
                .filter(|e| {
                    let path = e.as_ref().unwrap().path();
                    path.extension().is_some_and(|x| x == "toml" || x == "xsb")
                })
                .count()
        })
        .sum::<usize>();
    // And the campaign.
    let shipped = shipped + 1;
    assert!(
        stderr.contains(&format!("checked {shipped} level files: no problems")),
        "{stderr}"
    );
}

#[test]
fn a_file_in_a_resources_folder_plays_instead_of_the_shipped_one() {
    let temp = scratch("override");
    let dir = temp.path();
    let mine = dir.join("mine");
    std::fs::create_dir_all(mine.join("arenas")).unwrap();
    std::fs::write(
        mine.join("arenas/storm.toml"),
        "[plane]\nspeed = \"fast\"\n",
    )
    .unwrap();
    let resources = mine.to_str().unwrap();
    let out = hitlab_alone(dir, &["check", "--resources", resources]);
    assert_eq!(out.status.code(), Some(1));
    let stdout = String::from_utf8(out.stdout).unwrap();
    let storm = mine.join("arenas/storm.toml");
    assert!(
        stdout.starts_with(&format!("{}:", storm.display())),
        "the folder's copy is the one checked: {stdout}"
    );
    let out = hitlab_alone(dir, &["paths", "--resources", resources]);
    let stdout = String::from_utf8(out.stdout).unwrap();
    assert!(
        stdout.contains(&format!("arenas/storm.toml  {}", storm.display())),
        "{stdout}"
    );
    assert!(
        stdout.contains("arenas/default.toml  (shipped)"),
        "{stdout}"
    );
}

#[test]
fn resources_export_writes_the_shipped_files_which_then_check_clean() {
    let temp = scratch("export");
    let dir = temp.path();
    let out_dir = dir.join("exported");
    let target = out_dir.to_str().unwrap();
    let out = hitlab_alone(dir, &["resources", "export", target]);
    assert_eq!(out.status.code(), Some(0));
    assert!(out_dir.join("arenas/storm.toml").is_file());
    let again = hitlab_alone(dir, &["resources", "export", target]);
    assert_eq!(again.status.code(), Some(2), "no overwrite without --force");
    assert!(String::from_utf8(again.stderr).unwrap().contains("--force"));
    let checked = hitlab_alone(dir, &["check", target]);
    assert_eq!(checked.status.code(), Some(0));
}

#[test]
fn a_folder_without_level_files_fails_instead_of_passing() {
    // A mistyped path in CI must not read "no problems".
    let temp = scratch("empty");
    let dir = temp.path();
    std::fs::write(dir.join("notes.md"), "# not a level\n").unwrap();
    let out = hitlab_check(&[dir]);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        String::from_utf8(out.stdout).unwrap(),
        format!(
            "{}: no level files in this folder (arenas and lessons are .toml, Sokoban packs .xsb, \
             .sok or .txt): is the path right?\n",
            dir.display()
        )
    );
    assert_eq!(
        String::from_utf8(out.stderr).unwrap(),
        "hitlab: 1 problem in 0 level files checked\n"
    );

    let missing = dir.join("resorces");
    let out = hitlab_check(&[&missing]);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        String::from_utf8(out.stdout).unwrap(),
        format!("{}: no such file or folder\n", missing.display())
    );

    // A sub-folder without levels is fine when its parent has some.
    std::fs::write(dir.join("arenas/a.toml"), good_arena()).unwrap();
    std::fs::create_dir_all(dir.join("empty_sub")).unwrap();
    let out = hitlab_check(&[dir]);
    assert!(out.status.success());
}

#[test]
fn counts_are_singular_or_plural() {
    let temp = scratch("counts");
    let dir = temp.path();
    let arena = dir.join("arenas/a.toml");
    std::fs::write(&arena, good_arena()).unwrap();
    let out = hitlab_check(&[&arena]);
    assert!(out.status.success());
    assert_eq!(
        String::from_utf8(out.stderr).unwrap(),
        "checked 1 level file: no problems\n"
    );
    std::fs::write(
        &arena,
        good_arena().replace("round_seconds = 60", "round_seconds = 1"),
    )
    .unwrap();
    let out = hitlab_check(&[&arena]);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        String::from_utf8(out.stderr).unwrap(),
        "hitlab: 1 problem in 1 level file checked\n"
    );
}

#[test]
fn a_file_of_the_other_format_is_told_so() {
    let temp = scratch("swapped");
    let dir = temp.path();
    // An arena saved as a pack, and a pack saved as an arena.
    let pack_named_toml = dir.join("arenas/pack.toml");
    std::fs::write(&pack_named_toml, GOOD_PACK).unwrap();
    let arena_named_txt = dir.join("arena.txt");
    std::fs::write(&arena_named_txt, good_arena()).unwrap();
    let out = hitlab_check(&[&pack_named_toml, &arena_named_txt]);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        String::from_utf8(out.stdout).unwrap(),
        format!(
            "{}:1:1: this looks like a Sokoban pack (XSB), not an arena (TOML): the shooter \
             plays arenas such as resources/arenas/default.toml\n\
             {}:1:1: this looks like an arena (TOML), not a Sokoban pack (XSB): Sokoban \
             plays packs such as resources/sokoban/hitlab.xsb\n",
            pack_named_toml.display(),
            arena_named_txt.display()
        )
    );
}

/// The default arena with `targets` more disks in a row above it, each of
/// its own (valid) values, overlapping its neighbours.
fn arena_with_targets(targets: usize) -> String {
    let mut text = good_arena();
    for i in 0..targets {
        text.push_str(&format!(
            "\n[[targets]]\nshape = {{ kind = \"ellipse\", radius_x = 1.0, radius_y = 1.0 }}\n\
             position = [{:.2}, 8.0]\nspin_deg_per_step = 0.0\ncolour = \"#ffffff\"\n",
            -15.0 + (i % 300) as f32 * 0.1
        ));
    }
    text
}

#[test]
fn a_thousand_targets_are_refused_in_one_line_not_half_a_million() {
    let temp = scratch("targets");
    let dir = temp.path();
    let arena = dir.join("arenas/crowd.toml");
    std::fs::write(&arena, arena_with_targets(1_000)).unwrap();
    // Before, every pair of the 1,004 targets was compared and each overlap
    // printed: 499,501 lines.
    let (stdout, _) = failing_check(&[&arena], 1);
    assert!(
        stdout.contains("an arena needs 1 to 64 [[targets]], found 1004"),
        "{stdout}"
    );
}

#[test]
fn a_file_with_many_problems_prints_the_first_and_counts_the_rest() {
    let temp = scratch("many");
    let dir = temp.path();
    let arena = dir.join("arenas/many.toml");
    // 64 targets, 60 of them overlapping: each such pair is a problem (1,770),
    // as the format allows; the printed lines stop at the cap.
    let text = arena_with_targets(60);
    std::fs::write(&arena, &text).unwrap();
    let out = hitlab_check(&[&arena]);
    assert_eq!(out.status.code(), Some(1));
    let stdout = String::from_utf8(out.stdout).unwrap();
    let lines: Vec<&str> = stdout.lines().collect();
    assert_eq!(lines.len(), hitlab::check::MAX_PROBLEMS_PER_FILE + 1);
    let last = lines.last().copied().unwrap_or_default();
    let left_out = last
        .strip_prefix(&format!("{}: ... and ", arena.display()))
        .and_then(|rest| rest.strip_suffix(" more problems"))
        .map(|n| n.replace(',', ""))
        .and_then(|n| n.parse::<usize>().ok());
    let stderr = String::from_utf8(out.stderr).unwrap();
    let total = left_out.map(|n| n + hitlab::check::MAX_PROBLEMS_PER_FILE);
    assert!(
        total.is_some_and(|t| stderr.contains(&format!("{t} problems in 1 level file"))),
        "{last}\n{stderr}"
    );
}

// Unix only: devices and FIFOs live in the file tree on Unix alone.
#[cfg(unix)]
#[test]
fn a_device_or_a_fifo_named_as_a_level_is_refused_unread() {
    let temp = scratch("special");
    let dir = temp.path();
    std::os::unix::fs::symlink("/dev/zero", dir.join("arenas/zero.toml")).unwrap();
    let fifo = dir.join("pipe.xsb");
    let made = Command::new("mkfifo").arg(&fifo).status();
    assert!(made.is_ok_and(|s| s.success()), "mkfifo");
    // Were either read, the run would never end (or run out of memory).
    let (stdout, _) = failing_check(&[dir], 2);
    assert!(
        stdout.contains(&format!(
            "{}:1:1: cannot read: a device, not a regular file",
            dir.join("arenas/zero.toml").display()
        )),
        "{stdout}"
    );
    assert!(
        stdout.contains(&format!(
            "{}:1:1: cannot read: a FIFO (named pipe), not a regular file",
            fifo.display()
        )),
        "{stdout}"
    );
}

#[test]
fn a_level_file_past_the_size_cap_is_refused_with_its_size() {
    let temp = scratch("huge");
    let dir = temp.path();
    let pack = dir.join("huge.xsb");
    let file = std::fs::File::create(&pack).unwrap();
    file.set_len(50_000_000).unwrap(); // sparse: nothing written
    let (stdout, _) = failing_check(&[&pack], 1);
    assert_eq!(
        stdout,
        format!(
            "{}:1:1: cannot read: 50.0 MB, larger than a level file may be (8.0 MB): not read\n",
            pack.display()
        )
    );
}

#[cfg(target_os = "linux")]
#[test]
fn the_systems_own_folders_are_not_searched() {
    let (stdout, _) = failing_check(&[Path::new("/proc")], 1);
    assert!(
        stdout.starts_with("/proc: a folder of the operating system's"),
        "{stdout}"
    );
}

#[test]
fn a_text_file_without_a_board_is_not_taken_for_a_pack() {
    let temp = scratch("notes");
    let dir = temp.path();
    std::fs::write(dir.join("one.xsb"), GOOD_PACK).unwrap();
    // A Perl script's key list: banners of `#` and `$` sigils, no worker.
    std::fs::write(
        dir.join("keys.txt"),
        "####################\n# $$ keys $$ #\n#$ #  $#\n####################\n",
    )
    .unwrap();
    let out = hitlab_check(&[dir]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stdout)
    );
    assert!(String::from_utf8_lossy(&out.stderr).contains("checked 1 level file"));
}

/// Runs `hitlab args` with stdout a pipe whose reader is already closed, as
/// `hitlab ... | head -1` becomes once `head` has its line.
fn into_a_closed_pipe(args: &[&str]) -> Output {
    let (reader, writer) = std::io::pipe().unwrap();
    drop(reader);
    Command::new(env!("CARGO_BIN_EXE_hitlab"))
        .args(args)
        .stdout(writer)
        .stderr(std::process::Stdio::piped())
        .env_remove("DISPLAY")
        .env_remove("WAYLAND_DISPLAY")
        .output()
        .unwrap()
}

#[test]
fn a_closed_pipe_ends_the_run_quietly_not_in_a_panic() {
    let temp = scratch("pipe");
    let dir = temp.path();
    std::fs::write(dir.join("arenas/crowd.toml"), arena_with_targets(60)).unwrap();
    let checked = dir.to_str().unwrap();
    for args in [
        &["check", checked][..],
        &["controls", "shooter"][..],
        &["paths"][..],
    ] {
        let out = into_a_closed_pipe(args);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(!stderr.contains("panicked"), "{args:?}: {stderr}");
        assert!(!stderr.contains("Broken pipe"), "{args:?}: {stderr}");
        assert_ne!(out.status.code(), Some(101), "{args:?}");
        // What a shell shows for a program a closed pipe stopped.
        assert_eq!(out.status.code(), Some(141), "{args:?}: {stderr}");
    }
}

#[cfg(windows)]
#[test]
fn a_windows_path_with_a_drive_letter_and_backslashes_is_checked_and_named_as_typed() {
    let temp = scratch("drive");
    let dir = std::path::absolute(temp.path()).unwrap();
    std::fs::write(
        dir.join("arenas").join("typo.toml"),
        good_arena().replace("move_speed", "move_sped"),
    )
    .unwrap();
    let typed = format!("{}\\arenas\\typo.toml", dir.display()).replace('/', "\\");
    assert_eq!(typed.as_bytes().get(1), Some(&b':'), "{typed}");
    let (stdout, _) = failing_check(&[Path::new(&typed)], 1);
    assert!(stdout.starts_with(&format!("{typed}:17:1: ")), "{stdout}");
}

/// A lesson being started (a title and a language, no step yet) is judged
/// as a lesson, not an arena: in `lessons/` whatever it holds, elsewhere by
/// its keys. The teacher hears what a lesson needs, never about
/// `round_seconds`.
#[test]
fn a_lesson_being_started_is_checked_as_a_lesson() {
    let temp = scratch("started");
    let dir = temp.path();
    std::fs::create_dir_all(dir.join("lessons")).unwrap();
    let started = "title = \"衝突のはなし\"\nlang = \"ja\"\n";
    let in_lessons = dir.join("lessons/new.toml");
    std::fs::write(&in_lessons, "").unwrap();
    let by_keys = dir.join("new.toml");
    std::fs::write(&by_keys, started).unwrap();
    for file in [&in_lessons, &by_keys] {
        let out = hitlab_check(&[file.as_path()]);
        let stdout = String::from_utf8(out.stdout).unwrap();
        assert_eq!(out.status.code(), Some(1), "{stdout}");
        assert!(stdout.contains(": a lesson"), "{stdout}");
        assert!(!stdout.contains("round_seconds"), "{stdout}");
    }
}

#[test]
fn a_campaign_naming_an_arena_that_is_not_there_is_a_problem_at_its_line() {
    let temp = scratch("campaign");
    let dir = temp.path();
    std::fs::write(dir.join("arenas/mine.toml"), good_arena()).unwrap();
    let campaign = dir.join("campaign.toml");
    std::fs::write(
        &campaign,
        "[[chapter]]\nname = { en = \"One\", ja = \"一\" }\nneeds = 0\n\
         play = [\"arenas/mine.toml\", \"arenas/gone.toml\", \"sokoban/hitlab.xsb#2\"]\n",
    )
    .unwrap();
    // The folder: the arena and the campaign read, the missing arena told
    // where the campaign names it.
    let (stdout, _) = failing_check(&[dir], 1);
    assert_eq!(
        stdout.trim(),
        format!(
            "{}:4:29: no such file: `arenas/gone.toml`",
            campaign.display()
        )
    );
    // Mended, the campaign alone passes (its other items found beside it
    // and in the shipped resources).
    let text = std::fs::read_to_string(&campaign).unwrap();
    std::fs::write(&campaign, text.replace("\"arenas/gone.toml\", ", "")).unwrap();
    let out = hitlab_check(&[&campaign]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stdout)
    );
}
