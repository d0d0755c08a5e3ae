//! Presents a lesson: the step's mode drawn above a caption band, page
//! turns from the keyboard or a presentation clicker, and the lesson file
//! (and the arena or pack its step loads) reloaded when saved. Which step
//! is shown (the page turns, the deck, the end of the lesson) is
//! [`Presentation`]'s, and how it is set up `hitlab::lesson`'s: this
//! screen wraps the state [`StepRun::set_up`] built in the mode's screen,
//! plays the step's script on it, forwards the rest of the input to it,
//! and draws the band.

mod band;
pub mod keys;
mod question;
mod student;

pub use student::now;

use std::path::{Path, PathBuf};

use ggez::graphics::{Canvas, Rect};
use ggez::{Context, GameResult};
use glam::Vec2;

use hitlab::i18n::{tr, tr_args};
use hitlab::lesson::student::Given;
use hitlab::lesson::{LESSON_SEED, Lesson, Presenter, StepRun, load_lesson, resources_for};
use hitlab::levels::{FileWatch, LiveFile, Rejection, Reload};
use hitlab::screens::lesson::Place;
use hitlab::screens::lesson::Presentation;
use hitlab::screens::question::{Asked, Guess};
use hitlab::screens::student::StudentPass;
use hitlab::sim::{Script, ScriptError};

use super::banner::{BannerView, ErrorBanner};
use super::keymap::{HelpLine, KeyEvent};
use super::raylab::RayLabScreen;
use super::screen::{Launch, ModeScreen, Mouse, Style};
use super::shooter::ShooterScreen;
use super::sokoban::SokobanScreen;
use super::text::{TextCache, TextSizes};
use keys::{AimWay, KEYS, LessonKey, When};

/// Of the play area's height, at most this much goes to the error banner.
const MAX_BANNER_SHARE: f32 = 0.3;

/// A lesson on screen.
pub struct LessonScreen {
    /// The step on screen, the deck around it, who holds the keys.
    presentation: Presentation,
    /// The step's mode, built afresh from its seed on every page turn.
    shown: Box<dyn ModeScreen>,
    launch: Launch,
    /// The lesson file, reloaded (and checked whole) when saved.
    live: LiveFile,
    /// The arena or pack the step on screen loads: an edit to it checks
    /// the lesson again and sets the step up afresh.
    step_file: Option<FileWatch>,
    /// Why the saved lesson (or the step's file) was not taken, or why the
    /// step could not be set up: the last good one stays.
    banner: Option<BannerView>,
    window: Vec2,
    /// Whether the lesson was opened from the lesson chooser, where Esc
    /// goes back to (else the title).
    from_chooser: bool,
    /// The step's question, if it asks one: the step holds still at its
    /// moment until the reveal.
    asked: Option<Asked>,
    /// App steps the step on screen has been played since it was set up.
    stepped: u64,
    /// Frames since the reveal, for a reveal played slowly.
    since_reveal: u64,
    /// A `--script`'s question controls (`choose_2`, `reveal`), played by
    /// the lesson at its own frame count.
    question_script: Vec<hitlab::sim::script::ScriptItem>,
    /// Frames since the script was given.
    frames: u64,
    /// A student alone: their answers, kept; the summary at the end.
    student: Option<StudentPass>,
    /// The arrows a student holds to move their aim at a point, by
    /// [`keys::AimWay::index`].
    aim_held: [bool; 4],
}

