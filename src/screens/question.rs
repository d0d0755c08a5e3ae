//! A question put to a class, window-free: the step holds still while the
//! teacher takes the class's guess (a choice, or a click for a point) or
//! skips it; the reveal shows the answer the mode computed, and a tally line
//! ("the class said swept; it was spin") stays on the step.

use glam::Vec2;

use crate::camera::Camera;
use crate::i18n::{tr, tr_args};
use crate::lesson::question::{self, Answer, Question, QuestionKind};
use crate::lesson::{LESSON_SEED, Step};

/// What the class said.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Guess {
    /// A choice, from 0.
    Choice(usize),
    /// A place, in world units.
    Point(Vec2),
    /// A number typed (a student alone).
    Number(f32),
}

/// A question on the step on screen, and where the class stands with it.
#[derive(Debug, Clone, PartialEq)]
pub struct Asked {
    question: Question,
    /// The mode's answer; `Err`: why it has none (the check refuses such a
    /// question, so only an edited arena can bring it here).
    answer: Result<Answer, String>,
    guess: Option<Guess>,
    skipped: bool,
    revealed: bool,
    /// A student alone answers it, not a class: the words say "you".
    student: bool,
}

impl Asked {
    /// The question of `step`, its answer computed by playing the step
    /// headless from the lesson's seed; `None` if the step asks nothing.
    #[must_use]
    pub fn of(step: &Step) -> Option<Self> {
        let asked = step.question.as_ref()?;
        let answer = question::play(step, asked, LESSON_SEED)
            .and_then(|played| question::answer(asked, &played));
        Some(Self::new(asked.clone(), answer))
    }

    /// `question`, whose right answer is `answer`.
    #[must_use]
    pub fn new(question: Question, answer: Result<Answer, String>) -> Self {
        Self {
            question,
            answer,
            guess: None,
            skipped: false,
            revealed: false,
            student: false,
        }
    }

    /// The question put to a student alone: the tally line says "you said".
    #[must_use]
    pub fn for_student(self) -> Self {
        Self {
            student: true,
            ..self
        }
    }

    /// Whether a student alone answers it.
    #[must_use]
    pub fn student(&self) -> bool {
        self.student
    }

    /// The student typed `number`: true if the question takes a number and
    /// is not revealed.
    pub fn type_number(&mut self, number: f32) -> bool {
        let takes = matches!(self.question.kind, QuestionKind::Number { .. }) && !self.revealed;
        if takes {
            self.guess = Some(Guess::Number(number));
            self.skipped = false;
        }
        takes
    }

    /// The question.
    #[must_use]
    pub fn question(&self) -> &Question {
        &self.question
    }

    /// The mode's answer, once revealed.
    #[must_use]
    pub fn answer(&self) -> Option<Answer> {
        self.revealed.then(|| self.answer.clone().ok()).flatten()
    }

    /// What the class said, if the teacher took it.
    #[must_use]
    pub fn guess(&self) -> Option<Guess> {
        self.guess
    }

    /// Whether the answer is shown.
    #[must_use]
    pub fn revealed(&self) -> bool {
        self.revealed
    }

    /// Whether the step holds still: until the reveal.
    #[must_use]
    pub fn holds(&self) -> bool {
        !self.revealed
    }

    /// The class chose `index` (from 0): true if the question has that
    /// choice and is not yet revealed.
    pub fn choose(&mut self, index: usize) -> bool {
        let has = matches!(&self.question.kind, QuestionKind::Choose { choices, .. } if index < choices.len());
        if has && !self.revealed {
            self.guess = Some(Guess::Choice(index));
            self.skipped = false;
        }
        has && !self.revealed
    }

    /// The class pointed at window pixel `at`, the play area drawn by
    /// `camera`: true if the question takes a point and is not revealed.
    pub fn click(&mut self, at: Vec2, camera: &Camera) -> bool {
        let takes = self.question.kind == QuestionKind::Point && !self.revealed;
        if takes {
            self.guess = Some(Guess::Point(camera.screen_to_world().transform_point2(at)));
            self.skipped = false;
        }
        takes
    }

