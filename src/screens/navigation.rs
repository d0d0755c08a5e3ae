//! Which screen the window shows and how one leads to another: what a
//! screen's request, Esc, a dropped file or "next arena" opens, where Esc
//! goes back to from it, and which choice the title remembers. The window
//! builds the screen a [`Switch`] names and tells [`Navigation`] once it
//! opened; a screen that cannot open changes nothing here.

use std::path::{Path, PathBuf};

use crate::catalogue::{self, Dropped, Entry};
use crate::levels::arena::DEFAULT_ARENA;
use crate::resources::Resources;
use crate::settings::Settings;

/// A screen besides the title: a mode, a chooser or an editor.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ModeId {
    /// The campaign: chapters of arenas and Sokoban levels that open as
    /// medals are earned (the title's "Play").
    Campaign,
    /// The shooter, on one arena.
    Shooter,
    /// The ray lab.
    RayLab,
    /// Sokoban's level list, on one pack.
    Sokoban,
    /// The shipped lessons (`resources/lessons/`), one after another, or
    /// one lesson file.
    Lessons,
    /// The arena chooser (the title's Shooter row opens it).
    Arenas,
    /// The Sokoban pack chooser (the title's Sokoban row).
    Packs,
    /// The lesson chooser (the title's Lessons row).
    LessonList,
    /// The Sokoban editor (`E` in Sokoban's level list).
    SokobanEditor,
    /// The arena editor (`hitlab edit FILE`, `E` in the shooter and on an
    /// arena's card).
    ArenaEditor,
    /// The keys page: each mode's controls, rebound by the player
    /// ([`crate::screens::keys`]).
    Keys,
}

impl ModeId {
    /// The title screen's rows, in order (keys 1 to 5).
    pub const ALL: [ModeId; 5] = [
        ModeId::Campaign,
        ModeId::Shooter,
        ModeId::RayLab,
        ModeId::Sokoban,
        ModeId::Lessons,
    ];

    /// What the title's row for this mode opens: the chooser in front of
    /// a mode that plays files (every arena, pack and lesson is reached
    /// from the window), the mode itself otherwise.
    #[must_use]
    pub fn title_opens(self) -> Self {
        match self {
            ModeId::Shooter => ModeId::Arenas,
            ModeId::Sokoban => ModeId::Packs,
            ModeId::Lessons => ModeId::LessonList,
            other => other,
        }
    }

    /// The title's row a screen belongs to (a chooser's and an editor's is
    /// its mode's).
    #[must_use]
    pub fn title_row(self) -> Self {
        match self {
            ModeId::Arenas | ModeId::ArenaEditor => ModeId::Shooter,
            ModeId::Packs | ModeId::SokobanEditor => ModeId::Sokoban,
            ModeId::LessonList => ModeId::Lessons,
            other => other,
        }
    }

    /// Where [`Self::title_row`] stands in [`Self::ALL`].
    #[must_use]
    pub fn title_position(self) -> Option<usize> {
        Self::ALL.iter().position(|&m| m == self.title_row())
    }

    /// Whether this screen is a chooser: what it opens remembers it as the
    /// way back, and its choice is kept for the next run (the campaign's
    /// is where it goes on, which its medals say).
    #[must_use]
    pub fn is_chooser(self) -> bool {
        matches!(
            self,
            ModeId::Arenas | ModeId::Packs | ModeId::LessonList | ModeId::Campaign
        )
    }
}

