//! The words of an arena problem, for a level designer rather than a Rust
//! programmer.
//!
//! serde and toml describe a bad value in Rust's terms (``invalid type:
//! string "60", expected f32``, ``unknown field `foo` ``, `duplicate key`);
//! [`finish`] turns each into the key, what is wrong and what is accepted,
//! once every problem is known and the file's text is at hand to quote.
//! Every arena problem passes through it, so this is the one place where the
//! wording is decided. Unknown keys and kinds are worded here too.

use std::ops::{Range, RangeInclusive};

use super::arena_validate::{
    ANGLE_DEG, COOLDOWN, ELLIPSE_SEGMENTS, HITS, LENGTH, MOVE_SPEED, Problem, ROUND_SECONDS, SCALE,
    SHELL_SPEED, SIZE, SPIN_DEG, STAR_POINTS, TURN_DEG, Wording,
};
use super::suggest::nearest;

/// Longest quotation of a value, in characters, before it is cut short.
const MAX_QUOTE: usize = 40;

/// The message of `problem`, in its final words; `text` is the whole file.
pub(super) fn finish(text: &str, problem: &Problem) -> String {
    match &problem.wording {
        Wording::Ours => problem.message.clone(),
        Wording::FoundWritten => {
            format!(
                "{}, found {}",
                problem.message,
                written(text, &problem.span)
            )
        }
        Wording::Serde { key } => {
            // The reader's own name for the key, else the one read off the text.
            let (label, lookup) = match (key, key_before(text, problem.span.start)) {
                (Some(key), _) => (Some(key.clone()), Some(key.clone())),
                (None, Some((label, lookup))) => (Some(label), Some(lookup)),
                (None, None) => (None, None),
            };
            serde_message(
                &problem.message,
                label.as_deref(),
                lookup.as_deref().and_then(accepted_for_key),
                &written(text, &problem.span),
                &owner_at(text, &problem.span),
            )
        }
    }
}

/// ``unknown key `move_sped`: did you mean `move_speed`?``, or the keys to
/// choose from when none is near.
pub(super) fn unknown_key(typed: &str, keys: &[&str]) -> String {
    match nearest(typed, keys.iter().copied()) {
        Some(meant) => format!("unknown key `{typed}`: did you mean `{meant}`?"),
        None => format!("unknown key `{typed}`; use one of {}", keys.join(", ")),
    }
}

/// `unknown shape kind "strar": did you mean "star"?`, or the kinds to
/// choose from when none is near. `what` is `shape` or `obstacle`.
pub(super) fn unknown_kind(what: &str, typed: &str, kinds: &[&str]) -> String {
    match nearest(typed, kinds.iter().copied()) {
        Some(meant) => format!("unknown {what} kind \"{typed}\": did you mean \"{meant}\"?"),
        None => format!(
            "unknown {what} kind \"{typed}\"; use one of {}",
            kinds.join(", ")
        ),
    }
}

