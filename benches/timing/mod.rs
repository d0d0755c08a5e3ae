//! The timing behind the benches' ratio tables: each side's fastest batch, the
//! sides alternated in short rounds so that load from other processes on a
//! shared machine hits them alike.

use std::hint::black_box;
use std::time::{Duration, Instant};

/// Each side's fastest batch over `rounds` rounds; in a round every side runs
/// `batches` batches back to back, so its data and branches are as warm as in
/// criterion's loop. One duration per side, in order.
pub fn fastest_alternating(
    sides: &[&dyn Fn() -> usize],
    rounds: usize,
    batches: usize,
) -> Vec<Duration> {
    let mut best = vec![Duration::MAX; sides.len()];
    for _ in 0..rounds {
        for (side, best) in sides.iter().zip(&mut best) {
            for _ in 0..batches {
                let start = Instant::now();
                black_box(side());
                *best = (*best).min(start.elapsed());
            }
        }
    }
    best
}
