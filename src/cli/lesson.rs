//! `hitlab lesson FILE`: a lesson in the window; `hitlab lesson export FILE
//! --out DIR`: its handout, every step rendered headless beside its caption.

use std::fs::File;
use std::path::Path;

use ggez::glam::Vec2;
use hitlab::lesson::handout::index_html;
use hitlab::lesson::{LESSON_SEED, Lesson, load_lesson, picture_name, resources_for};

use super::args::LessonArgs;
use super::failure::Failure;
use super::refusals::window_failure;
use crate::app::gpu::DeviceErrors;
use crate::app::{self, App, WindowOptions};
use crate::view::screen::Launch;
use crate::view::sound::{self, Sounds};

fn launch(size: Vec2) -> Result<Launch, Failure> {
    Ok(Launch {
        data_dir: None,
        seed: LESSON_SEED,
        level_path: None,
        window: size,
        practice: false,
    })
}

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
    let launch = launch(args.size)?;
    let options = WindowOptions {
        size: args.size,
        fullscreen: args.fullscreen,
        headless: false,
    };
    let (mut ctx, event_loop) = app::build_context(options).map_err(|e| window_failure(&e))?;
    let device_errors = DeviceErrors::install(&ctx);
    sound::install(Sounds::new());
    let mut app = App::new(&mut ctx, launch, args.high_contrast, args.fullscreen);
    app.open_lesson(file, start).map_err(Failure::Usage)?;
    app::run(ctx, event_loop, app, device_errors)
        .map_err(|e| Failure::Runtime(format!("the game stopped: {e}")))
}

/// Renders every step of `file` to `out/NN-name.png` at `size` and writes
/// `out/index.html`. The pictures are the step's picture alone, without the
/// presenter's chrome (no caption band, key footer, hints or PAUSED label):
/// `index.html` prints each caption beside its picture. `light` draws them
/// in the high-contrast theme, the default (dark ink on paper).
pub(super) fn export(file: &Path, out: &Path, size: Vec2, light: bool) -> Result<(), Failure> {
    let lesson = checked(file)?;
    std::fs::create_dir_all(out)
        .map_err(|e| Failure::Usage(format!("cannot make {}: {e}", out.display())))?;
    let launch = launch(size)?;
    let options = WindowOptions {
        size,
        fullscreen: false,
        headless: true,
    };
    let (mut ctx, _event_loop) = app::build_context(options).map_err(|e| window_failure(&e))?;
    let device_errors = DeviceErrors::install(&ctx);
    let mut app = App::new(&mut ctx, launch, light, false);
    app.set_chrome(false);
    for (index, step) in lesson.steps.iter().enumerate() {
        app.open_lesson(file, index).map_err(Failure::Runtime)?;
        let path = out.join(picture_name(index, step));
        let png = File::create(&path)
            .map_err(|e| Failure::Usage(format!("cannot write {}: {e}", path.display())))?;
        app::screenshot(&mut ctx, &mut app, step.setup_steps(), false, png, &path)
            .and_then(|()| device_errors.first().map_or(Ok(()), Err))
            .map_err(Failure::Runtime)?;
    }
    let index = out.join("index.html");
    std::fs::write(&index, index_html(&lesson))
        .map_err(|e| Failure::Usage(format!("cannot write {}: {e}", index.display())))?;
    eprintln!(
        "wrote {} pictures and {}",
        lesson.steps.len(),
        index.display()
    );
    Ok(())
}
