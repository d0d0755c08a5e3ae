//! The window's words: the shipped tables are whole (both parse, hold the
//! same messages with the same variables, every Japanese character has a
//! glyph), and the window's code writes no word outside them.

use std::collections::{BTreeMap, BTreeSet};
use std::path::PathBuf;

use hitlab::i18n::{Lang, resource_name};

mod guard;
mod japanese_terms;
mod tables;

/// The checkout's copy of `lang`'s table (the one that is shipped).
pub fn shipped_source(lang: Lang) -> String {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("resources")
        .join(resource_name(lang));
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// Each message (and term) of an FTL source with the variables it names:
/// an entry starts at a line's first column with `id =`, and goes on over
/// the indented lines after it.
pub fn messages(source: &str) -> BTreeMap<String, BTreeSet<String>> {
    let mut out: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    let mut current: Option<String> = None;
    for line in source.lines() {
        let starts_entry = line.starts_with(|c: char| c.is_ascii_alphabetic() || c == '-');
        let text = if starts_entry {
            let (id, value) = line.split_once('=').unwrap_or((line, ""));
            let id = id.trim().to_owned();
            out.entry(id.clone()).or_default();
            current = Some(id);
            value
        } else if line.starts_with('#') || line.trim().is_empty() {
            continue;
        } else {
            line
        };
        let Some(id) = &current else { continue };
        let variables = text.split('$').skip(1).map(|rest| {
            rest.chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '_' || *c == '-')
                .collect::<String>()
        });
        out.entry(id.clone()).or_default().extend(variables);
    }
    out
}
