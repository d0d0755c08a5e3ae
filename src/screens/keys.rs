//! The keys page: each mode's controls with their keys, one chosen; the
//! player asks for a new key, presses it (Esc cancels), and it is bound,
//! or refused with what holds it already; one control or all go back to
//! their defaults. What a key clashes with is the window's to say (its
//! tables hold the keys); what the page does with the answer is here.

pub use crate::settings::keys::KeysControl;
use crate::settings::keys::{Chord, KeyBindings};
use crate::sim::{Control, Selection};

/// The modes whose controls may be rebound, by the names `hitlab
/// controls` takes, with their controls' script names, in the order the
/// page lists them.
#[must_use]
pub fn modes() -> [(&'static str, Vec<&'static str>); 5] {
    fn names<C: Control>() -> Vec<&'static str> {
        C::all().iter().map(|c| c.name()).collect()
    }
    [
        ("shooter", names::<crate::modes::shooter::ShooterControl>()),
        ("raylab", names::<crate::modes::raylab::LabControl>()),
        ("sokoban", names::<crate::modes::sokoban::SokobanControl>()),
        (
            "sokoban-editor",
            names::<crate::editor::sokoban::EditorControl>(),
        ),
        (
            "arena-editor",
            names::<crate::editor::arena::EditorControl>(),
        ),
    ]
}

/// What the page last did, for its status line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum News {
    /// Waiting for the chosen control's new key.
    Listening,
    /// The chosen control now has this key.
    Bound(Chord),
    /// The key was refused: why, in words ("Space is already the key for
    /// “fire”"). The page waits on for another.
    Refused(String),
    /// The chosen control is back on its defaults.
    ResetOne,
    /// Every control is back on its defaults.
    ResetAll,
}

/// The page's state: the mode and control chosen, and its news.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct KeysPage {
    /// The chosen mode, an index into [`modes`].
    pub mode: usize,
    /// The chosen control, an index into the mode's controls.
    pub row: usize,
    /// What the page last did; `None` before anything.
    pub news: Option<News>,
}

impl KeysPage {
    /// The chosen mode's and control's names (`shooter`, `fire`).
    #[must_use]
    pub fn chosen(&self) -> (&'static str, &'static str) {
        let modes = modes();
        let (mode, controls) = &modes[self.mode % modes.len()];
        (mode, controls.get(self.row).copied().unwrap_or_default())
    }

    /// Whether the page waits for a new key: then every key but Esc is
    /// that key.
    #[must_use]
    pub fn listening(&self) -> bool {
        matches!(self.news, Some(News::Listening | News::Refused(_)))
    }

    /// Chooses `row` of the chosen mode, if it has one (a click).
    pub fn choose(&mut self, row: usize) {
        if row < modes()[self.mode].1.len() {
            self.row = row;
            self.news = None;
        }
    }

    /// Does `control` to the page and `bindings`. True if the bindings
    /// changed (the window keeps them then).
    pub fn apply(&mut self, control: KeysControl, bindings: &mut KeyBindings) -> bool {
        let modes = modes();
        let rows = modes[self.mode].1.len();
        let step =
            |index: usize, count: usize, by: isize| Selection::at(index, count).stepped(by).index();
        self.news = None;
        match control {
            KeysControl::Previous => self.row = step(self.row, rows, -1),
            KeysControl::Next => self.row = step(self.row, rows, 1),
            KeysControl::PreviousMode | KeysControl::NextMode => {
                let by = if control == KeysControl::NextMode {
                    1
                } else {
                    -1
                };
                self.mode = step(self.mode, modes.len(), by);
                self.row = 0;
            }
            KeysControl::Rebind => self.news = Some(News::Listening),
            KeysControl::Reset => {
                let (mode, control) = self.chosen();
                let was = bindings.get(mode, control).is_some();
                bindings.reset(mode, control);
                self.news = Some(News::ResetOne);
                return was;
            }
            KeysControl::ResetAll => {
                let was = !bindings.is_empty();
                bindings.reset_all();
                self.news = Some(News::ResetAll);
                return was;
            }
        }
        false
    }

