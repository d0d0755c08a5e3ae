//! Captions that are true: a caption's numbers come from the step played
//! headless, and a step's `expect` claims are checked against it, so the
//! wrong versions of the shipped captions fail the check at their place.

use hitlab::check::check;

use super::lessons::{lesson, problems};

/// The one problem of `text`: it starts with `place` and contains each of
/// `words`.
fn refused(text: &str, place: &str, words: &[&str]) {
    let found = problems(text);
    assert_eq!(found.len(), 1, "{found:?}");
    for w in words {
        assert!(
            found[0].starts_with(place) && found[0].contains(w),
            "expected {place} … {w}, found {}",
            found[0]
        );
    }
}

/// A one-step lesson in the spinning-tip arena (the step starts at line 3).
fn spin_step(script: &str, expect: &str) -> String {
    format!(
        "title = \"t\"\n\n[[step]]\nname = \"spin-save\"\nmode = \"shooter\"\narena = \"arenas/spinning_tip.toml\"\ndetection = \"spin\"\nscript = \"{script}\"\nexpect = [{expect}]\ncaption = \"Every shell is caught.\"\n"
    )
}

#[test]
fn a_claim_that_the_screen_does_not_show_fails_with_the_steps_line_and_what_was_seen() {
    // Lesson 2's old pause: three of the eight shells are still flying.
    let text = spin_step("1:fire*60, 70:pause", "\"no shell in flight\"");
    refused(
        &text,
        "9:11:",
        &[
            "`spin-save` (line 3)",
            "no shell in flight",
            "shells in flight",
        ],
    );
    // Paused once they have all landed, the claim holds.
    let text = spin_step(
        "1:fire*60, 120:pause",
        "\"no shell in flight\", \"hits = 8\"",
    );
    assert!(lesson(&text).is_ok(), "{:?}", lesson(&text).err());
}

/// A step's script may rewind: the step then shows, and its claims read,
/// the moment it rewound to (here step 20, before the first shell lands),
/// not the present it rewound from (every shell landed).
#[test]
fn a_step_that_rewinds_shows_the_moment_it_rewound_to() {
    let text = spin_step(
        "1:fire*60, 120:rewind*100",
        "\"step = 20\", \"shots = 3\", \"no hit yet\"",
    );
    assert!(lesson(&text).is_ok(), "{:?}", lesson(&text).err());
    let text = spin_step("1:fire*60, 120:rewind*100", "\"hits = 8\"");
    refused(&text, "9:11:", &["hits = 8", "hits is 0"]);
}

#[test]
fn check_fails_on_a_lesson_file_whose_claim_is_false() {
    let dir = std::env::temp_dir().join(format!("hitlab-claims-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("false_claim.toml");
    std::fs::write(
        &file,
        spin_step("1:fire*60, 70:pause", "\"no shell in flight\""),
    )
    .unwrap();
    let report = check(std::slice::from_ref(&file));
    std::fs::remove_dir_all(&dir).unwrap();
    assert!(!report.is_clean());
    let first = report.diagnostics[0].to_string();
    assert!(first.contains("false_claim.toml:9:11:"), "{first}");
    assert!(first.contains("shells in flight"), "{first}");
}

/// A one-step lesson on scene `scene`, case `case` of the ray lab.
fn ray_step(scene: u32, case: &str, expect: &str, caption: &str) -> String {
    format!(
        "title = \"t\"\n\n[[step]]\nname = \"ray\"\nmode = \"raylab\"\nscene = {scene}\ncase = \"{case}\"\nexpect = [{expect}]\ncaption = \"{caption}\"\n"
    )
}

#[test]
fn the_wrong_versions_of_the_shipped_captions_fail() {
    // "The star is ten triangles": the game cuts the 10-corner outline into 8.
    let star = "title = \"t\"\n\n[[step]]\nname = \"triangles\"\nmode = \"shooter\"\narena = \"arenas/inside_spin.toml\"\nexpect = [\"triangles = 10\"]\ncaption = \"The star is ten triangles.\"\n";
    refused(star, "7:11:", &["triangles = 10", "triangles is 8"]);
    // "A ray along x never crosses the x lines": it is the y times that are infinite.
    let parallel = ray_step(
        1,
        "axis-parallel ray",
        "\"in_x = -inf\"",
        "It never crosses the x lines.",
    );
    refused(&parallel, "8:11:", &["in_x = -inf", "in_x is"]);
    // "Is now at P′" with the old pause: six steps past the tip.
    let late = "title = \"t\"\n\n[[step]]\nname = \"point-miss\"\nmode = \"shooter\"\narena = \"arenas/thin_tip.toml\"\ndetection = \"point\"\nscript = \"2:fire, 20:pause\"\nexpect = [\"shell just stepped over a tip\"]\ncaption = \"It is now at P'.\"\n";
    refused(late, "9:11:", &["no shell's last step crossed a tip"]);
    // "Does not exist" is said of a disk the ray does meet.
    let disk = ray_step(3, "crossing", "\"no real root\"", "No real root.");
    refused(&disk, "8:11:", &["no real root", "verdict"]);
}

#[test]
fn a_caption_writes_the_number_the_step_computes() {
    let star = "title = \"t\"\n\n[[step]]\nname = \"triangles\"\nmode = \"shooter\"\narena = \"arenas/inside_spin.toml\"\ncaption = \"The star is {triangles} triangles, {{not}} {spin_degrees:1} degrees.\"\n";
    let loaded = lesson(star).unwrap();
    assert_eq!(
        loaded.steps[0].caption,
        "The star is 8 triangles, {not} 1.0 degrees."
    );
    let parallel = ray_step(1, "axis-parallel ray", "", "Times {in_y} and {out_y}.");
    let loaded = lesson(&parallel).unwrap();
    assert_eq!(loaded.steps[0].caption, "Times −∞ and ∞.");
}

#[test]
fn an_unknown_name_in_a_caption_or_a_claim_is_refused_at_its_place() {
    let caption = ray_step(1, "crossing", "", "Enters at {inX}.");
    refused(&caption, "9:22:", &["no number `inX`", "in_x"]);
    let claim = ray_step(1, "crossing", "\"the ray is lovely\"", "Enters.");
    refused(&claim, "8:11:", &["no claim", "ray hits"]);
    let open = ray_step(1, "crossing", "", "Enters at {in_x.");
    refused(&open, "9:22:", &["no `}`"]);
}

#[test]
fn a_number_with_no_value_when_shown_is_refused() {
    let text = "title = \"t\"\n\n[[step]]\nname = \"idle\"\nmode = \"shooter\"\narena = \"arenas/thin_tip.toml\"\ncaption = \"The shell is at {shell_x}.\"\n";
    refused(text, "7:28:", &["{shell_x}", "no shell in flight"]);
}
