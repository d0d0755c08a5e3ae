//! Keys, each written once. Every screen declares one table of
//! [`Binding`]s: which keys stand for which of its controls, and when.
//! Pressing and releasing, the help overlay's key column and the keys named
//! in on-screen hints are all read from that table. What a mode's control is
//! called in a script and what it does come from the mode's own declaration
//! in the core ([`Control`]); the help overlay reads both.
//!
//! A mode's table ([`Keymap::rebindable`]) holds its defaults: the controls
//! the player rebound ([`rebind`]) replace theirs in every lookup, so the
//! game, the help and the footers follow the player's keys alike.

mod rebind;

pub use rebind::{
    Rebindable, install, press_of_chord, rebindable_tables, rebound, set_rebound, window_refusal,
};

use std::borrow::Cow;

use ggez::input::keyboard::KeyInput;
use ggez::winit::keyboard::{Key as Logical, KeyCode, NamedKey, PhysicalKey};
use hitlab::i18n::{self, Arg};
use hitlab::sim::Control;
use hitlab::sim::controls::ControlState;

/// One row of the help overlay (laid out in `hitlab::screens::help`).
pub use hitlab::screens::help::HelpLine;

/// A key as a table names it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Key {
    /// By its place on the keyboard, whatever the layout, so H/J/K/L and
    /// WASD sit where the hand expects them.
    Code(KeyCode),
    /// By what it means (F1, Esc, the title's arrows), so a key the player
    /// has remapped to it still works.
    Named(NamedKey),
    /// By the character it types: `?` is Shift+/ on one layout and a key of
    /// its own on another; a digit needs Shift on AZERTY.
    Char(&'static str),
}

/// A modifier a press needs held.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Modifier {
    Shift,
    Ctrl,
    /// Ctrl and Shift together (the editors' Ctrl+Shift+Z redo).
    CtrlShift,
}

impl Modifier {
    /// How particular a press needing it is: one needing two keys held
    /// wins over one needing one (Ctrl+Shift+Z over Ctrl+Z).
    fn weight(self) -> u8 {
        match self {
            Modifier::Shift | Modifier::Ctrl => 1,
            Modifier::CtrlShift => 2,
        }
    }
}

/// A key, with the modifier that must be held with it (`None`: the key
/// counts whatever is held).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Press {
    pub key: Key,
    pub modifier: Option<Modifier>,
}

/// A key by its place, whatever modifiers are held.
#[must_use]
pub const fn key(code: KeyCode) -> Press {
    Press {
        key: Key::Code(code),
        modifier: None,
    }
}

/// A key by its place, with Shift held.
#[must_use]
pub const fn shift(code: KeyCode) -> Press {
    Press {
        key: Key::Code(code),
        modifier: Some(Modifier::Shift),
    }
}

/// A key by its place, with Ctrl held.
#[must_use]
pub const fn ctrl(code: KeyCode) -> Press {
    Press {
        key: Key::Code(code),
        modifier: Some(Modifier::Ctrl),
    }
}

/// A key by its place, with Ctrl and Shift held.
#[must_use]
pub const fn ctrl_shift(code: KeyCode) -> Press {
    Press {
        key: Key::Code(code),
        modifier: Some(Modifier::CtrlShift),
    }
}

/// A key by what it means.
#[must_use]
pub const fn named(key: NamedKey) -> Press {
    Press {
        key: Key::Named(key),
        modifier: None,
    }
}

/// A key by the character it types.
#[must_use]
pub const fn typed(character: &'static str) -> Press {
    Press {
        key: Key::Char(character),
        modifier: None,
    }
}

/// A condition a screen's bindings may wait for (the shooter's end screen,
/// the ray lab's line scene), which the screen says holds or not.
pub trait Condition: Copy + PartialEq {
    /// How the help overlay says it after the key ("on the end screen"), or
    /// `None` where the overlay lists only the keys of the current state
    /// anyway (the ray lab lists each scene's own).
    fn note(self) -> Option<String>;
}

