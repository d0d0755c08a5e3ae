//! What clap parses: the flags for playing and for headless screenshots, and
//! the subcommands. Only types and their parsing; nothing here runs.

use std::path::PathBuf;

use clap::{ArgGroup, Args, Parser, Subcommand, ValueEnum};
use ggez::glam::Vec2;

use hitlab::i18n::Lang;
use hitlab::modes::shooter::daily::Date;
use hitlab::modes::sokoban::solver::{DEFAULT_MAX_STATES, MAX_STATES_LIMIT};
use hitlab::settings::graphics::GpuChoice;

use super::preference_flags::PreferenceFlags;
use crate::app::ModeId;
use crate::app::gpu::REQUESTED_MAX_SIDE;

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
         --screenshot shots/shooter.png   run 120 frames headless, save the last one
  hitlab --mode shooter --level resources/arenas/thin_tip.toml --frames 40 \\
         --script 2:fire --stats round.json   the same without a window: the round's numbers

In the game: F1 or ? help, F2 high contrast, F7 preferences, F11 fullscreen, Esc back / quit."
)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Option<Command>,
    /// Read resources (arenas, packs, lessons, fonts) from this folder
    /// first, before the player's levels and the copy inside the game (as
    /// the HITLAB_RESOURCES environment variable does).
    #[arg(long, global = true, value_name = "DIR")]
    pub resources: Option<PathBuf>,
    /// The graphics API to try first: auto, dx12, vulkan, metal or gl
    /// [default: the `gpu` setting, else auto]. Whichever comes first, the
    /// others are tried after it when it gives no device (auto: DX12,
    /// Vulkan, OpenGL on Windows; Vulkan, OpenGL on Linux).
    #[arg(long, global = true, value_name = "API", value_parser = GpuChoice::parse)]
    pub gpu: Option<GpuChoice>,
    #[command(flatten)]
    pub run: RunArgs,
}

/// Other things `hitlab` can do besides playing.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Print where Hit Lab looks for its resources, in order, which copy
    /// of each file plays, and where it keeps its data, then exit.
    Paths,
    /// Ask each graphics API this system has for a device, as the window
    /// does before it opens, and print what each gave, in the order they
    /// are tried (`--gpu` or the `gpu` setting first); exit 1 if none did.
    Doctor,
    /// Check level files (arenas, Sokoban packs, lessons) without opening a
    /// window: one `file:line:column: message` line per problem; exit 1 if
    /// any. Without a path, the levels the game plays (shipped or yours).
    Check {
        /// Files, or folders searched recursively.
        #[arg(value_name = "PATH")]
        paths: Vec<PathBuf>,
    },
    /// The resources shipped inside the game.
    #[command(subcommand)]
    Resources(ResourcesCommand),
    /// Sokoban tools that need no window.
    #[command(subcommand)]
    Sokoban(SokobanCommand),
    /// Present a lesson (resources/lessons/): Page Down / Page Up turn the
    /// pages; `hitlab lesson export FILE --out DIR` renders its handout;
    /// `--student` puts it to a student alone; `hitlab lesson report` tallies
    /// students' answers.
    Lesson(LessonArgs),
    /// Open a level file in its editor: an arena (.toml) in the arena
    /// editor, a Sokoban pack (.xsb, .sok) in the Sokoban editor (a file
    /// not there yet starts a new one that `save` creates). Takes the
    /// headless flags --frames, --script (the controls `hitlab controls
    /// arena-editor` and `sokoban-editor` list) and --screenshot.
    Edit(EditArgs),
    /// Play a recorded round (a .replay file; the data folder's replays/
    /// keeps every round that ended, `hitlab paths` shows where) in a
    /// window, or headless with --stats and --screenshot: the same round,
    /// step for step, with the same numbers. A replay whose arena file has
    /// changed since is refused; one from another game version plays with
    /// a warning.
    Replay(ReplayArgs),
    /// Say what a share code holds (a replay, a lesson step, a Sokoban
    /// level and its moves), or where a mistyped one went wrong (exit 2);
    /// with --lesson, print a lesson step's code. Ctrl+V in the window
    /// opens a code; the shooter's Ctrl+C copies a round's.
    Code {
        /// The code, e.g. HL1-R-…; dashes and spaces are ignored.
        #[arg(
            value_name = "CODE",
            allow_hyphen_values = true,
            required_unless_present = "lesson",
            conflicts_with = "lesson"
        )]
        code: Option<String>,
        /// Print the code of this lesson file's step instead.
        #[arg(long, value_name = "FILE")]
        lesson: Option<PathBuf>,
        /// The lesson's step, counting from 1.
        #[arg(long, value_name = "N", default_value_t = 1, requires = "lesson",
              value_parser = clap::value_parser!(u32).range(1..))]
        step: u32,
    },
    /// List a mode's control names for --script, each with what it does.
    Controls {
        /// The mode whose controls to list.
        #[arg(value_enum)]
        mode: ScriptMode,
    },
}

