//! `hitlab lesson FILE`: a lesson in the window (`--student`: a student's
//! own pass, `--script`: its answers headless); `hitlab lesson export FILE
//! --out DIR`: its handout, every step rendered headless beside its
//! caption; `hitlab lesson report FOLDER...`: students' answers tallied.

use std::path::{Path, PathBuf};

use ggez::glam::Vec2;
use hitlab::lesson::student::{Outcome, SessionFile, StudentSession};
use hitlab::lesson::student_script::StudentDriver;
use hitlab::lesson::worksheet::{ANSWERS_PAGE, QUESTIONS_PAGE};
use hitlab::lesson::{Lesson, load_lesson, resources_for};
use hitlab::settings::{FILE_NAME, Settings};

use super::args::LessonArgs;
use super::failure::Failure;
use super::play::{config_dir, data_dir, load_script};
use super::print::outln;
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
    let mut launch = lesson_launch(args.size);
    if args.student {
        launch.data_dir = Some(student_data_dir(args)?);
    }
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
    if args.student {
        app.open_student_lesson(file).map_err(Failure::Usage)?;
    } else {
        app.open_lesson(file, start).map_err(Failure::Usage)?;
    }
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

/// The data folder a student's answers go to: `--data-dir`, else the game's.
fn student_data_dir(args: &LessonArgs) -> Result<PathBuf, Failure> {
    args.data_dir.clone().or_else(data_dir).ok_or_else(|| {
        Failure::Usage("this system has no data folder: give one with --data-dir DIR".into())
    })
}

/// `hitlab lesson FILE --student --script ...`: the student's answers
/// played headless, each kept as it is given; the summary printed.
pub(super) fn student_headless(args: &LessonArgs) -> Result<(), Failure> {
    let (Some(file), Some(script)) = (&args.file, &args.script) else {
        return Err(Failure::Usage(
            "give the lesson file: hitlab lesson FILE --student --script ...".into(),
        ));
    };
    let lesson = checked(file)?;
    let script = load_script(script).map_err(Failure::Usage)?;
    let data = student_data_dir(args)?;
    let mut driver = StudentDriver::new(StudentSession::new(&lesson, file));
    let mut kept = SessionFile::new(&data);
    let mut failed = None;
    driver
        .play(&script, crate::view::lesson::now, |session, time| {
            if let Err(e) = kept.save(session, time) {
                failed.get_or_insert(e);
            }
        })
        .map_err(|e| Failure::Usage(e.to_string()))?;
    if let Some(e) = failed {
        let at = data.join(hitlab::lesson::student::ANSWERS_FOLDER);
        return Err(Failure::Runtime(format!(
            "cannot keep the answers in {}: {e}",
            at.display()
        )));
    }
    let session = &driver.session;
    for (i, posed) in session.posed().iter().enumerate() {
        let how = match posed.outcome() {
            Outcome::FirstTime => "right first time",
            Outcome::AfterRetry => "right after a retry",
            Outcome::NotRight => "not right",
            Outcome::Unanswered => "not answered",
        };
        outln!("question {} (step {}): {how}", i + 1, posed.step + 1);
    }
    let [first, after, not, unanswered] = session.totals();
    outln!(
        "{first} right first time, {after} right after a retry, {not} not right, {unanswered} not answered"
    );
    if let Some(path) = kept.path() {
        outln!("answers kept in {}", path.display());
    }
    Ok(())
}

/// `hitlab lesson report FOLDER... --out DIR`: the students' answers in
/// `folders` as DIR/report.csv and DIR/report.html.
pub(super) fn report(folders: &[PathBuf], out: &Path) -> Result<(), Failure> {
    let tally = hitlab::lesson::report::gather(folders).map_err(Failure::Usage)?;
    let write = |name: &str, text: String| {
        let path = out.join(name);
        hitlab::files::write(&path, text)
            .map_err(|e| Failure::Runtime(format!("cannot write {}: {e}", path.display())))
    };
    write("report.csv", tally.to_csv())?;
    write("report.html", tally.to_html())?;
    outln!(
        "{} sessions, {} questions: wrote {} and {}",
        tally.sessions,
        tally.rows.len(),
        out.join("report.csv").display(),
        out.join("report.html").display()
    );
    Ok(())
}
