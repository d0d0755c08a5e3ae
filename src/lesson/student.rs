//! A student working through a lesson alone: each question answered (a
//! choice, a point, a typed number), judged against the mode's own answer,
//! revealed, and perhaps tried again; every answer kept as one [`Record`].
//!
//! A session's records are one JSON-lines file in the data folder's
//! `answers/` folder, rewritten whole (through [`crate::files::write`]) on
//! every answer: a teacher who copies the folder mid-lesson gets the
//! answers so far, never half a line. The time of each answer is the
//! caller's (the binary reads the clock), so the rules stay replayable.

use std::path::{Path, PathBuf};

use glam::Vec2;
use serde::{Deserialize, Serialize};

use super::Lesson;
use super::question::{self, Answer, Question, QuestionKind};
use super::setup::LESSON_SEED;

/// A point is right within this distance of the mode's, world units: about
/// a shell's width, what a click on the drawn point lands within.
pub const POINT_RIGHT_WITHIN: f32 = 0.5;
/// A typed number is right within this much of the mode's, or within
/// [`NUMBER_RIGHT_SHARE`] of it, whichever is larger: the readings show two
/// decimals, and a student rounds.
pub const NUMBER_RIGHT_WITHIN: f32 = 0.05;
/// See [`NUMBER_RIGHT_WITHIN`].
pub const NUMBER_RIGHT_SHARE: f32 = 0.02;
/// The folder of the data folder the sessions' files are kept in.
pub const ANSWERS_FOLDER: &str = "answers";

/// What a student answered.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Given {
    /// A choice, from 0.
    Choice(usize),
    /// A place, world units.
    Point(Vec2),
    /// A typed number.
    Number(f32),
}

impl Given {
    /// The answer as a record keeps it: a choice by its number from 1, a
    /// point as `x y`, a number as typed.
    #[must_use]
    pub fn written(self) -> String {
        match self {
            Given::Choice(i) => (i + 1).to_string(),
            Given::Point(p) => format!("{:.2} {:.2}", p.x, p.y),
            Given::Number(n) => format!("{n}"),
        }
    }
}

/// Whether `given` is the mode's `answer` (see [`POINT_RIGHT_WITHIN`],
/// [`NUMBER_RIGHT_WITHIN`]); an answer the mode has none of is never met.
#[must_use]
pub fn is_right(answer: &Result<Answer, String>, given: Given) -> bool {
    match (answer, given) {
        (Ok(Answer::Choice(right)), Given::Choice(chosen)) => *right == chosen,
        (Ok(Answer::Point(right)), Given::Point(at)) => at.distance(*right) <= POINT_RIGHT_WITHIN,
        (Ok(Answer::Number(right)), Given::Number(typed)) => {
            (typed - right).abs() <= NUMBER_RIGHT_WITHIN.max(right.abs() * NUMBER_RIGHT_SHARE)
        }
        _ => false,
    }
}

/// One answer, as a session's file keeps it (one JSON object a line).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Record {
    /// The lesson's file name without `.toml`.
    pub lesson: String,
    /// The lesson's title.
    pub title: String,
    /// The step, from 1.
    pub step: usize,
    /// The step's name.
    pub step_name: String,
    /// The question, from 1, counting the lesson's questions.
    pub question: usize,
    /// `choose`, `point` or `number`.
    pub kind: String,
    /// What was asked.
    pub ask: String,
    /// The answer given (see [`Given::written`]).
    pub answer: String,
    /// Whether it was right.
    pub right: bool,
    /// Which try at the question this was, from 1.
    pub attempt: u32,
    /// When, RFC 3339.
    pub time: String,
}

/// A question of the lesson, and how the student has done at it.
#[derive(Debug, Clone, PartialEq)]
pub struct Posed {
    /// The step it is on, from 0.
    pub step: usize,
    /// The step's name.
    pub step_name: String,
    /// The question.
    pub question: Question,
    /// The mode's answer; `Err`: why it has none.
    pub answer: Result<Answer, String>,
    /// Each try's rightness, in order.
    pub tries: Vec<bool>,
    /// Whether it waits for an answer (not yet answered, or tried again).
    pub waiting: bool,
}

/// How a question went, at the end.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outcome {
    /// Right at the first try.
    FirstTime,
    /// Wrong first, right at a later try.
    AfterRetry,
    /// Answered, never right.
    NotRight,
    /// Never answered.
    Unanswered,
}

impl Posed {
    /// How it went so far.
    #[must_use]
    pub fn outcome(&self) -> Outcome {
        match self.tries.as_slice() {
            [] => Outcome::Unanswered,
            [true, ..] => Outcome::FirstTime,
            tries if tries.contains(&true) => Outcome::AfterRetry,
            _ => Outcome::NotRight,
        }
    }
}

/// A student's pass through one lesson.
#[derive(Debug, Clone)]
pub struct StudentSession {
    lesson: String,
    title: String,
    posed: Vec<Posed>,
    records: Vec<Record>,
}