    /// The key the page waited for: bound to the chosen control unless
    /// `refusal` (given the mode, the control and the key) says why not.
    /// True if the bindings changed.
    pub fn press(
        &mut self,
        chord: Chord,
        bindings: &mut KeyBindings,
        refusal: impl FnOnce(&str, &str, Chord) -> Option<String>,
    ) -> bool {
        if !self.listening() {
            return false;
        }
        let (mode, control) = self.chosen();
        if let Some(why) = refusal(mode, control, chord) {
            self.news = Some(News::Refused(why));
            return false;
        }
        bindings.set(mode, control, vec![chord]);
        self.news = Some(News::Bound(chord));
        true
    }

    /// Esc while the page waits for a key: it stops waiting. True if it
    /// was waiting (Esc then leaves nothing else).
    pub fn cancel(&mut self) -> bool {
        let was = self.listening();
        if was {
            self.news = None;
        }
        was
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_mode_named_has_controls() {
        for (mode, names) in modes() {
            assert!(!names.is_empty(), "{mode}");
        }
    }

    fn never(_: &str, _: &str, _: Chord) -> Option<String> {
        None
    }

    #[test]
    fn a_key_pressed_while_listening_is_bound_to_the_chosen_control() {
        let mut page = KeysPage::default();
        let mut bindings = KeyBindings::default();
        page.apply(KeysControl::Next, &mut bindings);
        let (mode, control) = page.chosen();
        assert_eq!((mode, control), ("shooter", modes()[0].1[1]));
        assert!(
            !page.press(Chord::plain("J"), &mut bindings, never),
            "not listening"
        );
        page.apply(KeysControl::Rebind, &mut bindings);
        assert!(page.listening());
        assert!(page.press(Chord::plain("J"), &mut bindings, never));
        assert_eq!(bindings.get(mode, control), Some(&[Chord::plain("J")][..]));
        assert_eq!(page.news, Some(News::Bound(Chord::plain("J"))));
        assert!(!page.listening());
    }

    #[test]
    fn a_refused_key_changes_nothing_and_says_why() {
        let mut page = KeysPage::default();
        let mut bindings = KeyBindings::default();
        page.apply(KeysControl::Rebind, &mut bindings);
        let clash = |_: &str, _: &str, _: Chord| Some("Space is taken".to_owned());
        assert!(!page.press(Chord::plain("Space"), &mut bindings, clash));
        assert!(bindings.is_empty());
        assert_eq!(page.news, Some(News::Refused("Space is taken".into())));
        assert!(page.listening(), "it waits for another key");
        assert!(page.press(Chord::plain("J"), &mut bindings, never));
        assert!(!bindings.is_empty());
    }

    #[test]
    fn esc_cancels_listening_only() {
        let mut page = KeysPage::default();
        let mut bindings = KeyBindings::default();
        assert!(!page.cancel());
        page.apply(KeysControl::Rebind, &mut bindings);
        assert!(page.cancel());
        assert!(!page.press(Chord::plain("J"), &mut bindings, never));
    }

    #[test]
    fn modes_and_rows_wrap_and_reset_brings_back_the_defaults() {
        let mut page = KeysPage::default();
        let mut bindings = KeyBindings::default();
        page.apply(KeysControl::Previous, &mut bindings);
        assert_eq!(page.row, modes()[0].1.len() - 1);
        page.apply(KeysControl::PreviousMode, &mut bindings);
        assert_eq!((page.mode, page.row), (modes().len() - 1, 0));
        page.apply(KeysControl::NextMode, &mut bindings);
        assert_eq!(page.chosen().0, "shooter");
        page.apply(KeysControl::Rebind, &mut bindings);
        page.press(Chord::plain("J"), &mut bindings, never);
        assert!(page.apply(KeysControl::Reset, &mut bindings));
        assert!(bindings.is_empty());
        assert!(
            !page.apply(KeysControl::Reset, &mut bindings),
            "nothing left"
        );
        bindings.set("raylab", "next_case", vec![Chord::plain("M")]);
        assert!(page.apply(KeysControl::ResetAll, &mut bindings));
        assert!(bindings.is_empty());
        assert_eq!(page.news, Some(News::ResetAll));
        page.choose(1000);
        assert_eq!(page.row, 0, "no such row");
        page.choose(2);
        assert_eq!(page.row, 2);
    }
}
