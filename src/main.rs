//! Hit Lab's entry point: parse the command line, run, report one line on failure.

mod app;
mod cli;
mod view;

use std::process::ExitCode;

use clap::Parser;

fn main() -> ExitCode {
    env_logger::Builder::from_env(env_logger::Env::default().default_filter_or("warn")).init();
    // The window and `hitlab check` fall back on this computer's fonts
    // (scanned only when a character first needs them), or on the folders
    // HITLAB_FONT_DIRS names; the library alone uses the shipped fonts.
    let font_dirs = std::env::var_os(hitlab::text::fonts::system::FONT_DIRS_VAR);
    hitlab::text::fonts::use_system_fonts(hitlab::text::fonts::SystemFontChoice::from_var(
        font_dirs.as_deref(),
    ));
    // clap prints usage errors itself and exits with 2.
    let cli = cli::Cli::parse();
    match cli::run(cli) {
        Ok(()) => ExitCode::SUCCESS,
        Err(failure) => {
            cli::print::stderr(format_args!("hitlab: {}\n", failure.message()));
            ExitCode::from(failure.exit_code())
        }
    }
}
