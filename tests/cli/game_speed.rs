//! Game speed and reduced motion from the command line, through `--stats`
//! (the rules alone, no display): a frame is 1/60 s of the clock and runs a
//! step at the game speed's pace, so `--speed 50 --frames 80` plays the
//! steps `--frames 40` plays and ends in the same round; reduced motion
//! changes only what is drawn.

use serde_json::Value;

/// The thin-tip lesson's shots: a tip miss with the point test, then a tip
/// save with the swept one.
const SCRIPT: &str = "2:fire,20:toggle_detection,22:fire";

/// `--stats` of the thin-tip arena run with `flags`: its JSON.
fn stats(tag: &str, flags: &[&str]) -> Value {
    super::thin_tip_stats(
        &format!("speed-{tag}"),
        &[&["--script", SCRIPT], flags].concat(),
    )
}

/// The round's numbers without the run's clock (frames, speed).
fn round(mut json: Value) -> Value {
    let keys = json.as_object_mut().unwrap();
    assert!(keys.remove("frames").is_some() && keys.remove("speed").is_some());
    json
}

#[test]
fn half_speed_takes_twice_the_frames_for_the_same_steps_and_the_same_end() {
    let full = stats("full", &["--frames", "40"]);
    let half = stats("half", &["--speed", "50", "--frames", "80"]);
    assert_eq!(
        (full["frames"].clone(), full["speed"].clone()),
        (40.into(), 100.into())
    );
    assert_eq!(
        (half["frames"].clone(), half["speed"].clone()),
        (80.into(), 50.into())
    );
    assert_eq!(full["steps"], 40, "{full}");
    assert_eq!(
        (full["shots"].clone(), full["hits"].clone()),
        (2.into(), 1.into())
    );
    assert_eq!(round(half), round(full));
}

#[test]
fn the_same_frames_at_a_slower_speed_play_fewer_steps() {
    let slow = stats("slow", &["--speed", "50", "--frames", "40"]);
    assert_eq!(slow["steps"], 20, "{slow}");
    assert_eq!(
        slow["shots"], 1,
        "the second shot, at step 22, is still to come"
    );
    let odd = stats("odd", &["--speed", "70", "--frames", "41"]);
    assert_eq!(odd["steps"], 41 * 70 / 100, "{odd}");
}

#[test]
fn reduced_motion_leaves_the_round_as_it_is() {
    let moving = stats("moving", &["--frames", "40"]);
    let still = stats("still", &["--frames", "40", "--reduced-motion"]);
    assert_eq!(still, moving);
}
