//! One file open in the arena editor: the draft, its history, the
//! selection, the grid, and the loader's verdict on the text it would save.
//! Controls and pointer events in, edits out; no window needed.

use std::path::{Path, PathBuf};

use toml_edit::DocumentMut;

use crate::levels::arena::Arena;
use crate::sim::Selection;
use crate::text::TextField;

use super::controls::EditorControl;
use super::draft::{ArenaDraft, Field, Part};
use super::fields::{Property, Stride};
use super::history::History;
use super::ops::{Edit, ObstacleKind, ShapeKind};
use super::problems::{LiveProblem, check_text};
use super::read::DraftError;
use super::rounding::FINE;
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
pub(super) struct Drag {
    pub(super) part: Part,
    /// What the drag changes.
    pub(super) grip: Grip,
    /// Pointer minus the part's centre at the grab, so the part does not
    /// jump to the pointer.
    pub(super) offset: [f64; 2],
    pub(super) before: ArenaDraft,
}

/// What a drag holds the selected part by.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Grip {
    /// Its body: the drag moves it.
    Body,
    /// Its turn handle: the drag turns it to face the pointer.
    Turn,
    /// Its size handle: the drag scales it by the pointer's distance.
    Size,
}

/// A file open in the editor.
#[derive(Debug, Clone)]
pub struct ArenaEditor {
    pub(super) path: PathBuf,
    pub(super) document: DocumentMut,
    pub(super) opened: ArenaDraft,
    pub(super) draft: ArenaDraft,
    pub(super) history: History,
    pub(super) selected: Option<Part>,
    pub(super) grid: bool,
    pub(super) drag: Option<Drag>,
    /// The text a save would write now.
    pub(super) text: String,
    /// The text on disk (as opened or last saved).
    pub(super) saved_text: String,
    /// The text as opened, given back whole while the draft is as opened:
    /// toml_edit writes a few spellings differently from how it read them
    /// (a later `[[targets   ]]` header, spaces inside its brackets, takes
    /// the first header's spelling), so a file with no edit in it is never
    /// written through it (found by fuzzing).
    opened_text: String,
    pub(super) checked: Result<Arena, Vec<LiveProblem>>,
    /// The properties panel's focused field, an index into the selection's
    /// properties (kept within them).
    pub(super) focus: usize,
    /// The text being typed into the focused text field, if any.
    pub(super) typing: Option<TextField>,
    /// The file's lines end in CRLF: the text is written back so.
    crlf: bool,
    /// The file ends in a line ending (toml_edit always writes one after
    /// the last value): the text is written back with one only if so.
    final_newline: bool,
}