/// The flags of a subcommand that opens the game's window (`edit`,
/// `replay`): the preferences, the window's size and its language.
#[derive(Debug, Args)]
pub struct WindowFlags {
    #[command(flatten)]
    pub preferences: PreferenceFlags,
    /// Window size in pixels, each side from 64 to 8192.
    #[arg(long, value_name = "WIDTHxHEIGHT", value_parser = parse_size)]
    pub size: Option<Vec2>,
    /// The window's language: en or ja [default: the one last chosen with
    /// F6, else the system's locale].
    #[arg(long, value_name = "LANG", value_parser = parse_lang)]
    pub lang: Option<Lang>,
}

/// `hitlab edit FILE`.
#[derive(Debug, Args)]
pub struct EditArgs {
    /// The level file to edit.
    #[arg(value_name = "FILE")]
    pub file: PathBuf,
    /// A pack's board to open, counting from 1 in file order [default: 1].
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u64).range(1..))]
    pub level: Option<u64>,
    /// Headless: run exactly N frames (a step each at full speed), then
    /// save the final frame to --screenshot and exit.
    #[arg(long, value_name = "N", requires = "screenshot")]
    pub frames: Option<u64>,
    /// Scripted input replacing the keyboard, as for playing:
    /// "STEP:CONTROL[*N],..." or "@FILE".
    #[arg(long, value_name = "SCRIPT|@FILE", allow_hyphen_values = true)]
    pub script: Option<String>,
    /// Headless: write the final frame as a PNG to this path and exit.
    #[arg(long, value_name = "OUT.png")]
    pub screenshot: Option<PathBuf>,
    /// Seed for the round played from the editor.
    #[arg(long, value_name = "S")]
    pub seed: Option<u64>,
    #[command(flatten)]
    pub window: WindowFlags,
}

/// `hitlab replay FILE`.
#[derive(Debug, Args)]
pub struct ReplayArgs {
    /// The replay file, or a replay's share code (HL1-R-…).
    #[arg(value_name = "FILE")]
    pub file: PathBuf,
    /// Headless: run N frames (a recorded step each at full speed), then
    /// save the final frame to --screenshot [default: the whole round].
    #[arg(long, value_name = "N")]
    pub frames: Option<u64>,
    /// Headless: write the final frame as a PNG to this path and exit.
    #[arg(long, value_name = "OUT.png")]
    pub screenshot: Option<PathBuf>,
    /// Headless: write the round's numbers to this file as JSON, as
    /// `hitlab --stats` wrote them when the round was played. Without
    /// --screenshot no window opens.
    #[arg(long, value_name = "OUT.json")]
    pub stats: Option<PathBuf>,
    #[command(flatten)]
    pub window: WindowFlags,
}

/// `hitlab resources ...`
#[derive(Debug, Subcommand)]
pub enum ResourcesCommand {
    /// Write every shipped file (arenas, packs, lessons, fonts) under DIR,
    /// to read or to edit: a copy there plays instead of the shipped one
    /// when DIR is your levels folder or given with --resources.
    Export {
        /// The folder to write into (made if missing).
        dir: PathBuf,
        /// Overwrite files already there.
        #[arg(long)]
        force: bool,
    },
}

