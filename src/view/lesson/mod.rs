//! Presents a lesson: the step's mode drawn above a caption band, page
//! turns from the keyboard or a presentation clicker, and the lesson file
//! reloaded when it is saved. Which step is shown and how it is set up is
//! `hitlab::modes::lesson`'s; this screen builds the step's mode screen,
//! forwards the rest of the input to it, and draws the band.

mod band;
pub mod keys;

use std::path::{Path, PathBuf};

use ggez::graphics::Canvas;
use ggez::{Context, GameResult};
use glam::Vec2;

use hitlab::levels::FileWatch;
use hitlab::levels::lesson::{Lesson, StepScene, load_lesson, resources_for};
use hitlab::modes::lesson::{LESSON_SEED, Presenter};
use hitlab::sim::{Script, ScriptError};

use super::keymap::{HelpLine, KeyEvent};
use super::raylab::RayLabScreen;
use super::screen::{Launch, ModeScreen, Mouse, Style};
use super::shooter::ShooterScreen;
use super::sokoban::SokobanScreen;
use super::text::{TextCache, TextSizes};
use keys::{KEYS, LessonKey, When};

/// A lesson on screen.
pub struct LessonScreen {
    presenter: Presenter,
    /// The step's mode, built afresh from its seed on every page turn.
    shown: Box<dyn ModeScreen>,
    launch: Launch,
    watch: FileWatch,
    /// Why the saved lesson was not taken (the last good one stays).
    error: Option<String>,
    /// Enter hands the arrows and Space to the class: they play the step
    /// instead of turning pages (Page Down / Page Up always turn them).
    class_plays: bool,
    window: Vec2,
    /// The lessons presented one after another (the title's Lessons entry:
    /// every shipped lesson), and which is on screen; empty for one lesson.
    deck: Vec<PathBuf>,
}

impl LessonScreen {
    /// Opens the lesson at `path` on its first step (or `start`, from 0).
    pub fn open(path: &Path, launch: &Launch, start: usize) -> Result<Self, String> {
        let lesson = load(path)?;
        let mut presenter = Presenter::new(lesson);
        presenter.go_to(start);
        // Every lesson starts each step from the one lesson seed, whatever
        // seed the game was started with.
        let launch = Launch {
            seed: LESSON_SEED,
            ..launch.clone()
        };
        let shown = build_step(&presenter, &launch)?;
        let mut screen = Self {
            presenter,
            shown,
            launch: launch.clone(),
            watch: FileWatch::new(path),
            error: None,
            class_plays: false,
            window: launch.window,
            deck: Vec::new(),
        };
        screen.resize(launch.window);
        Ok(screen)
    }

    /// Every lesson under `resources/lessons/`, in name order, presented
    /// one after another: past the last step of one comes the next.
    pub fn shipped(launch: &Launch) -> Result<Self, String> {
        let dir = lessons_dir(&launch.resources_dir);
        let mut deck: Vec<PathBuf> = std::fs::read_dir(&dir)
            .map_err(|e| format!("{}: {e}", dir.display()))?
            .filter_map(|entry| entry.ok().map(|e| e.path()))
            .filter(|path| path.extension().is_some_and(|e| e == "toml"))
            .collect();
        deck.sort();
        let first = deck
            .first()
            .ok_or_else(|| format!("no lessons (.toml) in {}", dir.display()))?;
        let mut screen = Self::open(first, launch, 0)?;
        screen.deck = deck;
        Ok(screen)
    }

    /// Goes on to the next lesson of the deck (`forward`, on its first
    /// step) or the one before (on its last). False if there is none.
    fn next_lesson(&mut self, forward: bool) -> bool {
        let Some(at) = self.deck.iter().position(|p| p == self.watch.path()) else {
            return false;
        };
        let next = if forward {
            at + 1
        } else {
            match at.checked_sub(1) {
                Some(i) => i,
                None => return false,
            }
        };
        let Some(path) = self.deck.get(next).cloned() else {
            return false;
        };
        match load(&path) {
            Ok(lesson) => {
                let last = lesson.steps.len().saturating_sub(1);
                self.presenter = Presenter::new(lesson);
                self.presenter.go_to(if forward { 0 } else { last });
                self.watch = FileWatch::new(path);
                self.error = None;
                true
            }
            Err(e) => {
                log::error!("{e}");
                self.error = Some(e);
                false
            }
        }
    }

    /// Sets the step on screen up from its seed: the same picture every time.
    fn show_step(&mut self) {
        self.class_plays = false;
        match build_step(&self.presenter, &self.launch) {
            Ok(shown) => {
                self.shown = shown;
                self.shown.resize(play_area(self.window));
            }
            Err(e) => {
                log::error!("{e}");
                self.error = Some(e);
            }
        }
    }

