//! The campaign screen, without a window: the chapters of
//! `resources/campaign.toml` with what is held in each item (an arena's
//! best medal from `shooter-best.toml`, a Sokoban level's solve from
//! `sokoban-progress.toml`), which chapters are open, the item chosen, and
//! what Enter on it asks for.
//!
//! A chapter opens when the medals held in the chapters before it reach
//! its `needs` ([`Item::most_medals`] says how an item counts), or when
//! the preferences open everything; a practice arena is open in any
//! chapter. The screen starts on the first open chapter with something
//! not yet at gold (a Sokoban level: not yet solved): the title's "Play".

use std::path::{Path, PathBuf};

use crate::i18n::Lang;
use crate::levels::arena::load_arena;
use crate::levels::arena::medals::Medal;
use crate::levels::campaign::{Campaign, Chapter, Item, item_path};
use crate::levels::sokoban::Pack;
use crate::modes::shooter::best::Bests;
use crate::modes::sokoban::progress::{Progress, Record};
use crate::screens::navigation::Request;
use crate::sim::Selection;

pub use crate::modes::campaign::CampaignControl;

/// What an item holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Held {
    /// An arena, and its best medal if any.
    Medal(Option<Medal>),
    /// A Sokoban level, and its record if solved.
    Solved(Option<Record>),
}

impl Held {
    /// The medals it counts for ([`Item::most_medals`]): each medal up to
    /// an arena's best, one for a solved level.
    #[must_use]
    pub fn medals(self) -> u32 {
        match self {
            Held::Medal(medal) => medal.map_or(0, |m| m as u32 + 1),
            Held::Solved(record) => u32::from(record.is_some()),
        }
    }

    /// Whether nothing better is left to earn: gold, or solved.
    #[must_use]
    pub fn complete(self) -> bool {
        match self {
            Held::Medal(medal) => medal == Some(Medal::Gold),
            Held::Solved(record) => record.is_some(),
        }
    }
}

/// One item as the screen lists it.
#[derive(Debug, Clone, PartialEq)]
pub struct Row {
    /// What the campaign names.
    pub item: Item,
    /// Its title (the arena's name, the level's title), or the item's name
    /// when its file does not load.
    pub title: String,
    /// Where it is read from.
    pub path: PathBuf,
    /// A practice arena: open whatever its chapter.
    pub practice: bool,
    /// What is held in it.
    pub held: Held,
    /// Why it cannot be played, if it cannot.
    pub broken: Option<String>,
}

/// One chapter as the screen lists it.
#[derive(Debug, Clone, PartialEq)]
pub struct ChapterRows {
    /// Its names, by language ([`Chapter::name`]).
    pub chapter: Chapter,
    /// Its items.
    pub rows: Vec<Row>,
    /// Medals held in the chapters before it.
    pub held_before: u32,
    /// Whether it is open.
    pub open: bool,
}

impl ChapterRows {
    /// Its name in `lang`.
    #[must_use]
    pub fn name(&self, lang: Lang) -> &str {
        self.chapter.name(lang.code())
    }

    /// Medals still to earn before it opens; 0 once open.
    #[must_use]
    pub fn medals_missing(&self) -> u32 {
        if self.open {
            0
        } else {
            self.chapter.needs.saturating_sub(self.held_before)
        }
    }

    /// Medals held in it, and the most it can hold.
    #[must_use]
    pub fn medals(&self) -> (u32, u32) {
        let held = self.rows.iter().map(|r| r.held.medals()).sum();
        let most = self.rows.iter().map(|r| r.item.most_medals()).sum();
        (held, most)
    }
}

/// Which chapters are open: chapter `i` when `everything`, or when the
/// medals held in chapters `0..i` (`held[..i]`) reach `needs[i]`.
#[must_use]
pub fn open_chapters(needs: &[u32], held: &[u32], everything: bool) -> Vec<bool> {
    let mut before = 0;
    needs
        .iter()
        .zip(held.iter().chain(std::iter::repeat(&0)))
        .map(|(&need, &own)| {
            let open = everything || before >= need;
            before += own;
            open
        })
        .collect()
}

/// The item `item` holds, read from the medals and the Sokoban progress;
/// with its title, path and whether it is practice. Reading never fails:
/// a file that does not load is a row that says why.
fn row_of(item: &Item, base: &Path, bests: &Bests, progress: &Progress) -> Row {
    let path = item_path(item.file(), base);
    let mut row = Row {
        item: item.clone(),
        title: item.file().to_owned(),
        path: path.clone(),
        practice: false,
        held: Held::Medal(None),
        broken: None,
    };
    match item {
        Item::Arena(name) => {
            row.held = Held::Medal(bests.medal(name));
            match load_arena(&path) {
                Ok(arena) => {
                    row.title = arena.name;
                    row.practice = arena.practice;
                }
                Err(e) => row.broken = e.to_string().lines().next().map(str::to_owned),
            }
        }
        Item::Sokoban(_, number) => {
            row.held = Held::Solved(None);
            let level = Pack::load(&path)
                .map_err(|e| e.to_string())
                .and_then(|pack| match pack.entry(*number) {
                    Some(Ok(level)) => Ok(level.clone()),
                    Some(Err(e)) => Err(e.problem.to_string()),
                    None => Err(format!("#{number}")),
                });
            match level {
                Ok(level) => {
                    row.title = level.name();
                    row.held = Held::Solved(progress.record(&level));
                }
                Err(why) => row.broken = Some(why),
            }
        }
    }
    row
}

