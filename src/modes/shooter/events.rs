//! What a rules step reports happened, for sounds and effects.

use glam::Vec2;

/// What happened in a step, for sounds and effects.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum GameEvent {
    /// A shell left the plane.
    Fired,
    /// A shell hit a target.
    Hit {
        /// Which target, in arena order.
        target: usize,
        /// Where the shell was when it hit, world units.
        point: Vec2,
    },
    /// A swept test found a hit the point test would have missed.
    TipSave {
        /// Which target, in arena order.
        target: usize,
        /// Where, world units.
        point: Vec2,
    },
    /// The spin test found a hit the swept test would have missed.
    SpinSave {
        /// Which target, in arena order.
        target: usize,
        /// Where, world units.
        point: Vec2,
    },
    /// A target took its last hit and broke apart.
    Broke {
        /// Which target, in arena order.
        target: usize,
        /// Where the breaking hit was, world units.
        point: Vec2,
    },
    /// The round's clock ran out. A new best is the caller's to keep: the
    /// rules write no file.
    RoundEnded {
        /// The round's score.
        score: u32,
        /// The arena's best score, this round's included.
        best: u32,
        /// Whether this round set it.
        new_best: bool,
    },
}
