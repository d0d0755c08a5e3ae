//! What the shooter plays when the arena named cannot be played: the
//! built-in copy of the default arena.

use std::path::Path;

use hitlab::levels::arena::{Arena, parse_arena};

/// The arena the game falls back on if no file can be loaded at all:
/// `resources/` joined with [`DEFAULT_ARENA`](hitlab::levels::arena::DEFAULT_ARENA),
/// spelled out because `include_str!` takes only a literal (the test below
/// holds the two together).
const BUILTIN_ARENA: &str = include_str!("../../../resources/arenas/default.toml");

/// The shipped default, compiled in, for when no arena file can be loaded.
pub fn builtin_arena() -> Result<Arena, String> {
    parse_arena(BUILTIN_ARENA, Path::new("built-in default.toml")).map_err(|e| e.to_string())
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
