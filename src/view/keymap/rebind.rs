//! The player's keys in force, and what the keys page asks of a mode's
//! table: its controls, their keys, and whether a key is free for one of
//! them. The bindings themselves (names, reading, reset, clashes) are the
//! core's ([`KeyBindings`]); here they meet the keyboard's codes.

use std::cell::RefCell;

use ggez::winit::keyboard::{KeyCode, NamedKey};
use hitlab::i18n::{tr, tr_args};
use hitlab::settings::keys::{Chord, KeyBindings, clash};
use hitlab::sim::Control;

use super::{Condition, Key, KeyEvent, Keymap, Modifier, Press, control_words};
use crate::view::app_keys::app_help;

thread_local! {
    /// The bindings in force. The window runs on one thread; each test
    /// thread starts from the defaults.
    static REBOUND: RefCell<KeyBindings> = RefCell::new(KeyBindings::default());
}

/// Puts `bindings` in force: every table lookup follows them from now on.
pub fn set_rebound(bindings: KeyBindings) {
    REBOUND.with(|r| *r.borrow_mut() = bindings);
}

/// Puts `bindings` (read from the settings and `--keys`) in force, but
/// for a control given a key another control of its screen or the window
/// already has: that control keeps its defaults, and the returned warning
/// says why (`keys.shooter.pause: Space is already the key for “fire”`).
#[must_use]
pub fn install(bindings: &KeyBindings) -> Vec<String> {
    set_rebound(KeyBindings::default());
    let mut warnings = Vec::new();
    // In the tables' order, so of two controls given one key the one the
    // page lists first keeps it, whatever order the file has.
    let wanted = rebindable_tables().into_iter().flat_map(|(table, _)| {
        let mode = table.mode();
        table
            .controls()
            .into_iter()
            .filter_map(move |control| Some((table, mode, control, bindings.get(mode, control)?)))
    });
    for (table, mode, control, chords) in wanted {
        // Its own old keys are free: the control gives them up.
        let mut in_force = rebound();
        in_force.set(mode, control, Vec::new());
        set_rebound(in_force.clone());
        let refused = chords.iter().find_map(|&c| table.refusal(control, c));
        match refused {
            Some(why) => {
                in_force.reset(mode, control);
                warnings.push(format!("keys.{mode}.{control}: {why}"));
            }
            None => in_force.set(mode, control, chords.to_vec()),
        }
        set_rebound(in_force);
    }
    warnings
}

/// The bindings in force.
#[must_use]
pub fn rebound() -> KeyBindings {
    with_rebound(KeyBindings::clone)
}

pub(super) fn with_rebound<R>(f: impl FnOnce(&KeyBindings) -> R) -> R {
    REBOUND.with(|r| f(&r.borrow()))
}

/// Each key a binding may name and the key by place it stands for: letters
/// and digits sit where the hand expects them on any layout, as the tables'
/// own do.
const CODES: [(&str, KeyCode); 71] = {
    use KeyCode::*;
    [
        ("A", KeyA),
        ("B", KeyB),
        ("C", KeyC),
        ("D", KeyD),
        ("E", KeyE),
        ("F", KeyF),
        ("G", KeyG),
        ("H", KeyH),
        ("I", KeyI),
        ("J", KeyJ),
        ("K", KeyK),
        ("L", KeyL),
        ("M", KeyM),
        ("N", KeyN),
        ("O", KeyO),
        ("P", KeyP),
        ("Q", KeyQ),
        ("R", KeyR),
        ("S", KeyS),
        ("T", KeyT),
        ("U", KeyU),
        ("V", KeyV),
        ("W", KeyW),
        ("X", KeyX),
        ("Y", KeyY),
        ("Z", KeyZ),
        ("0", Digit0),
        ("1", Digit1),
        ("2", Digit2),
        ("3", Digit3),
        ("4", Digit4),
        ("5", Digit5),
        ("6", Digit6),
        ("7", Digit7),
        ("8", Digit8),
        ("9", Digit9),
        ("F1", F1),
        ("F2", F2),
        ("F3", F3),
        ("F4", F4),
        ("F5", F5),
        ("F6", F6),
        ("F7", F7),
        ("F8", F8),
        ("F9", F9),
        ("F10", F10),
        ("F11", F11),
        ("F12", F12),
        ("Space", Space),
        ("Enter", Enter),
        ("Tab", Tab),
        ("Backspace", Backspace),
        ("Delete", Delete),
        ("Home", Home),
        ("End", End),
        ("PageUp", PageUp),
        ("PageDown", PageDown),
        ("Up", ArrowUp),
        ("Down", ArrowDown),
        ("Left", ArrowLeft),
        ("Right", ArrowRight),
        ("Esc", Escape),
        (",", Comma),
        (".", Period),
        (";", Semicolon),
        ("'", Quote),
        ("[", BracketLeft),
        ("]", BracketRight),
        ("-", Minus),
        ("=", Equal),
        ("/", Slash),
    ]
};

