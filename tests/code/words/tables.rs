//! The shipped tables parse, agree with each other, and can be drawn.

use hitlab::i18n::{Lang, resource_name};

use super::{messages, shipped_source};

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
        let missing = hitlab::text::fonts::missing_glyphs(line);
        assert!(
            missing.is_empty(),
            "ja.ftl:{}: no font draws {:?}: rephrase it",
            line_no + 1,
            missing.iter().map(|(_, c)| *c).collect::<String>()
        );
    }
}

#[test]
fn the_desktop_entry_names_and_describes_the_game_in_every_language() {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(".ci/package/hitlab.desktop");
    let entry =
        std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    for lang in Lang::ALL.into_iter().filter(|&l| l != Lang::En) {
        for key in ["Name", "GenericName", "Comment", "Keywords"] {
            let localized = format!("{key}[{}]=", lang.code());
            assert!(
                entry
                    .lines()
                    .any(|l| l.starts_with(&localized) && l.len() > localized.len()),
                "{} lacks {localized}",
                path.display()
            );
        }
    }
}
