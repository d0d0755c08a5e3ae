//! The preferences screen driven by a script without a window: each change
//! kept in the `--settings` file with the person's comments, and the next
//! run starting from it. (`.ci/run` takes the same run's screenshots under
//! Xvfb.)

use std::path::Path;
use std::process::Output;

fn hitlab(args: &[&str]) -> Output {
    // Nothing here may reach a window, nor the player's own settings.
    super::displayless()
        .args(args)
        .output()
        .expect("the hitlab binary runs")
}

fn succeeded(out: &Output) {
    assert!(
        out.status.success(),
        "{:?}: {}",
        out.status,
        String::from_utf8_lossy(&out.stderr)
    );
}

/// A run of the preferences screen on `settings` with `script`, its
/// values as `--stats` writes them.
fn run(settings: &Path, script: &str, frames: u32) -> serde_json::Value {
    let json = settings.with_file_name("values.json");
    let out = hitlab(&[
        "--mode",
        "preferences",
        "--settings",
        settings.to_str().unwrap(),
        "--script",
        script,
        "--frames",
        &frames.to_string(),
        "--stats",
        json.to_str().unwrap(),
    ]);
    succeeded(&out);
    serde_json::from_str(&std::fs::read_to_string(json).unwrap()).unwrap()
}

#[test]
fn every_preference_changed_by_script_is_kept_with_its_comments_and_read_at_the_next_start() {
    let temp = tempfile::Builder::new()
        .prefix("hitlab-cli-preferences-")
        .tempdir()
        .unwrap();
    let settings = temp.path().join("settings.toml");
    let mine = "# the class laptops\nspeed = 100 # slower for year 7\n[mine]\nx = 1\n";
    std::fs::write(&settings, mine).unwrap();
    // Down the rows, each changed: language, theme (twice), palette, text
    // size (to 150), reduced motion, speed (to 70), sound, volume (to 90),
    // the ghost (off), every chapter open, fullscreen, the graphics API;
    // then the close row.
    let script = "0:more, 1:next, 2:more, 3:more, 4:next, 5:more, 6:next, 7:more, 8:more, \
                  9:next, 10:more, 11:next, 12:less, 13:less, 14:less, 15:next, 16:less, \
                  17:next, 18:less, 19:next, 20:less, 21:next, 22:more, 23:next, 24:more, \
                  25:next, 26:more, 27:next, 28:choose, 29:previous, 30:less";
    let ended = run(&settings, script, 44);
    let text = std::fs::read_to_string(&settings).unwrap();
    for line in [
        "# the class laptops",
        "speed = 70 # slower for year 7",
        "[mine]",
        "lang = \"ja\"",
        "theme = \"high-contrast\"",
        "palette = \"okabe-ito\"",
        "text_size = 150",
        "reduced_motion = true",
        "sound = false",
        "volume = 90",
        "ghost = false",
        "open_everything = true",
        "fullscreen = true",
    ] {
        assert!(text.lines().any(|l| l == line), "no {line:?} in\n{text}");
    }
    assert!(text.contains("\ngpu = \""), "{text}");
    assert_ne!(ended["gpu"], "auto");
    assert_eq!(ended["text_size"], 150);
    // After the close row nothing more changes: the volume stays at 90.
    assert_eq!(ended["volume"], 90);

    // The next start (no script) begins from what the screen ended on,
    // and writes nothing.
    let next = run(&settings, "", 1);
    assert_eq!(next, ended);
    assert_eq!(std::fs::read_to_string(&settings).unwrap(), text);
}

#[test]
fn the_screens_controls_are_listed_and_a_wrong_one_is_refused_with_them() {
    let out = hitlab(&["controls", "preferences"]);
    succeeded(&out);
    let listed = String::from_utf8_lossy(&out.stdout);
    for name in ["previous", "next", "less", "more", "choose", "close"] {
        assert!(listed.lines().any(|l| l.starts_with(name)), "{listed}");
    }
    let temp = tempfile::Builder::new()
        .prefix("hitlab-cli-preferences-")
        .tempdir()
        .unwrap();
    let json = temp.path().join("values.json");
    let out = hitlab(&[
        "--mode",
        "preferences",
        "--script",
        "0:fire",
        "--frames",
        "1",
        "--stats",
        json.to_str().unwrap(),
    ]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("unknown control `fire`") && err.contains("previous, next, less"),
        "{err}"
    );
}
