//! A table's messages, variables and plurals, and the live language
//! switch. That the shipped tables are whole is checked in `tests/code/`.

use super::*;

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
fn an_unknown_id_is_its_own_text_and_a_switch_changes_the_words() {
    assert_eq!(lang(), Lang::En, "each thread starts in English");
    assert_eq!(tr("no-such-message"), "no-such-message");
    set_lang(Lang::Ja);
    assert_eq!(lang(), Lang::Ja);
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
    assert_eq!(ja, "1 手、押し 2 回");
}
