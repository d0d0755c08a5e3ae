//! The subcommands that need no window: `hitlab check`, `hitlab controls` and
//! `hitlab sokoban verify | solve`, thin shims over the core that print its answer.

use std::path::PathBuf;

use hitlab::text::counted::{count, grouped, moves_and_pushes};

use super::args::ScriptMode;
use super::failure::Failure;
use super::print::{err, errln, outln};

/// Runs `hitlab sokoban verify`: a thin shim over the core's `verify_file`.
pub(super) fn sokoban_verify(
    file: &std::path::Path,
    level: usize,
    solution: &str,
) -> Result<(), Failure> {
    use hitlab::modes::sokoban::{VerifyError, verify_file};
    let name = format!("{} level {level}", file.display());
    match verify_file(file, level, solution) {
        Ok(v) if v.solved => {
            let lines = solution_lines(file, level, solution).unwrap_or_default();
            outln!(
                "{name}: solved in {}{lines}",
                moves_and_pushes(v.moves, v.pushes)
            );
            Ok(())
        }
        Ok(v) => Err(Failure::Runtime(format!(
            "{name}: not solved ({} played; boxes remain off goals)",
            moves_and_pushes(v.moves, v.pushes)
        ))),
        // The file itself is unusable: that is the whole story, said once.
        Err(e @ (VerifyError::Pack(_) | VerifyError::NoSuchLevel { .. })) => {
            Err(Failure::Runtime(e.to_string()))
        }
        Err(e) => Err(Failure::Runtime(format!("{name}: not solved: {e}"))),
    }
}

/// A verified solution's box lines and box changes, as ` (N box lines, M
/// box changes)`; `None` if the level or the moves do not read (the
/// verdict has already said so).
fn solution_lines(file: &std::path::Path, level: usize, solution: &str) -> Option<String> {
    use hitlab::levels::sokoban::Pack;
    use hitlab::modes::sokoban::{SolutionStats, parse_lurd};
    let pack = Pack::load(file).ok()?;
    let board = std::sync::Arc::new(pack.entry(level)?.as_ref().ok()?.clone());
    let stats = SolutionStats::of_moves(&board, &parse_lurd(solution).ok()?).ok()?;
    Some(format!(
        " ({}, {})",
        count(stats.box_lines, "box line", "box lines"),
        count(stats.box_changes, "box change", "box changes")
    ))
}

/// Runs `hitlab sokoban solve`: every level of the pack (or board `only`)
/// through the core's solver, giving up on a level after `max_states`
/// states or `max_seconds` seconds, whichever comes first.
pub(super) fn sokoban_solve(
    file: &std::path::Path,
    only: Option<usize>,
    max_states: usize,
    max_seconds: u64,
) -> Result<(), Failure> {
    use hitlab::levels::sokoban::Pack;
    use hitlab::modes::sokoban::solver::Outcome;
    let pack = Pack::load(file).map_err(|e| Failure::Runtime(e.to_string()))?;
    outln!(
        "# Solutions for {}: level number, then LURD.",
        file.display()
    );
    let entries = match only {
        None => &pack.entries[..],
        Some(n) => match pack.entry(n) {
            Some(one) => std::slice::from_ref(one),
            None => {
                return Err(Failure::Usage(format!(
                    "{}: no level {n} (the pack has {})",
                    file.display(),
                    pack.entries.len()
                )));
            }
        },
    };
    let (mut unsolved, mut gave_up) = (0, 0);
    for entry in entries {
        match entry {
            Err(e) => {
                errln!("skipped: {e}");
                unsolved += 1;
            }
            Ok(level) => match solve_level(level, max_states, max_seconds) {
                Outcome::Solved(_) => {}
                Outcome::NoSolution => unsolved += 1,
                Outcome::GaveUp => gave_up += 1,
            },
        }
    }
    if unsolved > 0 {
        Err(Failure::Runtime(format!(
            "{}: {} invalid or without a solution",
            file.display(),
            count(unsolved, "level", "levels")
        )))
    } else if gave_up > 0 {
        Err(Failure::GaveUp(format!(
            "{}: gave up on {} (limits: {} states, {max_seconds} s); \
             --max-states N and --max-seconds S raise them",
            file.display(),
            count(gave_up, "level", "levels"),
            grouped(max_states)
        )))
    } else {
        Ok(())
    }
}

