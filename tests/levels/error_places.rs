//! Every problem points at the key that holds the mistake, whatever table it
//! is in (top level, `[plane]`, `[shells]`, `[[targets]]` and its `shape`,
//! `[[obstacles]]`), and a target whose shape is wrong is still checked for
//! everything its shape does not decide.

use crate::common::{edited_all, problems_of};

/// (line, column) of each problem, and the messages.
fn places(text: &str) -> (Vec<(usize, usize)>, Vec<String>) {
    problems_of(text)
        .into_iter()
        .map(|(line, column, message)| ((line, column), message))
        .unzip()
}

#[test]
fn a_bad_obstacle_value_is_reported_at_its_key() {
    let (at, messages) = places(&edited_all(&[("radius = 1.0\n", "radius = -1.0\n")]));
    assert_eq!(at, [(23, 10)], "{messages:?}");
    assert!(messages[0].contains("disk radius must be between 0.01"));

    let (at, messages) = places(&edited_all(&[(
        "center = [6.0, -2.0]",
        "center = [nan, -2.0]",
    )]));
    assert_eq!(at, [(22, 10)], "{messages:?}");
    assert!(messages[0].contains("finite"));

    let rect = "kind = \"rect\"\ncenter = [6.0, -2.0]\nsize = [0.0, 1.0]\nangle_deg = 400.0\n";
    let text = edited_all(&[(
        "kind = \"disk\"\ncenter = [6.0, -2.0]\nradius = 1.0\n",
        rect,
    )]);
    let (at, messages) = places(&text);
    // The width is blamed at itself, not at the array's bracket.
    assert_eq!(at, [(23, 9), (24, 13)], "{messages:?}");
    assert!(messages[0].contains("rect width must be between"));
    assert!(messages[1].contains("rect angle_deg must be between"));
}

#[test]
fn a_misspelt_or_mistyped_obstacle_key_is_reported_at_itself() {
    // The misspelt key at itself, and not again as `radius` missing.
    let (at, messages) = places(&edited_all(&[("radius = 1.0\n", "radus = 1.0\n")]));
    assert_eq!(at, [(23, 1)], "{messages:?}");
    assert!(
        messages[0].contains("unknown key `radus`: did you mean `radius`?"),
        "{messages:?}"
    );
    // A key that is simply missing is told at the entry's header.
    let (at, messages) = places(&edited_all(&[("radius = 1.0\n", "")]));
    assert_eq!(at, [(20, 1)], "{messages:?}");
    assert!(messages[0].contains("missing key `radius`"), "{messages:?}");

    let (at, messages) = places(&edited_all(&[("radius = 1.0\n", "radius = \"big\"\n")]));
    assert_eq!(at, [(23, 10)], "{messages:?}");
    assert_eq!(
        messages[0], "disk radius must be a number from 0.01 to 1000, found \"big\"",
        "{messages:?}"
    );
}

#[test]
fn a_bad_shape_number_is_reported_at_its_key_inside_the_inline_table() {
    let (at, messages) = places(&edited_all(&[
        ("points = 5", "points = 2"),
        (
            "radius_x = 1.0, radius_y = 0.5",
            "radius_x = 0.0, radius_y = 0.5",
        ),
    ]));
    assert_eq!(at, [(11, 35), (16, 40)], "{messages:?}");
    assert!(messages[0].starts_with("star points must be between 3"));
    assert!(messages[1].starts_with("ellipse radius_x must be between"));
}

#[test]
fn a_target_with_an_unknown_shape_is_still_checked_where_it_stands() {
    let (at, messages) = places(&edited_all(&[
        ("\"ellipse\"", "\"elipse\""),
        ("position = [-6.0, 3.0]", "position = [-30.0, 3.0]"),
        ("round_seconds = 30", "round_seconds = 1"),
    ]));
    assert_eq!(at, [(2, 17), (16, 18), (17, 12)], "{messages:?}");
    assert!(messages[0].contains("round_seconds"), "{messages:?}");
    assert!(
        messages[1].contains("unknown shape kind \"elipse\": did you mean \"ellipse\"?"),
        "{messages:?}"
    );
    assert!(
        messages[2].contains("target 2 at [-30.00, 3.00] lies outside the arena"),
        "{messages:?}"
    );
}

#[test]
fn a_bad_shape_does_not_hide_a_centre_inside_a_neighbour_or_an_obstacle() {
    // Out of range, misspelt, missing: each is a bad shape, and each target
    // still stands inside the star's reach (or the disk).
    for (shape, at_shape) in [
        ("radius_x = 0.0, radius_y = 0.5", (16, 40)),
        ("radius_x = 1.0, radus_y = 0.5", (16, 45)),
        ("radius_x = 1.0", (16, 9)),
    ] {
        let (at, messages) = places(&edited_all(&[
            ("radius_x = 1.0, radius_y = 0.5", shape),
            ("position = [-6.0, 3.0]", "position = [1.0, 3.5]"),
        ]));
        assert_eq!(at.len(), 2, "{shape}: {messages:?}");
        assert_eq!(at[0], at_shape, "{shape}: {messages:?}");
        assert_eq!(at[1], (17, 12), "{shape}: {messages:?}");
        assert!(
            messages[1]
                .contains("target 2 at [1.00, 3.50] lies inside the reach of target 1 (star)"),
            "{messages:?}"
        );
    }

    let (at, messages) = places(&edited_all(&[
        ("\"ellipse\"", "\"oval\""),
        ("position = [-6.0, 3.0]", "position = [6.5, -2.0]"),
    ]));
    assert_eq!(at, [(16, 18), (17, 12)], "{messages:?}");
    assert!(
        messages[1].contains("lies inside obstacle 1 (disk)"),
        "{messages:?}"
    );
}

#[test]
fn a_bad_shape_in_a_good_place_is_told_once() {
    let (at, messages) = places(&edited_all(&[("\"ellipse\"", "\"elipse\"")]));
    assert_eq!(at, [(16, 18)], "{messages:?}");
    // A good shape off the arena: the reach check says it, not the centre check too.
    let (at, messages) = places(&edited_all(&[(
        "position = [-6.0, 3.0]",
        "position = [-30.0, 3.0]",
    )]));
    assert_eq!(at, [(17, 12)], "{messages:?}");
    assert!(messages[0].contains("crosses the arena's edge"));
}

#[test]
fn a_bad_obstacle_is_still_checked_where_it_stands() {
    let (at, messages) = places(&edited_all(&[
        ("center = [6.0, -2.0]", "center = [6.0, -8.0]"),
        ("radius = 1.0\n", "radius = -1.0\n"),
    ]));
    assert_eq!(at, [(22, 10), (23, 10)], "{messages:?}");
    assert!(
        messages[0].contains("obstacle 1 at [6.00, -8.00] lies outside the arena"),
        "{messages:?}"
    );
    assert!(messages[1].contains("disk radius"), "{messages:?}");

    let (at, messages) = places(&edited_all(&[
        ("center = [6.0, -2.0]", "center = [0.5, 3.0]"),
        ("kind = \"disk\"", "kind = \"dsik\""),
    ]));
    assert_eq!(at, [(21, 8), (22, 10)], "{messages:?}");
    assert!(
        messages[1].contains("obstacle 1 at [0.50, 3.00] lies inside the reach of target 1 (star)"),
        "{messages:?}"
    );
}
