//! The guard that keeps the window's words in the tables: no string
//! literal in the window's code (`src/view/`, `src/app/`, `src/screens/`)
//! reads as words a player sees, and every id the code names is in both
//! tables.
//!
//! A literal "reads as words" when it holds two words of letters with a
//! space between, or any Japanese. Allowed: what the player never sees (log
//! lines, panics and `expect`s, test code) and [`ALLOWED`], each with why.
//! The terminal's words (`src/cli/`, `src/main.rs`) stay English and are
//! not scanned; nor are the loaders' problem messages in the core, which
//! the window shows as `hitlab check` prints them.

use std::collections::BTreeMap;
use std::path::PathBuf;

use hitlab::i18n::Lang;

use super::{messages, shipped_source};

/// The folders whose literals are checked.
const SCANNED: &[&str] = &["src/view", "src/app", "src/screens"];

/// Modes' names as written in their controls' message ids
/// (`control-arena-editor-save`): kebab-case, but no message of their own.
/// `view::keymap`'s tests check every control's id is in both tables.
const MODE_NAMES: &[&str] = &["arena-editor", "sokoban-editor"];

/// Files whose words go only to the terminal and the log, which stay
/// English: device and frame-time errors of a headless run, a missing
/// feature's reason, and the system's own reasons a file could not be
/// written (told inside the window's own words, as `toast-*-not-*` shows).
const TERMINAL: &[&str] = &[
    "src/app/frame_times.rs",
    "src/app/gpu.rs",
    "src/app/handout.rs",
    "src/app/headless.rs",
    "src/app/window_loop.rs",
    "src/view/gamepad.rs",
    "src/view/sound.rs",
];

/// A literal in a statement that holds one of these is not shown to the
/// player (the log, a panic's message, the terminal).
const UNSEEN: &[&str] = &[
    "log::",
    "warn!(",
    "info!(",
    "debug!(",
    "error!(",
    "trace!(",
    ".expect(",
    "panic!(",
    "unreachable!(",
    "eprintln!(",
    "println!(",
    "assert",
];

/// Literals that read as words but are not the window's words, by file:
/// each says why.
const ALLOWED: &[(&str, &str, &str)] = &[
    // Keys keep their names in every language: "Page Down" is what is
    // printed on the key the player looks for.
    ("src/view/keymap.rs", "Page Up", "a key's name"),
    ("src/view/keymap.rs", "Page Down", "a key's name"),
    // The window's title bar, set before any table is read: the game's
    // name, the same in every language.
    ("src/app/mod.rs", "Hit Lab", "the game's name"),
    (
        "src/view/shooter/fallback.rs",
        "built-in default.toml",
        "a file's name, as a problem in it is told",
    ),
    (
        "src/app/events.rs",
        "{PICTURES_PER_SECOND} pictures already saved this second",
        "a reason, like the system's, inside toast-screen-not-saved",
    ),
];

/// A string literal of a source file: its text, its line, and the code of
/// its statement before it (from the last `;`, `{` or `}`).
#[derive(Debug)]
struct Literal {
    text: String,
    line: usize,
    statement: String,
}

/// The string literals of `source` outside comments and outside a trailing
/// `#[cfg(test)] mod tests`. Escapes are kept as written (a test needs
/// only the words).
fn literals(source: &str) -> Vec<Literal> {
    let source = match source.find("#[cfg(test)]\nmod tests") {
        Some(at) => &source[..at],
        None => source,
    };
    let chars: Vec<char> = source.chars().collect();
    let mut out = Vec::new();
    let (mut i, mut line) = (0, 1);
    let mut statement = String::new();
    while i < chars.len() {
        let c = chars[i];
        let next = chars.get(i + 1).copied();
        if c == '\n' {
            line += 1;
        }
        if c == '/' && next == Some('/') {
            while i < chars.len() && chars[i] != '\n' {
                i += 1;
            }
            continue;
        }
        if c == '/' && next == Some('*') {
            while i + 1 < chars.len() && !(chars[i] == '*' && chars[i + 1] == '/') {
                line += usize::from(chars[i] == '\n');
                i += 1;
            }
            i += 2;
            continue;
        }
        if c == '\'' {
            // A char literal ('"', '\'') is skipped whole; a lifetime is
            // only its quote.
            let close = if next == Some('\\') { i + 3 } else { i + 2 };
            if chars.get(close) == Some(&'\'') {
                i = close + 1;
                continue;
            }
            if next == Some('\\') && chars[i + 2..].iter().take(10).any(|&c| c == '\'') {
                i += 2;
                while i < chars.len() && chars[i] != '\'' {
                    i += 1;
                }
                i += 1;
                continue;
            }
            statement.push(c);
            i += 1;
            continue;
        }
        let raw_hashes = if c == 'r' && !chars[..i].last().is_some_and(|p| p.is_alphanumeric()) {
            let hashes = chars[i + 1..].iter().take_while(|&&h| h == '#').count();
            (chars.get(i + 1 + hashes) == Some(&'"')).then_some(hashes)
        } else {
            None
        };
        if c == '"' || raw_hashes.is_some() {
            let hashes = raw_hashes.unwrap_or(0);
            i += if raw_hashes.is_some() { hashes + 2 } else { 1 };
            let start_line = line;
            let mut text = String::new();
            while i < chars.len() {
                let ch = chars[i];
                if raw_hashes.is_none() && ch == '\\' {
                    text.push(ch);
                    if let Some(&escaped) = chars.get(i + 1) {
                        text.push(escaped);
                        line += usize::from(escaped == '\n');
                    }
                    i += 2;
                    continue;
                }
                if ch == '"' && chars[i + 1..].iter().take(hashes).all(|&h| h == '#') {
                    i += 1 + hashes;
                    break;
                }
                line += usize::from(ch == '\n');
                text.push(ch);
                i += 1;
            }
            out.push(Literal {
                text,
                line: start_line,
                statement: statement.clone(),
            });
            statement.push_str("\"\"");
            continue;
        }
        if matches!(c, ';' | '{' | '}') {
            statement.clear();
        } else {
            statement.push(c);
        }
        i += 1;
    }
    out
}

