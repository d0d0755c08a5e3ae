//! The editor's screen driven by keys as a designer presses them: edits,
//! undo, save, play, leaving, and the level list's `E`. The rules behind
//! them (the cursor, saving over someone else's change, the warnings) are
//! the core session's, tested without a window in `tests/sokoban`.

use ggez::glam::Vec2;
use ggez::winit::keyboard::KeyCode;
use std::path::PathBuf;

use super::SokobanEditorScreen;
use crate::view::keymap::{KeyEvent, Modifier};
use crate::view::screen::{Launch, ModeScreen, Request};
use crate::view::sokoban::SokobanScreen;
use hitlab::i18n::Said;

fn launch(level: Option<PathBuf>) -> Launch {
    Launch {
        data_dir: None,
        seed: 0,
        level_path: level,
        window: Vec2::new(1280.0, 720.0),
        practice: false,
        last_choice: None,
        daily: None,
    }
}

fn scratch(name: &str, text: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("hitlab-edit-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a scratch folder");
    let path = dir.join("pack.xsb");
    hitlab::files::write(&path, text).expect("a scratch pack");
    path
}

/// Presses and releases `event`, then runs a step so the press acts.
fn press(screen: &mut impl ModeScreen, event: KeyEvent) {
    assert!(screen.key(&event, true), "{event:?} means nothing here");
    screen.key(&event, false);
    screen.step();
}

fn code(code: KeyCode) -> KeyEvent {
    KeyEvent::code(code)
}

fn ctrl(key: KeyCode) -> KeyEvent {
    KeyEvent::code(key).with(Modifier::Ctrl)
}

const PACK: &str = "; mine\n\n#######\n#@ $ .#\n#######\nTitle: One\n";

#[test]
fn keys_paint_undo_and_save_into_the_file() {
    let path = scratch("keys", PACK);
    let mut screen = SokobanEditorScreen::open(&path, 1, &launch(None)).expect("opens");
    // The cursor starts on the worker's row: right twice, then a box.
    press(&mut screen, code(KeyCode::ArrowRight));
    press(&mut screen, code(KeyCode::Digit4));
    press(&mut screen, ctrl(KeyCode::KeyS));
    let saved = std::fs::read_to_string(&path).unwrap_or_default();
    assert_eq!(saved, PACK.replace("#@ $ .#", "#@$$ .#"));
    assert!(
        screen.session.validity().level().is_none(),
        "two boxes, one goal"
    );
    press(&mut screen, ctrl(KeyCode::KeyZ));
    press(&mut screen, ctrl(KeyCode::KeyS));
    assert_eq!(std::fs::read_to_string(&path).unwrap_or_default(), PACK);
}

#[test]
fn a_board_that_is_no_level_is_neither_solved_nor_played() {
    let path = scratch("refuse", PACK);
    let mut screen = SokobanEditorScreen::open(&path, 1, &launch(None)).expect("opens");
    press(&mut screen, code(KeyCode::Digit7)); // erase the worker
    press(&mut screen, code(KeyCode::F5));
    assert!(!screen.session.solving());
    press(&mut screen, ctrl(KeyCode::KeyP));
    assert!(screen.playing.is_none());
    assert!(
        screen
            .message
            .as_ref()
            .is_some_and(|m| m.text().contains("no worker"))
    );
    press(&mut screen, ctrl(KeyCode::KeyZ));
    press(&mut screen, ctrl(KeyCode::KeyP));
    assert!(screen.playing.is_some(), "the board is a level again");
}

#[test]
fn e_in_the_level_list_asks_for_the_editor_on_that_level() {
    let path = scratch("list", PACK);
    let mut screen = SokobanScreen::new(&launch(Some(path.clone()))).expect("opens");
    press(&mut screen, code(KeyCode::Tab));
    press(&mut screen, code(KeyCode::KeyE));
    assert_eq!(screen.take_request(), Some(Request::EditPack(path, 1)));
}

