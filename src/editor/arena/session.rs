//! One file open in the arena editor: the draft, its history, the
//! selection, the grid, and the loader's verdict on the text it would save.
//! Controls and pointer events in, edits out; no window needed.

use std::path::{Path, PathBuf};

use toml_edit::DocumentMut;

use crate::levels::arena::Arena;

use super::controls::EditorControl;
use super::draft::{ArenaDraft, DraftError, ObstacleShapeDraft, Part, ShapeDraft};
use super::history::History;
use super::ops::{Edit, FINE, ObstacleKind, ShapeKind};
use super::problems::{LiveProblem, check_text};
use super::save::write_draft;

/// The snap grid, world units: half a unit lines targets up the way the
/// shipped arenas' round numbers do.
pub const GRID: f64 = 0.5;
/// What an arrow moves the selection by with the grid off, world units.
pub const MOVE_STEP: f64 = 0.5;
/// What Shift and an arrow move it by, world units: fine placement.
pub const NUDGE_STEP: f64 = 0.05;
/// What one rotate turns by, degrees.
pub const ROTATE_STEP_DEG: f64 = 15.0;
/// What one grow or shrink adds to a target's scale (and an obstacle's
/// lengths grow by, as a fraction).
pub const SCALE_STEP: f64 = 0.1;
/// What one spin up or down adds, degrees per step.
pub const SPIN_STEP: f64 = 1.0;
/// What one wider/narrower/taller/shorter adds, world units.
pub const RESIZE_STEP: f64 = 2.0;
/// What thinner takes from a star's inner radius (fatter adds), world units.
pub const THIN_STEP: f64 = 0.1;
/// What faster and slower shells add, world units per step.
pub const SHELL_SPEED_STEP: f64 = 0.05;
/// What turn faster and slower add, degrees per step.
pub const TURN_STEP: f64 = 0.5;

/// What a control asks of the screen beyond the draft.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Ask {
    /// Save the file (the screen knows the levels folder).
    Save,
    /// Play the arena as edited.
    Play,
}

/// Where a save went.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Saved {
    /// Over the file that was opened.
    InPlace(PathBuf),
    /// The opened file could not be written (a shipped arena, a read-only
    /// folder): under the player's levels folder with a new name.
    Elsewhere(PathBuf),
}

/// A drag in progress: what is dragged and where it was grabbed.
#[derive(Debug, Clone)]
struct Drag {
    part: Part,
    /// Pointer minus the part's centre at the grab, so the part does not
    /// jump to the pointer.
    offset: [f64; 2],
    before: ArenaDraft,
}

/// A file open in the editor.
#[derive(Debug, Clone)]
pub struct ArenaEditor {
    path: PathBuf,
    document: DocumentMut,
    opened: ArenaDraft,
    draft: ArenaDraft,
    history: History,
    selected: Option<Part>,
    grid: bool,
    drag: Option<Drag>,
    /// The text a save would write now.
    text: String,
    /// The text on disk (as opened or last saved).
    saved_text: String,
    checked: Result<Arena, Vec<LiveProblem>>,
}

impl ArenaEditor {
    /// Opens `text`, the contents of `path`.
    pub fn open(path: &Path, text: &str) -> Result<Self, DraftError> {
        let document: DocumentMut = text
            .parse()
            .map_err(|e: toml_edit::TomlError| DraftError::Syntax(e.message().to_owned()))?;
        let opened = ArenaDraft::read(&document)?;
        let mut editor = Self {
            path: path.to_owned(),
            document,
            draft: opened.clone(),
            opened,
            history: History::default(),
            selected: None,
            grid: true,
            drag: None,
            text: String::new(),
            saved_text: text.to_owned(),
            checked: Err(Vec::new()),
        };
        editor.refresh();
        Ok(editor)
    }

    /// The file being edited.
    #[must_use]
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// The draft as it stands.
    #[must_use]
    pub fn draft(&self) -> &ArenaDraft {
        &self.draft
    }

    /// The selected part, if any.
    #[must_use]
    pub fn selected(&self) -> Option<Part> {
        self.selected
    }

    /// Whether moves snap to the grid.
    #[must_use]
    pub fn grid(&self) -> bool {
        self.grid
    }

    /// The text a save would write now.
    #[must_use]
    pub fn text(&self) -> &str {
        &self.text
    }

    /// Whether the draft differs from the file on disk.
    #[must_use]
    pub fn unsaved(&self) -> bool {
        self.text != self.saved_text
    }

    /// The arena the text loads as, when it loads.
    #[must_use]
    pub fn arena(&self) -> Option<&Arena> {
        self.checked.as_ref().ok()
    }

