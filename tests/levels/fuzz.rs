//! No input makes a loader panic: arbitrary bytes, arbitrary TOML documents
//! built from the arena's real keys, misspelt ones and values of every type,
//! and arbitrary text (random and board-like) for the Sokoban parser. Every
//! error must point inside the text it came from.

use std::path::Path;

use hitlab::levels::arena::{ArenaError, parse_arena};
use hitlab::levels::sokoban::parse_pack;
use proptest::prelude::*;

/// Asserts `text` loads or fails cleanly, with an error inside the text.
fn loads_or_fails_cleanly(text: &str) {
    match parse_arena(text, Path::new("fuzz.toml")) {
        Ok(arena) => {
            assert!(!arena.targets.is_empty());
            assert!(arena.size.is_finite() && arena.plane.position.is_finite());
        }
        Err(ArenaError::Invalid { problems, .. }) => {
            assert!(!problems.is_empty(), "an error lists its problems");
            let lines = text.split('\n').count();
            for p in &problems {
                assert!(
                    p.line >= 1 && p.line <= lines,
                    "line {} of {lines}: {}",
                    p.line,
                    p.message
                );
                assert!(p.column >= 1, "{}", p.message);
                assert!(!p.message.is_empty());
            }
            // In file order, each problem told once.
            assert!(
                problems
                    .windows(2)
                    .all(|w| (w[0].line, w[0].column) <= (w[1].line, w[1].column) && w[0] != w[1]),
                "{problems:?}"
            );
        }
        Err(e @ ArenaError::Io { .. }) => panic!("parsing text cannot fail to read: {e}"),
    }
}

/// A TOML value of any type, including the awkward numbers.
fn number() -> impl Strategy<Value = String> + Clone {
    prop_oneof![
        (-1000.0f64..1000.0).prop_map(|v| format!("{v:?}")),
        (-5i64..100).prop_map(|v| v.to_string()),
        Just("nan".to_owned()),
        Just("-inf".to_owned()),
        Just("0.0".to_owned()),
        Just("1e40".to_owned()),
        Just("-0.0".to_owned()),
        // Mostly sensible numbers, so placement checks are reached too.
        (-15.0f64..15.0).prop_map(|v| format!("{v:.1}")),
        (0.1f64..3.0).prop_map(|v| format!("{v:.2}")),
        (0.1f64..3.0).prop_map(|v| format!("{v:.2}")),
    ]
}

/// A TOML value of any type, including the awkward numbers.
fn value() -> impl Strategy<Value = String> {
    let number = number();
    let shape = (
        prop::sample::select(vec!["star", "moon", "ellipse", "letter", "blob"]),
        prop::collection::vec(
            (
                prop::sample::select(vec![
                    "points",
                    "outer_radius",
                    "inner_radius",
                    "radius",
                    "cut_radius",
                    "cut_offset",
                    "radius_x",
                    "radius_y",
                    "segments",
                    "height",
                    "hieght",
                ]),
                number.clone(),
            ),
            0..5,
        ),
        prop::option::of("[ -~]{0,2}|\\PC"),
    )
        .prop_map(|(kind, fields, character)| {
            let mut s = format!("{{ kind = \"{kind}\"");
            let mut seen = std::collections::HashSet::new();
            for (k, v) in fields {
                if seen.insert(k) {
                    s += &format!(", {k} = {v}");
                }
            }
            if let Some(c) = character {
                s += &format!(", character = {c:?}");
            }
            s + " }"
        });
    prop_oneof![
        number.clone(),
        prop::collection::vec(number, 0..4).prop_map(|v| format!("[{}]", v.join(", "))),
        "\\PC{0,8}".prop_map(|s| format!("{s:?}")),
        Just("true".to_owned()),
        Just("\"#ff00aa\"".to_owned()),
        shape,
    ]
}

/// Keys the loader knows, anywhere, plus near misses.
const KEYS: &[&str] = &[
    "name",
    "size",
    "round_seconds",
    "position",
    "heading_deg",
    "turn_deg_per_step",
    "move_speed",
    "speed",
    "cooldown_steps",
    "shape",
    "angle_deg",
    "scale",
    "spin_deg_per_step",
    "colour",
    "hits_to_break",
    "kind",
    "center",
    "radius",
    "spin_deg_per_stp",
    "color",
];

fn table() -> impl Strategy<Value = String> {
    prop::collection::vec((prop::sample::select(KEYS), value()), 0..8).prop_map(|entries| {
        let mut seen = std::collections::HashSet::new();
        entries
            .into_iter()
            .filter(|(k, _)| seen.insert(*k))
            .map(|(k, v)| format!("{k} = {v}\n"))
            .collect()
    })
}

