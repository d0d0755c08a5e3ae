//! `hitlab check PATH...`: validates level files without opening a window.
//!
//! Files and folders (searched recursively, in name order so the output is
//! stable) are sorted by format:
//! - `.toml` named on the command line, under a folder called `arenas`, or
//!   holding a `plane` or `targets` table, is an arena;
//! - `.xsb` and `.sok` are Sokoban packs, and so is a `.txt` named on the
//!   command line or one whose text has a board row (a line of `#` walls and
//!   board characters) — so a licence file beside the packs is left alone.
//!
//! Every problem becomes one [`Diagnostic`], printed `file:line:column: message`
//! like a compiler's, so editors can jump to it.

use std::fmt;
use std::path::{Path, PathBuf};

use super::arena::{ArenaError, parse_arena};
use super::sokoban::{Pack, PackError};

/// One problem in one file. Line and column are 1-based; a file that cannot
/// be read at all is reported at 1:1. A problem with a path itself (missing,
/// or a folder without level files) has line 0 and prints as `path: message`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Diagnostic {
    pub path: PathBuf,
    pub line: usize,
    pub column: usize,
    pub message: String,
}

impl fmt::Display for Diagnostic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.line == 0 {
            return write!(f, "{}: {}", self.path.display(), self.message);
        }
        write!(
            f,
            "{}:{}:{}: {}",
            self.path.display(),
            self.line,
            self.column,
            self.message
        )
    }
}

impl Diagnostic {
    fn whole_file(path: &Path, message: impl Into<String>) -> Self {
        Self {
            path: path.to_owned(),
            line: 1,
            column: 1,
            message: message.into(),
        }
    }

    fn about_path(path: &Path, message: impl Into<String>) -> Self {
        Self {
            path: path.to_owned(),
            line: 0,
            column: 0,
            message: message.into(),
        }
    }
}

/// One diagnostic per problem the arena loader found.
fn arena_diagnostics(error: ArenaError) -> Vec<Diagnostic> {
    match error {
        ArenaError::Io { path, message } => {
            vec![Diagnostic::whole_file(
                &path,
                format!("cannot read: {message}"),
            )]
        }
        ArenaError::Invalid { path, problems } => problems
            .into_iter()
            .map(|p| Diagnostic {
                path: path.clone(),
                line: p.line,
                column: p.column,
                message: p.message,
            })
            .collect(),
    }
}

/// The level formats `check` knows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Format {
    Arena,
    SokobanPack,
}

/// What `check` found: how many level files it read, and their problems.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Report {
    pub files_checked: usize,
    pub diagnostics: Vec<Diagnostic>,
}

impl Report {
    /// True when every file was read and valid.
    #[must_use]
    pub fn is_clean(&self) -> bool {
        self.diagnostics.is_empty()
    }
}

/// Checks every level file in `paths` (files, or folders searched recursively).
/// A path that does not exist is a problem, and so is a folder named in
/// `paths` with no level file anywhere in it: a mistyped path in CI must not
/// pass as "no problems". (A sub-folder without levels is fine.)
pub fn check(paths: &[PathBuf]) -> Report {
    let mut report = Report::default();
    for path in paths {
        if path.is_dir() {
            let (files, problems) = (report.files_checked, report.diagnostics.len());
            check_dir(path, &mut report);
            if report.files_checked == files && report.diagnostics.len() == problems {
                report.diagnostics.push(Diagnostic::about_path(
                    path,
                    "no level files in this folder (arenas are .toml, Sokoban packs .xsb, .sok or .txt): is the path right?",
                ));
            }
        } else if path.exists() {
            match named_format(path) {
                Some(format) => check_file(path, format, &mut report),
                None => report.diagnostics.push(Diagnostic::whole_file(
                    path,
                    "not a level file: expected an arena (.toml) or a Sokoban pack (.xsb, .sok, .txt)",
                )),
            }
        } else {
            report
                .diagnostics
                .push(Diagnostic::about_path(path, "no such file or folder"));
        }
    }
    report
}

fn check_dir(dir: &Path, report: &mut Report) {
    let mut entries: Vec<PathBuf> = match std::fs::read_dir(dir) {
        Ok(entries) => entries.filter_map(|e| e.ok().map(|e| e.path())).collect(),
        Err(e) => {
            report.diagnostics.push(Diagnostic::about_path(
                dir,
                format!("cannot read folder: {e}"),
            ));
            return;
        }
    };
    entries.sort();
    for path in entries {
        // Do not follow links to folders: a link cycle would never end.
        let is_link = path.symlink_metadata().is_ok_and(|m| m.is_symlink());
        if path.is_dir() {
            if !is_link {
                check_dir(&path, report);
            }
        } else if let Some(format) = found_format(&path) {
            check_file(&path, format, report);
        }
    }
}

fn extension(path: &Path) -> String {
    path.extension()
        .map(|e| e.to_string_lossy().to_lowercase())
        .unwrap_or_default()
}

/// The format of a file named on the command line: by extension alone.
#[must_use]
pub fn named_format(path: &Path) -> Option<Format> {
    match extension(path).as_str() {
        "toml" => Some(Format::Arena),
        "xsb" | "sok" | "txt" => Some(Format::SokobanPack),
        _ => None,
    }
}

