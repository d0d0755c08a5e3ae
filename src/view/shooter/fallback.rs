//! What the shooter plays when the arena named cannot be played as it is:
//! the built-in copy of the default arena, or the arena without the
//! targets that could not be built (a missing font leaves out letters).

use std::path::Path;

use hitlab::levels::arena::{Arena, ShapeSpec, parse_arena};
use hitlab::modes::shooter::ShooterGame;

/// The arena the game falls back on if no file can be loaded at all.
const BUILTIN_ARENA: &str = include_str!("../../../resources/arenas/default.toml");

/// The shipped default, compiled in, for when no arena file can be loaded.
pub fn builtin_arena() -> Result<Arena, String> {
    parse_arena(BUILTIN_ARENA, Path::new("built-in default.toml")).map_err(|e| e.to_string())
}

/// The game, or (if a shape cannot be built, e.g. the font is missing) the
/// game without the targets that failed, with the reason.
pub fn build_game(
    arena: Arena,
    font: Option<&[u8]>,
    seed: u64,
) -> Result<(ShooterGame, Option<String>), String> {
    match ShooterGame::new(arena.clone(), font, seed) {
        Ok(game) => Ok((game, None)),
        Err(e) => {
            let mut without_letters = arena;
            without_letters
                .targets
                .retain(|t| !matches!(t.shape, ShapeSpec::Letter { .. }));
            let message = format!("a target could not be built ({e}); letters left out");
            log::error!("{message}");
            match ShooterGame::new(without_letters, font, seed) {
                Ok(game) => Ok((game, Some(message))),
                Err(_) => {
                    let game = ShooterGame::new(builtin_without_letters()?, None, seed)
                        .map_err(|e| format!("{message}; the built-in arena too: {e}"))?;
                    Ok((game, Some(message)))
                }
            }
        }
    }
}

fn builtin_without_letters() -> Result<Arena, String> {
    let mut arena = builtin_arena()?;
    arena
        .targets
        .retain(|t| !matches!(t.shape, ShapeSpec::Letter { .. }));
    Ok(arena)
}
