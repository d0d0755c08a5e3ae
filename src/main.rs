//! Hit Lab's entry point: parse the command line, run, report one line on failure.

mod app;
mod cli;
mod view;

use std::process::ExitCode;

use clap::Parser;

fn main() -> ExitCode {
    env_logger::Builder::from_env(env_logger::Env::default().default_filter_or("warn")).init();
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
