//! Level editors' rules, apart from any window: what an edit does, undo and
//! redo, whether the result is a level, and how it goes back into its file.
//!
//! Above the modes and lessons: the Sokoban editor asks the mode's solver about the
//! board being built. The view (`src/view/editor/`) draws and maps input.

pub mod arena;
pub mod sokoban;
