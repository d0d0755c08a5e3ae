//! Words kept as how to say them: a screen that keeps a line on show
//! (news, a banner's heading, a heading read from a file) keeps a [`Said`]
//! and words it each time it draws, so a language switch (F6) shows every
//! such line in the new language at once, as text drawn straight from
//! [`tr`](super::tr) does.

use std::rc::Rc;

/// A line kept as how to say it; [`Said::text`] words it in the language
/// of the moment.
#[derive(Clone)]
pub struct Said(Rc<dyn Fn() -> String>);

impl Said {
    /// Words said by `say`, in the language of the moment they are read.
    pub fn new(say: impl Fn() -> String + 'static) -> Self {
        Self(Rc::new(say))
    }

    /// Words that are the same in every language (a loader's problem, as
    /// `hitlab check` prints it; a file's name).
    #[must_use]
    pub fn as_is(text: String) -> Self {
        Self::new(move || text.clone())
    }

    /// The words, in the current language.
    #[must_use]
    pub fn text(&self) -> String {
        (self.0)()
    }
}

/// The same saying, not only the same words: news said again is news
/// again.
impl PartialEq for Said {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.0, &other.0)
    }
}

impl std::fmt::Debug for Said {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Said({:?})", self.text())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{Lang, set_lang, tr};

    #[test]
    fn a_saying_is_worded_in_the_language_it_is_read_in() {
        let said = Said::new(|| tr("title-subtitle"));
        set_lang(Lang::En);
        let english = said.text();
        set_lang(Lang::Ja);
        let japanese = said.text();
        set_lang(Lang::En);
        assert_ne!(english, japanese);
        assert_eq!(said.text(), english);
    }

    #[test]
    fn the_same_words_said_twice_are_two_sayings() {
        let once = Said::as_is("saved".to_owned());
        let again = Said::as_is("saved".to_owned());
        assert_eq!(once.text(), again.text());
        assert_ne!(once, again);
        assert_eq!(once, once.clone());
    }
}