/// The keys named by meaning in the tables that have a key by place of the
/// same name.
const NAMED: [(NamedKey, KeyCode); 22] = [
    (NamedKey::F1, KeyCode::F1),
    (NamedKey::F2, KeyCode::F2),
    (NamedKey::F3, KeyCode::F3),
    (NamedKey::F4, KeyCode::F4),
    (NamedKey::F5, KeyCode::F5),
    (NamedKey::F6, KeyCode::F6),
    (NamedKey::F7, KeyCode::F7),
    (NamedKey::F8, KeyCode::F8),
    (NamedKey::F9, KeyCode::F9),
    (NamedKey::F10, KeyCode::F10),
    (NamedKey::F11, KeyCode::F11),
    (NamedKey::F12, KeyCode::F12),
    (NamedKey::Escape, KeyCode::Escape),
    (NamedKey::Enter, KeyCode::Enter),
    (NamedKey::Space, KeyCode::Space),
    (NamedKey::Tab, KeyCode::Tab),
    (NamedKey::PageUp, KeyCode::PageUp),
    (NamedKey::PageDown, KeyCode::PageDown),
    (NamedKey::ArrowUp, KeyCode::ArrowUp),
    (NamedKey::ArrowDown, KeyCode::ArrowDown),
    (NamedKey::ArrowLeft, KeyCode::ArrowLeft),
    (NamedKey::ArrowRight, KeyCode::ArrowRight),
];

/// The press a chord stands for: its key by place, with its modifiers (a
/// bare key counts whatever is held, as the tables' do).
#[must_use]
pub fn press_of_chord(chord: Chord) -> Press {
    let code = CODES
        .iter()
        .find(|(name, _)| *name == chord.key)
        .map_or(KeyCode::Escape, |&(_, code)| code);
    let modifier = match (chord.ctrl, chord.shift) {
        (true, true) => Some(Modifier::CtrlShift),
        (true, false) => Some(Modifier::Ctrl),
        (false, true) => Some(Modifier::Shift),
        (false, false) => None,
    };
    Press {
        key: Key::Code(code),
        modifier,
    }
}

/// The chord a key by place is, with `ctrl` and `shift` held.
fn chord_of_code(code: KeyCode, ctrl: bool, shift: bool) -> Option<Chord> {
    let key = CODES.iter().find(|(_, c)| *c == code)?.0;
    Some(Chord { ctrl, shift, key })
}

/// The chord a table's press is, if a binding can name it (`?` by the
/// character it types cannot: it is another key on each layout).
fn chord_of_press(press: Press) -> Option<Chord> {
    let code = match press.key {
        Key::Code(code) => code,
        Key::Named(named) => NAMED.iter().find(|(n, _)| *n == named)?.1,
        Key::Char(text) => CODES.iter().find(|(name, _)| *name == text)?.1,
    };
    let (ctrl, shift) = match press.modifier {
        None => (false, false),
        Some(Modifier::Ctrl) => (true, false),
        Some(Modifier::Shift) => (false, true),
        Some(Modifier::CtrlShift) => (true, true),
    };
    chord_of_code(code, ctrl, shift)
}

impl KeyEvent {
    /// The chord this key press is, for the keys page to bind: `None` for
    /// a key a binding cannot name (a modifier pressed alone).
    #[must_use]
    pub fn chord(&self) -> Option<Chord> {
        chord_of_code(self.code?, self.ctrl, self.shift)
    }
}

/// What the keys page asks of one mode's table.
pub trait Rebindable {
    /// The mode, as `hitlab controls` names it.
    fn mode(&self) -> &'static str;
    /// The controls' script names, in the help's order.
    fn controls(&self) -> Vec<&'static str>;
    /// What `control` does, in the current language.
    fn words(&self, control: &str) -> String;
    /// `control`'s keys as the help shows them.
    fn keys_of_control(&self, control: &str) -> String;
    /// Why `control` cannot have `chord`, in words ("Space is already the
    /// key for “fire”"): another control of the screen holds it in the same
    /// state, or the window does (F1, Esc). `None`: it is free.
    fn refusal(&self, control: &str, chord: Chord) -> Option<String>;
}

