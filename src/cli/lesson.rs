//! `hitlab lesson FILE`: a lesson in the window; `hitlab lesson export FILE
//! --out DIR`: its handout, every step rendered headless beside its caption.

use std::path::Path;

use ggez::glam::Vec2;
use hitlab::lesson::worksheet::{ANSWERS_PAGE, QUESTIONS_PAGE};
use hitlab::lesson::{Lesson, load_lesson, resources_for};
use hitlab::settings::{FILE_NAME, Settings};

use super::args::LessonArgs;
use super::failure::Failure;
use super::play::config_dir;
use super::refusals::window_failure;
use crate::app::gpu::DeviceErrors;
use crate::app::handout::{lesson_launch, write_handout};
use crate::app::{self, App, WindowOptions};
use crate::view::sound::{self, Sounds};

/// The lesson at `file`, checked before any window opens.
fn checked(file: &Path) -> Result<Lesson, Failure> {
    load_lesson(file, &resources_for(file)).map_err(|e| Failure::Usage(e.to_string()))
}

/// Presents the lesson in a window until it closes.
pub(super) fn present(args: &LessonArgs) -> Result<(), Failure> {
    let Some(file) = &args.file else {
        return Err(Failure::Usage(
            "give the lesson file: hitlab lesson FILE".into(),
        ));
    };
    let lesson = checked(file)?;
    let start = usize::try_from(args.step - 1).unwrap_or(usize::MAX);
    if start >= lesson.steps.len() {
        return Err(Failure::Usage(format!(
            "--step {}: {} has {} steps",
            args.step,
            file.display(),
            lesson.steps.len()
        )));
    }
    let launch = lesson_launch(args.size);
    // As a window played from the title: the saved settings, and the flags
    // given win for this run; changes made here are saved.
    let settings_file = config_dir().map(|dir| dir.join(FILE_NAME));
    let settings = settings_file
        .as_deref()
        .map(Settings::load_file)
        .unwrap_or_default();
    let preferences = args.preferences.over(settings.preferences());
    args.preferences
        .install_keys(&settings)
        .map_err(Failure::Usage)?;
    let locale = Some(hitlab::i18n::system_lang());
    hitlab::i18n::set_lang(hitlab::i18n::starting_lang(
        args.lang,
        settings.lang(),
        locale,
    ));
    let options = WindowOptions {
        size: args.size,
        fullscreen: args.fullscreen || settings.fullscreen,
        headless: false,
    };
    super::console::release_if_own();
    let (mut ctx, event_loop) = app::build_context(options).map_err(|e| window_failure(&e))?;
    let device_errors = DeviceErrors::install(&ctx);
    sound::install(Sounds::new());
    let mut app = App::new(&mut ctx, launch, preferences, options.fullscreen)
        .with_settings(settings, settings_file);
    app.open_lesson(file, start).map_err(Failure::Usage)?;
    app::run(ctx, event_loop, app, device_errors)
        .map_err(|e| Failure::Runtime(format!("the game stopped: {e}")))
}

/// Renders every step of `file` to `out/NN-name.png` at `size` and writes
/// `out/index.html`, and for a lesson that asks questions its worksheet
/// (`questions.html`, `answers.html`). The pictures are the step's picture alone, without the
/// presenter's chrome (no caption band, key footer, hints or PAUSED label):
/// `index.html` prints each caption beside its picture. `light` draws them
/// in the high-contrast theme, the default (dark ink on paper).
pub(super) fn export(file: &Path, out: &Path, size: Vec2, light: bool) -> Result<(), Failure> {
    let lesson = checked(file)?;
    std::fs::create_dir_all(out)
        .map_err(|e| Failure::Usage(format!("cannot make {}: {e}", out.display())))?;
    let options = WindowOptions {
        size,
        fullscreen: false,
        headless: true,
    };
    let (mut ctx, _event_loop) = app::build_context(options).map_err(|e| window_failure(&e))?;
    let device_errors = DeviceErrors::install(&ctx);
    let handout = write_handout(&mut ctx, file, &lesson, out, light, Some(&device_errors))
        .map_err(Failure::Runtime)?;
    eprintln!(
        "wrote {} pictures and {}",
        handout.pictures,
        handout.index.display()
    );
    if handout.questions == 0 {
        eprintln!("the lesson asks no questions: no worksheet");
    } else {
        eprintln!(
            "and its worksheet of {} questions: {} and {}",
            handout.questions,
            out.join(QUESTIONS_PAGE).display(),
            out.join(ANSWERS_PAGE).display()
        );
    }
    Ok(())
}
