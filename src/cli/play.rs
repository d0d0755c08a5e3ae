//! The game itself: checks the flags, opens the window (or the headless
//! image), then plays until the window closes or the screenshot is written.

use std::path::{Path, PathBuf};

use ggez::glam::Vec2;
use hitlab::files::AtomicFile;
use hitlab::i18n;
use hitlab::settings::{FILE_NAME, Settings};
use hitlab::sim::Script;

use super::args::{DEFAULT_SIZE, RunArgs, StartMode};
use super::failure::Failure;
use super::print::{errln, outln};
use super::refusals::{check_level_arg, check_level_loads, window_failure};
use super::stats;
use crate::app::gpu::{self, DeviceErrors};
use crate::app::{self, App, ModeId, WindowOptions, frame_times};
use crate::view::screen::{DailyLaunch, Launch};
use crate::view::sound::{self, Sounds};
use hitlab::modes::shooter::daily::Date;

/// The daily round of `date` (default: today, local time), said on
/// stderr: the day, its arena, seed and twist, and whether it ranks.
fn daily_round(date: Option<Date>) -> Result<DailyLaunch, Failure> {
    let round = app::daily::daily_launch(date)
        .ok_or_else(|| Failure::Runtime("the local date is not a day of the calendar".into()))?;
    let (daily, today) = (round.daily, round.today);
    let ranked = if daily.date == today {
        "counts for the streak"
    } else {
        "unranked: not today's"
    };
    errln!(
        "daily {}: {}, seed {}, twist {} ({ranked})",
        daily.date,
        daily.arena,
        daily.seed,
        daily.twist.key()
    );
    Ok(round)
}

/// Where the player's best scores and progress are kept, if the system has
/// such a place.
pub(super) fn data_dir() -> Option<PathBuf> {
    directories::ProjectDirs::from("", "", "hitlab").map(|d| d.data_dir().to_path_buf())
}

/// Where the settings are kept (`settings.toml`), if the system has such
/// a place.
pub(super) fn config_dir() -> Option<PathBuf> {
    directories::ProjectDirs::from("", "", "hitlab").map(|d| d.config_dir().to_path_buf())
}

/// The player's levels folder, in the data folder: their own arenas,
/// packs and lessons, and their changes to shipped ones, laid out as
/// `resources/` is (searched before the shipped copy).
pub(super) fn levels_dir() -> Option<PathBuf> {
    data_dir().map(|d| d.join("levels"))
}

/// What the levels folder's README says, written when the folder is made.
const LEVELS_README: &str = "\
Your own Hit Lab levels go here, laid out as the game's resources are:

  arenas/NAME.toml     shooter arenas
  sokoban/NAME.xsb     Sokoban packs
  lessons/NAME.toml    lessons

They appear in the game's choosers (title: 1 Shooter, 3 Sokoban, 4 Lessons)
as soon as they are saved here, no restart needed; a file that does not load
is shown with its first problem. A file here with the name of a shipped one
(arenas/storm.toml) plays instead of it. `hitlab resources export DIR` writes every shipped file to a folder to
start from; `hitlab check` checks your files; `hitlab paths` shows where the
game looks and which copy of each file plays. The file formats are in the
game's docs/levels.md.
";

/// Makes the levels folder with its README on a first interactive run; a
/// failure costs a warning (the game plays on without it).
pub(super) fn make_levels_dir() {
    let Some(dir) = levels_dir() else { return };
    if dir.exists() {
        return;
    }
    let made = std::fs::create_dir_all(&dir)
        .and_then(|()| hitlab::files::write(dir.join("README.txt"), LEVELS_README));
    if let Err(e) = made {
        log::warn!("could not make your levels folder {}: {e}", dir.display());
    }
}

fn clock_seed() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs())
}

/// Reads `--script`: the text itself, or `@FILE`'s content.
pub(super) fn load_script(arg: &str) -> Result<Script, String> {
    let (text, source) = match arg.strip_prefix('@') {
        Some(path) => (
            hitlab::files::read::read_text(Path::new(path), "a script")
                .map_err(|e| format!("cannot read script file {path}: {e}"))?,
            format!("script file {path}"),
        ),
        None => (arg.to_owned(), "--script".to_owned()),
    };
    Script::parse(&text).map_err(|e| format!("{source}: {e}"))
}

