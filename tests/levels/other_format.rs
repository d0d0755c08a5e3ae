//! A level file given to the wrong mode is told so in one line by the
//! loaders themselves (so the shooter's banner and Sokoban's level screen
//! say it too, on a live reload as at start), not by its first odd
//! character or first missing key.

use hitlab::levels::arena::DEFAULT_ARENA;
use hitlab::levels::sokoban::DEFAULT_PACK;
use std::path::Path;

use hitlab::levels::arena::{ArenaError, load_arena};
use hitlab::levels::sokoban::{Pack, PackError};

fn resource(path: &str) -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("resources")
        .join(path)
}

#[test]
fn a_pack_loaded_as_an_arena_is_called_a_pack() {
    let temp = tempfile::Builder::new()
        .prefix("hitlab-pack-")
        .suffix(".toml")
        .tempfile()
        .unwrap();
    let copy = temp.path().to_path_buf();
    std::fs::copy(resource(DEFAULT_PACK), &copy).unwrap();
    for (name, path) in [
        ("by its extension", resource(DEFAULT_PACK)),
        ("by its content", copy.clone()),
    ] {
        match load_arena(&path) {
            Err(ArenaError::Invalid { problems, .. }) => {
                assert_eq!(problems.len(), 1, "{name}: {problems:?}");
                assert_eq!(
                    problems[0].to_string(),
                    "1:1: this looks like a Sokoban pack (XSB), not an arena (TOML): \
                     the shooter plays arenas such as resources/arenas/default.toml",
                    "{name}"
                );
            }
            other => panic!("{name}: {other:?}"),
        }
    }
}

#[test]
fn an_arena_loaded_as_a_pack_is_called_an_arena() {
    let path = resource(DEFAULT_ARENA);
    match Pack::load(&path) {
        Err(error @ PackError::WrongFormat { .. }) => assert_eq!(
            error.to_string(),
            format!(
                "{}: this looks like an arena (TOML), not a Sokoban pack (XSB): \
                 Sokoban plays packs such as resources/sokoban/hitlab.xsb",
                path.display()
            )
        ),
        other => panic!("{other:?}"),
    }
    // An arena's text under a pack's name is still an arena.
    let temp = tempfile::Builder::new()
        .prefix("hitlab-arena-")
        .suffix(".xsb")
        .tempfile()
        .unwrap();
    let copy = temp.path();
    std::fs::copy(&path, copy).unwrap();
    assert!(matches!(
        Pack::load(copy),
        Err(PackError::WrongFormat { .. })
    ));
}

#[test]
fn the_shipped_files_load_as_their_own_format() {
    load_arena(&resource(DEFAULT_ARENA)).unwrap();
    Pack::load(&resource(DEFAULT_PACK)).unwrap();
}