/// The condition of a table whose bindings hold always.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Always {}

impl Condition for Always {
    fn note(self) -> Option<String> {
        match self {}
    }
}

/// A control and the presses that stand for it, always or only `when` a
/// condition holds.
#[derive(Debug, Clone, Copy)]
pub struct Binding<C, W = Always> {
    pub control: C,
    pub presses: &'static [Press],
    pub when: Option<W>,
}

/// `presses` stand for `control`.
#[must_use]
pub const fn bind<C, W>(control: C, presses: &'static [Press]) -> Binding<C, W> {
    Binding {
        control,
        presses,
        when: None,
    }
}

impl<C: Copy, W: Copy> Binding<C, W> {
    /// The same binding, only while `condition` holds.
    #[must_use]
    pub const fn when(self, condition: W) -> Self {
        Self {
            when: Some(condition),
            ..self
        }
    }
}

/// What was pressed or released: the key by place and by meaning, and the
/// modifiers held.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct KeyEvent {
    code: Option<KeyCode>,
    logical: Option<Logical>,
    shift: bool,
    ctrl: bool,
}

impl KeyEvent {
    /// A key from the keyboard.
    #[must_use]
    pub fn of(input: &KeyInput) -> Self {
        Self {
            code: match input.event.physical_key {
                PhysicalKey::Code(code) => Some(code),
                PhysicalKey::Unidentified(_) => None,
            },
            logical: Some(input.event.logical_key.clone()),
            shift: input.mods.shift_key(),
            ctrl: input.mods.control_key(),
        }
    }

    /// A key by place alone, with no modifier: what a gamepad stands in for.
    #[must_use]
    pub fn code(code: KeyCode) -> Self {
        Self {
            code: Some(code),
            logical: None,
            shift: false,
            ctrl: false,
        }
    }

    /// Text typed with no key of its own: what an input method committed.
    #[must_use]
    pub fn text(text: &str) -> Self {
        Self {
            code: None,
            logical: Some(Logical::Character(text.into())),
            shift: false,
            ctrl: false,
        }
    }

    /// A key that types `text` (`?` on a layout where it is Shift+/).
    #[cfg(test)]
    #[must_use]
    pub fn typing(code: KeyCode, text: &str) -> Self {
        Self {
            code: Some(code),
            logical: Some(Logical::Character(text.into())),
            shift: false,
            ctrl: false,
        }
    }

    /// A key with a name (F1, Esc) as the keyboard sends it: by place and
    /// by meaning.
    #[cfg(test)]
    #[must_use]
    pub fn named(code: KeyCode, name: NamedKey) -> Self {
        Self {
            code: Some(code),
            logical: Some(Logical::Named(name)),
            shift: false,
            ctrl: false,
        }
    }

    /// The same event with `modifier` held as well.
    #[cfg(test)]
    #[must_use]
    pub fn with(self, modifier: Modifier) -> Self {
        match modifier {
            Modifier::Shift => Self {
                shift: true,
                ..self
            },
            Modifier::Ctrl => Self { ctrl: true, ..self },
            Modifier::CtrlShift => Self {
                ctrl: true,
                shift: true,
                ..self
            },
        }
    }

    /// The text the key types, for typing into a field (a chooser's
    /// filter): `None` for a named key, a gamepad's, or with Ctrl held.
    #[must_use]
    pub fn typed_text(&self) -> Option<&str> {
        match &self.logical {
            Some(Logical::Character(s)) if !self.ctrl => Some(s.as_str()),
            _ => None,
        }
    }

    fn is(&self, key: Key) -> bool {
        match key {
            Key::Code(code) => self.code == Some(code),
            Key::Named(name) => self.logical == Some(Logical::Named(name)),
            Key::Char(c) => matches!(&self.logical, Some(Logical::Character(s)) if s == c),
        }
    }

    fn held(&self, modifier: Modifier) -> bool {
        match modifier {
            Modifier::Shift => self.shift,
            Modifier::Ctrl => self.ctrl,
            Modifier::CtrlShift => self.ctrl && self.shift,
        }
    }
}

