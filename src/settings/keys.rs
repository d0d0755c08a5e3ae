//! The player's own keys: which controls of which mode they rebound, and to
//! what. The window's key tables hold the defaults; these are only the
//! changes, kept in `settings.toml`'s `[keys]` table (and read from a file
//! of the same layout given as `--keys FILE`), one table per mode, each
//! control by its script name (`hitlab controls MODE`):
//!
//! ```toml
//! [keys.shooter]
//! fire = "J"
//! rotate_left = ["A", "Left"]
//! ```
//!
//! A key is written as its name, after the modifiers it needs held:
//! `Space`, `Ctrl+Z`, `Shift+Tab`, `F5`, `Left`, `W`, `1`, `[`. A binding
//! this version cannot take (an unknown mode, control or key) is left out
//! with a warning naming the file, the key and what is wrong; the rest
//! count.

use std::collections::BTreeMap;

use crate::sim::controls::controls;

controls! {
    /// What a player can ask of the keys page: keys, a gamepad and scripts
    /// (`--mode keys --script "0:next_mode,1:rebind"`) all become these.
    /// The new key itself is a key press, which no script sends.
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
    pub enum KeysControl {
        /// The control above (wrapping round to the last).
        Previous = "previous": "the control above",
        /// The control below (wrapping round to the first).
        Next = "next": "the control below",
        /// The mode before, its first control chosen.
        PreviousMode = "previous_mode": "the mode before",
        /// The next mode, its first control chosen.
        NextMode = "next_mode": "the next mode",
        /// Wait for the chosen control's new key.
        Rebind = "rebind": "press a new key for the chosen control",
        /// The chosen control back to its default keys.
        Reset = "reset": "the chosen control back to its default keys",
        /// Every control of every mode back to its default keys.
        ResetAll = "reset_all": "every control of every mode back to its default keys",
    }
}

/// Each key a binding may name, as it is written: letters and digits by
/// the key they are on, then the keys with names.
pub const KEY_NAMES: [&str; 64] = [
    "A",
    "B",
    "C",
    "D",
    "E",
    "F",
    "G",
    "H",
    "I",
    "J",
    "K",
    "L",
    "M",
    "N",
    "O",
    "P",
    "Q",
    "R",
    "S",
    "T",
    "U",
    "V",
    "W",
    "X",
    "Y",
    "Z",
    "0",
    "1",
    "2",
    "3",
    "4",
    "5",
    "6",
    "7",
    "8",
    "9",
    "F1",
    "F2",
    "F3",
    "F4",
    "F5",
    "F6",
    "F7",
    "F8",
    "F9",
    "F10",
    "F11",
    "F12",
    "Space",
    "Enter",
    "Tab",
    "Backspace",
    "Delete",
    "Home",
    "End",
    "PageUp",
    "PageDown",
    "Up",
    "Down",
    "Left",
    "Right",
    "Esc",
    ",",
    ".",
];

/// More keys with no letters to their name.
const MARKS: [&str; 7] = [";", "'", "[", "]", "-", "=", "/"];

/// Other spellings a person (or another program's key names) may use.
const ALIASES: [(&str, &str); 12] = [
    ("Escape", "Esc"),
    ("Return", "Enter"),
    ("Page Up", "PageUp"),
    ("Page Down", "PageDown"),
    ("ArrowUp", "Up"),
    ("ArrowDown", "Down"),
    ("ArrowLeft", "Left"),
    ("ArrowRight", "Right"),
    ("↑", "Up"),
    ("↓", "Down"),
    ("←", "Left"),
    ("→", "Right"),
];

/// The modes whose controls may be rebound, each with its controls'
/// script names: the screens' layer names them
/// (`hitlab::screens::keys::modes`), as `hitlab controls` does.
pub type Known = [(&'static str, Vec<&'static str>)];

