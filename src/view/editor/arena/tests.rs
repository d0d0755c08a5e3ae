//! The editor's screen without a window: scripts drive it, play from here
//! and Esc come back to it as it was, Esc warns before edits are lost.

use std::path::PathBuf;

use glam::Vec2;
use hitlab::sim::Script;

use super::ArenaEditorScreen;
use crate::view::screen::{Launch, ModeScreen};
use hitlab::i18n::Said;

fn launch(level: PathBuf) -> Launch {
    Launch {
        data_dir: None,
        seed: 1,
        level_path: Some(level),
        window: Vec2::new(1280.0, 720.0),
        practice: false,
        last_choice: None,
        daily: None,
    }
}

fn scripted(level: PathBuf, script: &str, steps: usize) -> ArenaEditorScreen {
    let mut screen = ArenaEditorScreen::new(&launch(level)).expect("opens");
    let script = Script::parse(script).expect("a script");
    screen.set_script(&script).expect("the editor's controls");
    for _ in 0..steps {
        screen.step();
    }
    screen
}

#[test]
fn play_from_here_and_esc_come_back_to_the_editor_as_it_was() {
    let level = hitlab::resources::resolve("arenas/spinning_tip.toml");
    let mut screen = scripted(level, "0:select_next,1:select_next,2:move_up,3:play", 10);
    assert!(screen.playing.is_some(), "{:?}", screen.notice);
    let text = screen.editor.text().to_owned();
    assert!(screen.escape(), "Esc ends the round, not the editor");
    assert!(screen.playing.is_none());
    assert_eq!(screen.editor.text(), text);
    assert_eq!(screen.editor.history_counts(), (1, 0));
}

#[test]
fn esc_with_edits_not_saved_warns_once_then_leaves() {
    let level = hitlab::resources::resolve("arenas/thin_tip.toml");
    let mut screen = scripted(level, "0:wider", 3);
    assert!(screen.editor.unsaved());
    assert!(screen.escape(), "the first Esc warns");
    assert!(
        screen
            .notice
            .as_ref()
            .is_some_and(|n| n.text().contains("not saved"))
    );
    assert!(!screen.escape(), "the second leaves");
}

#[test]
fn closing_the_window_with_edits_not_saved_is_held_once_and_leaves_play() {
    let level = hitlab::resources::resolve("arenas/thin_tip.toml");
    let mut screen = ArenaEditorScreen::new(&launch(level.clone())).expect("opens");
    assert!(!screen.hold_close(), "nothing edited: the window closes");
    let mut screen = scripted(level, "0:wider,2:play", 4);
    assert!(screen.playing.is_some(), "{:?}", screen.notice);
    assert!(screen.hold_close(), "the first close is held");
    assert!(
        screen.playing.is_none(),
        "back in the editor, which says why"
    );
    let said = screen.notice.as_ref().map(Said::text).unwrap_or_default();
    assert!(said.contains("close the window again"), "{said}");
    assert!(!screen.hold_close(), "the second closes");
    assert!(
        screen.editor.unsaved(),
        "nothing was saved or lost on the way"
    );
}

#[test]
fn a_file_not_there_yet_opens_as_a_new_arena_and_play_waits_for_a_target() {
    let level = std::env::temp_dir().join(format!("hitlab-new-{}.toml", std::process::id()));
    let _ = std::fs::remove_file(&level);
    let mut screen = scripted(level.clone(), "0:play", 2);
    assert!(screen.playing.is_none());
    assert_eq!(
        screen.notice.as_ref().map(Said::text),
        Some(super::words::cannot_play())
    );
    assert!(!level.exists(), "nothing is written before a save");
    assert!(!screen.escape(), "nothing edited: Esc leaves at once");
}