    /// What `hitlab check` would say of the text; empty when it loads.
    #[must_use]
    pub fn problems(&self) -> &[LiveProblem] {
        self.checked.as_ref().err().map_or(&[], Vec::as_slice)
    }

    /// How many edits undo can take back, and redo can do again.
    #[must_use]
    pub fn history_counts(&self) -> (usize, usize) {
        (self.history.undo_count(), self.history.redo_count())
    }

    /// Whether a drag is moving a part.
    #[must_use]
    pub fn dragging(&self) -> Option<Part> {
        self.drag.as_ref().map(|d| d.part)
    }

    /// Applies `edit` as one undoable step; an edit that changes nothing
    /// (a shrink at the smallest size) leaves no step.
    pub fn edit(&mut self, edit: &Edit) {
        let before = self.draft.clone();
        let selected = self.draft.apply(edit);
        if self.draft != before {
            self.history.record(before);
            self.refresh();
        }
        self.selected = selected.or(match edit {
            Edit::Delete(_) => None,
            _ => self.selected,
        });
    }

    /// Acts on one control; returns what the screen must do besides.
    pub fn control(&mut self, control: EditorControl) -> Option<Ask> {
        use EditorControl as C;
        let at = self.selected;
        let step = if self.grid { GRID } else { MOVE_STEP };
        let on_selected = |edit: fn(Part) -> Edit| at.map(edit);
        let edit = match control {
            C::SelectNext | C::SelectPrevious => {
                self.select_step(if control == C::SelectNext { 1 } else { -1 });
                None
            }
            C::MoveLeft => self.move_by([-step, 0.0], step),
            C::MoveRight => self.move_by([step, 0.0], step),
            C::MoveUp => self.move_by([0.0, step], step),
            C::MoveDown => self.move_by([0.0, -step], step),
            C::NudgeLeft => self.move_by([-NUDGE_STEP, 0.0], FINE),
            C::NudgeRight => self.move_by([NUDGE_STEP, 0.0], FINE),
            C::NudgeUp => self.move_by([0.0, NUDGE_STEP], FINE),
            C::NudgeDown => self.move_by([0.0, -NUDGE_STEP], FINE),
            C::RotateLeft => at.map(|p| Edit::Rotate(p, ROTATE_STEP_DEG)),
            C::RotateRight => at.map(|p| Edit::Rotate(p, -ROTATE_STEP_DEG)),
            C::Grow => at.map(|p| Edit::Scale(p, SCALE_STEP)),
            C::Shrink => at.map(|p| Edit::Scale(p, -SCALE_STEP)),
            C::SpinUp => at.map(|p| Edit::Spin(p, SPIN_STEP)),
            C::SpinDown => at.map(|p| Edit::Spin(p, -SPIN_STEP)),
            C::MoreTips => at.map(|p| Edit::Tips(p, 1)),
            C::FewerTips => at.map(|p| Edit::Tips(p, -1)),
            C::Thinner => at.map(|p| Edit::Inner(p, -THIN_STEP)),
            C::Fatter => at.map(|p| Edit::Inner(p, THIN_STEP)),
            C::MoreHits => at.map(|p| Edit::Hits(p, 1)),
            C::FewerHits => at.map(|p| Edit::Hits(p, -1)),
            C::FasterShells => Some(Edit::ShellSpeed(SHELL_SPEED_STEP)),
            C::SlowerShells => Some(Edit::ShellSpeed(-SHELL_SPEED_STEP)),
            C::LongerCooldown => Some(Edit::Cooldown(1)),
            C::ShorterCooldown => Some(Edit::Cooldown(-1)),
            C::TurnFaster => Some(Edit::TurnRate(TURN_STEP)),
            C::TurnSlower => Some(Edit::TurnRate(-TURN_STEP)),
            C::NextLetter => at.map(|p| Edit::NextCharacter(p, 1)),
            C::PreviousLetter => at.map(|p| Edit::NextCharacter(p, -1)),
            C::AddStar => Some(Edit::AddTarget(ShapeKind::Star, self.free_spot())),
            C::AddMoon => Some(Edit::AddTarget(ShapeKind::Moon, self.free_spot())),
            C::AddEllipse => Some(Edit::AddTarget(ShapeKind::Ellipse, self.free_spot())),
            C::AddLetter => Some(Edit::AddTarget(ShapeKind::Letter, self.free_spot())),
            C::AddRect => Some(Edit::AddObstacle(ObstacleKind::Rect, self.free_spot())),
            C::AddDisk => Some(Edit::AddObstacle(ObstacleKind::Disk, self.free_spot())),
            C::Duplicate => on_selected(Edit::Duplicate),
            C::Delete => on_selected(Edit::Delete),
            C::Wider => Some(Edit::Resize([RESIZE_STEP, 0.0])),
            C::Narrower => Some(Edit::Resize([-RESIZE_STEP, 0.0])),
            C::Taller => Some(Edit::Resize([0.0, RESIZE_STEP])),
            C::Shorter => Some(Edit::Resize([0.0, -RESIZE_STEP])),
            C::Detection => Some(Edit::NextDetection),
            C::Grid => {
                self.grid = !self.grid;
                None
            }
            C::Undo => {
                self.undo();
                None
            }
            C::Redo => {
                self.redo();
                None
            }
            C::Save => return Some(Ask::Save),
            C::Play => return Some(Ask::Play),
        };
        if let Some(edit) = edit {
            self.edit(&edit);
        }
        None
    }

