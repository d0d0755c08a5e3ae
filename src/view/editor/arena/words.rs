//! Every word the arena editor shows on screen, in one place, so they can
//! move into the game's string table as they are. The controls' help lines
//! are the core's (`EditorControl`), as every mode's are; the loader's
//! problems are `hitlab check`'s own words and stay the loader's.

use std::path::Path;

use hitlab::editor::arena::{Part, Saved};

/// The top line: which file, and whether it has unsaved edits.
#[must_use]
pub fn title(file: &Path, unsaved: bool) -> String {
    let mark = if unsaved { "  (not saved)" } else { "" };
    format!("Editing {}{mark}", file.display())
}

/// The status line: size, test, grid, history.
#[must_use]
pub fn status(size: [f64; 2], detection: &str, grid: bool, undo: usize, redo: usize) -> String {
    let grid = if grid { "grid on" } else { "grid off" };
    format!(
        "arena {} × {}   test: {detection}   {grid}   undo {undo} · redo {redo}",
        number(size[0]),
        number(size[1])
    )
}

/// The shells' and the plane's numbers, after the status.
#[must_use]
pub fn flight(speed: f64, cooldown: i64, turn: f64) -> String {
    format!(
        "   shells {}/step every {cooldown} steps   plane turns {}°/step",
        number(speed),
        number(turn)
    )
}

/// A target's hits to break.
#[must_use]
pub fn hits(hits: i64) -> String {
    format!("{hits} hits to break")
}

/// A part's name in the panel and on the field.
#[must_use]
pub fn part(part: Part, kind: &str) -> String {
    match part {
        Part::Plane => "the plane's start".to_owned(),
        Part::Target(i) => format!("target {} ({kind})", i + 1),
        Part::Obstacle(i) => format!("obstacle {} ({kind})", i + 1),
    }
}

/// Nothing selected.
pub const NOTHING_SELECTED: &str = "Nothing selected: Tab or a click selects a part.";

/// The selected part's position.
#[must_use]
pub fn at(position: [f64; 2]) -> String {
    format!("at [{}, {}]", number(position[0]), number(position[1]))
}

/// The plane's heading.
#[must_use]
pub fn heading(deg: f64) -> String {
    format!("heading {}°", number(deg))
}

/// A target's angle and scale.
#[must_use]
pub fn target_pose(angle_deg: f64, scale: f64) -> String {
    format!("angle {}°   scale {}", number(angle_deg), number(scale))
}

/// A target's spin, with its unit.
#[must_use]
pub fn spin(spin: f64) -> String {
    format!("spin {} deg/step", number(spin))
}

/// A star's tips and radii.
#[must_use]
pub fn star(points: i64, outer: f64, inner: f64) -> String {
    format!(
        "{points} tips, radius {} (inner {})",
        number(outer),
        number(inner)
    )
}

/// A letter's character.
#[must_use]
pub fn letter(character: &str) -> String {
    format!("letter \"{character}\"")
}

/// A rect's size and angle.
#[must_use]
pub fn rect(size: [f64; 2], angle_deg: f64) -> String {
    format!(
        "size {} × {}   angle {}°",
        number(size[0]),
        number(size[1]),
        number(angle_deg)
    )
}

/// A disk's radius.
#[must_use]
pub fn disk(radius: f64) -> String {
    format!("radius {}", number(radius))
}

/// What the numbers beside a dragged part say.
#[must_use]
pub fn dragging(position: [f64; 2]) -> String {
    format!("[{}, {}]", number(position[0]), number(position[1]))
}

/// The problems heading, with their count.
#[must_use]
pub fn problems(count: usize) -> String {
    match count {
        0 => "No problems: the arena loads as it is.".to_owned(),
        1 => "1 problem (as hitlab check says it):".to_owned(),
        n => format!("{n} problems (as hitlab check says them):"),
    }
}

/// One problem with its line and column in the file as it would be saved.
#[must_use]
pub fn problem_line(line: usize, column: usize, message: &str) -> String {
    format!("{line}:{column}: {message}")
}

/// The notice after a save.
#[must_use]
pub fn saved(saved: &Saved) -> String {
    match saved {
        Saved::InPlace(path) => format!("Saved {}", path.display()),
        Saved::Elsewhere(path) => format!(
            "This arena is part of the game and cannot be changed: saved as {}",
            path.display()
        ),
    }
}

/// The notice when a save failed.
#[must_use]
pub fn save_failed(error: &str) -> String {
    format!("Could not save: {error}")
}

/// The notice when Esc would leave with edits not saved.
#[must_use]
pub fn unsaved_on_leaving(save: &str, escape: &str) -> String {
    format!("Edits not saved: {save} saves them; {escape} again leaves without saving")
}

/// The notice when the file was changed elsewhere while edits wait here.
pub const CHANGED_ELSEWHERE: &str =
    "The file was changed elsewhere; your edits are kept, and saving writes them over it.";

/// The notice when the file was changed elsewhere and opened again.
pub const RELOADED: &str = "The file was changed elsewhere: opened again as it is now.";

/// The notice when play is asked for while the arena does not load.
pub const CANNOT_PLAY: &str = "Fix the problems first: the arena does not load as it is.";

/// The line shown over a round played from the editor.
#[must_use]
pub fn playing(back: &str) -> String {
    format!("Playing the edited arena: {back} goes back to the editor")
}

/// The footer's hint line.
#[must_use]
pub fn hints(keys: &[(String, &str)]) -> String {
    keys.iter()
        .map(|(key, what)| format!("{key} {what}"))
        .collect::<Vec<_>>()
        .join("   ")
}

/// The footer's short names for the keys it lists.
pub mod hint {
    /// Tab.
    pub const SELECT: &str = "select";
    /// Arrows.
    pub const MOVE: &str = "move";
    /// Rotate.
    pub const ROTATE: &str = "rotate";
    /// Grow and shrink.
    pub const SCALE: &str = "scale";
    /// Spin.
    pub const SPIN: &str = "spin";
    /// Add keys.
    pub const ADD: &str = "add";
    /// Undo.
    pub const UNDO: &str = "undo";
    /// Save.
    pub const SAVE: &str = "save";
    /// Play.
    pub const PLAY: &str = "play";
    /// Help.
    pub const ALL_KEYS: &str = "all keys";
}

/// The help overlay's mouse rows.
pub const HELP_CLICK: (&str, &str) = (
    "click, drag",
    "select a part, move it (snapped when the grid is on)",
);

/// The help overlay's row for the handles.
pub const HELP_HANDLES: (&str, &str) = (
    "drag a handle",
    "the dot turns the selection to face the pointer, the ring scales it",
);

/// Why the editor did not open.
#[must_use]
pub fn cannot_open(path: &Path, why: &str) -> String {
    format!("{}: cannot edit: {why}", path.display())
}

/// No file given.
pub const NO_FILE: &str = "the arena editor needs a file: hitlab edit FILE";

/// A number as the panel writes it: as the file would (shortest form).
#[must_use]
pub fn number(value: f64) -> String {
    let text = format!("{value}");
    if text == "-0" { "0".to_owned() } else { text }
}
