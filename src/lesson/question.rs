//! A question on a lesson step: the class guesses before the step shows
//! the answer, then the reveal runs the step on.
//!
//! A step holds still at its question's moment (`at`, in app steps; the end
//! of its script unless the file says). What the step then does decides the
//! answer: in the shooter, the first step at which a shell meets a target
//! (a hit, a save, or a miss the markers show) is the *deciding moment*, and
//! a question held after it would show the answer before it is asked. The
//! ray lab and Sokoban hold still scenes that only their script moves: the
//! script's last item is their deciding moment (the earlier ones set the
//! scene up; the last is the move that is blocked, the ray turned), and
//! until the reveal the ray lab draws no answer.
//!
//! The right answer of a `point` or `number` question is the mode's own
//! computation, never written in the file: the ray lab's entry point `P0`,
//! the shooter's first contact, a number the mode shows (the `readings`).

use glam::Vec2;

use super::readings;
use super::setup::StepRun;
use super::{Step, StepMode};
use crate::modes::raylab::LabControl;
use crate::modes::shooter::{MarkerKind, ShooterControl, ShooterGame};
use crate::modes::sokoban::SokobanControl;
use crate::sim::script::ScriptPlayer;
use crate::sim::{Control, ControlFrame};

/// How long after its question a shooter step is played on, in app steps
/// (ten seconds), looking for its deciding moment.
pub const RUN_ON_STEPS: u64 = 600;
/// The most choices a `choose` question offers: the keys 1 to 4.
pub const MAX_CHOICES: usize = 4;

/// A question on a step.
#[derive(Debug, Clone, PartialEq)]
pub struct Question {
    /// What the class is asked, shown large.
    pub ask: String,
    /// What kind of answer it takes.
    pub kind: QuestionKind,
    /// The app step the step holds still at until the reveal.
    pub at: u64,
    /// Halvings of the speed the reveal runs the step on at (0: full speed).
    pub slow: u32,
}

/// What a question takes.
#[derive(Debug, Clone, PartialEq)]
pub enum QuestionKind {
    /// One of two to four choices.
    Choose {
        /// The choices, in the order the keys 1 to 4 number them.
        choices: Vec<String>,
        /// The right one, from 0.
        right: usize,
        /// A short reason, shown at the reveal.
        why: String,
    },
    /// A place in the scene: the mode computes it (see [`Question`]).
    Point,
    /// A number the mode shows, by its reading name (`in_y`, `hits`).
    Number {
        /// The reading's name.
        name: String,
    },
}

impl QuestionKind {
    /// The kind's name as a lesson file writes it.
    #[must_use]
    pub fn key(&self) -> &'static str {
        match self {
            QuestionKind::Choose { .. } => "choose",
            QuestionKind::Point => "point",
            QuestionKind::Number { .. } => "number",
        }
    }
}

/// The right answer, as the mode computes it.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Answer {
    /// The right choice, from 0.
    Choice(usize),
    /// A place, in world units.
    Point(Vec2),
    /// A number.
    Number(f32),
}

/// Whether a mode can answer a `point` question: the ray lab (where the ray
/// enters) and the shooter (where a shell first meets a target).
#[must_use]
pub fn answers_points(mode: StepMode) -> bool {
    matches!(mode, StepMode::RayLab | StepMode::Shooter)
}

/// The step played from `seed` up to its question's moment, and on until
/// the moment that decides the answer.
pub struct Played {
    /// The app step after which the answer shows: a shell first met a
    /// target (within [`RUN_ON_STEPS`] of the question), or a still scene's
    /// script made its last move; `None` if nothing did.
    pub deciding: Option<u64>,
    /// What happens then, for a problem's words.
    pub what: &'static str,
    /// Where that contact was, world units.
    pub contact: Option<Vec2>,
    /// The step as the reveal ends: its script played to the end (and on to
    /// the deciding moment, if that comes later).
    pub end: StepRun,
}

/// Plays `step` from `seed` as the presenter does with `question` on it:
/// to the question's moment, then on through the reveal.
pub fn play(step: &Step, question: &Question, seed: u64) -> Result<Played, String> {
    let run = StepRun::set_up(step, seed)?;
    let last = step.setup_steps().max(question.at);
    match run {
        StepRun::Shooter(mut game) => {
            let mut player: ScriptPlayer<ShooterControl> =
                step.script.player().map_err(|e| e.to_string())?;
            let (mut deciding, mut contact) = (None, None);
            let mut played = 0;
            while played < last || (deciding.is_none() && played < last + RUN_ON_STEPS) {
                let before = contacts(&game);
                game.step(&player.next_frame());
                played += 1;
                if deciding.is_none() && contacts(&game) > before {
                    deciding = Some(played);
                    contact = newest_contact(&game);
                }
            }
            Ok(Played {
                deciding,
                what: "a shell meets a target",
                contact,
                end: StepRun::Shooter(game),
            })
        }
        StepRun::RayLab(mut lab) => {
            run_to::<LabControl, _>(step, last, lab.as_mut(), |l, f| l.step(f))?;
            Ok(still(step, StepRun::RayLab(lab)))
        }
        StepRun::Sokoban(mut session) => {
            run_to::<SokobanControl, _>(step, last, session.as_mut(), |s, f| {
                s.step(f);
            })?;
            Ok(still(step, StepRun::Sokoban(session)))
        }
    }
}

/// A still scene, which only its script moves: its last item decides.
fn still(step: &Step, end: StepRun) -> Played {
    let last = step.script.items().iter().map(|item| item.start).max();
    Played {
        deciding: last.map(|start| start + 1),
        what: "the script makes its last move",
        contact: None,
        end,
    }
}

