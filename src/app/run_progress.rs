//! A long headless run's progress (`--frames N` with `--screenshot`,
//! `--stats` or `--frame-times`), on stderr when it is a terminal: a run of
//! 100,000 steps takes minutes, and a silent terminal looks hung. Runs of a
//! few seconds, and runs whose stderr a script reads, show nothing.

use std::io::{IsTerminal, Write};
use std::time::{Duration, Instant};

use hitlab::text::counted::grouped;

/// How long a run goes without a word: shorter runs show nothing.
const QUIET_FOR: Duration = Duration::from_secs(3);
/// How often the line is rewritten, at most: often enough to see it move,
/// rarely enough to cost nothing.
const EVERY: Duration = Duration::from_millis(250);
/// Steps between looks at the clock: reading it every step of a fast run
/// would cost more than the step.
const LOOK_EVERY: u64 = 64;

/// The progress of a run of `total` steps. Dropped, it clears its line.
pub struct RunProgress {
    total: u64,
    started: Instant,
    shown_at: Option<Instant>,
    terminal: bool,
}

impl RunProgress {
    /// A run of `total` steps starting now.
    #[must_use]
    pub fn new(total: u64) -> Self {
        Self {
            total,
            started: Instant::now(),
            shown_at: None,
            terminal: std::io::stderr().is_terminal(),
        }
    }

    /// `done` steps are done: rewrites the line if it is time.
    pub fn step(&mut self, done: u64) {
        if !self.terminal || !done.is_multiple_of(LOOK_EVERY) {
            return;
        }
        let elapsed = self.started.elapsed();
        let due = self
            .shown_at
            .map_or(elapsed >= QUIET_FOR, |at| at.elapsed() >= EVERY);
        if due {
            // `\r` and "erase line": each line overwrites the one before.
            let mut err = std::io::stderr().lock();
            let _ = write!(err, "\r\x1b[K{}", line(done, self.total, elapsed));
            let _ = err.flush();
            self.shown_at = Some(Instant::now());
        }
    }
}

impl Drop for RunProgress {
    fn drop(&mut self) {
        if self.shown_at.is_some() {
            let _ = write!(std::io::stderr(), "\r\x1b[K");
        }
    }
}

/// "step 12,000 of 100,000 (12%), about 44 s left".
fn line(done: u64, total: u64, elapsed: Duration) -> String {
    let fraction = done as f64 / total.max(1) as f64;
    let left = if done == 0 {
        String::new()
    } else {
        let seconds = elapsed.as_secs_f64() * (total.saturating_sub(done)) as f64 / done as f64;
        format!(", about {seconds:.0} s left")
    };
    let as_usize = |n: u64| usize::try_from(n).unwrap_or(usize::MAX);
    format!(
        "step {} of {} ({:.0}%){left}",
        grouped(as_usize(done)),
        grouped(as_usize(total)),
        fraction * 100.0
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_line_says_the_steps_the_share_and_the_time_left() {
        assert_eq!(
            line(12_000, 100_000, Duration::from_secs(6)),
            "step 12,000 of 100,000 (12%), about 44 s left"
        );
        assert_eq!(line(0, 10, Duration::ZERO), "step 0 of 10 (0%)");
    }
}
