//! What the shooter plays when the arena named cannot be played: the
//! built-in copy of the default arena.

use std::path::Path;

use hitlab::levels::arena::{Arena, parse_arena};

/// The arena the game falls back on if no file can be loaded at all.
const BUILTIN_ARENA: &str = include_str!("../../../resources/arenas/default.toml");

/// The shipped default, compiled in, for when no arena file can be loaded.
pub fn builtin_arena() -> Result<Arena, String> {
    parse_arena(BUILTIN_ARENA, Path::new("built-in default.toml")).map_err(|e| e.to_string())
}
