//! The key tables of the docs against the help overlay. Each table in
//! `docs/guide.md` (and the few in `README.ja.md`) follows a marker naming
//! the screen it copies (`<!-- keys: shooter -->`) and has one `| key |
//! does |` row per help row, the key in backticks: the rows F1 shows on that
//! screen, in the document's language, in its order. A key changed in a
//! keymap, or a control's words changed, fails here with the first row that
//! differs and the whole table as it should read.

use ggez::glam::Vec2;

use hitlab::i18n::{self, Lang};
use hitlab::sim::Script;

use crate::app::modes::{ModeId, open_mode};
use crate::view::app_keys::{app_help, title_help};
use crate::view::keymap::HelpLine;
use crate::view::screen::{Launch, ModeScreen};
use crate::view::zoom::view_help;

/// The documents with key tables, from the crate's root: the language each
/// is written in, and whether it holds every screen's table (the guide) or
/// only those it chooses (the Japanese guide's few).
const DOCS: [(&str, Lang, bool); 2] = [
    ("docs/guide.md", Lang::En, true),
    ("README.ja.md", Lang::Ja, false),
];

/// The marker that names a table's screen.
const MARKER: &str = "<!-- keys: ";

/// A table of the guide: the screen its marker names and its rows.
struct Table {
    name: String,
    /// The guide's line number of the marker, for the failure message.
    line: usize,
    rows: Vec<HelpLine>,
}

/// Every marked table in `text`, in order.
fn tables(text: &str) -> Vec<Table> {
    let mut found = Vec::new();
    let mut lines = text.lines().enumerate().peekable();
    while let Some((number, line)) = lines.next() {
        let Some(name) = line
            .trim()
            .strip_prefix(MARKER)
            .and_then(|rest| rest.strip_suffix("-->"))
        else {
            continue;
        };
        // Blank lines, then the header and its rule, then the rows.
        while lines.peek().is_some_and(|(_, l)| l.trim().is_empty()) {
            lines.next();
        }
        let mut rows = Vec::new();
        let mut seen = 0;
        while let Some((_, row)) = lines.next_if(|(_, l)| l.trim_start().starts_with('|')) {
            seen += 1;
            if seen > 2 {
                rows.push(parse_row(row));
            }
        }
        found.push(Table {
            name: name.trim().to_owned(),
            line: number + 1,
            rows,
        });
    }
    found
}

/// `| `keys` | action |` as a help row: the backticks dropped, `\|`
/// read as `|`.
fn parse_row(row: &str) -> HelpLine {
    let mut cells = Vec::new();
    let mut cell = String::new();
    let mut chars = row.trim().trim_start_matches('|').chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '\\' if chars.peek() == Some(&'|') => {
                cell.push('|');
                chars.next();
            }
            '|' => cells.push(std::mem::take(&mut cell)),
            _ => cell.push(c),
        }
    }
    let cell = |i: usize| cells.get(i).map_or("", |c| c.trim()).to_owned();
    let keys = cell(0);
    let keys = keys
        .strip_prefix('`')
        .and_then(|k| k.strip_suffix('`'))
        .unwrap_or(&keys);
    HelpLine::new(keys, cell(1))
}

/// A help row as the guide writes it.
fn format_row(row: &HelpLine) -> String {
    format!("| `{}` | {} |", row.keys, row.action.replace('|', "\\|"))
}

fn launch(level: Option<&str>) -> Launch {
    Launch {
        data_dir: None,
        seed: 1,
        level_path: level.map(hitlab::resources::resolve),
        window: Vec2::new(1280.0, 720.0),
        practice: false,
        last_choice: None,
        daily: None,
    }
}

/// `mode`'s screen, on `level` if given, after `script` has played.
fn screen(mode: ModeId, level: Option<&str>, script: &str) -> Box<dyn ModeScreen> {
    let mut screen = open_mode(mode, &launch(level)).expect("the mode opens");
    if !script.is_empty() {
        let script = Script::parse(script).expect("a script");
        screen.set_script(&script).expect("the mode's controls");
        screen.step();
    }
    screen
}

