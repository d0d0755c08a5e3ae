//! A control rebound in the settings drives the game through the window's
//! key path, and the help shows its new key.

use ggez::glam::Vec2;
use ggez::winit::keyboard::{KeyCode, NamedKey};

use hitlab::settings::Settings;
use hitlab::settings::keys::KeyBindings;

use super::{KeyRoute, Overlay, route_key};
use crate::app::modes::{ModeId, open_mode};
use crate::cli::preference_flags::PreferenceFlags;
use crate::view::keymap::{KeyEvent, install, set_rebound};
use crate::view::screen::{Launch, ModeScreen};

fn launch() -> Launch {
    Launch {
        data_dir: None,
        seed: 1,
        level_path: None,
        window: Vec2::new(1280.0, 720.0),
        practice: true,
        last_choice: None,
        daily: None,
    }
}

/// Shells fired so far, from the round's report.
fn shots(screen: &dyn ModeScreen) -> u64 {
    u64::from(screen.round_report().expect("the shooter reports").shots)
}

/// Presses and releases `event` as the window does, a step between.
fn press(screen: &mut dyn ModeScreen, event: &KeyEvent) {
    let route = route_key(event, screen.takes_text(), Overlay::Nothing, true);
    assert_eq!(route, KeyRoute::Mode, "{event:?} goes to the mode");
    screen.key(event, true);
    screen.step();
    screen.key(event, false);
    for _ in 0..30 {
        screen.step();
    }
}

#[test]
fn a_control_rebound_in_the_settings_drives_the_game_and_the_help_names_it() {
    // As a window starts: the settings' [keys], the --keys file over them.
    let settings: Settings = toml::from_str("[keys.shooter]\nfire = \"J\"\n").unwrap();
    let keys = PreferenceFlags::default().key_bindings(&settings).unwrap();
    assert_eq!(install(&keys), Vec::<String>::new());
    let mut screen = open_mode(ModeId::Shooter, &launch()).expect("the shooter opens");
    screen.step();
    assert_eq!(shots(screen.as_ref()), 0);

    press(screen.as_mut(), &KeyEvent::typing(KeyCode::KeyJ, "j"));
    assert_eq!(shots(screen.as_ref()), 1, "J fires");
    press(screen.as_mut(), &KeyEvent::typing(KeyCode::Space, " "));
    assert_eq!(shots(screen.as_ref()), 1, "Space no longer does");

    let fire = crate::view::keymap::control_words(
        "shooter",
        hitlab::modes::shooter::ShooterControl::Fire,
        &[],
    );
    let help = screen.help();
    let row = help
        .iter()
        .find(|row| row.action == fire)
        .expect("a fire row");
    assert_eq!(row.keys, "J");

    set_rebound(KeyBindings::default());
    let help = screen.help();
    let row = help
        .iter()
        .find(|row| row.action == fire)
        .expect("a fire row");
    assert_eq!(row.keys, "A / Space", "the defaults again");
}

#[test]
fn a_keys_file_is_read_over_the_settings() {
    let temp = tempfile::tempdir().unwrap();
    let path = temp.path().join("keys.toml");
    hitlab::files::write(&path, "[keys.shooter]\npause = \"K\"\nfire = \"Hyper+J\"\n").unwrap();
    let settings: Settings = toml::from_str("[keys.shooter]\nfire = \"J\"\n").unwrap();
    let flags = PreferenceFlags {
        keys: Some(path),
        ..PreferenceFlags::default()
    };
    let keys = flags.key_bindings(&settings).unwrap();
    let plain = |key| Some(vec![hitlab::settings::keys::Chord::plain(key)]);
    assert_eq!(keys.get("shooter", "pause").map(<[_]>::to_vec), plain("K"));
    assert_eq!(
        keys.get("shooter", "fire").map(<[_]>::to_vec),
        plain("J"),
        "a binding the file cannot give leaves the settings' in force"
    );
    let missing = PreferenceFlags {
        keys: Some(temp.path().join("none.toml")),
        ..PreferenceFlags::default()
    };
    assert!(missing.key_bindings(&Settings::default()).is_err());
}

#[test]
fn a_key_chosen_on_the_keys_page_drives_the_game_at_once() {
    use crate::view::app_keys::AppKey;
    use hitlab::screens::navigation::Request;

    set_rebound(KeyBindings::default());
    let mut page = open_mode(ModeId::Keys, &launch()).expect("the keys page opens");
    // The shooter's fifth control is fire.
    for key in [KeyCode::ArrowDown; 4] {
        press_on(page.as_mut(), &KeyEvent::code(key));
    }
    press_on(page.as_mut(), &KeyEvent::code(KeyCode::Enter));
    assert!(page.takes_text(), "it waits for the new key");
    // The window's own keys reach it while it waits, and are refused.
    let f1 = KeyEvent::code(KeyCode::F1);
    assert_eq!(
        route_key(&f1, page.takes_text(), Overlay::Nothing, true),
        KeyRoute::Mode
    );
    page.key(&f1, true);
    assert_eq!(page.take_request(), None, "nothing changed");
    press_on(page.as_mut(), &KeyEvent::typing(KeyCode::KeyJ, "j"));
    assert_eq!(page.take_request(), Some(Request::KeepSettings));
    assert!(!page.takes_text());
    // Esc cancels a wait rather than leaving.
    press_on(page.as_mut(), &KeyEvent::code(KeyCode::Enter));
    let esc = KeyEvent::named(KeyCode::Escape, NamedKey::Escape);
    let route = route_key(&esc, page.takes_text(), Overlay::Nothing, true);
    assert_eq!(route, KeyRoute::App(AppKey::Escape));
    assert!(page.escape(), "the page used it");
    assert!(!page.escape(), "then Esc leaves");

    let mut shooter = open_mode(ModeId::Shooter, &launch()).expect("the shooter opens");
    shooter.step();
    press(shooter.as_mut(), &KeyEvent::typing(KeyCode::KeyJ, "j"));
    assert_eq!(shots(shooter.as_ref()), 1, "J fires");
    set_rebound(KeyBindings::default());
}

/// A key press on a screen that is not playing, routed as the window does.
fn press_on(screen: &mut dyn ModeScreen, event: &KeyEvent) {
    assert_eq!(
        route_key(event, screen.takes_text(), Overlay::Nothing, true),
        KeyRoute::Mode,
        "{event:?}"
    );
    screen.key(event, true);
    screen.key(event, false);
}
