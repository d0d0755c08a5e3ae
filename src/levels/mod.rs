//! Resource file formats (arena TOML, Sokoban XSB) and their errors.

pub mod arena;
pub mod check;
pub mod file;
pub mod format;
pub mod lesson;
pub mod sokoban;
pub(crate) mod spanned;
pub mod suggest;
pub mod watch;
pub mod words;

pub use spanned::{FileError, FileProblem};
pub use watch::FileWatch;