/// Whether a literal reads as words a person would read: two runs of
/// letters with a space between (not a format's `{}` or a path), or any
/// Japanese.
fn reads_as_words(text: &str) -> bool {
    if text
        .chars()
        .any(|c| matches!(c, '\u{3040}'..='\u{30FF}' | '\u{4E00}'..='\u{9FFF}'))
    {
        return true;
    }
    let words: Vec<&str> = text.split(' ').collect();
    words.windows(2).any(|pair| {
        let letters = |w: &str, from_end: bool| {
            let mut chars: Box<dyn Iterator<Item = char>> = if from_end {
                Box::new(w.chars().rev())
            } else {
                Box::new(w.chars())
            };
            chars.next().is_some_and(char::is_alphabetic)
                && w.chars().filter(|c| c.is_alphabetic()).count() >= 2
        };
        letters(pair[0], true) && letters(pair[1], false)
    })
}

/// The window's source files, by path relative to the checkout.
fn window_sources() -> Vec<(String, String)> {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    for dir in SCANNED {
        files.extend(crate::rust_files(&root.join(dir)));
    }
    files
        .into_iter()
        .filter_map(|path| {
            let relative = path
                .strip_prefix(&root)
                .ok()?
                .to_string_lossy()
                .replace('\\', "/");
            let skipped = TERMINAL.contains(&relative.as_str())
                || relative.ends_with("/tests.rs")
                || relative.contains("/tests/");
            let text = std::fs::read_to_string(&path).ok()?;
            (!skipped).then_some((relative, text))
        })
        .collect()
}

#[test]
fn no_word_the_player_sees_is_written_in_the_code() {
    let mut found = Vec::new();
    for (file, source) in window_sources() {
        for literal in literals(&source) {
            let unseen = UNSEEN.iter().any(|u| literal.statement.contains(u));
            let allowed = ALLOWED
                .iter()
                .any(|(f, text, _)| *f == file && *text == literal.text);
            if reads_as_words(&literal.text) && !unseen && !allowed {
                found.push(format!("{file}:{}: {:?}", literal.line, literal.text));
            }
        }
    }
    assert!(
        found.is_empty(),
        "words outside resources/i18n/*.ftl (move them into the tables, or \
         allow them in tests/code/words/guard.rs with why):\n{}",
        found.join("\n")
    );
}

/// Whether a literal is written as a message id: kebab-case with at least
/// one dash (`title-subtitle`). In the window's code every such literal is
/// one, so an id chosen by a `match` is checked as well as one passed
/// straight to `tr`.
fn is_id(text: &str) -> bool {
    text.contains('-')
        && text.starts_with(|c: char| c.is_ascii_lowercase())
        && !text.ends_with('-')
        && !text.contains("--")
        && text
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
}

#[test]
fn every_id_the_code_names_is_in_both_tables() {
    let mut named = BTreeMap::new();
    for (file, source) in window_sources() {
        for literal in literals(&source) {
            if is_id(&literal.text) && !MODE_NAMES.contains(&literal.text.as_str()) {
                named.insert(literal.text, format!("{file}:{}", literal.line));
            }
        }
    }
    assert!(named.len() > 10, "the scan found almost no ids: {named:?}");
    for lang in Lang::ALL {
        let table = messages(&shipped_source(lang));
        for (id, at) in &named {
            assert!(
                table.contains_key(id),
                "{at}: `{id}` is not in {}.ftl",
                lang.code()
            );
        }
    }
}

#[test]
fn the_scanner_finds_words_and_leaves_formats_paths_and_comments() {
    let source = "let a = \"Press Esc to quit\";\n// \"not code\"\nlet b = format!(\"{} {}\", x, y);\nlog::warn!(\n  \"cannot read it\"\n);\nlet c = '\"'; let d = \"fonts/DejaVu Sans.ttf\";\nlet e = \"終わり\";\n";
    let found: Vec<(usize, String)> = literals(source)
        .into_iter()
        .filter(|l| reads_as_words(&l.text) && !UNSEEN.iter().any(|u| l.statement.contains(u)))
        .map(|l| (l.line, l.text))
        .collect();
    assert_eq!(
        found,
        [
            (1, "Press Esc to quit".to_owned()),
            (7, "fonts/DejaVu Sans.ttf".to_owned()),
            (8, "終わり".to_owned())
        ]
    );
}
