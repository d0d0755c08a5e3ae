//! Printing that never panics. `println!` panics when stdout is a pipe its
//! reader has closed (`hitlab check levels | head -1`: "failed printing to
//! stdout: Broken pipe", exit 101); every line the program prints goes
//! through here instead.
//!
//! - A closed stdout ends the program at once and quietly: the reader has
//!   what it wanted, and going on (a solver's search) would be work for
//!   nobody. The status is the one a shell reports for a program a closed
//!   pipe stopped, so `set -o pipefail` still sees the run cut short.
//! - Any other failure to write stdout (a full disk) is told on stderr and
//!   ends the run with status 1: the output is incomplete.
//! - A failure to write stderr is ignored: there is nowhere left to tell it.

use std::io::Write;

/// 128 + SIGPIPE (13): what a shell reports for a program stopped by writing
/// to a closed pipe, as `yes | head -1` shows with `pipefail`.
const CLOSED_PIPE_STATUS: i32 = 141;

/// Writes `args` to stdout and flushes, so a closed pipe is found here.
pub fn stdout(args: std::fmt::Arguments<'_>) {
    let mut out = std::io::stdout().lock();
    let Err(e) = out.write_fmt(args).and_then(|()| out.flush()) else {
        return;
    };
    if e.kind() == std::io::ErrorKind::BrokenPipe {
        std::process::exit(CLOSED_PIPE_STATUS);
    }
    stderr(format_args!("hitlab: cannot write the output: {e}\n"));
    std::process::exit(1);
}

/// Writes `args` to stderr; a failure is ignored (see the module's note).
pub fn stderr(args: std::fmt::Arguments<'_>) {
    let mut err = std::io::stderr().lock();
    let _ = err.write_fmt(args).and_then(|()| err.flush());
}

/// `print!` through [`stdout`].
macro_rules! out {
    ($($arg:tt)*) => {
        $crate::cli::print::stdout(format_args!($($arg)*))
    };
}

/// `println!` through [`stdout`].
macro_rules! outln {
    ($($arg:tt)*) => {
        $crate::cli::print::stdout(format_args!("{}\n", format_args!($($arg)*)))
    };
}

/// `eprint!` through [`stderr`].
macro_rules! err {
    ($($arg:tt)*) => {
        $crate::cli::print::stderr(format_args!($($arg)*))
    };
}

/// `eprintln!` through [`stderr`].
macro_rules! errln {
    ($($arg:tt)*) => {
        $crate::cli::print::stderr(format_args!("{}\n", format_args!($($arg)*)))
    };
}

pub(crate) use {err, errln, out, outln};
