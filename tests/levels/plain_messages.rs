//! Every arena problem is worded for a level designer: the key, what is
//! wrong and what is accepted, with none of serde's or Rust's terms
//! (`f32`, `u32`, `i128`, `variant`, `field`). Each case below is one a
//! play-test met, with the exact line, column and words it now gets.

use crate::common::{GOOD, error_of, problems_of};

/// GOOD with `from` replaced by `to` (once; `from` must be there).
fn edited(from: &str, to: &str) -> String {
    assert!(GOOD.contains(from), "{from}");
    GOOD.replacen(from, to, 1)
}

/// Asserts that `text` gives exactly one problem: `message` at `line` and
/// `column`.
#[track_caller]
fn assert_error(text: &str, line: usize, column: usize, message: &str) {
    assert_eq!(error_of(text), (line, column, message.to_owned()));
}

/// GOOD's star turned into a letter, for the `character` cases.
fn letter(character: &str) -> String {
    edited(
        r#"shape = { kind = "star", points = 5, outer_radius = 2.0, inner_radius = 0.8 }"#,
        &format!(r#"shape = {{ kind = "letter", character = {character}, height = 2.0 }}"#),
    )
}

#[test]
fn a_number_in_quotes_names_the_key_and_asks_for_a_number() {
    let text = edited("round_seconds = 30", "round_seconds = \"60\"");
    assert_error(
        &text,
        2,
        17,
        "round_seconds must be a number from 5 to 3600, found \"60\" \
         (numbers are written without quotes)",
    );
}

#[test]
fn a_whole_number_key_says_which_whole_numbers() {
    let huge = edited(
        "cooldown_steps = 6",
        "cooldown_steps = 99999999999999999999",
    );
    assert_error(
        &huge,
        9,
        18,
        "shells.cooldown_steps must be a whole number from 1 to 600, \
         found 99999999999999999999",
    );
    let float = edited("cooldown_steps = 6", "cooldown_steps = 6.5");
    assert_eq!(
        error_of(&float).2,
        "shells.cooldown_steps must be a whole number from 1 to 600, found 6.5"
    );
    // Inside an inline shape, where the loader reads key by key...
    let points = edited("points = 5", "points = 5.5");
    assert_error(
        &points,
        11,
        35,
        "star points must be a whole number from 3 to 64, found 5.5",
    );
    // ...and where toml itself cannot hold the number.
    let points = edited("points = 5", "points = 99999999999999999999");
    assert_eq!(
        error_of(&points).2,
        "points must be a whole number from 3 to 64, found 99999999999999999999"
    );
}

#[test]
fn a_letter_must_be_exactly_one_character() {
    assert_error(
        &letter("\"GG\""),
        11,
        40,
        "letter character must be exactly one character, in quotes, \
         found \"GG\" (2 characters)",
    );
    assert_eq!(
        error_of(&letter("7")).2,
        "letter character must be exactly one character, in quotes, found 7"
    );
}

#[test]
fn an_unknown_shape_kind_lists_the_kinds_or_suggests_one() {
    let heart = edited("kind = \"star\"", "kind = \"heart\"");
    assert_error(
        &heart,
        11,
        18,
        "unknown shape kind \"heart\"; use one of star, moon, ellipse, letter",
    );
    let strar = edited("kind = \"star\"", "kind = \"strar\"");
    assert_eq!(
        error_of(&strar).2,
        "unknown shape kind \"strar\": did you mean \"star\"?"
    );
    let wall = format!("{GOOD}[[obstacles]]\nkind = \"wall\"\ncenter = [6.0, -2.0]\n");
    assert_error(
        &wall,
        16,
        8,
        "unknown obstacle kind \"wall\"; use one of rect, disk",
    );
}

#[test]
fn unknown_keys_read_alike_in_every_table() {
    // Far from any key: the table's keys are listed.
    assert_error(
        &edited("move_speed = 0.12", "move_speed = 0.12\nfoo = 1"),
        7,
        1,
        "unknown key `foo`; use one of position, heading_deg, turn_deg_per_step, move_speed",
    );
    assert_error(
        &edited("round_seconds = 30", "round_seconds = 30\nfoo = 1"),
        3,
        1,
        "unknown key `foo`; use one of name, about, font, size, round_seconds, detection, practice, plane, shells, targets, obstacles, storm, medals",
    );
    // Near one: it is suggested, at the top level as in [plane].
    assert_error(
        &edited("round_seconds", "round_secnds"),
        2,
        1,
        "unknown key `round_secnds`: did you mean `round_seconds`?",
    );
    assert_error(
        &edited("move_speed", "move_sped"),
        6,
        1,
        "unknown key `move_sped`: did you mean `move_speed`?",
    );
    // Inside a shape, alike.
    let shape = edited("inner_radius = 0.8", "inner_radius = 0.8, foo = 1");
    assert_eq!(
        error_of(&shape).2,
        "unknown key `foo`; use one of points, outer_radius, inner_radius"
    );
}

#[test]
fn a_duplicated_key_is_named() {
    let top = edited(
        "round_seconds = 30",
        "round_seconds = 30\nround_seconds = 40",
    );
    assert_error(
        &top,
        3,
        1,
        "duplicate key `round_seconds`: each key may be set only once in a table",
    );
    let shape = edited("points = 5,", "points = 5, points = 6,");
    assert_error(
        &shape,
        11,
        38,
        "duplicate key `points`: each key may be set only once in a table",
    );
}

#[test]
fn a_number_too_large_is_shown_as_written() {
    let text = edited(
        "spin_deg_per_step = 1.0",
        "spin_deg_per_step = 1.0\nscale = 1e308",
    );
    assert_error(
        &text,
        14,
        9,
        "scale must be between 0.05 and 50, found 1e308",
    );
    let text = edited("round_seconds = 30", "round_seconds = -1e39");
    assert_eq!(
        error_of(&text).2,
        "round_seconds must be between 5 and 3600, found -1e39"
    );
}

#[test]
fn a_star_with_inner_not_below_outer_shows_both_radii() {
    let text = edited("inner_radius = 0.8", "inner_radius = 2.5");
    assert_error(
        &text,
        11,
        73,
        "star inner_radius (2.5) must be below outer_radius (2)",
    );
}

#[test]
fn other_wrong_types_say_what_is_accepted() {
    let cases = [
        (
            edited("round_seconds = 30", "round_seconds = true"),
            "round_seconds must be a number from 5 to 3600, found true",
        ),
        (
            edited("size = [20.0, 12.0]", "size = \"big\""),
            "size must be two numbers in brackets, each from 4 to 400, like [32.0, 20.0], \
             found \"big\"",
        ),
        (
            edited("colour = \"#ffcc00\"", "colour = 5"),
            "colour must be a colour in quotes, like \"#ff8800\", found 5",
        ),
        (
            edited("[plane]", "plane = 3\n[plane_start]"),
            "plane must be a table: a [plane] header and its keys, found 3",
        ),
    ];
    for (text, message) in cases {
        assert_eq!(error_of(&text).2, message);
    }
}

#[test]
fn no_message_speaks_rust() {
    let texts = [
        edited("round_seconds = 30", "round_seconds = \"60\""),
        edited(
            "cooldown_steps = 6",
            "cooldown_steps = 99999999999999999999",
        ),
        edited("points = 5", "points = 99999999999999999999"),
        edited("move_speed = 0.12", "move_speed = 0.12\nfoo = 1"),
        edited("kind = \"star\"", "kind = \"heart\""),
        edited("spin_deg_per_step = 1.0", "spin_deg_per_step = [1]"),
        letter("\"GG\""),
    ];
    for text in texts {
        for (_, _, message) in problems_of(&text) {
            for jargon in [
                "f32", "u32", "i128", "variant", "field", "struct", "expected", "invalid",
            ] {
                assert!(!message.contains(jargon), "{jargon}: {message}");
            }
        }
    }
}

#[test]
fn a_missing_key_names_what_needs_it() {
    assert_error(
        &edited("size = [20.0, 12.0]\n", ""),
        1,
        1,
        "missing key `size`: the arena's top level (before any [table]) needs it \
         (see docs/levels.md)",
    );
    assert_error(
        &edited("speed = 0.5\n", ""),
        7,
        1,
        "missing key `speed`: [shells] needs it (see docs/levels.md)",
    );
    assert_eq!(
        error_of(&edited("colour = \"#ffcc00\"\n", "")).2,
        "missing key `colour`: each [[targets]] entry needs it (see docs/levels.md)"
    );
    let ellipse = edited(
        "points = 5, outer_radius = 2.0, inner_radius = 0.8",
        "radius_y = 1.0",
    )
    .replace("\"star\"", "\"ellipse\"");
    assert_error(
        &ellipse,
        11,
        9,
        "missing key `radius_x`: an ellipse shape needs it (see docs/levels.md)",
    );
}

#[test]
fn a_moon_whose_cut_misses_the_rim_shows_the_bounds_without_float_noise() {
    let moon = edited(
        "kind = \"star\", points = 5, outer_radius = 2.0, inner_radius = 0.8",
        "kind = \"moon\", radius = 2.2, cut_radius = 1.9, cut_offset = 9.0",
    );
    assert_eq!(
        error_of(&moon).2,
        "moon cut_offset (9) must be between |radius - cut_radius| (0.3) and \
         radius + cut_radius (4.1), so the cut disk crosses the rim"
    );
}

#[test]
fn an_obstacle_size_is_not_taken_for_the_arenas() {
    // toml cannot hold the number, so the loader reads the key off the text.
    let text = format!(
        "{GOOD}[[obstacles]]\nkind = \"rect\"\ncenter = [6.0, -2.0]\nsize = [1, 99999999999999999999]\n"
    );
    assert_eq!(
        error_of(&text).2,
        "size must be two numbers in brackets, like [1.0, 2.0], found 99999999999999999999"
    );
}
