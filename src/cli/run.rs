//! Runs what the command line asks for: a subcommand, or the game.

use super::args::{Cli, Command, HandoutTheme, LessonCommand, SokobanCommand};
use super::failure::Failure;
use super::lesson;
use super::play::{data_dir, play};
use super::tools::{check_levels, controls_table, sokoban_solve, sokoban_verify};

/// Runs what the command line asks for.
pub fn run(cli: Cli) -> Result<(), Failure> {
    match cli.command {
        // Levels and scripts: these need neither resources nor a display.
        Some(Command::Check { paths }) => check_levels(&paths),
        Some(Command::Sokoban(SokobanCommand::Verify {
            file,
            level,
            solution,
        })) => sokoban_verify(&file, level, &solution),
        Some(Command::Sokoban(SokobanCommand::Solve {
            file,
            level,
            max_states,
        })) => sokoban_solve(&file, level, max_states),
        Some(Command::Controls { mode }) => {
            print!("{}", controls_table(mode));
            Ok(())
        }
        Some(Command::Paths) => paths(),
        Some(Command::Lesson(args)) => match args.command {
            Some(LessonCommand::Export {
                file,
                out,
                size,
                theme,
                high_contrast,
            }) => {
                let light = high_contrast || theme == HandoutTheme::Light;
                lesson::export(&file, &out, size, light)
            }
            None => lesson::present(&args),
        },
        None => play(cli.run),
    }
}

/// `hitlab paths`: where the resources were found and where the data is kept.
fn paths() -> Result<(), Failure> {
    let resources_dir = hitlab::resources::locate().map_err(|e| Failure::Runtime(e.to_string()))?;
    println!("resources: {}", resources_dir.display());
    match data_dir() {
        Some(dir) => println!("data:      {}", dir.display()),
        None => println!("data:      (this system offers no data directory)"),
    }
    Ok(())
}
