//! What every TOML level file (arenas, lessons) is read with: the text
//! parsed once into a table that keeps the byte span of every key and value
//! (`syntax`), walked key by key (`keys`) into values of the type each key
//! wants (`value`), each problem worded for a level designer (`words`) and
//! given its line and column last (`located`).

mod error;
pub(crate) mod glyphs;
pub(crate) mod keys;
pub(crate) mod located;
pub(crate) mod problem;
pub(crate) mod problem_text;
pub(crate) mod syntax;
pub(crate) mod value;

pub use error::FileError;
pub use located::FileProblem;