    fn lesson_key(&mut self, key: LessonKey) {
        let moved = match key {
            LessonKey::Forward => self.presenter.forward() || self.next_lesson(true),
            LessonKey::Back => self.presenter.back() || self.next_lesson(false),
            LessonKey::Reset => true,
            LessonKey::ClassPlays => {
                self.class_plays = !self.class_plays;
                self.shown.focus_lost();
                false
            }
        };
        if moved {
            self.show_step();
        }
    }

    fn reload(&mut self) {
        match load(self.watch.path()) {
            Ok(lesson) => {
                self.error = None;
                if self.presenter.replace(lesson) {
                    self.show_step();
                }
            }
            Err(e) => {
                log::error!("{e}\n(keeping the last good lesson)");
                self.error = Some(e);
            }
        }
    }
}

/// The lesson file, its paths against the `resources/` above its
/// `lessons/` folder, else the one the game uses.
fn load(path: &Path) -> Result<Lesson, String> {
    load_lesson(path, &resources_for(path)).map_err(|e| e.to_string())
}

/// The step's mode screen, set up from the seed: views, scene or level,
/// then its script.
fn build_step(presenter: &Presenter, launch: &Launch) -> Result<Box<dyn ModeScreen>, String> {
    let step = presenter.step();
    let launch = Launch {
        // A lesson replays from its seed and leaves no scores behind.
        data_dir: None,
        level_path: match &step.scene {
            StepScene::Shooter { arena_path, .. } => Some(arena_path.clone()),
            StepScene::Sokoban { pack_path, .. } => Some(pack_path.clone()),
            StepScene::RayLab { .. } => None,
        },
        ..launch.clone()
    };
    let failed = |e: ggez::GameError| format!("step {}: {e}", presenter.counter());
    let mut shown: Box<dyn ModeScreen> = match &step.scene {
        StepScene::Shooter { views, .. } => {
            let mut screen = ShooterScreen::new(&launch).map_err(failed)?;
            screen.teach(views);
            Box::new(screen)
        }
        StepScene::RayLab { scene, case } => {
            let mut screen = RayLabScreen::new(&launch).map_err(failed)?;
            screen.teach(*scene, *case);
            Box::new(screen)
        }
        StepScene::Sokoban { level, .. } => {
            let mut screen = SokobanScreen::new(&launch).map_err(failed)?;
            screen.teach(*level);
            Box::new(screen)
        }
    };
    shown
        .set_script(&step.script)
        .map_err(|e| format!("step {}: {e}", presenter.counter()))?;
    Ok(shown)
}

/// The play area: the window above the caption band.
fn play_area(window: Vec2) -> Vec2 {
    Vec2::new(window.x, (window.y - band::height(window)).max(1.0))
}

/// Where lesson files are looked for by the title's Lessons entry.
pub fn lessons_dir(resources: &Path) -> PathBuf {
    resources.join("lessons")
}

impl ModeScreen for LessonScreen {
    fn name(&self) -> &'static str {
        "Lesson"
    }

    fn set_script(&mut self, script: &Script) -> Result<(), ScriptError> {
        self.shown.set_script(script)
    }

    fn key(&mut self, event: &KeyEvent, down: bool) -> bool {
        let presenting = !self.class_plays;
        let lesson_key = KEYS.control(event, |w| match w {
            When::Presenting => presenting,
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
        self.shown.mouse(event);
    }

    fn step(&mut self) {
        self.shown.step();
    }

    fn resize(&mut self, size: Vec2) {
        self.window = size;
        self.shown.resize(play_area(size));
    }

    fn poll_files(&mut self) -> bool {
        let reloaded = self.watch.changed();
        if reloaded {
            self.reload();
        }
        self.shown.poll_files() || reloaded
    }

    fn still(&self) -> bool {
        self.shown.still()
    }

    fn focus_lost(&mut self) {
        self.shown.focus_lost();
    }

    fn draw(
        &mut self,
        ctx: &mut Context,
        canvas: &mut Canvas,
        style: &Style,
        texts: &mut TextCache,
    ) -> GameResult {
        let area = play_area(style.window);
        let inner = Style {
            window: area,
            text_px: TextSizes::for_window(area).body,
            ..*style
        };
        self.shown.page_keys_taken(!self.class_plays);
        self.shown.draw(ctx, canvas, &inner, texts)?;
        let view = band::BandView {
            title: &self.presenter.lesson().title,
            caption: &self.presenter.step().caption,
            counter: &self.presenter.counter(),
            error: self.error.as_deref(),
            class_plays: self.class_plays,
        };
        band::draw(ctx, canvas, style, texts, &view)
    }

    fn own_seed(&self) -> Option<u64> {
        Some(LESSON_SEED)
    }

    fn help(&self) -> Vec<HelpLine> {
        let mut lines = keys::help_lines();
        lines.extend(self.shown.help());
        lines
    }

    fn stats_json(&self) -> Option<Result<String, String>> {
        self.shown.stats_json()
    }
}
