//! The command line: flags for the game and for headless screenshots, and
//! the subcommands (`hitlab paths`, `check`, `controls`, `sokoban verify |
//! solve`). Each file below imports only files that do not import it back:
//!
//! - `print`: printing that never panics (a closed pipe ends the run
//!   quietly); every line printed goes through its macros. Imports no sibling.
//! - `args`: what clap parses (`Cli`, `StartMode`, ...); imports no sibling.
//! - `failure`: why the program stops early; imports no sibling.
//! - `refusals`: what is refused before a window opens, and why a window
//!   did not open, each in one line.
//! - `tools`: the subcommands that need no window.
//! - `stats`: `--stats`, a shooter round's numbers as JSON, and the run of
//!   the rules alone that writes them without a window.
//! - `play`: the game itself, in a window or headless.
//! - `edit`: `hitlab edit FILE`, the editor for the file's format.
//! - `lesson`: `hitlab lesson`, a lesson in the window, and its handout.
//! - `replay`: `hitlab replay FILE`, a recorded round played again.
//! - `share`: share codes: `hitlab code`, and a code where a replay file goes.
//! - `run`: picks one of those from what clap parsed.

mod args;
mod console;
mod edit;
mod failure;
mod lesson;
mod play;
pub(crate) mod preference_flags;
pub(crate) mod print;
mod refusals;
mod replay;
mod run;
mod share;
mod stats;
mod tools;

pub use args::Cli;
pub use run::run;
