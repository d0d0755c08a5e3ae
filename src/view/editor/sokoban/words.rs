//! Every word the Sokoban editor shows, in one place, so the screen's text
//! can move into a string table by id. (The controls' help lines are the
//! core's declaration, `hitlab::editor::sokoban::EditorControl`, as every
//! mode's are; a board's problems are the pack loader's own words, which
//! `hitlab check` prints too.)

use std::path::Path;

use hitlab::editor::sokoban::{Problem, Refusal, Tool, Unwritable};
use hitlab::levels::words::{count, grouped};
use hitlab::modes::sokoban::solver::Search;

/// The screen's name on the title and in errors.
pub const SCREEN_NAME: &str = "Sokoban editor";

/// A new level's title in the file.
pub const NEW_LEVEL_TITLE: &str = "New level";

/// A copy's title in the file: "Copy of First Push".
#[must_use]
pub fn copy_title(of: &str) -> String {
    format!("Copy of {of}")
}

/// A level's name when it has no title: "Level 3".
#[must_use]
pub fn untitled(number: usize) -> String {
    format!("Level {number}")
}

/// The top line: which file and level is open.
#[must_use]
pub fn heading(file: &Path, number: usize, count: usize, name: &str, changed: bool) -> String {
    let file = file.file_name().map_or_else(
        || file.display().to_string(),
        |n| n.to_string_lossy().into_owned(),
    );
    let mark = if changed {
        "   (changed, not saved)"
    } else {
        ""
    };
    format!("Editing {file}: level {number} of {count}, {name}{mark}")
}

/// A tool's name on the palette.
#[must_use]
pub const fn tool_name(tool: Tool) -> &'static str {
    match tool {
        Tool::Wall => "wall",
        Tool::Floor => "floor",
        Tool::Goal => "goal",
        Tool::Box => "box",
        Tool::BoxOnGoal => "box on goal",
        Tool::Player => "worker",
        Tool::Erase => "erase",
    }
}

/// The palette's label before the tools.
pub const PALETTE: &str = "Paint:";

/// What is wrong with the board, as the screen says it at the square.
#[must_use]
pub fn problem(problem: &Problem) -> String {
    match problem {
        Problem::Level(level) => level.to_string(),
        Problem::Unwritable(why) => unwritable(*why).to_owned(),
    }
}

/// Why a board cannot be written at all.
#[must_use]
pub const fn unwritable(why: Unwritable) -> &'static str {
    match why {
        Unwritable::Blank => "the board is empty: paint a wall to start",
        Unwritable::NoWallInFirstRow => {
            "the top row needs a wall, or the file would not read it as a board"
        }
    }
}

/// Why a save, a new level or another level was refused.
#[must_use]
pub fn refusal(refusal: Refusal) -> String {
    match refusal {
        Refusal::Unwritable(why) => format!("Not done: {}", unwritable(why)),
        Refusal::NoSuchLevel => "Not done: there is no level there".to_owned(),
    }
}

/// The status line of a playable board.
#[must_use]
pub fn playable(boxes: usize) -> String {
    format!(
        "A level: one worker, {} and as many goals",
        count(boxes, "box", "boxes")
    )
}

/// The status line's opening for a board that is not a level yet.
#[must_use]
pub fn not_a_level(reason: &str) -> String {
    format!("Not a level yet: {reason}")
}

/// The solver at work.
#[must_use]
pub fn solving(states: usize) -> String {
    format!("Solving ... {} states so far", grouped(states))
}

/// The solver's answer.
#[must_use]
pub fn answer(search: &Search) -> String {
    use hitlab::modes::sokoban::solver::Outcome;
    match &search.outcome {
        Outcome::Solved(lurd) => format!(
            "Solvable: fewest pushes {} ({}), {} states searched",
            lurd.chars().filter(char::is_ascii_uppercase).count(),
            count(lurd.chars().count(), "move", "moves"),
            grouped(search.states)
        ),
        Outcome::NoSolution => format!(
            "No solution: all {} states reachable were searched",
            grouped(search.states)
        ),
        Outcome::GaveUp => format!(
            "Gave up after {} states: it may or may not have a solution",
            grouped(search.states)
        ),
    }
}

/// The solver was stopped, or lost.
pub const SOLVE_STOPPED: &str = "Solver stopped";

/// The solver's answer is for a board since changed.
pub const SOLVE_STALE: &str = "The board changed: solve again for a new answer";

/// The board cannot be solved or played until it is a level.
#[must_use]
pub fn not_playable(reason: &str) -> String {
    format!("Not a level yet, so it cannot run: {reason}")
}

/// Where the pack was saved.
#[must_use]
pub fn saved(path: &Path, new_file: bool) -> String {
    if new_file {
        format!(
            "The shipped pack cannot be changed: saved as {} (it plays from the pack chooser)",
            path.display()
        )
    } else {
        format!("Saved {}", path.display())
    }
}

/// Esc with changes not saved.
#[must_use]
pub fn unsaved(escape: &str, save: &str) -> String {
    format!("Not saved: {escape} again leaves without saving, {save} saves")
}

/// The file changed on disk since it was opened or saved.
#[must_use]
pub fn changed_on_disk(path: &Path, save: &str) -> String {
    format!(
        "{} changed on disk since it was opened: {save} again overwrites it",
        path.display()
    )
}

/// The save failed.
#[must_use]
pub fn save_failed(path: &Path, error: &std::io::Error) -> String {
    format!("Could not save {}: {error}", path.display())
}

/// A shipped pack, and nowhere to save it.
pub const NOWHERE_TO_SAVE: &str =
    "The shipped pack cannot be changed, and there is no levels folder to save a copy in";

/// The file could not be read to edit.
#[must_use]
pub fn cannot_read(path: &Path, error: &std::io::Error) -> String {
    format!("{}: cannot read: {error}", path.display())
}

/// The hint line under the board: the keys a designer needs first.
#[must_use]
pub fn hint(save: &str, solve: &str, play: &str, undo: &str, help: &str) -> String {
    format!(
        "arrows: cursor   1–7: paint   click or drag: paint   {save}: save   {solve}: solve   {play}: play   {undo}: undo   {help}: all keys"
    )
}

/// The line while playing from the editor.
#[must_use]
pub fn playing_hint(back: &str) -> String {
    format!("Playing the board being edited: {back} or Esc goes back to editing")
}

/// The help overlay's rows for controls that share one.
pub const HELP_CURSOR: &str = "move the cursor";
/// Growing the board, one row for four sides.
pub const HELP_GROW: &str = "add a column or row at that side";
/// Shrinking the board, one row for four sides.
pub const HELP_SHRINK: &str = "remove the column or row at that side";
/// Paging through the pack.
pub const HELP_LEVELS: &str = "edit the next / previous level of the pack";

/// The help overlay's rows the key table cannot give.
pub const HELP_PALETTE: (&str, &str) = ("click the palette", "choose a tool, painting nothing");

/// The help overlay's row for painting with the mouse.
pub const HELP_CLICK: (&str, &str) = ("click / drag", "paint the chosen tool on the squares");
