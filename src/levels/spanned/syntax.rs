//! Step 1: the text parsed once, into a TOML table that keeps the byte span
//! of every key and value. Everything after reads this table; nothing
//! parses the text again.

use toml::Spanned;
use toml::de::DeTable;

use super::located::line_column;
use super::problem::Problem;
use super::problem_text::{duplicate_key, written};

/// What the TOML parser calls a key set twice in one table. The one parser
/// message recognised here, so the key can be named in a designer's words;
/// were toml to word it otherwise, its own words would show, as for any
/// other broken syntax.
const TOML_DUPLICATE_KEY: &str = "duplicate key";

/// Parses `text`, or gives its first TOML error.
pub(crate) fn parse(text: &str) -> Result<Spanned<DeTable<'_>>, Problem> {
    DeTable::parse(text).map_err(|e| {
        let span = e.span().unwrap_or(0..0);
        // Broken syntax is about the text itself, and the parser's words say
        // what was expected there: the one place an arena problem shows
        // another library's words.
        let message = match e.message().trim() {
            TOML_DUPLICATE_KEY => duplicate_key(&written(text, &span)),
            message => match unclosed_array(text, span.start) {
                Some(open) => {
                    let (line, column) = line_column(text, open);
                    format!("unclosed `[` opened at {line}:{column}: the array needs its `]`")
                }
                None => message.to_owned(),
            },
        };
        Problem::new(span, message)
    })
}

/// Where the array still open at byte `error` begins, when it began on an
/// earlier line: a `]` left off (`position = [0.0, -9.0` then a newline)
/// reads to the parser as an array going on, and it complains about the
/// next line ("missing comma between array elements"), far from the
/// mistake. An array may span lines, so one still open on the error's own
/// line is left to the parser's words.
///
/// A light scan, not a second parser: it skips comments and strings and
/// tells a table header (`[x]`, `[[x]]`, first on its line outside any
/// value) from an array.
fn unclosed_array(text: &str, error: usize) -> Option<usize> {
    let before = text.get(..error)?;
    let mut open: Vec<(u8, usize)> = Vec::new();
    let bytes = before.as_bytes();
    let mut i = 0;
    let mut line_start = true;
    while i < bytes.len() {
        let b = bytes[i];
        match b {
            b'\n' => line_start = true,
            b' ' | b'\t' | b'\r' => {}
            b'#' => {
                // A comment runs to the end of its line.
                i = before[i..].find('\n').map_or(bytes.len(), |n| i + n);
                continue;
            }
            b'"' | b'\'' => {
                i = string_end(bytes, i);
                line_start = false;
                continue;
            }
            b'[' if line_start && open.is_empty() => {
                // A table header: it closes on its own line.
                i = before[i..].find('\n').map_or(bytes.len(), |n| i + n);
                continue;
            }
            b'[' | b'{' => {
                open.push((b, i));
                line_start = false;
            }
            b']' | b'}' => {
                open.pop();
                line_start = false;
            }
            _ => line_start = false,
        }
        i += 1;
    }
    // The innermost `[` from an earlier line: one on the error's own line
    // (`[plane]` read as an element) is the parser's confusion, not the cause.
    let at = open
        .iter()
        .rev()
        .find(|&&(kind, at)| kind == b'[' && before[at..].contains('\n'))
        .map(|&(_, at)| at)?;
    starts_an_entry(text, error).then_some(at)
}

/// Whether the line holding byte `at` begins a new entry (`key = ...`, or a
/// table header `[name]`): what follows an array whose `]` was left off. A
/// line of array elements (a multi-line array missing a comma) does not.
fn starts_an_entry(text: &str, at: usize) -> bool {
    let start = text
        .get(..at)
        .and_then(|t| t.rfind('\n'))
        .map_or(0, |n| n + 1);
    let line = text.get(start..).unwrap_or("").trim_start();
    let is_key = |c: char| c.is_ascii_alphanumeric() || "_-.\"' ".contains(c);
    let header = line.trim_start_matches('[');
    if header.len() < line.len() {
        return header.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_');
    }
    line.split_once('=')
        .is_some_and(|(key, _)| !key.trim().is_empty() && key.chars().all(is_key))
}

/// The byte after the string starting at `start` (a `"` or `'`, single or
/// tripled), or the end of `bytes` if it is never closed.
fn string_end(bytes: &[u8], start: usize) -> usize {
    let quote = bytes[start];
    let triple = bytes.get(start..start + 3) == Some(&[quote; 3][..]);
    let mut i = start + if triple { 3 } else { 1 };
    while i < bytes.len() {
        match bytes[i] {
            // Only basic strings have escapes.
            b'\\' if quote == b'"' => i += 1,
            b if b == quote && !triple => return i + 1,
            b if b == quote && bytes.get(i..i + 3) == Some(&[quote; 3][..]) => return i + 3,
            b'\n' if !triple => return i,
            _ => {}
        }
        i += 1;
    }
    bytes.len()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn error(text: &str) -> String {
        parse(text).err().unwrap().message
    }

    #[test]
    fn a_key_set_twice_is_named_wherever_it_is() {
        let twice = "duplicate key `x`: each key may be set only once in a table";
        assert_eq!(error("x = 1\nx = 2\n"), twice);
        assert_eq!(error("a = { x = 1, x = 2 }"), twice);
        assert_eq!(error("[[t]]\nx = 1\nx = 2\n"), twice);
        assert_eq!(error("\"x\" = 1\nx = 2\n"), twice);
        assert!(error("[x]\n[x]\n").starts_with("duplicate key `x`"));
    }

    #[test]
    fn a_missing_bracket_is_told_where_its_array_opened() {
        let text = "[plane]\nposition = [0.0, -9.0\nheading_deg = 90.0\n";
        assert_eq!(
            error(text),
            "unclosed `[` opened at 2:12: the array needs its `]`"
        );
        // Brackets in strings and comments, and a table header, do not count.
        let text = "# [ x\n[plane]\nname = \"a [b\"\nposition = [0.0, -9.0\nheading_deg = 90.0\n";
        assert!(
            error(text).starts_with("unclosed `[` opened at 4:12"),
            "{}",
            error(text)
        );
        // An array spanning lines is fine, and an error on its own line keeps
        // the parser's words.
        assert!(parse("p = [\n  1.0,\n  2.0,\n]\n").is_ok());
        assert!(!error("p = [1.0 2.0]\n").starts_with("unclosed"));
        // A comma missing between lines of elements is just that.
        assert!(!error("p = [\n  1.0\n  2.0,\n]\n").starts_with("unclosed"));
        assert!(error("p = [1.0\n[plane]\n").starts_with("unclosed `[` opened at 1:5"));
    }

    #[test]
    fn other_errors_keep_the_parsers_words() {
        assert!(!error("x = = 1\n").starts_with("duplicate key"));
        assert!(!error("x = 1\nx\n").starts_with("duplicate key"));
        assert!(!error("x = 1\nx.y = 2\n").starts_with("duplicate key"));
        assert!(parse("x = 1\n").is_ok());
    }
}