/// A whole document: top-level keys, then some of the arena's tables.
fn document() -> impl Strategy<Value = String> {
    (
        table(),
        prop::collection::vec(
            (
                prop::sample::select(vec![
                    "[plane]",
                    "[shells]",
                    "[[targets]]",
                    "[[obstacles]]",
                    "[planes]",
                ]),
                table(),
            ),
            0..6,
        ),
    )
        .prop_map(|(top, tables)| {
            let mut text = top;
            let mut seen = std::collections::HashSet::new();
            for (header, body) in tables {
                // A repeated [table] is a syntax error; keep most documents past it.
                if header.starts_with("[[") || seen.insert(header) {
                    text += &format!("{header}\n{body}");
                }
            }
            text
        })
}

/// Text made of board characters, RLE digits, metadata and comments.
fn board_like() -> impl Strategy<Value = String> {
    prop::collection::vec(
        prop_oneof![
            "[ #@+$*.\\-_|0-9]{0,12}",
            Just("Title: x".to_owned()),
            Just("; comment".to_owned()),
            Just("Comment:".to_owned()),
            Just("Comment-End:".to_owned()),
            Just("#####".to_owned()),
            Just("#@$.#".to_owned()),
            Just("99999999999999999999#".to_owned()),
        ],
        0..14,
    )
    .prop_map(|lines| lines.join("\n"))
}

/// A valid arena with a few of its lines changed: a value replaced by any
/// value, a key by another (right or misspelt) key, or the line dropped. Most
/// results are well-formed TOML with every required key, so they reach the
/// loader's range and placement checks.
fn mutated() -> impl Strategy<Value = String> {
    let good = include_str!("../../resources/arenas/maze.toml");
    let lines: Vec<String> = good.lines().map(str::to_owned).collect();
    let n = lines.len();
    prop::collection::vec(
        (
            0..n,
            0..6u8,
            value(),
            number(),
            number(),
            prop::sample::select(KEYS),
        ),
        1..4,
    )
    .prop_map(move |edits| {
        let mut lines = lines.clone();
        for (i, how, value, x, y, key) in edits {
            let Some((k, v)) = lines[i].split_once(" = ") else {
                continue;
            };
            lines[i] = match how {
                0 => format!("{k} = {value}"),
                1 => format!("{key} = {v}"),
                // Same type, new numbers.
                2..=4 if v.starts_with('[') => format!("{k} = [{x}, {y}]"),
                2..=4 if !v.starts_with(['"', '{']) => format!("{k} = {x}"),
                2..=4 => lines[i].clone(),
                _ => String::new(),
            };
        }
        lines.join("\n")
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    #[test]
    fn arena_loader_survives_arbitrary_bytes(bytes in prop::collection::vec(any::<u8>(), 0..400)) {
        loads_or_fails_cleanly(&String::from_utf8_lossy(&bytes));
    }

    #[test]
    fn arena_loader_survives_arbitrary_documents(text in document()) {
        loads_or_fails_cleanly(&text);
    }

    #[test]
    fn arena_loader_survives_edits_of_a_good_arena(
        text in document(),
        cut in 0usize..2000,
    ) {
        // A real arena with random tables appended and a random cut.
        let good = include_str!("../../resources/arenas/maze.toml");
        let mut whole = format!("{good}\n{text}");
        let mut at = cut.min(whole.len());
        while !whole.is_char_boundary(at) {
            at -= 1;
        }
        whole.truncate(at);
        loads_or_fails_cleanly(&whole);
    }

    #[test]
    fn arena_loader_survives_mutated_arenas(text in mutated()) {
        loads_or_fails_cleanly(&text);
    }

    #[test]
    fn sokoban_parser_survives_arbitrary_text(text in "\\PC{0,300}") {
        let _ = parse_pack(&text, Path::new("fuzz.xsb"));
    }

    #[test]
    fn sokoban_parser_survives_board_like_text(text in board_like()) {
        let pack = parse_pack(&text, Path::new("fuzz.xsb"));
        let lines = text.lines().count().max(1);
        for e in pack.errors() {
            prop_assert!(e.line >= 1 && e.line <= lines, "line {} of {}: {}", e.line, lines, e);
        }
    }
}

/// The mutation generator is only worth running if most of what it makes is
/// valid TOML that reaches the loader's own checks, not just the TOML parser.
#[test]
fn generated_documents_reach_validation() {
    use proptest::strategy::ValueTree;
    use proptest::test_runner::TestRunner;
    let mut runner = TestRunner::deterministic();
    let strategy = mutated();
    let (mut valid_toml, mut past_the_walk, total) = (0, 0, 400);
    for _ in 0..total {
        let text = strategy.new_tree(&mut runner).unwrap().current();
        if toml::de::DeTable::parse(&text).is_ok() {
            valid_toml += 1;
            if let Err(ArenaError::Invalid { problems, .. }) =
                parse_arena(&text, Path::new("x.toml"))
                && problems.iter().any(|p| {
                    p.message.contains("must")
                        || p.message.contains("overlaps")
                        || p.message.contains("reaches")
                        || p.message.contains("plane starts")
                })
            {
                past_the_walk += 1;
            }
        }
    }
    assert!(
        valid_toml * 2 > total,
        "{valid_toml} of {total} parse as TOML"
    );
    assert!(
        past_the_walk * 10 > total,
        "only {past_the_walk} of {total} reached a range or placement check"
    );
}
