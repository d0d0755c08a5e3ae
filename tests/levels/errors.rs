//! Strict arena loading: every error class names the file, line and column
//! and says what is wrong, in words a level designer can act on; a file with
//! several mistakes lists them all, in file order.

use std::path::Path;

use crate::common::{GOOD, MORE, TEST_PATH, edited, edited_all, error_of, problems_of};
use hitlab::levels::arena::parse_arena;

#[test]
fn the_base_texts_are_valid() {
    parse_arena(GOOD, Path::new("a.toml")).unwrap();
    parse_arena(&format!("{GOOD}{MORE}"), Path::new("a.toml")).unwrap();
}

#[test]
fn misspelt_key_suggests_the_nearest_valid_one() {
    let (line, column, message) = error_of(&edited(
        "spin_deg_per_step = 1.0\ncolour = \"#ff",
        "spin_deg_per_stp = 1.0\ncolour = \"#ff",
    ));
    assert_eq!((line, column), (13, 1), "{message}");
    assert!(
        message.contains("did you mean `spin_deg_per_step`?"),
        "{message}"
    );

    let (line, _, message) = error_of(&edited("colour = \"#ffcc00\"", "color = \"#ffcc00\""));
    assert_eq!(line, 14);
    assert!(
        message.contains("`color`") && message.contains("did you mean `colour`?"),
        "{message}"
    );

    let (line, _, message) = error_of(&edited("cooldown_steps", "cooldown_step"));
    assert_eq!(line, 9);
    assert!(
        message.contains("did you mean `cooldown_steps`?"),
        "{message}"
    );
}

#[test]
fn misspelt_shape_kind_suggests_the_nearest_kind() {
    let (line, _, message) = error_of(&edited("\"ellipse\"", "\"elipse\""));
    assert_eq!(line, 16);
    assert_eq!(
        message,
        "unknown shape kind \"elipse\": did you mean \"ellipse\"?"
    );
}

#[test]
fn unknown_key_far_from_any_is_still_named() {
    let (line, _, message) = error_of(&edited(
        "move_speed = 0.12",
        "move_speed = 0.12\nbanana = 1",
    ));
    assert_eq!(line, 7);
    assert!(
        message.contains("banana") && !message.contains("did you mean"),
        "{message}"
    );
}

#[test]
fn wrong_type_names_what_was_expected() {
    let (line, column, message) =
        error_of(&edited("round_seconds = 30", "round_seconds = \"thirty\""));
    assert_eq!((line, column), (2, 17), "{message}");
    assert_eq!(
        message,
        "round_seconds must be a number from 5 to 3600, found \"thirty\""
    );

    let (line, _, message) = error_of(&edited("position = [0.0, 3.0]", "position = [0.0]"));
    assert_eq!(line, 12, "{message}");
    assert_eq!(
        message,
        "position must be two numbers in brackets, like [1.0, 2.0], found [0.0]"
    );
}

#[test]
fn negative_radius_is_out_of_range() {
    let (line, _, message) = error_of(&edited("radius = 1.0\n", "radius = -1.0\n"));
    // The loader points at the value of the key.
    assert_eq!(line, 23);
    assert!(message.contains("disk radius must be between"), "{message}");
    assert!(message.contains("-1"), "{message}");
}

#[test]
fn zero_scale_is_out_of_range() {
    let (line, column, message) = error_of(&edited(
        "position = [0.0, 3.0]",
        "position = [0.0, 3.0]\nscale = 0.0",
    ));
    assert_eq!((line, column), (13, 9), "{message}");
    assert!(message.contains("scale must be between 0.05"), "{message}");
}

#[test]
fn star_needs_three_points() {
    let (line, _, message) = error_of(&edited("points = 5", "points = 2"));
    assert_eq!(line, 11);
    assert!(
        message.contains("star points must be between 3"),
        "{message}"
    );
}

