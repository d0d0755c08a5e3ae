//! The shipped tables are whole: both parse, hold the same messages with
//! the same variables, and every Japanese character has a glyph.

use std::collections::{BTreeMap, BTreeSet};
use std::path::PathBuf;

use super::*;

/// The checkout's copy of `lang`'s table (the one that is shipped).
pub(super) fn shipped_source(lang: Lang) -> String {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("resources")
        .join(resource_name(lang));
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// Each message (and term) of an FTL source with the variables it names:
/// an entry starts at a line's first column with `id =`, and goes on over
/// the indented lines after it.
pub(super) fn messages(source: &str) -> BTreeMap<String, BTreeSet<String>> {
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

#[test]
fn both_shipped_tables_parse_without_an_error() {
    for lang in Lang::ALL {
        if let Err((_, errors)) = fluent_bundle::FluentResource::try_new(shipped_source(lang)) {
            panic!("{}: {errors:?}", resource_name(lang));
        }
    }
}

#[test]
fn the_tables_hold_the_same_messages_with_the_same_variables() {
    let english = messages(&shipped_source(Lang::En));
    assert!(english.len() > 20, "the English table is nearly empty");
    for lang in Lang::ALL {
        let other = messages(&shipped_source(lang));
        let missing: Vec<_> = english
            .keys()
            .filter(|id| !other.contains_key(*id))
            .collect();
        let extra: Vec<_> = other
            .keys()
            .filter(|id| !english.contains_key(*id))
            .collect();
        assert!(missing.is_empty(), "{} lacks {missing:?}", lang.code());
        assert!(
            extra.is_empty(),
            "{} has, English lacks {extra:?}",
            lang.code()
        );
        for (id, variables) in &english {
            assert_eq!(&other[id], variables, "{}: {id}'s variables", lang.code());
        }
    }
}

#[test]
fn every_character_of_the_japanese_table_has_a_glyph() {
    let source = shipped_source(Lang::Ja);
    for (line_no, line) in source.lines().enumerate() {
        let missing = crate::text::fonts::missing_glyphs(line);
        assert!(
            missing.is_empty(),
            "ja.ftl:{}: no font draws {:?}: rephrase it",
            line_no + 1,
            missing.iter().map(|(_, c)| *c).collect::<String>()
        );
    }
}

#[test]
fn a_message_is_found_in_its_language_and_variables_filled_in() {
    assert_eq!(native_name(Lang::Ja), "日本語");
    assert_eq!(native_name(Lang::En), "English");
    let table = Table::parse(Lang::En, "hi = { $who } has { $n }\n".into(), "test");
    let text = table.format("hi", &[("who", "Ann".into()), ("n", 3.into())]);
    assert_eq!(text.as_deref(), Some("Ann has 3"), "no isolation marks");
    assert_eq!(table.format("missing", &[]), None);
}

#[test]
fn a_broken_message_keeps_the_rest_of_its_table() {
    let table = Table::parse(
        Lang::Ja,
        "good = よい\nbad = { $ }\nalso = また\n".into(),
        "test",
    );
    assert!(table.has("good"));
    assert!(table.has("also"));
    assert!(!table.has("bad"));
}

#[test]
fn an_unknown_id_is_its_own_text_and_a_switch_moves_the_generation_on() {
    assert_eq!(lang(), Lang::En, "each thread starts in English");
    assert_eq!(tr("no-such-message"), "no-such-message");
    let before = generation();
    set_lang(Lang::Ja);
    assert_eq!(lang(), Lang::Ja);
    assert!(generation() > before);
    assert_eq!(tr("lang-name"), "日本語");
    set_lang(Lang::En);
    assert_eq!(tr("lang-name"), "English");
}

#[test]
fn an_english_count_takes_its_plural_and_a_japanese_one_has_none() {
    let args = |moves: usize, pushes: usize| [("moves", moves.into()), ("pushes", pushes.into())];
    let en = tr_in(Lang::En, "sokoban-moves-pushes", &args(1, 2));
    assert_eq!(en, "1 move, 2 pushes");
    let ja = tr_in(Lang::Ja, "sokoban-moves-pushes", &args(1, 2));
    assert_eq!(ja, "1 手、2 押し");
}
