//! A designer builds the spinning-tip arena from nothing with the editor's
//! controls alone, and the file comes out as tidy as the shipped ones.

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

#[test]
fn the_spinning_tip_arena_built_from_nothing_is_tidy() {
    let path = Path::new("spinning_tip.toml");
    let mut editor = ArenaEditor::open(path, &new_arena_text("spinning_tip")).expect("opens");
    press(&mut editor, C::Narrower, 4);
    press(&mut editor, C::Shorter, 2);
    press(&mut editor, C::Detection, 2);
    press(&mut editor, C::SlowerShells, 7);
    press(&mut editor, C::LongerCooldown, 2);
    // Turning selects the plane: then place and aim it.
    press(&mut editor, C::TurnSlower, 2);
    press(&mut editor, C::MoveLeft, 18);
    press(&mut editor, C::MoveUp, 18);
    press(&mut editor, C::RotateRight, 6);
    press(&mut editor, C::AddStar, 1);
    press(&mut editor, C::FewerTips, 2);
    press(&mut editor, C::Thinner, 6);
    press(&mut editor, C::Grow, 5);
    press(&mut editor, C::SpinUp, 35);
    press(&mut editor, C::MoreHits, 9);
    assert!(editor.problems().is_empty(), "{:?}", editor.problems());
    assert_eq!(
        editor.text(),
        "\
name = \"Spinning tip\"
size = [24.0, 16.0]
round_seconds = 60
detection = \"swept\"

[plane]
position = [-9.0, 2.0]
heading_deg = -90.0
turn_deg_per_step = 1.0
move_speed = 0.12

[shells]
speed = 0.15
cooldown_steps = 8

[[targets]]
shape = { kind = \"star\", points = 3, outer_radius = 2.0, inner_radius = 0.2 }
position = [0.0, 0.0]
scale = 1.5
spin_deg_per_step = 36.0
colour = \"#f2c84b\"
hits_to_break = 1000
"
    );
    let arena = editor.arena().expect("it loads");
    assert_eq!(arena.targets.len(), 1);
    assert_eq!(arena.targets[0].spin.to_degrees().round(), 36.0);
    assert_eq!(
        editor.control(C::Play),
        Some(hitlab::editor::arena::Ask::Play)
    );
}
