//! Numbers written as a person writes them, keys added where the format
//! puts them, new entries in the shipped files' layout.

use std::path::Path;

use hitlab::editor::arena::{
    ArenaEditor, Edit, ObstacleKind, Part, ShapeKind, float, new_arena_text, round_to,
};

const ARENA: &str = "\
# A comment that stays.
name = \"Numbers\"
size = [24, 16] # whole numbers, as written
round_seconds = 60

[plane]
position = [0.0, -6.0]
turn_deg_per_step = 2.0
move_speed = 0.12

[shells]
speed = 0.5
cooldown_steps = 6

# The one target.
[[targets]]
shape = { kind = \"star\", points = 5, outer_radius = 2.0, inner_radius = 0.8 }
position = [4, 4]
spin_deg_per_step = 1.0
colour = \"#f2c84b\"
";

fn open() -> ArenaEditor {
    ArenaEditor::open(Path::new("numbers.toml"), ARENA).expect("opens")
}

#[test]
fn an_integer_stays_an_integer_while_the_value_is_whole() {
    let mut editor = open();
    editor.edit(&Edit::Resize([2.0, 0.0]));
    editor.edit(&Edit::MoveTo(Part::Target(0), [6.0, 4.5], 0.5));
    assert!(
        editor
            .text()
            .contains("size = [26, 16] # whole numbers, as written\n")
    );
    assert!(
        editor.text().contains("position = [6, 4.5]\n"),
        "{}",
        editor.text()
    );
}

#[test]
fn a_float_is_written_shortly() {
    assert_eq!(float(0.1).to_string(), "0.1");
    assert_eq!(float(2.0).to_string(), "2.0");
    assert_eq!(float(-0.15).to_string(), "-0.15");
    let mut editor = open();
    for _ in 0..3 {
        editor.edit(&Edit::Scale(Part::Target(0), 0.1));
    }
    // 1 + 0.1 + 0.1 + 0.1 is 1.3000000000000003 in f64; the file gets 1.3.
    assert!(
        editor.text().contains("\nscale = 1.3\n"),
        "{}",
        editor.text()
    );
    editor.edit(&Edit::AddObstacle(ObstacleKind::Rect, [-8.0, -4.0]));
    editor.edit(&Edit::Scale(Part::Obstacle(0), 0.1));
    assert!(
        editor.text().contains("size = [4.4, 0.55]\n"),
        "{}",
        editor.text()
    );
}

#[test]
fn a_key_the_entry_lacks_goes_where_the_format_puts_it() {
    let mut editor = open();
    editor.edit(&Edit::Rotate(Part::Target(0), 15.0));
    assert!(
        editor
            .text()
            .contains("position = [4, 4]\nangle_deg = 15.0\nspin_deg_per_step = 1.0\n"),
        "{}",
        editor.text()
    );
}

#[test]
fn an_added_target_is_written_as_the_shipped_files_write_one() {
    let mut editor = open();
    editor.edit(&Edit::AddTarget(ShapeKind::Ellipse, [-6.0, 3.0]));
    assert!(
        editor.text().ends_with(
            "colour = \"#f2c84b\"\n\n[[targets]]\n\
             shape = { kind = \"ellipse\", radius_x = 2.0, radius_y = 1.2 }\n\
             position = [-6.0, 3.0]\nspin_deg_per_step = 1.0\ncolour = \"#8fc8ff\"\n"
        ),
        "{}",
        editor.text()
    );
    assert!(editor.problems().is_empty(), "{:?}", editor.problems());
}

#[test]
fn a_new_arena_gets_its_first_target_after_the_shells() {
    let text = new_arena_text("Fresh");
    let mut editor = ArenaEditor::open(Path::new("fresh.toml"), &text).expect("opens");
    assert!(!editor.problems().is_empty(), "an arena needs a target");
    editor.edit(&Edit::AddTarget(ShapeKind::Star, [0.0, 2.0]));
    assert!(editor.problems().is_empty(), "{:?}", editor.problems());
    assert!(editor.text().starts_with("name = \"Fresh\"\n"));
    assert!(
        editor
            .text()
            .contains("cooldown_steps = 6\n\n[[targets]]\nshape = { kind = \"star\"")
    );
}

#[test]
fn a_live_problem_is_placed_on_its_target_in_the_loaders_words() {
    let mut editor = open();
    editor.edit(&Edit::Duplicate(Part::Target(0)));
    let problems = editor.problems();
    assert!(!problems.is_empty());
    assert!(
        problems
            .iter()
            .any(|p| p.part == Some(Part::Target(1)) && p.message.contains("overlaps target 1")),
        "{problems:?}"
    );
}

#[test]
fn targets_written_as_an_inline_array_are_not_opened_to_be_replaced() {
    let inline = ARENA.replace(
        "[[targets]]\nshape = { kind = \"star\", points = 5, outer_radius = 2.0, inner_radius = 0.8 }\nposition = [4, 4]\nspin_deg_per_step = 1.0\ncolour = \"#f2c84b\"\n",
        "",
    )
    .replace(
        "round_seconds = 60\n",
        "round_seconds = 60\ntargets = [{ shape = { kind = \"moon\", radius = 1.0, cut_radius = 0.8, cut_offset = 0.5 }, position = [0, 0], spin_deg_per_step = 1.0, colour = \"#ffffff\" }]\n",
    );
    assert!(inline.contains("targets = [{"), "{inline}");
    let error = ArenaEditor::open(Path::new("inline.toml"), &inline).unwrap_err();
    assert_eq!(
        error.to_string(),
        "targets is not written as [[targets]] entries, which the editor edits"
    );
}

#[test]
fn a_small_negative_number_rounds_to_a_plain_zero() {
    // Found by fuzzing the write-back: a heading turned to -0.2 rounded to
    // -0.0, which a save took as equal to the 0.0 it replaced while the
    // draft kept its sign.
    for rounded in [
        round_to(-0.0001, 0.001),
        round_to(-0.2, 15.0),
        round_to(-0.04, 0.1),
    ] {
        assert_eq!(rounded, 0.0);
        assert!(rounded.is_sign_positive(), "{rounded:?}");
    }
}
