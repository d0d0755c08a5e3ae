//! Drawing and input mapping with ggez. Only this folder, `app.rs` and
//! `main.rs` import ggez.

pub mod raylab;
pub mod screen;
pub mod shooter;
pub mod sokoban;
pub mod theme;