fn run_to<C: Control, S>(
    step: &Step,
    last: u64,
    state: &mut S,
    mut each: impl FnMut(&mut S, &ControlFrame<C>),
) -> Result<(), String> {
    let mut player: ScriptPlayer<C> = step.script.player().map_err(|e| e.to_string())?;
    for _ in 0..last {
        each(state, &player.next_frame());
    }
    Ok(())
}

/// How many times a shell has met a target so far: its hits (saves among
/// them) and the misses the markers show.
fn contacts(game: &ShooterGame) -> u32 {
    let s = &game.stats;
    s.hits + s.tip_misses + s.spin_misses
}

/// Where the newest marker of a shell meeting a target is.
fn newest_contact(game: &ShooterGame) -> Option<Vec2> {
    game.markers
        .iter()
        .rev()
        .find(|m| m.kind != MarkerKind::Blocked)
        .map(|m| m.position)
}

/// The right answer of `question` on the step as `played`; `Err` says why
/// the mode has none ("the ray does not enter the shape in this case").
pub fn answer(question: &Question, played: &Played) -> Result<Answer, String> {
    match &question.kind {
        QuestionKind::Choose { right, .. } => Ok(Answer::Choice(*right)),
        QuestionKind::Number { name } => readings::number(&played.end, name).map(Answer::Number),
        QuestionKind::Point => match &played.end {
            StepRun::RayLab(lab) => lab
                .report()
                .point_of("P0")
                .map(Answer::Point)
                .ok_or_else(|| "the ray enters no shape in this case (no P0)".to_owned()),
            StepRun::Shooter(_) => played.contact.map(Answer::Point).ok_or_else(|| {
                format!("no shell meets a target within {RUN_ON_STEPS} steps after the question")
            }),
            StepRun::Sokoban(_) => Err("Sokoban has no point to answer".to_owned()),
        },
    }
}

#[cfg(test)]
mod tests {
    use std::path::Path;

    use super::*;
    use crate::geom::closest::point_segment;
    use crate::geom::ray::{ray_capsule, ray_disk};
    use crate::lesson::{LESSON_SEED, parse_lesson};
    use crate::modes::raylab::RayLab;

    /// A ray lab step on `scene` in `case`, asking where the ray enters.
    fn point_step(scene: usize, case: &str) -> Step {
        let text = format!(
            "title = \"Q\"\n\n[[step]]\nname = \"enter\"\nmode = \"raylab\"\nscene = {scene}\n\
             case = \"{case}\"\ncaption = \"Where?\"\n\
             [step.question]\nkind = \"point\"\nask = \"Click where the ray enters.\"\n"
        );
        let lesson = parse_lesson(&text, Path::new("q.toml"), Path::new(""))
            .unwrap_or_else(|e| panic!("{e}"));
        lesson.steps.into_iter().next().expect("one step")
    }

    /// The point answer of a step on `scene` in `case`, and the lab as the
    /// step left it.
    fn answered(scene: usize, case: &str) -> (Vec2, RayLab) {
        let step = point_step(scene, case);
        let asked = step.question.as_ref().expect("asks");
        let played = play(&step, asked, LESSON_SEED).expect("plays");
        let Ok(Answer::Point(p)) = answer(asked, &played) else {
            panic!("{case}: no point");
        };
        let StepRun::RayLab(lab) = played.end else {
            panic!("a ray lab step")
        };
        (p, *lab)
    }

    #[test]
    fn a_disks_point_answer_is_where_the_quadratic_enters_it() {
        for case in ["crossing", "tangent (D = 0)"] {
            let (p, lab) = answered(3, case);
            let scene = &lab.scenes().disk;
            let hit = ray_disk(&scene.ray.ray(), &scene.core()).expect("a hit");
            let entry = hit.entry().expect("from outside");
            assert!(
                p.distance(entry.point) < 1e-5,
                "{case}: {p} vs {}",
                entry.point
            );
        }
    }

    #[test]
    fn a_capsules_point_answer_is_where_it_enters_side_or_cap() {
        for case in ["hits the side", "hits a cap"] {
            let (p, lab) = answered(6, case);
            let scene = &lab.scenes().capsule;
            let capsule = scene.core();
            let hit = ray_capsule(&scene.ray.ray(), &capsule).expect("a hit");
            let entry = hit.entry().expect("from outside");
            assert!(
                p.distance(entry.point) < 1e-5,
                "{case}: {p} vs {}",
                entry.point
            );
            // On the capsule's outline: its radius from the core segment.
            let foot = point_segment(p, &capsule.segment).expect("finite").point;
            let from_core = foot.distance(p);
            assert!(
                (from_core - capsule.radius).abs() < 1e-4,
                "{case}: {from_core}"
            );
        }
    }

    #[test]
    fn a_point_question_where_the_ray_starts_inside_is_refused() {
        for scene in [3, 6] {
            let text = format!(
                "title = \"Q\"\n\n[[step]]\nname = \"in\"\nmode = \"raylab\"\nscene = {scene}\n\
                 case = \"starts inside\"\ncaption = \"Inside.\"\n\
                 [step.question]\nkind = \"point\"\nask = \"Where does it enter?\"\n"
            );
            let refused = parse_lesson(&text, Path::new("q.toml"), Path::new(""))
                .map(|_| ())
                .expect_err("no entry to answer");
            assert!(refused.to_string().contains("no P0"), "{refused}");
        }
    }
}
