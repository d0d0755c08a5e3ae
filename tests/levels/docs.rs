//! `docs/levels.md` stays true to the loader: every key the arena loader
//! accepts is in the doc's table and every key in the table is accepted, and
//! the doc's examples load.
//!
//! The accepted keys are asked of the loader itself: an unknown key in a
//! table makes the loader list the valid ones, so no list here can go stale.

use std::collections::BTreeSet;
use std::path::Path;

use hitlab::lesson::{LessonError, parse_lesson};
use hitlab::levels::arena::{ArenaError, parse_arena};
use hitlab::levels::campaign::{item_exists, parse_campaign};
use hitlab::levels::sokoban::parse_pack;

use crate::common::GOOD;

const DOC: &str = include_str!("../../docs/levels.md");

const PROBE: &str = "zz_not_a_key";

/// The one problem that names the probe (a probe key in a shape or an
/// obstacle also leaves that table's own keys missing, each its own problem).
fn message(text: &str) -> String {
    match parse_arena(text, Path::new("probe.toml")) {
        Err(ArenaError::Invalid { problems, .. }) => {
            let mut about: Vec<String> = problems
                .into_iter()
                .map(|p| p.message)
                .filter(|m| m.contains(PROBE))
                .collect();
            assert_eq!(about.len(), 1, "one problem names the probe: {about:?}");
            about.remove(0)
        }
        other => panic!("the probe must be rejected: {other:?}"),
    }
}

/// The names an unknown key or kind message lists after "use one of ".
fn listed_names(message: &str, unknown: &str) -> BTreeSet<String> {
    assert!(message.contains(unknown), "{message}");
    let listed = message
        .split_once("; use one of ")
        .unwrap_or_else(|| panic!("no list in: {message}"))
        .1;
    listed.split(", ").map(str::to_owned).collect()
}

fn keys_after(anchor: &str) -> BTreeSet<String> {
    let text = GOOD.replacen(anchor, &format!("{anchor}{PROBE} = 0\n"), 1);
    listed_names(&message(&text), PROBE)
}

fn shape_kinds() -> BTreeSet<String> {
    let text = GOOD.replace("kind = \"star\"", &format!("kind = \"{PROBE}\""));
    listed_names(&message(&text), PROBE)
}

fn shape_keys(kind: &str) -> BTreeSet<String> {
    let shape = format!("shape = {{ kind = \"{kind}\", {PROBE} = 0 }}");
    let text = GOOD.replace(
        r#"shape = { kind = "star", points = 5, outer_radius = 2.0, inner_radius = 0.8 }"#,
        &shape,
    );
    listed_names(&message(&text), PROBE)
}

fn obstacle_kinds() -> BTreeSet<String> {
    let text = format!("{GOOD}[[obstacles]]\nkind = \"{PROBE}\"\n");
    listed_names(&message(&text), PROBE)
}

fn obstacle_keys(kind: &str) -> BTreeSet<String> {
    let text = format!("{GOOD}[[obstacles]]\nkind = \"{kind}\"\n{PROBE} = 0\n");
    listed_names(&message(&text), PROBE)
}

/// Every (table, key) the loader accepts, labelled as the doc's table does.
fn loader_keys() -> BTreeSet<(String, String)> {
    let mut all = BTreeSet::new();
    let mut add = |table: &str, keys: BTreeSet<String>| {
        assert!(!keys.is_empty(), "{table}");
        for key in keys {
            all.insert((table.to_owned(), key));
        }
    };
    add("(top level)", keys_after(""));
    add("[plane]", keys_after("[plane]\n"));
    add("[shells]", keys_after("[shells]\n"));
    let storm = format!("{GOOD}[storm]\nmax_shells = 10\n{PROBE} = 0\n");
    add("[storm]", listed_names(&message(&storm), PROBE));
    let medals = format!("{GOOD}[medals]\nbronze = 1\nsilver = 2\ngold = 3\n{PROBE} = 0\n");
    add("[medals]", listed_names(&message(&medals), PROBE));
    add("[[targets]]", keys_after("[[targets]]\n"));
    for kind in shape_kinds() {
        add(&format!("shape {kind}"), shape_keys(&kind));
    }
    for kind in obstacle_kinds() {
        add(&format!("[[obstacles]] {kind}"), obstacle_keys(&kind));
    }
    all
}

/// The (table, key) rows of the doc's key table.
fn documented_keys() -> BTreeSet<(String, String)> {
    let mut rows = BTreeSet::new();
    let mut in_table = false;
    for line in DOC.lines() {
        if line.starts_with("| table | key |") {
            in_table = true;
            continue;
        }
        if in_table {
            if !line.starts_with('|') {
                break;
            }
            let cells: Vec<&str> = line.split('|').map(str::trim).collect();
            if cells[1].starts_with("---") {
                continue;
            }
            let table = cells[1].replace('`', "");
            let key = cells[2].trim_matches('`').to_owned();
            rows.insert((table, key));
        }
    }
    rows
}

