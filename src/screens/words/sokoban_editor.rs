//! Every word the Sokoban editor shows, in one place: each is a message of
//! the tables (`resources/i18n/*.ftl`, the `sokoban-editor-*` section). The
//! controls' help lines are `control-sokoban-editor-*`; a board's problems
//! are the pack loader's own words, which `hitlab check` prints too. The
//! words the editor writes into the pack stay English, and are the core
//! session's (`crate::editor::sokoban::session::NEW_LEVEL_TITLE`).

use std::path::Path;

use crate::editor::sokoban::{Problem, Refusal, Tool, Unwritable};
use crate::i18n::{tr, tr_args};
use crate::modes::sokoban::solver::Search;
use crate::text::counted::grouped;

/// The screen's name, as the board played from the editor is labelled.
#[must_use]
pub fn screen_name() -> String {
    tr("mode-sokoban-editor")
}

/// A level's name when it has no title: "Level 3".
#[must_use]
pub fn untitled(number: usize) -> String {
    tr_args("sokoban-editor-untitled", &[("number", number.into())])
}

/// The top line: which file and level is open.
#[must_use]
pub fn heading(file: &Path, number: usize, count: usize, name: &str, changed: bool) -> String {
    let file = file.file_name().map_or_else(
        || file.display().to_string(),
        |n| n.to_string_lossy().into_owned(),
    );
    let id = if changed {
        "sokoban-editor-heading-changed"
    } else {
        "sokoban-editor-heading"
    };
    tr_args(
        id,
        &[
            ("file", file.into()),
            ("number", number.into()),
            ("count", count.into()),
            ("name", name.into()),
        ],
    )
}

/// A tool's name on the palette.
#[must_use]
pub fn tool_name(tool: Tool) -> String {
    tr(match tool {
        Tool::Wall => "sokoban-editor-tool-wall",
        Tool::Floor => "sokoban-editor-tool-floor",
        Tool::Goal => "sokoban-editor-tool-goal",
        Tool::Box => "sokoban-editor-tool-box",
        Tool::BoxOnGoal => "sokoban-editor-tool-box-on-goal",
        Tool::Player => "sokoban-editor-tool-worker",
        Tool::Erase => "sokoban-editor-tool-erase",
    })
}

/// The palette's label before the tools.
#[must_use]
pub fn palette() -> String {
    tr("sokoban-editor-palette")
}

/// What is wrong with the board, as the screen says it at the square.
#[must_use]
pub fn problem(problem: &Problem) -> String {
    match problem {
        Problem::Level(level) => level.to_string(),
        Problem::Unwritable(why) => unwritable(*why),
    }
}

/// Why a board cannot be written at all.
#[must_use]
pub fn unwritable(why: Unwritable) -> String {
    tr(match why {
        Unwritable::Blank => "sokoban-editor-blank",
        Unwritable::NoWallInFirstRow => "sokoban-editor-no-wall-in-first-row",
    })
}

/// Why a save, a new level or another level was refused.
#[must_use]
pub fn refusal(refusal: Refusal) -> String {
    let why = match refusal {
        Refusal::Unwritable(why) => unwritable(why),
        Refusal::NoSuchLevel => tr("sokoban-editor-no-such-level"),
        Refusal::WouldNotReadBack => tr("sokoban-editor-would-not-read-back"),
    };
    tr_args("sokoban-editor-not-done", &[("why", why.into())])
}

/// The status line of a playable board.
#[must_use]
pub fn playable(boxes: usize) -> String {
    tr_args("sokoban-editor-playable", &[("boxes", boxes.into())])
}

/// The status line's opening for a board that is not a level yet.
#[must_use]
pub fn not_a_level(reason: &str) -> String {
    tr_args("sokoban-editor-not-a-level", &[("why", reason.into())])
}

/// The solver at work.
#[must_use]
pub fn solving(states: usize) -> String {
    tr_args(
        "sokoban-editor-solving",
        &[("states", grouped(states).into())],
    )
}

/// The solver's answer.
#[must_use]
pub fn answer(search: &Search) -> String {
    use crate::modes::sokoban::solver::Outcome;
    let states = grouped(search.states);
    match &search.outcome {
        Outcome::Solved(lurd) => tr_args(
            "sokoban-editor-solvable",
            &[
                (
                    "pushes",
                    lurd.chars().filter(char::is_ascii_uppercase).count().into(),
                ),
                ("moves", lurd.chars().count().into()),
                ("states", states.into()),
            ],
        ),
        Outcome::NoSolution => tr_args(
            "sokoban-editor-no-solution",
            &[("states", states.into()), ("count", search.states.into())],
        ),
        Outcome::GaveUp => tr_args("sokoban-editor-gave-up", &[("states", states.into())]),
    }
}

/// The solver was stopped, or lost.
#[must_use]
pub fn solve_stopped() -> String {
    tr("sokoban-editor-solve-stopped")
}

