//! Resource file formats (arena TOML, Sokoban XSB) and their errors.

pub mod sokoban;
pub mod watch;

pub use watch::FileWatch;
