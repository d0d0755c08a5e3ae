//! `--frames N --frame-times`: N frames of the clock (each a step at full
//! game speed), each drawn as the live window draws it (into the window's
//! frame, then presented), timed from the frame's start until the device
//! has finished it;
//! then the times' percentiles, so a slower frame shows as a larger figure.

use std::fmt;
use std::time::{Duration, Instant};

use ggez::Context;
use ggez::event::EventHandler;

use super::run_progress::RunProgress;
use super::state::App;

/// Runs and draws `frames` frames of `app`, timing each.
pub fn measure(ctx: &mut Context, app: &mut App, frames: u64) -> Result<FrameTimes, String> {
    let gfx_error = |e: ggez::GameError| format!("drawing a frame failed: {e}");
    let mut times = Vec::with_capacity(usize::try_from(frames).unwrap_or(0));
    let mut progress = RunProgress::new(frames);
    for done in 1..=frames {
        progress.step(done);
        let start = Instant::now();
        app.run_frame();
        ctx.gfx.begin_frame().map_err(gfx_error)?;
        let drawn = app.draw(ctx);
        ctx.gfx.end_frame().map_err(gfx_error)?;
        drawn.map_err(gfx_error)?;
        // The frame is only submitted so far: wait until the device is done.
        ctx.gfx
            .wgpu()
            .device
            .poll(wgpu::PollType::wait_indefinitely())
            .map_err(|e| format!("waiting for a frame failed: {e}"))?;
        times.push(start.elapsed());
    }
    FrameTimes::of(&mut times).ok_or_else(|| "--frame-times needs --frames 1 or more".to_owned())
}

/// Percentiles of frame times.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct FrameTimes {
    pub frames: usize,
    pub p50: Duration,
    pub p95: Duration,
    pub p99: Duration,
    pub max: Duration,
}

impl FrameTimes {
    /// The percentiles of `times` (sorted in place); `None` if empty. A
    /// percentile is the time at or below which that share of frames took
    /// (nearest rank: p95 of 20 frames is the 19th fastest).
    #[must_use]
    pub fn of(times: &mut [Duration]) -> Option<Self> {
        times.sort_unstable();
        let &max = times.last()?;
        let rank = |p: usize| times[(times.len() * p).div_ceil(100).max(1) - 1];
        Some(Self {
            frames: times.len(),
            p50: rank(50),
            p95: rank(95),
            p99: rank(99),
            max,
        })
    }
}

impl fmt::Display for FrameTimes {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let ms = |d: Duration| d.as_secs_f64() * 1000.0;
        write!(
            f,
            "frame times over {} frames (step + draw + present): \
             p50 {:.2} ms, p95 {:.2} ms, p99 {:.2} ms, max {:.2} ms",
            self.frames,
            ms(self.p50),
            ms(self.p95),
            ms(self.p99),
            ms(self.max)
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn percentiles_are_nearest_ranks() {
        let mut times: Vec<Duration> = (1..=100).rev().map(Duration::from_millis).collect();
        let t = FrameTimes::of(&mut times).unwrap();
        assert_eq!(t.frames, 100);
        assert_eq!(
            (t.p50, t.p95, t.p99, t.max),
            (
                Duration::from_millis(50),
                Duration::from_millis(95),
                Duration::from_millis(99),
                Duration::from_millis(100)
            )
        );
        let mut one = [Duration::from_millis(7)];
        let t = FrameTimes::of(&mut one).unwrap();
        assert_eq!(
            (t.p50, t.p99),
            (Duration::from_millis(7), Duration::from_millis(7))
        );
        assert_eq!(FrameTimes::of(&mut []), None);
        assert_eq!(
            t.to_string(),
            "frame times over 1 frames (step + draw + present): \
             p50 7.00 ms, p95 7.00 ms, p99 7.00 ms, max 7.00 ms"
        );
    }
}
