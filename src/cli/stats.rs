//! `--stats FILE`: a headless shooter run's numbers as JSON, or the values
//! the preferences screen ended on. With `--screenshot` the window's own run
//! writes them; without, the rules alone run the scripted steps here, with no
//! window and so no display.

use std::path::Path;

use hitlab::files::AtomicFile;
use hitlab::levels::arena::{DEFAULT_ARENA, load_arena};
use hitlab::modes::shooter::daily::Twist;
use hitlab::modes::shooter::{Replay, RunReport, ShooterControl, ShooterGame, best, replays};
use hitlab::screens::preferences::{Chosen, PreferencesScreen};
use hitlab::settings::Settings;
use hitlab::settings::controls::PreferencesControl;
use hitlab::settings::preferences::Preferences;
use hitlab::sim::{ControlFrame, Pace, Script};

use super::args::{RunArgs, StartMode};
use super::failure::Failure;
use crate::app::run_progress::RunProgress;

/// Refuses `--stats` outside the shooter (or, with a `--screenshot`'s
/// window, the arena chooser a script opens an arena from), and tries its
/// temporary file (made and removed again) so that an unwritable folder
/// fails at once, not after the run. The file itself is left as it is until
/// [`write`] replaces it.
pub(super) fn prepare(path: &Path, mode: StartMode, window: bool) -> Result<(), Failure> {
    let chooser = window && mode == StartMode::Arenas;
    if mode != StartMode::Shooter && mode != StartMode::Preferences && !chooser {
        return Err(Failure::Usage(format!(
            "--stats {}: only the shooter keeps a round's numbers (and the preferences \
             screen its values); add --mode shooter",
            path.display()
        )));
    }
    AtomicFile::create(path)
        .map(drop)
        .map_err(|e| Failure::Usage(format!("cannot write {}: {e}", path.display())))
}

/// Writes `json` (from the run) to `path`, whole, through a temporary file:
/// on failure a file already there keeps what it held.
pub(super) fn write(path: &Path, json: Option<Result<String, String>>) -> Result<(), Failure> {
    let written = match json {
        Some(Ok(text)) => hitlab::files::write(path, &text)
            .map_err(|e| format!("cannot write {}: {e}", path.display())),
        Some(Err(e)) => Err(format!("--stats: {e}")),
        None => Err("--stats: the run ended on no shooter round".to_owned()),
    };
    written.map_err(Failure::Runtime)
}

/// The shooter's rules alone, `--frames` frames of `script` from `--seed`
/// (0 by default, as for every headless run) in `--level` or the default
/// arena, each running a step at `--speed`'s pace as the window's do, then
/// the numbers written to `out`: what a `--screenshot` run of the same
/// flags computes, without drawing it. `twist` (a daily round's) changes
/// the arena's rules first.
pub(super) fn play_rules(
    args: &RunArgs,
    script: Option<&Script>,
    out: &Path,
    twist: Option<Twist>,
) -> Result<(), Failure> {
    let arena_path = args
        .level
        .clone()
        .unwrap_or_else(|| hitlab::resources::resolve(DEFAULT_ARENA));
    let refuse = Failure::Usage;
    let mut arena = load_arena(&arena_path).map_err(|e| refuse(e.to_string()))?;
    if let Some(twist) = twist {
        twist.apply(&mut arena);
    }
    let mut game = ShooterGame::new(arena, args.seed.unwrap_or(0))
        .map_err(|e| refuse(format!("{}: {e}", arena_path.display())))?;
    game.practice |= args.practice;
    let mut player = script
        .map(Script::player::<ShooterControl>)
        .transpose()
        .map_err(|e| refuse(format!("--script: {e}")))?;
    let frames = args.frames.unwrap_or(0);
    let speed = args.preferences.over(Preferences::default()).speed;
    let mut pace = Pace::new(speed);
    let mut progress = RunProgress::new(frames);
    for done in 1..=frames {
        if pace.frame() {
            let controls = player
                .as_mut()
                .map_or_else(ControlFrame::default, |p| p.next_frame());
            game.step(&controls);
        }
        progress.step(done);
    }
    drop(progress);
    if let Some(file) = &args.record {
        let key = best::arena_key(&arena_path, hitlab::resources::current());
        let hash = replays::file_hash(&arena_path)
            .ok_or_else(|| Failure::Runtime(format!("cannot read {}", arena_path.display())))?;
        let replay = Replay::of_round(&game, &key, &hash)
            .ok_or_else(|| "the round outgrew what a replay keeps".to_owned());
        write_replay(file, replay)?;
    }
    let report = RunReport {
        round: game.report(),
        frames,
        speed: speed.percent(),
    };
    write(out, Some(report.to_json().map_err(|e| e.to_string())))
}