/// `hitlab lesson FILE` or `hitlab lesson export FILE --out DIR`.
#[derive(Debug, Args)]
#[command(args_conflicts_with_subcommands = true, subcommand_negates_reqs = true)]
pub struct LessonArgs {
    #[command(subcommand)]
    pub command: Option<LessonCommand>,
    /// The lesson file (TOML), e.g. resources/lessons/2_why_fast_things_miss.toml.
    #[arg(required = true, value_name = "FILE")]
    pub file: Option<PathBuf>,
    /// Open on this step, counting from 1.
    #[arg(long, value_name = "N", default_value_t = 1,
          value_parser = clap::value_parser!(u64).range(1..))]
    pub step: u64,
    /// Start in fullscreen (F11 toggles).
    #[arg(long)]
    pub fullscreen: bool,
    #[command(flatten)]
    pub preferences: PreferenceFlags,
    /// Window size in pixels, each side from 64 to 8192.
    #[arg(long, value_name = "WIDTHxHEIGHT", default_value = "1280x800", value_parser = parse_size)]
    pub size: Vec2,
    /// The window's language: en or ja [default: the one last chosen, else
    /// the system's locale].
    #[arg(long, value_name = "LANG", value_parser = parse_lang)]
    pub lang: Option<Lang>,
    /// On my own: the student answers each question (1–4, a typed number
    /// and Enter, a click), sees the reveal, may try the step again
    /// (Backspace), and ends on a summary; each answer is kept in the data
    /// folder's answers/.
    #[arg(long)]
    pub student: bool,
    /// With --student, no window: answer the questions with these student
    /// controls (`hitlab controls student`), "STEP:CONTROL[*N],..." or
    /// "@FILE", and print the summary.
    #[arg(
        long,
        value_name = "SCRIPT|@FILE",
        requires = "student",
        allow_hyphen_values = true
    )]
    pub script: Option<String>,
    /// With --student, keep the answers in this folder's answers/ instead
    /// of the game's data folder.
    #[arg(long, value_name = "DIR", requires = "student")]
    pub data_dir: Option<PathBuf>,
}

/// `hitlab lesson export ...`
#[derive(Debug, Subcommand)]
pub enum LessonCommand {
    /// Render every step headless to DIR/NN-name.png and write DIR/index.html:
    /// the captions beside their pictures, readable offline and printable.
    /// A lesson that asks questions gets a worksheet too: DIR/questions.html
    /// (each step before its answer) and the answer key DIR/answers.html.
    Export {
        /// The lesson file.
        file: PathBuf,
        /// The folder to write into (made if missing).
        #[arg(long, value_name = "DIR")]
        out: PathBuf,
        /// The pictures' size in pixels, each side from 64 to 8192.
        #[arg(long, value_name = "WIDTHxHEIGHT", default_value = "1280x800", value_parser = parse_size)]
        size: Vec2,
        /// The pictures' theme: light (the high-contrast theme, the default:
        /// dark ink on white paper) or dark (the screen's).
        #[arg(long, value_enum, default_value_t = HandoutTheme::Light)]
        theme: HandoutTheme,
        /// The same as `--theme light` (kept for older scripts).
        #[arg(long, hide = true, conflicts_with = "theme")]
        high_contrast: bool,
    },
    /// Gather students' answers (their data folders, or the answers/
    /// folders in them) into DIR/report.csv and DIR/report.html: one row per
    /// question, how many answered, right first time, right after a retry,
    /// not right, and how many first chose each choice.
    Report {
        /// The folders to gather, one or more.
        #[arg(required = true, value_name = "FOLDER")]
        folders: Vec<PathBuf>,
        /// The folder to write into (made if missing).
        #[arg(long, value_name = "DIR")]
        out: PathBuf,
    },
}

/// A handout's theme (`hitlab lesson export --theme`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum HandoutTheme {
    /// The high-contrast theme: little ink, readable on paper.
    Light,
    /// The dark theme of the screen.
    Dark,
}

impl HandoutTheme {
    /// Whether the pictures are drawn light, with the hidden
    /// `--high-contrast` of older scripts meaning `--theme light`.
    #[must_use]
    pub fn is_light(self, high_contrast: bool) -> bool {
        high_contrast || self == Self::Light
    }
}

