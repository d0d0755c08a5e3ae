//! Why an arena file was rejected: the error every TOML level file shares,
//! under the arena's names.

pub use crate::levels::spanned::FileProblem as ArenaProblem;

/// Why an arena file was rejected: each problem with its line and column,
/// displayed like a compiler's errors (see [`FileError`]).
///
/// [`FileError`]: crate::levels::FileError
pub type ArenaError = crate::levels::FileError;
