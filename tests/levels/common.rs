//! What the arena tests share: a small valid arena, and the error a bad one
//! gives.

use std::path::Path;

use hitlab::levels::arena::{ArenaError, parse_arena};

/// A valid arena of 14 lines: a star, the plane below it.
pub const GOOD: &str = r##"size = [20.0, 12.0]
round_seconds = 30
[plane]
position = [0.0, -4.0]
turn_deg_per_step = 2.0
move_speed = 0.12
[shells]
speed = 0.5
cooldown_steps = 6
[[targets]]
shape = { kind = "star", points = 5, outer_radius = 2.0, inner_radius = 0.8 }
position = [0.0, 3.0]
spin_deg_per_step = 1.0
colour = "#ffcc00"
"##;

/// A second target and an obstacle, appended to GOOD (lines 15 to 23).
pub const MORE: &str = r##"[[targets]]
shape = { kind = "ellipse", radius_x = 1.0, radius_y = 0.5 }
position = [-6.0, 3.0]
spin_deg_per_step = 1.0
colour = "#00ccff"
[[obstacles]]
kind = "disk"
center = [6.0, -2.0]
radius = 1.0
"##;

/// GOOD and MORE with each `(from, to)` replaced once (each `from` must be
/// there).
pub fn edited_all(edits: &[(&str, &str)]) -> String {
    let mut text = format!("{GOOD}{MORE}");
    for (from, to) in edits {
        assert!(text.contains(from), "{from}");
        text = text.replacen(from, to, 1);
    }
    text
}

/// GOOD and MORE with `from` replaced by `to` once.
pub fn edited(from: &str, to: &str) -> String {
    edited_all(&[(from, to)])
}

/// The path the errors of [`error_of`] name.
pub const TEST_PATH: &str = "arenas/lesson.toml";

/// (line, column, message) of each problem `text` gives, in the order
/// reported; panics if it loads.
pub fn problems_of(text: &str) -> Vec<(usize, usize, String)> {
    match parse_arena(text, Path::new(TEST_PATH)) {
        Err(ArenaError::Invalid { path, problems }) => {
            assert_eq!(path, Path::new(TEST_PATH));
            assert!(!problems.is_empty(), "an error lists its problems");
            problems
                .into_iter()
                .map(|p| (p.line, p.column, p.message))
                .collect()
        }
        other => panic!("expected an error, got {other:?}"),
    }
}

/// (line, column, message) of the one problem `text` gives; panics if it
/// loads or has more than one problem.
pub fn error_of(text: &str) -> (usize, usize, String) {
    let mut problems = problems_of(text);
    assert_eq!(problems.len(), 1, "one problem expected: {problems:?}");
    problems.remove(0)
}