impl ArenaEditor {
    /// Opens `text`, the contents of `path`.
    pub fn open(path: &Path, text: &str) -> Result<Self, DraftError> {
        // toml_edit writes every line ending as LF: a Windows file is
        // edited as LF and written back with CRLF, every line as it was.
        let crlf = text.contains("\r\n");
        if crlf && text.replace("\r\n", "").contains('\n') {
            return Err(DraftError::MixedLineEndings);
        }
        let lf_text = if crlf {
            text.replace("\r\n", "\n")
        } else {
            text.to_owned()
        };
        let document: DocumentMut = lf_text
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
            opened_text: text.to_owned(),
            checked: Err(Vec::new()),
            focus: 0,
            typing: None,
            crlf,
            final_newline: text.is_empty() || text.ends_with('\n'),
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

    /// The file's text as opened or last saved.
    #[must_use]
    pub fn saved_text(&self) -> &str {
        &self.saved_text
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
        let was = self.selected;
        self.selected = selected.or(match edit {
            Edit::Delete(_) => None,
            _ => self.selected,
        });
        if self.selected != was {
            self.focus = 0;
            self.typing = None;
        }
    }

    /// The properties panel: the selection's properties (the arena's when
    /// nothing is selected) with their values.
    #[must_use]
    pub fn properties(&self) -> Vec<(Property, Field)> {
        let part = self.selected;
        self.draft
            .properties(part)
            .into_iter()
            .filter_map(|p| self.draft.property(part, p).map(|v| (p, v)))
            .collect()
    }

    /// The focused field's index in [`properties`](Self::properties).
    #[must_use]
    pub fn focus(&self) -> usize {
        let count = self.draft.properties(self.selected).len();
        Selection::at(self.focus, count).index()
    }

    /// The focused property, if the selection has any.
    #[must_use]
    pub fn focused(&self) -> Option<Property> {
        self.draft
            .properties(self.selected)
            .get(self.focus())
            .copied()
    }

    /// Focuses the field at `index` (a click on it); typing stops.
    pub fn focus_on(&mut self, index: usize) {
        self.typing = None;
        let count = self.draft.properties(self.selected).len();
        self.focus = Selection::at(index, count).index();
    }

    /// What is being typed into the focused text field, if typing.
    #[must_use]
    pub fn typing(&self) -> Option<&str> {
        self.typing.as_ref().map(TextField::text)
    }

    /// The focused text field while it is typed in: what was typed and
    /// what an input method is composing after it.
    #[must_use]
    pub fn typing_field(&self) -> Option<&TextField> {
        self.typing.as_ref()
    }

    /// Starts typing into the focused field when it is a text field,
    /// starting from its value. Returns whether typing started.
    pub fn start_typing(&mut self) -> bool {
        let Some(property) = self.focused().filter(|p| p.is_text()) else {
            return false;
        };
        let now = match self.draft.property(self.selected, property) {
            Some(Field::Text(text)) => text,
            _ => String::new(),
        };
        self.typing = Some(TextField::new(now));
        true
    }

    /// Adds typed characters to the text being typed (control characters
    /// left out); nothing when not typing.
    pub fn type_text(&mut self, typed: &str) {
        if let Some(field) = &mut self.typing {
            field.type_text(typed);
        }
    }

    /// Erases the last character typed.
    pub fn erase(&mut self) {
        if let Some(field) = &mut self.typing {
            field.erase();
        }
    }

    /// What an input method composes into the field being typed (empty:
    /// it stopped); nothing when not typing.
    pub fn compose(&mut self, composing: &str) {
        if let Some(field) = &mut self.typing {
            field.compose(composing);
        }
    }

    /// Puts what was typed into the focused field, as one undoable edit
    /// (within the format's limits: `ArenaDraft::set_text`).
    pub fn commit_typing(&mut self) {
        let Some(text) = self.typing.take().map(TextField::into_text) else {
            return;
        };
        if let Some(property) = self.focused() {
            self.edit(&Edit::SetText(self.selected, property, text));
        }
    }

    /// Stops typing, leaving the field as it was. Returns whether typing
    /// was under way.
    pub fn cancel_typing(&mut self) -> bool {
        self.typing.take().is_some()
    }

    fn step_focused(&self, by: i32, stride: Stride) -> Option<Edit> {
        let property = self.focused()?;
        Some(Edit::Step(self.selected, property, by, stride))
    }

    fn focus_step(&mut self, by: isize) {
        self.typing = None;
        let count = self.draft.properties(self.selected).len();
        self.focus = Selection::at(self.focus(), count).stepped(by).index();
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
            C::NextField | C::PreviousField => {
                self.focus_step(if control == C::NextField { 1 } else { -1 });
                None
            }
            C::Increase => self.step_focused(1, Stride::Normal),
            C::Decrease => self.step_focused(-1, Stride::Normal),
            C::IncreaseFine => self.step_focused(1, Stride::Fine),
            C::DecreaseFine => self.step_focused(-1, Stride::Fine),
            C::IncreaseCoarse => self.step_focused(1, Stride::Coarse),
            C::DecreaseCoarse => self.step_focused(-1, Stride::Coarse),
            C::EditText => {
                if self.typing.is_some() {
                    self.commit_typing();
                } else {
                    self.start_typing();
                }
                None
            }
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

    pub(super) fn refresh(&mut self) {
        if self.is_as_opened() {
            self.text.clone_from(&self.opened_text);
        } else {
            self.text = write_draft(&self.document, &self.opened, &self.draft);
            if !self.final_newline && self.text.ends_with('\n') {
                self.text.pop();
            }
            if self.crlf {
                self.text = self.text.replace('\n', "\r\n");
            }
        }
        self.checked = check_text(&self.text, &self.path);
    }

    /// Whether every value the editor writes is as the file had it.
    /// Compared as written out, so a NaN the file held equals itself.
    fn is_as_opened(&self) -> bool {
        self.draft == self.opened || format!("{:?}", self.draft) == format!("{:?}", self.opened)
    }

    fn move_by(&self, by: [f64; 2], step: f64) -> Option<Edit> {
        let part = self.selected?;
        let at = self.draft.centre(part)?;
        Some(Edit::MoveTo(part, [at[0] + by[0], at[1] + by[1]], step))
    }

    fn select_step(&mut self, by: isize) {
        self.focus = 0;
        self.typing = None;
        let parts = self.draft.parts();
        let next = match self
            .selected
            .and_then(|s| parts.iter().position(|p| *p == s))
        {
            Some(now) => Selection::at(now, parts.len()).stepped(by),
            None => Selection::entered(parts.len(), by),
        };
        self.selected = next.chosen().and_then(|at| parts.get(at)).copied();
    }

    fn keep_selection_valid(&mut self) {
        let parts = self.draft.parts();
        self.selected = self.selected.filter(|s| parts.contains(s));
    }
}
