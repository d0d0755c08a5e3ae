//! The modes (the shooter, the ray lab, Sokoban and the lessons) and the
//! one place they are registered.

use ggez::{GameError, GameResult};

use hitlab::i18n::{tr, tr_args};

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
    /// The Sokoban editor (`E` in Sokoban's level list).
    SokobanEditor,
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

    /// The name the title screen shows, in the current language.
    #[must_use]
    pub fn title(self) -> String {
        tr(match self {
            ModeId::Shooter => "mode-shooter",
            ModeId::RayLab => "mode-raylab",
            ModeId::Sokoban => "mode-sokoban",
            ModeId::Lessons => "mode-lessons",
            ModeId::Arenas => "mode-arena-chooser",
            ModeId::Packs => "mode-pack-chooser",
            ModeId::LessonList => "mode-lesson-chooser",
            ModeId::SokobanEditor => "mode-sokoban-editor",
            ModeId::ArenaEditor => "mode-arena-editor",
        })
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
            ModeId::Packs | ModeId::SokobanEditor => ModeId::Sokoban,
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
                blurb: tr("blurb-shooter"),
            },
            ModeId::RayLab => MenuEntry {
                key: "2",
                name: self.title(),
                blurb: tr("blurb-raylab"),
            },
            ModeId::Sokoban => MenuEntry {
                key: "3",
                name: self.title(),
                blurb: tr("blurb-sokoban"),
            },
            ModeId::Lessons => MenuEntry {
                key: "4",
                name: self.title(),
                blurb: tr_args("blurb-lessons", &crate::view::lesson::keys::page_keys()),
            },
            ModeId::Arenas
            | ModeId::Packs
            | ModeId::LessonList
            | ModeId::SokobanEditor
            | ModeId::ArenaEditor => self.title_row().menu_entry(),
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
        ModeId::SokobanEditor => Box::new(crate::view::editor::sokoban::SokobanEditorScreen::new(
            launch,
        )?),
        ModeId::ArenaEditor => {
            Box::new(crate::view::editor::arena::ArenaEditorScreen::new(launch)?)
        }
    })
}