/// The modes that take a `--script`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum ScriptMode {
    Shooter,
    Raylab,
    Sokoban,
    /// The choosers (`--mode arenas`, `packs`, `lessons`): one set of controls.
    Choosers,
    /// The Sokoban editor (`--mode sokoban-editor`).
    SokobanEditor,
    /// The arena editor (`hitlab edit FILE.toml`).
    ArenaEditor,
    /// The preferences screen (`--mode preferences`).
    Preferences,
    /// The keys page (`--mode keys`).
    Keys,
    /// A student's answers (`hitlab lesson FILE --student --script`).
    Student,
    /// The campaign (`--mode campaign`).
    Campaign,
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
    /// (moves, pushes, states searched, time) on stderr. Exits 1 if a level
    /// is invalid or has no solution, 3 if the search gave up on a level
    /// (too many states to know) and none failed.
    Solve {
        /// An XSB / .sok level file.
        file: PathBuf,
        /// Only this board, counting from 1 in file order.
        #[arg(long, value_name = "N")]
        level: Option<usize>,
        /// Give up on a level after searching this many states. Each million
        /// takes about 35 MB (eight boxes) and a few seconds.
        #[arg(long, value_name = "N", default_value_t = DEFAULT_MAX_STATES,
              value_parser = parse_max_states)]
        max_states: usize,
        /// Give up on a level after searching this many seconds, whatever
        /// the states: a large open board searches each state slowly.
        #[arg(long, value_name = "S", default_value_t = DEFAULT_MAX_SECONDS,
              value_parser = parse_max_seconds)]
        max_seconds: u64,
    },
}

/// Flags for playing, and for headless screenshots.
#[derive(Debug, Args)]
// What a headless run puts out: a screenshot, the numbers, frame times, or
// several of them.
#[command(group(
    ArgGroup::new("headless")
        .args(["screenshot", "stats", "frame_times"])
        .multiple(true)
))]
pub struct RunArgs {
    /// Screen to start on.
    #[arg(long, value_enum, default_value_t = StartMode::Title)]
    pub mode: StartMode,

    /// Headless: run exactly N frames (1/60 s each: a simulation step each
    /// at full speed, N × --speed / 100 steps at a slower one) as fast as
    /// possible, then save the final frame to --screenshot (the numbers to
    /// --stats, the --frame-times on stdout) and exit.
    #[arg(long, value_name = "N", requires = "headless")]
    pub frames: Option<u64>,

    /// Headless: draw each of the --frames frames, as the window does, and
    /// print the frame times' percentiles (p50, p95, p99, max, in ms) on
    /// stdout.
    #[arg(long, requires = "frames")]
    pub frame_times: bool,

    /// Headless: write the final frame as a PNG to this path and exit
    /// (0 frames unless --frames is given).
    #[arg(long, value_name = "OUT.png")]
    pub screenshot: Option<PathBuf>,

    /// Headless, shooter: write the round's numbers to this file as JSON
    /// (the hit test, steps, shots, hits, tip and spin misses and saves,
    /// score; the frames run and the game speed); with --mode preferences,
    /// the values the screen ended on. Without --screenshot no window
    /// opens: the rules alone run the --frames frames' steps, so no display
    /// is needed.
    #[arg(long, value_name = "OUT.json")]
    pub stats: Option<PathBuf>,

    /// Seed for every random choice; a run replays exactly from its seed and
    /// script. Default: 0 for headless runs, the clock otherwise.
    #[arg(long, value_name = "S")]
    pub seed: Option<u64>,

    /// Scripted input replacing the keyboard: "STEP:CONTROL[*N],..." holds
    /// CONTROL for N steps from step STEP, e.g. "30:fire,60:rotate_left*10";
    /// "@FILE" reads the items from a file (one or more per line, # comments).
    /// `hitlab controls MODE` lists the control names. Needs --mode.
    // A value starting with `-` ("-1:fire") is the script, refused by the
    // script's own parser with its reason, not taken for a flag.
    #[arg(long, value_name = "SCRIPT|@FILE", allow_hyphen_values = true)]
    pub script: Option<String>,

    /// A level file to open instead of the mode's default (an arena for the
    /// shooter, a level pack for Sokoban).
    #[arg(long, value_name = "PATH")]
    pub level: Option<PathBuf>,

    /// Shooter: practice, with no clock and no end box whatever the arena
    /// says (a timed round's end otherwise stops a long --frames run's play).
    #[arg(long)]
    pub practice: bool,

