//! The languages the window speaks, and how a run picks one: the `--lang`
//! flag, else the language the player last chose (the settings file), else
//! the system's locale, else English.

use crate::sim::Selection;
/// A language the window has a table for (`resources/i18n/<code>.ftl`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Lang {
    /// English: the default, and where a message missing from another
    /// table is taken from.
    #[default]
    En,
    /// Japanese.
    Ja,
}

impl Lang {
    /// Every language, in the order the switch key cycles them.
    pub const ALL: [Lang; 2] = [Lang::En, Lang::Ja];

    /// The code in the table's file name, `--lang` and the settings file.
    #[must_use]
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Ja => "ja",
        }
    }

    /// The language a code names: `ja`, `ja-JP`, `ja_JP.UTF-8` (a POSIX
    /// locale), any case. `None` for a language there is no table for.
    #[must_use]
    pub fn from_code(code: &str) -> Option<Self> {
        // The language is what comes before the territory, encoding or
        // modifier: `ja_JP.UTF-8@x` → `ja`.
        let language = code
            .split(['_', '-', '.', '@'])
            .next()
            .unwrap_or_default()
            .trim();
        Self::ALL
            .into_iter()
            .find(|lang| lang.code().eq_ignore_ascii_case(language))
    }

    /// The language after this one, for the switch key.
    #[must_use]
    pub fn next(self) -> Self {
        let at = Self::ALL.iter().position(|&l| l == self).unwrap_or(0);
        Self::ALL[Selection::at(at, Self::ALL.len()).stepped(1).index()]
    }
}

/// The language of the system's locale, read through `var` (the
/// environment, or a test's map): the first of `LC_ALL`, `LC_MESSAGES` and
/// `LANG` that is set and not empty decides, as POSIX orders them. A locale
/// with no table (`fr_FR`, `C`) or none at all is English.
#[must_use]
pub fn locale_lang(var: impl Fn(&str) -> Option<String>) -> Lang {
    ["LC_ALL", "LC_MESSAGES", "LANG"]
        .into_iter()
        .filter_map(var)
        .find(|value| !value.trim().is_empty())
        .and_then(|value| Lang::from_code(&value))
        .unwrap_or_default()
}

/// The system's locale's language ([`locale_lang`] over the environment).
#[must_use]
pub fn system_lang() -> Lang {
    locale_lang(|name| std::env::var(name).ok())
}

/// The language a run starts in: the flag wins, then the player's last
/// choice, then the locale (`None` where the run must not read it: a
/// headless run replays from its flags alone, so it is English unless
/// `--lang` says otherwise).
#[must_use]
pub fn starting_lang(flag: Option<Lang>, remembered: Option<Lang>, locale: Option<Lang>) -> Lang {
    flag.or(remembered).or(locale).unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn env<'a>(pairs: &'a [(&'a str, &'a str)]) -> impl Fn(&str) -> Option<String> + 'a {
        move |name| {
            pairs
                .iter()
                .find(|(n, _)| *n == name)
                .map(|(_, v)| (*v).to_owned())
        }
    }

    #[test]
    fn codes_and_posix_locales_name_their_language() {
        for code in ["ja", "JA", "ja-JP", "ja_JP.UTF-8", "ja_JP.eucJP@x"] {
            assert_eq!(Lang::from_code(code), Some(Lang::Ja), "{code}");
        }
        for code in ["en", "en_GB.UTF-8", "EN-us"] {
            assert_eq!(Lang::from_code(code), Some(Lang::En), "{code}");
        }
        for code in ["fr_FR.UTF-8", "C", "POSIX", "", "jap"] {
            assert_eq!(Lang::from_code(code), None, "{code}");
        }
    }

    #[test]
    fn lc_all_wins_over_lc_messages_over_lang_and_empty_ones_are_unset() {
        let ja = env(&[("LANG", "en_US.UTF-8"), ("LC_ALL", "ja_JP.UTF-8")]);
        assert_eq!(locale_lang(ja), Lang::Ja);
        let en = env(&[("LANG", "ja_JP.UTF-8"), ("LC_MESSAGES", "en_US")]);
        assert_eq!(locale_lang(en), Lang::En);
        let empty_all = env(&[("LC_ALL", ""), ("LANG", "ja_JP.UTF-8")]);
        assert_eq!(locale_lang(empty_all), Lang::Ja);
    }

    #[test]
    fn a_locale_without_a_table_or_none_at_all_is_english() {
        assert_eq!(locale_lang(env(&[("LANG", "fr_FR.UTF-8")])), Lang::En);
        assert_eq!(locale_lang(env(&[("LANG", "C")])), Lang::En);
        assert_eq!(locale_lang(env(&[])), Lang::En);
    }

    #[test]
    fn the_flag_wins_then_the_remembered_choice_then_the_locale() {
        let (en, ja) = (Some(Lang::En), Some(Lang::Ja));
        assert_eq!(starting_lang(en, ja, ja), Lang::En);
        assert_eq!(starting_lang(None, ja, en), Lang::Ja);
        assert_eq!(starting_lang(None, None, ja), Lang::Ja);
        assert_eq!(starting_lang(None, None, None), Lang::En);
    }

    #[test]
    fn the_switch_visits_every_language_and_comes_back() {
        let mut lang = Lang::En;
        for _ in Lang::ALL {
            lang = lang.next();
        }
        assert_eq!(lang, Lang::En);
        assert_eq!(Lang::En.next(), Lang::Ja);
    }
}
