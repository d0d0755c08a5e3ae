//! The properties panel: its fields, steps, choices and typing, each change
//! one undoable edit within the format's limits, written as the file would.

use hitlab::editor::arena::{ArenaEditor, EditorControl as C, Field, Part, Property};

use crate::common::shipped_arenas;

fn spinning_tip() -> ArenaEditor {
    let (path, text) = shipped_arenas()
        .into_iter()
        .find(|(p, _)| p.ends_with("spinning_tip.toml"))
        .expect("the spinning tip ships");
    ArenaEditor::open(&path, &text).expect("opens")
}

fn focus(editor: &mut ArenaEditor, property: Property) {
    for _ in 0..editor.properties().len() {
        if editor.focused() == Some(property) {
            return;
        }
        editor.control(C::NextField);
    }
    panic!("no {property:?} in {:?}", editor.properties());
}

fn line<'a>(editor: &'a ArenaEditor, key: &str) -> &'a str {
    editor
        .text()
        .lines()
        .find(|l| l.starts_with(key))
        .unwrap_or_else(|| panic!("no {key} line in\n{}", editor.text()))
}

#[test]
fn nothing_selected_lists_the_arena_and_the_plane_its_own() {
    let mut editor = spinning_tip();
    let keys: Vec<&str> = editor.properties().iter().map(|(p, _)| p.key()).collect();
    assert_eq!(
        keys,
        [
            "name",
            "about",
            "width",
            "height",
            "round_seconds",
            "detection",
            "shells.speed",
            "shells.cooldown_steps",
            "turn_deg_per_step",
            "move_speed"
        ]
    );
    editor.control(C::SelectNext);
    assert_eq!(editor.selected(), Some(Part::Plane));
    assert_eq!(editor.focus(), 0);
    editor.control(C::SelectNext);
    let keys: Vec<&str> = editor.properties().iter().map(|(p, _)| p.key()).collect();
    assert_eq!(
        &keys[..4],
        ["kind", "points", "outer_radius", "inner_radius"]
    );
}

#[test]
fn integers_stay_integers_and_steps_stop_at_the_loaders_limits() {
    let mut editor = spinning_tip();
    focus(&mut editor, Property::Cooldown);
    for _ in 0..100 {
        editor.control(C::IncreaseCoarse);
    }
    assert_eq!(line(&editor, "cooldown_steps"), "cooldown_steps = 600");
    focus(&mut editor, Property::RoundSeconds);
    editor.control(C::Increase);
    assert_eq!(line(&editor, "round_seconds"), "round_seconds = 65");
    for _ in 0..100 {
        editor.control(C::DecreaseCoarse);
    }
    assert_eq!(line(&editor, "round_seconds"), "round_seconds = 5");
    focus(&mut editor, Property::MoveSpeed);
    editor.control(C::IncreaseFine);
    assert_eq!(line(&editor, "move_speed"), "move_speed = 0.121");
    assert!(editor.problems().is_empty(), "{:?}", editor.problems());
    let (undo, _) = editor.history_counts();
    for _ in 0..undo {
        editor.undo();
    }
    assert_eq!(editor.text(), editor.saved_text());
}

#[test]
fn a_stars_inner_radius_stays_inside_its_outer() {
    let mut editor = spinning_tip();
    editor.control(C::SelectNext);
    editor.control(C::SelectNext);
    focus(&mut editor, Property::OuterRadius);
    for _ in 0..50 {
        editor.control(C::DecreaseCoarse);
    }
    focus(&mut editor, Property::InnerRadius);
    editor.control(C::IncreaseCoarse);
    let target = &editor.draft().targets[0];
    let hitlab::editor::arena::ShapeDraft::Star {
        outer_radius,
        inner_radius,
        ..
    } = target.shape
    else {
        panic!("a star");
    };
    assert!(
        inner_radius < outer_radius,
        "{inner_radius} < {outer_radius}"
    );
    assert!(editor.problems().is_empty(), "{:?}", editor.problems());
}

#[test]
fn the_kind_and_detection_cycle_and_the_file_follows() {
    let mut editor = spinning_tip();
    focus(&mut editor, Property::Detection);
    editor.control(C::Increase);
    assert_eq!(line(&editor, "detection"), "detection = \"spin\"");
    editor.control(C::SelectNext);
    editor.control(C::SelectNext);
    editor.control(C::Increase);
    assert_eq!(editor.draft().targets[0].shape.kind(), "moon");
    assert!(line(&editor, "shape").contains("kind = \"moon\""));
    assert!(editor.problems().is_empty(), "{:?}", editor.problems());
}

#[test]
fn typing_goes_into_the_field_and_enter_keeps_it_as_one_edit() {
    let mut editor = spinning_tip();
    // Not a text field: Enter starts nothing.
    focus(&mut editor, Property::Width);
    editor.control(C::EditText);
    assert_eq!(editor.typing(), None);
    focus(&mut editor, Property::Name);
    editor.control(C::EditText);
    assert_eq!(editor.typing(), Some("Spinning tip"));
    for _ in 0.."tip".len() {
        editor.erase();
    }
    editor.type_text("top\u{7}");
    editor.control(C::EditText);
    assert_eq!(editor.typing(), None);
    assert_eq!(line(&editor, "name"), "name = \"Spinning top\"");
    assert_eq!(editor.history_counts().0, 1);
    // Esc leaves it as it was.
    editor.control(C::EditText);
    editor.type_text(" again");
    assert!(editor.cancel_typing());
    assert_eq!(line(&editor, "name"), "name = \"Spinning top\"");
    // An about too long is cut to the loader's hundred characters.
    focus(&mut editor, Property::About);
    editor.control(C::EditText);
    editor.type_text(&"x".repeat(150));
    editor.control(C::EditText);
    assert_eq!(
        editor.draft().about.as_deref().map(|a| a.chars().count()),
        Some(100)
    );
    assert!(editor.problems().is_empty(), "{:?}", editor.problems());
    // An empty name leaves the file without one, its comments kept.
    focus(&mut editor, Property::Name);
    editor.control(C::EditText);
    for _ in 0..20 {
        editor.erase();
    }
    editor.control(C::EditText);
    assert!(!editor.text().contains("name ="), "{}", editor.text());
    assert!(editor.text().starts_with("# The third miss"));
}

#[test]
fn a_colour_typed_must_be_one_and_a_letter_takes_one_character() {
    let mut editor = spinning_tip();
    editor.control(C::AddLetter);
    focus(&mut editor, Property::Character);
    editor.control(C::EditText);
    editor.erase();
    editor.type_text("xyz");
    editor.control(C::EditText);
    let letter = editor.properties()[1].1.clone();
    assert_eq!(letter, Field::Text("x".to_owned()));
    focus(&mut editor, Property::Colour);
    editor.control(C::EditText);
    editor.type_text("nope");
    editor.control(C::EditText);
    let before = editor.draft().targets[1].colour.clone();
    assert_eq!(before, "#8fc8ff");
    editor.control(C::EditText);
    for _ in 0..7 {
        editor.erase();
    }
    editor.type_text("#ABCDEF");
    editor.control(C::EditText);
    assert_eq!(editor.draft().targets[1].colour, "#abcdef");
}
