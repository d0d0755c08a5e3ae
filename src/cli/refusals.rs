//! Refusals before a window opens, and why a window did not open, each
//! in one plain line.

use std::path::Path;

use ggez::GameError;
use hitlab::levels::arena::load_arena;
use hitlab::levels::file::read_level;
use hitlab::levels::format::{Format, wrong_format};
use hitlab::levels::sokoban::Pack;

use super::args::StartMode;
use super::failure::Failure;

/// Refuses a `--level` the chosen mode cannot play, before a window opens:
/// a folder, a missing file, any level for the ray lab, or a file of the
/// other mode's format. `shown` is the file as the command line gave it
/// (`--level PATH`, or `PATH` to `hitlab edit`), which every refusal starts
/// with.
pub(super) fn check_level_arg(level: &Path, shown: &str, mode: StartMode) -> Result<(), Failure> {
    let format = match mode {
        StartMode::Raylab
        | StartMode::Campaign
        | StartMode::Arenas
        | StartMode::Packs
        | StartMode::Lessons
        | StartMode::Preferences
        | StartMode::Keys => {
            return Err(Failure::Usage(format!(
                "{shown}: {} has no level files; \
                 use --level with --mode shooter (an arena) or --mode sokoban (a pack)",
                mode.described()
            )));
        }
        StartMode::Shooter => Some(Format::Arena),
        // A file not there yet is a new arena, made when it is saved.
        StartMode::ArenaEditor if !level.exists() && !hitlab::resources::is_file(level) => {
            return Ok(());
        }
        StartMode::ArenaEditor => Some(Format::Arena),
        StartMode::Sokoban => Some(Format::SokobanPack),
        // The editor starts a new pack in a file not there yet.
        StartMode::SokobanEditor if !level.exists() => return Ok(()),
        StartMode::SokobanEditor => Some(Format::SokobanPack),
        StartMode::Title => None,
    };
    if level.is_dir() {
        return Err(Failure::Usage(format!(
            "{shown}: this is a folder; expected a level file \
             (an arena .toml or a Sokoban pack .xsb)"
        )));
    }
    // Read as every level is (a regular file, of bounded size), so a
    // device or a FIFO is named for what it is, never read, and never
    // called missing.
    let text = read_level(level).map_err(|e| {
        Failure::Usage(if e.kind() == std::io::ErrorKind::NotFound {
            format!("{shown}: no such file")
        } else {
            format!("{shown}: cannot read: {e}")
        })
    })?;
    let Some(format) = format else {
        return Ok(());
    };
    match wrong_format(level, &text, format) {
        Some(message) => Err(Failure::Usage(format!("{shown}: {message}"))),
        None => Ok(()),
    }
}

/// Refuses, before a window opens, a `--level` a headless run could not
/// play: an arena that does not load, or a pack without a board to play.
/// A live window shows such a file's error itself and plays on when the
/// file is fixed; a run that only writes a screenshot would instead pass
/// on a broken file with the built-in arena or a blank screen.
pub(super) fn check_level_loads(level: &Path, mode: StartMode) -> Result<(), Failure> {
    match mode {
        StartMode::Shooter => load_arena(level)
            .map(drop)
            .map_err(|e| Failure::Usage(e.to_string())),
        StartMode::Sokoban => {
            let pack = Pack::load(level).map_err(|e| Failure::Usage(e.to_string()))?;
            if pack.levels().next().is_some() {
                return Ok(());
            }
            let errors: Vec<String> = pack.errors().map(ToString::to_string).collect();
            Err(Failure::Usage(format!(
                "{}: no board in this pack can be played:\n{}",
                level.display(),
                errors.join("\n")
            )))
        }
        StartMode::Title
        | StartMode::Raylab
        | StartMode::Campaign
        | StartMode::Arenas
        | StartMode::Packs
        | StartMode::Lessons
        | StartMode::Preferences
        | StartMode::Keys
        // The editors open a broken board or arena so that it can be mended.
        | StartMode::SokobanEditor
        | StartMode::ArenaEditor => Ok(()),
    }
}

/// Why the window did not open, in one line; the full error goes to the
/// log (`RUST_LOG=debug`). An error from the event loop means the display
/// could not be reached. A machine without any display is by far the
/// common case (a server, CI, a container), so it gets its own words.
/// Windows and macOS always have their own display, which no variable
/// names: there the window's own error is the reason.
pub(super) fn window_failure(error: &GameError) -> Failure {
    log::debug!("cannot open the game window: {error:?}");
    let message = if crate::app::no_display_named() {
        "no display found: set DISPLAY or WAYLAND_DISPLAY, or run under Xvfb (see README)"
            .to_owned()
    } else if crate::app::DISPLAY_BY_VARIABLE && matches!(error, GameError::EventLoopError(_)) {
        // The variables name a display the event loop could not reach.
        let shown = |name: &str| {
            std::env::var(name)
                .ok()
                .filter(|v| !v.is_empty())
                .map(|v| format!("{name}={v}"))
        };
        let named: Vec<String> = ["DISPLAY", "WAYLAND_DISPLAY"]
            .into_iter()
            .filter_map(shown)
            .collect();
        format!(
            "cannot connect to the display ({}): is its X server, Wayland compositor \
             or Xvfb running? (see README; RUST_LOG=debug shows the details)",
            named.join(", ")
        )
    } else {
        format!(
            "cannot open the game window ({}); RUST_LOG=debug shows the details",
            first_line(&error.to_string())
        )
    };
    Failure::Runtime(message)
}

/// The first line of an error, cut short: enough to search for.
fn first_line(text: &str) -> String {
    const MAX: usize = 160;
    let line = text.lines().next().unwrap_or("");
    if line.chars().count() > MAX {
        format!("{}…", line.chars().take(MAX).collect::<String>())
    } else {
        line.to_owned()
    }
}
