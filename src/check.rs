//! `hitlab check PATH...`: validates level files without opening a window.
//!
//! Files and folders (searched recursively, in name order so the output is
//! stable) are sorted by format as [`crate::levels::format`] tells it: arenas,
//! Sokoban packs and lessons (whose arenas, scenes and levels are checked
//! too, against the `resources/` folder above their `lessons/` folder).
//! A `campaign.toml` outside those folders is the campaign, whose arenas
//! and Sokoban levels must be there (beside it, or where the game reads
//! resources from); `check` with no path reads the one the game plays.
//!
//! Every problem becomes one [`Diagnostic`], printed `file:line:column: message`
//! like a compiler's, so editors can jump to it; past
//! [`MAX_PROBLEMS_PER_FILE`] in one file, one line says how many more there are.
//!
//! Only regular files are read, up to [`crate::levels::file::MAX_LEVEL_BYTES`]
//! each; a link to a device, a FIFO or a huge file is refused in one line,
//! unread. The kernel's own folders (`/proc`, `/sys`, `/dev`) hold no level
//! files and are not searched, so `hitlab check /` ends.

use std::fmt;
use std::path::{Path, PathBuf};

use crate::lesson::{parse_lesson, resources_for};
use crate::levels::arena::parse_arena;
use crate::levels::campaign::{CAMPAIGN, is_campaign_file, item_exists, parse_campaign};
use crate::levels::file::{level_file_size, read_level};
use crate::levels::format::toml_format;
use crate::levels::sokoban::{Pack, PackError};
use crate::levels::{FileError, FileProblem};
use crate::text::counted::grouped;

/// Problems printed for one file at most; the rest are counted in one line.
/// A file past a few dozen problems is usually the wrong file or one
/// mistake repeated, and thousands of lines would bury the first ones.
pub const MAX_PROBLEMS_PER_FILE: usize = 50;

/// Folders of the kernel's (Linux), not of files on disk: walking them reads
/// devices and pseudo files and meets permission errors, never a level.
const SYSTEM_FOLDERS: [&str; 3] = ["/proc", "/sys", "/dev"];
use crate::resources::{KINDS, PACKS, Resources};

pub use crate::levels::format::{Format, found_format, named_format, wrong_format};

/// One problem in one file. Line and column are 1-based; a file that cannot
/// be read at all is reported at 1:1. A problem with a path itself (missing,
/// or a folder without level files) has line 0 and prints as `path: message`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Diagnostic {
    /// The file (or folder) the problem is in, as found.
    pub path: PathBuf,
    /// 1-based; 0 for a problem with the path itself.
    pub line: usize,
    /// 1-based, in characters; 0 with line 0.
    pub column: usize,
    /// What is wrong, in the level designer's words.
    pub message: String,
    /// A warning: the file loads, but something in it will not show as
    /// written (a character no font has). Not counted as a problem.
    pub warning: bool,
}

impl fmt::Display for Diagnostic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let warning = if self.warning { "warning: " } else { "" };
        if self.line == 0 {
            return write!(f, "{}: {warning}{}", self.path.display(), self.message);
        }
        write!(
            f,
            "{}:{}:{}: {warning}{}",
            self.path.display(),
            self.line,
            self.column,
            self.message
        )
    }
}

impl Diagnostic {
    fn at(path: &Path, problem: FileProblem) -> Self {
        Self {
            path: path.to_owned(),
            line: problem.line,
            column: problem.column,
            message: problem.message,
            warning: false,
        }
    }

    fn whole_file(path: &Path, message: impl Into<String>) -> Self {
        Self {
            path: path.to_owned(),
            line: 1,
            column: 1,
            message: message.into(),
            warning: false,
        }
    }

    fn about_path(path: &Path, message: impl Into<String>) -> Self {
        Self {
            path: path.to_owned(),
            line: 0,
            column: 0,
            message: message.into(),
            warning: false,
        }
    }
}

