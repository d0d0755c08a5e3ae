//! Editors for the level files, in the core: their edits, undo stacks and
//! checks run and are tested without a window; the view (`view::editor`)
//! draws them and turns keys and the mouse into their controls.

pub mod arena;