impl StudentSession {
    /// `lesson`, read from `file`, every question's answer computed by
    /// playing its step headless from the lesson's seed.
    #[must_use]
    pub fn new(lesson: &Lesson, file: &Path) -> Self {
        let posed = lesson
            .steps
            .iter()
            .enumerate()
            .filter_map(|(index, step)| {
                let asked = step.question.as_ref()?;
                let answer = question::play(step, asked, LESSON_SEED)
                    .and_then(|played| question::answer(asked, &played));
                Some(Posed {
                    step: index,
                    step_name: step.name.clone(),
                    question: asked.clone(),
                    answer,
                    tries: Vec::new(),
                    waiting: true,
                })
            })
            .collect();
        let stem = file.file_stem().unwrap_or_default();
        Self {
            lesson: stem.to_string_lossy().into_owned(),
            title: lesson.title.clone(),
            posed,
            records: Vec::new(),
        }
    }

    /// The lesson's file name without `.toml`.
    #[must_use]
    pub fn lesson(&self) -> &str {
        &self.lesson
    }

    /// The lesson's questions, in step order.
    #[must_use]
    pub fn posed(&self) -> &[Posed] {
        &self.posed
    }

    /// Which question (from 0) is on step `step` (from 0).
    #[must_use]
    pub fn on_step(&self, step: usize) -> Option<usize> {
        self.posed.iter().position(|p| p.step == step)
    }

    /// Every answer given so far, in order.
    #[must_use]
    pub fn records(&self) -> &[Record] {
        &self.records
    }

    /// Answers question `index` with `given` at `time` (RFC 3339): the
    /// record kept, or `None` if the question does not wait for an answer
    /// or does not take this kind of one.
    pub fn answer(&mut self, index: usize, given: Given, time: &str) -> Option<&Record> {
        let posed = self.posed.get_mut(index)?;
        let fits = match (&posed.question.kind, given) {
            (QuestionKind::Choose { choices, .. }, Given::Choice(i)) => i < choices.len(),
            (QuestionKind::Point, Given::Point(_))
            | (QuestionKind::Number { .. }, Given::Number(_)) => true,
            _ => false,
        };
        if !fits || !posed.waiting {
            return None;
        }
        let right = is_right(&posed.answer, given);
        posed.tries.push(right);
        posed.waiting = false;
        self.records.push(Record {
            lesson: self.lesson.clone(),
            title: self.title.clone(),
            step: posed.step + 1,
            step_name: posed.step_name.clone(),
            question: index + 1,
            kind: posed.question.kind.key().to_owned(),
            ask: posed.question.ask.clone(),
            answer: given.written(),
            right,
            attempt: u32::try_from(posed.tries.len()).unwrap_or(u32::MAX),
            time: time.to_owned(),
        });
        self.records.last()
    }

    /// Question `index` asked again (after its answer): true if it was
    /// answered and now waits.
    pub fn retry(&mut self, index: usize) -> bool {
        match self.posed.get_mut(index) {
            Some(posed) if !posed.waiting => {
                posed.waiting = true;
                true
            }
            _ => false,
        }
    }

    /// How many questions went each way: right first time, right after a
    /// retry, not right, unanswered.
    #[must_use]
    pub fn totals(&self) -> [usize; 4] {
        let count = |o| self.posed.iter().filter(|p| p.outcome() == o).count();
        [
            count(Outcome::FirstTime),
            count(Outcome::AfterRetry),
            count(Outcome::NotRight),
            count(Outcome::Unanswered),
        ]
    }

    /// The records as the session's file holds them: one JSON object a line.
    #[must_use]
    pub fn to_lines(&self) -> String {
        self.records
            .iter()
            .filter_map(|r| serde_json::to_string(r).ok())
            .map(|line| line + "\n")
            .collect()
    }
}

/// Where one session's records are kept: a file in the data folder's
/// `answers/`, named after the lesson and the time of its first answer,
/// picked once (a free name) and rewritten whole on every answer.
#[derive(Debug, Clone)]
pub struct SessionFile {
    folder: PathBuf,
    path: Option<PathBuf>,
}

impl SessionFile {
    /// A session's file under data folder `data_dir`.
    #[must_use]
    pub fn new(data_dir: &Path) -> Self {
        Self {
            folder: data_dir.join(ANSWERS_FOLDER),
            path: None,
        }
    }

    /// The file, once the first answer named it.
    #[must_use]
    pub fn path(&self) -> Option<&Path> {
        self.path.as_deref()
    }

    /// Writes `session`'s records whole; the first write picks the name
    /// from the lesson and `time` (its first answer's, RFC 3339).
    pub fn save(&mut self, session: &StudentSession, time: &str) -> std::io::Result<PathBuf> {
        let path = match &self.path {
            Some(path) => path.clone(),
            None => {
                let stamp: String = time
                    .chars()
                    // `YYYY-MM-DDTHH:MM:SS`, without the fraction or offset.
                    .take(19)
                    .filter(|c| c.is_ascii_digit() || *c == 'T')
                    .collect();
                let name = crate::files::fit_name(&format!("{}-{stamp}", session.lesson()));
                let path = crate::files::free_name(&self.folder.join(format!("{name}.jsonl")))?;
                self.path = Some(path.clone());
                path
            }
        };
        crate::files::write(&path, session.to_lines())?;
        Ok(path)
    }
}

#[cfg(test)]
#[path = "student_tests.rs"]
mod tests;
