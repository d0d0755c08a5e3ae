//! The `hitlab` binary run as a command: the subcommands that need no display
//! and their exit codes.

mod check_fonts;
mod every_kind;
mod game_speed;
mod levels_check;
mod preferences;
mod rewind;
mod sokoban_solver;
mod sokoban_verify;
mod without_display;
