//! The Sokoban editor: paint a board square by square, resize it, add a
//! level or a copy of one, see live what keeps it from being a level, solve
//! it in the background, and save it into its pack with every other line of
//! the file kept as it was.
//!
//! - [`board`]: the squares being painted, read from and written as rows.
//! - [`paint`]: the tools, and rows and columns added or removed.
//! - [`validity`]: the loader's rules on the board, with the square to blame.
//! - [`pack_text`]: the file's text, one board's lines spliced at a time.
//! - [`editor`]: the state a view drives, with undo and redo.
//! - [`solve`]: the solver on its own thread, with progress and stop.
//! - [`save`]: where a pack is saved (a shipped one: a new file), and the write.
//! - [`solving`]: the last search's answer, for the version it searched.
//! - [`session`]: one pack open, with the cursor, the tool, the solver and
//!   whether it is saved: what the window drives.
//! - [`controls`]: what the editor's keys and script lines mean.

pub mod board;
pub mod controls;
pub mod editor;
pub mod pack_text;
pub mod paint;
pub mod save;
pub mod session;
pub mod solve;
pub mod solving;
pub mod validity;

pub use board::{Board, Square};
pub use controls::EditorControl;
pub use editor::{Editor, Refusal};
pub use pack_text::PackText;
pub use paint::{Side, Tool};
pub use save::{SaveTarget, save_target, write_pack};
pub use session::{EditorSession, Leaving, Reply, SaveOutcome};
pub use solve::{SolveJob, SolveState};
pub use solving::{SolverStatus, Solving};
pub use validity::{Problem, Unwritable, Validity};
