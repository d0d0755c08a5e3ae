//! What the shooter plays when the arena named cannot be played as it is:
//! the built-in copy of the default arena, or the arena without the
//! targets whose shapes could not be built.

use std::path::Path;

use hitlab::levels::arena::{Arena, parse_arena};
use hitlab::modes::shooter::ShooterGame;
use hitlab::modes::shooter::shapes::shape_mesh;

/// The arena the game falls back on if no file can be loaded at all:
/// `resources/` joined with [`DEFAULT_ARENA`](hitlab::levels::arena::DEFAULT_ARENA),
/// spelled out because `include_str!` takes only a literal (the test below
/// holds the two together).
const BUILTIN_ARENA: &str = include_str!("../../../resources/arenas/default.toml");

/// The shipped default, compiled in, for when no arena file can be loaded.
pub fn builtin_arena() -> Result<Arena, String> {
    parse_arena(BUILTIN_ARENA, Path::new("built-in default.toml")).map_err(|e| e.to_string())
}

/// The game, or (if a target's shape cannot be built) the game without the
/// targets that failed, with the reason.
pub fn build_game(arena: Arena, seed: u64) -> Result<(ShooterGame, Option<String>), String> {
    match ShooterGame::new(arena.clone(), seed) {
        Ok(game) => Ok((game, None)),
        Err(e) => {
            let message = format!(
                "a target could not be built ({e}); the targets that cannot be are left out"
            );
            log::error!("{message}");
            let mut playable = arena;
            playable.targets.retain(|t| shape_mesh(&t.shape).is_ok());
            let game = ShooterGame::new(playable, seed).map_err(|e| format!("{message}: {e}"))?;
            Ok((game, Some(message)))
        }
    }
}

#[cfg(test)]
mod tests {
    use hitlab::levels::arena::DEFAULT_ARENA;

    /// The built-in copy is the file the default arena names.
    #[test]
    fn the_builtin_arena_is_the_default_arena_file() {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
        let file = std::fs::read_to_string(root.join("resources").join(DEFAULT_ARENA));
        assert_eq!(file.ok().as_deref(), Some(super::BUILTIN_ARENA));
    }
}
