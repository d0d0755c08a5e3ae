//! Which level format a file holds: an arena (TOML) or a Sokoban pack (XSB).
//!
//! One home for the rule, used by both loaders and by `hitlab check`:
//! - `.toml` named on the command line, under a folder called `arenas`, or
//!   holding a `plane` or `targets` table, is an arena;
//! - `.xsb` and `.sok` are Sokoban packs, and so is a `.txt` named on the
//!   command line or one whose text has a board row with a worker (a line of
//!   `#` walls and board characters, one of them `@` or `+`), so a licence
//!   file or a line of `#`s and `$`s in a script's notes is left alone.
//!
//! A loader given the other format says so in one sentence
//! ([`wrong_format`]) rather than reporting its first odd character.

use std::path::Path;

use toml::de::DeTable;

use super::file::read_level;
use crate::resources::{ARENAS, KINDS, LESSONS, PACKS};

pub use crate::resources::kinds::Format;

fn extension(path: &Path) -> String {
    path.extension()
        .map(|e| e.to_string_lossy().to_lowercase())
        .unwrap_or_default()
}

/// The format of a file named on the command line: by extension alone (a
/// `.toml` is an arena until its text shows steps: [`KINDS`]' order).
#[must_use]
pub fn named_format(path: &Path) -> Option<Format> {
    let extension = extension(path);
    KINDS
        .iter()
        .find(|kind| kind.lists(&extension))
        .map(|kind| kind.format)
}

/// The format of a file met while walking a folder, or `None` to skip it.
#[must_use]
pub fn found_format(path: &Path) -> Option<Format> {
    let in_arenas = path
        .parent()
        .into_iter()
        .flat_map(Path::ancestors)
        .any(|p| p.file_name().is_some_and(|n| n == ARENAS.folder));
    let in_lessons = in_lessons_folder(path);
    let extension = extension(path);
    let toml = ARENAS.lists(&extension) || LESSONS.lists(&extension);
    if ARENAS.lists(&extension) && in_arenas {
        Some(Format::Arena)
    } else if LESSONS.lists(&extension) && in_lessons {
        Some(Format::Lesson)
    } else if toml {
        read_level(path).ok().and_then(|text| {
            if looks_like_lesson(&text) {
                Some(Format::Lesson)
            } else {
                looks_like_arena(&text, parsed(&text).as_ref()).then_some(Format::Arena)
            }
        })
    } else if PACKS.owns(&extension) {
        Some(Format::SokobanPack)
    } else if PACKS.lists(&extension) {
        read_level(path)
            .ok()
            .filter(|text| looks_like_sokoban(text))
            .map(|_| Format::SokobanPack)
    } else {
        None
    }
}

/// The top-level keys a lesson has and an arena never has: a lesson being
/// started (a `title` and a `lang`, no step yet) is already a lesson.
const LESSON_KEYS: &[&str] = &["title", "lang", "step"];

/// Whether TOML `text` met in a folder is a lesson rather than an arena:
/// it has `[[step]]` entries. (A stray `notes.toml` with a `title` is left
/// alone there; a file named on its own is judged by [`toml_format`].)
#[must_use]
pub fn looks_like_lesson(text: &str) -> bool {
    text.lines().any(|l| l.trim_start().starts_with("[[step]]"))
}

/// Whether TOML `text` has a key only a lesson has ([`LESSON_KEYS`]) and
/// no arena table.
fn has_lesson_keys(text: &str) -> bool {
    let table = parsed(text);
    table
        .as_ref()
        .is_some_and(|t| LESSON_KEYS.iter().any(|key| t.contains_key(*key)))
        && !looks_like_arena(text, table.as_ref())
}

/// Whether `path` lies directly in a folder called `lessons`, where the
/// lessons are kept (a file there is judged as a lesson whatever it holds).
#[must_use]
pub fn in_lessons_folder(path: &Path) -> bool {
    path.parent()
        .and_then(Path::file_name)
        .is_some_and(|n| n == LESSONS.folder)
}

/// The format of TOML `text` from a file named on its own (`hitlab check
/// FILE`): a lesson in a `lessons` folder, with steps or with a lesson's
/// keys, else an arena.
#[must_use]
pub fn toml_format(path: &Path, text: &str) -> Format {
    if in_lessons_folder(path) || looks_like_lesson(text) || has_lesson_keys(text) {
        Format::Lesson
    } else {
        Format::Arena
    }
}

/// The sentence telling that `text` (from `path`), to be read as `wanted`,
/// is plainly the other format, so a designer who gave the shooter a pack
/// (or Sokoban an arena) is told that, not about its first odd character.
/// Judged by the extension, and by content: an arena holds a `plane` or
/// `targets` table; a pack has board rows and is not TOML.
#[must_use]
pub fn wrong_format(path: &Path, text: &str, wanted: Format) -> Option<&'static str> {
    let is_arena = || looks_like_arena(text, parsed(text).as_ref());
    match wanted {
        Format::Arena => pack_given_as_arena(path, text, is_arena),
        Format::Lesson => None,
        Format::SokobanPack => (ARENAS.lists(&extension(path)) || is_arena()).then_some(
            "this looks like an arena (TOML), not a Sokoban pack (XSB): \
             Sokoban plays packs such as resources/sokoban/hitlab.xsb",
        ),
    }
}

/// [`wrong_format`] for an arena whose text the loader has already parsed:
/// `table` is the document if it is valid TOML.
pub(crate) fn pack_not_arena(
    path: &Path,
    text: &str,
    table: Option<&DeTable<'_>>,
) -> Option<&'static str> {
    pack_given_as_arena(path, text, || looks_like_arena(text, table))
}