impl LessonScreen {
    /// Opens the lesson at `path` on its first step (or `start`, from 0).
    /// A lesson that does not pass its check does not open (there is no
    /// last good one yet): the problems are the error.
    pub fn open(path: &Path, launch: &Launch, start: usize) -> Result<Self, String> {
        let mut live = LiveFile::new(path);
        let Some(lesson) = live.load(load) else {
            return Err(refused(&live));
        };
        let presentation = Presentation::new(lesson, start);
        // Every lesson starts each step from the one lesson seed, whatever
        // seed the game was started with.
        let launch = Launch {
            seed: LESSON_SEED,
            // A lesson replays from its seed and leaves no scores behind.
            data_dir: None,
            ..launch.clone()
        };
        let presenter = presentation.presenter();
        let shown = build_step(presenter, path, &launch).map_err(|r| r.problems.join("\n"))?;
        let asked = Asked::of(presenter.step());
        let mut screen = Self {
            step_file: step_file(presenter),
            presentation,
            shown,
            launch: launch.clone(),
            live,
            banner: None,
            window: launch.window,
            from_chooser: false,
            asked,
            stepped: 0,
            since_reveal: 0,
            question_script: Vec::new(),
            frames: 0,
            student: None,
            aim_held: [false; 4],
        };
        screen.resize(launch.window);
        Ok(screen)
    }

    /// Every lesson under `resources/lessons/` in the window's language
    /// (`hitlab::lesson::lessons_in_language`), in name order, presented
    /// one after another: past the last step of one comes the next.
    pub fn shipped(launch: &Launch) -> Result<Self, String> {
        // The lessons in the window's language (English where it has none).
        let deck = hitlab::lesson::lessons_in_language(
            &lesson_files(),
            hitlab::i18n::lang().code(),
            hitlab::lesson::lesson_language,
        );
        let first = deck.first().ok_or_else(|| tr("lesson-none-shipped"))?;
        let screen = Self::open(first, launch, 0)?;
        Ok(Self {
            presentation: screen.presentation.first_of(deck),
            ..screen
        })
    }

    /// This lesson shown without its questions, every step played through
    /// as its caption explains it (a handout's pictures).
    #[must_use]
    pub fn answered(self) -> Self {
        Self {
            asked: None,
            ..self
        }
    }

    /// This lesson for a student alone, their answers kept under
    /// `data_dir` (nowhere without one): each question waits for their
    /// answer, and the lesson ends on a summary.
    #[must_use]
    pub fn for_student(self, data_dir: Option<&Path>) -> Self {
        let presenter = self.presentation.presenter();
        let pass = StudentPass::new(presenter.lesson(), self.live.path(), data_dir);
        Self {
            asked: self.asked.map(Asked::for_student),
            student: Some(pass),
            ..self
        }
    }

    /// The question of the step on screen, put to a student if one is
    /// working alone.
    fn ask_step(&self) -> Option<Asked> {
        let asked = Asked::of(self.presentation.presenter().step())?;
        Some(if self.student.is_some() {
            asked.for_student()
        } else {
            asked
        })
    }

    /// A student answers the step's question with `given`: kept, and the
    /// answer revealed.
    fn student_answers(&mut self, given: Given) {
        let step = self.presentation.presenter().current();
        let (Some(pass), Some(asked)) = (self.student.as_mut(), self.asked.as_mut()) else {
            return;
        };
        if pass.answer(step, given, &student::now()).is_some() {
            asked.reveal();
        }
    }

    /// Whether a student types a number for the question waiting.
    fn typing(&self) -> bool {
        self.student.is_some()
            && self.asking()
            && self.asked.as_ref().is_some_and(|a| {
                matches!(
                    a.question().kind,
                    hitlab::lesson::question::QuestionKind::Number { .. }
                )
            })
    }

    /// Whether a student aims at a point for the question waiting.
    fn aiming(&self) -> bool {
        self.student.is_some()
            && self.asking()
            && self
                .asked
                .as_ref()
                .is_some_and(|a| a.question().kind == hitlab::lesson::question::QuestionKind::Point)
    }

    /// Moves a student's aim by `by`, world units: from their point if
    /// they have one (a click, then the arrows), else from the middle of
    /// the scene's view.
    fn move_aim(&mut self, by: Vec2) {
        let start = match self.asked.as_ref().and_then(Asked::guess) {
            Some(Guess::Point(p)) => p,
            _ => self
                .shown
                .camera()
                .map_or(Vec2::ZERO, |camera| camera.center),
        };
        if let Some(asked) = self.asked.as_mut() {
            asked.aim(start + by);
        }
    }

