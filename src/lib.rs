//! Hit Lab's core: geometry, game rules, level formats and lessons.
//!
//! Nothing in this library knows about ggez or any window: the binary
//! (`src/main.rs`, `src/cli/`, `src/app/`, `src/view/`) translates keys into
//! controls and draws what these modules decide. The compiler keeps it that
//! way: ggez is a dependency only under the `game` feature, which the binary
//! requires, and `cargo test --no-default-features` (run by CI) builds and
//! tests this library without it.
//!
//! Inside the core, layers from the bottom up, each using only those below
//! (`docs/architecture.md` draws them):
//!
//! 1. `geom`: collision queries on glam.
//! 2. `sim` (controls, scripts, a wrap-around selection), `camera`,
//!    `files` (every file the game writes, whole or not at all),
//!    `resources` (the shipped set, the folders searched, the table of
//!    resource kinds), `settings`, `text` (sentence ends, display width,
//!    line breaks and fitting in any script), `i18n` (the window's words in
//!    each language).
//! 3. `levels`: the arena and Sokoban file formats, live reload.
//! 4. `modes`: each mode's rules.
//! 5. `lesson`: the lesson format, checked against the modes, and how a
//!    step is set up.
//! 6. `editor`: the level editors' sessions: edits, undo, validity, saving.
//! 7. `check` (`hitlab check` over every format) and `catalogue` (what the
//!    choosers list, and where a dropped file goes).
//! 8. `screens`: what each screen decides apart from how it is drawn, in
//!    plain data a test drives without a window.
//!
//! A test (`tests/code/layers.rs`) holds the line, reading each file's
//! `use` trees and paths as Rust.

#![warn(missing_docs)]

pub mod camera;
pub mod catalogue;
pub mod check;
pub mod colour_vision;
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

#[cfg(test)]
mod test_support;
