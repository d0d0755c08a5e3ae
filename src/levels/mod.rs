//! Resource file formats (arena TOML, Sokoban XSB) and their errors.

pub mod arena;
pub mod arena_checks;
mod arena_entries;
mod arena_font;
mod arena_obstacles;
mod arena_raw;
mod arena_tables;
mod arena_validate;
mod arena_wording;
pub mod check;
pub mod format;
pub mod sokoban;
pub mod suggest;
pub mod watch;
pub mod words;

pub use watch::FileWatch;
