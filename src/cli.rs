//! The command line: flags for the game and for headless screenshots, and
//! the subcommands (`hitlab paths`, `check`, `sokoban verify | solve`; the
//! windowless ones in `cli/tools.rs`). `cli/refusals.rs` words what is
//! refused before a window opens, and why a window did not open.

use std::fs::File;
use std::path::PathBuf;

use clap::{Args, Parser, Subcommand, ValueEnum};
use ggez::glam::Vec2;
use hitlab::sim::Script;

mod refusals;
mod tools;

use self::refusals::{check_level_arg, window_failure};
use self::tools::{check_levels, sokoban_solve, sokoban_verify};
use crate::app::{self, App, ModeId, WindowOptions};
use crate::view::screen::Launch;
use crate::view::sound::{self, Sounds};

/// Hit Lab: a 2D game that teaches collision detection by playing it.
#[derive(Debug, Parser)]
#[command(
    name = "hitlab",
    version,
    args_conflicts_with_subcommands = true,
    after_help = "\
Examples:
  hitlab                                   start on the title screen
  hitlab --mode raylab --high-contrast     open the ray lab, projector colours
  hitlab --mode shooter --frames 120 --seed 7 --script \"30:fire,60:rotate_left*10\" \\
         --screenshot shots/shooter.png   run 120 steps headless, save the last frame

In the game: F1 or ? help, F2 high contrast, F11 fullscreen, Esc back / quit."
)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Option<Command>,
    #[command(flatten)]
    pub run: RunArgs,
}

/// Other things `hitlab` can do besides playing.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Print where Hit Lab finds its resources and keeps its data, then exit.
    Paths,
    /// Check level files (arenas, Sokoban packs) without opening a window:
    /// one `file:line:column: message` line per problem; exit 1 if any.
    Check {
        /// Files, or folders searched recursively.
        #[arg(required = true, value_name = "PATH")]
        paths: Vec<PathBuf>,
    },
    /// Sokoban tools that need no window.
    #[command(subcommand)]
    Sokoban(SokobanCommand),
    /// List a mode's control names for --script, each with what it does.
    Controls {
        /// The mode whose controls to list.
        #[arg(value_enum)]
        mode: ScriptMode,
    },
}

/// The modes that take a `--script`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum ScriptMode {
    Shooter,
    Raylab,
    Sokoban,
}

/// `hitlab sokoban ...`
#[derive(Debug, Subcommand)]
pub enum SokobanCommand {
    /// Check a LURD solution: prints whether it solves the level, with its
    /// move and push counts; exits non-zero if not, or if the level is invalid.
    Verify {
        /// An XSB / .sok level file.
        file: PathBuf,
        /// Which board, counting from 1 in file order.
        #[arg(long, value_name = "N")]
        level: usize,
        /// The solution in LURD (lower case walks, upper case pushes).
        #[arg(long, value_name = "LURD")]
        solution: String,
    },
    /// Solve every level of a pack with the fewest pushes: prints `N LURD`
    /// lines (the `.solutions` format) on stdout and a summary per level
    /// (moves, pushes, states searched, time) on stderr; exits non-zero if a
    /// level is invalid or has no solution.
    Solve {
        /// An XSB / .sok level file.
        file: PathBuf,
        /// Only this board, counting from 1 in file order.
        #[arg(long, value_name = "N")]
        level: Option<usize>,
    },
}

/// Flags for playing, and for headless screenshots.
#[derive(Debug, Args)]
pub struct RunArgs {
    /// Screen to start on.
    #[arg(long, value_enum, default_value_t = StartMode::Title)]
    pub mode: StartMode,

    /// Headless: run exactly N simulation steps (1/60 s each) as fast as
    /// possible, then save the final frame to --screenshot and exit.
    #[arg(long, value_name = "N", requires = "screenshot")]
    pub frames: Option<u64>,

    /// Headless: write the final frame as a PNG to this path and exit
    /// (0 steps unless --frames is given).
    #[arg(long, value_name = "OUT.png")]
    pub screenshot: Option<PathBuf>,

    /// Seed for every random choice; a run replays exactly from its seed and
    /// script. Default: 0 for headless runs, the clock otherwise.
    #[arg(long, value_name = "S")]
    pub seed: Option<u64>,

    /// Scripted input replacing the keyboard: "STEP:CONTROL[*N],..." holds
    /// CONTROL for N steps from step STEP, e.g. "30:fire,60:rotate_left*10";
    /// "@FILE" reads the items from a file (one or more per line, # comments).
    /// `hitlab controls MODE` lists the control names. Needs --mode.
    #[arg(long, value_name = "SCRIPT|@FILE")]
    pub script: Option<String>,

