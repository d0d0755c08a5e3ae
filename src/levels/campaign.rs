//! The campaign (`resources/campaign.toml`): the shipped arenas and Sokoban
//! levels in chapters, each with its name in every language the window
//! speaks and the medals held in the chapters before it that open it.
//!
//! ```toml
//! [[chapter]]
//! name = { en = "First hits", ja = "はじめての命中" }
//! needs = 0
//! play = ["arenas/default.toml", "sokoban/hitlab.xsb#1"]
//! ```
//!
//! An item is a resource name: an arena (`arenas/NAME.toml`), or a level of
//! a Sokoban pack, the pack's name then `#` and the level's number from 1.
//! The file is read strictly, as every level file is: an unknown key, a
//! missing name, a chapter with nothing to play, or an arena or level that
//! is not there is a problem at its `line:column`.

use std::ops::Range;
use std::path::{Path, PathBuf};

use toml::Spanned;
use toml::de::{DeTable, DeValue};

use super::FileError;
use super::spanned::keys::each_key;
use super::spanned::located::located;
use super::spanned::problem::{Problem, Problems};
use super::spanned::problem_text::missing_key;
use super::spanned::syntax::parse;
use super::spanned::value::{text, whole};
use crate::levels::sokoban::Pack;
use crate::resources::{ARENAS, PACKS};

/// The campaign's resource name.
pub const CAMPAIGN: &str = "campaign.toml";

/// The languages a chapter is named in, by code: those the window speaks
/// (a test in `screens::campaign` holds them to `i18n`'s, which this layer
/// does not name).
pub const LANGUAGES: [&str; 2] = ["en", "ja"];

/// What a chapter table may hold.
const CHAPTER_KEYS: &[&str] = &["name", "needs", "play"];

/// One thing to play in a chapter.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Item {
    /// An arena, by resource name (`arenas/storm.toml`).
    Arena(String),
    /// A Sokoban pack's level: the pack's resource name and the level's
    /// number, from 1.
    Sokoban(String, usize),
}

impl Item {
    /// The most medals it counts for toward opening a chapter: an arena's
    /// best medal counts each medal up to it (gold is three: bronze,
    /// silver and gold), a solved Sokoban level one.
    #[must_use]
    pub fn most_medals(&self) -> u32 {
        match self {
            Item::Arena(_) => 3,
            Item::Sokoban(..) => 1,
        }
    }

    /// The resource name of the file it is in.
    #[must_use]
    pub fn file(&self) -> &str {
        match self {
            Item::Arena(name) | Item::Sokoban(name, _) => name,
        }
    }
}

/// A chapter: its names, what opens it, and what it plays, in order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Chapter {
    /// Its name in each language of [`LANGUAGES`], in that order.
    pub names: Vec<String>,
    /// Medals held in the chapters before it that open it.
    pub needs: u32,
    /// What it plays, in order.
    pub items: Vec<Item>,
}

impl Chapter {
    /// Its name in the language coded `code` (`en`), or else in the first.
    #[must_use]
    pub fn name(&self, code: &str) -> &str {
        let at = LANGUAGES.iter().position(|&l| l == code).unwrap_or(0);
        self.names.get(at).map_or("", String::as_str)
    }
}

/// The whole campaign, chapter by chapter.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Campaign {
    /// The chapters, in the order they open.
    pub chapters: Vec<Chapter>,
}