    /// Sets the step on screen up from its seed: the same picture every time.
    fn show_step(&mut self) {
        let presenter = self.presentation.presenter();
        self.step_file = step_file(presenter);
        match build_step(presenter, self.live.path(), &self.launch) {
            Ok(shown) => {
                self.shown = shown;
                self.shown.resize(play_area(self.window));
                self.asked = self.ask_step();
                self.stepped = 0;
                self.since_reveal = 0;
                self.aim_held = [false; 4];
            }
            Err(rejection) => {
                let banner = ErrorBanner::new(&rejection, "banner-step-before");
                self.banner = Some(banner.into());
            }
        }
    }

    fn lesson_key(&mut self, key: LessonKey) {
        // The deck's next lesson (or the one before), read when a page
        // turns to it: if it does not load, the banner says why.
        let (live, banner) = (&mut self.live, &mut self.banner);
        let next_lesson = |path: &Path| {
            let mut next = LiveFile::new(path);
            let lesson = next.load(load);
            if lesson.is_some() {
                *live = next;
                *banner = None;
            } else {
                *banner = BannerView::refused(&next, "banner-staying-on-lesson");
            }
            lesson
        };
        let moved = match key {
            LessonKey::Forward => self.presentation.forward(next_lesson),
            LessonKey::Back => self.presentation.back(next_lesson),
            LessonKey::Reset => {
                // A student tries the step again: its question waits anew.
                let step = self.presentation.presenter().current();
                if let Some(pass) = self.student.as_mut() {
                    pass.retry(step);
                }
                self.presentation.reset()
            }
            LessonKey::ClassPlays => {
                let class_plays = self.presentation.toggle_class_plays();
                self.shown.focus_lost();
                if class_plays {
                    self.shown.hand_over();
                }
                false
            }
            LessonKey::Choice(index) => {
                if let Some(asked) = self.asked.as_mut()
                    && asked.choose(index)
                {
                    self.student_answers(Given::Choice(index));
                }
                false
            }
            LessonKey::Type(c) => {
                if let Some(pass) = self.student.as_mut() {
                    pass.type_char(c);
                }
                false
            }
            LessonKey::Erase => {
                if let Some(pass) = self.student.as_mut() {
                    pass.erase();
                }
                false
            }
            LessonKey::Submit if self.aiming() => {
                if let Some(Guess::Point(p)) = self.asked.as_ref().and_then(Asked::guess) {
                    self.student_answers(Given::Point(p));
                }
                false
            }
            LessonKey::Aim(way) => {
                // A press moves the aim at once; held, it moves every step.
                self.move_aim(way.step());
                self.aim_held[way.index()] = true;
                false
            }
            LessonKey::Submit => {
                let typed = self.student.as_ref().and_then(StudentPass::typed_number);
                if let (Some(n), Some(asked)) = (typed, self.asked.as_mut())
                    && asked.type_number(n)
                {
                    self.student_answers(Given::Number(n));
                }
                false
            }
            LessonKey::Skip => {
                if let Some(asked) = self.asked.as_mut() {
                    asked.skip();
                }
                false
            }
            LessonKey::Reveal => {
                if let Some(asked) = self.asked.as_mut() {
                    asked.reveal();
                }
                false
            }
        };
        if moved {
            self.show_step();
        }
    }

    /// Shows what a poll of the lesson file found; `force` (the step's
    /// arena or pack changed) checks the lesson again even if it did not.
    /// Whether a question waits for its reveal while the teacher presents:
    /// its keys (and a click, for a point) are the lesson's.
    fn asking(&self) -> bool {
        !self.presentation.class_plays() && self.asked.as_ref().is_some_and(Asked::holds)
    }

    /// Whether the step holds still for its question: it has reached the
    /// question's moment, and the answer is not yet revealed.
    fn held(&self) -> bool {
        self.asked
            .as_ref()
            .is_some_and(|a| a.holds() && self.stepped >= a.question().at)
    }