impl Press {
    fn matches(&self, event: &KeyEvent) -> bool {
        event.is(self.key) && self.modifier.is_none_or(|m| event.held(m))
    }

    /// The press as the help overlay writes it ("Ctrl+Z", "←"); `None` for
    /// a number-pad twin of a key already listed.
    #[must_use]
    pub fn label(self) -> Option<String> {
        let key = key_label(self.key)?;
        Some(match self.modifier {
            None => key.to_owned(),
            Some(Modifier::Shift) => format!("Shift+{key}"),
            Some(Modifier::Ctrl) => format!("Ctrl+{key}"),
            Some(Modifier::CtrlShift) => format!("Ctrl+Shift+{key}"),
        })
    }
}

/// A key's name on screen. Arrows are drawn as arrows; number-pad keys are
/// twins of keys already listed and have none (nor has a key no table uses
/// yet: each table's tests check that every control shows a key).
fn key_label(key: Key) -> Option<&'static str> {
    Some(match key {
        Key::Char(c) => c,
        Key::Named(name) => match name {
            NamedKey::F1 => "F1",
            NamedKey::F2 => "F2",
            NamedKey::F3 => "F3",
            NamedKey::F4 => "F4",
            NamedKey::F5 => "F5",
            NamedKey::F6 => "F6",
            NamedKey::F7 => "F7",
            NamedKey::F11 => "F11",
            NamedKey::F12 => "F12",
            NamedKey::Escape => "Esc",
            NamedKey::Enter => "Enter",
            NamedKey::Space => "Space",
            NamedKey::PageUp => "Page Up",
            NamedKey::PageDown => "Page Down",
            NamedKey::ArrowUp => "↑",
            NamedKey::ArrowDown => "↓",
            NamedKey::ArrowLeft => "←",
            NamedKey::ArrowRight => "→",
            _ => return None,
        },
        Key::Code(code) => code_label(code)?,
    })
}

fn code_label(code: KeyCode) -> Option<&'static str> {
    use KeyCode::*;
    const LETTERS: [&str; 26] = [
        "A", "B", "C", "D", "E", "F", "G", "H", "I", "J", "K", "L", "M", "N", "O", "P", "Q", "R",
        "S", "T", "U", "V", "W", "X", "Y", "Z",
    ];
    const LETTER_CODES: [KeyCode; 26] = [
        KeyA, KeyB, KeyC, KeyD, KeyE, KeyF, KeyG, KeyH, KeyI, KeyJ, KeyK, KeyL, KeyM, KeyN, KeyO,
        KeyP, KeyQ, KeyR, KeyS, KeyT, KeyU, KeyV, KeyW, KeyX, KeyY, KeyZ,
    ];
    const DIGITS: [&str; 10] = ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9"];
    const DIGIT_CODES: [KeyCode; 10] = [
        Digit0, Digit1, Digit2, Digit3, Digit4, Digit5, Digit6, Digit7, Digit8, Digit9,
    ];
    if let Some(i) = LETTER_CODES.iter().position(|&c| c == code) {
        return Some(LETTERS[i]);
    }
    if let Some(i) = DIGIT_CODES.iter().position(|&c| c == code) {
        return Some(DIGITS[i]);
    }
    Some(match code {
        ArrowUp => "↑",
        ArrowDown => "↓",
        ArrowLeft => "←",
        ArrowRight => "→",
        Space => "Space",
        Enter => "Enter",
        Tab => "Tab",
        Backspace => "Backspace",
        Delete => "Delete",
        Comma => ",",
        Period => ".",
        Semicolon => ";",
        Quote => "'",
        BracketLeft => "[",
        BracketRight => "]",
        Minus => "-",
        Equal => "=",
        PageUp => "Page Up",
        PageDown => "Page Down",
        Home => "Home",
        End => "End",
        F1 => "F1",
        F2 => "F2",
        F3 => "F3",
        F4 => "F4",
        F5 => "F5",
        F6 => "F6",
        F7 => "F7",
        F8 => "F8",
        F9 => "F9",
        F10 => "F10",
        F11 => "F11",
        F12 => "F12",
        Slash => "/",
        Escape => "Esc",
        NumpadEnter | NumpadAdd | NumpadSubtract | Numpad0 | Numpad1 | Numpad2 | Numpad3
        | Numpad4 | Numpad5 | Numpad6 | Numpad7 | Numpad8 | Numpad9 => return None,
        _ => return None,
    })
}