/// Whether `text` is a pack given where an arena was wanted; `meant_as_arena`
/// is asked only when the text has board rows.
fn pack_given_as_arena(
    path: &Path,
    text: &str,
    meant_as_arena: impl FnOnce() -> bool,
) -> Option<&'static str> {
    // XSB rows start with `#`, a TOML comment: a pack can parse as an empty
    // TOML document. A row with a worker or a box settles it.
    let pieces = text
        .lines()
        .any(|l| is_board_row(l) && l.contains(['@', '+', '$', '*']));
    let pack = PACKS.owns(&extension(path)) || (pieces && !meant_as_arena());
    pack.then_some(
        "this looks like a Sokoban pack (XSB), not an arena (TOML): \
         the shooter plays arenas such as resources/arenas/default.toml",
    )
}

/// The TOML document `text` holds, if it is valid TOML.
fn parsed(text: &str) -> Option<DeTable<'_>> {
    DeTable::parse(text).ok().map(toml::Spanned::into_inner)
}

/// A TOML document (`table`, if `text` parses) with a `plane` or `targets`
/// entry is meant as an arena, even if it is broken further down.
fn looks_like_arena(text: &str, table: Option<&DeTable<'_>>) -> bool {
    match table {
        Some(table) => table.contains_key("plane") || table.contains_key("targets"),
        // Unparseable: an arena only if it names an arena table.
        None => text.lines().any(|l| {
            let l = l.trim();
            l.starts_with("[plane]") || l.starts_with("[[targets]]")
        }),
    }
}

/// Whether a `.txt` met in a folder holds a pack: a board row, and a row of
/// board characters with the worker in it. Every board has a worker, while
/// rows of `#` and `$` alone turn up in other text (a Perl script's notes,
/// a banner of `#`s).
fn looks_like_sokoban(text: &str) -> bool {
    let worker = |l: &str| {
        let row = l.trim();
        !row.is_empty() && row.chars().all(is_board_char) && row.contains(['@', '+', 'p', 'P'])
    };
    text.lines().any(is_board_row) && text.lines().any(worker)
}

/// A board row: starts with a wall and holds only board characters (XSB and
/// its common variants), with at least two walls.
fn is_board_row(line: &str) -> bool {
    let row = line.trim();
    row.starts_with('#') && row.matches('#').count() >= 2 && row.chars().all(is_board_char)
}

/// A character of an XSB row, of its common variants or of run-length rows.
fn is_board_char(c: char) -> bool {
    " #@+$*.-_pPbB|".contains(c) || c.is_ascii_digit()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn arena(text: &str) -> bool {
        looks_like_arena(text, parsed(text).as_ref())
    }

    #[test]
    fn text_files_count_as_packs_only_with_a_board_row() {
        assert!(looks_like_sokoban("Title: x\n#####\n#@$.#\n#####\n"));
        assert!(
            looks_like_sokoban("  3#|#.@-#\n#$  #|5#\n"),
            "run-length rows"
        );
        assert!(!looks_like_sokoban(
            "Permission is hereby granted.\n# Heading\n"
        ));
        assert!(!looks_like_sokoban(""));
        assert!(
            !looks_like_sokoban("##########\n# $$ #  $ #\n##########\n"),
            "rows of # and $ without a worker: a script's notes, no board"
        );
    }

    #[test]
    fn toml_counts_as_arena_by_its_tables() {
        assert!(arena("[plane]\nposition = [0.0, 0.0]\n"));
        assert!(arena("targets = []\n"));
        assert!(
            arena("[[targets]]\nbroken = = 1\n"),
            "broken, still an arena"
        );
        assert!(!arena("[package]\nname = \"x\"\n"));
    }

    #[test]
    fn a_lesson_is_told_by_its_folder_or_its_keys() {
        let started = "title = \"衝突\"\nlang = \"ja\"\n";
        assert!(has_lesson_keys(started), "a lesson being started");
        assert!(looks_like_lesson("[[step]]\nname = \"a\"\n"));
        assert!(!has_lesson_keys("name = \"x\"\nround_seconds = 30\n"));
        assert!(
            !has_lesson_keys("title = \"x\"\n[plane]\nposition = [0.0, 0.0]\n"),
            "an arena with a stray key is still an arena"
        );
        let in_lessons = Path::new("levels/lessons/new.toml");
        assert_eq!(toml_format(in_lessons, ""), Format::Lesson);
        assert_eq!(
            toml_format(in_lessons, "round_seconds = 3\n"),
            Format::Lesson
        );
        assert_eq!(toml_format(Path::new("new.toml"), started), Format::Lesson);
        assert_eq!(toml_format(Path::new("new.toml"), ""), Format::Arena);
    }

    #[test]
    fn the_other_format_is_told_by_extension_or_content() {
        let pack = "#####\n#@$.#\n#####\n";
        let arena = "[plane]\nposition = [0.0, 0.0]\n";
        let (toml, xsb, txt) = (Path::new("a.toml"), Path::new("a.xsb"), Path::new("a.txt"));
        assert!(wrong_format(toml, pack, Format::Arena).is_some());
        assert!(wrong_format(xsb, arena, Format::Arena).is_some());
        assert!(wrong_format(toml, arena, Format::Arena).is_none());
        assert!(wrong_format(txt, arena, Format::SokobanPack).is_some());
        assert!(wrong_format(toml, pack, Format::SokobanPack).is_some());
        assert!(wrong_format(txt, pack, Format::SokobanPack).is_none());
        assert!(
            wrong_format(toml, "# ####\n## ..  ##\nsize = [1, 2]\n", Format::Arena).is_none(),
            "a comment of #s and dots is no board"
        );
    }
}