    fn reload(&mut self, force: bool) -> bool {
        let polled = if force {
            match self.live.load(load) {
                Some(lesson) => Reload::Loaded(lesson),
                None => Reload::Refused,
            }
        } else {
            self.live.poll(load)
        };
        let changed = BannerView::follow(
            &mut self.banner,
            &self.live,
            &polled,
            "banner-last-good-lesson",
        );
        if let Reload::Loaded(lesson) = polled {
            // An edit to the step's own file changes the step though the
            // lesson's text did not.
            if self.presentation.replace(lesson, force) {
                self.show_step();
            }
        }
        changed
    }
}

/// Why a lesson file was refused, one problem a line.
fn refused(live: &LiveFile) -> String {
    match live.rejection() {
        Some(r) => format!(
            "{}:\n{}",
            hitlab::screens::banner::refused(r),
            r.problems.join("\n")
        ),
        None => tr_args(
            "lesson-not-loaded",
            &[("path", live.path().display().to_string().into())],
        ),
    }
}

/// A watch on the arena or pack the step on screen loads.
fn step_file(presenter: &Presenter) -> Option<FileWatch> {
    presenter.step().scene.loaded_file().map(FileWatch::new)
}

/// The lesson file, its paths against the `resources/` above its
/// `lessons/` folder, else the one the game uses.
fn load(path: &Path) -> Result<Lesson, Rejection> {
    Ok(load_lesson(path, &resources_for(path))?)
}

/// The step's mode screen, built from the state the lesson set up (the
/// one set-up, [`StepRun::set_up`], that the handout and the tests use),
/// with the step's script to play on it.
fn build_step(
    presenter: &Presenter,
    lesson_path: &Path,
    launch: &Launch,
) -> Result<Box<dyn ModeScreen>, Rejection> {
    let step = presenter.step();
    let failed = |e: String| {
        let args = [("step", presenter.counter().into()), ("problem", e.into())];
        Rejection::whole(lesson_path, tr_args("lesson-step-problem", &args))
    };
    let mut shown: Box<dyn ModeScreen> = match StepRun::set_up(step, launch.seed).map_err(failed)? {
        StepRun::Shooter(game) => Box::new(ShooterScreen::for_step(*game, launch)),
        StepRun::RayLab(lab) => Box::new(RayLabScreen::for_step(*lab, launch)),
        StepRun::Sokoban(session) => Box::new(SokobanScreen::for_step(*session, launch)),
    };
    shown
        .set_script(&step.script)
        .map_err(|e| failed(e.to_string()))?;
    Ok(shown)
}

/// A waiting question's kind and number of choices, for the band's keys.
fn waiting(question: &hitlab::lesson::question::Question) -> (&'static str, usize) {
    let choices = match &question.kind {
        hitlab::lesson::question::QuestionKind::Choose { choices, .. } => choices.len(),
        _ => 0,
    };
    (question.kind.key(), choices)
}

/// The play area: the window above the caption band.
fn play_area(window: Vec2) -> Vec2 {
    Vec2::new(window.x, (window.y - band::height(window)).max(1.0))
}

/// Every lesson the game has (`lessons/*.toml`: the shipped ones, and any
/// in the player's levels folder or another resources folder), in name
/// order, each as the path it is read from.
fn lesson_files() -> Vec<PathBuf> {
    let resources = hitlab::resources::current();
    resources
        .files_of(hitlab::resources::LESSONS)
        .iter()
        .map(|name| resources.resolve(name))
        .collect()
}

impl ModeScreen for LessonScreen {
    fn name(&self) -> String {
        tr("mode-lesson")
    }

    fn set_script(&mut self, script: &Script) -> Result<(), ScriptError> {
        // The question's controls are the lesson's, played on its own
        // frames; the rest is the step's mode's.
        let (asking, rest) = script.partition(|name| keys::question_control(name).is_some());
        self.question_script = asking.items().to_vec();
        self.frames = 0;
        if asking.items().is_empty() || !rest.items().is_empty() {
            self.shown.set_script(&rest)?;
        }
        Ok(())
    }