/// What a screen asks of the app beyond its own screen: open another (a
/// chooser's choice, the shooter's next arena) or write a handout. The
/// window takes it after each input and step and hands it to
/// [`Navigation::serve`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Request {
    /// The shooter on this arena file, reloaded when it is saved.
    OpenArena(PathBuf),
    /// Sokoban's level list of this pack file.
    OpenPack(PathBuf),
    /// Sokoban playing this pack file's level (counting from 1).
    OpenPackLevel(PathBuf, usize),
    /// The presenter on this lesson file, from its first step.
    OpenLesson(PathBuf),
    /// This lesson for a student alone ("on my own"), from its first step.
    StudentLesson(PathBuf),
    /// Every shipped lesson, one after another.
    AllLessons,
    /// This lesson's handout, written to the pictures folder.
    ExportHandout(PathBuf),
    /// The shooter on the arena after the one playing, in the chooser's order.
    NextArena,
    /// The Sokoban editor on this pack, at this level (counting from 1).
    EditPack(PathBuf, usize),
    /// The arena editor on this arena file.
    EditArena(PathBuf),
    /// The screen changed what the settings keep (the player's keys):
    /// they are saved.
    KeepSettings,
    /// The shooter watching this replay file (an arena's best round).
    WatchReplay(PathBuf),
    /// The shooter on the daily arena: today's, or yesterday's (unranked).
    OpenDaily {
        /// Yesterday's round rather than today's.
        yesterday: bool,
    },
    /// The screen's share code to put on the clipboard (the shooter's last
    /// finished round); `None` when it has none yet, which the app says.
    CopyCode(Option<String>),
}

/// The screen a switch opens, and what it opens on.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Open {
    /// The screen as the title or `--mode` opens it (a mode on its
    /// default or `--level` file).
    Mode(ModeId),
    /// A mode on this level file instead of its default (an arena for the
    /// shooter or the arena editor, a pack for Sokoban), reloaded when saved.
    File(ModeId, PathBuf),
    /// The presenter on this lesson file, on this step (from 0).
    Lesson(PathBuf, usize),
    /// This lesson for a student alone, from its first step.
    StudentLesson(PathBuf),
    /// The Sokoban editor on this pack, at this level (from 1).
    SokobanEditor(PathBuf, usize),
    /// The shooter watching the replay in this file, in the arena it was
    /// played in.
    Replay(PathBuf),
    /// The shooter watching a replay given as a value (a pasted share
    /// code), in the arena it was played in.
    SharedReplay(Box<crate::modes::shooter::Replay>),
    /// Sokoban playing this pack's level (from 1).
    SokobanLevel(PathBuf, usize),
}

impl Open {
    /// The screen that is up once this opened.
    #[must_use]
    pub fn mode(&self) -> ModeId {
        match self {
            Open::Mode(mode) | Open::File(mode, _) => *mode,
            Open::Replay(_) | Open::SharedReplay(_) => ModeId::Shooter,
            Open::Lesson(..) | Open::StudentLesson(_) => ModeId::Lessons,
            Open::SokobanEditor(..) => ModeId::SokobanEditor,
            Open::SokobanLevel(..) => ModeId::Sokoban,
        }
    }
}

/// A screen to open and where Esc goes from it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Switch {
    /// What opens.
    pub open: Open,
    /// The chooser Esc goes back to; `None`: the title.
    pub back_to: Option<ModeId>,
}

impl Switch {
    /// `mode` as the title's row or `--mode` opens it: Esc goes to the title.
    #[must_use]
    pub fn to(mode: ModeId) -> Self {
        Self {
            open: Open::Mode(mode),
            back_to: None,
        }
    }

    /// The lesson at `path` on step `start` (from 0): Esc goes to the title.
    #[must_use]
    pub fn lesson(path: PathBuf, start: usize) -> Self {
        Self {
            open: Open::Lesson(path, start),
            back_to: None,
        }
    }

    /// The Sokoban editor on the pack at `path`, at level `number` (from
    /// 1): Esc goes to the pack chooser, however it was reached.
    #[must_use]
    pub fn edit_pack(path: PathBuf, number: usize) -> Self {
        Self {
            open: Open::SokobanEditor(path, number),
            back_to: Some(ModeId::Packs),
        }
    }

