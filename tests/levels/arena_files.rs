//! Arena files: the shipped ones load, and bad ones are rejected with the
//! file, line, column and the problem; the test a round starts with.

use std::path::{Path, PathBuf};

use hitlab::levels::arena::{ArenaError, Detection, ShapeSpec, load_arena, parse_arena};
use hitlab::modes::shooter::ShooterGame;

use crate::common::{GOOD, error_of};

fn arenas_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("resources/arenas")
}

#[test]
fn every_shipped_arena_loads() {
    let mut count = 0;
    for entry in std::fs::read_dir(arenas_dir()).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|e| e == "toml") {
            let arena = load_arena(&path).unwrap_or_else(|e| panic!("{e}"));
            assert!(!arena.targets.is_empty());
            count += 1;
        }
    }
    assert!(count >= 1);
}

#[test]
fn default_arena_is_the_seed_scene() {
    let arena = load_arena(&arenas_dir().join("default.toml")).unwrap();
    let kinds: Vec<&str> = arena
        .targets
        .iter()
        .map(|t| match t.shape {
            ShapeSpec::Star { .. } => "star",
            ShapeSpec::Moon { .. } => "moon",
            ShapeSpec::Ellipse { .. } => "ellipse",
            ShapeSpec::Letter { .. } => "letter",
        })
        .collect();
    assert_eq!(kinds, ["moon", "ellipse", "star", "letter"]);
    for t in &arena.targets {
        assert!(
            (t.spin - 1f32.to_radians()).abs() < 1e-6,
            "1 degree per step"
        );
    }
    assert!((arena.shells.speed - 0.5).abs() < 1e-6);
    assert!((arena.plane.turn_rate - 2f32.to_radians()).abs() < 1e-6);
}

#[test]
fn good_text_parses_with_defaults() {
    let arena = parse_arena(GOOD, Path::new("x.toml")).unwrap();
    assert_eq!(arena.round_steps, 30 * 60);
    assert_eq!(arena.targets[0].hits_to_break, 3);
    assert_eq!(arena.targets[0].scale, 1.0);
    assert!(arena.obstacles.is_empty());
}

#[test]
fn unknown_key_names_its_line() {
    let text = GOOD.replace("move_speed = 0.12", "move_sped = 0.12");
    let (line, column, message) = error_of(&text);
    assert_eq!(line, 6, "{message}");
    assert_eq!(column, 1);
    assert!(message.contains("move_sped"), "{message}");
}

#[test]
fn out_of_range_value_points_at_the_value() {
    let text = GOOD.replace("speed = 0.5", "speed = -3.0");
    let (line, column, message) = error_of(&text);
    assert_eq!((line, column), (8, 9), "{message}");
    assert!(message.contains("shells.speed"), "{message}");
}

#[test]
fn bad_colour_and_bad_shape_are_reported() {
    let (line, _, message) = error_of(&GOOD.replace("#ffcc00", "yellow"));
    assert_eq!(line, 14);
    assert!(message.contains("#rrggbb"), "{message}");

    let (line, _, message) = error_of(&GOOD.replace("inner_radius = 0.8", "inner_radius = 3.0"));
    assert_eq!(line, 11);
    assert!(message.contains("inner_radius"), "{message}");

    let (line, _, message) = error_of(&GOOD.replace("\"star\"", "\"hexagon\""));
    assert_eq!(line, 11);
    assert!(message.contains("hexagon"), "{message}");
}

#[test]
fn syntax_error_and_missing_file_are_errors_not_panics() {
    let (line, _, _) = error_of(&GOOD.replace("round_seconds = 30", "round_seconds = = 30"));
    assert_eq!(line, 2);
    let err = load_arena(Path::new("/nonexistent/arena.toml")).unwrap_err();
    assert!(matches!(err, ArenaError::Io { .. }));
    assert!(err.to_string().contains("/nonexistent/arena.toml"));
}

#[test]
fn no_targets_is_rejected() {
    let cut = GOOD.find("[[targets]]").unwrap();
    let text = format!("{}targets = []\n", &GOOD[..cut]);
    let (_, _, message) = error_of(&text);
    assert!(message.contains("targets"), "{message}");
}

#[test]
fn the_detection_key_names_the_test_a_round_starts_with() {
    let arena = parse_arena(GOOD, Path::new("x.toml")).unwrap();
    assert_eq!(arena.detection, Detection::Spin, "the strongest by default");
    for detection in Detection::ALL {
        let text = GOOD.replace(
            "round_seconds = 30",
            &format!("round_seconds = 30\ndetection = \"{}\"", detection.key()),
        );
        let arena = parse_arena(&text, Path::new("x.toml")).unwrap();
        assert_eq!(arena.detection, detection);
        assert_eq!(ShooterGame::new(arena, 1).unwrap().detection, detection);
    }
    let thin_tip = load_arena(&arenas_dir().join("thin_tip.toml")).unwrap();
    assert_eq!(
        thin_tip.detection,
        Detection::Point,
        "the lesson starts on its miss"
    );
}

#[test]
fn a_bad_detection_is_reported_at_its_value_with_the_nearest_name() {
    let with = |value: &str| {
        GOOD.replace(
            "round_seconds = 30",
            &format!("round_seconds = 30\ndetection = {value}"),
        )
    };
    let (line, column, message) = error_of(&with("\"sweep\""));
    assert_eq!((line, column), (3, 13), "{message}");
    assert_eq!(
        message,
        "unknown detection \"sweep\": did you mean \"swept\"?"
    );
    let (_, _, message) = error_of(&with("\"fast\""));
    assert_eq!(
        message,
        "unknown detection \"fast\"; use one of point, swept, spin"
    );
    let (line, column, message) = error_of(&with("2"));
    assert_eq!((line, column), (3, 13), "{message}");
    assert_eq!(
        message,
        "detection must be one of \"point\", \"swept\", \"spin\", in quotes, found 2"
    );
}
