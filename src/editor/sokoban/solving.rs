//! The editor's solver: a search running on its own thread for one version
//! of the board, and the last answer with the version it is for, so an
//! answer is never shown for a board it was not searched on.

use crate::levels::sokoban::Level;
use crate::modes::sokoban::solver::{DEFAULT_MAX_STATES, Search};

use super::solve::{SolveJob, SolveState};

/// How a search ended.
#[derive(Debug, Clone)]
enum Answer {
    Found(Search),
    Stopped,
}

/// What the solver has to say about the board on screen.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SolverStatus<'a> {
    /// At work; this many states met so far.
    Searching(usize),
    /// Its answer is for a board that has since changed.
    Stale,
    /// It ended with this answer (solved, no solution, or gave up).
    Found(&'a Search),
    /// It was stopped, or lost, before an answer.
    Stopped,
}

/// The search running, if any, and the last answer.
#[derive(Debug, Default)]
pub struct Solving {
    /// The search, and the editor version it searches.
    running: Option<(SolveJob, u64)>,
    /// The last answer, and the editor version it is for.
    answer: Option<(Answer, u64)>,
}

impl Solving {
    /// Whether a search is running.
    #[must_use]
    pub fn is_running(&self) -> bool {
        self.running.is_some()
    }

    /// Stops the search running, if one is; true if one was.
    pub fn stop(&mut self) -> bool {
        let Some((job, version)) = self.running.take() else {
            return false;
        };
        job.stop();
        self.answer = Some((Answer::Stopped, version));
        true
    }

    /// Starts searching `level`, the board at `version`.
    pub fn start(&mut self, level: Level, version: u64) {
        self.running = Some((SolveJob::start(level, DEFAULT_MAX_STATES), version));
        self.answer = None;
    }

    /// Drops a search whose board has since changed: its answer would mean
    /// nothing.
    pub fn forget_unless(&mut self, version: u64) {
        if self.running.as_ref().is_some_and(|(_, v)| *v != version) {
            self.running = None;
        }
    }

    /// Takes the answer if it came; with `wait` (a script plays, so a
    /// replay draws the same frame every time) waits for it.
    pub fn poll(&mut self, wait: bool) {
        let Some((job, version)) = &mut self.running else {
            return;
        };
        let version = *version;
        let state = if wait {
            match self.running.take() {
                Some((job, _)) => job.wait(),
                None => SolveState::Lost,
            }
        } else {
            job.poll()
        };
        let answer = match state {
            SolveState::Running(_) => return,
            SolveState::Done(search) => Answer::Found(search),
            SolveState::Lost => Answer::Stopped,
        };
        self.running = None;
        self.answer = Some((answer, version));
    }

    /// What the solver says of the board at `version`: at work, its
    /// answer, or nothing.
    #[must_use]
    pub fn status(&self, version: u64) -> Option<SolverStatus<'_>> {
        if let Some((job, _)) = &self.running {
            return Some(SolverStatus::Searching(job.progress()));
        }
        let (answer, for_version) = self.answer.as_ref()?;
        if *for_version != version {
            return Some(SolverStatus::Stale);
        }
        Some(match answer {
            Answer::Found(search) => SolverStatus::Found(search),
            Answer::Stopped => SolverStatus::Stopped,
        })
    }
}