/// Joins key labels with " / ", leaving out repeats (a key listed by place
/// and by character).
fn join_labels(labels: impl IntoIterator<Item = String>) -> String {
    distinct(labels).join(" / ")
}

/// `labels` in order, each once.
fn distinct(labels: impl IntoIterator<Item = String>) -> Vec<String> {
    let mut shown: Vec<String> = Vec::new();
    for label in labels {
        if !shown.contains(&label) {
            shown.push(label);
        }
    }
    shown
}

/// A screen's key table.
#[derive(Debug, Clone, Copy)]
pub struct Keymap<C: 'static, W: 'static = Always> {
    bindings: &'static [Binding<C, W>],
    /// The mode whose controls these are and how a control is named in it,
    /// for a table the player may rebind.
    rebind: Option<(&'static str, NameOf<C>)>,
}

/// How a table names a control (its script name).
type NameOf<C> = fn(C) -> &'static str;

/// A binding in force: the table's, or the player's keys for a control.
struct Row<C, W> {
    control: C,
    presses: Cow<'static, [Press]>,
    when: Option<W>,
}

/// `control`'s name in scripts, as a plain function a table can hold.
fn name_of<C: Control>(control: C) -> &'static str {
    control.name()
}

impl<C: Control, W: Condition> Keymap<C, W> {
    /// The table `bindings` of `mode`'s controls (named as `hitlab
    /// controls` names them), whose keys the player may rebind.
    #[must_use]
    pub const fn rebindable(mode: &'static str, bindings: &'static [Binding<C, W>]) -> Self {
        Self {
            bindings,
            rebind: Some((mode, name_of::<C>)),
        }
    }
}

impl<C: Copy + PartialEq, W: Condition> Keymap<C, W> {
    /// The table `bindings`, in the order the help lists a control's keys.
    #[must_use]
    pub const fn new(bindings: &'static [Binding<C, W>]) -> Self {
        Self {
            bindings,
            rebind: None,
        }
    }

    /// The bindings in force, in table order. A control the player rebound
    /// has their keys alone, in the state its first binding holds in (the
    /// shooter's next arena stays an end screen's key).
    fn rows(&self) -> Vec<Row<C, W>> {
        let table = |b: &Binding<C, W>| Row {
            control: b.control,
            presses: Cow::Borrowed(b.presses),
            when: b.when,
        };
        let Some((mode, name)) = self.rebind else {
            return self.bindings.iter().map(table).collect();
        };
        rebind::with_rebound(|rebound| {
            let mut done: Vec<C> = Vec::new();
            let mut rows = Vec::new();
            for binding in self.bindings {
                match rebound.get(mode, name(binding.control)) {
                    None => rows.push(table(binding)),
                    Some(_) if done.contains(&binding.control) => {}
                    Some(chords) => {
                        done.push(binding.control);
                        rows.push(Row {
                            control: binding.control,
                            presses: chords.iter().map(|&c| press_of_chord(c)).collect(),
                            when: binding.when,
                        });
                    }
                }
            }
            rows
        })
    }