impl<C: Control, W: Condition> Rebindable for Keymap<C, W> {
    fn mode(&self) -> &'static str {
        self.rebind.map_or("", |(mode, _)| mode)
    }

    fn controls(&self) -> Vec<&'static str> {
        C::all().iter().map(|c| c.name()).collect()
    }

    fn words(&self, control: &str) -> String {
        C::from_name(control).map_or_else(String::new, |c| {
            let words = control_words(self.mode(), c, &[]);
            // A control's words that need a number the screen fills in
            // ("per step: 2°") are cut before it here.
            words
                .split_once(" (")
                .map_or(words.clone(), |(head, _)| head.to_owned())
        })
    }

    fn keys_of_control(&self, control: &str) -> String {
        C::from_name(control).map_or_else(String::new, |c| self.keys(c))
    }

    fn refusal(&self, control: &str, chord: Chord) -> Option<String> {
        let rows = self.rows();
        let state = rows
            .iter()
            .find(|row| row.control.name() == control)
            .and_then(|row| row.when);
        let own: Vec<(String, Vec<Chord>)> = rows
            .iter()
            .filter(|row| row.when == state)
            .map(|row| {
                let chords = row.presses.iter().filter_map(|&p| chord_of_press(p));
                (row.control.name().to_owned(), chords.collect())
            })
            .collect();
        let holders = own
            .iter()
            .map(|(name, chords)| (name.as_str(), &chords[..]));
        if let Some(holder) = clash(holders, control, chord) {
            return Some(refused(chord, &self.words(holder)));
        }
        app_key_holder(chord).map(|words| refused(chord, &words))
    }
}

/// What the window does with `chord` on every screen, if anything.
fn app_key_holder(chord: Chord) -> Option<String> {
    // The help's rows for the app's keys, matched by the key column.
    let label = press_of_chord(chord).label()?;
    app_help(true, None).into_iter().find_map(|row| {
        let taken = row.keys.split(" / ").any(|key| key == label);
        taken.then_some(row.action)
    })
}

/// Why the key of `event` cannot be bound, when the window takes it
/// before any screen does: `?` (the help) is Shift+/ on one layout and a
/// key of its own on another, so it is known by what it types, not by
/// its place.
#[must_use]
pub fn window_refusal(event: &KeyEvent) -> Option<String> {
    let app = crate::view::app_keys::AppKey::of(event)?;
    let keys = crate::view::app_keys::APP_KEYS.keys(app);
    let words = app_help(true, None)
        .into_iter()
        .find(|row| row.keys == keys)
        .map(|row| row.action)?;
    let key = event
        .typed_text()
        .filter(|text| !text.trim().is_empty())
        .map(str::to_owned)
        .or_else(|| event.chord().and_then(|c| press_of_chord(c).label()))?;
    Some(tr_args(
        "keys-clash",
        &[("key", key.into()), ("what", words.into())],
    ))
}

fn refused(chord: Chord, words: &str) -> String {
    let key = press_of_chord(chord).label().unwrap_or_default();
    tr_args("keys-clash", &[("key", key.into()), ("what", words.into())])
}

