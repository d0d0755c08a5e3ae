//! The level editors' screens: each draws its core editor
//! (`hitlab::editor`) and turns keys, clicks and drags into its controls.

pub mod arena;
