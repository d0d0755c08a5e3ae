//! `hitlab replay`: a scripted round recorded with `--record` in every
//! shipped arena plays again from its file with exactly the numbers the
//! recording run wrote; a replay of an arena changed since, or a file that
//! is no replay, is refused with a line saying why.

use std::path::{Path, PathBuf};

use serde_json::Value;

/// Turns, flies, fires and switches the test: most of what a round records.
const SCRIPT: &str = "0:fire*2000,10:rotate_left*90,200:toggle_move,260:toggle_detection,\
                      400:rotate_right*50,600:thrust*200,900:toggle_detection,1500:fire*900";

fn scratch(tag: &str) -> tempfile::TempDir {
    tempfile::Builder::new()
        .prefix(&format!("hitlab-cli-replay-{tag}-"))
        .tempdir()
        .unwrap()
}

fn json(path: &Path) -> Value {
    let mut value: Value = serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    // The recording run's frames may run past the round's end; a replay
    // plays the round's steps alone.
    value.as_object_mut().unwrap().remove("frames");
    value
}

/// Records `frames` frames of [`SCRIPT`] in `arena` with `--stats` and
/// `--record`; returns the numbers and the replay file.
fn record(dir: &Path, arena: &Path, frames: u32) -> (Value, PathBuf) {
    let (stats, replay) = (dir.join("played.json"), dir.join("round.replay"));
    let run = super::displayless()
        .args(["--mode", "shooter", "--seed", "5", "--script", SCRIPT])
        .args(["--frames", &frames.to_string()])
        .arg("--level")
        .arg(arena)
        .arg("--stats")
        .arg(&stats)
        .arg("--record")
        .arg(&replay)
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&run.stderr);
    assert!(run.status.success(), "{}: {stderr}", arena.display());
    (json(&stats), replay)
}

/// `hitlab replay FILE --stats OUT`: its numbers, or its stderr if refused.
fn replay(dir: &Path, file: &Path) -> Result<Value, String> {
    let out = dir.join("replayed.json");
    let run = super::displayless()
        .arg("replay")
        .arg(file)
        .arg("--stats")
        .arg(&out)
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&run.stderr).into_owned();
    assert!(!stderr.contains("panicked"), "{stderr}");
    if run.status.success() {
        Ok(json(&out))
    } else {
        Err(stderr)
    }
}

#[test]
fn every_shipped_arena_replays_its_recorded_round_exactly() {
    let arenas = Path::new(env!("CARGO_MANIFEST_DIR")).join("resources/arenas");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&arenas)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "toml"))
        .collect();
    files.sort();
    assert!(files.len() >= 10, "{files:?}");
    for arena in files {
        let temp = scratch("every");
        // The storm's 100,000 shells are slow in a debug build: two
        // seconds of it; every other arena a whole round and more.
        let storm = arena.ends_with("storm.toml");
        let frames = if storm { 120 } else { 7500 };
        let (played, file) = record(temp.path(), &arena, frames);
        let replayed = replay(temp.path(), &file).unwrap();
        assert_eq!(replayed, played, "{}", arena.display());
        assert!(played["shots"].as_u64() > Some(0), "{played}");
        let practice = std::fs::read_to_string(&arena)
            .unwrap()
            .contains("practice = true");
        assert_eq!(
            played["round_over"],
            !storm && !practice,
            "{}: {played}",
            arena.display()
        );
    }
}

#[test]
fn a_replay_of_an_arena_changed_since_is_refused() {
    let temp = scratch("changed");
    let shipped = Path::new(env!("CARGO_MANIFEST_DIR")).join("resources/arenas/thin_tip.toml");
    let arena = temp.path().join("mine.toml");
    let text = std::fs::read_to_string(&shipped).unwrap();
    hitlab::files::write(&arena, &text).unwrap();
    let (played, file) = record(temp.path(), &arena, 300);
    assert_eq!(replay(temp.path(), &file), Ok(played));
    hitlab::files::write(
        &arena,
        text.replace("round_seconds = 60", "round_seconds = 61"),
    )
    .unwrap();
    let err = replay(temp.path(), &file).unwrap_err();
    assert!(
        err.contains("mine.toml") && err.contains("changed since"),
        "{err}"
    );
}

#[test]
fn a_file_that_is_no_replay_is_refused_with_why() {
    let temp = scratch("broken");
    let file = temp.path().join("broken.replay");
    hitlab::files::write(&file, "version = \"0.1.0\"\nsteps = 3\n").unwrap();
    let err = replay(temp.path(), &file).unwrap_err();
    assert!(
        err.contains("broken.replay") && err.contains("not a replay file"),
        "{err}"
    );
    let err = replay(temp.path(), &temp.path().join("none.replay")).unwrap_err();
    assert!(err.contains("cannot read"), "{err}");
}

#[test]
fn a_replay_from_another_version_plays_with_a_warning() {
    let temp = scratch("version");
    let arena = Path::new(env!("CARGO_MANIFEST_DIR")).join("resources/arenas/thin_tip.toml");
    let (played, file) = record(temp.path(), &arena, 200);
    let text = std::fs::read_to_string(&file).unwrap();
    let older = temp.path().join("older.replay");
    let version = format!("version = \"{}\"", env!("CARGO_PKG_VERSION"));
    assert!(text.contains(&version), "{text}");
    hitlab::files::write(&older, text.replace(&version, "version = \"0.0.9\"")).unwrap();
    let out = temp.path().join("older.json");
    let run = super::displayless()
        .arg("replay")
        .arg(&older)
        .arg("--stats")
        .arg(&out)
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&run.stderr);
    assert!(run.status.success(), "{stderr}");
    assert!(
        stderr.contains("warning") && stderr.contains("0.0.9"),
        "{stderr}"
    );
    assert_eq!(json(&out), played);
}

#[test]
fn record_is_the_shooters_and_not_a_practice_runs() {
    let temp = scratch("record-refused");
    let file = temp.path().join("x.replay");
    let stats = temp.path().join("x.json");
    for extra in [&["--practice"][..], &["--mode", "raylab"][..]] {
        let mut run = super::displayless();
        if !extra.contains(&"raylab") {
            run.args(["--mode", "shooter"]);
        }
        let run = run
            .args(extra)
            .args(["--frames", "10", "--stats"])
            .arg(&stats)
            .arg("--record")
            .arg(&file)
            .output()
            .unwrap();
        assert_eq!(run.status.code(), Some(2), "{extra:?}");
        assert!(!file.exists(), "{extra:?}");
    }
}

#[test]
fn a_replays_share_code_plays_as_its_file_does_and_a_mistyped_one_is_refused() {
    let temp = scratch("code");
    let arena = Path::new(env!("CARGO_MANIFEST_DIR")).join("resources/arenas/thin_tip.toml");
    let (played, file) = record(temp.path(), &arena, 600);
    let kept = hitlab::modes::shooter::replays::load(&file).unwrap();
    let code = hitlab::modes::share_code::replay_code(&kept);
    assert_eq!(replay(temp.path(), Path::new(&code)), Ok(played));
    // One character changed: the check refuses it, and nothing plays.
    let mut typo: Vec<char> = code.chars().collect();
    let last = typo.len() - 1;
    typo[last] = if typo[last] == 'A' { 'B' } else { 'A' };
    let typo: String = typo.into_iter().collect();
    let err = replay(temp.path(), Path::new(&typo)).unwrap_err();
    assert!(err.contains("the replay code"), "{err}");
}
