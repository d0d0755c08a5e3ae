//! The window's messages for each screen, built from what the rules report,
//! in the current language; key names come in as arguments from the
//! window's keymaps.

pub mod arena_editor;
pub mod raylab;
pub mod share_code;
pub mod shooter;
pub mod sokoban;
pub mod sokoban_editor;