    fn key(&mut self, event: &KeyEvent, down: bool) -> bool {
        let presenting = !self.presentation.class_plays();
        let asking = self.asking();
        let typing = self.typing();
        let aiming = self.aiming();
        // An arrow let go stops the aim, whatever holds by then.
        if !down && let Some(LessonKey::Aim(way)) = KEYS.control(event, |w| w == When::Aiming) {
            self.aim_held[way.index()] = false;
        }
        let lesson_key = KEYS.control(event, |w| match w {
            When::Presenting => presenting,
            When::Asking => asking,
            When::Typing => typing,
            When::Aiming => aiming,
        });
        match lesson_key {
            Some(key) if down => {
                self.lesson_key(key);
                true
            }
            // A lesson key's release is the lesson's, not the mode's.
            Some(_) => true,
            None => self.shown.key(event, down),
        }
    }

    fn mouse(&mut self, event: Mouse) {
        // While a point question waits, a click is the class's guess.
        if let Mouse::Down(at) = event
            && self.asking()
            && let (Some(asked), Some(camera)) = (self.asked.as_mut(), self.shown.camera())
            && asked.click(at, &camera)
        {
            if let Some(Guess::Point(p)) = self.asked.as_ref().and_then(Asked::guess) {
                self.student_answers(Given::Point(p));
            }
            return;
        }
        self.shown.mouse(event);
    }

    fn step(&mut self) {
        let due: Vec<LessonKey> = self
            .question_script
            .iter()
            .filter(|item| item.start == self.frames)
            .filter_map(|item| keys::question_control(&item.control))
            .filter(|key| !matches!(key, LessonKey::Aim(_)))
            .collect();
        // A script's aim moves every step it is held, as a held arrow does.
        let frame = self.frames;
        let scripted_aim: Vec2 = self
            .question_script
            .iter()
            .filter(|item| item.start <= frame && frame < item.start + item.steps)
            .filter_map(|item| match keys::question_control(&item.control) {
                Some(LessonKey::Aim(way)) => Some(way.step()),
                _ => None,
            })
            .sum();
        self.frames += 1;
        for key in due {
            self.lesson_key(key);
        }
        if self.aiming() {
            let held: Vec2 = AimWay::ALL
                .iter()
                .filter(|w| self.aim_held[w.index()])
                .map(|w| w.step())
                .sum();
            let by = held + scripted_aim;
            if by != Vec2::ZERO {
                self.move_aim(by);
            }
        } else {
            self.aim_held = [false; 4];
        }
        if self.held() {
            return;
        }
        if let Some(asked) = self.asked.as_ref().filter(|a| a.revealed()) {
            // A slow reveal plays one app step every 2^slow frames.
            self.since_reveal += 1;
            if !self
                .since_reveal
                .is_multiple_of(1 << asked.question().slow.min(16))
            {
                return;
            }
        }
        self.shown.step();
        self.stepped += 1;
    }

    fn resize(&mut self, size: Vec2) {
        self.window = size;
        self.shown.resize(play_area(size));
    }

    fn poll_files(&mut self) -> bool {
        let step_file_changed = self.step_file.as_mut().is_some_and(FileWatch::changed);
        self.reload(step_file_changed)
    }

    fn still(&self) -> bool {
        self.held() || self.shown.still()
    }

    fn focus_lost(&mut self) {
        self.shown.focus_lost();
    }

    fn opened_from(&mut self, chooser: Option<hitlab::screens::navigation::ModeId>) {
        self.from_chooser = chooser == Some(hitlab::screens::navigation::ModeId::LessonList);
    }