/// Refuses a window (`--size`, or the one the system gave) with a side
/// larger than the graphics device draws: its surface would be refused.
/// `what` names it in the refusal.
fn check_size(what: &str, size: Vec2, max_side: u32) -> Result<(), Failure> {
    let (width, height) = (size.x.round() as u32, size.y.round() as u32);
    if gpu::fits(width, height, max_side) {
        return Ok(());
    }
    Err(Failure::Usage(format!(
        "{what} {width}x{height}: the graphics device draws at most {max_side} pixels a side; \
         give a smaller --size"
    )))
}

/// Plays: in a window, or headless when `--screenshot`, `--stats` or
/// `--frame-times` is given (`--stats` alone runs the rules without a window).
pub(super) fn play(mut args: RunArgs) -> Result<(), Failure> {
    if args.daily && args.mode == StartMode::Title {
        args.mode = StartMode::Shooter;
    }
    let start = args.mode.mode();

    let script = match &args.script {
        Some(arg) => Some(load_script(arg).map_err(Failure::Usage)?),
        None => None,
    };
    let preferences_screen = args.mode == StartMode::Preferences;
    if script.is_some() && start.is_none() && !preferences_screen {
        return Err(Failure::Usage(
            "--script needs a mode to play it: add --mode shooter, raylab or sokoban".into(),
        ));
    }
    if (args.record.is_some() || args.ghost.is_some())
        && args.mode != StartMode::Shooter
        && args.replay.is_none()
    {
        return Err(Failure::Usage(
            "--record and --ghost are the shooter's: add --mode shooter".into(),
        ));
    }
    let ghost = match &args.ghost {
        Some(file) => Some(hitlab::modes::shooter::replays::load(file).map_err(Failure::Usage)?),
        None => None,
    };
    if args.mode == StartMode::ArenaEditor && args.level.is_none() {
        return Err(Failure::Usage(
            "--mode arena-editor edits a file: give --level FILE, or run `hitlab edit FILE`".into(),
        ));
    }
    if let Some(level) = &args.level {
        let named = if args.level_is_operand {
            level.display().to_string()
        } else {
            format!("--level {}", level.display())
        };
        check_level_arg(level, &named, args.mode)?;
        if args.screenshot.is_some() || args.stats.is_some() {
            check_level_loads(level, args.mode)?;
        }
    }
    let daily = if args.daily {
        let round = daily_round(args.date)?;
        args.level = Some(hitlab::resources::resolve(round.daily.arena));
        args.seed = Some(round.daily.seed);
        Some(round)
    } else {
        None
    };
    if let Some(out) = &args.stats {
        stats::prepare(out, args.mode, args.screenshot.is_some())?;
        if args.screenshot.is_none() && !args.frame_times {
            if preferences_screen {
                return stats::play_preferences(&args, script.as_ref(), out);
            }
            let twist = daily.map(|round| round.daily.twist);
            return stats::play_rules(&args, script.as_ref(), out, twist);
        }
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
    // Create the screenshot's temporary file first: an unwritable folder
    // fails in an instant, not after a window and a run. The picture is
    // put in place only once whole; until then (a failed run, Ctrl+C) a
    // file already there keeps its picture.
    let screenshot = match &args.screenshot {
        Some(path) => Some((
            AtomicFile::create(path)
                .map_err(|e| Failure::Usage(format!("cannot write {}: {e}", path.display())))?,
            path.clone(),
        )),
        None => None,
    };
    let headless = screenshot.is_some() || args.frame_times;
    if !headless {
        make_levels_dir();
        super::console::release_if_own();
    }
    // A headless run replays from its flags alone (unless `--settings`
    // names a file); a window starts from the settings, and the flags
    // given win for this run.
    let (settings, settings_file) = match (&args.settings, config_dir()) {
        (Some(file), _) => (Settings::load_file(file), Some(file.clone())),
        (None, Some(dir)) if !headless => (Settings::load(&dir), Some(dir.join(FILE_NAME))),
        _ => (Settings::default(), None),
    };
    let remembered = settings
        .window_size()
        .map(|[w, h]| Vec2::new(w as f32, h as f32));
    let size = args.size.or(remembered).unwrap_or(DEFAULT_SIZE);
    let preferences = args.preferences.over(settings.preferences());
    args.preferences
        .install_keys(&settings)
        .map_err(Failure::Usage)?;
    // Like the settings, the locale is not read by a headless run: its
    // screenshot is the same on every machine, English unless `--lang`.
    let locale = (!headless).then(i18n::system_lang);
    i18n::set_lang(i18n::starting_lang(args.lang, settings.lang(), locale));

    let launch = Launch {
        // A headless run replays from its seed and script alone: it neither
        // reads the player's best scores and progress nor overwrites them.
        data_dir: if headless { None } else { data_dir() },
        seed: args
            .seed
            .unwrap_or_else(|| if headless { 0 } else { clock_seed() }),
        level_path: args.level.clone(),
        window: size,
        practice: args.practice,
        last_choice: None,
        daily,
    };
    log::info!("seed {}", launch.seed);
    let options = WindowOptions {
        size,
        fullscreen: (args.fullscreen || settings.fullscreen) && !headless,
        headless,
    };
    let (mut ctx, event_loop) =
        app::build_context(options).map_err(|error| window_failure(&error))?;
    let device_errors = DeviceErrors::install(&ctx);
    // The device's own limit, should it be below what ggez asked for.
    let (width, height) = ctx.gfx.drawable_size();
    let window = Vec2::new(width, height);
    check_size("the window is", window, gpu::max_side(&ctx))?;
    if !headless {
        // Opened even when off, so F4 can switch it on again.
        sound::install(Sounds::new());
    }
    let mut app = App::new(&mut ctx, launch, preferences, options.fullscreen)
        .with_settings(settings, settings_file);
    if preferences_screen {
        app.open_preferences();
        if let Some(script) = &script {
            app.set_preferences_script(script)
                .map_err(|e| Failure::Usage(format!("--script: {e}")))?;
        }
    }

    if let Some(mode) = start {
        let opened = match (mode, &args.level, args.pack_board, &args.replay) {
            (_, _, _, Some(replay)) => app.open_replay(replay),
            (ModeId::SokobanEditor, Some(pack), Some(board), _) => app.open_editor(pack, board),
            _ => app.open(mode),
        };
        match opened {
            Err(message) if headless => return Err(Failure::Usage(message)),
            // The window starts on the title, which shows why.
            Err(message) => log::error!("{message}"),
            Ok(()) => {}
        }
        if let Some(script) = &script {
            app.set_script(script)
                .map_err(|e| Failure::Usage(format!("--script: {e}")))?;
        }
        if let (Some(replay), Some(file)) = (&ghost, &args.ghost) {
            app.set_ghost(replay)
                .map_err(|e| Failure::Usage(format!("--ghost {}: {e}", file.display())))?;
        }
    }

    let mut frames = args.frames.unwrap_or(0);
    if args.frame_times {
        let times = frame_times::measure(&mut ctx, &mut app, frames);
        let times = times
            .and_then(|t| device_errors.first().map_or(Ok(t), Err))
            .map_err(Failure::Runtime)?;
        outln!("{times}");
        frames = 0; // a screenshot, if asked for too, shows where they ended
    }
    if args.check_text.is_some() {
        app.record_text_boxes();
    }
    match screenshot {
        Some((mut file, path)) => {
            let png = file.file();
            app::screenshot(&mut ctx, &mut app, frames, args.help_overlay, png, &path)
                .and_then(|()| device_errors.first().map_or(Ok(()), Err))
                .map_err(Failure::Runtime)?;
            file.commit()
                .map_err(|e| Failure::Runtime(format!("cannot write {}: {e}", path.display())))?;
            if let Some(out) = &args.check_text {
                check_text(&ctx, &app, out)?;
            }
            if let Some(out) = &args.record {
                let replay = app.round_replay().unwrap_or(Err("no shooter round".into()));
                stats::write_replay(out, replay)?;
            }
            // The script asked for a save that did not happen: the run did
            // not do what it was asked, whatever the picture shows.
            if let Some(why) = app.failed_save() {
                return Err(Failure::Runtime(format!(
                    "a save the script asked for failed: {why}"
                )));
            }
            match &args.stats {
                Some(out) if preferences_screen => stats::write(out, Some(Ok(app.chosen_json()))),
                Some(out) => stats::write(out, app.stats_json()),
                None => Ok(()),
            }
        }
        None if headless => {
            if let Some(out) = &args.record {
                let replay = app.round_replay().unwrap_or(Err("no shooter round".into()));
                stats::write_replay(out, replay)?;
            }
            match &args.stats {
                Some(out) if preferences_screen => stats::write(out, Some(Ok(app.chosen_json()))),
                Some(out) => stats::write(out, app.stats_json()),
                None => Ok(()),
            }
        }
        None => app::run(ctx, event_loop, app, device_errors)
            .map_err(|e| Failure::Runtime(format!("the game stopped: {e}"))),
    }
}

/// Writes the last frame's text boxes to `out` as JSON, then fails with
/// every box that leaves the window or crosses another on its surface.
fn check_text(ctx: &ggez::Context, app: &App, out: &Path) -> Result<(), Failure> {
    let frame = app
        .text_boxes(ctx)
        .map_err(|e| Failure::Runtime(format!("measuring the text failed: {e}")))?;
    let json = serde_json::to_string_pretty(&frame)
        .map_err(|e| Failure::Runtime(format!("--check-text: {e}")))?;
    hitlab::files::write(out, &json)
        .map_err(|e| Failure::Runtime(format!("cannot write {}: {e}", out.display())))?;
    // Every screen has words: none recorded means the check measured nothing.
    if frame.boxes.is_empty() {
        return Err(Failure::Runtime(
            "--check-text: the frame recorded no text, so nothing was checked".into(),
        ));
    }
    let faults = frame.faults();
    if faults.is_empty() {
        return Ok(());
    }
    let list: Vec<String> = faults.iter().map(|f| format!("  {f}")).collect();
    Err(Failure::Runtime(format!(
        "{} of {} texts are cut or overlap:\n{}",
        faults.len(),
        frame.boxes.len(),
        list.join("\n")
    )))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn script_from_text_or_file_and_errors_name_the_source() {
        assert_eq!(load_script("30:fire").unwrap().items().len(), 1);
        let temp = tempfile::Builder::new()
            .prefix("hitlab-script-")
            .tempdir()
            .unwrap();
        let path = temp.path().join("script.txt");
        hitlab::files::write(&path, "# demo\n0:fire\n10:rotate_left*5, 20:fire\n").unwrap();
        let script = load_script(&format!("@{}", path.display())).unwrap();
        assert_eq!(script.items().len(), 3);
        hitlab::files::write(&path, "0:fire\nnope\n").unwrap();
        let err = load_script(&format!("@{}", path.display())).unwrap_err();
        assert!(
            err.contains("script file") && err.contains("line 2"),
            "{err}"
        );
        assert!(
            load_script("@/no/such/file")
                .unwrap_err()
                .contains("cannot read")
        );
    }

    // Unix only: /dev/zero is a Unix device.
    #[cfg(unix)]
    #[test]
    fn a_script_file_is_bounded_like_a_level_file() {
        let err = load_script("@/dev/zero").unwrap_err();
        assert!(err.contains("a device, not a regular file"), "{err}");
        let temp = tempfile::Builder::new()
            .prefix("hitlab-script-")
            .tempdir()
            .unwrap();
        let path = temp.path().join("huge.txt");
        let mut file = hitlab::files::AtomicFile::create(&path).unwrap();
        // Sparse: the size is there, the bytes are not written.
        file.file().set_len(9_000_000).unwrap();
        file.commit().unwrap();
        let err = load_script(&format!("@{}", path.display())).unwrap_err();
        assert!(
            err.contains("9.0 MB, larger than a script may be (8.0 MB)"),
            "{err}"
        );
    }
}
