//! The Sokoban editor's session, as the window drives it but without one:
//! the cursor and resizes, paint strokes, the solver refusing a board that
//! is no level, saving, a file changed by someone else, and the warnings
//! before leaving changes unsaved.

use std::path::{Path, PathBuf};

use hitlab::editor::sokoban::{
    EditorControl as C, EditorSession, Leaving, Problem, Reply, SaveOutcome, Tool,
};
use hitlab::levels::sokoban::Cell;
use hitlab::resources::Resources;

const PACK: &str = "; mine\n\n#######\n#@ $ .#\n#######\nTitle: One\n";

/// A folder of its own holding `pack.xsb`, removed when dropped (whether
/// the test passed or not).
struct Scratch(PathBuf);

impl Scratch {
    fn new(name: &str, text: &str) -> Self {
        let dir = std::env::temp_dir().join(format!(
            "hitlab-editor-session-{name}-{}",
            std::process::id()
        ));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(dir.join("pack.xsb"), text).unwrap();
        Self(dir)
    }

    fn pack(&self) -> PathBuf {
        self.0.join("pack.xsb")
    }

    fn read(&self) -> String {
        std::fs::read_to_string(self.pack()).unwrap()
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

fn open(path: &Path) -> EditorSession {
    let text = std::fs::read_to_string(path).unwrap();
    EditorSession::open(path, &text, 0)
}

/// Controls in turn, with what the screen does after each frame.
fn press(session: &mut EditorSession, controls: &[C]) -> Vec<Reply> {
    let mut replies = Vec::new();
    for &control in controls {
        replies.extend(session.control(control));
        session.settle(true);
    }
    replies
}

fn save(session: &mut EditorSession) -> SaveOutcome {
    session.save(&Resources::default())
}

#[test]
fn painting_at_the_cursor_saves_into_the_file_and_undo_saves_it_back() {
    let scratch = Scratch::new("paint", PACK);
    let mut session = open(&scratch.pack());
    assert_eq!(session.cursor(), Cell::new(1, 1), "on the worker's square");
    assert!(press(&mut session, &[C::CursorRight, C::Box]).is_empty());
    assert_eq!(session.tool(), Tool::Box, "a tool's key chooses it");
    assert_eq!(press(&mut session, &[C::Save]), [Reply::Save]);
    let saved = save(&mut session);
    assert!(
        matches!(&saved, SaveOutcome::Saved { path, new_file: false } if *path == scratch.pack()),
        "{saved:?}"
    );
    assert_eq!(scratch.read(), PACK.replace("#@ $ .#", "#@$$ .#"));
    assert!(session.validity().level().is_none(), "two boxes, one goal");
    assert!(!session.unsaved());
    press(&mut session, &[C::Undo]);
    assert!(session.unsaved());
    assert!(matches!(save(&mut session), SaveOutcome::Saved { .. }));
    assert_eq!(scratch.read(), PACK);
}

#[test]
fn the_cursor_stays_on_the_board_and_on_its_square_when_the_board_grows_before_it() {
    let scratch = Scratch::new("grow", PACK);
    let mut session = open(&scratch.pack());
    press(
        &mut session,
        &[C::CursorUp, C::CursorUp, C::CursorLeft, C::CursorLeft],
    );
    assert_eq!(session.cursor(), Cell::new(0, 0), "kept on the board");
    press(&mut session, &[C::CursorDown, C::CursorRight]);
    press(&mut session, &[C::GrowLeft, C::GrowTop]);
    assert_eq!(session.cursor(), Cell::new(2, 2));
    press(&mut session, &[C::ShrinkLeft, C::ShrinkTop]);
    assert_eq!(session.cursor(), Cell::new(1, 1));
    assert!(matches!(save(&mut session), SaveOutcome::Saved { .. }));
    assert_eq!(scratch.read(), PACK, "grown and shrunk back");
    // A board that shrinks under the cursor takes it along.
    for _ in 0..6 {
        press(&mut session, &[C::CursorRight]);
    }
    assert_eq!(session.cursor(), Cell::new(6, 1));
    press(&mut session, &[C::ShrinkRight]);
    assert_eq!(session.cursor(), Cell::new(5, 1));
}

#[test]
fn a_board_that_is_no_level_is_not_solved_and_a_second_solve_stops_the_first() {
    let scratch = Scratch::new("solve", PACK);
    let mut session = open(&scratch.pack());
    press(&mut session, &[C::Erase]);
    let replies = press(&mut session, &[C::Solve]);
    assert!(
        matches!(replies.as_slice(), [Reply::NotPlayable(Problem::Level(_))]),
        "{replies:?}"
    );
    assert!(!session.solving());
    assert!(session.solver_status().is_none());
    assert!(session.playable().is_err());
    press(&mut session, &[C::Undo]);
    assert!(session.playable().is_ok(), "the worker is back");
    assert!(session.control(C::Solve).is_none());
    assert!(session.solving());
    assert!(session.control(C::Solve).is_none(), "again: stops");
    assert!(!session.solving());
    assert!(session.solver_status().is_some(), "says it stopped");
    press(&mut session, &[C::Wall]);
    assert!(
        matches!(
            session.solver_status(),
            Some(hitlab::editor::sokoban::SolverStatus::Stale)
        ),
        "an answer is never shown for a board it was not searched on"
    );
}

#[test]
fn a_stroke_paints_every_square_it_crosses_as_one_undo_step() {
    let scratch = Scratch::new("stroke", PACK);
    let mut session = open(&scratch.pack());
    session.set_tool(Tool::Goal);
    assert!(!session.drag(Cell::new(2, 1)), "no stroke before a press");
    assert!(session.press(Cell::new(2, 1)));
    assert!(session.drag(Cell::new(3, 1)));
    assert!(!session.drag(Cell::new(30, 1)), "off the board");
    session.release();
    assert!(!session.drag(Cell::new(4, 1)), "the stroke ended");
    assert_eq!(session.cursor(), Cell::new(3, 1));
    press(&mut session, &[C::Undo]);
    assert!(!session.unsaved(), "one step undoes the whole stroke");
}

#[test]
fn a_file_changed_on_disk_is_overwritten_only_by_a_second_save() {
    let scratch = Scratch::new("theirs", PACK);
    let mut session = open(&scratch.pack());
    let theirs = PACK.replace("; mine", "; theirs");
    std::fs::write(scratch.pack(), &theirs).unwrap();
    press(&mut session, &[C::Goal]);
    assert!(matches!(save(&mut session), SaveOutcome::ChangedOnDisk(p) if p == scratch.pack()));
    assert_eq!(scratch.read(), theirs, "not overwritten unawares");
    assert!(matches!(save(&mut session), SaveOutcome::Saved { .. }));
    assert_eq!(scratch.read(), PACK.replace("#@ $ .#", "#+ $ .#"));
}

#[test]
fn leaving_with_changes_not_saved_warns_once_each_way_at_each_version() {
    let scratch = Scratch::new("leave", PACK);
    let mut session = open(&scratch.pack());
    assert!(!session.warn_unsaved(Leaving::Escape), "nothing to lose");
    press(&mut session, &[C::CursorRight, C::Goal]);
    assert!(session.warn_unsaved(Leaving::Escape), "the first Esc warns");
    assert!(!session.warn_unsaved(Leaving::Escape), "the second leaves");
    assert!(session.warn_unsaved(Leaving::Close), "closing still asks");
    assert!(!session.warn_unsaved(Leaving::Close));
    press(&mut session, &[C::Wall]);
    assert!(
        session.warn_unsaved(Leaving::Escape),
        "a new edit warns again"
    );
    press(&mut session, &[C::Undo, C::Undo]);
    assert!(
        !session.warn_unsaved(Leaving::Close),
        "undone back to the file"
    );
    press(&mut session, &[C::Floor]);
    assert!(matches!(save(&mut session), SaveOutcome::Saved { .. }));
    assert!(!session.warn_unsaved(Leaving::Escape), "saved");
}

#[test]
fn a_copy_of_an_untitled_level_is_titled_in_the_files_words() {
    let scratch = Scratch::new("copy", "#####\n#@$.#\n#####\n");
    let mut session = open(&scratch.pack());
    assert_eq!(session.level_title(), None);
    assert_eq!(session.file_level_name(), "Level 1");
    press(&mut session, &[C::CopyLevel]);
    assert_eq!(session.editor().level(), 1);
    assert_eq!(session.level_title().as_deref(), Some("Copy of Level 1"));
    press(&mut session, &[C::NewLevel]);
    assert_eq!(session.level_title().as_deref(), Some("New level"));
    assert_eq!(session.editor().level_count(), 3);
    press(&mut session, &[C::NextLevel]);
    assert_eq!(session.editor().level(), 2, "no level after the last");
    press(&mut session, &[C::PrevLevel, C::PrevLevel, C::PrevLevel]);
    assert_eq!(session.editor().level(), 0, "none before the first");
}

#[test]
fn a_new_file_starts_as_a_walled_room_and_play_is_asked_of_the_screen() {
    let dir = Scratch::new("new", "");
    let path = dir.0.join("new.xsb");
    let mut session = EditorSession::open(&path, "", 0);
    assert!(session.editor().level_count() == 1);
    assert_eq!(press(&mut session, &[C::Play]), [Reply::Play]);
    assert!(session.unsaved(), "the room is not in the file yet");
    assert!(matches!(save(&mut session), SaveOutcome::Saved { .. }));
    assert!(
        std::fs::read_to_string(&path)
            .unwrap()
            .contains("New level")
    );
}
