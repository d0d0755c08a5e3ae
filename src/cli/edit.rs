//! `hitlab edit FILE`: opens the editor for the file's format, in a window
//! or headless (`--frames`, `--script`, `--screenshot`), through the same
//! path as playing (`play`), so a scripted edit runs as a scripted round.

use std::path::Path;

use hitlab::editor::sokoban::PackText;
use hitlab::resources::{ARENAS, PACKS};

use super::args::{EditArgs, RunArgs, StartMode};
use super::failure::Failure;
use super::play::play;

/// The editor a file opens in, by its extension. A `.txt` is not opened
/// as a pack: it is one only when its text shows boards, and a file to
/// start is often empty.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Editor {
    Arena,
    Sokoban,
}

fn editor_for(file: &Path) -> Result<Editor, Failure> {
    let extension = file
        .extension()
        .and_then(|e| e.to_str())
        .unwrap_or_default();
    if ARENAS.lists(extension) {
        Ok(Editor::Arena)
    } else if PACKS.owns(extension) {
        Ok(Editor::Sokoban)
    } else {
        Err(Failure::Usage(format!(
            "{}: the editors open arenas ({}) and Sokoban packs ({})",
            file.display(),
            ARENAS.extensions_said(),
            pack_extensions()
        )))
    }
}

/// The extensions the Sokoban editor opens: `.xsb, .sok`.
fn pack_extensions() -> String {
    let owned: Vec<String> = PACKS
        .extensions
        .iter()
        .filter(|x| PACKS.owns(x))
        .map(|x| format!(".{x}"))
        .collect();
    owned.join(", ")
}

/// Refuses a `--level N` past a pack's last board (a pack not there yet,
/// or without a board, starts with one), or given with an arena.
fn check_board(file: &Path, editor: Editor, level: Option<u64>) -> Result<Option<usize>, Failure> {
    let Some(level) = level else { return Ok(None) };
    if editor == Editor::Arena {
        return Err(Failure::Usage(format!(
            "--level {level}: an arena has no levels to pick; --level picks a board of a \
             Sokoban pack ({}), and {} is an arena",
            pack_extensions(),
            file.display()
        )));
    }
    let boards = match hitlab::resources::read_text(file) {
        Ok(text) => PackText::new(&text).board_count(),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => 0,
        // Refused, with its reason, where every level file is read.
        Err(_) => return Ok(usize::try_from(level).ok()),
    };
    match usize::try_from(level) {
        Ok(board) if board <= boards.max(1) => Ok(Some(board)),
        _ => Err(Failure::Usage(format!(
            "--level {level}: {} has {boards} {}, counting from 1",
            file.display(),
            if boards == 1 { "board" } else { "boards" }
        ))),
    }
}

/// Opens `args.file` in its editor.
pub(super) fn edit(args: EditArgs) -> Result<(), Failure> {
    let editor = editor_for(&args.file)?;
    let pack_board = check_board(&args.file, editor, args.level)?;
    let mode = match editor {
        Editor::Arena => StartMode::ArenaEditor,
        Editor::Sokoban => StartMode::SokobanEditor,
    };
    play(RunArgs {
        frames: args.frames,
        screenshot: args.screenshot,
        seed: args.seed,
        script: args.script,
        level: Some(args.file),
        pack_board,
        level_is_operand: true,
        ..RunArgs::in_window(mode, args.window)
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
        let refused = editor_for(Path::new("notes.txt"));
        assert!(
            matches!(&refused, Err(Failure::Usage(m)) if m.ends_with("(.toml) and Sokoban packs (.xsb, .sok)")),
            "{refused:?}"
        );
    }

    #[test]
    fn a_board_past_the_packs_last_or_with_an_arena_is_refused() {
        let pack = hitlab::resources::resolve("sokoban/hitlab.xsb");
        let boards = PackText::new(&hitlab::resources::read_text(&pack).unwrap()).board_count();
        assert!(boards > 1);
        let pick = |level| check_board(&pack, Editor::Sokoban, level).ok();
        assert_eq!(pick(None), Some(None));
        assert_eq!(pick(Some(1)), Some(Some(1)));
        assert_eq!(pick(Some(boards as u64)), Some(Some(boards)));
        let past = check_board(&pack, Editor::Sokoban, Some(boards as u64 + 1));
        assert!(
            matches!(&past, Err(Failure::Usage(m)) if m.contains(&format!("has {boards} boards"))),
            "{past:?}"
        );
        // A pack not there yet starts with one board.
        let new = Path::new("no/such/pack.xsb");
        assert_eq!(
            check_board(new, Editor::Sokoban, Some(1)).ok(),
            Some(Some(1))
        );
        assert!(check_board(new, Editor::Sokoban, Some(2)).is_err());
        let arena = hitlab::resources::resolve("arenas/storm.toml");
        assert!(check_board(&arena, Editor::Arena, Some(1)).is_err());
    }
}
