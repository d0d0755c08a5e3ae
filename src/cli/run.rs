//! Runs what the command line asks for: a subcommand, or the game.

use super::args::{Cli, Command, LessonCommand, ResourcesCommand, SokobanCommand};
use super::edit::edit;
use super::failure::Failure;
use super::lesson;
use super::play::{config_dir, data_dir, levels_dir, play};
use super::print::{out, outln};
use super::share::{lesson_code, show_code};
use super::tools::{check_levels, controls_table, sokoban_solve, sokoban_verify};
use hitlab::resources::{KINDS, Resources};
use hitlab::settings::Settings;
use hitlab::settings::graphics::GpuChoice;

/// Runs what the command line asks for.
pub fn run(cli: Cli) -> Result<(), Failure> {
    // Where every resource is read from, for the whole run.
    let levels = levels_dir();
    hitlab::resources::install(Resources::discover(
        cli.resources.as_deref(),
        levels.as_deref(),
    ));
    if opens_a_window(cli.command.as_ref()) {
        crate::app::device_choice::set_choice(gpu_choice(cli.gpu, reads_settings(&cli)));
    }
    match cli.command {
        // Levels and scripts: these need no display.
        Some(Command::Check { paths }) => check_levels(&paths),
        Some(Command::Resources(ResourcesCommand::Export { dir, force })) => {
            export_resources(&dir, force)
        }
        Some(Command::Sokoban(SokobanCommand::Verify {
            file,
            level,
            solution,
        })) => sokoban_verify(&file, level, &solution),
        Some(Command::Sokoban(SokobanCommand::Solve {
            file,
            level,
            max_states,
            max_seconds,
        })) => sokoban_solve(&file, level, max_states, max_seconds),
        Some(Command::Edit(args)) => edit(args),
        Some(Command::Replay(args)) => super::replay::replay(args),
        Some(Command::Controls { mode }) => {
            out!("{}", controls_table(mode));
            Ok(())
        }
        Some(Command::Code { code, lesson, step }) => match (code, lesson) {
            (_, Some(lesson)) => lesson_code(&lesson, step),
            (Some(code), None) => show_code(&code),
            (None, None) => Err(Failure::Usage("give a CODE, or --lesson FILE".into())),
        },
        Some(Command::Paths) => paths(),
        Some(Command::Doctor) => doctor(),
        Some(Command::Lesson(args)) => match args.command {
            Some(LessonCommand::Export {
                file,
                out,
                size,
                theme,
                high_contrast,
            }) => lesson::export(&file, &out, size, theme.is_light(high_contrast)),
            Some(LessonCommand::Report { folders, out }) => lesson::report(&folders, &out),
            None if args.script.is_some() => lesson::student_headless(&args),
            None => lesson::present(&args),
        },
        None => play(cli.run),
    }
}

/// Whether `command` opens a window (or a headless one), and so needs a
/// graphics device.
fn opens_a_window(command: Option<&Command>) -> bool {
    match command {
        // A report, and a student's answers from a script, are words alone.
        Some(Command::Lesson(args)) => {
            args.script.is_none()
                && !matches!(
                    args.command,
                    Some(super::args::LessonCommand::Report { .. })
                )
        }
        Some(Command::Replay(args)) => args.stats.is_none() || args.screenshot.is_some(),
        other => matches!(other, None | Some(Command::Edit(_) | Command::Doctor)),
    }
}

/// Whether the run is a window a person sees (or `doctor`, which reports
/// on it), so reads `settings.toml`; a headless run (a screenshot, frame
/// times, a handout) replays from its flags alone.
fn reads_settings(cli: &Cli) -> bool {
    match &cli.command {
        None => cli.run.screenshot.is_none() && !cli.run.frame_times,
        Some(Command::Edit(args)) => args.screenshot.is_none(),
        Some(Command::Lesson(args)) => args.command.is_none(),
        Some(Command::Replay(args)) => args.screenshot.is_none() && args.stats.is_none(),
        Some(_) => true,
    }
}

/// `--gpu` if given, else (for a window a person sees) the `gpu` setting,
/// else the platform's order.
fn gpu_choice(flag: Option<GpuChoice>, reads_settings: bool) -> GpuChoice {
    flag.or_else(|| {
        reads_settings
            .then(config_dir)
            .flatten()
            .map(|dir| Settings::load(&dir).gpu())
    })
    .unwrap_or_default()
}

/// `hitlab doctor`: each graphics API, in the order the window tries them,
/// and what asking it for a device gave.
fn doctor() -> Result<(), Failure> {
    let choice = crate::app::device_choice::choice();
    outln!("hitlab {}", env!("CARGO_PKG_VERSION"));
    outln!("graphics, in the order the window tries them ({choice}):");
    let probes = crate::app::device_choice::probe_all();
    let mut first = None;
    for probe in &probes {
        match &probe.found {
            Ok(adapter) => {
                let mark = if first.is_none() {
                    "  <- the window uses this"
                } else {
                    ""
                };
                first.get_or_insert(probe.api);
                outln!("  {:<7} {adapter}{mark}", probe.api.name());
            }
            Err(why) => outln!("  {:<7} no device: {why}", probe.api.name()),
        }
    }
    match first {
        Some(_) => Ok(()),
        None => Err(Failure::Runtime(
            "no graphics API gave a device: the window cannot open on this system".into(),
        )),
    }
}

/// `hitlab paths`: where resources are looked for, in order, which copy
/// of each file plays, and where the data is kept.
fn paths() -> Result<(), Failure> {
    let resources = hitlab::resources::current();
    outln!("resources, first wins:");
    for (i, root) in resources.roots().iter().enumerate() {
        let there = if root.dir.is_dir() {
            ""
        } else {
            "  (not there)"
        };
        outln!("  {}. {}  ({}){there}", i + 1, root.dir.display(), root.why);
    }
    outln!(
        "  {}. inside the game  (shipped)",
        resources.roots().len() + 1
    );
    outln!("files, and the copy that plays:");
    for name in hitlab::resources::shipped::names()
        .into_iter()
        .chain(KINDS.iter().flat_map(|kind| resources.files_of(*kind)))
        .collect::<std::collections::BTreeSet<_>>()
    {
        match resources.on_disk(&name) {
            Some(path) => outln!("  {name}  {}", path.display()),
            None => outln!("  {name}  (shipped)"),
        }
    }
    match data_dir() {
        Some(dir) => {
            outln!("data:   {}", dir.display());
            let replays = dir.join(hitlab::modes::shooter::replays::REPLAYS_DIR);
            outln!("replays: {}  (every round's, by arena)", replays.display());
        }
        None => outln!("data:   (this system offers no data directory)"),
    }
    if let Some(dir) = levels_dir() {
        outln!(
            "levels: {}  (your own arenas, packs and lessons)",
            dir.display()
        );
    }
    if let Some(dir) = config_dir() {
        outln!(
            "settings: {}",
            dir.join(hitlab::settings::FILE_NAME).display()
        );
    }
    Ok(())
}

/// `hitlab resources export DIR`: every shipped file under DIR.
fn export_resources(dir: &std::path::Path, force: bool) -> Result<(), Failure> {
    let written = hitlab::resources::shipped::export(dir, force)
        .map_err(|e| Failure::Usage(format!("{}: {e}", dir.display())))?;
    eprintln!("wrote {written} files under {}", dir.display());
    Ok(())
}