/// The solver's answer is for a board since changed.
#[must_use]
pub fn solve_stale() -> String {
    tr("sokoban-editor-solve-stale")
}

/// The board cannot be solved or played until it is a level.
#[must_use]
pub fn not_playable(reason: &str) -> String {
    tr_args("sokoban-editor-not-playable", &[("why", reason.into())])
}

/// Where the pack was saved.
#[must_use]
pub fn saved(path: &Path, new_file: bool) -> String {
    let id = if new_file {
        "sokoban-editor-saved-elsewhere"
    } else {
        "sokoban-editor-saved"
    };
    tr_args(id, &[("file", path.display().to_string().into())])
}

/// Esc with changes not saved.
#[must_use]
pub fn unsaved(escape: &str, save: &str) -> String {
    tr_args(
        "sokoban-editor-unsaved",
        &[("esc", escape.into()), ("save", save.into())],
    )
}

/// Closing the window with changes not saved.
#[must_use]
pub fn unsaved_on_closing(save: &str) -> String {
    tr_args(
        "sokoban-editor-unsaved-on-closing",
        &[("save", save.into())],
    )
}

/// The file changed on disk since it was opened or saved.
#[must_use]
pub fn changed_on_disk(path: &Path, save: &str) -> String {
    tr_args(
        "sokoban-editor-changed-on-disk",
        &[
            ("file", path.display().to_string().into()),
            ("save", save.into()),
        ],
    )
}

/// The save failed.
#[must_use]
pub fn save_failed(path: &Path, error: &str) -> String {
    tr_args(
        "sokoban-editor-save-failed",
        &[
            ("file", path.display().to_string().into()),
            ("why", error.into()),
        ],
    )
}

/// A shipped pack, and nowhere to save it.
#[must_use]
pub fn nowhere_to_save() -> String {
    tr("sokoban-editor-nowhere-to-save")
}

/// The file could not be read to edit.
#[must_use]
pub fn cannot_read(path: &Path, error: &std::io::Error) -> String {
    tr_args(
        "sokoban-editor-cannot-read",
        &[
            ("file", path.display().to_string().into()),
            ("why", error.to_string().into()),
        ],
    )
}

/// The hint line under the board: the keys a designer needs first
/// (`tools`: the keys that choose a tool, "1–7").
#[must_use]
pub fn hint(tools: &str, save: &str, solve: &str, play: &str, undo: &str, help: &str) -> String {
    tr_args(
        "sokoban-editor-hint",
        &[
            ("tools", tools.into()),
            ("save", save.into()),
            ("solve", solve.into()),
            ("play", play.into()),
            ("undo", undo.into()),
            ("help", help.into()),
        ],
    )
}

/// The line while playing from the editor: `back` or `esc` goes back.
#[must_use]
pub fn playing_hint(back: &str, esc: &str) -> String {
    tr_args(
        "sokoban-editor-playing",
        &[("back", back.into()), ("esc", esc.into())],
    )
}

/// The help overlay's rows for controls that share one: moving the cursor.
pub const HELP_CURSOR: &str = "sokoban-editor-help-cursor";
/// Growing the board, one row for four sides.
pub const HELP_GROW: &str = "sokoban-editor-help-grow";
/// Shrinking the board, one row for four sides.
pub const HELP_SHRINK: &str = "sokoban-editor-help-shrink";
/// Paging through the pack.
pub const HELP_LEVELS: &str = "sokoban-editor-help-levels";

/// The help overlay's rows the key table cannot give: the mouse's.
#[must_use]
pub fn help_mouse() -> [(String, String); 2] {
    [
        (
            tr("sokoban-editor-help-click-keys"),
            tr("sokoban-editor-help-click"),
        ),
        (
            tr("sokoban-editor-help-palette-keys"),
            tr("sokoban-editor-help-palette"),
        ),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_hints_name_the_keys_they_are_given() {
        let hint = hint("1–7", "Ctrl+S", "F5", "P", "Ctrl+Z", "F1");
        assert!(hint.starts_with("arrows: cursor   1–7: paint   "), "{hint}");
        assert!(hint.ends_with("Ctrl+Z: undo   F1: all keys"), "{hint}");
        assert_eq!(
            playing_hint("Q", "Esc"),
            "Playing the board being edited: Q or Esc goes back to editing"
        );
    }

    #[test]
    fn no_solution_counts_one_state_and_many_states_each_in_its_number() {
        use crate::modes::sokoban::solver::Outcome;
        let said = |states| {
            answer(&Search {
                outcome: Outcome::NoSolution,
                states,
            })
        };
        assert_eq!(
            said(1),
            "No solution: the only reachable state was searched"
        );
        assert_eq!(
            said(2_000_000),
            "No solution: all 2,000,000 reachable states were searched"
        );
    }
}
