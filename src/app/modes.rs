//! The modes (the shooter, the ray lab, Sokoban and the lessons) and the
//! one place they are registered.

use ggez::{GameError, GameResult};

use crate::view::choosers::{ChooserKind, ChooserScreen};
use crate::view::screen::{Launch, ModeScreen};
use crate::view::title::MenuEntry;

/// A playable mode, in title-screen order.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ModeId {
    Shooter,
    RayLab,
    Sokoban,
    /// The shipped lessons (`resources/lessons/`), one after another.
    Lessons,
    /// The arena chooser (the title's Shooter row opens it).
    Arenas,
    /// The Sokoban pack chooser (the title's Sokoban row).
    Packs,
    /// The lesson chooser (the title's Lessons row).
    LessonList,
    /// The arena editor (`hitlab edit FILE`, `E` in the shooter and on an
    /// arena's card).
    ArenaEditor,
}

impl ModeId {
    /// Every mode, in the order the title screen lists them (keys 1 to 4).
    pub const ALL: [ModeId; 4] = [
        ModeId::Shooter,
        ModeId::RayLab,
        ModeId::Sokoban,
        ModeId::Lessons,
    ];

    /// The name the title screen shows.
    #[must_use]
    pub fn title(self) -> &'static str {
        match self {
            ModeId::Shooter => "Shooter",
            ModeId::RayLab => "Ray lab",
            ModeId::Sokoban => "Sokoban",
            ModeId::Lessons => "Lessons",
            ModeId::Arenas => "The arena chooser",
            ModeId::Packs => "The pack chooser",
            ModeId::LessonList => "The lesson chooser",
            ModeId::ArenaEditor => "The arena editor",
        }
    }

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

    /// The title's row a mode belongs to (a chooser's is its mode's).
    #[must_use]
    pub fn title_row(self) -> Self {
        match self {
            ModeId::Arenas | ModeId::ArenaEditor => ModeId::Shooter,
            ModeId::Packs => ModeId::Sokoban,
            ModeId::LessonList => ModeId::Lessons,
            other => other,
        }
    }

    /// The chooser, if this mode is one.
    #[must_use]
    pub fn chooser(self) -> Option<ChooserKind> {
        match self {
            ModeId::Arenas => Some(ChooserKind::Arenas),
            ModeId::Packs => Some(ChooserKind::Packs),
            ModeId::LessonList => Some(ChooserKind::Lessons),
            _ => None,
        }
    }

    /// The title screen's row for this mode.
    #[must_use]
    pub fn menu_entry(self) -> MenuEntry {
        match self {
            ModeId::Shooter => MenuEntry {
                key: "1",
                name: self.title(),
                blurb: "Shells vs spinning shapes: the point test misses, the swept test hits",
            },
            ModeId::RayLab => MenuEntry {
                key: "2",
                name: self.title(),
                blurb: "Rays vs boxes, disks, lines and capsules, with entry and exit points",
            },
            ModeId::Sokoban => MenuEntry {
                key: "3",
                name: self.title(),
                blurb: "The warehouse puzzle, built on rectangle overlap tests",
            },
            ModeId::Lessons => MenuEntry {
                key: "4",
                name: self.title(),
                blurb: "Prepared walk-throughs with captions: Page Down / Page Up step them",
            },
            ModeId::Arenas | ModeId::Packs | ModeId::LessonList | ModeId::ArenaEditor => {
                self.title_row().menu_entry()
            }
        }
    }
}

/// Opens `mode`'s screen: one line per mode. A constructor that fails (a
/// missing resource) returns the error, which the title screen shows.
pub fn open_mode(mode: ModeId, launch: &Launch) -> GameResult<Box<dyn ModeScreen>> {
    Ok(match mode {
        ModeId::Shooter => Box::new(crate::view::shooter::ShooterScreen::new(launch)?),
        ModeId::RayLab => Box::new(crate::view::raylab::RayLabScreen::new(launch)?),
        ModeId::Sokoban => Box::new(crate::view::sokoban::SokobanScreen::new(launch)?),
        ModeId::Lessons => Box::new(
            crate::view::lesson::LessonScreen::shipped(launch).map_err(GameError::CustomError)?,
        ),
        ModeId::Arenas => Box::new(ChooserScreen::new(ChooserKind::Arenas, launch)),
        ModeId::Packs => Box::new(ChooserScreen::new(ChooserKind::Packs, launch)),
        ModeId::LessonList => Box::new(ChooserScreen::new(ChooserKind::Lessons, launch)),
        ModeId::ArenaEditor => {
            Box::new(crate::view::editor::arena::ArenaEditorScreen::new(launch)?)
        }
    })
}
