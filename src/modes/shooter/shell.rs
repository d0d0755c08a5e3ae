//! A shell in flight, and the test that decides whether it hit a target:
//! what the round (`game`) and the hit tests (`detect`) both speak of.

use glam::Vec2;

/// Which test decides whether a shell hit a target.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Detection {
    /// Is the shell's position inside a triangle? (The triangle-mesh
    /// chapter's test.)
    Point,
    /// Does the shell's path this step cross a triangle?
    Swept,
}

impl Detection {
    #[must_use]
    pub fn label(self) -> &'static str {
        match self {
            Detection::Point => "point test",
            Detection::Swept => "swept test",
        }
    }
}

/// A shell in flight.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Shell {
    pub position: Vec2,
    /// Position one step ago: the path P→P' the swept test checks.
    pub previous: Vec2,
    /// Unit direction.
    pub direction: Vec2,
}
