//! The shooter's rules: a round's clock and its hits, misses and saves, driven
//! by control scripts.

mod clock;
mod common;
mod detection;
mod motion;
mod rewind;
mod round;
mod storm;