    /// Undoes the last edit, if any.
    pub fn undo(&mut self) {
        if let Some(before) = self.history.undo(self.draft.clone()) {
            self.draft = before;
            self.keep_selection_valid();
            self.refresh();
        }
    }

    /// Redoes the last undone edit, if any.
    pub fn redo(&mut self) {
        if let Some(after) = self.history.redo(self.draft.clone()) {
            self.draft = after;
            self.keep_selection_valid();
            self.refresh();
        }
    }

    /// The left button went down at `at` (world units): selects the part
    /// under it, top-most first, and starts dragging it; on empty ground
    /// selects nothing.
    pub fn press(&mut self, at: [f64; 2]) {
        self.selected = self.part_at(at);
        self.drag = self.selected.and_then(|part| {
            let centre = self.draft.centre(part)?;
            Some(Drag {
                part,
                offset: [at[0] - centre[0], at[1] - centre[1]],
                before: self.draft.clone(),
            })
        });
    }

    /// The pointer moved to `at` while the button is down: the dragged
    /// part follows (snapped when the grid is on). The whole drag is one
    /// step of the history.
    pub fn drag_to(&mut self, at: [f64; 2]) {
        let Some(drag) = &self.drag else { return };
        let to = [at[0] - drag.offset[0], at[1] - drag.offset[1]];
        let step = if self.grid { GRID } else { FINE };
        let part = drag.part;
        let before = self.draft.clone();
        self.draft.apply(&Edit::MoveTo(part, to, step));
        if self.draft != before {
            self.refresh();
        }
    }

    /// The button went up: the drag, if it moved anything, becomes one
    /// undoable step.
    pub fn release(&mut self) {
        if let Some(drag) = self.drag.take()
            && drag.before != self.draft
        {
            self.history.record(drag.before);
        }
    }

    /// Writes the text to the file, or, when that cannot be done (a shipped
    /// arena has no file; a folder may be read-only), under `levels`
    /// (the player's levels folder) as `arenas/NAME-edited.toml` (`-2`,
    /// `-3` ... when taken). The editor then edits that file.
    pub fn save(&mut self, levels: Option<&Path>, shipped: bool) -> std::io::Result<Saved> {
        let in_place = if shipped {
            Err(std::io::Error::new(
                std::io::ErrorKind::PermissionDenied,
                "a shipped arena is inside the game",
            ))
        } else {
            crate::data_file::write_atomically(&self.path, &self.text)
        };
        let saved = match in_place {
            Ok(()) => Saved::InPlace(self.path.clone()),
            Err(error) => {
                let Some(levels) = levels else {
                    return Err(error);
                };
                let path = free_name(&levels.join("arenas"), &self.path);
                crate::data_file::write_atomically(&path, &self.text)?;
                self.path.clone_from(&path);
                Saved::Elsewhere(path)
            }
        };
        self.saved_text.clone_from(&self.text);
        Ok(saved)
    }

    fn refresh(&mut self) {
        self.text = write_draft(&self.document, &self.opened, &self.draft);
        self.checked = check_text(&self.text, &self.path);
    }

    fn move_by(&self, by: [f64; 2], step: f64) -> Option<Edit> {
        let part = self.selected?;
        let at = self.draft.centre(part)?;
        Some(Edit::MoveTo(part, [at[0] + by[0], at[1] + by[1]], step))
    }

    fn select_step(&mut self, by: isize) {
        let parts = self.draft.parts();
        let count = parts.len().cast_signed();
        let now = self
            .selected
            .and_then(|s| parts.iter().position(|p| *p == s))
            .map_or(if by > 0 { -1 } else { 0 }, usize::cast_signed);
        let next = (now + by).rem_euclid(count.max(1));
        self.selected = parts.get(next.cast_unsigned()).copied();
    }