/// The tables the player may rebind, one per mode, in the order the keys
/// page lists them.
#[must_use]
pub fn rebindable_tables() -> [(&'static dyn Rebindable, String); 5] {
    [
        (&crate::view::shooter::keys::KEYS, tr("mode-shooter")),
        (&crate::view::raylab::keys::KEYS, tr("mode-raylab")),
        (&crate::view::sokoban::keys::KEYS, tr("mode-sokoban")),
        (
            &crate::view::editor::sokoban::keys::KEYS,
            tr("mode-sokoban-editor"),
        ),
        (
            &crate::view::editor::arena::keys::KEYS,
            tr("mode-arena-editor"),
        ),
    ]
}

/// The keys every screen shares, for a test that no table may take them.
#[cfg(test)]
fn app_chords() -> Vec<Chord> {
    crate::view::app_keys::APP_KEYS
        .bindings
        .iter()
        .flat_map(|b| b.presses.iter().filter_map(|&p| chord_of_press(p)))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use hitlab::modes::shooter::ShooterControl;
    use hitlab::settings::keys;

    /// Puts `bindings` in force for the rest of the test's thread.
    fn rebind(mode: &str, control: &str, keys: &[&str]) {
        let mut bindings = rebound();
        let chords = keys.iter().map(|k| Chord::parse(k).unwrap()).collect();
        bindings.set(mode, control, chords);
        set_rebound(bindings);
    }

    #[test]
    fn every_key_name_has_a_place_and_a_label() {
        for name in keys::KEY_NAMES {
            let chord = Chord::plain(name);
            let press = press_of_chord(chord);
            assert_eq!(chord_of_press(press), Some(chord), "{name}");
            assert!(press.label().is_some(), "{name} has no label");
        }
        assert_eq!(
            press_of_chord(Chord::parse("Ctrl+Shift+Left").unwrap()).label(),
            Some("Ctrl+Shift+←".to_owned())
        );
    }

    #[test]
    fn a_rebound_control_has_the_new_keys_everywhere_and_the_old_are_free() {
        let table = &crate::view::shooter::keys::KEYS;
        let fire = |code| table.control(&KeyEvent::code(code), |_| false);
        assert_eq!(fire(KeyCode::Space), Some(ShooterControl::Fire));
        rebind("shooter", "fire", &["J"]);
        assert_eq!(fire(KeyCode::KeyJ), Some(ShooterControl::Fire));
        assert_eq!(fire(KeyCode::Space), None);
        assert_eq!(table.keys(ShooterControl::Fire), "J");
        assert_eq!(table.last_key(ShooterControl::Fire), "J");
        let released: Vec<_> = table.released(&KeyEvent::code(KeyCode::KeyJ)).collect();
        assert_eq!(released, [ShooterControl::Fire]);
        set_rebound(KeyBindings::default());
        assert_eq!(fire(KeyCode::Space), Some(ShooterControl::Fire));
    }

    #[test]
    fn a_key_held_by_another_control_or_the_window_is_refused_in_words() {
        let table: &dyn Rebindable = &crate::view::shooter::keys::KEYS;
        let said = |key| table.refusal("pause", Chord::parse(key).unwrap());
        assert_eq!(
            said("Space").as_deref(),
            Some("Space is already the key for “fire”")
        );
        assert!(said("F1").is_some_and(|s| s.starts_with("F1 is already")));
        assert!(said("Esc").is_some());
        assert_eq!(said("P"), None, "its own key");
        assert_eq!(said("Ctrl+Space"), None, "a chord is another key");
        assert_eq!(
            said("Enter"),
            None,
            "restart holds it on the end screen only"
        );
        assert!(table.refusal("next_arena", Chord::plain("Enter")).is_some());
        rebind("shooter", "fire", &["J"]);
        assert_eq!(said("Space"), None, "a key rebound away is free");
        assert!(said("J").is_some());
    }

    #[test]
    fn a_key_the_window_knows_by_what_it_types_is_refused_too() {
        let question = KeyEvent::typing(KeyCode::Slash, "?").with(Modifier::Shift);
        let said = window_refusal(&question).unwrap_or_default();
        assert!(said.starts_with("? is already the key for"), "{said}");
        assert_eq!(window_refusal(&KeyEvent::typing(KeyCode::KeyJ, "j")), None);
    }

    #[test]
    fn bindings_from_a_file_that_clash_are_left_out_with_why() {
        let mut bindings = KeyBindings::default();
        let set = |b: &mut KeyBindings, control, key| {
            b.set("shooter", control, vec![Chord::parse(key).unwrap()]);
        };
        set(&mut bindings, "fire", "J");
        set(&mut bindings, "pause", "Space");
        set(&mut bindings, "thrust", "F1");
        set(&mut bindings, "edit", "J");
        let warnings = install(&bindings);
        let in_force = rebound();
        assert_eq!(
            in_force.get("shooter", "fire"),
            Some(&[Chord::plain("J")][..])
        );
        assert_eq!(
            in_force.get("shooter", "pause"),
            Some(&[Chord::plain("Space")][..]),
            "Space is free once fire has J"
        );
        assert_eq!(in_force.get("shooter", "thrust"), None);
        assert_eq!(in_force.get("shooter", "edit"), None);
        assert_eq!(warnings.len(), 2, "{warnings:#?}");
        assert!(
            warnings
                .iter()
                .any(|w| w.starts_with("keys.shooter.thrust: F1 is already"))
        );
        assert!(
            warnings.contains(&"keys.shooter.edit: J is already the key for “fire”".to_owned())
        );
    }

    #[test]
    fn no_table_takes_a_key_of_the_window() {
        let app = app_chords();
        assert!(app.contains(&Chord::plain("F1")));
        for (table, _) in rebindable_tables() {
            for control in table.controls() {
                assert!(!table.keys_of_control(control).is_empty(), "{control}");
                for &chord in &app {
                    // Refused, whatever else the control has.
                    assert!(table.refusal(control, chord).is_some(), "{chord}");
                }
            }
        }
    }
}