    /// The control `event` stands for, where `holds` says which conditions
    /// hold now. The most particular binding wins (one for this state over
    /// one for any state, one needing a held modifier over a bare key: Ctrl+R
    /// over R); among equals, the first.
    pub fn control(&self, event: &KeyEvent, holds: impl Fn(W) -> bool) -> Option<C> {
        let mut best: Option<(u8, C)> = None;
        for binding in &self.rows() {
            if binding.when.is_some_and(|w| !holds(w)) {
                continue;
            }
            for press in binding.presses.iter().filter(|p| p.matches(event)) {
                let rank =
                    u8::from(binding.when.is_some()) + press.modifier.map_or(0, Modifier::weight);
                if best.is_none_or(|(r, _)| rank > r) {
                    best = Some((rank, binding.control));
                }
            }
        }
        best.map(|(_, control)| control)
    }

    /// Every control the key of `event` may have started, whatever the
    /// modifiers or the state were when it went down: releasing the key
    /// releases them all.
    pub fn released<'a>(&'a self, event: &'a KeyEvent) -> impl Iterator<Item = C> + 'a {
        self.rows()
            .into_iter()
            .filter(|b| b.presses.iter().any(|p| event.is(p.key)))
            .map(|b| b.control)
    }

    /// Presses (`down`) or releases in `controls` what `event` stands for.
    /// Returns whether the key means anything here.
    pub fn apply(
        &self,
        controls: &mut ControlState<C>,
        event: &KeyEvent,
        down: bool,
        holds: impl Fn(W) -> bool,
    ) -> bool
    where
        C: Control,
    {
        if down {
            let control = self.control(event, holds);
            if let Some(control) = control {
                controls.press(control);
            }
            control.is_some()
        } else {
            let mut any = false;
            for control in self.released(event) {
                controls.release(control);
                any = true;
            }
            any
        }
    }

    /// The help overlay's key column for `control`: its keys joined by
    /// " / ", a binding whose condition has a note after them in
    /// parentheses ("H / ←", "R (Enter on the end screen)").
    #[must_use]
    pub fn keys(&self, control: C) -> String {
        let rows = self.rows();
        let labels = |b: &Row<C, W>| {
            b.presses
                .iter()
                .filter_map(|p| p.label())
                .collect::<Vec<_>>()
        };
        let of_control = || rows.iter().filter(move |b| b.control == control);
        let mut column = join_labels(
            of_control()
                .filter(|b| b.when.and_then(Condition::note).is_none())
                .flat_map(labels),
        );
        for binding in of_control() {
            if let Some(note) = binding.when.and_then(Condition::note) {
                column.push_str(&format!(" ({} {note})", join_labels(labels(binding))));
            }
        }
        column
    }

    /// The key column for a row covering several `controls` (a run of more
    /// than three digits is written as a range: "1–7").
    #[must_use]
    pub fn keys_of(&self, controls: &[C]) -> String {
        let columns: Vec<String> = controls.iter().map(|&c| self.keys(c)).collect();
        let mut parts: Vec<String> = Vec::new();
        let digit = |s: &str| s.len() == 1 && s.as_bytes()[0].is_ascii_digit();
        let mut i = 0;
        while i < columns.len() {
            let mut j = i;
            while j + 1 < columns.len()
                && digit(&columns[j])
                && digit(&columns[j + 1])
                && columns[j + 1].as_bytes()[0] == columns[j].as_bytes()[0] + 1
            {
                j += 1;
            }
            if j >= i + 3 {
                parts.push(format!("{}–{}", columns[i], columns[j]));
            } else {
                parts.extend(columns[i..=j].iter().cloned());
            }
            i = j + 1;
        }
        join_labels(parts)
    }

    /// The first key of `control`, as a hint on screen names it ("T").
    #[must_use]
    pub fn first_key(&self, control: C) -> String {
        self.presses(control)
            .find_map(|p| p.label())
            .unwrap_or_default()
    }

    /// The last key of `control` (a table lists a text's key first and the
    /// everyday key last, e.g. the arrows after H and L).
    #[must_use]
    pub fn last_key(&self, control: C) -> String {
        self.presses(control)
            .filter_map(|p| p.label())
            .last()
            .unwrap_or_default()
    }