    /// Headless, shooter: write the round's replay to this file when the
    /// run ends (`hitlab replay FILE` plays it).
    #[arg(
        long,
        value_name = "OUT.replay",
        requires = "headless",
        conflicts_with = "practice"
    )]
    pub record: Option<PathBuf>,

    /// Shooter: race this replay's plane, drawn faintly beside yours (a
    /// round recorded in the same arena). A window races the arena's best
    /// round without it, unless --no-ghost.
    #[arg(long, value_name = "FILE.replay")]
    pub ghost: Option<PathBuf>,

    /// The daily arena: today's arena, seed and twist (the same for
    /// everyone on the day), in the shooter; a round finished today counts
    /// for the streak.
    #[arg(long, conflicts_with_all = ["level", "seed"])]
    pub daily: bool,

    /// The day of `--daily`, YYYY-MM-DD [default: today, local time]; a
    /// day other than today plays unranked (yesterday's, to try again).
    #[arg(long, value_name = "YYYY-MM-DD", requires = "daily", value_parser = parse_date)]
    pub date: Option<Date>,

    /// Start in fullscreen (F11 toggles).
    #[arg(long)]
    pub fullscreen: bool,

    #[command(flatten)]
    pub preferences: PreferenceFlags,

    /// Read the settings from this file instead of the config folder's
    /// `settings.toml`, and keep changes there, headless runs too (which
    /// otherwise neither read nor write settings): a script that changes
    /// the preferences leaves them in FILE, as the window would, for the
    /// next run to start from.
    #[arg(long, value_name = "FILE")]
    pub settings: Option<PathBuf>,

    /// Headless: record the box of every text the final frame lays out,
    /// write them to this file as JSON, and fail if one leaves the window
    /// or crosses another on its surface (CI's check at 200 % text).
    #[arg(long, value_name = "OUT.json", requires = "screenshot", hide = true)]
    pub check_text: Option<PathBuf>,

    /// Show the help overlay (F1) over the final frame of the screenshot,
    /// after the --frames steps have run.
    #[arg(long, requires = "screenshot")]
    pub help_overlay: bool,

    /// Window size in pixels, each side from 64 to 8192 [default: the
    /// size the window had when last closed, else 1280x800].
    #[arg(long, value_name = "WIDTHxHEIGHT", value_parser = parse_size)]
    pub size: Option<Vec2>,

    /// The window's language: en or ja [default: the one last chosen with
    /// F6, else the system's locale (LC_ALL, LC_MESSAGES, LANG), else
    /// English; a headless run: English].
    #[arg(long, value_name = "LANG", value_parser = parse_lang)]
    pub lang: Option<Lang>,

    /// The Sokoban editor's board, counting from 1: `hitlab edit PACK
    /// --level N` sets it; not a flag of its own (`--level` here is a file).
    #[arg(skip)]
    pub pack_board: Option<usize>,

    /// The file came as `hitlab edit FILE`, not as `--level`: a refusal
    /// names it as it was typed.
    #[arg(skip)]
    pub level_is_operand: bool,

    /// `hitlab replay FILE`: the replay the shooter watches, not a flag of
    /// its own.
    #[arg(skip)]
    pub replay: Option<PathBuf>,
}

impl RunArgs {
    /// A run of a subcommand that opens the window on `mode` with
    /// `window`'s flags: nothing else set, no flag of `hitlab`'s own on.
    #[must_use]
    pub fn in_window(mode: StartMode, window: WindowFlags) -> Self {
        Self {
            mode,
            frames: None,
            frame_times: false,
            screenshot: None,
            stats: None,
            seed: None,
            script: None,
            level: None,
            practice: false,
            record: None,
            ghost: None,
            daily: false,
            date: None,
            fullscreen: false,
            preferences: window.preferences,
            settings: None,
            help_overlay: false,
            check_text: None,
            size: window.size,
            lang: window.lang,
            pack_board: None,
            level_is_operand: false,
            replay: None,
        }
    }
}

/// The window's size when neither `--size` nor the settings give one.
pub const DEFAULT_SIZE: Vec2 = Vec2::new(1280.0, 800.0);

/// `--mode` values.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum StartMode {
    Title,
    /// The campaign: chapters that open as medals are earned.
    Campaign,
    Shooter,
    Raylab,
    Sokoban,
    /// The arena chooser.
    Arenas,
    /// The Sokoban pack chooser.
    Packs,
    /// The lesson chooser.
    Lessons,
    /// The Sokoban editor, on --level's pack (the shipped one if none).
    SokobanEditor,
    /// The arena editor on --level (as `hitlab edit FILE` opens it).
    ArenaEditor,
    /// The preferences, over the title (the controls `hitlab controls
    /// preferences` lists).
    Preferences,
    /// The keys page: rebind any mode's controls.
    Keys,
}

