//! A shell in flight: what the round (`game`) and the hit tests (`narrow`)
//! both speak of. Which test decides whether it hit a target is the arena's
//! [`Detection`](crate::levels::arena::Detection).

use glam::Vec2;

/// A shell in flight.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Shell {
    /// Where it is now, P' of the last step, world units.
    pub position: Vec2,
    /// Position one step ago: the path P→P' the swept test checks.
    pub previous: Vec2,
    /// Unit direction.
    pub direction: Vec2,
    /// Already counted as a tip miss: a shell is counted (and leaves its
    /// ghost) once, where the swept test would first have hit it.
    pub tip_missed: bool,
    /// Already counted as a spin miss: once, where the spin test would first
    /// have hit it, however many tips turn across it after that.
    pub spin_missed: bool,
}