    /// A student's aim moved to `at`, world units: true if the question
    /// takes a point and is not revealed.
    pub fn aim(&mut self, at: Vec2) -> bool {
        let takes = self.question.kind == QuestionKind::Point && !self.revealed;
        if takes {
            self.guess = Some(Guess::Point(at));
            self.skipped = false;
        }
        takes
    }

    /// The teacher goes on without the class's guess.
    pub fn skip(&mut self) {
        if !self.revealed {
            self.guess = None;
            self.skipped = true;
        }
    }

    /// Shows the answer; the step runs on.
    pub fn reveal(&mut self) {
        self.revealed = true;
    }

    /// How far the class's point is from the answer, world units; once
    /// revealed, for a point guess.
    #[must_use]
    pub fn distance(&self) -> Option<f32> {
        match (self.guess?, self.answer()?) {
            (Guess::Point(guess), Answer::Point(right)) => Some(guess.distance(right)),
            _ => None,
        }
    }

    /// The line that stays on the step: before the reveal, what the class
    /// said so far; after it, what they said and what it was.
    #[must_use]
    pub fn tally(&self) -> Option<String> {
        let said = self.said()?;
        let (said_id, tally_id) = if self.student {
            ("question-you-said", "question-you-tally")
        } else {
            ("question-class-said", "question-tally")
        };
        if !self.revealed {
            return Some(tr_args(said_id, &[("said", said.into())]));
        }
        let was = match &self.answer {
            Ok(answer) => self.words(*answer),
            Err(why) => {
                return Some(tr_args(
                    "question-no-answer",
                    &[("why", why.clone().into())],
                ));
            }
        };
        let mut line = tr_args(tally_id, &[("said", said.into()), ("was", was.into())]);
        if let Some(distance) = self.distance() {
            line.push_str(&tr_args(
                "question-distance",
                &[("distance", format!("{distance:.2}").into())],
            ));
        }
        Some(line)
    }

    fn said(&self) -> Option<String> {
        match self.guess {
            Some(Guess::Choice(i)) => Some(self.choice(i)),
            Some(Guess::Point(p)) => Some(point_words(p)),
            Some(Guess::Number(n)) => Some(format!("{n}")),
            None if self.skipped => Some(tr("question-skipped")),
            None if self.revealed => Some(tr("question-no-guess")),
            None => None,
        }
    }

    fn choice(&self, index: usize) -> String {
        match &self.question.kind {
            QuestionKind::Choose { choices, .. } => choices.get(index).cloned().unwrap_or_default(),
            _ => String::new(),
        }
    }

    fn words(&self, answer: Answer) -> String {
        match answer {
            Answer::Choice(i) => self.choice(i),
            Answer::Point(p) => point_words(p),
            Answer::Number(n) => format!("{n:.2}"),
        }
    }
}

fn point_words(p: Vec2) -> String {
    format!("({:.2}, {:.2})", p.x, p.y)
}

#[cfg(test)]
mod tests {
    use std::path::Path;

    use super::*;
    use crate::lesson::parse_lesson;

    /// A lesson of one step, written `step` (without its `[[step]]` line).
    fn one_step(step: &str) -> Step {
        let text = format!("title = \"Questions\"\n\n[[step]]\n{step}");
        let lesson = parse_lesson(&text, Path::new("questions.toml"), Path::new(""))
            .unwrap_or_else(|e| panic!("{e}"));
        lesson.steps.into_iter().next().expect("one step")
    }

    /// A camera over the play area as a window draws it: any camera will
    /// do, the click goes through its world ↔ window mapping.
    fn camera() -> Camera {
        Camera::new(Vec2::new(0.3, -0.2), 9.0, Vec2::new(1280.0, 600.0))
    }

