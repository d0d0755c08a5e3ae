//! Resource file formats (arena TOML, Sokoban XSB) and their errors.

pub mod arena;
pub mod check;
pub mod format;
pub mod sokoban;
pub mod suggest;
pub mod watch;
pub mod words;

pub use watch::FileWatch;