/// A key that `owner` (`[plane]`, `a star shape`, ...) needs but lacks.
pub(super) fn missing_key(key: &str, owner: &str) -> String {
    format!("missing key `{key}`: {owner} needs it (see docs/levels.md)")
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

/// What lacks a key serde found missing, from the table it points at: a
/// `[table]` header, an `[[array]]` entry's header, or the whole file.
fn owner_at(text: &str, span: &Range<usize>) -> String {
    let whole_file = span.start == 0 && span.end >= text.trim_end().len();
    let header = text
        .get(span.start..)
        .and_then(|rest| rest.lines().next())
        .map(str::trim)
        .filter(|line| line.starts_with('[') && !whole_file);
    match header {
        Some(h) if h.starts_with("[[") => format!("each {h} entry"),
        Some(h) => h.to_owned(),
        None => "the arena's top level (before any [table])".to_owned(),
    }
}

/// serde's and toml's messages, worded for a designer; anything else (a
/// TOML syntax error, already about the text) is kept.
fn serde_message(
    message: &str,
    key: Option<&str>,
    accepted: Option<String>,
    written: &str,
    owner: &str,
) -> String {
    if let Some(rest) = message.strip_prefix("unknown field ") {
        let mut names = rest.split('`').skip(1).step_by(2);
        let typed = names.next().unwrap_or(written);
        let keys: Vec<&str> = names.collect();
        return unknown_key(typed, &keys);
    }
    if let Some(rest) = message.strip_prefix("missing field ") {
        return missing_key(rest.trim_matches('`'), owner);
    }
    if message == "duplicate key" {
        return format!("duplicate key `{written}`: each key may be set only once in a table");
    }
    let Some(expected) = ["invalid type: ", "invalid value: ", "invalid length "]
        .iter()
        .find(|p| message.starts_with(*p))
        .and_then(|_| message.rsplit_once(", expected "))
        .map(|(_, expected)| expected)
    else {
        return message.to_owned();
    };
    let accepted = accepted.unwrap_or_else(|| accepted_for_type(expected));
    let hint = hint(&accepted, written);
    let key = key.unwrap_or("this value");
    format!("{key} must be {accepted}, found {written}{hint}")
}

/// A short note on a common slip: a number in quotes, a word for a letter.
fn hint(accepted: &str, written: &str) -> String {
    let Some(inner) = written.strip_prefix('"').and_then(|w| w.strip_suffix('"')) else {
        return String::new();
    };
    let is_number = accepted.starts_with("a number") || accepted.starts_with("a whole number");
    if is_number && inner.trim().parse::<f64>().is_ok() {
        " (numbers are written without quotes)".to_owned()
    } else if accepted.starts_with("exactly one character") {
        format!(" ({} characters)", inner.chars().count())
    } else {
        String::new()
    }
}

fn number(range: &RangeInclusive<f32>) -> String {
    format!("a number from {} to {}", range.start(), range.end())
}

fn whole_number(range: &RangeInclusive<u32>) -> String {
    format!("a whole number from {} to {}", range.start(), range.end())
}

/// What a key accepts, from the same limits the checks use. `key` may carry
/// its table (`plane.move_speed`) or its kind (`star points`).
fn accepted_for_key(key: &str) -> Option<String> {
    let name = key.rsplit(['.', ' ']).next().unwrap_or(key);
    Some(match name {
        "round_seconds" => number(&ROUND_SECONDS),
        "turn_deg_per_step" => number(&TURN_DEG),
        "move_speed" => number(&MOVE_SPEED),
        "speed" => number(&SHELL_SPEED),
        "scale" => number(&SCALE),
        "spin_deg_per_step" => number(&SPIN_DEG),
        "heading_deg" | "angle_deg" => number(&ANGLE_DEG),
        "outer_radius" | "inner_radius" | "radius" | "cut_radius" | "cut_offset" | "radius_x"
        | "radius_y" | "height" => number(&LENGTH),
        "cooldown_steps" => whole_number(&COOLDOWN),
        "hits_to_break" => whole_number(&HITS),
        "points" => whole_number(&STAR_POINTS),
        "segments" => whole_number(&ELLIPSE_SEGMENTS),
        "size" if key == name => format!(
            "two numbers in brackets, each from {} to {}, like [32.0, 20.0]",
            SIZE.start(),
            SIZE.end()
        ),
        "size" | "position" | "center" => "two numbers in brackets, like [1.0, 2.0]".to_owned(),
        "character" => "exactly one character, in quotes".to_owned(),
        "colour" => "a colour in quotes, like \"#ff8800\"".to_owned(),
        "name" | "kind" => "text in quotes".to_owned(),
        "plane" | "shells" => format!("a table: a [{name}] header and its keys"),
        "targets" => "a list of [[targets]] tables".to_owned(),
        "obstacles" => "a list of [[obstacles]] tables".to_owned(),
        "shape" => "an inline table, like { kind = \"star\", ... }".to_owned(),
        _ => return None,
    })
}

/// What serde's `expected ...` asks for, in plain words (for a value whose
/// key is not known).
fn accepted_for_type(expected: &str) -> String {
    match expected {
        "f32" | "f64" => "a number".to_owned(),
        "u32" => whole_number(&(0..=u32::MAX)),
        "a string" => "text in quotes".to_owned(),
        "a character" => "exactly one character, in quotes".to_owned(),
        "a boolean" => "true or false".to_owned(),
        e if e.starts_with("an array of length ") => {
            format!("{} numbers in brackets", &e["an array of length ".len()..])
        }
        e if e.starts_with("struct ") || e.contains("table") || e.contains("map") => {
            "a table".to_owned()
        }
        e => e.to_owned(),
    }
}

/// The value as written at `span`, cut short if long.
fn written(text: &str, span: &Range<usize>) -> String {
    let quoted = text.get(span.clone()).unwrap_or("").trim();
    let first_line = quoted.lines().next().unwrap_or("");
    if first_line.chars().count() > MAX_QUOTE || first_line.len() < quoted.len() {
        let cut: String = first_line.chars().take(MAX_QUOTE).collect();
        format!("{cut}…")
    } else {
        quoted.to_owned()
    }
}

/// The key whose value starts at byte `start`: the name before the last `=`
/// on its line. Given twice: as the checks name it (`plane.move_speed`, but
/// a bare `scale` under `[[targets]]`), and with its table always, to look
/// up what it accepts (`obstacles.size` is not the arena's `size`).
fn key_before(text: &str, start: usize) -> Option<(String, String)> {
    let before = text.get(..start)?;
    let line_start = before.rfind('\n').map_or(0, |i| i + 1);
    let (lhs, _) = before[line_start..].rsplit_once('=')?;
    let lhs = lhs.trim_end();
    let in_key = |c: char| c.is_ascii_alphanumeric() || "_-.\"'".contains(c);
    let key_start = lhs
        .char_indices()
        .rev()
        .find(|&(_, c)| !in_key(c))
        .map_or(0, |(i, c)| i + c.len_utf8());
    let key = lhs[key_start..].trim_matches(['"', '\'']);
    if key.is_empty() {
        return None;
    }
    let inline = lhs[..key_start].contains('{');
    let header = before[..line_start]
        .lines()
        .rev()
        .map(str::trim)
        .find(|l| l.starts_with('[') && !l.contains('='));
    let table = header.map(|h| h.trim_matches(['[', ']']).trim());
    let array = header.is_some_and(|h| h.starts_with("[["));
    Some(match table {
        Some(table) if inline => (key.to_owned(), format!("{table}.shape.{key}")),
        Some(table) if array => (key.to_owned(), format!("{table}.{key}")),
        Some(table) => (format!("{table}.{key}"), format!("{table}.{key}")),
        None => (key.to_owned(), key.to_owned()),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_are_found_before_their_values() {
        let text = "a = 1\n[plane]\nmove_speed = \"x\"\n[[targets]]\nshape = { kind = \"s\", points = 5.5 }\n";
        let at = |needle: &str| key_before(text, text.find(needle).unwrap()).unwrap();
        let pair = |label: &str, lookup: &str| (label.to_owned(), lookup.to_owned());
        assert_eq!(at("1"), pair("a", "a"));
        assert_eq!(at("\"x\""), pair("plane.move_speed", "plane.move_speed"));
        assert_eq!(at("5.5"), pair("points", "targets.shape.points"));
        assert_eq!(key_before(text, 0), None);
        let text = "colour = \"\u{11938}\" = 1";
        assert_eq!(
            key_before(text, text.len() - 1),
            None,
            "no key after a non-ASCII value"
        );
    }

    #[test]
    fn long_values_are_cut() {
        let text = format!("[{}]", "1, ".repeat(30));
        assert!(written(&text, &(0..text.len())).ends_with('…'));
        assert_eq!(written(" 60 ", &(0..4)), "60");
    }

    #[test]
    fn unknown_types_fall_back_to_serdes_expectation() {
        let message = |m: &str| serde_message(m, None, None, "\"x\"", "[plane]");
        assert_eq!(
            message("invalid type: string \"x\", expected f32"),
            "this value must be a number, found \"x\""
        );
        assert_eq!(message("expected `=`"), "expected `=`");
    }

    #[test]
    fn a_missing_key_names_what_lacks_it() {
        let text = "size = [1, 2]\n[plane]\nspeed = 1\n[[targets]]\nx = 1\n";
        let at = |header: &str| {
            let start = text.find(header).unwrap();
            owner_at(text, &(start..text.len()))
        };
        assert_eq!(at("[plane]"), "[plane]");
        assert_eq!(at("[[targets]]"), "each [[targets]] entry");
        assert_eq!(
            owner_at(text, &(0..text.len())),
            "the arena's top level (before any [table])"
        );
    }
}