/// A key and the modifiers held with it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Chord {
    /// Ctrl held.
    pub ctrl: bool,
    /// Shift held.
    pub shift: bool,
    /// The key's name, one of [`KEY_NAMES`] or the marks.
    pub key: &'static str,
}

impl Chord {
    /// `key` (a name as written, [`Chord::parse`]'s) with nothing held.
    #[must_use]
    pub fn plain(key: &'static str) -> Self {
        Self {
            ctrl: false,
            shift: false,
            key,
        }
    }

    /// Reads `Ctrl+Shift+Z`, `space`, `KeyW`, `Digit1`, `←`: the modifiers
    /// (Ctrl, Shift) in any order before the key, names in any case.
    ///
    /// # Errors
    /// A name that is no key or no modifier, said with what keys are.
    pub fn parse(text: &str) -> Result<Self, String> {
        let mut chord = Chord::plain("");
        let mut parts: Vec<&str> = text.split('+').map(str::trim).collect();
        let Some(key) = parts.pop() else {
            return Err(format!("\"{text}\" names no key"));
        };
        for modifier in parts {
            match modifier.to_ascii_lowercase().as_str() {
                "ctrl" | "control" => chord.ctrl = true,
                "shift" => chord.shift = true,
                _ => {
                    return Err(format!(
                        "\"{modifier}\" in \"{text}\" is not a modifier (Ctrl, Shift)"
                    ));
                }
            }
        }
        chord.key = key_name(key).ok_or_else(|| {
            format!(
                "\"{key}\" is not a key (a letter, a digit, F1 to F12, Space, Enter, Tab, \
                 Backspace, Delete, Home, End, PageUp, PageDown, Up, Down, Left, Right, \
                 or one of , . ; ' [ ] - = /)"
            )
        })?;
        Ok(chord)
    }
}

impl std::fmt::Display for Chord {
    /// As [`Chord::parse`] reads it back: `Ctrl+Shift+Z`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if self.ctrl {
            f.write_str("Ctrl+")?;
        }
        if self.shift {
            f.write_str("Shift+")?;
        }
        f.write_str(self.key)
    }
}

/// The name as written of the key `text` names, if any.
fn key_name(text: &str) -> Option<&'static str> {
    let text = text
        .strip_prefix("Key")
        .filter(|rest| rest.len() == 1)
        .or_else(|| text.strip_prefix("Digit").filter(|rest| rest.len() == 1))
        .unwrap_or(text);
    let alias = ALIASES
        .iter()
        .find(|(alias, _)| alias.eq_ignore_ascii_case(text))
        .map(|&(_, name)| name);
    let text = alias.unwrap_or(text);
    KEY_NAMES
        .iter()
        .chain(&MARKS)
        .find(|name| name.eq_ignore_ascii_case(text))
        .copied()
}

/// The controls the player rebound: for each mode, each control's keys.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct KeyBindings {
    modes: BTreeMap<String, BTreeMap<String, Vec<Chord>>>,
}

impl KeyBindings {
    /// The bindings of a `[keys]` table read from `source` (a file's name,
    /// for the warnings). A mode or control not `known`, or a key this
    /// version cannot take, is left out with a warning (returned, one per
    /// binding); the rest count.
    #[must_use]
    pub fn read(table: &toml::Table, source: &str, known: &Known) -> (Self, Vec<String>) {
        let mut bindings = Self::default();
        let mut warnings = Vec::new();
        let modes = known;
        for (mode, controls) in table {
            let Some((_, names)) = modes.iter().find(|(name, _)| name == mode) else {
                let known: Vec<&str> = modes.iter().map(|(name, _)| *name).collect();
                warnings.push(format!(
                    "{source}: keys.{mode}: no mode has that name (the modes are {})",
                    known.join(", ")
                ));
                continue;
            };
            let Some(controls) = controls.as_table() else {
                warnings.push(format!(
                    "{source}: keys.{mode}: expected a table of controls and their keys"
                ));
                continue;
            };
            for (control, keys) in controls {
                let at = format!("{source}: keys.{mode}.{control}");
                if !names.contains(&control.as_str()) {
                    warnings.push(format!(
                        "{at}: the {mode} has no control of that name (`hitlab controls {mode}` lists them)"
                    ));
                    continue;
                }
                match chords(keys) {
                    Ok(chords) => {
                        bindings.set(mode, control, chords);
                    }
                    Err(e) => warnings.push(format!("{at}: {e}")),
                }
            }
        }
        (bindings, warnings)
    }

