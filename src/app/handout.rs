//! A lesson's handout: every step rendered through the same `draw_frame`
//! as the window, one PNG each, beside an `index.html` of the captions;
//! and for a lesson that asks, its worksheet (the questions, the answer key).
//! One home for `hitlab lesson export` (a headless context) and the lesson
//! chooser's export (the window's own context, between two frames).

use std::path::{Path, PathBuf};

use ggez::Context;
use ggez::glam::Vec2;
use hitlab::files::AtomicFile;
use hitlab::i18n;
use hitlab::lesson::handout::index_html;
#[cfg(doc)]
use hitlab::lesson::handout::paper_min_text_px;
use hitlab::lesson::worksheet::{
    ANSWERS_PAGE, QUESTIONS_PAGE, SheetQuestion, answers_html, questions_html, sheet_questions,
};
use hitlab::lesson::{LESSON_SEED, Lesson, picture_name};
use hitlab::settings::preferences::{Preferences, ThemeName};
use hitlab::sim::Script;

use super::gpu::DeviceErrors;
use super::headless::screenshot;
use super::state::App;
use crate::view::screen::Launch;

/// What every lesson screen is built from: the lesson's own seed, no
/// scores, the size drawn at.
#[must_use]
pub fn lesson_launch(size: Vec2) -> Launch {
    Launch {
        data_dir: None,
        seed: LESSON_SEED,
        level_path: None,
        window: size,
        practice: false,
        last_choice: None,
        daily: None,
    }
}

/// What [`write_handout`] wrote.
#[derive(Debug, Clone)]
pub struct Handout {
    /// The handout's page, `index.html`.
    pub index: PathBuf,
    /// How many pictures: one a step, and two a question.
    pub pictures: usize,
    /// How many questions the worksheet asks; 0: the lesson asks none, and
    /// no worksheet was written.
    pub questions: usize,
}

/// Renders every step of `lesson` (read from `file`) to `out/NN-name.png`
/// at the context's size and writes `out/index.html`. A lesson that asks
/// questions gets a worksheet beside it: `questions.html` with each
/// question's step held before its answer (`NN-name-asked.png`), and the
/// answer key `answers.html` with the step after the reveal
/// (`NN-name-revealed.png`).
/// The pictures are the step's picture alone, without the presenter's
/// chrome (no caption band, key footer, hints or PAUSED label): the index
/// prints each caption under its picture, and the text
/// is drawn for paper ([`paper_min_text_px`]). `light`: in the high-contrast
/// theme (dark ink on paper). `device_errors`, if given, are checked after
/// each picture.
pub fn write_handout(
    ctx: &mut Context,
    file: &Path,
    lesson: &Lesson,
    out: &Path,
    light: bool,
    device_errors: Option<&DeviceErrors>,
) -> Result<Handout, String> {
    std::fs::create_dir_all(out).map_err(|e| format!("cannot make {}: {e}", out.display()))?;
    // The pictures' words (the HUD) in the lesson's language, as its page
    // is; a language without a table keeps the window's.
    let window_lang = i18n::lang();
    let lesson_lang = i18n::Lang::from_code(&lesson.lang).unwrap_or(window_lang);
    if lesson_lang != window_lang {
        i18n::set_lang(lesson_lang);
    }
    let written = pictures(ctx, file, lesson, out, light, device_errors);
    if lesson_lang != window_lang {
        i18n::set_lang(window_lang);
    }
    written
}

/// [`write_handout`]'s pictures and pages, in the current language.
fn pictures(
    ctx: &mut Context,
    file: &Path,
    lesson: &Lesson,
    out: &Path,
    light: bool,
    device_errors: Option<&DeviceErrors>,
) -> Result<Handout, String> {
    let (w, h) = ctx.gfx.drawable_size();
    let theme = if light {
        ThemeName::HighContrast
    } else {
        ThemeName::Dark
    };
    let preferences = Preferences {
        theme,
        ..Preferences::default()
    };
    let mut app = App::new(ctx, lesson_launch(Vec2::new(w, h)), preferences, false);
    app.set_chrome(false);
    for (index, step) in lesson.steps.iter().enumerate() {
        app.open_lesson(file, index)?;
        // Whole or not at all: a failed step leaves the picture an earlier
        // export wrote, not half of a new one.
        let shot = (picture_name(index, step), step.setup_steps());
        picture(ctx, &mut app, out, shot, device_errors)?;
    }
    let index = out.join("index.html");
    hitlab::files::write(&index, index_html(lesson))
        .map_err(|e| format!("cannot write {}: {e}", index.display()))?;
    let sheets = sheet_questions(lesson);
    if sheets.is_empty() {
        return Ok(Handout {
            index,
            pictures: lesson.steps.len(),
            questions: 0,
        });
    }
    // The worksheet's pictures keep the questions the handout's answer.
    app.set_paper_asks(true);
    worksheet(ctx, &mut app, file, &sheets, out, device_errors)?;
    for (name, page) in [
        (QUESTIONS_PAGE, questions_html(lesson, &sheets)),
        (ANSWERS_PAGE, answers_html(lesson, &sheets)),
    ] {
        let path = out.join(name);
        hitlab::files::write(&path, page)
            .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
    }
    Ok(Handout {
        index,
        pictures: lesson.steps.len() + 2 * sheets.len(),
        questions: sheets.len(),
    })
}

/// The worksheet's two pictures of each question's step: held at its
/// question (the ray lab hiding its answer), then run on through the
/// reveal, the answer ringed.
fn worksheet(
    ctx: &mut Context,
    app: &mut App,
    file: &Path,
    sheets: &[SheetQuestion<'_>],
    out: &Path,
    device_errors: Option<&DeviceErrors>,
) -> Result<(), String> {
    let reveal = Script::parse("0:reveal").map_err(|e| e.to_string())?;
    for sheet in sheets {
        app.open_lesson(file, sheet.index)?;
        // The step holds at its question's moment however long it runs.
        let asked = (sheet.asked_picture(), sheet.question.at + 1);
        picture(ctx, app, out, asked, device_errors)?;
        app.set_script(&reveal).map_err(|e| e.to_string())?;
        let revealed = (sheet.revealed_picture(), sheet.reveal_frames());
        picture(ctx, app, out, revealed, device_errors)?;
    }
    Ok(())
}

/// Runs `frames` frames of the screen up and writes it to `out/name`,
/// whole or not at all.
fn picture(
    ctx: &mut Context,
    app: &mut App,
    out: &Path,
    (name, frames): (String, u64),
    device_errors: Option<&DeviceErrors>,
) -> Result<(), String> {
    let path = out.join(name);
    let cannot_write = |e: std::io::Error| format!("cannot write {}: {e}", path.display());
    let mut png = AtomicFile::create(&path).map_err(cannot_write)?;
    screenshot(ctx, app, frames, false, png.file(), &path)?;
    if let Some(message) = device_errors.and_then(DeviceErrors::first) {
        return Err(message);
    }
    png.commit().map_err(cannot_write)?;
    Ok(())
}

/// The user's pictures folder, else their home folder.
pub fn pictures_dir() -> Result<PathBuf, String> {
    let dirs = directories::UserDirs::new();
    dirs.as_ref()
        .and_then(|d| d.picture_dir().map(Path::to_path_buf))
        .or_else(|| dirs.as_ref().map(|d| d.home_dir().to_path_buf()))
        .ok_or_else(|| "this system names no pictures or home folder".to_owned())
}