    /// A file dropped on the window: an arena opens in the shooter, a pack
    /// in Sokoban's level list, a lesson in the presenter, each reloaded
    /// when saved; Esc goes to the title. Anything else is the one line to
    /// show, and nothing opens.
    pub fn dropped(path: &Path) -> Result<Self, String> {
        let open = match catalogue::route_dropped(path) {
            Dropped::Arena(path) => Open::File(ModeId::Shooter, path),
            Dropped::Pack(path) => Open::File(ModeId::Sokoban, path),
            Dropped::Lesson(path) => Open::Lesson(path, 0),
            Dropped::Refused(line) => return Err(line),
        };
        Ok(Self {
            open,
            back_to: None,
        })
    }
}

/// A chooser's choice, kept in the settings so the chooser starts on it
/// in the next run.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Choice {
    /// The chooser it was made in.
    pub chooser: ModeId,
    /// The file's resource name (`arenas/storm.toml`).
    pub name: String,
}

impl Choice {
    /// Writes the choice into the chooser's setting (a screen that is no
    /// chooser has none).
    pub fn keep_in(self, settings: &mut Settings) {
        let kept = match self.chooser {
            ModeId::Arenas => &mut settings.last_arena,
            ModeId::Packs => &mut settings.last_pack,
            ModeId::LessonList => &mut settings.last_lesson,
            _ => return,
        };
        *kept = Some(self.name);
    }
}

/// The last choice `settings` keep for the chooser `mode`, the card it
/// starts on; `None` for a screen that is no chooser.
#[must_use]
pub fn last_choice(settings: &Settings, mode: ModeId) -> Option<String> {
    match mode {
        ModeId::Arenas => settings.last_arena.clone(),
        ModeId::Packs => settings.last_pack.clone(),
        ModeId::LessonList => settings.last_lesson.clone(),
        _ => None,
    }
}

/// What a request leads to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Served {
    /// A choice to keep, whether or not the screen then opens.
    pub remember: Option<Choice>,
    /// What the app does next.
    pub then: Action,
}

/// What the app does for a request.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Action {
    /// Opens this screen; on failure the asking screen stays.
    Open(Switch),
    /// Writes this lesson's handout (drawing needs the window); the
    /// asking screen stays.
    WriteHandout(PathBuf),
    /// "Next arena" with no other arena that loads: the shooter stays.
    NoOtherArena,
    /// Saves the settings; the asking screen stays.
    KeepSettings,
    /// Opens the shooter on the daily arena (the app reads the date), today's
    /// or yesterday's; Esc goes back to `back_to`.
    OpenDaily {
        /// Yesterday's round rather than today's.
        yesterday: bool,
        /// The chooser Esc goes back to; `None`: the title.
        back_to: Option<ModeId>,
    },
    /// Copies this share code to the clipboard (`None`: says there is none
    /// yet); the asking screen stays.
    Copy(Option<String>),
}

/// Where Esc leads from a screen.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Back {
    /// The chooser the screen was opened from, to open again.
    pub chooser: Option<ModeId>,
    /// The title's row to stand on when no chooser opens (the row of the
    /// screen left); `None`: the row stays.
    pub row: Option<usize>,
}

/// Where the window stands: the screen up, the chooser it came from, the
/// arena the shooter plays.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Navigation {
    on: Option<ModeId>,
    came_from: Option<ModeId>,
    playing: Option<PathBuf>,
}

impl Navigation {
    /// The screen up; `None`: the title.
    #[must_use]
    pub fn on(&self) -> Option<ModeId> {
        self.on
    }

    /// The chooser Esc goes back to, if the screen up was opened from one.
    #[must_use]
    pub fn came_from(&self) -> Option<ModeId> {
        self.came_from
    }

    /// The arena file the shooter was last opened on, until Esc.
    #[must_use]
    pub fn playing(&self) -> Option<&Path> {
        self.playing.as_deref()
    }

    /// Records that `switch` opened: its screen is up, Esc from it goes
    /// where it says, and an arena the shooter opens on is the one playing.
    pub fn opened(&mut self, switch: Switch) {
        self.on = Some(switch.open.mode());
        self.came_from = switch.back_to;
        if let Open::File(ModeId::Shooter, path) = switch.open {
            self.playing = Some(path);
        }
    }

