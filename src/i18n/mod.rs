//! The window's words in the player's language: every string the player
//! sees is a message in one table per language (`resources/i18n/en.ftl`,
//! `ja.ftl`, in Fluent's format), named in code by its id.
//!
//! ```text
//! i18n::tr("title-subtitle")
//! i18n::tr_args("hud-best", &[("score", best.into())])
//! ```
//!
//! The current language is held here, for the thread that draws (the
//! window is one thread; each test runs on its own and starts in English),
//! so any screen, chooser or editor calls [`tr`] without passing a
//! language along. [`set_lang`] switches it live. Text drawn straight
//! from [`tr`] needs nothing more: the window's text cache is keyed by
//! content. A line a screen keeps on show is kept as a [`Said`], how to
//! say it, and worded each time it is drawn, so the switch rewords it too.
//!
//! A message missing from a table falls back to English, and one missing
//! from English to its id, so nothing panics on a designer's broken copy;
//! `tests/code/words/` keeps the shipped tables whole and the window's code
//! free of words outside them. `docs/i18n.md` says why Fluent.

mod lang;
mod said;
mod table;

#[cfg(test)]
mod tests;

use std::cell::RefCell;

pub use fluent_bundle::FluentValue as Arg;
pub use lang::{Lang, locale_lang, starting_lang, system_lang};
pub use said::Said;
pub use table::{Table, resource_name};

/// The current language and its tables, read when first needed.
struct State {
    lang: Lang,
    /// One slot per [`Lang::ALL`] entry; `None` until first used.
    tables: Vec<Option<Table>>,
}

impl State {
    fn table(&mut self, lang: Lang) -> &Table {
        let at = Lang::ALL.iter().position(|&l| l == lang).unwrap_or(0);
        self.tables[at].get_or_insert_with(|| Table::load(lang))
    }
}

thread_local! {
    static STATE: RefCell<State> = RefCell::new(State {
        lang: Lang::default(),
        tables: Lang::ALL.iter().map(|_| None).collect(),
    });
}

/// The language the window speaks now.
#[must_use]
pub fn lang() -> Lang {
    STATE.with(|s| s.borrow().lang)
}

/// Speaks `lang` from now on. The tables are read again (a designer's edit
/// shows at the next switch), also when `lang` is the current one.
pub fn set_lang(lang: Lang) {
    STATE.with(|s| {
        let mut state = s.borrow_mut();
        state.lang = lang;
        state.tables.iter_mut().for_each(|t| *t = None);
    });
}

/// Message `id` in the current language.
#[must_use]
pub fn tr(id: &str) -> String {
    tr_args(id, &[])
}

/// Message `id` in the current language with its variables filled in
/// (`$score` from `("score", 12.into())`). Numbers are written with ASCII
/// digits in every language; a number that needs a fixed count of decimals
/// is passed already formatted, as a string.
#[must_use]
pub fn tr_args(id: &str, args: &[(&str, Arg<'_>)]) -> String {
    tr_in(lang(), id, args)
}

/// Message `id` in `lang`, whatever the current language.
#[must_use]
pub fn tr_in(lang: Lang, id: &str, args: &[(&str, Arg<'_>)]) -> String {
    STATE.with(|s| {
        let mut state = s.borrow_mut();
        if let Some(text) = state.table(lang).format(id, args) {
            return text;
        }
        if lang != Lang::En
            && let Some(text) = state.table(Lang::En).format(id, args)
        {
            return text;
        }
        log::warn!("no message `{id}` in the word tables");
        id.to_owned()
    })
}

/// Whether `lang`'s table has message `id` (an id made at run time, such as
/// a control's, can check before asking).
#[must_use]
pub fn has(lang: Lang, id: &str) -> bool {
    STATE.with(|s| s.borrow_mut().table(lang).has(id))
}

/// What a language is called in its own words ("日本語"), for a chooser.
#[must_use]
pub fn native_name(lang: Lang) -> String {
    tr_in(lang, "lang-name", &[])
}
