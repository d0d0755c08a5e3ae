//! Which lessons are presented one after another ("all shipped lessons in
//! a row"): those in the window's language.
//!
//! The shipped lessons come in English and in Japanese (`*_ja.toml`, the
//! same steps). A class that follows one language should not get every
//! lesson twice, so the run keeps the lessons whose language (the file's
//! `lang`, else the one its captions' script suggests: the rule the loader
//! uses) is the window's. The chooser still lists every file.

use std::path::{Path, PathBuf};

/// The language lessons are presented in when the window names none, and
/// the one a run falls back to: every shipped lesson has an English copy.
pub const FALLBACK_LANGUAGE: &str = "en";

/// The language lesson file `path` is written in (see [`Lesson::lang`]),
/// read without loading its arenas; `None` if it cannot be read or is no
/// lesson.
///
/// [`Lesson::lang`]: super::Lesson::lang
#[must_use]
pub fn lesson_language(path: &Path) -> Option<String> {
    let text = crate::levels::file::read_level(path).ok()?;
    super::build::language(&text)
}

/// Whether language tags `a` and `b` name one language: the same primary
/// subtag, in any case (`ja` and `ja-JP`, `EN` and `en-GB`). A class
/// reading `zh-Hant` is shown `zh` lessons too; the tags do not say more
/// about which script a reader prefers.
#[must_use]
pub fn same_language(a: &str, b: &str) -> bool {
    let primary = |tag: &str| tag.split('-').next().unwrap_or("").to_ascii_lowercase();
    primary(a) == primary(b)
}

/// The lessons of `files` (in their order) to present in a row for a
/// window in `lang`, each file's language given by `language_of`: those in
/// `lang`; if there are none, those in [`FALLBACK_LANGUAGE`]; if none
/// either, all of them. A file whose language cannot be read (`None`: not
/// readable, no lesson) stays in every run, so its problem is shown when
/// it is reached rather than the file silently left out.
#[must_use]
pub fn lessons_in_language(
    files: &[PathBuf],
    lang: &str,
    language_of: impl Fn(&Path) -> Option<String>,
) -> Vec<PathBuf> {
    let languages: Vec<Option<String>> = files.iter().map(|f| language_of(f)).collect();
    for wanted in [lang, FALLBACK_LANGUAGE] {
        if languages.iter().flatten().any(|l| same_language(l, wanted)) {
            return files
                .iter()
                .zip(&languages)
                .filter(|(_, l)| l.as_deref().is_none_or(|l| same_language(l, wanted)))
                .map(|(f, _)| f.clone())
                .collect();
        }
    }
    files.to_vec()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn files(names: &[&str]) -> Vec<PathBuf> {
        names.iter().map(PathBuf::from).collect()
    }

    /// The language by the name's `_ja` / `_fr` ending, `None` for `bad`.
    fn by_name(path: &Path) -> Option<String> {
        let stem = path.file_stem()?.to_str()?;
        if stem.starts_with("bad") {
            return None;
        }
        Some(stem.rsplit_once('_').map_or("en", |(_, l)| l).to_owned())
    }

    #[test]
    fn a_run_keeps_the_windows_language_in_order() {
        let all = files(&["1.toml", "1_ja.toml", "2.toml", "2_ja.toml"]);
        assert_eq!(
            lessons_in_language(&all, "en", by_name),
            files(&["1.toml", "2.toml"])
        );
        assert_eq!(
            lessons_in_language(&all, "ja-JP", by_name),
            files(&["1_ja.toml", "2_ja.toml"])
        );
    }

    #[test]
    fn a_language_without_lessons_falls_back_to_english_then_to_all() {
        let all = files(&["1.toml", "1_ja.toml"]);
        assert_eq!(lessons_in_language(&all, "fr", by_name), files(&["1.toml"]));
        let no_english = files(&["1_ja.toml", "1_ko.toml"]);
        assert_eq!(lessons_in_language(&no_english, "fr", by_name), no_english);
    }

    #[test]
    fn a_file_whose_language_is_unknown_stays_in_the_run() {
        let all = files(&["1.toml", "bad.toml", "1_ja.toml"]);
        assert_eq!(
            lessons_in_language(&all, "ja", by_name),
            files(&["bad.toml", "1_ja.toml"])
        );
        // Unknown files alone are not a run in the language: English is.
        let all = files(&["1.toml", "bad.toml"]);
        assert_eq!(lessons_in_language(&all, "ja", by_name), all);
    }

    #[test]
    fn tags_name_one_language_by_their_first_subtag() {
        assert!(same_language("ja", "ja-JP"));
        assert!(same_language("EN", "en-GB"));
        assert!(!same_language("ja", "jav"));
        assert!(!same_language("zh", "ja"));
    }
}
