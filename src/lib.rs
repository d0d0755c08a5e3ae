//! Hit Lab's core: geometry, game rules, level formats and lessons.
//!
//! Nothing in this library knows about ggez or any window: the binary
//! (`src/main.rs`, `src/cli/`, `src/app/`, `src/view/`) translates keys into
//! controls and draws what these modules decide. The compiler keeps it that
//! way: ggez is a dependency only under the `game` feature, which the binary
//! requires, and `cargo check --lib --no-default-features` (run by CI) builds
//! this library without it.
//!
//! Inside the core, layers from the bottom up, each using only those below:
//! `geom` (collision queries on glam); `sim` (controls and scripts),
//! `camera`, `files` (every file written whole), `resources`, `settings`, `text` (sentence ends, display width
//! and line breaks in any script), `i18n` (the window's words in each language); `levels` (the arena and Sokoban file
//! formats, live reload); `modes` (each mode's rules); `lesson` (the lesson
//! format, checked against the modes, and how a step is set up); `editor`
//! (the level editors' rules: edits, undo, validity, writing back); `check`
//! (`hitlab check` over every format) and `catalogue` (what the window's
//! choosers list, and where a dropped file goes); `editor` (the level
//! editors' edits, undo and saving) sits beside those two. A test (`tests/code/layers.rs`) holds the line,
//! reading each file's `use` trees and paths as Rust.

#![warn(missing_docs)]

pub mod camera;
pub mod catalogue;
pub mod check;
pub mod editor;
pub mod files;
pub mod geom;
pub mod i18n;
pub mod lesson;
pub mod levels;
pub mod modes;
pub mod resources;
pub mod screens;
pub mod settings;
pub mod sim;
pub mod text;