/// Reads the campaign in `text` (from `path`, for the problems' lines)
/// and checks that each item is there, looked for by `exists`.
///
/// # Errors
/// Every problem, at its line and column.
pub fn parse_campaign(
    text: &str,
    path: &Path,
    exists: impl Fn(&Item) -> Result<(), String>,
) -> Result<Campaign, FileError> {
    let invalid = |problems: Vec<Problem>| FileError::Invalid {
        path: path.to_owned(),
        problems: located(text, problems),
    };
    let root = parse(text).map_err(|p| invalid(vec![p]))?;
    let mut problems = Problems::new(text);
    let mut campaign = Campaign::default();
    let mut listed = Vec::new();
    each_key(root.get_ref(), &["chapter"], |_, value| {
        let DeValue::Array(chapters) = value.get_ref() else {
            return Err(Problem::new(
                value.span(),
                "`chapter` is a list of chapters: write each as `[[chapter]]`",
            ));
        };
        for chapter in chapters {
            let DeValue::Table(table) = chapter.get_ref() else {
                problems.push(chapter.span(), "a chapter is a table: `[[chapter]]`");
                continue;
            };
            let read = read_chapter(table, &chapter.span(), &mut problems, &mut listed);
            if let Some(read) = read {
                campaign.chapters.push(read);
            }
        }
        Ok(())
    })
    .map_err(|p| invalid(vec![p]))?;
    if campaign.chapters.is_empty() && problems.count() == 0 {
        problems.push(0..0, "no chapters: add one with `[[chapter]]`");
    }
    if let Some(first) = campaign.chapters.first()
        && first.needs > 0
    {
        problems.push(
            0..0,
            "the first chapter must need no medals (`needs = 0`): nothing before it can earn one",
        );
    }
    let mut before = 0;
    for (number, chapter) in campaign.chapters.iter().enumerate() {
        if chapter.needs > before {
            problems.push(
                0..0,
                format!(
                    "chapter {} needs {} medals, but the chapters before it hold at most {before}",
                    number + 1,
                    chapter.needs
                ),
            );
        }
        before += chapter.items.iter().map(Item::most_medals).sum::<u32>();
    }
    for (item, span) in &listed {
        if let Err(why) = exists(item) {
            problems.push(span.clone(), why);
        }
    }
    let problems = problems.into_vec();
    if problems.is_empty() {
        Ok(campaign)
    } else {
        Err(invalid(problems))
    }
}

/// One chapter's keys; `None` when a problem leaves it out. Its items go
/// into `listed` with where they are written, for the check that they
/// exist and are listed once.
fn read_chapter(
    table: &DeTable<'_>,
    span: &Range<usize>,
    problems: &mut Problems<'_>,
    listed: &mut Vec<(Item, Range<usize>)>,
) -> Option<Chapter> {
    let (mut names, mut needs, mut items) = (None, None, None);
    let walked = each_key(table, CHAPTER_KEYS, |key, value| {
        match key {
            "name" => names = Some(read_names(value)?),
            "needs" => {
                needs = Some(whole(value.get_ref()).ok_or_else(|| {
                    Problem::new(
                        value.span(),
                        "`needs` is how many medals open the chapter: a whole number, 0 or more",
                    )
                })?);
            }
            _ => items = Some(read_items(value, problems, listed)?),
        }
        Ok(())
    });
    if let Err(problem) = walked {
        problems.add(problem);
        return None;
    }
    let mut found = |missing: bool, key| {
        if missing {
            problems.add(Problem::new(span.clone(), missing_key(key, "a chapter")));
        }
    };
    found(names.is_none(), "name");
    found(needs.is_none(), "needs");
    found(items.is_none(), "play");
    if items.as_ref().is_some_and(Vec::is_empty) {
        problems.push(span.clone(), "a chapter with nothing to `play`");
    }
    Some(Chapter {
        names: names?,
        needs: needs?,
        items: items?,
    })
}

/// `name = { en = "…", ja = "…" }`: a name in every language.
fn read_names(value: &Spanned<DeValue<'_>>) -> Result<Vec<String>, Problem> {
    let codes = LANGUAGES;
    let said = codes.join(", ");
    let DeValue::Table(table) = value.get_ref() else {
        return Err(Problem::new(
            value.span(),
            format!("`name` gives the chapter's name in each language: {{ {said} }}"),
        ));
    };
    let mut names = vec![None; LANGUAGES.len()];
    each_key(table, &codes, |code, name| {
        let at = codes.iter().position(|&c| c == code).unwrap_or(0);
        match text(name.get_ref()).map(str::trim) {
            Some(written) if !written.is_empty() => {
                names[at] = Some(written.to_owned());
                Ok(())
            }
            _ => Err(Problem::new(
                name.span(),
                "a chapter's name is text, not empty",
            )),
        }
    })?;
    names
        .into_iter()
        .zip(&codes)
        .map(|(name, code)| {
            name.ok_or_else(|| {
                Problem::new(
                    value.span(),
                    format!("the chapter's name in `{code}` is missing: {{ {said} }}"),
                )
            })
        })
        .collect()
}