    /// The keys of `control` in a state where `holds` says which conditions
    /// hold, in table order ("R", "Enter" on the shooter's end screen).
    pub fn labels_when(&self, control: C, holds: impl Fn(W) -> bool) -> Vec<String> {
        distinct(
            self.rows()
                .iter()
                .filter(|b| b.control == control && b.when.is_none_or(&holds))
                .flat_map(|b| b.presses.iter().filter_map(|p| p.label())),
        )
    }

    /// Every press of the table the help cannot name, leaving out the
    /// number pad's twins of keys it names.
    #[cfg(test)]
    #[must_use]
    pub fn unnamed_presses(&self) -> Vec<Press> {
        let twin = |p: &Press| matches!(p.key, Key::Code(code) if format!("{code:?}").starts_with("Numpad"));
        self.rows()
            .iter()
            .flat_map(|b| b.presses.iter().copied())
            .filter(|p| p.label().is_none() && !twin(p))
            .collect()
    }

    /// The presses of `control`'s bindings that hold in any state.
    fn presses(&self, control: C) -> impl Iterator<Item = Press> {
        self.rows()
            .into_iter()
            .filter(move |b| b.control == control && b.when.is_none())
            .flat_map(|b| b.presses.into_owned())
    }

    /// Help rows for every control of the mode, in its order, one row each:
    /// the keys from this table, what it does from the mode's declaration.
    /// The tests' reference: every screen's own help groups or adds rows.
    #[cfg(test)]
    #[must_use]
    pub fn help(&self, mode: &str) -> Vec<HelpLine>
    where
        C: Control,
    {
        self.help_grouped(mode, &[], &[])
    }

