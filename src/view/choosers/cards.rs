//! What a chooser lists: one card per file the catalogue finds, its words
//! kept as how to say them, so they are said in the language of the moment
//! they are drawn.

use std::path::PathBuf;

use hitlab::catalogue::{self, ArenaCard, Entry, LessonCard, PackCard, Preview};
use hitlab::i18n::{Said, tr, tr_args};
use hitlab::levels::arena::medals::{Medal, MedalRule};
use hitlab::resources::{self, Kind};
use hitlab::screens::chooser::Choice;

use crate::view::screen::{Launch, Request};
use crate::view::shooter::detection_words;

/// Which list a chooser shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ChooserKind {
    Arenas,
    Packs,
    Lessons,
}

impl ChooserKind {
    /// The kind of resource its cards come from.
    pub(super) fn kind(self) -> Kind {
        match self {
            ChooserKind::Arenas => resources::ARENAS,
            ChooserKind::Packs => resources::PACKS,
            ChooserKind::Lessons => resources::LESSONS,
        }
    }

    pub(super) fn heading(self) -> String {
        tr(match self {
            ChooserKind::Arenas => "chooser-heading-arenas",
            ChooserKind::Packs => "chooser-heading-packs",
            ChooserKind::Lessons => "chooser-heading-lessons",
        })
    }

    /// What its files are, as `chooser-found` selects its noun by.
    pub(super) fn files_are(self) -> &'static str {
        match self {
            ChooserKind::Arenas => "arenas",
            ChooserKind::Packs => "packs",
            ChooserKind::Lessons => "lessons",
        }
    }

    pub(super) fn name(self) -> String {
        tr(match self {
            ChooserKind::Arenas => "chooser-name-arenas",
            ChooserKind::Packs => "chooser-name-packs",
            ChooserKind::Lessons => "chooser-name-lessons",
        })
    }
}

/// One card: what it says, and what choosing it asks of the app.
#[derive(Debug, Clone, PartialEq)]
pub struct Card {
    /// The resource name (`arenas/storm.toml`), remembered as the last
    /// choice; empty for the lessons' "all in a row".
    pub name: String,
    pub title: Said,
    /// Up to two lines under the title (an empty line is not drawn).
    pub lines: [Said; 2],
    /// Why the file does not load; such a card opens nothing.
    pub problem: Option<String>,
    /// What choosing it does.
    pub open: Option<Request>,
    /// The lesson file whose handout Ctrl+E writes.
    pub handout: Option<PathBuf>,
    /// The arena file Ctrl+E opens in the arena editor (one that does not
    /// load too: the editor shows why, to fix it).
    pub edit: Option<PathBuf>,
    /// An arena's small picture.
    pub preview: Option<Preview>,
    /// The medal held and the next one's score, for an arena that gives
    /// medals.
    pub medals: Option<Said>,
    /// The medal held there, drawn in its colour before the medals line.
    pub medal: Option<Medal>,
}

impl Card {
    /// The card of `entry`: `make`'s from what loaded, or the broken card
    /// with its problem, the same for every chooser.
    fn of<T>(entry: &Entry<T>, make: fn(&Entry<T>, &T) -> Self) -> Self {
        match &entry.card {
            Ok(card) => make(entry, card),
            Err(problem) => Self::broken(entry, problem),
        }
    }

    fn broken<T>(entry: &Entry<T>, problem: &str) -> Self {
        Self {
            name: entry.name.clone(),
            title: Said::as_is(entry.stem().to_owned()),
            lines: [Said::new(|| tr("card-does-not-load")), no_line()],
            problem: Some(problem.to_owned()),
            open: None,
            handout: None,
            edit: None,
            preview: None,
            medals: None,
            medal: None,
        }
    }

    fn arena(entry: &Entry<ArenaCard>, card: &ArenaCard) -> Self {
        let about = if card.about.is_empty() {
            entry.name.clone()
        } else {
            card.about.clone()
        };
        let (seconds, best, detection) = (card.round_seconds, card.best, card.detection);
        let line = move || {
            let clock = match seconds {
                Some(s) => tr_args("card-round-seconds", &[("seconds", s.into())]),
                None => tr("card-practice"),
            };
            let best = if best > 0 {
                tr_args("card-best", &[("best", best.into())])
            } else {
                tr("card-no-best")
            };
            tr_args(
                "card-arena-line",
                &[
                    ("detection", detection_words(detection).into()),
                    ("clock", unbroken(&clock).into()),
                    ("best", unbroken(&best).into()),
                ],
            )
        };
        Self {
            name: entry.name.clone(),
            title: Said::as_is(card.title.clone()),
            lines: [Said::as_is(about), Said::new(line)],
            problem: None,
            open: Some(Request::OpenArena(entry.path.clone())),
            handout: None,
            edit: None,
            preview: Some(card.preview.clone()),
            medals: card.medals.map(|rule| {
                let held = card.medal;
                Said::new(move || medal_line(&rule, held))
            }),
            medal: card.medals.and(card.medal),
        }
    }