#[test]
fn esc_warns_once_of_changes_not_saved_and_leaves_play_first() {
    let path = scratch("escape", PACK);
    let mut screen = SokobanEditorScreen::open(&path, 1, &launch(None)).expect("opens");
    assert!(
        screen.escape(),
        "nothing changed: Esc goes to play the pack"
    );
    assert_eq!(screen.take_request(), Some(Request::OpenPack(path.clone())));
    press(&mut screen, ctrl(KeyCode::KeyP));
    assert!(screen.escape(), "Esc leaves play first");
    assert!(screen.playing.is_none());
    press(&mut screen, code(KeyCode::ArrowRight));
    press(&mut screen, code(KeyCode::Digit3));
    assert!(screen.escape(), "the first Esc warns");
    assert_eq!(screen.take_request(), None);
    assert!(screen.escape(), "the second leaves");
    assert_eq!(screen.take_request(), Some(Request::OpenPack(path.clone())));
    press(&mut screen, ctrl(KeyCode::KeyS));
    press(&mut screen, code(KeyCode::Digit2));
    press(&mut screen, ctrl(KeyCode::KeyZ));
    assert!(screen.escape(), "back to what is saved: Esc leaves");
    assert_eq!(screen.take_request(), Some(Request::OpenPack(path)));
}

#[test]
fn closing_the_window_with_changes_not_saved_is_held_once_and_leaves_play() {
    let path = scratch("close", PACK);
    let mut screen = SokobanEditorScreen::open(&path, 1, &launch(None)).expect("opens");
    assert!(!screen.hold_close(), "nothing changed: the window closes");
    // A wall beside the worker: still a level to play.
    press(&mut screen, code(KeyCode::ArrowRight));
    press(&mut screen, code(KeyCode::Digit1));
    press(&mut screen, ctrl(KeyCode::KeyP));
    assert!(screen.playing.is_some());
    assert!(screen.hold_close(), "the first close is held");
    assert!(
        screen.playing.is_none(),
        "back in the editor, which says why"
    );
    let said = screen.message.as_ref().map(Said::text).unwrap_or_default();
    assert!(said.contains("close the window again"), "{said}");
    assert!(!screen.hold_close(), "the second closes");
    // An Esc warning is not a close warning: each way is asked once.
    press(&mut screen, code(KeyCode::ArrowRight));
    press(&mut screen, code(KeyCode::Digit3));
    assert!(screen.escape(), "Esc warns");
    assert!(screen.hold_close(), "and closing still asks");
    // Undone back to the file, nothing is held.
    press(&mut screen, ctrl(KeyCode::KeyZ));
    press(&mut screen, ctrl(KeyCode::KeyZ));
    assert!(!screen.hold_close());
}

#[test]
fn the_hints_name_the_keys_of_the_keymap() {
    use super::keys::KEYS;
    use hitlab::editor::sokoban::EditorControl as C;
    let tools = format!("{}–{}", KEYS.first_key(C::Wall), KEYS.first_key(C::Erase));
    assert_eq!(tools, "1–7");
    let hint = super::words::hint(&tools, "Ctrl+S", "F5", "P", "Ctrl+Z", "F1");
    assert!(hint.starts_with("arrows: cursor   1–7: paint   "), "{hint}");
    assert_eq!(
        super::words::playing_hint("P", "Esc"),
        "Playing the board being edited: P or Esc goes back to editing"
    );
}

/// A save that does not happen is a failure on screen (the error colour,
/// not the accent of "Saved") and for a scripted run.
#[test]
fn a_save_that_fails_is_a_failure_on_screen_and_for_the_run() {
    let path = scratch("save-fails", PACK);
    let mut screen = SokobanEditorScreen::open(&path, 1, &launch(None)).expect("opens");
    press(&mut screen, code(KeyCode::ArrowRight));
    press(&mut screen, code(KeyCode::Digit1));
    std::fs::remove_file(&path).unwrap();
    std::fs::create_dir(&path).unwrap();
    press(&mut screen, ctrl(KeyCode::KeyS));
    let why = screen.failed_save().expect("the run knows the save failed");
    assert!(why.contains("a folder"), "{why}");
    assert!(screen.message.is_some() && screen.message == screen.failed_message);
    assert!(path.is_dir(), "the folder is left as it was");
    // A save that works is news in the accent again.
    std::fs::remove_dir(&path).unwrap();
    press(&mut screen, ctrl(KeyCode::KeyS));
    assert!(screen.message.is_some() && screen.message != screen.failed_message);
    assert!(path.is_file());
}
