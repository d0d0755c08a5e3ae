//! The Sokoban mode's rules: a warehouse puzzle whose moves are decided by
//! rect-overlap queries, played on levels in the standard XSB format.
//!
//! - [`collide`]: cells as rects, and the overlap query behind every move.
//! - [`game`]: one level in play, with undo and redo.
//! - [`path`]: mouse walks and box drags (shortest / fewest-pushes paths).
//! - [`lurd`]: solutions in LURD notation and their verification.
//! - [`progress`]: solved levels and best scores on disk.
//! - [`kept`]: what a session reports, kept in the data folder.
//! - [`session`]: a pack in play: animation, queued input, level list.
//! - [`solver`]: fewest-pushes solutions, for checking new levels.
//! - [`stats`]: a solution's moves, pushes, box lines and box changes, and
//!   the medal its pushes earn.
//! - [`clip`]: a level and its moves as text to copy and paste.

pub mod clip;
pub mod collide;
pub mod controls;
pub mod game;
pub mod kept;
pub mod lurd;
pub mod path;
pub mod progress;
pub mod session;
pub mod solver;
pub mod stats;

pub use controls::SokobanControl;
pub use game::{Blocked, Dir, Game, Step};
pub use lurd::{Verdict, VerifyError, parse_lurd, verify_file};
pub use session::Session;
pub use stats::{SolutionStats, medal_for_pushes};