    fn keep_selection_valid(&mut self) {
        let parts = self.draft.parts();
        self.selected = self.selected.filter(|s| parts.contains(s));
    }

    /// Where an added part goes: the centre, or the first free grid spot
    /// spiralling out from it so a new target does not land on another.
    fn free_spot(&self) -> [f64; 2] {
        let taken = |at: [f64; 2]| {
            self.draft.parts().into_iter().any(|p| {
                let (c, r) = (
                    self.draft.centre(p).unwrap_or_default(),
                    reach(&self.draft, p),
                );
                (c[0] - at[0]).hypot(c[1] - at[1]) < r + 2.5
            })
        };
        let [w, h] = self.draft.size;
        let mut best = [0.0, 0.0];
        'rings: for ring in 0..40_i32 {
            for dx in -ring..=ring {
                for dy in -ring..=ring {
                    if dx.abs().max(dy.abs()) != ring {
                        continue;
                    }
                    let at = [f64::from(dx) * 2.0, f64::from(dy) * 2.0];
                    if at[0].abs() + 2.5 > w / 2.0 || at[1].abs() + 2.5 > h / 2.0 {
                        continue;
                    }
                    if !taken(at) {
                        best = at;
                        break 'rings;
                    }
                }
            }
        }
        best
    }

    /// The part under `at`: targets and obstacles drawn last are on top;
    /// the plane above all.
    #[must_use]
    pub fn part_at(&self, at: [f64; 2]) -> Option<Part> {
        let mut parts = self.draft.parts();
        parts.rotate_left(1);
        parts.into_iter().rev().find(|&p| {
            let c = self.draft.centre(p).unwrap_or_default();
            (c[0] - at[0]).hypot(c[1] - at[1]) <= reach(&self.draft, p).max(0.6)
        })
    }
}

/// How far from its centre a part can be grabbed, world units: a target's
/// reach as the loader counts it, closely enough for a pointer.
#[must_use]
pub fn reach(draft: &ArenaDraft, part: Part) -> f64 {
    match part {
        Part::Plane => 1.0,
        Part::Target(i) => draft.targets.get(i).map_or(0.0, |t| {
            let shape = match &t.shape {
                ShapeDraft::Star { outer_radius, .. } => *outer_radius,
                ShapeDraft::Moon { radius, .. } => *radius,
                ShapeDraft::Ellipse {
                    radius_x, radius_y, ..
                } => radius_x.max(*radius_y),
                // Half the diagonal of a glyph box about as wide as tall.
                ShapeDraft::Letter { height, .. } => height * 0.7,
            };
            shape * t.scale
        }),
        Part::Obstacle(i) => draft.obstacles.get(i).map_or(0.0, |o| match o.shape {
            ObstacleShapeDraft::Rect { size, .. } => size[0].hypot(size[1]) / 2.0,
            ObstacleShapeDraft::Disk { radius } => radius,
        }),
    }
}

/// `NAME-edited.toml` in `folder`, or `-2`, `-3` ... until one is free.
fn free_name(folder: &Path, opened: &Path) -> PathBuf {
    let stem = opened
        .file_stem()
        .and_then(|s| s.to_str())
        .unwrap_or("arena");
    (1..)
        .map(|n| match n {
            1 => folder.join(format!("{stem}-edited.toml")),
            n => folder.join(format!("{stem}-edited-{n}.toml")),
        })
        .find(|p| !p.exists())
        .unwrap_or_else(|| folder.join(format!("{stem}-edited.toml")))
}

/// The text `hitlab edit` starts a new arena from: the shipped arenas'
/// plane and shells, an empty field to fill (the loader asks for a target
/// until one is added).
#[must_use]
pub fn new_arena_text(name: &str) -> String {
    // `spinning_tip` → "Spinning tip", as the shipped arenas are named.
    let words = name.replace(['_', '-'], " ");
    let mut letters = words.trim().chars();
    let name: String = match letters.next() {
        Some(first) => first.to_uppercase().chain(letters).collect(),
        None => "Untitled arena".to_owned(),
    };
    let name = toml_edit::Value::from(name);
    format!(
        "name = {name}\nsize = [32.0, 20.0]\nround_seconds = 60\n\n[plane]\n\
         position = [0.0, -7.0]\nturn_deg_per_step = 2.0\nmove_speed = 0.12\n\n\
         [shells]\nspeed = 0.5\ncooldown_steps = 6\n"
    )
}
