//! `hitlab replay FILE` (or a share code): a recorded round played again, in a window or
//! headless, through the same path as playing (`play`), or, for `--stats`
//! alone, through the rules without a window (`stats::play_replay`).

use super::args::{ReplayArgs, RunArgs, StartMode};
use super::failure::Failure;
use super::play::play;
use super::stats;
use hitlab::modes::shooter::replays;

/// Plays `args.file`: refused, in a line naming the file, if it does not
/// read or its arena has changed since; warned about (on stderr) if
/// another version of the game recorded it.
pub(super) fn replay(mut args: ReplayArgs) -> Result<(), Failure> {
    let replay = match super::share::replay_argument(&args.file.to_string_lossy()) {
        Some(decoded) => {
            let replay = decoded?;
            // The window plays a file: the code's round is written to one
            // of its own in the temporary folder.
            let file =
                std::env::temp_dir().join(format!("hitlab-code-{}.replay", std::process::id()));
            hitlab::files::write(&file, replay.to_text())
                .map_err(|e| Failure::Runtime(format!("{}: {e}", file.display())))?;
            args.file = file;
            replay
        }
        None => replays::load(&args.file).map_err(Failure::Usage)?,
    };
    let arena = replays::arena_file(&replay)
        .map_err(|why| Failure::Usage(format!("{}: {why}", args.file.display())))?;
    if let Some(warning) = replay.other_version() {
        eprintln!("warning: {}: {warning}", args.file.display());
    }
    if let Some(out) = &args.stats {
        stats::prepare(out, StartMode::Shooter, args.screenshot.is_some())?;
        if args.screenshot.is_none() {
            return stats::play_replay(&replay, &arena, args.frames, out);
        }
    }
    let headless = args.screenshot.is_some();
    play(RunArgs {
        // A headless run shows the whole round unless told otherwise.
        frames: args
            .frames
            .or_else(|| headless.then_some(replay.inputs.len() as u64)),
        screenshot: args.screenshot,
        stats: args.stats,
        seed: Some(replay.seed),
        level: Some(arena),
        replay: Some(args.file),
        ..RunArgs::in_window(StartMode::Shooter, args.window)
    })
}