/// Writes `replay` (`--record`) to `path`, whole, or fails with why.
pub(super) fn write_replay(path: &Path, replay: Result<Replay, String>) -> Result<(), Failure> {
    let replay = replay.map_err(|e| Failure::Runtime(format!("--record: {e}")))?;
    hitlab::files::write(path, replay.to_text())
        .map_err(|e| Failure::Runtime(format!("cannot write {}: {e}", path.display())))
}

/// `hitlab replay FILE --stats OUT`: the recorded inputs (the first
/// `frames` of them, if given) played through the rules alone from the
/// replay's seed in `arena`, its file; the numbers written to `out` as the
/// recording run wrote them, the frames being the steps played, at full
/// speed.
pub(super) fn play_replay(
    replay: &Replay,
    arena: &Path,
    frames: Option<u64>,
    out: &Path,
) -> Result<(), Failure> {
    let refuse = Failure::Usage;
    let loaded = load_arena(arena).map_err(|e| refuse(e.to_string()))?;
    let mut game = ShooterGame::new(loaded, replay.seed)
        .map_err(|e| refuse(format!("{}: {e}", arena.display())))?;
    let steps = frames.map_or(replay.inputs.len(), |f| {
        usize::try_from(f).map_or(replay.inputs.len(), |f| f.min(replay.inputs.len()))
    });
    let mut events = Vec::new();
    for input in &replay.inputs[..steps] {
        game.play_input(input, &mut events);
        events.clear();
    }
    let report = RunReport {
        round: game.report(),
        frames: steps as u64,
        speed: Preferences::default().speed.percent(),
    };
    write(out, Some(report.to_json().map_err(|e| e.to_string())))
}

/// The preferences screen's decisions alone, `--frames` steps of `script`
/// from the settings `--settings` names (else the defaults), each change
/// saved into that file as the window saves it; then the values it ended
/// on written to `out`. A later run with `--settings` starts from them.
pub(super) fn play_preferences(
    args: &RunArgs,
    script: Option<&Script>,
    out: &Path,
) -> Result<(), Failure> {
    let file = args.settings.as_deref();
    let mut settings = file.map(Settings::load_file).unwrap_or_default();
    let lang = args.lang.or_else(|| settings.lang()).unwrap_or_default();
    let preferences = args.preferences.over(settings.preferences());
    let mut chosen = Chosen::from_settings(&settings, preferences, lang);
    chosen.fullscreen |= args.fullscreen;
    let mut player = script
        .map(Script::player::<PreferencesControl>)
        .transpose()
        .map_err(|e| Failure::Usage(format!("--script: {e}")))?;
    let mut screen = PreferencesScreen::default();
    let frames = args.frames.unwrap_or(0);
    let mut progress = RunProgress::new(frames);
    for done in 1..=frames {
        let frame = player
            .as_mut()
            .map_or_else(ControlFrame::default, |p| p.next_frame());
        let (next, left) = screen.step(&frame, chosen);
        if next != chosen {
            next.keep_in(&chosen, &mut settings);
            if let Some(file) = file {
                settings.save_file(file).map_err(|e| {
                    Failure::Runtime(format!("cannot write {}: {e}", file.display()))
                })?;
            }
            chosen = next;
        }
        progress.step(done);
        if left.is_some() {
            break;
        }
    }
    drop(progress);
    write(out, Some(Ok(chosen.to_json())))
}