/// `play = [...]`: each item's name read, problems with one kept and the
/// others read on.
fn read_items(
    value: &Spanned<DeValue<'_>>,
    problems: &mut Problems<'_>,
    listed: &mut Vec<(Item, Range<usize>)>,
) -> Result<Vec<Item>, Problem> {
    let DeValue::Array(entries) = value.get_ref() else {
        return Err(Problem::new(
            value.span(),
            "`play` is a list of arenas and Sokoban levels: [\"arenas/storm.toml\", \"sokoban/hitlab.xsb#1\"]",
        ));
    };
    let mut items = Vec::new();
    for entry in entries {
        let span = entry.span();
        let read = text(entry.get_ref())
            .ok_or_else(|| "an item is a resource name in quotes".to_owned())
            .and_then(item_of);
        match read {
            Ok(item) if listed.iter().any(|(seen, _)| *seen == item) => {
                problems.push(span, "listed twice in the campaign: each item opens once");
            }
            Ok(item) => {
                listed.push((item.clone(), span));
                items.push(item);
            }
            Err(why) => problems.push(span, why),
        }
    }
    Ok(items)
}

/// The item a name in `play` stands for.
fn item_of(name: &str) -> Result<Item, String> {
    let folder_of = |name: &str| name.split('/').next().unwrap_or("").to_owned();
    let extension = |name: &str| {
        Path::new(name)
            .extension()
            .map(|e| e.to_string_lossy().to_lowercase())
            .unwrap_or_default()
    };
    if let Some((pack, number)) = name.rsplit_once('#') {
        let number = number
            .parse::<usize>()
            .ok()
            .filter(|&n| n > 0)
            .ok_or_else(|| {
                format!("`{name}`: a Sokoban level is its pack then `#` and its number from 1")
            })?;
        if folder_of(pack) != PACKS.folder || !PACKS.lists(&extension(pack)) {
            return Err(format!(
                "`{pack}` is no Sokoban pack: packs are `{}/NAME` ({})",
                PACKS.folder,
                PACKS.extensions_said()
            ));
        }
        return Ok(Item::Sokoban(pack.to_owned(), number));
    }
    if folder_of(name) == ARENAS.folder && ARENAS.lists(&extension(name)) {
        return Ok(Item::Arena(name.to_owned()));
    }
    Err(format!(
        "`{name}`: an item is an arena (`{}/NAME.toml`) or a Sokoban level (`{}/NAME.xsb#N`)",
        ARENAS.folder, PACKS.folder
    ))
}

/// Whether `item` is there for the campaign at `base` (the folder holding
/// the campaign file): its file in `base`, else wherever the game reads
/// resources from; a Sokoban level must also be a board of its pack that
/// loads.
///
/// # Errors
/// Why it is not, in a line.
pub fn item_exists(item: &Item, base: &Path) -> Result<(), String> {
    let path = item_path(item.file(), base);
    if !crate::resources::is_file(&path) {
        return Err(format!("no such file: `{}`", item.file()));
    }
    let Item::Sokoban(_, number) = item else {
        return Ok(());
    };
    let pack = Pack::load(&path).map_err(|e| format!("`{}` does not load: {e}", item.file()))?;
    match pack.entry(*number) {
        Some(Ok(_)) => Ok(()),
        Some(Err(e)) => Err(format!(
            "level {number} of `{}` does not load: {}",
            item.file(),
            e.problem
        )),
        None => Err(format!(
            "`{}` has {} levels, not {number}",
            item.file(),
            pack.entries.len()
        )),
    }
}

/// Where the file `name` of a campaign in `base` is read from.
#[must_use]
pub fn item_path(name: &str, base: &Path) -> PathBuf {
    let own = base.join(name);
    if own.is_file() {
        own
    } else {
        crate::resources::resolve(name)
    }
}

/// Whether the file at `path` is a campaign: named `campaign.toml`, and
/// not in a folder of arenas or lessons.
#[must_use]
pub fn is_campaign_file(path: &Path) -> bool {
    let in_kind_folder = path
        .parent()
        .and_then(Path::file_name)
        .is_some_and(|n| n == ARENAS.folder || n == crate::resources::LESSONS.folder);
    path.file_name().is_some_and(|n| n == CAMPAIGN) && !in_kind_folder
}

/// Reads and checks the campaign file at `path` (on disk or shipped), its
/// items looked for beside it.
///
/// # Errors
/// Why it cannot be read, or every problem in it.
pub fn load_campaign(path: &Path) -> Result<Campaign, FileError> {
    let text = crate::resources::read_text(path).map_err(|source| FileError::Io {
        path: path.to_owned(),
        source,
    })?;
    let base = path.parent().unwrap_or(Path::new("")).to_owned();
    parse_campaign(&text, path, |item| item_exists(item, &base))
}

#[cfg(test)]
mod tests;
