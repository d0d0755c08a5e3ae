//! `hitlab code CODE`: a good share code is described, a mistyped one
//! refused with where it went wrong.

use hitlab::modes::share_code::{LessonScene, Shared, encode};

fn code(text: &str) -> std::process::Output {
    super::displayless().args(["code", text]).output().unwrap()
}

fn lesson_code() -> String {
    encode(&Shared::Lesson(LessonScene {
        lesson: "lessons/2_why_fast_things_miss.toml".into(),
        step: 3,
    }))
}

#[test]
fn a_code_is_described() {
    let out = code(&lesson_code());
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{stdout}");
    assert!(
        stdout.contains("lesson: lessons/2_why_fast_things_miss.toml")
            && stdout.contains("step: 3"),
        "{stdout}"
    );
}

#[test]
fn a_lesson_steps_code_is_made_and_read_back() {
    let file = format!(
        "{}/resources/lessons/2_why_fast_things_miss.toml",
        env!("CARGO_MANIFEST_DIR")
    );
    let made = super::displayless()
        .args(["code", "--lesson", &file, "--step", "3"])
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&made.stdout);
    assert!(made.status.success(), "{stdout}");
    assert_eq!(stdout.trim(), lesson_code(), "named by its resource name");
    let beyond = super::displayless()
        .args(["code", "--lesson", &file, "--step", "99"])
        .output()
        .unwrap();
    assert_eq!(beyond.status.code(), Some(2));
}

#[test]
fn a_mistyped_code_is_refused_naming_the_character() {
    let good = lesson_code();
    let bad = format!("{}9{}", &good[..9], &good[10..]);
    let out = code(&bad);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert!(stderr.contains("character 10: `9`"), "{stderr}");
    let out = code("HL7-R-AAAAAAAA");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("character 3: `7`"), "{stderr}");
}
