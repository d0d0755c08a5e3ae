//! Every word the arena editor shows on screen, in one place: each is a
//! message of the tables (`resources/i18n/*.ftl`, the `arena-editor-*`
//! section). The controls' help lines are `control-arena-editor-*`, read by
//! `Keymap::help`; the loader's problems are `hitlab check`'s own words and
//! stay the loader's.

use std::path::Path;

use crate::editor::arena::{Part, Saved};
use crate::i18n::{self, tr, tr_args};
use crate::text::elide_middle;

/// The top line: which file, and whether it has unsaved edits.
#[must_use]
pub fn title(file: &Path, unsaved: bool) -> String {
    let file = file.display().to_string();
    let id = if unsaved {
        "arena-editor-title-unsaved"
    } else {
        "arena-editor-title"
    };
    tr_args(id, &[("file", file.into())])
}

/// [`title`] within `width` as `measure` measures it: a long path loses
/// its middle, and "(not saved)" stays on screen.
#[must_use]
pub fn title_within(
    file: &Path,
    unsaved: bool,
    width: f32,
    measure: &mut dyn FnMut(&str) -> f32,
) -> String {
    let id = if unsaved {
        "arena-editor-title-unsaved"
    } else {
        "arena-editor-title"
    };
    let frame = |file: &str| tr_args(id, &[("file", file.into())]);
    elide_middle(&file.display().to_string(), width, measure, &frame)
}

/// A hit test's name, as the shooter's HUD says it; a name the tables do
/// not know is shown as the file writes it.
#[must_use]
pub fn detection(name: &str) -> String {
    let id = format!("detection-{name}");
    if i18n::has(i18n::Lang::En, &id) {
        tr(&id)
    } else {
        name.to_owned()
    }
}

/// The status line: size, test, grid, history.
#[must_use]
pub fn status(size: [f64; 2], detection: &str, grid: bool, undo: usize, redo: usize) -> String {
    let grid = if grid {
        tr("arena-editor-grid-on")
    } else {
        tr("arena-editor-grid-off")
    };
    tr_args(
        "arena-editor-status",
        &[
            ("width", number(size[0]).into()),
            ("height", number(size[1]).into()),
            ("detection", self::detection(detection).into()),
            ("grid", grid.into()),
            ("undo", undo.into()),
            ("redo", redo.into()),
        ],
    )
}

/// The shells' and the plane's numbers, after the status.
#[must_use]
pub fn flight(speed: f64, cooldown: i64, turn: f64) -> String {
    tr_args(
        "arena-editor-flight",
        &[
            ("speed", number(speed).into()),
            ("cooldown", cooldown.into()),
            ("turn", number(turn).into()),
        ],
    )
}

/// A target's hits to break.
#[must_use]
pub fn hits(hits: i64) -> String {
    tr_args("arena-editor-hits", &[("hits", hits.into())])
}

/// A shape's kind as the panel names it (the file's `kind` is `star`,
/// `rect` ...); a kind the tables do not know is shown as the file writes it.
#[must_use]
pub fn kind(kind: &str) -> String {
    let id = format!("arena-editor-kind-{kind}");
    if i18n::has(i18n::Lang::En, &id) {
        tr(&id)
    } else {
        kind.to_owned()
    }
}

/// A part's name in the panel and on the field.
#[must_use]
pub fn part(part: Part, kind: &str) -> String {
    match part {
        Part::Plane => tr("arena-editor-part-plane"),
        Part::Target(i) => tr_args(
            "arena-editor-part-target",
            &[
                ("number", (i + 1).into()),
                ("kind", self::kind(kind).into()),
            ],
        ),
        Part::Obstacle(i) => tr_args(
            "arena-editor-part-obstacle",
            &[
                ("number", (i + 1).into()),
                ("kind", self::kind(kind).into()),
            ],
        ),
    }
}

/// Nothing selected, and `select`, the key that selects the next part.
#[must_use]
pub fn nothing_selected(select: &str) -> String {
    tr_args(
        "arena-editor-nothing-selected",
        &[("select", select.into())],
    )
}

/// The selected part's position.
#[must_use]
pub fn at(position: [f64; 2]) -> String {
    tr_args(
        "arena-editor-at",
        &[
            ("x", number(position[0]).into()),
            ("y", number(position[1]).into()),
        ],
    )
}

/// The plane's heading.
#[must_use]
pub fn heading(deg: f64) -> String {
    tr_args("arena-editor-heading", &[("degrees", number(deg).into())])
}

