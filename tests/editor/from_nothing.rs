//! A designer builds the spinning-tip arena from nothing with the editor's
//! controls alone (the properties panel's fields and its text entry among
//! them), and the file comes out as the shipped one, its comments aside.

use std::path::Path;

use hitlab::editor::arena::{ArenaEditor, EditorControl as C, new_arena_text};

/// `control` pressed `times` times.
fn press(editor: &mut ArenaEditor, control: C, times: usize) {
    for _ in 0..times {
        assert_eq!(
            editor.control(control),
            None,
            "{control:?} asks the screen nothing"
        );
    }
}

/// The shipped file without its opening comment block and its `[medals]`
/// paragraph: what the editor writes (comments are the designer's to add,
/// and the medals are written in the file, not in the editor).
fn shipped_without_comments() -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("resources/arenas/spinning_tip.toml");
    let text = std::fs::read_to_string(path).expect("the shipped spinning tip");
    let text = text
        .split("\n\n")
        .filter(|paragraph| !paragraph.contains("[medals]"))
        .collect::<Vec<_>>()
        .join("\n\n");
    let mut lines = text.lines().peekable();
    while lines
        .next_if(|l| l.starts_with('#') || l.trim().is_empty())
        .is_some()
    {}
    let mut out: String = lines.collect::<Vec<_>>().join("\n");
    out.push('\n');
    out
}

/// Focuses the field named `key` in the properties panel.
fn focus(editor: &mut ArenaEditor, key: &str) {
    for _ in 0..editor.properties().len() {
        if editor.focused().is_some_and(|p| p.key() == key) {
            return;
        }
        press(editor, C::NextField, 1);
    }
    panic!("no field {key} in {:?}", editor.properties());
}

#[test]
fn the_spinning_tip_arena_built_from_nothing_is_the_shipped_one() {
    let path = Path::new("spinning_tip.toml");
    let mut editor = ArenaEditor::open(path, &new_arena_text("spinning_tip")).expect("opens");
    // Nothing selected: the panel shows the arena's own fields.
    focus(&mut editor, "about");
    press(&mut editor, C::EditText, 1);
    editor.type_text("A tip turns across a slow shell: only the spin test catches it.");
    press(&mut editor, C::EditText, 1);
    focus(&mut editor, "width");
    press(&mut editor, C::Decrease, 4);
    focus(&mut editor, "height");
    press(&mut editor, C::Decrease, 2);
    focus(&mut editor, "detection");
    press(&mut editor, C::Decrease, 1);
    focus(&mut editor, "shells.speed");
    press(&mut editor, C::Decrease, 7);
    focus(&mut editor, "shells.cooldown_steps");
    press(&mut editor, C::Increase, 2);
    focus(&mut editor, "turn_deg_per_step");
    press(&mut editor, C::Decrease, 2);
    // The plane: place and aim it.
    press(&mut editor, C::SelectNext, 1);
    press(&mut editor, C::MoveLeft, 18);
    press(&mut editor, C::MoveUp, 18);
    focus(&mut editor, "angle_deg");
    press(&mut editor, C::DecreaseCoarse, 1);
    press(&mut editor, C::AddStar, 1);
    focus(&mut editor, "points");
    press(&mut editor, C::Decrease, 2);
    focus(&mut editor, "outer_radius");
    press(&mut editor, C::IncreaseCoarse, 1);
    focus(&mut editor, "inner_radius");
    press(&mut editor, C::Decrease, 5);
    focus(&mut editor, "spin_deg_per_step");
    press(&mut editor, C::IncreaseCoarse, 3);
    press(&mut editor, C::Increase, 5);
    focus(&mut editor, "hits_to_break");
    press(&mut editor, C::MoreHits, 9);
    assert!(editor.problems().is_empty(), "{:?}", editor.problems());
    assert_eq!(editor.text(), shipped_without_comments());
    let arena = editor.arena().expect("it loads");
    assert_eq!(arena.targets.len(), 1);
    assert_eq!(arena.targets[0].spin.to_degrees().round(), 36.0);
    assert_eq!(
        editor.control(C::Play),
        Some(hitlab::editor::arena::Ask::Play)
    );
}