#[test]
fn letter_the_font_lacks_is_rejected() {
    let letter = r#"shape = { kind = "letter", character = "🦀", height = 2.0 }"#;
    let (line, column, message) = error_of(&edited(
        r#"shape = { kind = "ellipse", radius_x = 1.0, radius_y = 0.5 }"#,
        letter,
    ));
    assert_eq!((line, column), (16, 40), "at the character: {message}");
    assert!(message.contains("not in the game's font"), "{message}");
}

#[test]
fn nan_and_infinity_are_rejected() {
    let (line, _, message) = error_of(&edited("speed = 0.5", "speed = nan"));
    assert_eq!(line, 8);
    assert_eq!(
        message,
        "shells.speed must be between 0.01 and 10, found nan"
    );
    let (line, _, message) = error_of(&edited("position = [0.0, -4.0]", "position = [inf, -4.0]"));
    assert_eq!(line, 4);
    assert_eq!(
        message,
        "plane.position must be two finite numbers, found [inf, -4.0]"
    );
    let (line, _, message) = error_of(&edited("outer_radius = 2.0", "outer_radius = -inf"));
    assert_eq!(line, 11);
    assert_eq!(
        message,
        "star outer_radius must be between 0.01 and 1000, found -inf"
    );
}

#[test]
fn overlapping_targets_are_unplayable() {
    let (line, column, message) =
        error_of(&edited("position = [-6.0, 3.0]", "position = [-2.0, 3.0]"));
    assert_eq!((line, column), (17, 12), "{message}");
    assert!(
        message.contains("target 2 (ellipse)") && message.contains("overlaps target 1 (star)"),
        "{message}"
    );
}

#[test]
fn target_overlapping_an_obstacle_is_unplayable() {
    let (line, _, message) = error_of(&edited("center = [6.0, -2.0]", "center = [1.5, 1.5]"));
    assert_eq!(line, 12, "reported at the target: {message}");
    assert!(
        message.contains("target 1 (star)") && message.contains("obstacle 1 (disk)"),
        "{message}"
    );
}

#[test]
fn targets_and_obstacles_off_the_arena_are_unplayable() {
    let (line, _, message) = error_of(&edited("position = [-6.0, 3.0]", "position = [-9.5, 3.0]"));
    assert_eq!(line, 17);
    assert!(message.contains("crosses the arena's edge"), "{message}");
    assert!(message.contains("x from -10.00 to 10.00"), "{message}");

    let (line, _, message) = error_of(&edited("center = [6.0, -2.0]", "center = [6.0, -5.5]"));
    assert_eq!(line, 22);
    assert!(
        message.contains("obstacle 1 (disk) sticks out of the arena"),
        "{message}"
    );
}

#[test]
fn plane_off_the_arena_or_inside_an_obstacle_is_unplayable() {
    let (line, column, message) =
        error_of(&edited("position = [0.0, -4.0]", "position = [0.0, -40.0]"));
    assert_eq!((line, column), (4, 12), "{message}");
    assert!(
        message.contains("the plane starts") && message.contains("outside the arena"),
        "{message}"
    );

    let (line, _, message) = error_of(&edited("position = [0.0, -4.0]", "position = [6.2, -2.3]"));
    assert_eq!(line, 4);
    assert!(message.contains("inside obstacle 1 (disk)"), "{message}");

    let (line, _, message) = error_of(&edited("position = [0.0, -4.0]", "position = [0.5, 2.0]"));
    assert_eq!(line, 4);
    assert!(
        message.contains("inside the reach of target 1 (star)"),
        "{message}"
    );
}

#[test]
fn rotated_rect_obstacles_are_tested_in_their_own_axes() {
    let rect = "[[obstacles]]\nkind = \"rect\"\ncenter = [6.0, -2.0]\nsize = [0.4, 6.0]\nangle_deg = 90.0\n";
    let text = format!("{GOOD}{rect}");
    // Turned a quarter, the 6-long bar lies along x: from x = 3 to 9 at y = -2.
    let moved = text.replace("position = [0.0, -4.0]", "position = [3.5, -2.0]");
    let (line, _, message) = error_of(&moved);
    assert_eq!(line, 4);
    assert!(message.contains("inside obstacle 1 (rect)"), "{message}");
    // Unrotated, the bar is vertical and (3.5, -2) is clear of it.
    parse_arena(
        &moved.replace("angle_deg = 90.0", "angle_deg = 0.0"),
        Path::new("a.toml"),
    )
    .unwrap();
}

