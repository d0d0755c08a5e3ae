//! Sokoban levels in the standard text format (XSB / `.sok`).
//!
//! `#` wall, `@` worker, `+` worker on goal, `$` box, `*` box on goal, `.` goal,
//! space / `-` / `_` floor. Rows may be run-length encoded (`3#|#.@-#`: a count
//! repeats the next character, `|` starts a new row). A file holds many boards
//! separated by blank or text lines, with `Title:`, `Author:` and `Comment:`
//! metadata and `;` or `::` comment lines, as the common collections have them.
//!
//! [`parse_pack`] never fails as a whole: each board becomes a [`Level`] or a
//! [`LevelError`] naming its file, level, line and column, so a bad board is
//! skipped with its message while the rest of the pack still plays.

mod level;
mod pack;
mod parse;
mod validate;

/// The pack Sokoban plays when no `--level` is given, relative to
/// `resources/`.
pub const DEFAULT_PACK: &str = "sokoban/hitlab.xsb";

pub use level::MAX_SIDE;
pub use level::{Cell, Level, LevelError, LevelProblem, Tile};
pub use pack::{Pack, PackError, parse_pack};
pub use parse::{board_lines, expand_board_line, metadata_before_boards};