/// One diagnostic per problem the arena or lesson loader found.
fn file_diagnostics(error: FileError) -> Vec<Diagnostic> {
    match error {
        FileError::Io { path, source } => {
            vec![Diagnostic::whole_file(
                &path,
                format!("cannot read: {source}"),
            )]
        }
        FileError::Invalid { path, problems } => problems
            .into_iter()
            .map(|p| Diagnostic::at(&path, p))
            .collect(),
    }
}

/// What `check` found: how many level files it read, and their problems.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Report {
    /// Level files read, good or bad.
    pub files_checked: usize,
    /// The problems to print, file by file in the order the files were read:
    /// at most [`MAX_PROBLEMS_PER_FILE`] of a file's, then a line saying how
    /// many more it has. Empty when all is well.
    pub diagnostics: Vec<Diagnostic>,
    /// Every problem found, those left out included.
    pub problems: usize,
    /// Warnings among the diagnostics: the files load, but something will
    /// not show as written. They do not make the report unclean.
    pub warnings: usize,
}

impl Report {
    /// Records `warnings` of the file at `path`: told, and counted apart
    /// from problems (the file still loads).
    fn warn(&mut self, path: &Path, warnings: Vec<FileProblem>) {
        self.warnings += warnings.len();
        self.diagnostics
            .extend(warnings.into_iter().map(|w| Diagnostic {
                warning: true,
                ..Diagnostic::at(path, w)
            }));
    }

    /// True when every file was read and valid.
    #[must_use]
    pub fn is_clean(&self) -> bool {
        self.problems == 0
    }

    fn push(&mut self, diagnostic: Diagnostic) {
        self.problems += 1;
        self.diagnostics.push(diagnostic);
    }

    /// One file's problems: the first [`MAX_PROBLEMS_PER_FILE`], then how
    /// many were left out.
    fn extend_capped(&mut self, path: &Path, mut found: Vec<Diagnostic>) {
        self.problems += found.len();
        let left_out = found.len().saturating_sub(MAX_PROBLEMS_PER_FILE);
        found.truncate(MAX_PROBLEMS_PER_FILE);
        self.diagnostics.extend(found);
        if left_out > 0 {
            let noun = if left_out == 1 { "problem" } else { "problems" };
            self.diagnostics.push(Diagnostic::about_path(
                path,
                format!("... and {} more {noun}", grouped(left_out)),
            ));
        }
    }
}

/// Checks every level file in `paths` (files, or folders searched recursively).
/// A path that does not exist is a problem, and so is a folder named in
/// `paths` with no level file anywhere in it: a mistyped path in CI must not
/// pass as "no problems". (A sub-folder without levels is fine.)
pub fn check(paths: &[PathBuf]) -> Report {
    let mut report = Report::default();
    for path in paths {
        if is_system_folder(path) {
            report.push(Diagnostic::about_path(
                path,
                "a folder of the operating system's (devices and processes, not files on disk): \
                 not searched",
            ));
        } else if path.is_dir() {
            let (files, problems) = (report.files_checked, report.problems);
            check_dir(path, &mut report);
            if report.files_checked == files && report.problems == problems {
                report.push(Diagnostic::about_path(
                    path,
                    "no level files in this folder (arenas and lessons are .toml, Sokoban packs .xsb, .sok or .txt): is the path right?",
                ));
            }
        } else if path.exists() {
            match named_format(path) {
                Some(format) => check_file(path, format, &mut report),
                None => report.push(Diagnostic::whole_file(
                    path,
                    "not a level file: expected an arena or a lesson (.toml) or a Sokoban pack (.xsb, .sok, .txt)",
                )),
            }
        } else {
            report.push(Diagnostic::about_path(path, "no such file or folder"));
        }
    }
    report
}

/// Whether `dir` is (or links to) one of [`SYSTEM_FOLDERS`].
fn is_system_folder(dir: &Path) -> bool {
    std::fs::canonicalize(dir).is_ok_and(|real| {
        SYSTEM_FOLDERS
            .iter()
            .any(|system| real == Path::new(system))
    })
}

