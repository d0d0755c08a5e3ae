//! Drawing and input mapping with ggez. Only this folder, `app/` and
//! `main.rs` import ggez.

// Without the feature only the stick logic's tests use it.
pub mod app_keys;
#[cfg_attr(not(feature = "gamepad"), allow(dead_code))]
pub mod gamepad;
pub mod help;
pub mod keymap;
pub mod paint;
pub mod raylab;
// The modes' contract: parts of it are used only as their views land.
#[allow(dead_code)]
pub mod screen;
pub mod shooter;
pub mod sokoban;
// Played by the modes' views (none yet use it).
#[allow(dead_code)]
pub mod sound;
pub mod text;
pub mod theme;
pub mod title;
