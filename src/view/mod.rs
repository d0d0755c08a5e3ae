//! Drawing and input mapping with ggez. Only this folder, `app/` and
//! `main.rs` import ggez.
//!
//! Keys are declared once per screen (`keymap.rs`, `app_keys.rs` and each
//! mode's `keys.rs`; zoom and pan, the same in every mode, in `zoom.rs`);
//! text is built once in one cache (`text.rs`); colours and panels come from
//! one set of helpers (`paint.rs`).

pub mod app_keys;
pub mod banner;
pub mod campaign;
pub mod choosers;
pub mod editor;
// Without the feature only the stick logic's tests use it.
#[cfg_attr(not(feature = "gamepad"), allow(dead_code))]
pub mod gamepad;
pub mod help;
pub mod keymap;
pub mod keys;
pub mod lesson;
pub mod list_page;
pub mod paint;
pub mod preferences;
pub mod raylab;
pub mod screen;
pub mod shooter;
pub mod sokoban;
pub mod sound;
pub mod text;
pub mod text_field;
pub mod theme;
pub mod title;
pub mod zoom;

#[cfg(test)]
mod tests;