/// Checks the levels the game plays: every arena, Sokoban pack and lesson
/// in `resources`' folders and the shipped copy, each where it plays from
/// (a shipped file by its resource name, `arenas/storm.toml`).
#[must_use]
pub fn check_resources(resources: &Resources) -> Report {
    let mut report = Report::default();
    for kind in KINDS {
        for name in resources.files_of(kind) {
            check_file(&resources.resolve(&name), kind.format, &mut report);
        }
    }
    check_file(&resources.resolve(CAMPAIGN), Format::Arena, &mut report);
    report
}

fn check_dir(dir: &Path, report: &mut Report) {
    let mut entries: Vec<PathBuf> = match std::fs::read_dir(dir) {
        Ok(entries) => entries.filter_map(|e| e.ok().map(|e| e.path())).collect(),
        Err(e) => {
            report.push(Diagnostic::about_path(
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
            if !is_link && !is_system_folder(&path) {
                check_dir(&path, report);
            }
        } else if is_campaign_file(&path) {
            check_file(&path, Format::Arena, report);
        } else if named_format(&path).is_some() {
            // Looked at before anything reads it: a FIFO or a device is
            // told and skipped, and so is a huge file, but for a `.txt`,
            // which is a pack only if its text shows one: a large one is
            // some other document, as a small one without boards is.
            let txt = path
                .extension()
                .and_then(|e| e.to_str())
                .is_some_and(|e| PACKS.lists(e) && !PACKS.owns(e));
            match level_file_size(&path) {
                // A link to nothing: no file, so no level file.
                Err(e) if e.kind() == std::io::ErrorKind::NotFound => {}
                Err(e) if e.kind() == std::io::ErrorKind::FileTooLarge && txt => {}
                Err(e) => report.push(Diagnostic::whole_file(&path, format!("cannot read: {e}"))),
                Ok(_) => {
                    if let Some(format) = found_format(&path) {
                        check_file(&path, format, report);
                    }
                }
            }
        }
    }
}

fn check_file(path: &Path, format: Format, report: &mut Report) {
    report.files_checked += 1;
    let text = match read_level(path) {
        Ok(text) => text,
        Err(e) => {
            report.push(Diagnostic::whole_file(path, format!("cannot read: {e}")));
            return;
        }
    };
    if is_campaign_file(path) {
        let found =
            match parse_campaign(&text, path, |item| item_exists(item, &campaign_base(path))) {
                Ok(_) => Vec::new(),
                Err(e) => file_diagnostics(e),
            };
        report.extend_capped(path, found);
        return;
    }
    let format = match format {
        Format::Arena => toml_format(path, &text),
        other => other,
    };
    let found = match format {
        Format::Lesson => match parse_lesson(&text, path, &resources_for(path)) {
            Ok(lesson) => {
                report.warn(path, lesson.warnings);
                Vec::new()
            }
            Err(e) => file_diagnostics(e),
        },
        Format::Arena => match parse_arena(&text, path) {
            Ok(arena) => {
                report.warn(path, arena.warnings);
                Vec::new()
            }
            Err(e) => file_diagnostics(e),
        },
        Format::SokobanPack => check_sokoban(&text, path),
    };
    report.extend_capped(path, found);
}

/// The folder a campaign file's items are looked for in first: its own.
fn campaign_base(path: &Path) -> PathBuf {
    path.parent().map(Path::to_owned).unwrap_or_default()
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
            warning: false,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn diagnostics_print_like_a_compiler() {
        let d = Diagnostic {
            path: PathBuf::from("arenas/a.toml"),
            line: 3,
            column: 7,
            message: "bad".into(),
            warning: false,
        };
        assert_eq!(d.to_string(), "arenas/a.toml:3:7: bad");
        let d = Diagnostic::about_path(Path::new("levels"), "no level files");
        assert_eq!(d.to_string(), "levels: no level files");
        let w = Diagnostic {
            warning: true,
            ..Diagnostic::whole_file(Path::new("a.toml"), "no font has `ஃ`")
        };
        assert_eq!(w.to_string(), "a.toml:1:1: warning: no font has `ஃ`");
    }
}
