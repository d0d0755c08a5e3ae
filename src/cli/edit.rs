//! `hitlab edit FILE`: opens the editor for the file's format, in a window
//! or headless (`--frames`, `--script`, `--screenshot`), through the same
//! path as playing (`play`), so a scripted edit runs as a scripted round.

use std::path::Path;

use super::args::{EditArgs, RunArgs, StartMode};
use super::failure::Failure;
use super::play::play;

/// The editor a file opens in, by its extension.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Editor {
    Arena,
    Sokoban,
}

fn editor_for(file: &Path) -> Result<Editor, Failure> {
    let extension = file
        .extension()
        .and_then(|e| e.to_str())
        .map(str::to_ascii_lowercase);
    match extension.as_deref() {
        Some("toml") => Ok(Editor::Arena),
        Some("xsb" | "sok") => Ok(Editor::Sokoban),
        _ => Err(Failure::Usage(format!(
            "{}: the editors open arenas (.toml) and Sokoban packs (.xsb, .sok)",
            file.display()
        ))),
    }
}

/// Opens `args.file` in its editor.
pub(super) fn edit(args: EditArgs) -> Result<(), Failure> {
    let mode = match editor_for(&args.file)? {
        Editor::Arena => StartMode::ArenaEditor,
        Editor::Sokoban => StartMode::SokobanEditor,
    };
    play(RunArgs {
        mode,
        frames: args.frames,
        frame_times: false,
        screenshot: args.screenshot,
        stats: None,
        seed: args.seed,
        script: args.script,
        level: Some(args.file),
        practice: false,
        fullscreen: false,
        high_contrast: args.high_contrast,
        help_overlay: false,
        size: args.size,
        lang: args.lang,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_extension_picks_the_editor() {
        assert_eq!(editor_for(Path::new("a/b.toml")).ok(), Some(Editor::Arena));
        assert_eq!(editor_for(Path::new("b.XSB")).ok(), Some(Editor::Sokoban));
        assert_eq!(editor_for(Path::new("b.sok")).ok(), Some(Editor::Sokoban));
        assert!(editor_for(Path::new("notes.txt")).is_err());
    }
}
