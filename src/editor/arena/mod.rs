//! The arena editor: an arena file opened, edited part by part, checked
//! live by the loader, and written back through `toml_edit`.
//!
//! - `draft`: the parts the editor edits, in the file's units, read from
//!   the document;
//! - `ops`: each edit of a draft (move, rotate, scale, spin, add, delete,
//!   duplicate, the field's size), its numbers rounded as a person writes
//!   them;
//! - `history`: unlimited undo and redo;
//! - `save`: the draft written into the file as opened, changing only what
//!   was edited;
//! - `problems`: what `hitlab check` says of the text, placed on its parts;
//! - `specs`: a draft's parts as the shooter's types, to draw them;
//! - `session`: one open file, driven by [`EditorControl`]s and the pointer.

mod controls;
mod draft;
mod history;
mod ops;
mod problems;
mod save;
mod session;
mod specs;

pub use controls::EditorControl;
pub use draft::{
    ArenaDraft, DraftError, Field, ObstacleDraft, ObstacleShapeDraft, Part, PlaneDraft, ShapeDraft,
    TargetDraft, defaults,
};
pub use history::History;
pub use ops::{Edit, FINE, LETTERS, ObstacleKind, ShapeKind, round_to};
pub use problems::{LiveProblem, check_text};
pub use save::{float, write_draft};
pub use session::{
    ArenaEditor, Ask, GRID, MOVE_STEP, NUDGE_STEP, ROTATE_STEP_DEG, Saved, new_arena_text, reach,
};
