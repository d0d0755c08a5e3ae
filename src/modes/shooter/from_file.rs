//! A round from an arena file, or why the file cannot be played: the
//! arena's own problems and a target whose shape cannot be built are one
//! kind of refusal, the same at start and on reload (see
//! `crate::levels::live`).

use std::path::Path;

use super::ShooterGame;
use super::shapes::ShapeError;
use crate::levels::Rejection;
use crate::levels::arena::load_arena;

/// A target whose shape cannot be built refuses the file it is in.
fn unbuildable(path: &Path, error: &ShapeError) -> Rejection {
    Rejection::whole(path, format!("a target could not be built: {error}"))
}

impl ShooterGame {
    /// A new round in the arena file at `path`, from `seed`.
    pub fn from_file(path: &Path, seed: u64) -> Result<Self, Rejection> {
        let arena = load_arena(path)?;
        Self::new(arena, seed).map_err(|e| unbuildable(path, &e))
    }

    /// A new round in the arena file at `path` with `twist` applied to its
    /// rules (the daily arena's), from `seed`.
    pub fn from_file_twisted(
        path: &Path,
        seed: u64,
        twist: super::daily::Twist,
    ) -> Result<Self, Rejection> {
        let mut arena = load_arena(path)?;
        twist.apply(&mut arena);
        Self::new(arena, seed).map_err(|e| unbuildable(path, &e))
    }

    /// The arena file at `path` replaces the one played (a new round
    /// starts); on a refusal nothing changes.
    pub fn reload_from(&mut self, path: &Path) -> Result<(), Rejection> {
        let arena = load_arena(path)?;
        self.replace_arena(arena).map_err(|e| unbuildable(path, &e))
    }
}