    /// Clicks the window pixel where world point `at` is drawn.
    fn click_at(step: &Step, at: Vec2) -> Asked {
        let mut asked = Asked::of(step).expect("the step asks");
        let window = camera().world_to_screen().transform_point2(at);
        assert!(asked.click(window, &camera()));
        asked.reveal();
        asked
    }

    fn right_point(step: &Step) -> Vec2 {
        let mut asked = Asked::of(step).expect("the step asks");
        asked.reveal();
        match asked.answer() {
            Some(Answer::Point(p)) => p,
            other => panic!("no point answer: {other:?}"),
        }
    }

    fn point_steps() -> [Step; 2] {
        [
            one_step(
                "name = \"enter\"\nmode = \"raylab\"\nscene = 1\ncaption = \"Where does it enter?\"\n\
                 [step.question]\nkind = \"point\"\nask = \"Click where the ray enters the rect.\"\n",
            ),
            one_step(
                "name = \"touch\"\nmode = \"shooter\"\narena = \"arenas/thin_tip.toml\"\ndetection = \"swept\"\n\
                 script = \"2:fire\"\ncaption = \"Where does it touch?\"\n\
                 [step.question]\nkind = \"point\"\nask = \"Where will the shell first touch the star?\"\nat = 4\n",
            ),
        ]
    }

    #[test]
    fn a_click_on_the_answer_is_0_away_and_a_click_1_unit_off_is_1() {
        for step in point_steps() {
            let right = right_point(&step);
            let on = click_at(&step, right);
            let distance = on.distance().expect("a point guess, revealed");
            assert!(distance < 1e-3, "{}: {distance}", step.name);
            let off = click_at(&step, right + Vec2::new(0.6, 0.8));
            let distance = off.distance().expect("a point guess, revealed");
            assert!((distance - 1.0).abs() < 1e-3, "{}: {distance}", step.name);
        }
    }

    #[test]
    fn a_click_on_where_the_ray_enters_a_disk_or_capsule_is_0_away() {
        for (scene, case) in [(3, "crossing"), (6, "hits the side"), (6, "hits a cap")] {
            let step = one_step(&format!(
                "name = \"enter\"\nmode = \"raylab\"\nscene = {scene}\ncase = \"{case}\"\n\
                 caption = \"Where?\"\n[step.question]\nkind = \"point\"\nask = \"Where does it enter?\"\n"
            ));
            let right = right_point(&step);
            let on = click_at(&step, right).distance().expect("revealed");
            assert!(on < 1e-3, "{case}: {on}");
            let off = click_at(&step, right + Vec2::new(0.0, -1.0)).distance();
            let off = off.expect("revealed");
            assert!((off - 1.0).abs() < 1e-3, "{case}: {off}");
        }
    }

    #[test]
    fn the_ray_labs_answer_is_its_entry_point() {
        let [enter, _] = point_steps();
        let run = crate::lesson::StepRun::play(&enter, LESSON_SEED).expect("plays");
        let crate::lesson::StepRun::RayLab(lab) = run else {
            panic!("a ray lab step")
        };
        assert_eq!(Some(right_point(&enter)), lab.report().point_of("P0"));
    }

    #[test]
    fn the_tally_says_what_the_class_said_and_what_it_was() {
        let step = one_step(
            "name = \"which\"\nmode = \"raylab\"\nscene = 1\ncaption = \"Which?\"\n\
             [step.question]\nkind = \"choose\"\nask = \"Which test?\"\nchoices = [\"point\", \"swept\", \"spin\"]\n\
             right = 3\nwhy = \"It turns.\"\n",
        );
        let mut asked = Asked::of(&step).expect("asks");
        assert!(!asked.choose(3), "there is no fourth choice");
        assert!(asked.choose(1));
        assert!(asked.holds());
        asked.reveal();
        assert!(!asked.choose(0), "the reveal ends the guessing");
        let tally = asked.tally().expect("a tally");
        assert!(tally.contains("swept") && tally.contains("spin"), "{tally}");
    }
}