#[test]
fn missing_key_is_named_at_its_table() {
    let (line, _, message) = error_of(&edited("speed = 0.5\n", ""));
    assert_eq!(line, 7, "the [shells] header: {message}");
    assert!(message.contains("missing key `speed`"), "{message}");
}

#[test]
fn independent_mistakes_are_all_reported_in_file_order() {
    // Made in an order unlike the file's, and of both kinds: range checks
    // (round_seconds, colour) and placement checks (plane, overlap).
    let problems = problems_of(&edited_all(&[
        ("position = [-6.0, 3.0]", "position = [-2.0, 3.0]"),
        ("colour = \"#ffcc00\"", "colour = \"#ffcc0\""),
        ("position = [0.0, -4.0]", "position = [0.0, -40.0]"),
        ("round_seconds = 30", "round_seconds = 1"),
    ]));
    let at: Vec<(usize, usize)> = problems.iter().map(|(l, c, _)| (*l, *c)).collect();
    assert_eq!(at, [(2, 17), (4, 12), (14, 10), (17, 12)], "{problems:#?}");
    assert!(problems[0].2.contains("round_seconds must be between 5"));
    assert!(problems[1].2.contains("outside the arena"));
    assert!(problems[2].2.contains("colour must be"));
    assert!(
        problems[3].2.contains("overlaps target 1 (star)"),
        "a bad colour does not hide the star's placement: {problems:#?}"
    );
}

#[test]
fn several_bad_numbers_in_one_entry_are_each_reported() {
    let problems = problems_of(&edited_all(&[
        ("speed = 0.5", "speed = 0.0"),
        ("cooldown_steps = 6", "cooldown_steps = 0"),
        (
            "radius_x = 1.0, radius_y = 0.5",
            "radius_x = 0.0, radius_y = -1.0",
        ),
    ]));
    let messages: Vec<&str> = problems.iter().map(|(_, _, m)| m.as_str()).collect();
    assert_eq!(messages.len(), 4, "{messages:#?}");
    assert!(messages[0].starts_with("shells.speed"), "{messages:#?}");
    assert!(
        messages[1].starts_with("shells.cooldown_steps"),
        "{messages:#?}"
    );
    assert!(messages[2].starts_with("ellipse radius_x"), "{messages:#?}");
    assert!(messages[3].starts_with("ellipse radius_y"), "{messages:#?}");
    // Each radius is reported at its own value inside the inline table.
    assert_eq!((problems[2].0, problems[2].1), (16, 40));
    assert_eq!((problems[3].0, problems[3].1), (16, 56));
}

#[test]
fn a_rejected_value_is_not_reported_again_through_its_consequences() {
    // The star's radii are wrong, so its reach is unknown: no overlap with
    // the ellipse moved next to it, no plane inside its reach.
    let text = edited_all(&[
        ("inner_radius = 0.8", "inner_radius = 2.5"),
        ("position = [-6.0, 3.0]", "position = [-1.0, 3.0]"),
        ("position = [0.0, -4.0]", "position = [0.5, 2.0]"),
    ]);
    let (line, _, message) = error_of(&text);
    assert_eq!(line, 11, "{message}");
    assert_eq!(
        message,
        "star inner_radius (2.5) must be below outer_radius (2)"
    );

    // Likewise an obstacle with a bad radius; a letter the font lacks has no
    // reach either, but its centre inside the star's reach is told.
    let letter = r#"shape = { kind = "letter", character = "🦀", height = 2.0 }"#;
    let text = edited_all(&[
        (
            r#"shape = { kind = "ellipse", radius_x = 1.0, radius_y = 0.5 }"#,
            letter,
        ),
        ("position = [-6.0, 3.0]", "position = [-1.0, 3.0]"),
        ("radius = 1.0\n", "radius = -1.0\n"),
        ("center = [6.0, -2.0]", "center = [0.0, -4.0]"),
    ]);
    let problems = problems_of(&text);
    let at: Vec<usize> = problems.iter().map(|(l, _, _)| *l).collect();
    assert_eq!(
        at,
        [16, 17, 23],
        "font, centre, then the disk radius only: {problems:#?}"
    );
    assert!(
        problems[1]
            .2
            .contains("lies inside the reach of target 1 (star)"),
        "{problems:#?}"
    );
}