/// Solves one level: its solution on stdout, a summary on stderr, and the
/// states searched so far on a terminal's stderr meanwhile.
fn solve_level(
    level: &hitlab::levels::sokoban::Level,
    max_states: usize,
    max_seconds: u64,
) -> hitlab::modes::sokoban::solver::Outcome {
    use hitlab::modes::sokoban::solver::{Outcome, Search, search_stoppable};
    use std::io::{IsTerminal, Write};
    use std::ops::ControlFlow;
    let number = level.number;
    let terminal = std::io::stderr().is_terminal();
    let started = std::time::Instant::now();
    let limit = std::time::Duration::from_secs(max_seconds);
    let mut searched = 0;
    let found = search_stoppable(level, max_states, |states| {
        searched = states;
        if started.elapsed() >= limit {
            return ControlFlow::Break(());
        }
        if terminal {
            // `\r` and "erase line": the next count overwrites this one.
            err!(
                "\r\x1b[Klevel {number}: {} of at most {} states searched...",
                grouped(states),
                grouped(max_states)
            );
            let _ = std::io::stderr().flush();
        }
        ControlFlow::Continue(())
    });
    // Stopped only by the clock.
    let out_of_time = found.is_none();
    let found = found.unwrap_or(Search {
        outcome: Outcome::GaveUp,
        states: searched,
    });
    if terminal && found.states >= hitlab::modes::sokoban::solver::PROGRESS_EVERY {
        err!("\r\x1b[K");
    }
    let seconds = started.elapsed().as_secs_f64();
    let states = grouped(found.states);
    match &found.outcome {
        Outcome::Solved(lurd) => {
            let pushes = lurd.chars().filter(char::is_ascii_uppercase).count();
            let moves = lurd.chars().count();
            errln!(
                "level {number}: {} ({states} states, {seconds:.1} s)",
                moves_and_pushes(moves, pushes)
            );
            outln!("{number} {lurd}");
        }
        Outcome::NoSolution => errln!(
            "level {number}: no solution found (all {states} reachable states searched, \
             {seconds:.1} s)"
        ),
        Outcome::GaveUp => {
            let limit = if out_of_time {
                "the time limit"
            } else {
                "the states limit"
            };
            errln!(
                "level {number}: gave up after {states} states ({seconds:.1} s, {limit}), \
                 without finding a solution or ruling one out"
            );
        }
    }
    found.outcome
}

/// `hitlab check`: prints each problem and a summary; fails if any.
pub(super) fn check_levels(paths: &[PathBuf]) -> Result<(), Failure> {
    let report = if paths.is_empty() {
        hitlab::check::check_resources(hitlab::resources::current())
    } else {
        hitlab::check::check(paths)
    };
    for problem in &report.diagnostics {
        outln!("{problem}");
    }
    let files = count(report.files_checked, "level file", "level files");
    let warnings = match report.warnings {
        0 => String::new(),
        n => format!(", {}", count(n, "warning", "warnings")),
    };
    if report.is_clean() {
        errln!("checked {files}: no problems{warnings}");
        Ok(())
    } else {
        let problems = count(report.problems, "problem", "problems");
        Err(Failure::Runtime(format!(
            "{problems} in {files} checked{warnings}"
        )))
    }
}

/// `hitlab controls MODE`: the mode's script names, one per line, each with what
/// it does, in the order the mode lists them.
pub(super) fn controls_table(mode: ScriptMode) -> String {
    use hitlab::modes::{raylab::LabControl, shooter::ShooterControl, sokoban::SokobanControl};
    use hitlab::sim::Control;

    fn table<C: Control>() -> String {
        let width = C::all().iter().map(|c| c.name().len()).max().unwrap_or(0);
        C::all()
            .iter()
            .map(|c| format!("{:width$}  {}\n", c.name(), c.describe()))
            .collect()
    }
    match mode {
        ScriptMode::Shooter => table::<ShooterControl>(),
        ScriptMode::Raylab => table::<LabControl>(),
        ScriptMode::Sokoban => table::<SokobanControl>(),
        ScriptMode::Choosers => table::<hitlab::catalogue::ChooserControl>(),
        ScriptMode::SokobanEditor => table::<hitlab::editor::sokoban::EditorControl>(),
        ScriptMode::ArenaEditor => table::<hitlab::editor::arena::EditorControl>(),
        ScriptMode::Preferences => table::<hitlab::settings::controls::PreferencesControl>(),
        ScriptMode::Keys => table::<hitlab::settings::keys::KeysControl>(),
        ScriptMode::Student => table::<hitlab::lesson::student_script::StudentControl>(),
        ScriptMode::Campaign => table::<hitlab::screens::campaign::CampaignControl>(),
    }
}