    /// The bindings of a file given as `--keys FILE`: its `[keys]` table
    /// laid out as in `settings.toml` (`[keys.shooter]`; a copy of the
    /// settings file does), or the modes' tables at its top (`[shooter]`).
    ///
    /// # Errors
    /// A file that cannot be read or is not TOML: the run is refused, as
    /// any flag it cannot take. Bindings it cannot take are only warnings.
    pub fn read_file(path: &std::path::Path, known: &Known) -> Result<(Self, Vec<String>), String> {
        let shown = path.display().to_string();
        let text = crate::files::read::read_text(path, "a keys file")
            .map_err(|e| format!("--keys {shown}: cannot read it: {e}"))?;
        let table: toml::Table = toml::from_str(&text)
            .map_err(|e| format!("--keys {shown}: not a TOML file: {}", e.message()))?;
        let (bindings, mut warnings) = match table.get("keys").and_then(toml::Value::as_table) {
            Some(keys) => Self::read(keys, &shown, known),
            None => Self::read(&table, &shown, known),
        };
        if table.len() > 1 && table.contains_key("keys") {
            warnings.push(format!(
                "{shown}: only its [keys] table is read; its other keys are left alone"
            ));
        }
        Ok((bindings, warnings))
    }

    /// The bindings as a `[keys]` table: one key as a string, more as a list.
    #[must_use]
    pub fn to_table(&self) -> toml::Table {
        let mut table = toml::Table::new();
        for (mode, controls) in &self.modes {
            let mut inner = toml::Table::new();
            for (control, chords) in controls {
                let value = match chords.as_slice() {
                    [one] => toml::Value::String(one.to_string()),
                    many => toml::Value::Array(
                        many.iter()
                            .map(|c| toml::Value::String(c.to_string()))
                            .collect(),
                    ),
                };
                inner.insert(control.clone(), value);
            }
            table.insert(mode.clone(), toml::Value::Table(inner));
        }
        table
    }

    /// The keys `control` of `mode` was rebound to, if it was.
    #[must_use]
    pub fn get(&self, mode: &str, control: &str) -> Option<&[Chord]> {
        self.modes
            .get(mode)
            .and_then(|controls| controls.get(control))
            .map(Vec::as_slice)
    }

    /// Rebinds `control` of `mode` to `chords` (its default keys no longer
    /// count).
    pub fn set(&mut self, mode: &str, control: &str, chords: Vec<Chord>) {
        self.modes
            .entry(mode.to_owned())
            .or_default()
            .insert(control.to_owned(), chords);
    }

    /// `control` of `mode` back to its default keys.
    pub fn reset(&mut self, mode: &str, control: &str) {
        if let Some(controls) = self.modes.get_mut(mode) {
            controls.remove(control);
            if controls.is_empty() {
                self.modes.remove(mode);
            }
        }
    }

    /// Every control of every mode back to its default keys.
    pub fn reset_all(&mut self) {
        self.modes.clear();
    }

    /// Whether nothing is rebound.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.modes.is_empty()
    }

    /// `over`'s bindings set over these (a `--keys FILE` over the settings').
    pub fn extend(&mut self, over: &KeyBindings) {
        for (mode, controls) in &over.modes {
            for (control, chords) in controls {
                self.set(mode, control, chords.clone());
            }
        }
    }
}

