//! What the shooter plays when the arena named cannot be played: the
//! built-in copy of the default arena, the one the binary ships.

use std::path::Path;

use hitlab::levels::arena::{Arena, DEFAULT_ARENA, parse_arena};

/// The name its problems are reported under: it is no file on disk.
const BUILTIN_NAME: &str = "built-in default.toml";

/// The shipped default, compiled in, for when no arena file can be loaded.
pub fn builtin_arena() -> Result<Arena, String> {
    // Always there and UTF-8 (a test holds it); were it not, the loader
    // would say what is missing under the built-in name.
    let bytes = hitlab::resources::shipped::get(DEFAULT_ARENA).unwrap_or_default();
    let text = String::from_utf8_lossy(&bytes);
    parse_arena(&text, Path::new(BUILTIN_NAME)).map_err(|e| e.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The built-in copy is the file the default arena names.
    #[test]
    fn the_builtin_arena_is_the_default_arena_file() {
        let root = Path::new(env!("CARGO_MANIFEST_DIR"));
        let file = std::fs::read_to_string(root.join("resources").join(DEFAULT_ARENA)).unwrap();
        let from_file = parse_arena(&file, Path::new(BUILTIN_NAME)).unwrap();
        assert_eq!(builtin_arena(), Ok(from_file));
    }
}
