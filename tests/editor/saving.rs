//! Saving: in place when the file can be written; a shipped arena (no file
//! to write) under the player's levels folder with a new name.

use std::path::PathBuf;

use hitlab::editor::arena::{
    ArenaEditor, Edit, EditorControl as C, ObstacleKind, Part, Saved, ShapeKind,
};

/// A fresh folder for one test, removed when the test ends, whether it
/// passes or not.
fn scratch(name: &str) -> tempfile::TempDir {
    tempfile::Builder::new()
        .prefix(&format!("hitlab-editor-{name}-"))
        .tempdir()
        .expect("a scratch folder")
}

const ARENA: &str = include_str!("../../resources/arenas/thin_tip.toml");

#[test]
fn a_file_on_disk_is_saved_in_place_and_reads_back_as_edited() {
    let temp = scratch("in-place");
    let dir = temp.path();
    let path = dir.join("tip.toml");
    std::fs::write(&path, ARENA).expect("written");
    let mut editor = ArenaEditor::open(&path, ARENA).expect("opens");
    editor.control(C::SelectNext);
    editor.control(C::MoveRight);
    assert!(editor.unsaved());
    let saved = editor.save(None, false).expect("saved");
    assert_eq!(saved, Saved::InPlace(path.clone()));
    assert!(!editor.unsaved());
    let text = std::fs::read_to_string(&path).expect("read back");
    assert_eq!(text, editor.text());
    let changed: Vec<(&str, &str)> = ARENA
        .lines()
        .zip(text.lines())
        .filter(|(a, b)| a != b)
        .collect();
    assert_eq!(changed.len(), 1, "one line changed: {changed:?}");
}

#[test]
fn a_shipped_arena_is_saved_under_the_levels_folder_with_a_new_name() {
    let levels_temp = scratch("levels");
    let levels = levels_temp.path();
    let shipped = PathBuf::from("arenas/thin_tip.toml");
    let mut editor = ArenaEditor::open(&shipped, ARENA).expect("opens");
    editor.control(C::Wider);
    let first = editor.save(Some(levels), true).expect("saved");
    let expected = levels.join("arenas/thin_tip-edited.toml");
    assert_eq!(first, Saved::Elsewhere(expected.clone()));
    assert_eq!(
        editor.path(),
        expected,
        "the editor goes on with the new file"
    );
    assert_eq!(
        std::fs::read_to_string(&expected).ok().as_deref(),
        Some(editor.text())
    );
    // Another shipped copy opened again does not overwrite the first save.
    let mut again = ArenaEditor::open(&shipped, ARENA).expect("opens");
    let second = again.save(Some(levels), true).expect("saved");
    assert_eq!(
        second,
        Saved::Elsewhere(levels.join("arenas/thin_tip-edited-2.toml"))
    );
    // Without a levels folder there is nowhere to save: the error says why.
    let mut nowhere = ArenaEditor::open(&shipped, ARENA).expect("opens");
    assert!(nowhere.save(None, true).is_err());
}

#[test]
fn a_save_is_picked_up_by_a_live_reload_watching_the_file() {
    use hitlab::levels::arena::load_arena;
    use hitlab::levels::{LiveFile, Rejection, Reload};

    let temp = scratch("live");
    let dir = temp.path();
    let path = dir.join("tip.toml");
    std::fs::write(&path, ARENA).expect("written");
    let load = |p: &std::path::Path| load_arena(p).map_err(Rejection::from);
    let mut live = LiveFile::new(&path);
    let before = live.load(load).expect("loads");
    assert_eq!(live.poll(load), Reload::Unchanged);
    let mut editor = ArenaEditor::open(&path, ARENA).expect("opens");
    editor.control(C::SelectNext);
    editor.control(C::SelectNext);
    editor.control(C::MoveUp);
    editor.save(None, false).expect("saved");
    match live.poll(load) {
        Reload::Loaded(after) => {
            let moved = after.targets[0].position - before.targets[0].position;
            assert_eq!(moved, glam::Vec2::new(0.0, 0.5));
        }
        other => panic!("the save was not picked up: {other:?}"),
    }
}

// Unix only: a symlink needs a privilege on Windows, where
// tests/files/windows.rs saves past what Windows has instead (a file held
// open, a device name).
#[cfg(unix)]
#[test]
fn a_save_through_a_link_changes_the_file_it_leads_to_and_leaves_the_link() {
    let dir = tempfile::tempdir().expect("a scratch folder");
    let kept = dir.path().join("kept");
    std::fs::create_dir(&kept).expect("a folder for the real file");
    std::fs::write(kept.join("tip.toml"), ARENA).expect("written");
    let link = dir.path().join("tip.toml");
    std::os::unix::fs::symlink("kept/tip.toml", &link).expect("a link");
    let mut editor = ArenaEditor::open(&link, ARENA).expect("opens");
    editor.control(C::Wider);
    assert_eq!(
        editor.save(None, false).expect("saved"),
        Saved::InPlace(link.clone())
    );
    assert_eq!(
        std::fs::read_link(&link).expect("still a link"),
        std::path::Path::new("kept/tip.toml")
    );
    assert_eq!(
        std::fs::read_to_string(kept.join("tip.toml")).expect("read back"),
        editor.text()
    );
    assert_ne!(editor.text(), ARENA, "the edit was saved");
}