/// A target's angle and scale.
#[must_use]
pub fn target_pose(angle_deg: f64, scale: f64) -> String {
    tr_args(
        "arena-editor-pose",
        &[
            ("degrees", number(angle_deg).into()),
            ("scale", number(scale).into()),
        ],
    )
}

/// A target's spin, with its unit.
#[must_use]
pub fn spin(spin: f64) -> String {
    tr_args("arena-editor-spin", &[("degrees", number(spin).into())])
}

/// A star's tips and radii.
#[must_use]
pub fn star(points: i64, outer: f64, inner: f64) -> String {
    tr_args(
        "arena-editor-star",
        &[
            ("tips", points.into()),
            ("outer", number(outer).into()),
            ("inner", number(inner).into()),
        ],
    )
}

/// A letter's character.
#[must_use]
pub fn letter(character: &str) -> String {
    tr_args("arena-editor-letter", &[("character", character.into())])
}

/// A rect's size and angle.
#[must_use]
pub fn rect(size: [f64; 2], angle_deg: f64) -> String {
    tr_args(
        "arena-editor-rect",
        &[
            ("width", number(size[0]).into()),
            ("height", number(size[1]).into()),
            ("degrees", number(angle_deg).into()),
        ],
    )
}

/// A disk's radius.
#[must_use]
pub fn disk(radius: f64) -> String {
    tr_args("arena-editor-disk", &[("radius", number(radius).into())])
}

/// What the numbers beside a dragged part say (no words: a point).
#[must_use]
pub fn dragging(position: [f64; 2]) -> String {
    format!("[{}, {}]", number(position[0]), number(position[1]))
}

/// The problems heading, with their count.
#[must_use]
pub fn problems(count: usize) -> String {
    if count == 0 {
        tr("arena-editor-no-problems")
    } else {
        tr_args("arena-editor-problems", &[("count", count.into())])
    }
}

/// One problem with its line and column in the file as it would be saved
/// (the loader's words, as `hitlab check` prints them).
#[must_use]
pub fn problem_line(line: usize, column: usize, message: &str) -> String {
    format!("{line}:{column}: {message}")
}

/// The notice after a save.
#[must_use]
pub fn saved(saved: &Saved) -> String {
    match saved {
        Saved::InPlace(path) => tr_args(
            "arena-editor-saved",
            &[("file", path.display().to_string().into())],
        ),
        Saved::Elsewhere(path) => tr_args(
            "arena-editor-saved-elsewhere",
            &[("file", path.display().to_string().into())],
        ),
    }
}

/// The notice when a save failed.
#[must_use]
pub fn save_failed(error: &str) -> String {
    tr_args("arena-editor-save-failed", &[("why", error.into())])
}

/// The notice when Esc would leave with edits not saved.
#[must_use]
pub fn unsaved_on_leaving(save: &str, escape: &str) -> String {
    tr_args(
        "arena-editor-unsaved-on-leaving",
        &[("save", save.into()), ("esc", escape.into())],
    )
}

/// The notice when the window is asked to close with edits not saved.
#[must_use]
pub fn unsaved_on_closing(save: &str) -> String {
    tr_args("arena-editor-unsaved-on-closing", &[("save", save.into())])
}

/// The notice when the file was changed elsewhere while edits wait here.
#[must_use]
pub fn changed_elsewhere() -> String {
    tr("arena-editor-changed-elsewhere")
}

/// The notice when the file was changed elsewhere and opened again.
#[must_use]
pub fn reloaded() -> String {
    tr("arena-editor-reloaded")
}

/// The notice when play is asked for while the arena does not load.
#[must_use]
pub fn cannot_play() -> String {
    tr("arena-editor-cannot-play")
}

/// The line shown over a round played from the editor.
#[must_use]
pub fn playing(back: &str) -> String {
    tr_args("arena-editor-playing", &[("back", back.into())])
}

/// The footer's hint line: each key with its short name.
#[must_use]
pub fn hints(keys: &[(String, &str)]) -> String {
    keys.iter()
        .map(|(key, id)| tr_args(id, &[("keys", key.as_str().into())]))
        .collect::<Vec<_>>()
        .join("   ")
}

