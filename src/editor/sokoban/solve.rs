//! The solver on a thread of its own, so the window never waits for it: the
//! view starts a [`SolveJob`], reads its progress each frame, and takes its
//! answer when it comes. Dropping the job (a new solve, an edit, the editor
//! closing) stops the search within one progress interval.

use std::ops::ControlFlow;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::mpsc::{Receiver, TryRecvError, channel};
use std::thread::JoinHandle;

use crate::levels::sokoban::Level;
use crate::modes::sokoban::solver::{Search, search_stoppable};

/// Where a background search stands.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SolveState {
    /// Still searching; this many states met so far.
    Running(usize),
    /// The search ended: solved, no solution, or gave up at the limit.
    Done(Search),
    /// The thread ended without an answer (stopped, or it panicked).
    Lost,
}

/// A search running on its own thread.
#[derive(Debug)]
pub struct SolveJob {
    progress: Arc<AtomicUsize>,
    stop: Arc<AtomicBool>,
    answer: Receiver<Search>,
    thread: Option<JoinHandle<()>>,
    /// The answer, once taken from the channel.
    done: Option<SolveState>,
}

impl SolveJob {
    /// Starts searching `level`, giving up after `max_states` states.
    #[must_use]
    pub fn start(level: Level, max_states: usize) -> Self {
        let progress = Arc::new(AtomicUsize::new(0));
        let stop = Arc::new(AtomicBool::new(false));
        let (send, answer) = channel();
        let thread = {
            let (progress, stop) = (Arc::clone(&progress), Arc::clone(&stop));
            std::thread::spawn(move || {
                let search = search_stoppable(&level, max_states, |states| {
                    progress.store(states, Ordering::Relaxed);
                    if stop.load(Ordering::Relaxed) {
                        ControlFlow::Break(())
                    } else {
                        ControlFlow::Continue(())
                    }
                });
                if let Some(search) = search {
                    // The receiver may be gone (the job dropped): nobody to tell.
                    let _ = send.send(search);
                }
            })
        };
        Self {
            progress,
            stop,
            answer,
            thread: Some(thread),
            done: None,
        }
    }

    /// Where the search stands now; never waits.
    pub fn poll(&mut self) -> SolveState {
        if let Some(done) = &self.done {
            return done.clone();
        }
        match self.answer.try_recv() {
            Ok(search) => {
                self.done = Some(SolveState::Done(search));
                self.join();
            }
            Err(TryRecvError::Disconnected) => {
                self.done = Some(SolveState::Lost);
                self.join();
            }
            Err(TryRecvError::Empty) => {
                return SolveState::Running(self.progress.load(Ordering::Relaxed));
            }
        }
        self.done.clone().unwrap_or(SolveState::Lost)
    }

    /// Waits for the answer: for tests and scripts, never the window.
    pub fn wait(self) -> SolveState {
        match self.answer.recv() {
            Ok(search) => SolveState::Done(search),
            Err(_) => SolveState::Lost,
        }
    }

    /// States met so far (updated every few tens of thousands).
    #[must_use]
    pub fn progress(&self) -> usize {
        self.progress.load(Ordering::Relaxed)
    }

    /// Asks the search to stop; it ends at its next progress report.
    pub fn stop(&self) {
        self.stop.store(true, Ordering::Relaxed);
    }

    fn join(&mut self) {
        if let Some(thread) = self.thread.take() {
            // A panic in the solver already showed as a lost answer.
            let _ = thread.join();
        }
    }
}

impl Drop for SolveJob {
    fn drop(&mut self) {
        // Not joined: the window must not wait for the search to notice.
        self.stop();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::editor::sokoban::board::Board;
    use crate::editor::sokoban::validity::check;
    use crate::modes::sokoban::solver::Outcome;

    fn level(rows: &[&str]) -> Level {
        let validity = check(&Board::from_lines(rows.iter().copied()));
        validity
            .level()
            .cloned()
            .unwrap_or_else(|| panic!("{validity:?}"))
    }

    #[test]
    fn a_job_answers_with_the_fewest_pushes() {
        let job = SolveJob::start(level(&["######", "#@$ .#", "######"]), 1000);
        match job.wait() {
            SolveState::Done(search) => assert_eq!(search.solution(), Some("RR")),
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn a_job_says_when_there_is_no_solution() {
        let job = SolveJob::start(level(&["######", "#@ .##", "#  $ #", "######"]), 1000);
        let SolveState::Done(search) = job.wait() else {
            panic!("no answer")
        };
        assert_eq!(search.outcome, Outcome::NoSolution);
    }

    #[test]
    fn a_stopped_job_ends_without_an_answer() {
        // An open room with many boxes: far more states than a test waits for.
        let mut rows = vec!["#".repeat(30)];
        rows.push(format!("#@{}#", " ".repeat(27)));
        for r in 0..20 {
            let inner = if r % 4 == 1 {
                format!(" ${}", " ".repeat(25))
            } else {
                " ".repeat(27)
            };
            let goal = if r % 4 == 1 { "." } else { " " };
            rows.push(format!("#{inner}{goal}#"));
        }
        rows.push("#".repeat(30));
        let rows: Vec<&str> = rows.iter().map(String::as_str).collect();
        let job = SolveJob::start(
            level(&rows),
            crate::modes::sokoban::solver::DEFAULT_MAX_STATES,
        );
        job.stop();
        assert_eq!(job.wait(), SolveState::Lost);
    }
}
