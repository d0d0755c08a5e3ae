//! The level editors' screens: they draw what the core editors hold and turn
//! keys and clicks into its edits (`hitlab::editor`).

pub mod arena;
pub mod sokoban;