/// The footer's entries for the keys it lists: message ids, each with the
/// keys as `$keys`.
pub mod hint {
    /// Tab.
    pub const SELECT: &str = "arena-editor-hint-select";
    /// Arrows.
    pub const MOVE: &str = "arena-editor-hint-move";
    /// Rotate.
    pub const ROTATE: &str = "arena-editor-hint-rotate";
    /// Grow and shrink.
    pub const SCALE: &str = "arena-editor-hint-scale";
    /// Spin.
    pub const SPIN: &str = "arena-editor-hint-spin";
    /// Add keys.
    pub const ADD: &str = "arena-editor-hint-add";
    /// Undo.
    pub const UNDO: &str = "arena-editor-hint-undo";
    /// Save.
    pub const SAVE: &str = "arena-editor-hint-save";
    /// Play.
    pub const PLAY: &str = "arena-editor-hint-play";
    /// Help.
    pub const ALL_KEYS: &str = "arena-editor-hint-all-keys";
}

/// The help overlay's rows for controls that share one (message ids).
pub const HELP_SELECT: &str = "arena-editor-help-select";
/// The four arrows.
pub const HELP_MOVE: &str = "arena-editor-help-move";
/// The four arrows with Shift.
pub const HELP_NUDGE: &str = "arena-editor-help-nudge";
/// Both ways round.
pub const HELP_ROTATE: &str = "arena-editor-help-rotate";
/// Smaller and larger.
pub const HELP_SCALE: &str = "arena-editor-help-scale";
/// A target's spin both ways.
pub const HELP_SPIN: &str = "arena-editor-help-spin";
/// A star's tips, more and fewer.
pub const HELP_TIPS: &str = "arena-editor-help-tips";
/// A star's tips, thinner and fatter.
pub const HELP_THINNER: &str = "arena-editor-help-thinner";
/// A target's hits, more and fewer.
pub const HELP_HITS: &str = "arena-editor-help-hits";
/// A letter's character, next and previous.
pub const HELP_LETTER: &str = "arena-editor-help-letter";
/// The six add keys.
pub const HELP_ADD: &str = "arena-editor-help-add";
/// The arena wider and narrower.
pub const HELP_WIDTH: &str = "arena-editor-help-width";
/// The arena taller and shorter.
pub const HELP_HEIGHT: &str = "arena-editor-help-height";
/// The shells faster and slower.
pub const HELP_SHELLS: &str = "arena-editor-help-shells";
/// The steps between shells.
pub const HELP_COOLDOWN: &str = "arena-editor-help-cooldown";
/// The plane's turn rate.
pub const HELP_TURN: &str = "arena-editor-help-turn";
/// The properties panel: moving between its fields.
pub const HELP_FIELDS: &str = "arena-editor-help-fields";
/// The properties panel: stepping the focused value.
pub const HELP_VALUE: &str = "arena-editor-help-value";

/// The help overlay's rows the key table cannot give: the mouse's.
#[must_use]
pub fn help_mouse() -> [(String, String); 2] {
    [
        (
            tr("arena-editor-help-click-keys"),
            tr("arena-editor-help-click"),
        ),
        (
            tr("arena-editor-help-handles-keys"),
            tr("arena-editor-help-handles"),
        ),
    ]
}

/// Why the editor did not open.
#[must_use]
pub fn cannot_open(path: &Path, why: &str) -> String {
    tr_args(
        "arena-editor-cannot-open",
        &[
            ("file", path.display().to_string().into()),
            ("why", why.into()),
        ],
    )
}

/// No file given.
#[must_use]
pub fn no_file() -> String {
    tr("arena-editor-no-file")
}

/// A number as the panel writes it: as the file would (shortest form).
#[must_use]
pub fn number(value: f64) -> String {
    let text = format!("{value}");
    if text == "-0" { "0".to_owned() } else { text }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_long_path_in_the_title_keeps_not_saved_on_screen() {
        let path = Path::new("/home/teacher/classes/physics/2026/autumn/arenas/my_arena.toml");
        let mut measure = |s: &str| s.chars().count() as f32;
        let whole = title(path, true);
        let fitted = title_within(path, true, 50.0, &mut measure);
        assert!(whole.chars().count() > 50, "{whole}");
        assert!(fitted.chars().count() <= 50, "{fitted}");
        assert!(fitted.ends_with("my_arena.toml  (not saved)"), "{fitted}");
        let short = Path::new("a.toml");
        assert_eq!(
            title_within(short, false, 50.0, &mut measure),
            title(short, false)
        );
    }

    #[test]
    fn nothing_selected_names_the_key_it_is_given() {
        assert_eq!(
            nothing_selected("Tab"),
            "Nothing selected: Tab or a click selects a part."
        );
        assert!(nothing_selected("F9").starts_with("Nothing selected: F9 "));
    }

    #[test]
    fn a_number_is_written_as_the_file_writes_it() {
        assert_eq!(number(-0.0), "0");
        assert_eq!(number(2.5), "2.5");
        assert_eq!(number(3.0), "3");
    }
}
