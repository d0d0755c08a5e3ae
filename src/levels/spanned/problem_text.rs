//! The text of a problem in a level file (an arena, a lesson), for a
//! level designer rather than a Rust programmer: the key and what is wrong,
//! quoting what was written. Nothing here reads another library's message.

use std::ops::Range;

use crate::levels::suggest::nearest;
use crate::text::{cut_to_width, display_width};

/// Longest quotation of a value, in display columns (a kanji takes two),
/// before it is cut short: a problem's line stays one terminal line wide
/// whatever script the value is in.
const MAX_QUOTE: usize = 40;

/// ``unknown key `move_sped`: did you mean `move_speed`?``, or the keys to
/// choose from when none is near.
pub(crate) fn unknown_key(typed: &str, keys: &[&str]) -> String {
    match nearest(typed, keys.iter().copied()) {
        Some(meant) => format!("unknown key `{typed}`: did you mean `{meant}`?"),
        None => format!("unknown key `{typed}`; use one of {}", keys.join(", ")),
    }
}

/// `unknown detection "sweep": did you mean "swept"?`, or the names to choose
/// from when none is near. `what` says what the name was to name.
pub(crate) fn unknown_name(what: &str, typed: &str, names: &[&str]) -> String {
    match nearest(typed, names.iter().copied()) {
        Some(meant) => format!("unknown {what} \"{typed}\": did you mean \"{meant}\"?"),
        None => format!(
            "unknown {what} \"{typed}\"; use one of {}",
            names.join(", ")
        ),
    }
}

/// A key that `owner` (`[plane]`, `a star shape`, ...) needs but lacks.
pub(crate) fn missing_key(key: &str, owner: &str) -> String {
    format!("missing key `{key}`: {owner} needs it (see docs/levels.md)")
}

/// A key set a second time in its table, as written.
pub(crate) fn duplicate_key(written: &str) -> String {
    format!("duplicate key `{written}`: each key may be set only once in a table")
}

/// The text at `span` as written, cut short if long.
pub(crate) fn written(text: &str, span: &Range<usize>) -> String {
    let quoted = text.get(span.clone()).unwrap_or("").trim();
    let first_line = quoted.lines().next().unwrap_or("");
    if display_width(first_line) > MAX_QUOTE || first_line.len() < quoted.len() {
        format!("{}…", cut_to_width(first_line, MAX_QUOTE))
    } else {
        quoted.to_owned()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_values_are_cut() {
        let text = format!("[{}]", "1, ".repeat(30));
        assert!(written(&text, &(0..text.len())).ends_with('…'));
        assert_eq!(written(" 60 ", &(0..4)), "60");
    }

    #[test]
    fn a_quotation_is_cut_by_its_width_not_its_bytes() {
        // 30 kanji are 60 columns: cut to 20 of them (40 columns).
        let kanji = "星".repeat(30);
        let quoted = written(&kanji, &(0..kanji.len()));
        assert_eq!(quoted, format!("{}…", "星".repeat(20)));
        // 30 accented letters are 30 columns (60 bytes): quoted whole.
        let accents = "ô".repeat(30);
        assert_eq!(written(&accents, &(0..accents.len())), accents);
    }
}