/// The keys a binding's value names: one as a string, or a list of them.
fn chords(value: &toml::Value) -> Result<Vec<Chord>, String> {
    let expected = "expected a key (\"J\") or a list of keys ([\"J\", \"Space\"])";
    let texts: Vec<&str> = match value {
        toml::Value::String(text) => vec![text.as_str()],
        toml::Value::Array(items) => items
            .iter()
            .map(|item| item.as_str().ok_or(expected))
            .collect::<Result<_, _>>()?,
        _ => return Err(expected.to_owned()),
    };
    if texts.is_empty() {
        return Err(format!("{expected}, not none"));
    }
    texts.into_iter().map(Chord::parse).collect()
}

/// Who already holds a key that a control asks for: the first of
/// `holders` (each a holder's name and its keys) other than `control` that
/// has `chord`. Keys that hold in different states of a screen (the
/// shooter's N steps a round, and on the end screen opens the next arena)
/// are told apart by the caller, which passes only the holders that share
/// the control's state.
#[must_use]
pub fn clash<'a, N: PartialEq + ?Sized>(
    holders: impl IntoIterator<Item = (&'a N, &'a [Chord])>,
    control: &N,
    chord: Chord,
) -> Option<&'a N> {
    holders
        .into_iter()
        .find(|(name, chords)| *name != control && chords.contains(&chord))
        .map(|(name, _)| name)
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    /// Two modes' controls, as the screens' layer lists them.
    pub(crate) fn known() -> Vec<(&'static str, Vec<&'static str>)> {
        vec![
            ("shooter", vec!["rotate_left", "thrust", "fire", "pause"]),
            ("raylab", vec!["next_case"]),
        ]
    }

    #[test]
    fn every_key_name_reads_back_as_written_and_in_other_spellings() {
        for name in KEY_NAMES.iter().chain(&MARKS) {
            for chord in [
                Chord::plain(name),
                Chord {
                    ctrl: true,
                    shift: true,
                    key: name,
                },
                Chord {
                    ctrl: false,
                    shift: true,
                    key: name,
                },
            ] {
                assert_eq!(Chord::parse(&chord.to_string()), Ok(chord));
            }
        }
        let read = |text| Chord::parse(text).map(|c| c.to_string());
        assert_eq!(read("ctrl+z"), Ok("Ctrl+Z".to_owned()));
        assert_eq!(read("Shift + Ctrl + z"), Ok("Ctrl+Shift+Z".to_owned()));
        assert_eq!(read("KeyW"), Ok("W".to_owned()));
        assert_eq!(read("Digit1"), Ok("1".to_owned()));
        assert_eq!(read("space"), Ok("Space".to_owned()));
        assert_eq!(read("←"), Ok("Left".to_owned()));
        assert_eq!(read("Page Down"), Ok("PageDown".to_owned()));
        assert_eq!(read("escape"), Ok("Esc".to_owned()));
        assert!(read("Hyper+A").unwrap_err().contains("not a modifier"));
        assert!(read("Keyboard").unwrap_err().contains("not a key"));
        assert!(read("").is_err());
    }

    fn table(text: &str) -> toml::Table {
        text.parse().unwrap()
    }

    #[test]
    fn a_binding_not_taken_is_warned_about_by_file_and_key_and_the_rest_kept() {
        let (bindings, warnings) = KeyBindings::read(
            &table(
                "[shooter]\nfire = \"J\"\nrotate_left = [\"A\", \"Left\"]\nshoot = \"K\"\n\
                 thrust = \"Hyper+W\"\npause = 3\n[pinball]\nflip = \"Z\"\n",
            ),
            "my-keys.toml",
            &known(),
        );
        assert_eq!(
            bindings.get("shooter", "fire"),
            Some(&[Chord::plain("J")][..])
        );
        assert_eq!(
            bindings.get("shooter", "rotate_left").map(<[Chord]>::len),
            Some(2)
        );
        assert_eq!(bindings.get("shooter", "thrust"), None);
        assert_eq!(warnings.len(), 4, "{warnings:#?}");
        assert!(
            warnings
                .iter()
                .all(|w| w.starts_with("my-keys.toml: keys."))
        );
        assert!(
            warnings[0].contains("keys.pinball: no mode"),
            "{warnings:#?}"
        );
        let said = warnings.join("\n");
        assert!(said.contains("keys.shooter.shoot: the shooter has no control"));
        assert!(said.contains("keys.shooter.thrust: \"Hyper\""));
        assert!(said.contains("keys.shooter.pause: expected a key"));
    }

    #[test]
    fn a_keys_file_is_laid_out_as_the_settings_keys_table_or_as_its_inside() {
        let temp = crate::test_support::scratch("keys-file");
        let path = temp.path().join("left-handed.toml");
        for text in [
            "lang = \"en\"\n[keys.shooter]\nfire = \"J\"\n",
            "[shooter]\nfire = \"J\"\n",
        ] {
            crate::files::write(&path, text).unwrap();
            let (bindings, _) = KeyBindings::read_file(&path, &known()).unwrap();
            assert_eq!(
                bindings.get("shooter", "fire"),
                Some(&[Chord::plain("J")][..])
            );
        }
        crate::files::write(&path, "[shooter\n").unwrap();
        let refusal = KeyBindings::read_file(&path, &known()).unwrap_err();
        assert!(
            refusal.contains("left-handed.toml: not a TOML file"),
            "{refusal}"
        );
        let gone = KeyBindings::read_file(&temp.path().join("none.toml"), &known()).unwrap_err();
        assert!(gone.contains("none.toml: cannot read it"), "{gone}");
    }

    #[test]
    fn bindings_round_trip_through_their_table() {
        let mut bindings = KeyBindings::default();
        bindings.set("raylab", "next_case", vec![Chord::parse("Ctrl+U").unwrap()]);
        bindings.set(
            "shooter",
            "fire",
            vec![Chord::plain("J"), Chord::plain("Space")],
        );
        let text = toml::to_string(&bindings.to_table()).unwrap();
        let (read, warnings) = KeyBindings::read(&table(&text), "settings.toml", &known());
        assert_eq!(warnings, Vec::<String>::new());
        assert_eq!(read, bindings);
        assert!(text.contains("next_case = \"Ctrl+U\""), "{text}");
    }

    #[test]
    fn reset_brings_back_the_defaults_one_control_or_all() {
        let mut bindings = KeyBindings::default();
        bindings.set("shooter", "fire", vec![Chord::plain("J")]);
        bindings.set("shooter", "pause", vec![Chord::plain("K")]);
        let mut over = KeyBindings::default();
        over.set("raylab", "next_case", vec![Chord::plain("M")]);
        bindings.extend(&over);
        bindings.reset("shooter", "fire");
        assert_eq!(bindings.get("shooter", "fire"), None);
        assert!(bindings.get("shooter", "pause").is_some());
        assert!(bindings.get("raylab", "next_case").is_some());
        bindings.reset("shooter", "pause");
        assert_eq!(bindings.to_table().get("shooter"), None, "no empty table");
        bindings.reset_all();
        assert!(bindings.is_empty());
    }

    #[test]
    fn a_key_another_control_holds_is_a_clash_and_its_own_is_not() {
        let space = [Chord::plain("Space"), Chord::plain("A")];
        let pause = [Chord::plain("P")];
        let holders = [("fire", &space[..]), ("pause", &pause[..])];
        assert_eq!(clash(holders, "pause", Chord::plain("Space")), Some("fire"));
        assert_eq!(clash(holders, "fire", Chord::plain("Space")), None);
        let ctrl_space = Chord {
            ctrl: true,
            ..Chord::plain("Space")
        };
        assert_eq!(clash(holders, "pause", ctrl_space), None);
    }
}