#[test]
fn every_loader_key_is_documented_and_nothing_more() {
    let loader = loader_keys();
    let doc = documented_keys();
    let undocumented: Vec<_> = loader.difference(&doc).collect();
    let stale: Vec<_> = doc.difference(&loader).collect();
    assert!(
        undocumented.is_empty() && stale.is_empty(),
        "accepted by the loader but not in docs/levels.md: {undocumented:?}\n\
         in docs/levels.md but not accepted: {stale:?}"
    );
    // The probe found all four shapes and both obstacles.
    assert!(loader.iter().any(|(t, _)| t == "shape letter"));
    assert!(loader.iter().any(|(t, _)| t == "[[obstacles]] disk"));
}

/// The fenced blocks of `language` in the doc.
fn code_blocks(language: &str) -> Vec<String> {
    let mut blocks = Vec::new();
    let mut current: Option<String> = None;
    for line in DOC.lines() {
        match &mut current {
            None if line.trim() == format!("```{language}") => current = Some(String::new()),
            Some(block) if line.trim() == "```" => {
                blocks.push(std::mem::take(block));
                current = None;
            }
            Some(block) => {
                block.push_str(line);
                block.push('\n');
            }
            None => {}
        }
    }
    blocks
}

#[test]
fn the_complete_example_loads() {
    let examples = code_blocks("toml");
    assert_eq!(
        examples.len(),
        4,
        "the arena example, then the lesson's, then a step's question, then the campaign's"
    );
    let arena = parse_arena(&examples[0], Path::new("docs/levels.md")).unwrap();
    assert_eq!(arena.targets.len(), 4, "one of each shape");
    assert_eq!(arena.obstacles.len(), 2);
}

#[test]
fn the_campaign_example_loads_with_its_items_shipped() {
    let examples = code_blocks("toml");
    let example = examples.last().unwrap();
    let resources = Path::new(env!("CARGO_MANIFEST_DIR")).join("resources");
    let campaign = parse_campaign(example, Path::new("docs/levels.md"), |item| {
        item_exists(item, &resources)
    })
    .unwrap();
    assert_eq!(campaign.chapters.len(), 2);
    assert_eq!(campaign.chapters[1].name("ja"), "細い先端");
}

#[test]
fn the_sokoban_example_parses() {
    let examples = code_blocks("text");
    assert_eq!(examples.len(), 1);
    let pack = parse_pack(&examples[0], Path::new("docs/levels.md"));
    assert_eq!(
        pack.errors().count(),
        0,
        "{:?}",
        pack.errors().collect::<Vec<_>>()
    );
    assert_eq!(pack.levels().count(), 2);
}

/// The (table, key) rows of the doc's lesson key table.
fn documented_lesson_keys() -> BTreeSet<(String, String)> {
    let mut rows = BTreeSet::new();
    let mut in_table = false;
    for line in DOC.lines() {
        if line.starts_with("| lesson table | key |") {
            in_table = true;
            continue;
        }
        if in_table {
            if !line.starts_with('|') {
                break;
            }
            let cells: Vec<&str> = line.split('|').map(str::trim).collect();
            if !cells[1].starts_with("---") {
                rows.insert((
                    cells[1].replace('`', ""),
                    cells[2].trim_matches('`').to_owned(),
                ));
            }
        }
    }
    rows
}

/// The keys the lesson loader lists when `PROBE` is put after `anchor`.
fn lesson_keys_after(anchor: &str) -> BTreeSet<String> {
    let text = LESSON_EXAMPLE_ANCHORED.replacen(anchor, &format!("{anchor}{PROBE} = 0\n"), 1);
    let resources = Path::new(env!("CARGO_MANIFEST_DIR")).join("resources");
    match parse_lesson(&text, Path::new("probe.toml"), &resources) {
        Err(LessonError::Invalid { problems, .. }) => {
            assert_eq!(problems.len(), 1, "{problems:?}");
            listed_names(&problems[0].message, PROBE)
        }
        other => panic!("the probe must be rejected: {other:?}"),
    }
}

/// A lesson whose top level and step each begin on a line of their own.
const LESSON_EXAMPLE_ANCHORED: &str =
    "title = \"t\"\n[[step]]\nname = \"a\"\nmode = \"raylab\"\nscene = 1\ncaption = \"A step.\"\n";

#[test]
fn every_lesson_key_is_documented_and_nothing_more() {
    let mut loader = BTreeSet::new();
    for key in lesson_keys_after("") {
        loader.insert(("(top level)".to_owned(), key));
    }
    for key in lesson_keys_after("[[step]]\n") {
        loader.insert(("[[step]]".to_owned(), key));
    }
    let doc = documented_lesson_keys();
    assert_eq!(
        loader, doc,
        "the lesson loader's keys and docs/levels.md's lesson table"
    );
    assert!(doc.len() > 10);
}

#[test]
fn the_lesson_example_loads() {
    let examples = code_blocks("toml");
    let resources = Path::new(env!("CARGO_MANIFEST_DIR")).join("resources");
    let lesson = parse_lesson(&examples[1], Path::new("docs/levels.md"), &resources).unwrap();
    assert_eq!(lesson.steps.len(), 2);
}

#[test]
fn the_question_example_loads_and_asks() {
    let examples = code_blocks("toml");
    let resources = Path::new(env!("CARGO_MANIFEST_DIR")).join("resources");
    let text = format!("title = \"Questions\"\n\n{}", examples[2]);
    let lesson = parse_lesson(&text, Path::new("docs/levels.md"), &resources).unwrap();
    let question = lesson.steps[0].question.as_ref().expect("the step asks");
    assert_eq!(question.at, 8);
}