    fn pack(entry: &Entry<PackCard>, card: &PackCard) -> Self {
        let (levels, solved) = (card.levels, card.solved);
        let line = move || {
            tr_args(
                "card-pack-line",
                &[("levels", levels.into()), ("solved", solved.into())],
            )
        };
        Self {
            name: entry.name.clone(),
            title: Said::as_is(card.title.clone()),
            lines: [Said::as_is(card.about.clone()), Said::new(line)],
            problem: None,
            open: Some(Request::OpenPack(entry.path.clone())),
            handout: None,
            edit: None,
            preview: None,
            medals: None,
            medal: None,
        }
    }

    fn lesson(entry: &Entry<LessonCard>, card: &LessonCard) -> Self {
        let (steps, modes) = (card.steps, card.modes.clone());
        let line = move || {
            tr_args(
                "card-lesson-line",
                &[
                    ("steps", steps.into()),
                    ("modes", mode_words(&modes).into()),
                ],
            )
        };
        Self {
            name: entry.name.clone(),
            title: Said::as_is(card.title.clone()),
            lines: [Said::new(line), Said::as_is(card.step_names.join(", "))],
            problem: None,
            open: Some(Request::OpenLesson(entry.path.clone())),
            handout: Some(entry.path.clone()),
            edit: None,
            preview: None,
            medals: None,
            medal: None,
        }
    }

    fn all_lessons() -> Self {
        Self {
            name: String::new(),
            title: Said::new(|| tr("card-all-lessons")),
            lines: [
                Said::new(|| tr("card-all-lessons-about")),
                Said::new(|| {
                    tr_args(
                        "card-all-lessons-next",
                        &crate::view::lesson::keys::page_keys(),
                    )
                }),
            ],
            problem: None,
            open: Some(Request::AllLessons),
            handout: None,
            edit: None,
            preview: None,
            medals: None,
            medal: None,
        }
    }
}

/// What an arena card says of its medals: the one held, and the next and
/// the score it needs (none after gold).
#[must_use]
pub fn medal_line(rule: &MedalRule, held: Option<Medal>) -> String {
    let next = rule.next_after(held);
    match (held, next) {
        (None, Some((next, score))) => tr_args(
            "card-medal-none",
            &[("next", medal_name(next).into()), ("score", score.into())],
        ),
        (Some(held), Some((next, score))) => tr_args(
            "card-medal-held",
            &[
                ("held", medal_name(held).into()),
                ("next", medal_name(next).into()),
                ("score", score.into()),
            ],
        ),
        (Some(held), None) => tr_args("card-medal-top", &[("held", medal_name(held).into())]),
        (None, None) => String::new(),
    }
}

/// A medal's name in the language of the moment.
fn medal_name(medal: Medal) -> String {
    tr(match medal {
        Medal::Bronze => "card-medal-bronze",
        Medal::Silver => "card-medal-silver",
        Medal::Gold => "card-medal-gold",
    })
}

/// A line a card leaves empty.
fn no_line() -> Said {
    Said::as_is(String::new())
}

impl Choice for Card {
    fn name(&self) -> &str {
        &self.name
    }

    /// The file's name and every line the card shows.
    fn search_text(&self) -> String {
        let medals = self.medals.as_ref().map(Said::text).unwrap_or_default();
        format!(
            "{} {} {} {} {medals}",
            self.name,
            self.title.text(),
            self.lines[0].text(),
            self.lines[1].text()
        )
    }
}

/// A lesson's modes (`shooter`, `raylab`, `sokoban`: the lesson file's
/// words) by the names the title gives them.
fn mode_words(modes: &[&str]) -> String {
    let named: Vec<String> = modes
        .iter()
        .map(|&mode| match mode {
            "shooter" => tr("mode-shooter"),
            "raylab" => tr("mode-raylab"),
            "sokoban" => tr("mode-sokoban"),
            other => other.to_owned(),
        })
        .collect();
    named.join(&tr("list-separator"))
}

/// The cards of `kind`, in the catalogue's order.
#[must_use]
pub fn cards(kind: ChooserKind, launch: &Launch) -> Vec<Card> {
    let resources = hitlab::resources::current();
    let data = launch.data_dir.as_deref();
    match kind {
        ChooserKind::Arenas => catalogue::arenas(resources, data)
            .iter()
            .map(|e| Card {
                edit: Some(e.path.clone()),
                ..Card::of(e, Card::arena)
            })
            .collect(),
        ChooserKind::Packs => catalogue::packs(resources, data)
            .iter()
            .map(|e| Card::of(e, Card::pack))
            .collect(),
        ChooserKind::Lessons => {
            let lessons = catalogue::lessons(resources);
            std::iter::once(Card::all_lessons())
                .chain(lessons.iter().map(|e| Card::of(e, Card::lesson)))
                .collect()
        }
    }
}

/// `part` with no line break inside it (its spaces made no-break spaces), so
/// a card's line wraps between its parts, not in the middle of "no best yet".
fn unbroken(part: &str) -> String {
    part.replace(' ', "\u{a0}")
}
