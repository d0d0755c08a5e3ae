//! Resource file formats (arena TOML, Sokoban XSB) and their errors.
//!
//! Below the modes: a format knows what its file may say, never what a
//! mode does with it. The lesson format, which is checked against every
//! mode, sits above them (`src/lesson/`).

pub mod arena;
pub mod campaign;
pub mod file;
pub mod file_font;
pub mod format;
pub mod live;
pub mod sokoban;
pub(crate) mod spanned;
pub mod suggest;
pub mod watch;

pub use live::{LiveFile, Rejection, Reload};
pub use spanned::{FileError, FileProblem};
pub use watch::FileWatch;