#[test]
fn a_missing_glyph_does_not_hide_other_placements() {
    let letter = r#"shape = { kind = "letter", character = "🦀", height = 2.0 }"#;
    let problems = problems_of(&edited_all(&[
        (
            r#"shape = { kind = "ellipse", radius_x = 1.0, radius_y = 0.5 }"#,
            letter,
        ),
        ("center = [6.0, -2.0]", "center = [6.0, -5.5]"),
    ]));
    let at: Vec<usize> = problems.iter().map(|(l, _, _)| *l).collect();
    assert_eq!(at, [16, 22], "{problems:#?}");
    assert!(problems[1].2.contains("sticks out of the arena"));
}

#[test]
fn a_syntax_error_stops_at_itself() {
    // Nothing can be checked after broken TOML: one problem, where it is.
    let problems = problems_of(&edited_all(&[
        ("round_seconds = 30", "round_seconds = 1"),
        ("speed = 0.5", "speed = = 0.5"),
    ]));
    assert_eq!(problems.len(), 1, "{problems:#?}");
    assert_eq!(problems[0].0, 8);
}

#[test]
fn the_error_prints_one_compiler_line_per_problem() {
    let text = edited_all(&[
        ("round_seconds = 30", "round_seconds = 1"),
        ("speed = 0.5", "speed = 0.0"),
    ]);
    let error = parse_arena(&text, Path::new(TEST_PATH)).unwrap_err();
    let printed = error.to_string();
    let lines: Vec<&str> = printed.lines().collect();
    assert_eq!(lines.len(), 2, "{printed}");
    assert!(
        lines[0].starts_with(&format!("{TEST_PATH}:2:17: round_seconds")),
        "{printed}"
    );
    assert!(
        lines[1].starts_with(&format!("{TEST_PATH}:8:9: shells.speed")),
        "{printed}"
    );
}

#[test]
fn a_number_out_of_range_is_quoted_as_written() {
    let (line, column, message) = error_of(&edited("speed = 0.5", "speed = 1e30"));
    assert_eq!((line, column), (8, 9), "{message}");
    assert_eq!(
        message,
        "shells.speed must be between 0.01 and 10, found 1e30"
    );
}

#[test]
fn width_and_height_are_each_blamed_at_themselves() {
    let problems = problems_of(&edited("size = [20.0, 12.0]", "size = [1e30, 0.5]"));
    let places: Vec<(usize, usize)> = problems.iter().map(|p| (p.0, p.1)).collect();
    assert_eq!(places, [(1, 9), (1, 15)], "{problems:?}");
    assert!(problems[0].2.contains("width") && problems[0].2.ends_with("found 1e30"));
    assert!(problems[1].2.contains("height") && problems[1].2.ends_with("found 0.5"));

    let rect = "kind = \"rect\"\ncenter = [6.0, -2.0]\nsize = [-1.0, 2e30]";
    let problems = problems_of(&edited(
        "kind = \"disk\"\ncenter = [6.0, -2.0]\nradius = 1.0",
        rect,
    ));
    let places: Vec<(usize, usize)> = problems.iter().map(|p| (p.0, p.1)).collect();
    assert_eq!(places, [(23, 9), (23, 15)], "{problems:?}");
    assert!(problems[0].2.starts_with("rect width") && problems[0].2.ends_with("found -1.0"));
    assert!(problems[1].2.starts_with("rect height") && problems[1].2.ends_with("found 2e30"));
}

