//! Rewinding by script, headless (`--stats` needs no display): a run that
//! rewinds and replays its last steps ends in the round a run without the
//! rewind ends in, a replay taking four frames a step and the round's clock
//! waiting meanwhile.

use serde_json::Value;

/// Thin tip: a tip miss with the point test, the swept test switched in,
/// two more shots.
const PLAY: &str = "2:fire,20:toggle_detection,22:fire,40:fire";

/// `--stats` of the thin-tip arena: `script` for `frames` frames.
fn stats(tag: &str, script: &str, frames: u32) -> Value {
    let frames = frames.to_string();
    let args = ["--script", script, "--frames", &frames];
    let mut json = super::thin_tip_stats(&format!("rewind-{tag}"), &args);
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
