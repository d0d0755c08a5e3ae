//! Setting a step up: the one way a lesson step becomes a mode's state.
//!
//! [`StepRun::set_up`] builds the step's mode from the checked step (its
//! arena or pack as the check loaded them, never the file read again), from
//! one seed, with its views, scene or level. The presenter's screen is built
//! from that state and plays the step's script live; the handout renders the
//! same screen once the script has played; [`StepRun::play`] plays it to its
//! end without a window, for tests and to check a lesson plays. So a step
//! shows the same picture in class, on the handout and in the tests, and
//! going back to it shows the same picture again.

use super::{Lesson, Step, StepScene};
use crate::modes::raylab::{LabControl, RayLab};
use crate::modes::shooter::{ShooterControl, ShooterGame};
use crate::modes::sokoban::{Session, SokobanControl};
use crate::sim::script::ScriptPlayer;
use crate::sim::{Control, ControlFrame, Script};

/// The seed every step of every lesson starts from, so a step shows the
/// same picture in class, on the handout and when a teacher rehearses.
pub const LESSON_SEED: u64 = 0;

/// A step's mode, set up from the seed; once [`StepRun::play`]ed, with its
/// script played to the end.
pub enum StepRun {
    /// A shooter step.
    Shooter(Box<ShooterGame>),
    /// A ray lab step.
    RayLab(Box<RayLab>),
    /// A Sokoban step.
    Sokoban(Box<Session>),
}

/// Plays `script` on `state` through `step` to its end.
fn play_script<C: Control, S>(
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
    /// `step`'s mode built from `seed` with its views, scene or level, its
    /// script not yet played. It keeps no scores: a lesson replays from its
    /// seed and leaves nothing behind.
    pub fn set_up(step: &Step, seed: u64) -> Result<Self, String> {
        match &step.scene {
            StepScene::Shooter { arena, views, .. } => {
                let mut game =
                    ShooterGame::new(arena.as_ref().clone(), seed).map_err(|e| e.to_string())?;
                game.teach(views);
                Ok(Self::Shooter(Box::new(game)))
            }
            StepScene::RayLab { scene, case } => {
                let mut lab = RayLab::new();
                lab.open(*scene);
                lab.load_case(*case);
                Ok(Self::RayLab(Box::new(lab)))
            }
            StepScene::Sokoban { pack, level, .. } => {
                let mut session = Session::new(pack.as_ref().clone(), None);
                // A lesson file counts levels from 1, as the pack's list does.
                session.open(level.saturating_sub(1));
                Ok(Self::Sokoban(Box::new(session)))
            }
        }
    }

    /// `step` set up from `seed`, as the presenter shows it once its
    /// script has played.
    pub fn play(step: &Step, seed: u64) -> Result<Self, String> {
        let mut run = Self::set_up(step, seed)?;
        match &mut run {
            StepRun::Shooter(game) => {
                play_script::<ShooterControl, _>(&step.script, game.as_mut(), |g, frame| {
                    g.step(frame);
                })?;
            }
            StepRun::RayLab(lab) => {
                play_script::<LabControl, _>(&step.script, lab.as_mut(), |l, f| l.step(f))?;
            }
            StepRun::Sokoban(session) => {
                play_script::<SokobanControl, _>(&step.script, session.as_mut(), |s, f| {
                    s.step(f);
                })?;
            }
        }
        Ok(run)
    }

    /// Everything the step shows, as text: two runs that show the same
    /// scene give the same text.
    #[must_use]
    pub fn fingerprint(&self) -> String {
        match self {
            StepRun::Shooter(game) => shooter_fingerprint(game),
            StepRun::RayLab(lab) => raylab_fingerprint(lab),
            StepRun::Sokoban(session) => sokoban_fingerprint(session),
        }
    }
}

/// What a shooter step shows, as text (see [`StepRun::fingerprint`]).
#[must_use]
pub fn shooter_fingerprint(game: &ShooterGame) -> String {
    format!(
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
    )
}

/// What a ray lab step shows, as text (see [`StepRun::fingerprint`]).
#[must_use]
pub fn raylab_fingerprint(lab: &RayLab) -> String {
    format!("{lab:?}")
}

/// What a Sokoban step shows, as text (see [`StepRun::fingerprint`]).
#[must_use]
pub fn sokoban_fingerprint(session: &Session) -> String {
    format!("{} {:?}", session.current(), session.game())
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

/// The file name of step `index`'s handout picture: `03-point-miss.png`,
/// `04-先端.png` (the name's letters as written, in UTF-8), shortened to
/// what a file system takes when the step's name is long.
#[must_use]
pub fn picture_name(index: usize, step: &Step) -> String {
    crate::files::fit_name(&format!("{:02}-{}.png", index + 1, step.name))
}