    /// Esc from the screen up: no screen is up and no arena plays; the
    /// chooser it was opened from opens again, or else the title stands
    /// on its row.
    pub fn back(&mut self) -> Back {
        self.playing = None;
        let chooser = self.came_from.take();
        let row = self.on.take().and_then(ModeId::title_position);
        Back { chooser, row }
    }

    /// What `request` from the screen up leads to. A file chosen in a
    /// chooser is remembered by its name in `resources` (a file elsewhere
    /// is not), and Esc from what it opens comes back to the chooser.
    /// `level_path` is the `--level` file, the arena "next" starts from
    /// when the shooter was opened on no other.
    #[must_use]
    pub fn serve(
        &self,
        request: Request,
        resources: &Resources,
        level_path: Option<&Path>,
    ) -> Served {
        let from = self.on.filter(|m| m.is_chooser());
        let remember = match (&request, from) {
            (
                Request::OpenArena(path)
                | Request::OpenPack(path)
                | Request::OpenLesson(path)
                | Request::StudentLesson(path),
                Some(chooser),
                // The campaign keeps no choice: its medals say where it goes on.
            ) if chooser != ModeId::Campaign => {
                resources.name_of(path).map(|name| Choice { chooser, name })
            }
            _ => None,
        };
        let open = |open| {
            Action::Open(Switch {
                open,
                back_to: from,
            })
        };
        let then = match request {
            Request::OpenArena(path) => open(Open::File(ModeId::Shooter, path)),
            Request::OpenPack(path) => open(Open::File(ModeId::Sokoban, path)),
            Request::OpenPackLevel(path, number) => open(Open::SokobanLevel(path, number)),
            Request::OpenLesson(path) => open(Open::Lesson(path, 0)),
            Request::StudentLesson(path) => open(Open::StudentLesson(path)),
            Request::AllLessons => open(Open::Mode(ModeId::Lessons)),
            Request::EditArena(path) => open(Open::File(ModeId::ArenaEditor, path)),
            Request::EditPack(path, number) => Action::Open(Switch::edit_pack(path, number)),
            Request::ExportHandout(path) => Action::WriteHandout(path),
            Request::KeepSettings => Action::KeepSettings,
            Request::WatchReplay(path) => open(Open::Replay(path)),
            Request::CopyCode(code) => Action::Copy(code),
            Request::OpenDaily { yesterday } => Action::OpenDaily {
                yesterday,
                back_to: from,
            },
            Request::NextArena => {
                let arenas = catalogue::arenas(resources, None);
                return self.next_arena(&arenas, resources, level_path);
            }
        };
        Served { remember, then }
    }

    /// The shooter on the arena after the one playing (else `level_path`,
    /// else the default arena) in `arenas`, the arena chooser's list: the
    /// first after the last, skipping files that do not load. The arena is
    /// remembered as the arena chooser's choice, and Esc goes where it went
    /// from the arena left.
    #[must_use]
    pub fn next_arena<T>(
        &self,
        arenas: &[Entry<T>],
        resources: &Resources,
        level_path: Option<&Path>,
    ) -> Served {
        let playing = self
            .playing
            .clone()
            .or_else(|| level_path.map(Path::to_owned))
            .unwrap_or_else(|| resources.resolve(DEFAULT_ARENA));
        let current = resources.name_of(&playing);
        let Some(next) = catalogue::next_playable(arenas, current.as_deref()) else {
            return Served {
                remember: None,
                then: Action::NoOtherArena,
            };
        };
        Served {
            remember: Some(Choice {
                chooser: ModeId::Arenas,
                name: next.name.clone(),
            }),
            then: Action::Open(Switch {
                open: Open::File(ModeId::Shooter, next.path.clone()),
                back_to: self.came_from,
            }),
        }
    }
}

#[cfg(test)]
mod tests;
