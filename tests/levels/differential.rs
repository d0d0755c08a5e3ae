//! Two paths that read the same file must agree about it: `hitlab check`
//! and the loader the game plays through accept and refuse the same files,
//! and the Sokoban pack parser and the solution verifier agree on what each
//! board is. Run over every shipped level, every level file the tests keep
//! and the fuzzer's saved seeds (`fuzz/corpus/`), which hold broken and odd
//! files as well as good ones.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use tempfile::TempDir;

use hitlab::check::check;
use hitlab::lesson::{StepRun, load_lesson, resources_for};
use hitlab::levels::format::looks_like_lesson;
use hitlab::levels::sokoban::Pack;
use hitlab::modes::shooter::ShooterGame;
use hitlab::modes::sokoban::{Game, VerifyError, verify_file};

const ROOT: &str = env!("CARGO_MANIFEST_DIR");

/// Every file under `dir` (recursively) whose extension is one of `exts`;
/// with `exts` empty, every file.
fn files_under(dir: &Path, exts: &[&str], out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            files_under(&path, exts, out);
        } else if exts.is_empty()
            || path
                .extension()
                .is_some_and(|e| exts.iter().any(|x| e.eq_ignore_ascii_case(x)))
        {
            out.push(path);
        }
    }
    out.sort();
}

/// The scratch folder of the test about `what`, removed when the guard
/// drops: the test holds it to its end, whether it passes or not.
fn scratch_for(what: &str) -> TempDir {
    tempfile::Builder::new()
        .prefix(&format!("hitlab-differential-{what}-"))
        .tempdir()
        .unwrap()
}

/// The fuzzer's seeds for `target` have no extension: each is copied into
/// a folder under `scratch` under a name with `ext`, so `hitlab check`
/// reads it as that format.
fn corpus_as(target: &str, ext: &str, scratch: &Path) -> Vec<PathBuf> {
    let mut seeds = Vec::new();
    files_under(
        &Path::new(ROOT).join("fuzz/corpus").join(target),
        &[],
        &mut seeds,
    );
    let scratch = scratch.join("corpus");
    std::fs::create_dir_all(&scratch).unwrap();
    seeds
        .iter()
        .enumerate()
        .map(|(i, seed)| {
            let copy = scratch.join(format!("seed-{i:03}.{ext}"));
            std::fs::copy(seed, &copy).unwrap();
            copy
        })
        .collect()
}

/// The level files of one format the differential runs over: shipped, kept
/// by the tests, and the fuzzer's seeds (copied under `scratch`).
fn level_files(folder: &str, exts: &[&str], corpus: &str, scratch: &Path) -> Vec<PathBuf> {
    let mut files = Vec::new();
    files_under(
        &Path::new(ROOT).join("resources").join(folder),
        exts,
        &mut files,
    );
    let mut kept = Vec::new();
    files_under(&Path::new(ROOT).join("tests"), exts, &mut kept);
    files.extend(kept);
    files.extend(corpus_as(corpus, exts[0], scratch));
    files
}

/// Each shipped file of `folder` with one line left out, in turn, written
/// into a folder under `scratch`: many near misses of good files, some
/// still good (a comment, a key with a default) and some refused.
fn one_line_left_out(folder: &str, ext: &str, scratch: &Path) -> Vec<PathBuf> {
    let mut shipped = Vec::new();
    files_under(
        &Path::new(ROOT).join("resources").join(folder),
        &[ext],
        &mut shipped,
    );
    let scratch = scratch.join("cut");
    std::fs::create_dir_all(&scratch).unwrap();
    let mut cuts = Vec::new();
    for (f, file) in shipped.iter().enumerate() {
        let text = std::fs::read_to_string(file).unwrap();
        let lines: Vec<&str> = text.lines().collect();
        for cut in 0..lines.len() {
            let mut kept = lines.clone();
            kept.remove(cut);
            let copy = scratch.join(format!("{f:02}-without-{cut:03}.{ext}"));
            std::fs::write(&copy, kept.join("\n")).unwrap();
            cuts.push(copy);
        }
    }
    cuts
}

/// Whether `hitlab check` passes `file` (warnings do not refuse a file).
fn check_passes(file: &Path) -> bool {
    check(&[file.to_owned()]).is_clean()
}