impl StartMode {
    pub fn mode(self) -> Option<ModeId> {
        match self {
            StartMode::Title => None,
            StartMode::Campaign => Some(ModeId::Campaign),
            StartMode::Shooter => Some(ModeId::Shooter),
            StartMode::Raylab => Some(ModeId::RayLab),
            StartMode::Sokoban => Some(ModeId::Sokoban),
            StartMode::Arenas => Some(ModeId::Arenas),
            StartMode::Packs => Some(ModeId::Packs),
            StartMode::Lessons => Some(ModeId::LessonList),
            StartMode::SokobanEditor => Some(ModeId::SokobanEditor),
            StartMode::ArenaEditor => Some(ModeId::ArenaEditor),
            // Not a screen of its own: it opens over the title.
            StartMode::Preferences => None,
            StartMode::Keys => Some(ModeId::Keys),
        }
    }

    /// The screen, in words, for a refusal.
    pub fn described(self) -> &'static str {
        match self {
            StartMode::Raylab => "the ray lab",
            StartMode::Arenas => "the arena chooser",
            StartMode::Packs => "the pack chooser",
            StartMode::Lessons => "the lesson chooser",
            StartMode::Title => "the title",
            StartMode::Campaign => "the campaign",
            StartMode::Shooter => "the shooter",
            StartMode::Sokoban => "Sokoban",
            StartMode::SokobanEditor => "the Sokoban editor",
            StartMode::ArenaEditor => "the arena editor",
            StartMode::Preferences => "the preferences screen",
            StartMode::Keys => "the keys page",
        }
    }
}

/// `sokoban solve`'s time limit per level, in seconds: past a minute a
/// board is better split, or searched on with a higher `--max-seconds`.
pub const DEFAULT_MAX_SECONDS: u64 = 60;

/// The longest `--max-seconds`: a day.
const MAX_SECONDS_LIMIT: u64 = 86_400;

fn parse_max_seconds(text: &str) -> Result<u64, String> {
    text.trim()
        .parse::<u64>()
        .ok()
        .filter(|n| (1..=MAX_SECONDS_LIMIT).contains(n))
        .ok_or_else(|| {
            format!("`{text}`: give a whole number of seconds from 1 to {MAX_SECONDS_LIMIT}")
        })
}

fn parse_max_states(text: &str) -> Result<usize, String> {
    text.trim()
        .parse::<usize>()
        .ok()
        .filter(|n| (1..=MAX_STATES_LIMIT).contains(n))
        .ok_or_else(|| format!("`{text}`: give a whole number from 1 to {MAX_STATES_LIMIT}"))
}

/// The smallest window side in pixels: below it no screen's text fits.
const MIN_SIDE: u32 = 64;

/// A `--size`: each side from [`MIN_SIDE`] to the largest the game draws
/// ([`REQUESTED_MAX_SIDE`], which the help text states and a test holds it to).
fn parse_size(text: &str) -> Result<Vec2, String> {
    let (w, h) = text
        .split_once(['x', 'X'])
        .ok_or_else(|| format!("`{text}` is not WIDTHxHEIGHT (e.g. 1280x800)"))?;
    let parse = |s: &str| {
        s.trim()
            .parse::<u32>()
            .ok()
            .filter(|v| (MIN_SIDE..=REQUESTED_MAX_SIDE).contains(v))
    };
    match (parse(w), parse(h)) {
        (Some(w), Some(h)) => Ok(Vec2::new(w as f32, h as f32)),
        _ => Err(format!(
            "`{text}`: width and height must be whole numbers from {MIN_SIDE} to {REQUESTED_MAX_SIDE}"
        )),
    }
}

/// A `--lang`: a language the window has a table for.
fn parse_lang(text: &str) -> Result<Lang, String> {
    Lang::from_code(text).ok_or_else(|| {
        let codes: Vec<&str> = Lang::ALL.iter().map(|l| l.code()).collect();
        format!("`{text}`: the window speaks {}", codes.join(", "))
    })
}

