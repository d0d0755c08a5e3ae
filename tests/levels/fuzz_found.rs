//! Every input the fuzzer (`fuzz/`, docs/reliability.md) found failing a
//! check, minimised, in `tests/levels/fuzz_found/`, run through the loader
//! it broke: named `TARGET-what-went-wrong.EXT`, where TARGET is `arena`,
//! `lesson`, `pack`, `solutions` or `script`. Each must load or fail
//! cleanly, with every problem placed inside its text, and load the same
//! way twice.

use std::path::{Path, PathBuf};

use hitlab::levels::FileError;
use hitlab::levels::file::place_is_inside;
use hitlab::levels::sokoban::parse_pack;
use hitlab::sim::{Script, ScriptError};

/// Asserts 1-based `line`/`column` lie inside `text`: a line that exists or
/// the one after a final newline, a column on that line or just past its end.
fn assert_inside(text: &str, line: usize, column: Option<usize>, what: &str) {
    assert!(
        place_is_inside(text, line, column),
        "line {line}, column {column:?} outside the text: {what}"
    );
}

fn assert_file_error(text: &str, result: Result<(), FileError>) {
    match result {
        Ok(()) => {}
        Err(FileError::Invalid { problems, .. }) => {
            assert!(!problems.is_empty());
            for p in &problems {
                assert_inside(text, p.line, Some(p.column), &p.to_string());
            }
        }
        Err(e @ FileError::Io { .. }) => panic!("parsing text cannot fail to read: {e}"),
    }
}

fn check(file: &Path) {
    let text = std::fs::read_to_string(file).unwrap();
    let name = file.file_name().unwrap().to_string_lossy();
    let target = name.split('-').next().unwrap();
    match target {
        "arena" => {
            let load = || hitlab::levels::arena::parse_arena(&text, file);
            assert_eq!(format!("{:?}", load()), format!("{:?}", load()));
            assert_file_error(&text, load().map(drop));
        }
        "lesson" => {
            let load = || hitlab::lesson::parse_lesson(&text, file, Path::new(""));
            assert_eq!(format!("{:?}", load()), format!("{:?}", load()));
            assert_file_error(&text, load().map(drop));
        }
        "pack" => {
            let pack = parse_pack(&text, file);
            assert_eq!(pack, parse_pack(&text, file));
            for e in pack.errors() {
                assert_inside(&text, e.line, e.column, &e.to_string());
            }
        }
        "script" => match Script::parse(&text) {
            Ok(script) => {
                for item in script.items() {
                    assert_inside(&text, item.line, None, &item.control);
                }
            }
            Err(e @ ScriptError::Syntax { line, .. }) => {
                assert_inside(&text, line, None, &e.to_string());
            }
            Err(e) => panic!("parsing checks no control names: {e}"),
        },
        other => panic!("{}: no target `{other}`", file.display()),
    }
}

#[test]
fn every_input_the_fuzzer_found_now_loads_or_fails_in_place() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/levels/fuzz_found");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    files.sort();
    assert!(!files.is_empty());
    for file in &files {
        check(file);
    }
}

#[test]
fn a_gap_far_past_a_short_row_is_placed_just_after_the_row() {
    // The wall above and below is two cells wider than the worker's row:
    // the leak was once placed two columns past the row's last character.
    let p = parse_pack("######\n#@$.\n######\n", Path::new("gap.xsb"));
    let err = p.entries[0].as_ref().unwrap_err();
    assert_eq!((err.line, err.column), (2, Some(5)));
}
