//! The screens' names and title rows in the current language, and the one
//! place each screen is built. Which screen leads to which is decided in
//! [`hitlab::screens::navigation`].

use ggez::{GameError, GameResult};

use hitlab::i18n::{tr, tr_args};
pub use hitlab::screens::navigation::ModeId;

use crate::view::choosers::{ChooserKind, ChooserScreen};
use crate::view::screen::{Launch, ModeScreen};
use crate::view::title::MenuEntry;

/// The name the title screen shows for `mode`, in the current language.
#[must_use]
pub fn title(mode: ModeId) -> String {
    tr(match mode {
        ModeId::Campaign => "mode-campaign",
        ModeId::Shooter => "mode-shooter",
        ModeId::RayLab => "mode-raylab",
        ModeId::Sokoban => "mode-sokoban",
        ModeId::Lessons => "mode-lessons",
        ModeId::Arenas => "mode-arena-chooser",
        ModeId::Packs => "mode-pack-chooser",
        ModeId::LessonList => "mode-lesson-chooser",
        ModeId::SokobanEditor => "mode-sokoban-editor",
        ModeId::ArenaEditor => "mode-arena-editor",
        ModeId::Keys => "mode-keys",
    })
}

/// The title screen's row for `mode` (a chooser's and an editor's is its
/// mode's).
#[must_use]
pub fn menu_entry(mode: ModeId) -> MenuEntry {
    let row = |key, blurb| MenuEntry {
        key,
        name: title(mode),
        blurb,
    };
    match mode {
        ModeId::Campaign => row("1", tr("blurb-campaign")),
        ModeId::Shooter => row("2", tr("blurb-shooter")),
        ModeId::RayLab => row("3", tr("blurb-raylab")),
        ModeId::Sokoban => row("4", tr("blurb-sokoban")),
        ModeId::Lessons => row(
            "5",
            tr_args("blurb-lessons", &crate::view::lesson::keys::page_keys()),
        ),
        // Reached from the preferences, not the title: a row of its own.
        ModeId::Keys => row("", tr("keys-title")),
        ModeId::Arenas
        | ModeId::Packs
        | ModeId::LessonList
        | ModeId::SokobanEditor
        | ModeId::ArenaEditor => menu_entry(mode.title_row()),
    }
}

/// Opens `mode`'s screen: one line per mode. A constructor that fails (a
/// missing resource) returns the error, which the title screen shows.
pub fn open_mode(mode: ModeId, launch: &Launch) -> GameResult<Box<dyn ModeScreen>> {
    Ok(match mode {
        ModeId::Campaign => Box::new(crate::view::campaign::CampaignScreen::new(launch)?),
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
        ModeId::Keys => Box::new(crate::view::keys::KeysScreen::new(launch)),
    })
}
