//! Random edits of the shipped arenas: saved and loaded again they give the
//! edited arena; the lines they did not touch are unchanged byte for byte;
//! undoing every one gives the file back exactly.

use std::collections::HashSet;

use hitlab::editor::arena::{ArenaDraft, ArenaEditor, Edit, ObstacleShapeDraft};
use proptest::prelude::*;
use toml_edit::DocumentMut;

use crate::common::{edit, edit_in_place, shipped_arenas};

/// The draft with where each entry came from forgotten: a file read again
/// numbers its entries afresh.
fn without_origins(draft: &ArenaDraft) -> ArenaDraft {
    let mut draft = draft.clone();
    draft.targets.iter_mut().for_each(|t| t.origin = None);
    draft.obstacles.iter_mut().for_each(|o| o.origin = None);
    draft
}

fn edited(arena: usize, edits: &[Edit]) -> (String, ArenaEditor) {
    let arenas = shipped_arenas();
    let (path, text) = &arenas[arena % arenas.len()];
    let mut editor = ArenaEditor::open(path, text).expect("a shipped arena opens");
    for edit in edits {
        editor.edit(edit);
    }
    (text.clone(), editor)
}

/// Which entry a line of an arena file is in, and the key it sets: the
/// `(entry, key)` of each line, `None` for a header, comment or blank line.
fn line_keys(text: &str) -> Vec<Option<(String, String)>> {
    let (mut entry, mut targets, mut obstacles) = (String::from("root"), 0, 0);
    text.lines()
        .map(|line| {
            let trimmed = line.trim();
            if trimmed.starts_with('[') {
                entry = match trimmed {
                    "[[targets]]" => {
                        targets += 1;
                        format!("target {}", targets - 1)
                    }
                    "[[obstacles]]" => {
                        obstacles += 1;
                        format!("obstacle {}", obstacles - 1)
                    }
                    other => other.to_owned(),
                };
                return None;
            }
            let (key, _) = trimmed
                .split_once('=')
                .filter(|_| !trimmed.starts_with('#'))?;
            Some((entry.clone(), key.trim().to_owned()))
        })
        .collect()
}

/// The `(entry, key)`s whose values differ between two drafts of one file.
fn changed_keys(was: &ArenaDraft, now: &ArenaDraft) -> HashSet<(String, String)> {
    let mut changed = HashSet::new();
    let mut mark = |entry: &str, key: &str, differs: bool| {
        if differs {
            changed.insert((entry.to_owned(), key.to_owned()));
        }
    };
    mark("root", "name", was.name != now.name);
    mark("root", "about", was.about != now.about);
    mark(
        "root",
        "round_seconds",
        was.round_seconds != now.round_seconds,
    );
    mark("root", "size", was.size != now.size);
    mark("root", "detection", was.detection != now.detection);
    mark(
        "[plane]",
        "position",
        was.plane.position != now.plane.position,
    );
    mark(
        "[plane]",
        "heading_deg",
        was.plane.heading_deg != now.plane.heading_deg,
    );
    let speed = was.plane.move_speed != now.plane.move_speed;
    mark("[plane]", "move_speed", speed);
    let turn = was.plane.turn_deg_per_step != now.plane.turn_deg_per_step;
    mark("[plane]", "turn_deg_per_step", turn);
    mark("[shells]", "speed", was.shells.speed != now.shells.speed);
    let cooldown = was.shells.cooldown_steps != now.shells.cooldown_steps;
    mark("[shells]", "cooldown_steps", cooldown);
    for (i, (a, b)) in was.targets.iter().zip(&now.targets).enumerate() {
        let entry = format!("target {i}");
        mark(&entry, "shape", a.shape != b.shape);
        mark(&entry, "position", a.position != b.position);
        mark(&entry, "angle_deg", a.angle_deg != b.angle_deg);
        mark(&entry, "scale", a.scale != b.scale);
        mark(
            &entry,
            "spin_deg_per_step",
            a.spin_deg_per_step != b.spin_deg_per_step,
        );
        mark(&entry, "hits_to_break", a.hits_to_break != b.hits_to_break);
        mark(&entry, "colour", a.colour != b.colour);
    }
    for (i, (a, b)) in was.obstacles.iter().zip(&now.obstacles).enumerate() {
        let entry = format!("obstacle {i}");
        mark(&entry, "center", a.center != b.center);
        let shape = a.shape != b.shape;
        let rect = matches!(a.shape, ObstacleShapeDraft::Rect { .. });
        let kind = a.shape.kind() != b.shape.kind();
        mark(&entry, "kind", kind);
        mark(&entry, "size", shape && rect);
        mark(&entry, "angle_deg", shape && rect);
        mark(&entry, "radius", shape && !rect);
    }
    changed
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(128))]

    #[test]
    fn random_edits_saved_and_loaded_give_the_edited_arena(
        arena in 0..10usize,
        edits in prop::collection::vec(edit(), 0..24),
    ) {
        let (_, editor) = edited(arena, &edits);
        let document: DocumentMut = editor.text().parse().expect("the saved text is TOML");
        let read = ArenaDraft::read(&document).expect("the saved text is an arena");
        prop_assert_eq!(without_origins(&read), without_origins(editor.draft()));
    }

    #[test]
    fn random_edits_leave_every_untouched_line_as_it_was(
        arena in 0..10usize,
        edits in prop::collection::vec(edit_in_place(), 0..24),
    ) {
        let (text, editor) = edited(arena, &edits);
        let opened = ArenaEditor::open(editor.path(), &text).expect("opens");
        let changed = changed_keys(opened.draft(), editor.draft());
        let saved: Vec<&str> = editor.text().lines().collect();
        let mut next = 0;
        for (line, key) in text.lines().zip(line_keys(&text)) {
            if key.is_some_and(|k| changed.contains(&k)) {
                continue;
            }
            let found = saved[next..].iter().position(|s| *s == line);
            prop_assert!(found.is_some(), "line {:?} is gone or moved:\n{}", line, editor.text());
            next += found.unwrap_or(0) + 1;
        }
    }

    #[test]
    fn undoing_every_edit_gives_the_file_back_exactly(
        arena in 0..10usize,
        edits in prop::collection::vec(edit(), 1..24),
    ) {
        let (text, mut editor) = edited(arena, &edits);
        let after = editor.text().to_owned();
        let (undoable, _) = editor.history_counts();
        for _ in 0..undoable {
            editor.undo();
        }
        prop_assert_eq!(editor.text(), text.as_str());
        for _ in 0..undoable {
            editor.redo();
        }
        prop_assert_eq!(editor.text(), after.as_str());
    }
}