    fn draw(
        &mut self,
        ctx: &mut Context,
        canvas: &mut Canvas,
        style: &Style,
        texts: &mut TextCache,
    ) -> GameResult {
        // A handout's picture is the step alone: its caption is printed
        // under it, so no band takes its room.
        let area = if style.chrome {
            play_area(style.window)
        } else {
            style.window
        };
        let inner = Style {
            window: area,
            // The play area's body size, but never below the whole window's
            // projector minimum.
            text_px: TextSizes::for_window(area).body.max(style.min_text_px),
            ..*style
        };
        let class_plays = self.presentation.class_plays();
        self.shown.page_keys_taken(!class_plays);
        let waits = self.asked.as_ref().is_some_and(Asked::holds);
        self.shown.hide_answers(waits);
        let presenter = self.presentation.presenter();
        let counter = presenter.counter();
        let view = band::BandView {
            title: &presenter.lesson().title,
            caption: &presenter.step().caption,
            counter: &counter,
            seat: keys::Seat {
                class_plays,
                place: self.presentation.place(),
                from_chooser: self.from_chooser,
                student: self.student.is_some(),
                waiting: self
                    .asked
                    .as_ref()
                    .filter(|a| a.holds())
                    .map(|a| waiting(a.question())),
            },
        };
        // The lesson's own `font`, if it names one, draws its words first.
        let font = presenter.lesson().font.clone();
        // The band is measured before anything is drawn (see BandLayout).
        let band = if style.chrome {
            let font = font.clone();
            Some(texts.with_own_font(font, |texts| band::lay_out(ctx, style, texts, &view))?)
        } else {
            None
        };
        // A student's summary covers the step: its question card is not drawn.
        let summary = self.student.is_some() && self.presentation.place() == Place::Ended;
        let card = match (&self.asked, style.chrome && !summary) {
            (Some(asked), true) => {
                let step = self.presentation.presenter().current();
                let student = self
                    .student
                    .as_ref()
                    .map(|pass| question::StudentLine {
                        typed: pass.typed(),
                        right: pass.verdict(step),
                    })
                    .unwrap_or_default();
                Some(question::lay_out(ctx, style, texts, asked, area, student)?)
            }
            _ => None,
        };
        self.shown.draw(ctx, canvas, &inner, texts)?;
        match (&self.asked, &card, self.shown.camera()) {
            (Some(asked), Some(card), camera) => {
                question::draw(ctx, canvas, style, texts, asked, card, camera.as_ref())?;
            }
            // A worksheet's picture: the answer ringed in the scene, its
            // words on the page beside it.
            (Some(asked), None, Some(camera)) => {
                question::draw_points(ctx, canvas, style, asked, &camera)?;
            }
            _ => {}
        }
        if let Some(banner) = &mut self.banner {
            banner.draw_over(ctx, canvas, &inner, texts, 0.0, MAX_BANNER_SHARE)?;
        }
        let Some(band) = band else {
            return Ok(());
        };
        let font_again = font.clone();
        texts.with_own_font(font, |texts| {
            band::draw(ctx, canvas, style, texts, &view, &band)
        })?;
        // A student's lesson ends on how they did, over everything.
        if let Some(pass) = &self.student
            && self.presentation.place() == Place::Ended
        {
            let summary = pass.summary(&self.presentation.presenter().lesson().title);
            texts.with_own_font(font_again, |texts| {
                student::draw_summary(ctx, canvas, style, texts, &summary)
            })?;
        }
        Ok(())
    }

    fn own_seed(&self) -> Option<u64> {
        Some(LESSON_SEED)
    }

    fn keep_clear(&self) -> Vec<Rect> {
        self.shown.keep_clear()
    }

    fn help(&self) -> Vec<HelpLine> {
        let mut lines = keys::help_lines();
        lines.extend(self.shown.help());
        lines
    }

    #[cfg(test)]
    fn fingerprint(&self) -> String {
        self.shown.fingerprint()
    }

    fn round_report(&self) -> Option<hitlab::modes::shooter::RoundReport> {
        self.shown.round_report()
    }
}

#[cfg(test)]
mod tests;