/// `--date YYYY-MM-DD`.
fn parse_date(text: &str) -> Result<Date, String> {
    Date::parse(text)
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::CommandFactory;

    #[test]
    fn command_line_is_consistent() {
        Cli::command().debug_assert();
        assert_eq!(parse_lang("ja"), Ok(Lang::Ja));
        assert_eq!(parse_lang("EN"), Ok(Lang::En));
        assert_eq!(
            parse_lang("fr"),
            Err("`fr`: the window speaks en, ja".into())
        );
    }

    /// The theme `lesson export` draws in, as the command line reads it.
    fn handout_light(args: &[&str]) -> bool {
        let words = ["hitlab", "lesson", "export", "l.toml", "--out", "d"];
        let cli = Cli::try_parse_from(words.iter().chain(args)).expect("parses");
        match cli.command {
            Some(Command::Lesson(LessonArgs {
                command:
                    Some(LessonCommand::Export {
                        theme,
                        high_contrast,
                        ..
                    }),
                ..
            })) => theme.is_light(high_contrast),
            other => panic!("not an export: {other:?}"),
        }
    }

    #[test]
    fn a_handout_is_light_unless_the_dark_theme_is_asked_for() {
        assert!(handout_light(&[]), "paper takes the light theme by default");
        assert!(!handout_light(&["--theme", "dark"]));
        assert!(handout_light(&["--theme", "light"]));
        assert!(handout_light(&["--high-contrast"]), "older scripts' flag");
    }

    #[test]
    fn sizes_parse_and_reject_nonsense() {
        assert_eq!(parse_size("960x600").unwrap(), Vec2::new(960.0, 600.0));
        assert!(parse_size("960").is_err());
        assert!(parse_size("0x600").is_err());
        assert!(parse_size("axb").is_err());
    }

    #[test]
    fn the_size_limit_helped_is_the_one_the_game_keeps() {
        let most = REQUESTED_MAX_SIDE;
        assert!(parse_size(&format!("{most}x{most}")).is_ok());
        let error = parse_size(&format!("{}x600", most + 1)).unwrap_err();
        assert!(
            error.ends_with(&format!("from {MIN_SIDE} to {most}")),
            "{error}"
        );
        let range = format!("each side from {MIN_SIDE} to {most}");
        let mut command = Cli::command();
        let play = command.render_long_help().to_string();
        assert!(play.contains(&range), "{play}");
        let export = command
            .find_subcommand_mut("lesson")
            .and_then(|c| c.find_subcommand_mut("export"))
            .map(|c| c.render_long_help().to_string())
            .unwrap_or_default();
        assert!(export.contains(&range), "{export}");
    }

    #[test]
    fn check_text_is_a_screenshots_hidden_flag() {
        let flags = ["hitlab", "--screenshot", "x.png", "--check-text", "x.json"];
        let cli = Cli::try_parse_from(flags).unwrap();
        assert_eq!(
            cli.run.check_text.as_deref(),
            Some(std::path::Path::new("x.json"))
        );
        // It measures a screenshot's frame: alone it has nothing to measure.
        assert!(Cli::try_parse_from(["hitlab", "--check-text", "x.json"]).is_err());
        let help = Cli::command().render_long_help().to_string();
        assert!(!help.contains("--check-text"), "{help}");
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
        assert!(Cli::try_parse_from(["hitlab", "--frame-times"]).is_err());
        let cli = Cli::try_parse_from(["hitlab", "--frames", "60", "--frame-times"]).unwrap();
        assert!(cli.run.frame_times && cli.run.screenshot.is_none());
        let all = [
            "hitlab",
            "--frames",
            "6",
            "--frame-times",
            "--stats",
            "r.json",
            "--screenshot",
            "x.png",
        ];
        assert!(Cli::try_parse_from(all).is_ok());
        // --stats alone makes a run headless, and takes --frames.
        let cli = Cli::try_parse_from([
            "hitlab", "--mode", "shooter", "--frames", "40", "--stats", "r.json",
        ])
        .unwrap();
        assert_eq!(
            cli.run.stats.as_deref(),
            Some(std::path::Path::new("r.json"))
        );
        assert_eq!((cli.run.frames, cli.run.screenshot), (Some(40), None));
        let both = [
            "hitlab",
            "--frames",
            "4",
            "--stats",
            "r.json",
            "--screenshot",
            "x.png",
        ];
        assert!(Cli::try_parse_from(both).is_ok());
        assert!(Cli::try_parse_from(["hitlab", "--mode", "chess"]).is_err());
    }
}