#[test]
fn a_notice_on_screen_follows_a_language_switch() {
    use hitlab::i18n::{Lang, set_lang};
    let level = std::env::temp_dir().join(format!("hitlab-lang-{}.toml", std::process::id()));
    let _ = std::fs::remove_file(&level);
    let screen = scripted(level, "0:play", 2);
    let notice = screen.notice.clone().expect("play says why it waits");
    let english = notice.text();
    set_lang(Lang::Ja);
    let japanese = notice.text();
    set_lang(Lang::En);
    assert_ne!(english, japanese);
    assert_eq!(
        japanese,
        hitlab::i18n::tr_in(Lang::Ja, "arena-editor-cannot-play", &[])
    );
}

#[test]
fn a_change_made_elsewhere_is_opened_again_unless_edits_wait() {
    let dir = std::env::temp_dir().join(format!("hitlab-elsewhere-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a folder");
    let level = dir.join("tip.toml");
    let text = include_str!("../../../../resources/arenas/thin_tip.toml");
    hitlab::files::write(&level, text).expect("written");
    let mut screen = ArenaEditorScreen::new(&launch(level.clone())).expect("opens");
    assert!(!screen.poll_files(), "nothing changed yet");
    let elsewhere = text.replace("round_seconds = 60", "round_seconds = 120");
    // A length of its own: a file system with whole-second times still
    // sees the change.
    assert_ne!(elsewhere, text);
    hitlab::files::write(&level, &elsewhere).expect("written elsewhere");
    assert!(screen.poll_files());
    assert_eq!(screen.editor.text(), elsewhere);
    assert_eq!(
        screen.notice.as_ref().map(Said::text),
        Some(super::words::reloaded())
    );
    // With an edit waiting, the change is only told.
    let script = Script::parse("0:wider").expect("a script");
    screen.set_script(&script).expect("the editor's controls");
    screen.step();
    hitlab::files::write(&level, text).expect("written elsewhere again");
    assert!(screen.poll_files());
    assert_eq!(
        screen.notice.as_ref().map(Said::text),
        Some(super::words::changed_elsewhere())
    );
    assert!(screen.editor.unsaved());
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn enter_types_into_a_text_field_and_every_key_then_types() {
    use crate::view::keymap::KeyEvent;
    use ggez::winit::keyboard::KeyCode;
    let level = hitlab::resources::resolve("arenas/spinning_tip.toml");
    let mut screen = ArenaEditorScreen::new(&launch(level)).expect("opens");
    let press = |screen: &mut ArenaEditorScreen, event: KeyEvent| {
        screen.key(&event, true);
        screen.step();
        screen.key(&event, false);
        screen.step();
    };
    // The arena's first field is its name: Enter types, it does not play.
    press(&mut screen, KeyEvent::code(KeyCode::Enter));
    assert!(screen.playing.is_none());
    assert!(screen.takes_text());
    assert_eq!(screen.editor.typing(), Some("Spinning tip"));
    // Letters that are shortcuts elsewhere (W widens) and `?` type.
    press(&mut screen, KeyEvent::typing(KeyCode::KeyW, "W"));
    press(&mut screen, KeyEvent::code(KeyCode::Space));
    press(&mut screen, KeyEvent::typing(KeyCode::Slash, "?"));
    press(&mut screen, KeyEvent::typing(KeyCode::KeyX, "x"));
    press(&mut screen, KeyEvent::code(KeyCode::Backspace));
    assert_eq!(screen.editor.typing(), Some("Spinning tipW ?"));
    assert_eq!(screen.editor.draft().size, [24.0, 16.0]);
    press(&mut screen, KeyEvent::code(KeyCode::Enter));
    assert!(!screen.takes_text());
    assert_eq!(
        screen.editor.draft().name.as_deref(),
        Some("Spinning tipW ?")
    );
    assert_eq!(screen.editor.history_counts(), (1, 0));
    // Esc while typing cancels the typing, and leaves nothing.
    press(&mut screen, KeyEvent::code(KeyCode::Enter));
    press(&mut screen, KeyEvent::typing(KeyCode::KeyX, "x"));
    assert!(screen.escape(), "Esc ends the typing, not the editor");
    assert_eq!(screen.editor.typing(), None);
    assert_eq!(
        screen.editor.draft().name.as_deref(),
        Some("Spinning tipW ?")
    );
    // On a number field Enter plays.
    let next = KeyEvent::code(KeyCode::PageDown);
    press(&mut screen, next.clone());
    press(&mut screen, next);
    press(&mut screen, KeyEvent::code(KeyCode::Enter));
    assert!(screen.playing.is_some(), "{:?}", screen.notice);
}

#[test]
fn an_input_method_composes_beside_the_typed_text_then_commits_into_it() {
    use crate::view::keymap::KeyEvent;
    use ggez::winit::keyboard::KeyCode;
    let level = hitlab::resources::resolve("arenas/spinning_tip.toml");
    let mut screen = ArenaEditorScreen::new(&launch(level)).expect("opens");
    let shown = |screen: &ArenaEditorScreen| super::panel::typed(&screen.editor);
    let enter = |screen: &mut ArenaEditorScreen| {
        let key = KeyEvent::code(KeyCode::Enter);
        screen.key(&key, true);
        screen.step();
        screen.key(&key, false);
        screen.step();
    };
    enter(&mut screen);
    assert!(screen.takes_text());
    // Kana being composed show after the typed text, not yet in it.
    screen.compose("にほん");
    assert_eq!(shown(&screen).as_deref(), Some("Spinning tipにほん_"));
    assert_eq!(screen.editor.typing(), Some("Spinning tip"));
    // The converted text is committed as a key's text, the composing gone.
    screen.compose("");
    screen.key(&KeyEvent::text("日本"), true);
    assert_eq!(shown(&screen).as_deref(), Some("Spinning tip日本_"));
    enter(&mut screen);
    assert_eq!(
        screen.editor.draft().name.as_deref(),
        Some("Spinning tip日本")
    );
    // Typing ended by Esc with a composition left over: it does not show
    // in the next typing.
    enter(&mut screen);
    screen.compose("か");
    assert!(screen.escape());
    enter(&mut screen);
    assert_eq!(shown(&screen).as_deref(), Some("Spinning tip日本_"));
}

#[test]
fn nothing_selected_names_the_key_that_selects() {
    assert_eq!(
        super::words::nothing_selected(
            &super::keys::KEYS.first_key(hitlab::editor::arena::EditorControl::SelectNext)
        ),
        "Nothing selected: Tab or a click selects a part."
    );
}

/// A save that fails says so in the error colour, not as "Saved", and a
/// scripted run that asked for it learns why (and exits non-zero).
#[test]
fn a_save_that_fails_is_a_failure_on_screen_and_for_the_run() {
    let dir = tempfile::tempdir().unwrap();
    let level = dir.path().join("taken.toml");
    let mut screen = scripted(level.clone(), "0:wider", 2);
    assert!(screen.failed_save().is_none());
    // A folder takes the file's name: nothing can be saved over it.
    std::fs::create_dir(&level).unwrap();
    let script = Script::parse("0:save").expect("a script");
    screen.set_script(&script).expect("the editor's controls");
    for _ in 0..2 {
        screen.step();
    }
    let why = screen.failed_save().expect("the run knows the save failed");
    assert!(why.contains("a folder"), "{why}");
    assert!(screen.notice.is_some() && screen.notice == screen.failed_notice);
    let said = screen.notice.as_ref().map(Said::text).unwrap_or_default();
    assert_eq!(said, super::words::save_failed(&why));
    assert!(level.is_dir(), "the folder is left as it was");
}

/// An empty file is a new arena, as a file not there yet is, and saving
/// fills it.
#[test]
fn an_empty_file_opens_as_a_new_arena_and_saves_into_it() {
    let dir = tempfile::tempdir().unwrap();
    let level = dir.path().join("empty.toml");
    hitlab::files::write(&level, "").unwrap();
    let screen = scripted(level.clone(), "0:save", 2);
    assert!(screen.failed_save().is_none(), "{:?}", screen.failed_save());
    let saved = std::fs::read_to_string(&level).unwrap();
    assert!(saved.contains("name = \"Empty\""), "{saved}");
}