/// The screen's state: the chapters, the one shown, the item chosen.
#[derive(Debug, Clone, PartialEq)]
pub struct CampaignPage {
    /// Every chapter, in order.
    pub chapters: Vec<ChapterRows>,
    /// The chapter shown.
    pub chapter: usize,
    /// The item chosen in it.
    pub row: usize,
    /// Enter on an item that is not open: how many medals it needs.
    pub refused: Option<u32>,
    request: Option<Request>,
}

impl CampaignPage {
    /// The page of `campaign` (its items looked for beside `base` first)
    /// with the medals `bests` and the solves `progress` hold; every
    /// chapter open if `everything`. It starts where the campaign goes on.
    #[must_use]
    pub fn new(
        campaign: &Campaign,
        base: &Path,
        bests: &Bests,
        progress: &Progress,
        everything: bool,
    ) -> Self {
        let mut chapters: Vec<ChapterRows> = campaign
            .chapters
            .iter()
            .map(|chapter| ChapterRows {
                chapter: chapter.clone(),
                rows: (chapter.items.iter())
                    .map(|item| row_of(item, base, bests, progress))
                    .collect(),
                held_before: 0,
                open: false,
            })
            .collect();
        let needs: Vec<u32> = chapters.iter().map(|c| c.chapter.needs).collect();
        let held: Vec<u32> = chapters.iter().map(|c| c.medals().0).collect();
        let open = open_chapters(&needs, &held, everything);
        let mut before = 0;
        for ((chapter, open), held) in chapters.iter_mut().zip(open).zip(held) {
            chapter.open = open;
            chapter.held_before = before;
            before += held;
        }
        let mut page = Self {
            chapters,
            chapter: 0,
            row: 0,
            refused: None,
            request: None,
        };
        (page.chapter, page.row) = page.going_on();
        page
    }

    /// The page read from the data folder `data_dir` (`None`: nothing
    /// held, as in a headless run).
    #[must_use]
    pub fn load(
        campaign: &Campaign,
        base: &Path,
        data_dir: Option<&Path>,
        everything: bool,
    ) -> Self {
        let bests = data_dir.map(Bests::load).unwrap_or_default();
        let progress = data_dir.map(Progress::load).unwrap_or_default();
        Self::new(campaign, base, &bests, &progress, everything)
    }

    /// Where the campaign goes on: the first open chapter with an item
    /// not yet complete, on that item; else the last open chapter.
    #[must_use]
    pub fn going_on(&self) -> (usize, usize) {
        let open = || self.chapters.iter().enumerate().filter(|(_, c)| c.open);
        open()
            .find_map(|(i, c)| {
                (c.rows.iter())
                    .position(|r| !r.held.complete() && r.broken.is_none())
                    .map(|row| (i, row))
            })
            .or_else(|| open().next_back().map(|(i, _)| (i, 0)))
            .unwrap_or((0, 0))
    }

    /// The chapter shown.
    #[must_use]
    pub fn shown(&self) -> Option<&ChapterRows> {
        self.chapters.get(self.chapter)
    }

    /// Whether the item `row` of the chapter shown may be played.
    #[must_use]
    pub fn playable(&self, row: usize) -> bool {
        self.shown()
            .and_then(|c| {
                c.rows
                    .get(row)
                    .map(|r| (c.open || r.practice) && r.broken.is_none())
            })
            .unwrap_or(false)
    }

    /// Chooses item `row` of the chapter shown, if it has one (a click).
    pub fn choose(&mut self, row: usize) {
        if self.shown().is_some_and(|c| row < c.rows.len()) {
            self.row = row;
            self.refused = None;
        }
    }

    /// Does `control` to the page.
    pub fn apply(&mut self, control: CampaignControl) {
        let rows = self.shown().map_or(0, |c| c.rows.len());
        let count = self.chapters.len();
        let step =
            |at: usize, count: usize, by: isize| Selection::at(at, count).stepped(by).index();
        self.refused = None;
        match control {
            CampaignControl::Previous => self.row = step(self.row, rows, -1),
            CampaignControl::Next => self.row = step(self.row, rows, 1),
            CampaignControl::PreviousChapter => {
                self.chapter = step(self.chapter, count, -1);
                self.row = 0;
            }
            CampaignControl::NextChapter => {
                self.chapter = step(self.chapter, count, 1);
                self.row = 0;
            }
            CampaignControl::Play => self.play(),
        }
    }

    /// Asks to play the chosen item, or says what it needs.
    fn play(&mut self) {
        let Some(chapter) = self.shown() else {
            return;
        };
        let Some(row) = chapter.rows.get(self.row) else {
            return;
        };
        if !self.playable(self.row) {
            self.refused = (row.broken.is_none()).then(|| chapter.medals_missing());
            return;
        }
        self.request = Some(match &row.item {
            Item::Arena(_) => Request::OpenArena(row.path.clone()),
            Item::Sokoban(_, number) => Request::OpenPackLevel(row.path.clone(), *number),
        });
    }

    /// What the page asks of the app since last asked.
    pub fn take_request(&mut self) -> Option<Request> {
        self.request.take()
    }
}

#[cfg(test)]
mod tests;