/// A screen's help rows without zoom and pan's, which have their own table.
fn own_rows(screen: &dyn ModeScreen) -> Vec<HelpLine> {
    let view = view_help();
    screen
        .help()
        .into_iter()
        .filter(|row| !view.contains(row))
        .collect()
}

/// Every table the guide must hold, by its marker's name, built as the
/// help overlay builds it.
fn expected() -> Vec<(String, Vec<HelpLine>)> {
    let mut tables = vec![
        ("everywhere".to_owned(), app_help(true, None)),
        ("title".to_owned(), title_help()),
        ("view".to_owned(), view_help()),
    ];
    let modes = [
        ("arena-chooser", ModeId::Arenas, None),
        ("pack-chooser", ModeId::Packs, None),
        ("lesson-chooser", ModeId::LessonList, None),
        ("shooter", ModeId::Shooter, None),
        ("sokoban", ModeId::Sokoban, None),
        ("sokoban-editor", ModeId::SokobanEditor, None),
        ("keys", ModeId::Keys, None),
        ("campaign", ModeId::Campaign, None),
        (
            "arena-editor",
            ModeId::ArenaEditor,
            Some("arenas/default.toml"),
        ),
    ];
    for (name, mode, level) in modes {
        tables.push((name.to_owned(), own_rows(screen(mode, level, "").as_ref())));
    }
    // The ray lab lists the open scene's keys: the first scene's table in
    // full, each other scene's the rows the first lacks.
    let first = own_rows(screen(ModeId::RayLab, None, "").as_ref());
    for scene in 2..=7 {
        let rows = own_rows(screen(ModeId::RayLab, None, &format!("0:scene_{scene}")).as_ref());
        let more = rows.into_iter().filter(|r| !first.contains(r)).collect();
        tables.push((format!("raylab-scene-{scene}"), more));
    }
    tables.push(("raylab".to_owned(), first));
    tables.push(("lesson".to_owned(), crate::view::lesson::keys::help_lines()));
    tables
}

/// Fails on the first table of `doc` (written in `lang`) that differs from
/// the help overlay's, or on a screen `doc` lacks where it must hold all.
fn check_document(doc: &str, lang: Lang, holds_all: bool) {
    i18n::set_lang(lang);
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(doc);
    let text = std::fs::read_to_string(&path).expect("the document is there");
    let found = tables(&text);
    let expected = expected();
    i18n::set_lang(Lang::En);
    for table in &found {
        assert!(
            expected.iter().any(|(name, _)| *name == table.name),
            "{doc}:{}: no screen is called `{}`",
            table.line,
            table.name
        );
    }
    for (name, rows) in &expected {
        let want: Vec<String> = rows.iter().map(format_row).collect();
        let Some(table) = found.iter().find(|t| t.name == *name) else {
            assert!(
                !holds_all,
                "{doc} has no table marked `{MARKER}{name} -->`; it should read:\n{}",
                want.join("\n")
            );
            continue;
        };
        let have: Vec<String> = table.rows.iter().map(format_row).collect();
        let differs = (0..want.len().max(have.len())).find(|&i| want.get(i) != have.get(i));
        if let Some(i) = differs {
            let missing = "(no row)".to_owned();
            panic!(
                "{doc}:{}: table `{name}`, row {}:\n  the doc:  {}\n  the keys: {}\n\
                 the table should read:\n{}",
                table.line,
                i + 1,
                have.get(i).unwrap_or(&missing),
                want.get(i).unwrap_or(&missing),
                want.join("\n")
            );
        }
    }
}

#[test]
fn every_key_table_in_the_docs_is_the_help_overlays() {
    for (doc, lang, holds_all) in DOCS {
        check_document(doc, lang, holds_all);
    }
}

#[test]
fn a_row_reads_back_as_it_is_written() {
    let row = HelpLine::new("Ctrl+Z / U", "undo | redo");
    assert_eq!(parse_row(&format_row(&row)), row);
    let text = "x\n<!-- keys: view -->\n\n| key | does |\n| --- | --- |\n| `0` | fit |\n\nafter";
    let found = tables(text);
    assert_eq!(found.len(), 1);
    assert_eq!(found[0].name, "view");
    assert_eq!(found[0].line, 2);
    assert_eq!(found[0].rows, [HelpLine::new("0", "fit")]);
}
