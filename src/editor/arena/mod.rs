//! The arena editor: an arena file opened, edited part by part, checked
//! live by the loader, and written back through `toml_edit`.
//!
//! - `draft`: the parts the editor edits, in the file's units; `read`
//!   reads them from the document;
//! - `ops`: each edit of a draft (move, rotate, scale, spin, add, delete,
//!   duplicate, the field's size), its numbers rounded as a person writes
//!   them;
//! - `fields`: the properties panel's rules: every number and word a
//!   designer tunes as a [`Property`] of a part or of the arena, stepped,
//!   cycled or typed in within the loader's limits;
//! - `history`: unlimited undo and redo;
//! - `save`: the draft written into the file as opened, changing only what
//!   was edited;
//! - `problems`: what `hitlab check` says of the text, placed on its parts;
//! - `specs`: a draft's parts as the shooter's types, to draw them;
//! - `session`: one open file, driven by [`EditorControl`]s; `pointer`: the
//!   pointer's press and drag; `files`: where a save goes, a new arena.

mod controls;
mod draft;
mod fields;
mod files;
mod history;
mod kept_comments;
mod ops;
mod pointer;
mod problems;
mod read;
mod rounding;
mod save;
mod session;
mod specs;

pub use controls::EditorControl;
pub use draft::{
    ArenaDraft, Field, ObstacleDraft, ObstacleShapeDraft, Part, PlaneDraft, ShapeDraft,
    ShellsDraft, TargetDraft, defaults,
};
pub use fields::{Property, Stride};
pub use files::{UNTITLED_ARENA_NAME, new_arena_text};
pub use history::History;
pub use ops::{Edit, LETTERS, ObstacleKind, ShapeKind};
pub use pointer::{Handles, reach};
pub use problems::{LiveProblem, check_text};
pub use read::DraftError;
pub use rounding::{FINE, round_to};
pub use save::{float, write_draft};
pub use session::{ArenaEditor, Ask, GRID, Grip, MOVE_STEP, NUDGE_STEP, ROTATE_STEP_DEG, Saved};
