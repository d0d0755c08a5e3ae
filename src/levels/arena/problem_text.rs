//! The text of an arena problem, for a level designer rather than a Rust
//! programmer: the key and what is wrong, quoting what was written (what a
//! key accepts is `want`'s). The steps that find a problem word it with
//! these, from the table they walked; nothing here reads another library's
//! message.

pub(super) use crate::levels::spanned::problem_text::{
    missing_key, unknown_key, unknown_name, written,
};

/// `unknown shape kind "strar": did you mean "star"?`, or the kinds to
/// choose from when none is near. `what` is `shape` or `obstacle`.
pub(super) fn unknown_kind(what: &str, typed: &str, kinds: &[&str]) -> String {
    unknown_name(&format!("{what} kind"), typed, kinds)
}

/// A file with no keys at all: `blank` if it holds nothing but white space,
/// else only comments. Says what an arena needs rather than naming the first
/// key missing, which would read as if the rest were there.
pub(super) fn no_keys(blank: bool) -> String {
    let what = if blank {
        "the file is empty"
    } else {
        "the file holds only comments"
    };
    format!(
        "{what}: an arena needs `size`, `round_seconds`, a [plane], [shells] \
         and at least one [[targets]] entry (see docs/levels.md, or copy \
         resources/arenas/default.toml)"
    )
}

/// "a star", "an ellipse".
pub(super) fn with_article(word: &str) -> String {
    let article = if word.starts_with(['a', 'e', 'i', 'o', 'u']) {
        "an"
    } else {
        "a"
    };
    format!("{article} {word}")
}
