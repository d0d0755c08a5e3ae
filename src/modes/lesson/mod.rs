//! Presenting a lesson: which step is shown, page turns, and how a step's
//! scene is set up from its seed. The window (`src/view/lesson/`) asks
//! these and draws; it decides nothing.
//!
//! Every step starts from its seed: a page turn (either way) or a reset
//! builds the step's mode afresh, sets its teaching views, and plays its
//! script, so going back shows the same picture again. [`StepRun`] does
//! that without a window, for tests and to check a lesson plays.

pub mod handout;

use crate::levels::arena::Arena;
use crate::levels::lesson::{Lesson, ShooterViews, Step, StepScene};
use crate::levels::sokoban::Pack;
use crate::modes::raylab::{LabControl, RayLab};
use crate::modes::shooter::{ShooterControl, ShooterGame};
use crate::modes::sokoban::{Session, SokobanControl};
use crate::sim::script::ScriptPlayer;
use crate::sim::{Control, ControlFrame, Script};

/// The seed every step of every lesson starts from, so a step shows the
/// same picture in class, on the handout and when a teacher rehearses.
pub const LESSON_SEED: u64 = 0;

/// A lesson and the step on screen.
#[derive(Debug, Clone, PartialEq)]
pub struct Presenter {
    lesson: Lesson,
    current: usize,
}

impl Presenter {
    /// The lesson on its first step.
    #[must_use]
    pub fn new(lesson: Lesson) -> Self {
        Self { lesson, current: 0 }
    }

    /// The lesson presented.
    #[must_use]
    pub fn lesson(&self) -> &Lesson {
        &self.lesson
    }

    /// Index of the step on screen, from 0.
    #[must_use]
    pub fn current(&self) -> usize {
        self.current
    }

    /// The step on screen.
    #[must_use]
    pub fn step(&self) -> &Step {
        &self.lesson.steps[self.current]
    }

    /// Goes to the next step; false on the last (nothing changes).
    pub fn forward(&mut self) -> bool {
        let next = self.current + 1 < self.lesson.steps.len();
        self.current += usize::from(next);
        next
    }

    /// Goes to the step before; false on the first.
    pub fn back(&mut self) -> bool {
        let back = self.current > 0;
        self.current -= usize::from(back);
        back
    }

    /// Goes to step `index` (from 0), the last if past it.
    pub fn go_to(&mut self, index: usize) {
        self.current = index.min(self.lesson.steps.len().saturating_sub(1));
    }

    /// An edited lesson replaces this one, staying on the same step (the
    /// last, if the edit removed steps). True if the step on screen changed
    /// and so must be set up again.
    pub fn replace(&mut self, lesson: Lesson) -> bool {
        let before = self.lesson.steps.get(self.current).cloned();
        self.lesson = lesson;
        self.go_to(self.current);
        before.as_ref() != Some(self.step())
    }

    /// "3 / 9": the step on screen, counted from 1, and how many there are.
    #[must_use]
    pub fn counter(&self) -> String {
        format!("{} / {}", self.current + 1, self.lesson.steps.len())
    }
}

/// Sets a fresh game to the step's teaching views.
pub fn apply_views(views: &ShooterViews, game: &mut ShooterGame) {
    game.debug = views.debug;
    if views.inset && game.selected.is_none() {
        game.select_next();
    }
    game.slow_level = views.slow_motion;
    if let Some(detection) = views.detection {
        game.detection = detection;
    }
    game.practice = views.practice;
}

/// Opens the step's scene and case in a lab.
pub fn open_scene(lab: &mut RayLab, scene: usize, case: usize) {
    lab.open(scene);
    lab.load_case(case);
}

/// Opens level `level` (counted from 1, as a lesson file names it) of the
/// session's pack.
pub fn open_level(session: &mut Session, level: usize) {
    session.open(level.saturating_sub(1));
}

/// A step played without a window: its mode built from the seed, its views
/// set, its script played to the end.
pub enum StepRun {
    /// A shooter step.
    Shooter(Box<ShooterGame>),
    /// A ray lab step.
    RayLab(Box<RayLab>),
    /// A Sokoban step.
    Sokoban(Box<Session>),
}

/// Plays `script` on `state` through `step` to its end.
fn play<C: Control, S>(
    script: &Script,
    state: &mut S,
    mut step: impl FnMut(&mut S, &ControlFrame<C>),
) -> Result<(), String> {
    let mut player: ScriptPlayer<C> = script.player().map_err(|e| e.to_string())?;
    while !player.finished() {
        let frame = player.next_frame();
        step(state, &frame);
    }
    Ok(())
}

impl StepRun {
    /// `step` set up from `seed`, as the presenter shows it once its
    /// script has played.
    pub fn play(step: &Step, seed: u64) -> Result<Self, String> {
        match &step.scene {
            StepScene::Shooter { arena, views, .. } => {
                let mut game = shooter_game(arena, views, seed)?;
                play::<ShooterControl, _>(&step.script, &mut game, |g, frame| {
                    g.step(frame);
                })?;
                Ok(Self::Shooter(Box::new(game)))
            }
            StepScene::RayLab { scene, case } => {
                let mut lab = RayLab::new();
                open_scene(&mut lab, *scene, *case);
                play::<LabControl, _>(&step.script, &mut lab, |l, f| l.step(f))?;
                Ok(Self::RayLab(Box::new(lab)))
            }
            StepScene::Sokoban { pack_path, level } => {
                let pack = Pack::load(pack_path).map_err(|e| e.to_string())?;
                let mut session = Session::new(pack, None);
                open_level(&mut session, *level);
                play::<SokobanControl, _>(&step.script, &mut session, |s, f| s.step(f))?;
                Ok(Self::Sokoban(Box::new(session)))
            }
        }
    }

    /// Everything the step shows, as text: two runs that show the same
    /// scene give the same text.
    #[must_use]
    pub fn fingerprint(&self) -> String {
        match self {
            StepRun::Shooter(game) => format!(
                "{:?} {:?} {:?} {:?} {:?} {:?} {} {} {} {:?}",
                game.plane,
                game.targets
                    .iter()
                    .map(|t| (t.position, t.angle, t.damage))
                    .collect::<Vec<_>>(),
                game.shells,
                game.markers,
                game.stats,
                game.detection,
                game.debug,
                game.slow_level,
                game.paused,
                game.selected,
            ),
            StepRun::RayLab(lab) => format!("{lab:?}"),
            StepRun::Sokoban(session) => {
                format!("{} {:?}", session.current(), session.game())
            }
        }
    }
}

/// A new round in `arena` from `seed`, with the step's views.
pub fn shooter_game(arena: &Arena, views: &ShooterViews, seed: u64) -> Result<ShooterGame, String> {
    let mut game = ShooterGame::new(arena.clone(), seed).map_err(|e| e.to_string())?;
    apply_views(views, &mut game);
    Ok(game)
}

/// Every step of `lesson` played from `seed`, in order: `Err` names the
/// first step that cannot be set up.
pub fn play_all(lesson: &Lesson, seed: u64) -> Result<Vec<StepRun>, String> {
    lesson
        .steps
        .iter()
        .enumerate()
        .map(|(i, step)| {
            StepRun::play(step, seed).map_err(|e| format!("step {} ({}): {e}", i + 1, step.name))
        })
        .collect()
}

/// The file name of step `index`'s handout picture: `03-point-miss.png`.
#[must_use]
pub fn picture_name(index: usize, step: &Step) -> String {
    format!("{:02}-{}.png", index + 1, step.name)
}