/// Read as `hitlab check` reads a `.toml`: a lesson if it has steps.
fn is_lesson(file: &Path) -> bool {
    std::fs::read_to_string(file).is_ok_and(|text| looks_like_lesson(&text))
}

#[test]
fn check_and_the_shooter_agree_on_every_arena_file() {
    let scratch = scratch_for("arena");
    let files: Vec<PathBuf> = level_files("arenas", &["toml"], "arena", scratch.path())
        .into_iter()
        .chain(one_line_left_out("arenas", "toml", scratch.path()))
        .filter(|f| !is_lesson(f))
        .collect();
    let (mut good, mut bad) = (0, 0);
    for file in &files {
        let plays = ShooterGame::from_file(file, 7).is_ok();
        assert_eq!(
            check_passes(file),
            plays,
            "{}: hitlab check and the shooter disagree (the shooter {})",
            file.display(),
            if plays { "plays it" } else { "refuses it" }
        );
        if plays { good += 1 } else { bad += 1 }
    }
    // Both answers must have been exercised, or the comparison proves little.
    assert!(good >= 10 && bad >= 10, "{good} good and {bad} bad arenas");
}

#[test]
fn check_and_the_presenter_agree_on_every_lesson_file() {
    let scratch = scratch_for("lesson");
    let files: Vec<PathBuf> = level_files("lessons", &["toml"], "lesson", scratch.path())
        .into_iter()
        .chain(one_line_left_out("lessons", "toml", scratch.path()))
        .filter(|f| is_lesson(f))
        .collect();
    let (mut good, mut bad) = (0, 0);
    for file in &files {
        // What the presenter does: load the lesson, then set up each step.
        let presents = load_lesson(file, &resources_for(file)).is_ok_and(|lesson| {
            lesson
                .steps
                .iter()
                .all(|step| StepRun::set_up(step, 7).is_ok())
        });
        assert_eq!(
            check_passes(file),
            presents,
            "{}: hitlab check and the presenter disagree",
            file.display()
        );
        if presents { good += 1 } else { bad += 1 }
    }
    assert!(good >= 10 && bad >= 10, "{good} good and {bad} bad lessons");
}

#[test]
fn check_and_the_sokoban_screen_agree_on_every_pack_file() {
    let scratch = scratch_for("pack");
    let mut files = level_files("sokoban", &["xsb", "sok"], "pack", scratch.path());
    files.extend(one_line_left_out("sokoban", "xsb", scratch.path()));
    let mut boards = 0;
    for file in &files {
        let report = check(std::slice::from_ref(file));
        match Pack::load(file) {
            // The screen lists every board; a rejected one is shown as
            // such. `check` reports exactly those, one line each.
            Ok(pack) => {
                let rejected = pack.errors().count();
                assert_eq!(
                    report.problems,
                    rejected,
                    "{}: check found {} problems, the pack rejects {rejected} boards",
                    file.display(),
                    report.problems
                );
                boards += pack.levels().count();
            }
            Err(_) => assert!(
                !report.is_clean(),
                "{}: check passes a pack the game refuses",
                file.display()
            ),
        }
    }
    assert!(boards >= 25, "only {boards} boards read");
}

#[test]
fn the_pack_parser_and_the_solution_verifier_agree_on_what_a_board_is() {
    let pack_file = Path::new(ROOT).join("resources/sokoban/hitlab.xsb");
    let pack = Pack::load(&pack_file).unwrap();
    for number in 1..=pack.entries.len() + 1 {
        // The empty solution: the verifier must find the same board the
        // parser found (or the same refusal), and say "not solved" for a
        // board that does not start solved.
        let verdict = verify_file(&pack_file, number, "");
        match (pack.entry(number), verdict) {
            (Some(Ok(level)), Ok(v)) => {
                assert_eq!(v.moves, 0);
                assert_eq!(v.solved, Game::new(Arc::new(level.clone())).is_solved());
            }
            (Some(Err(_)), Err(VerifyError::InvalidLevel(_))) => {}
            (None, Err(VerifyError::NoSuchLevel { count, .. })) => {
                assert_eq!(count, pack.entries.len());
            }
            (entry, verdict) => panic!("board {number}: parser {entry:?}, verifier {verdict:?}"),
        }
    }
}