    /// The help rows of every screen that lists its controls: one row per
    /// control of the mode, in its order, except that the controls of a
    /// group in `groups` (those that differ only in direction or amount)
    /// share one row where the first of them stands: its keys joined
    /// ([`Keymap::keys_of`]), its words the message the group names. So a
    /// long list fits the overlay. `args` fill the controls' own messages.
    #[must_use]
    pub fn help_grouped(
        &self,
        mode: &str,
        groups: &[(&[C], &str)],
        args: &[(&str, Arg<'_>)],
    ) -> Vec<HelpLine>
    where
        C: Control,
    {
        self.help_except(mode, groups, &[], args)
    }

    /// [`Keymap::help_grouped`]'s rows without those of `except`: controls
    /// that do nothing where the screen is (the shooter's next arena and
    /// edit in a lesson's step, which has no file of its own).
    #[must_use]
    pub fn help_except(
        &self,
        mode: &str,
        groups: &[(&[C], &str)],
        except: &[C],
        args: &[(&str, Arg<'_>)],
    ) -> Vec<HelpLine>
    where
        C: Control,
    {
        let mut rows = Vec::new();
        for &control in C::all().iter().filter(|c| !except.contains(c)) {
            match groups
                .iter()
                .find(|(members, _)| members.contains(&control))
            {
                Some((members, id)) if members.first() == Some(&control) => {
                    rows.push(HelpLine::new(self.keys_of(members), i18n::tr(id)));
                }
                Some(_) => {}
                None => rows.push(HelpLine::new(
                    self.keys(control),
                    control_words(mode, control, args),
                )),
            }
        }
        rows
    }

    /// Help rows for `controls` in the order given, each with the message
    /// id of what it does: a screen whose keys are not a mode's declared
    /// controls (a chooser, a lesson's page turns).
    #[must_use]
    pub fn help_rows(&self, controls: &[(C, &str)]) -> Vec<HelpLine> {
        controls
            .iter()
            .map(|&(control, id)| HelpLine::new(self.keys(control), i18n::tr(id)))
            .collect()
    }
}

/// The message id of what `control` of `mode` does:
/// `control-shooter-rotate-left` for the shooter's `rotate_left`.
#[must_use]
pub fn control_id<C: Control>(mode: &str, control: C) -> String {
    format!("control-{mode}-{}", control.name().replace('_', "-"))
}

/// What `control` does, in the current language: its message
/// ([`control_id`]), else the English line the core declares with it (what
/// `hitlab controls` prints).
#[must_use]
pub fn control_words<C: Control>(mode: &str, control: C, args: &[(&str, Arg<'_>)]) -> String {
    let id = control_id(mode, control);
    if i18n::has(i18n::lang(), &id) || i18n::has(i18n::Lang::En, &id) {
        i18n::tr_args(&id, args)
    } else {
        control.describe().to_owned()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn has_words_in_every_language<C: Control>(mode: &str) {
        for &control in C::all() {
            let id = control_id(mode, control);
            for lang in i18n::Lang::ALL {
                assert!(i18n::has(lang, &id), "{}.ftl lacks {id}", lang.code());
            }
        }
    }

    #[test]
    fn every_control_the_help_lists_has_words_in_every_language() {
        has_words_in_every_language::<hitlab::modes::shooter::ShooterControl>("shooter");
        has_words_in_every_language::<hitlab::modes::raylab::LabControl>("raylab");
        has_words_in_every_language::<hitlab::modes::sokoban::SokobanControl>("sokoban");
        has_words_in_every_language::<hitlab::editor::arena::EditorControl>("arena-editor");
        has_words_in_every_language::<hitlab::editor::sokoban::EditorControl>("sokoban-editor");
        i18n::set_lang(i18n::Lang::Ja);
        let args = [("degrees", "2°".into())];
        let words = control_words(
            "shooter",
            hitlab::modes::shooter::ShooterControl::RotateLeft,
            &args,
        );
        i18n::set_lang(i18n::Lang::En);
        assert_eq!(words, "飛行機を左に回す (1 ステップに 2°)");
    }

    #[derive(Debug, Clone, Copy, PartialEq, Eq)]
    enum Act {
        Undo,
        Redo,
        Restart,
        Next,
        Line,
        Move,
    }

    #[derive(Debug, Clone, Copy, PartialEq, Eq)]
    enum When {
        EndScreen,
        Quietly,
    }

    impl Condition for When {
        fn note(self) -> Option<String> {
            match self {
                When::EndScreen => Some("on the end screen".to_owned()),
                When::Quietly => None,
            }
        }
    }

    const TABLE: Keymap<Act, When> = Keymap::new(&[
        bind(Act::Undo, &[key(KeyCode::KeyU), ctrl(KeyCode::KeyZ)]),
        bind(Act::Redo, &[key(KeyCode::KeyR)]),
        bind(Act::Restart, &[ctrl(KeyCode::KeyR), key(KeyCode::F5)]),
        bind(
            Act::Restart,
            &[key(KeyCode::Enter), key(KeyCode::NumpadEnter)],
        )
        .when(When::EndScreen),
        bind(Act::Move, &[key(KeyCode::KeyH), key(KeyCode::ArrowLeft)]),
        bind(Act::Line, &[key(KeyCode::KeyH)]).when(When::Quietly),
        bind(Act::Next, &[key(KeyCode::Digit1), typed("1")]),
    ]);

    fn with_ctrl(code: KeyCode) -> KeyEvent {
        KeyEvent::code(code).with(Modifier::Ctrl)
    }

    #[test]
    fn a_modifier_or_a_condition_makes_a_binding_win() {
        let never = |_| false;
        let always = |_| true;
        let r = KeyEvent::code(KeyCode::KeyR);
        assert_eq!(TABLE.control(&r, never), Some(Act::Redo));
        assert_eq!(
            TABLE.control(&with_ctrl(KeyCode::KeyR), never),
            Some(Act::Restart)
        );
        assert_eq!(
            TABLE.control(&with_ctrl(KeyCode::KeyU), never),
            Some(Act::Undo),
            "a bare key counts whatever is held"
        );
        assert_eq!(TABLE.control(&KeyEvent::code(KeyCode::KeyZ), never), None);
        let h = KeyEvent::code(KeyCode::KeyH);
        assert_eq!(TABLE.control(&h, never), Some(Act::Move));
        assert_eq!(TABLE.control(&h, always), Some(Act::Line));
        let enter = KeyEvent::code(KeyCode::Enter);
        assert_eq!(TABLE.control(&enter, never), None);
        assert_eq!(TABLE.control(&enter, always), Some(Act::Restart));
    }

    #[test]
    fn releasing_a_key_releases_everything_it_may_have_started() {
        let released: Vec<Act> = TABLE.released(&KeyEvent::code(KeyCode::KeyR)).collect();
        assert_eq!(released, [Act::Redo, Act::Restart]);
        let released: Vec<Act> = TABLE.released(&KeyEvent::code(KeyCode::KeyH)).collect();
        assert_eq!(released, [Act::Move, Act::Line]);
    }

    #[test]
    fn the_key_column_joins_keys_and_notes_conditions() {
        assert_eq!(TABLE.keys(Act::Undo), "U / Ctrl+Z");
        assert_eq!(
            TABLE.keys(Act::Restart),
            "Ctrl+R / F5 (Enter on the end screen)"
        );
        assert_eq!(TABLE.keys(Act::Move), "H / ←");
        assert_eq!(TABLE.keys(Act::Line), "H", "a condition without a note");
        assert_eq!(
            TABLE.keys(Act::Next),
            "1",
            "a key by place and by character"
        );
        assert_eq!(TABLE.first_key(Act::Move), "H");
        assert_eq!(TABLE.last_key(Act::Move), "←");
        assert_eq!(TABLE.first_key(Act::Line), "", "only in some states");
        assert_eq!(
            TABLE.labels_when(Act::Restart, |_| true),
            ["Ctrl+R", "F5", "Enter"]
        );
        assert_eq!(TABLE.labels_when(Act::Restart, |_| false), ["Ctrl+R", "F5"]);
    }

    #[test]
    fn a_run_of_digits_is_a_range() {
        const DIGITS: Keymap<u8> = Keymap::new(&[
            bind(1, &[key(KeyCode::Digit1)]),
            bind(2, &[key(KeyCode::Digit2)]),
            bind(3, &[key(KeyCode::Digit3)]),
            bind(4, &[key(KeyCode::Tab)]),
            bind(5, &[shift(KeyCode::Tab)]),
        ]);
        assert_eq!(
            DIGITS.keys_of(&[1, 2, 3, 4, 5]),
            "1 / 2 / 3 / Tab / Shift+Tab"
        );
        assert_eq!(DIGITS.keys_of(&[1, 2]), "1 / 2");
        const MORE: Keymap<u8> = Keymap::new(&[
            bind(1, &[key(KeyCode::Digit1)]),
            bind(2, &[key(KeyCode::Digit2)]),
            bind(3, &[key(KeyCode::Digit3)]),
            bind(4, &[key(KeyCode::Digit4)]),
            bind(6, &[key(KeyCode::Digit6)]),
        ]);
        assert_eq!(MORE.keys_of(&[1, 2, 3, 4, 6]), "1–4 / 6");
    }

    #[test]
    fn a_group_of_controls_is_one_row_where_its_first_stands() {
        use hitlab::modes::sokoban::SokobanControl;
        use hitlab::modes::sokoban::controls::DIGITS;
        let keys = &crate::view::sokoban::keys::KEYS;
        let every = keys.help("sokoban");
        let grouped = keys.help_grouped("sokoban", &[(&DIGITS, "help-sokoban-digits")], &[]);
        assert_eq!(grouped.len(), every.len() - (DIGITS.len() - 1));
        let at = SokobanControl::all()
            .iter()
            .position(|c| *c == DIGITS[0])
            .expect("the digits are controls");
        assert_eq!(
            grouped[..at],
            every[..at],
            "the rows before are as they were"
        );
        assert_eq!(
            grouped[at],
            HelpLine::new("0–9", i18n::tr("help-sokoban-digits"))
        );
        let rows = keys.help_rows(&[(SokobanControl::Undo, "help-sokoban-digits")]);
        assert_eq!(rows[0].keys, keys.keys(SokobanControl::Undo));
    }
}