#[test]
fn a_size_with_a_third_number_is_refused_not_cut_short() {
    // Only the first two items used to be read, so a designer who wrote a
    // depth (or a typo) never heard of it.
    let (line, column, message) = error_of(&edited("size = [20.0, 12.0]", "size = [20, 12, 5]"));
    assert_eq!((line, column), (1, 8), "{message}");
    assert!(message.contains("two numbers in brackets"), "{message}");
    assert!(message.ends_with("found [20, 12, 5]"), "{message}");
}

#[test]
fn an_empty_file_says_so_and_what_an_arena_needs() {
    for (text, said) in [
        ("", "the file is empty"),
        ("\n  \n", "the file is empty"),
        ("# nothing yet\n", "the file holds only comments"),
    ] {
        let (line, column, message) = error_of(text);
        assert_eq!((line, column), (1, 1), "{message}");
        assert!(message.starts_with(said), "{message}");
        assert!(
            message.contains("`size`") && message.contains("[[targets]]"),
            "{message}"
        );
        assert!(!message.contains("missing key"), "{message}");
    }
}

#[test]
fn a_storm_of_ten_million_shells_is_refused_where_it_is_asked() {
    // GOOD has 14 lines; [storm] is line 15, max_shells line 16.
    let text = format!("{GOOD}[storm]\nmax_shells = 10000000\nturrets = 8\n");
    let (line, column, message) = error_of(&text);
    assert_eq!((line, column), (16, 14), "{message}");
    assert_eq!(
        message,
        "storm.max_shells must be between 1 and 100000, found 10000000"
    );
    let text = format!("{GOOD}[storm]\nmax_shells = 500\nturrets = 65\n");
    let (line, _, message) = error_of(&text);
    assert_eq!(line, 17, "{message}");
    assert!(
        message.contains("storm.turrets must be between 0 and 64"),
        "{message}"
    );
    let text = format!("{GOOD}[storm]\nturrets = 8\n");
    let (_, _, message) = error_of(&text);
    assert!(message.contains("max_shells"), "{message}");
}

#[test]
fn a_storm_loads_with_its_defaults() {
    let text = format!("{GOOD}[storm]\nmax_shells = 5000\nspread_shells = 12\nspread_deg = 30\n");
    let arena = parse_arena(&text, Path::new("storm.toml")).unwrap();
    let storm = arena.storm.unwrap();
    assert_eq!((storm.max_shells, storm.spread_shells), (5000, 12));
    assert!((storm.spread - 30f32.to_radians()).abs() < 1e-6);
    assert_eq!((storm.turrets, storm.turret_shells_per_step), (0, 1));
    assert!((storm.turret_scatter - 30f32.to_radians()).abs() < 1e-6);
}

#[test]
fn about_is_one_short_line_of_text() {
    let good = format!("about = \"A star to hit.\"\n{GOOD}");
    let arena = parse_arena(&good, Path::new("a.toml")).unwrap();
    assert_eq!(arena.about, "A star to hit.");
    assert_eq!(parse_arena(GOOD, Path::new("a.toml")).unwrap().about, "");

    let (line, column, message) = error_of(&format!("about = 3\n{GOOD}"));
    assert_eq!((line, column), (1, 9), "{message}");
    assert!(
        message.contains("about must be text in quotes"),
        "{message}"
    );

    let long = "x".repeat(101);
    let (line, _, message) = error_of(&format!("about = \"{long}\"\n{GOOD}"));
    assert_eq!(line, 1);
    assert!(
        message.contains("at most 100 characters, found 101"),
        "{message}"
    );

    let (_, _, message) = error_of(&format!("about = \"one\\ntwo\"\n{GOOD}"));
    assert!(message.contains("one line"), "{message}");
}