/// The format of a file met while walking a folder, or `None` to skip it.
#[must_use]
pub fn found_format(path: &Path) -> Option<Format> {
    let in_arenas = path
        .parent()
        .into_iter()
        .flat_map(Path::ancestors)
        .any(|p| p.file_name().is_some_and(|n| n == "arenas"));
    match extension(path).as_str() {
        "toml" if in_arenas => Some(Format::Arena),
        "toml" => std::fs::read_to_string(path)
            .ok()
            .filter(|text| looks_like_arena(text))
            .map(|_| Format::Arena),
        "xsb" | "sok" => Some(Format::SokobanPack),
        "txt" => std::fs::read_to_string(path)
            .ok()
            .filter(|text| looks_like_sokoban(text))
            .map(|_| Format::SokobanPack),
        _ => None,
    }
}

/// The sentence telling that `text` (from `path`), to be read as `wanted`,
/// is plainly the other format, so a designer who gave the shooter a pack
/// (or Sokoban an arena) is told that, not about its first odd character.
/// Judged by the extension, and by content: an arena holds a `plane` or
/// `targets` table; a pack has board rows and is not TOML.
#[must_use]
pub fn wrong_format(path: &Path, text: &str, wanted: Format) -> Option<&'static str> {
    let ext = extension(path);
    match wanted {
        Format::Arena => {
            // XSB rows start with `#`, a TOML comment: a pack can parse as
            // an empty TOML document. A row with a worker or a box settles it.
            let pieces = text
                .lines()
                .any(|l| is_board_row(l) && l.contains(['@', '+', '$', '*']));
            let pack = matches!(ext.as_str(), "xsb" | "sok") || (pieces && !looks_like_arena(text));
            pack.then_some(
                "this looks like a Sokoban pack (XSB), not an arena (TOML): \
                 the shooter plays arenas such as resources/arenas/default.toml",
            )
        }
        Format::SokobanPack => (ext == "toml" || looks_like_arena(text)).then_some(
            "this looks like an arena (TOML), not a Sokoban pack (XSB): \
             Sokoban plays packs such as resources/sokoban/hitlab.xsb",
        ),
    }
}

/// A TOML document with a `plane` or `targets` entry is meant as an arena,
/// even if it is broken further down.
fn looks_like_arena(text: &str) -> bool {
    match toml::de::DeTable::parse(text) {
        Ok(table) => {
            let table = table.get_ref();
            table.contains_key("plane") || table.contains_key("targets")
        }
        // Unparseable: an arena only if it names an arena table.
        Err(_) => text.lines().any(|l| {
            let l = l.trim();
            l.starts_with("[plane]") || l.starts_with("[[targets]]")
        }),
    }
}

/// A board row: starts with a wall and holds only board characters (XSB and
/// its common variants), with at least two walls.
fn looks_like_sokoban(text: &str) -> bool {
    text.lines().any(is_board_row)
}

fn is_board_row(line: &str) -> bool {
    let row = line.trim();
    row.starts_with('#')
        && row.matches('#').count() >= 2
        && row
            .chars()
            .all(|c| " #@+$*.-_pPbB|".contains(c) || c.is_ascii_digit())
}

fn check_file(path: &Path, format: Format, report: &mut Report) {
    report.files_checked += 1;
    let text = match std::fs::read_to_string(path) {
        Ok(text) => text,
        Err(e) => {
            report
                .diagnostics
                .push(Diagnostic::whole_file(path, format!("cannot read: {e}")));
            return;
        }
    };
    match format {
        Format::Arena => {
            if let Err(e) = parse_arena(&text, path) {
                report.diagnostics.extend(arena_diagnostics(e));
            }
        }
        Format::SokobanPack => report.diagnostics.extend(check_sokoban(&text, path)),
    }
}

/// Problems of a Sokoban pack: each rejected board, or a file with none.
fn check_sokoban(text: &str, path: &Path) -> Vec<Diagnostic> {
    let pack = match Pack::from_text(text, path) {
        Ok(pack) => pack,
        Err(PackError::WrongFormat { message, .. }) => {
            return vec![Diagnostic::whole_file(path, message)];
        }
        // The other way `from_text` fails: a file without any board.
        Err(_) => {
            return vec![Diagnostic::whole_file(
                path,
                "no Sokoban boards found (rows of # walls)",
            )];
        }
    };
    pack.errors()
        .map(|e| Diagnostic {
            path: path.to_owned(),
            line: e.line,
            column: e.column.unwrap_or(1),
            message: match &e.title {
                Some(title) => format!("level {} ({title}): {}", e.level, e.problem),
                None => format!("level {}: {}", e.level, e.problem),
            },
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

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
    }

    #[test]
    fn toml_counts_as_arena_by_its_tables() {
        assert!(looks_like_arena("[plane]\nposition = [0.0, 0.0]\n"));
        assert!(looks_like_arena("targets = []\n"));
        assert!(
            looks_like_arena("[[targets]]\nbroken = = 1\n"),
            "broken, still an arena"
        );
        assert!(!looks_like_arena("[package]\nname = \"x\"\n"));
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

    #[test]
    fn diagnostics_print_like_a_compiler() {
        let d = Diagnostic {
            path: PathBuf::from("arenas/a.toml"),
            line: 3,
            column: 7,
            message: "bad".into(),
        };
        assert_eq!(d.to_string(), "arenas/a.toml:3:7: bad");
        let d = Diagnostic::about_path(Path::new("levels"), "no level files");
        assert_eq!(d.to_string(), "levels: no level files");
    }
}
