//! What the Sokoban session tests share: a two-level pack and the input a
//! player gives.

use hitlab::modes::sokoban::{Session, SokobanControl};
use hitlab::sim::ControlFrame;

/// Two one-push levels, "A" and "B".
pub const TWO: &str = "#######\n#@ $ .#\n#######\nTitle: A\n\n######\n#@$ .#\n######\nTitle: B\n";

/// A frame in which `control` is pressed (and held).
pub fn press(control: SokobanControl) -> ControlFrame<SokobanControl> {
    ControlFrame::new(vec![control], vec![control])
}

/// Steps `session` `steps` times with no input.
pub fn idle(session: &mut Session, steps: u32) {
    for _ in 0..steps {
        session.step(&ControlFrame::default());
    }
}
