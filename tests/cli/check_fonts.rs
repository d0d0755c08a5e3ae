//! `hitlab check` on lessons in Japanese, Chinese, Korean and mixed scripts
//! (`tests/lessons_in_scripts/`), with the fonts it looks in injected
//! through `HITLAB_FONT_DIRS`, so the answers do not depend on the fonts
//! this machine has: none but the shipped ones, or a folder holding one
//! small Chinese and Korean font (`tests/fonts/`) in the system's place.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn lessons() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/lessons_in_scripts")
}

fn test_fonts() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fonts")
}

/// `hitlab check FILE` with `font_dirs` standing for the system's fonts
/// (`""`: none). Its status and its stdout lines.
fn check(file: &str, font_dirs: &Path) -> (Output, Vec<String>) {
    let out = Command::new(env!("CARGO_BIN_EXE_hitlab"))
        .arg("check")
        .arg(lessons().join(file))
        .env_remove("DISPLAY")
        .env_remove("WAYLAND_DISPLAY")
        .env("HITLAB_FONT_DIRS", font_dirs)
        .output()
        .expect("the hitlab binary runs");
    let lines = String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(str::to_owned)
        .collect();
    (out, lines)
}

/// The place and start of each line after the file's name: `LINE:COL: ...`.
fn places(file: &str, lines: &[String]) -> Vec<String> {
    let prefix = format!("{}:", lessons().join(file).display());
    lines
        .iter()
        .map(|l| l.strip_prefix(&prefix).unwrap_or(l).to_owned())
        .collect()
}

const NO_SYSTEM_FONTS: &str = "";

#[test]
fn japanese_and_chinese_with_its_own_font_need_no_system_font() {
    for file in ["ja.toml", "zh.toml"] {
        let (out, lines) = check(file, Path::new(NO_SYSTEM_FONTS));
        assert!(out.status.success(), "{file}: {lines:?}");
        assert_eq!(lines, Vec::<String>::new(), "{file}");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(
            stderr.contains("checked 1 level file: no problems\n"),
            "{file}: {stderr}"
        );
    }
}

#[test]
fn korean_without_a_korean_font_is_a_warning_at_each_run() {
    let (out, lines) = check("ko.toml", Path::new(NO_SYSTEM_FONTS));
    // Boxes on screen are a warning, not a problem: the lesson still loads.
    assert!(out.status.success(), "{lines:?}");
    let places = places("ko.toml", &lines);
    assert_eq!(places.len(), 6, "{places:?}");
    assert!(
        places[0].starts_with("3:10: warning: no font has `빠` (U+BE60), `른` (U+B978)"),
        "{places:?}"
    );
    assert!(
        places
            .iter()
            .all(|p| p.contains("and no font of this computer"))
    );
    // The same lesson on a machine with a Korean font: nothing to say.
    let (out, lines) = check("ko.toml", &test_fonts());
    assert!(out.status.success());
    assert_eq!(lines, Vec::<String>::new());
}

#[test]
fn mixed_scripts_warn_only_of_the_script_no_font_has() {
    let (_, lines) = check("mixed.toml", Path::new(NO_SYSTEM_FONTS));
    assert_eq!(
        places("mixed.toml", &lines),
        [
            "10:58: warning: no font has `별` (U+BCC4), `의` (U+C758), `끝` (U+B05D): drawn as \
          empty boxes; the window's fonts are DejaVu Sans and Noto Sans JP (a subset), and no \
          font of this computer"
        ]
    );
    let (_, lines) = check("mixed.toml", &test_fonts());
    assert_eq!(lines, Vec::<String>::new());
}

#[test]
fn chinese_without_its_font_needs_a_system_one() {
    let (_, lines) = check("zh_no_font.toml", Path::new(NO_SYSTEM_FONTS));
    let places = places("zh_no_font.toml", &lines);
    // 快的东西为什么会穿过去: the Japanese subset has 快, 的, 西, 什, 会 and
    // 穿, not the simplified 东, 为, 么 and 过.
    assert!(
        places[0].starts_with("3:12: warning: no font has `东` (U+4E1C)"),
        "{places:?}"
    );
    assert!(
        places[3].starts_with("3:19: warning: no font has `过` (U+8FC7)"),
        "{places:?}"
    );
    let (_, lines) = check("zh_no_font.toml", &test_fonts());
    assert_eq!(lines, Vec::<String>::new());
}

#[test]
fn a_character_no_font_has_is_a_warning_whatever_the_fonts() {
    for fonts in [PathBuf::from(NO_SYSTEM_FONTS), test_fonts()] {
        let (out, lines) = check("tamil.toml", &fonts);
        assert!(out.status.success());
        let places = places("tamil.toml", &lines);
        assert_eq!(places.len(), 1, "{places:?}");
        assert!(
            places[0].starts_with("9:23: warning: no font has `ஃ` (U+0B83)"),
            "{places:?}"
        );
    }
    let (_, lines) = check("tamil.toml", &test_fonts());
    assert!(
        lines[0].ends_with("and 1 font file of this computer"),
        "{lines:?}"
    );
}

#[test]
fn a_font_key_naming_no_file_or_no_font_is_a_problem_at_its_value() {
    let (out, lines) = check("missing_font.toml", Path::new(NO_SYSTEM_FONTS));
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        places("missing_font.toml", &lines),
        [format!(
            "3:8: font \"fonts/no_such_font.otf\" not found: looked beside the file ({}) and for \
             a resource of that name",
            lessons().display()
        )]
    );
    let (out, lines) = check("not_a_font.toml", Path::new(NO_SYSTEM_FONTS));
    assert_eq!(out.status.code(), Some(1));
    let places = places("not_a_font.toml", &lines);
    assert_eq!(places.len(), 1, "{places:?}");
    assert!(
        places[0]
            .starts_with("4:8: font \"not_a_font.ttf\": it is not a font (TrueType or OpenType)"),
        "{places:?}"
    );
}

#[test]
fn an_arena_named_in_korean_warns_at_its_name_without_a_korean_font() {
    let (out, lines) = check("ko_arena.toml", Path::new(NO_SYSTEM_FONTS));
    assert!(out.status.success(), "{lines:?}");
    let places = places("ko_arena.toml", &lines);
    assert_eq!(places.len(), 1, "{places:?}");
    assert!(
        places[0].starts_with("10:9: warning: no font has `별` (U+BCC4)"),
        "{places:?}"
    );
    let (out, lines) = check("ko_arena.toml", &test_fonts());
    assert!(out.status.success());
    assert_eq!(lines, Vec::<String>::new());
}

#[test]
fn the_system_fonts_are_looked_for_only_when_a_character_needs_them() {
    let scanned = |file: &str| {
        let out = Command::new(env!("CARGO_BIN_EXE_hitlab"))
            .arg("check")
            .arg(lessons().join(file))
            .env("HITLAB_FONT_DIRS", test_fonts())
            .env("RUST_LOG", "info")
            .output()
            .expect("the hitlab binary runs");
        String::from_utf8_lossy(&out.stderr).contains("system fonts: 1 file found in ")
    };
    // Every character of these is in a shipped font or the file's own.
    assert!(!scanned("ja.toml"));
    assert!(!scanned("zh.toml"));
    assert!(scanned("ko.toml"));
}
