//! Rewinding by script, headless (`--stats` needs no display): a run that
//! rewinds and replays its last steps ends in the round a run without the
//! rewind ends in, a replay taking four frames a step and the round's clock
//! waiting meanwhile.

use std::process::Command;

use serde_json::Value;

/// Thin tip: a tip miss with the point test, the swept test switched in,
/// two more shots.
const PLAY: &str = "2:fire,20:toggle_detection,22:fire,40:fire";

/// `--stats` of the thin-tip arena: `script` for `frames` frames.
fn stats(tag: &str, script: &str, frames: u32) -> Value {
    let temp = tempfile::Builder::new()
        .prefix(&format!("hitlab-cli-rewind-{tag}-"))
        .tempdir()
        .unwrap();
    let out = temp.path().join("stats.json");
    let arena = format!(
        "{}/resources/arenas/thin_tip.toml",
        env!("CARGO_MANIFEST_DIR")
    );
    let run = Command::new(env!("CARGO_BIN_EXE_hitlab"))
        .args(["--mode", "shooter", "--level", &arena, "--script", script])
        .args(["--frames", &frames.to_string()])
        .args(["--stats", out.to_str().unwrap()])
        .env_remove("DISPLAY")
        .env_remove("WAYLAND_DISPLAY")
        .env_remove("WAYLAND_SOCKET")
        .env("RUST_LOG", "warn")
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&run.stderr);
    assert!(run.status.success(), "{script}: {stderr}");
    let mut json: Value = serde_json::from_str(&std::fs::read_to_string(&out).unwrap()).unwrap();
    json.as_object_mut().unwrap().remove("frames");
    json
}

#[test]
fn a_scripted_rewind_and_replay_ends_in_the_same_round() {
    let straight = stats("straight", PLAY, 100);
    assert_eq!(straight["steps"], 100);
    assert_eq!(straight["shots"], 3, "{straight}");
    assert_eq!(straight["tip_misses"], 1, "{straight}");
    // At frame 60, 50 steps back (to step 10, before the switch and the
    // last two shots), then replayed from frame 110: four frames a step,
    // the present again at frame 310; 40 more steps make 100.
    let script = format!("{PLAY},60:rewind*50,110:replay");
    let rewound = stats("rewound", &script, 351);
    assert_eq!(rewound, straight);
    // Mid-replay, 25 steps replayed of 50: the round shows step 35, its
    // counters those of step 35 of the straight run.
    let midway = stats("midway", &script, 211);
    let step_35 = stats("step-35", PLAY, 35);
    assert_eq!(midway, step_35);
}