    /// A level file to open instead of the mode's default (an arena for the
    /// shooter, a level pack for Sokoban).
    #[arg(long, value_name = "PATH")]
    pub level: Option<PathBuf>,

    /// Start in fullscreen (F11 toggles).
    #[arg(long)]
    pub fullscreen: bool,

    /// Start with the high-contrast theme (F2 toggles).
    #[arg(long)]
    pub high_contrast: bool,

    /// Show the help overlay (F1) over the final frame of the screenshot,
    /// after the --frames steps have run.
    #[arg(long, requires = "screenshot")]
    pub help_overlay: bool,

    /// Window size in pixels.
    #[arg(long, value_name = "WIDTHxHEIGHT", default_value = "1280x800", value_parser = parse_size)]
    pub size: Vec2,
}

/// `--mode` values.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum StartMode {
    Title,
    Shooter,
    Raylab,
    Sokoban,
}

impl StartMode {
    fn mode(self) -> Option<ModeId> {
        match self {
            StartMode::Title => None,
            StartMode::Shooter => Some(ModeId::Shooter),
            StartMode::Raylab => Some(ModeId::RayLab),
            StartMode::Sokoban => Some(ModeId::Sokoban),
        }
    }
}

fn parse_size(text: &str) -> Result<Vec2, String> {
    let (w, h) = text
        .split_once(['x', 'X'])
        .ok_or_else(|| format!("`{text}` is not WIDTHxHEIGHT (e.g. 1280x800)"))?;
    let parse = |s: &str| {
        s.trim()
            .parse::<u32>()
            .ok()
            .filter(|v| (64..=16384).contains(v))
    };
    match (parse(w), parse(h)) {
        (Some(w), Some(h)) => Ok(Vec2::new(w as f32, h as f32)),
        _ => Err(format!(
            "`{text}`: width and height must be whole numbers from 64 to 16384"
        )),
    }
}

/// Why the program stops early. Usage errors exit with 2, others with 1.
#[derive(Debug)]
pub enum Failure {
    /// Bad input on the command line (a script, a path, a mode's refusal).
    Usage(String),
    /// Something the user could not fix with different flags (no display, no resources).
    Runtime(String),
}

impl Failure {
    pub fn exit_code(&self) -> u8 {
        match self {
            Failure::Usage(_) => 2,
            Failure::Runtime(_) => 1,
        }
    }

    pub fn message(&self) -> &str {
        match self {
            Failure::Usage(m) | Failure::Runtime(m) => m,
        }
    }
}

/// Reads `--script`: the text itself, or `@FILE`'s content.
pub fn load_script(arg: &str) -> Result<Script, String> {
    let (text, source) = match arg.strip_prefix('@') {
        Some(path) => (
            std::fs::read_to_string(path)
                .map_err(|e| format!("cannot read script file {path}: {e}"))?,
            format!("script file {path}"),
        ),
        None => (arg.to_owned(), "--script".to_owned()),
    };
    Script::parse(&text).map_err(|e| format!("{source}: {e}"))
}

fn data_dir() -> Option<PathBuf> {
    directories::ProjectDirs::from("", "", "hitlab").map(|d| d.data_dir().to_path_buf())
}

fn clock_seed() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs())
}