/// The blank lines at the end of `text` (a CRLF file's counted alike).
fn blank_lines_at_end(text: &str) -> usize {
    let lf = text.replace("\r\n", "\n");
    lf.len() - lf.trim_end_matches('\n').len()
}

/// One editor's edit and save of `path`, as the screen does it: first
/// opened again if the file changed on disk and nothing here is unsaved.
fn edit_and_save(editor: &mut ArenaEditor, edit: &Edit) -> String {
    let path = editor.path().to_owned();
    let on_disk = std::fs::read_to_string(&path).expect("read back");
    if on_disk != editor.saved_text() && !editor.unsaved() {
        *editor = ArenaEditor::open(&path, &on_disk).expect("opens what the other saved");
    }
    editor.edit(edit);
    editor.save(None, false).expect("saved");
    std::fs::read_to_string(&path).expect("read back")
}

/// Two editors on one file, each saving in turn (opened again first when
/// the other saved and it has nothing unsaved, else writing over it), keep
/// the file's end as it was: no blank line is added, whatever the edits
/// and whether the file ends in a line end, a comment, a blank line or
/// CRLF.
#[test]
fn two_editors_saving_one_file_in_turn_add_no_blank_line_at_its_end() {
    let temp = scratch("two-editors");
    let path = temp.path().join("arena.toml");
    let edits = |draft: &hitlab::editor::arena::ArenaDraft| {
        let last_target = draft.targets.len().saturating_sub(1);
        let last_obstacle = draft.obstacles.len().saturating_sub(1);
        vec![
            Edit::AddObstacle(ObstacleKind::Disk, [1.0, 1.0]),
            Edit::AddTarget(ShapeKind::Star, [2.0, 2.0]),
            Edit::Delete(Part::Obstacle(last_obstacle)),
            Edit::Delete(Part::Target(last_target)),
            Edit::Delete(Part::Obstacle(0)),
            Edit::Duplicate(Part::Target(last_target)),
            Edit::MoveTo(Part::Plane, [1.0, -6.0], 0.5),
        ]
    };
    // A few shipped arenas (the maze has comments), and one with each end.
    let mut files: Vec<String> = crate::common::shipped_arenas()
        .into_iter()
        .filter(|(path, _)| {
            ["maze.toml", "thin_tip.toml", "spinning_tip.toml"]
                .iter()
                .any(|n| path.ends_with(n))
        })
        .map(|(_, text)| text)
        .collect();
    assert_eq!(files.len(), 3);
    // The ends a designer's file may have: none, a comment, a blank line.
    let base = files[0].clone();
    files.push(base.trim_end().to_owned());
    files.push(format!("{base}\n# The end.\n"));
    files.push(format!("{base}\n"));
    files.push(base.replace('\n', "\r\n"));
    for original in &files {
        let opened = ArenaEditor::open(&path, original).expect("opens");
        let all = edits(opened.draft());
        for first in &all {
            for second in &all {
                for b_waits in [true, false] {
                    std::fs::write(&path, original).expect("written");
                    let mut a = ArenaEditor::open(&path, original).expect("opens");
                    let mut b = ArenaEditor::open(&path, original).expect("opens");
                    if !b_waits {
                        // B edits before A saves: B's save then writes its
                        // own text over A's.
                        b.edit(second);
                    }
                    let saved = [
                        edit_and_save(&mut a, first),
                        edit_and_save(&mut b, second),
                        edit_and_save(&mut a, second),
                    ];
                    for text in saved {
                        assert_eq!(
                            blank_lines_at_end(&text),
                            blank_lines_at_end(original),
                            "{first:?} then {second:?} (B waits: {b_waits}):\n{text}"
                        );
                    }
                }
            }
        }
    }
}

#[test]
fn a_save_keeps_the_medals_table_byte_for_byte() {
    let temp = scratch("medals");
    let path = temp.path().join("tip.toml");
    // The shipped file's [medals] (before its targets), with a comment the
    // designer wrote on one of its keys.
    let text = ARENA.replace("gold = 2600", "gold = 2600 # set by rounds");
    let medals = paragraph_with(&text, "[medals]");
    assert!(medals.contains("bronze"), "{text}");
    std::fs::write(&path, &text).expect("written");
    let mut editor = ArenaEditor::open(&path, &text).expect("opens");
    editor.control(C::SelectNext);
    editor.control(C::MoveRight);
    editor.control(C::AddStar);
    editor.save(None, false).expect("saved");
    let saved = std::fs::read_to_string(&path).expect("read back");
    assert_eq!(paragraph_with(&saved, "[medals]"), medals, "{saved}");
    let arena = hitlab::levels::arena::load_arena(&path).expect("loads");
    assert_eq!(arena.targets.len(), 2, "the added star is a target");
    assert_eq!(arena.medals.map(|m| m.scores), Some([200, 800, 2600]));
}

/// The blank-line-separated paragraph of `text` that holds `needle`.
fn paragraph_with<'a>(text: &'a str, needle: &str) -> &'a str {
    text.split("\n\n")
        .find(|paragraph| paragraph.contains(needle))
        .unwrap_or_default()
}