/// Runs what the command line asks for.
pub fn run(cli: Cli) -> Result<(), Failure> {
    // Levels: `hitlab check` needs neither resources nor a display.
    if let Some(Command::Check { paths }) = &cli.command {
        return check_levels(paths);
    }
    if let Some(Command::Sokoban(SokobanCommand::Verify {
        file,
        level,
        solution,
    })) = &cli.command
    {
        return sokoban_verify(file, *level, solution);
    }
    if let Some(Command::Sokoban(SokobanCommand::Solve { file, level })) = &cli.command {
        return sokoban_solve(file, *level);
    }
    if let Some(Command::Controls { mode }) = cli.command {
        print!("{}", tools::controls_table(mode));
        return Ok(());
    }
    let resources_dir = hitlab::resources::locate().map_err(|e| Failure::Runtime(e.to_string()))?;
    if let Some(Command::Paths) = cli.command {
        println!("resources: {}", resources_dir.display());
        match data_dir() {
            Some(dir) => println!("data:      {}", dir.display()),
            None => println!("data:      (this system offers no data directory)"),
        }
        return Ok(());
    }
    let args = cli.run;
    let start = args.mode.mode();

    let script = match &args.script {
        Some(arg) => Some(load_script(arg).map_err(Failure::Usage)?),
        None => None,
    };
    if script.is_some() && start.is_none() {
        return Err(Failure::Usage(
            "--script needs a mode to play it: add --mode shooter, raylab or sokoban".into(),
        ));
    }
    if let Some(level) = &args.level {
        check_level_arg(level, args.mode)?;
    }
    // The file is PNG data whatever its name says: a name saying otherwise
    // would mislead whoever opens it.
    if let Some(path) = &args.screenshot
        && !path
            .extension()
            .is_some_and(|ext| ext.eq_ignore_ascii_case("png"))
    {
        return Err(Failure::Usage(format!(
            "--screenshot {}: screenshots are PNG files; give a name ending in .png",
            path.display()
        )));
    }
    // Create the screenshot file first: an unwritable path fails in an
    // instant, not after a window and a run.
    let screenshot = match &args.screenshot {
        Some(path) => Some((
            File::create(path)
                .map_err(|e| Failure::Usage(format!("cannot write {}: {e}", path.display())))?,
            path.clone(),
        )),
        None => None,
    };
    let headless = screenshot.is_some();

    let launch = Launch {
        resources_dir: resources_dir.clone(),
        // A headless run replays from its seed and script alone: it neither
        // reads the player's best scores and progress nor overwrites them.
        data_dir: if headless { None } else { data_dir() },
        seed: args
            .seed
            .unwrap_or_else(|| if headless { 0 } else { clock_seed() }),
        level_path: args.level.clone(),
        window: args.size,
    };
    log::info!("seed {}", launch.seed);
    let options = WindowOptions {
        size: args.size,
        fullscreen: args.fullscreen && !headless,
        headless,
    };
    let (mut ctx, event_loop) = match app::build_context(options, &resources_dir) {
        Ok(built) => built,
        Err(error) => {
            if let Some((_, path)) = &screenshot {
                let _ = std::fs::remove_file(path); // no empty PNG left behind
            }
            return Err(window_failure(&error));
        }
    };
    if !headless {
        sound::install(Sounds::new());
    }
    let mut app = App::new(&mut ctx, launch, args.high_contrast, options.fullscreen);

    if let Some(mode) = start {
        match app.open(&mut ctx, mode) {
            Err(message) if headless => return Err(Failure::Usage(message)),
            // The window starts on the title, which shows why.
            Err(message) => log::error!("{message}"),
            Ok(()) => {}
        }
        if let Some(script) = &script {
            app.set_script(script)
                .map_err(|e| Failure::Usage(format!("--script: {e}")))?;
        }
    }

    match screenshot {
        Some((file, path)) => {
            let frames = args.frames.unwrap_or(0);
            let result =
                app::screenshot(&mut ctx, &mut app, frames, args.help_overlay, file, &path);
            if result.is_err() {
                let _ = std::fs::remove_file(&path); // no half-written PNG left behind
            }
            result.map_err(Failure::Runtime)
        }
        None => ggez::event::run(ctx, event_loop, app)
            .map_err(|e| Failure::Runtime(format!("the game stopped: {e}"))),
    }
}

/// `hitlab check`: prints each problem and a summary; fails if any.
#[cfg(test)]
mod tests {
    use super::*;
    use clap::CommandFactory;

    #[test]
    fn command_line_is_consistent() {
        Cli::command().debug_assert();
    }

    #[test]
    fn sizes_parse_and_reject_nonsense() {
        assert_eq!(parse_size("960x600").unwrap(), Vec2::new(960.0, 600.0));
        assert!(parse_size("960").is_err());
        assert!(parse_size("0x600").is_err());
        assert!(parse_size("axb").is_err());
    }

    #[test]
    fn script_from_text_or_file_and_errors_name_the_source() {
        assert_eq!(load_script("30:fire").unwrap().items().len(), 1);
        let path = std::env::temp_dir().join(format!("hitlab-script-{}.txt", std::process::id()));
        std::fs::write(&path, "# demo\n0:fire\n10:rotate_left*5, 20:fire\n").unwrap();
        let script = load_script(&format!("@{}", path.display())).unwrap();
        assert_eq!(script.items().len(), 3);
        std::fs::write(&path, "0:fire\nnope\n").unwrap();
        let err = load_script(&format!("@{}", path.display())).unwrap_err();
        assert!(
            err.contains("script file") && err.contains("line 2"),
            "{err}"
        );
        std::fs::remove_file(&path).unwrap();
        assert!(
            load_script("@/no/such/file")
                .unwrap_err()
                .contains("cannot read")
        );
    }

    #[test]
    fn screenshot_flags_parse() {
        let cli = Cli::try_parse_from([
            "hitlab",
            "--mode",
            "raylab",
            "--frames",
            "60",
            "--screenshot",
            "x.png",
            "--seed",
            "3",
        ])
        .unwrap();
        assert_eq!(cli.run.mode, StartMode::Raylab);
        assert_eq!(cli.run.frames, Some(60));
        assert!(Cli::try_parse_from(["hitlab", "--frames", "60"]).is_err());
        assert!(Cli::try_parse_from(["hitlab", "--mode", "chess"]).is_err());
    }
}
