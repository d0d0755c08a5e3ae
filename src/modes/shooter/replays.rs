//! Where the data folder keeps replays: `replays/ARENA/`, one folder per
//! arena, each round that ended in a file named by when it ended
//! (`001764423720.replay`, seconds since 1970), the newest
//! [`KEPT_PER_ARENA`] kept, and the arena's best round in `best.replay`,
//! kept always (it is replaced only by a better round). An arena is the
//! folder of its file's stem (`thin_tip`); a file outside the resources
//! (keyed by its full path) adds a hash of that path, so two `mine.toml`
//! in different folders keep apart.
//!
//! Every file is written through [`crate::files`], whole or not at all.

use std::io::{self, Write};
use std::path::{Path, PathBuf};

use super::game::ShooterGame;
use super::replay::{Replay, arena_hash};
use crate::files::{AtomicFile, fit_name};

/// The replays' folder in the data folder.
pub const REPLAYS_DIR: &str = "replays";

/// Rounds kept per arena besides its best: the oldest go first.
pub const KEPT_PER_ARENA: usize = 30;

/// The best round's file in an arena's folder.
pub const BEST_REPLAY: &str = "best.replay";

/// A replay file's extension.
pub const EXTENSION: &str = "replay";

/// The folder of the arena keyed `key` ([`super::best::arena_key`]).
#[must_use]
pub fn arena_folder(data_dir: &Path, key: &str) -> PathBuf {
    let stem = Path::new(key)
        .file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_default();
    let mut name: String = stem
        .chars()
        .map(|c| {
            if c.is_alphanumeric() || c == '-' || c == '_' {
                c
            } else {
                '_'
            }
        })
        .collect();
    let shipped_like = key
        .strip_prefix("arenas/")
        .is_some_and(|n| !n.contains('/'));
    if !shipped_like || name.is_empty() {
        name = format!("{name}-{}", &arena_hash(key.as_bytes())[..8]);
    }
    data_dir.join(REPLAYS_DIR).join(fit_name(&name))
}

/// Where the best round of the arena keyed `key` is kept.
#[must_use]
pub fn best_replay(data_dir: &Path, key: &str) -> PathBuf {
    arena_folder(data_dir, key).join(BEST_REPLAY)
}

/// Reads the replay file at `path`, or says why not in a line.
pub fn load(path: &Path) -> Result<Replay, String> {
    let text = crate::files::read::read_text(path, "a replay file")
        .map_err(|e| format!("{}: cannot read it: {e}", path.display()))?;
    Replay::parse(&text).map_err(|e| format!("{}: {e}", path.display()))
}

/// The best round kept for the arena keyed `key`, if one is and it reads.
#[must_use]
pub fn load_best(data_dir: &Path, key: &str) -> Option<Replay> {
    let path = best_replay(data_dir, key);
    if !path.is_file() {
        return None;
    }
    load(&path)
        .inspect_err(|e| log::warn!("{e}: no ghost, no best to watch"))
        .ok()
}

/// The hash of the arena file at `path` ([`arena_hash`]) as this process
/// reads it (a shipped copy too); `None` if it cannot be read.
#[must_use]
pub fn file_hash(path: &Path) -> Option<String> {
    crate::resources::read_bytes(path)
        .map(|bytes| arena_hash(&bytes))
        .inspect_err(|e| log::warn!("{}: cannot read it to hash: {e}", path.display()))
        .ok()
}

/// The arena file `replay` was played in, as this process finds it (a
/// resource name where the resources are, a full path as it is), or why it
/// cannot be played there: the file is missing, or has changed since.
pub fn arena_file(replay: &Replay) -> Result<PathBuf, String> {
    let path = if Path::new(&replay.arena).is_absolute() {
        PathBuf::from(&replay.arena)
    } else {
        crate::resources::resolve(&replay.arena)
    };
    let bytes = crate::resources::read_bytes(&path)
        .map_err(|e| format!("the arena {} cannot be read: {e}", replay.arena))?;
    match replay.arena_changed(&arena_hash(&bytes)) {
        Some(why) => Err(why),
        None => Ok(path),
    }
}

/// Why a screen with no shooter round races no ghost (the terminal's
/// words: `--ghost` on another screen).
pub const NO_ROUND: &str = "there is no shooter round to race a ghost in";

/// Whether `replay`'s plane can be raced in a round of the arena file
/// hashed `arena_hash` (`None`: the round is not played from a file), or
/// why not, for the terminal.
pub fn can_race(replay: &Replay, arena_hash: Option<&str>) -> Result<(), String> {
    match arena_hash {
        None => Err("this round is not played from an arena file: it races no ghost".into()),
        Some(hash) => replay.arena_changed(hash).map_or(Ok(()), Err),
    }
}

/// The replay of `game`'s round in the arena keyed `key` (`None`: not
/// played from a file) whose file hashes to `arena_hash` (`None`: the
/// file did not load and the built-in copy plays), or why it has none,
/// for the terminal (`--record`).
pub fn round_replay(
    game: &ShooterGame,
    key: Option<&str>,
    arena_hash: Option<&str>,
) -> Result<Replay, String> {
    let key = key.ok_or("this round is not played from an arena file")?;
    let hash = arena_hash.ok_or("the arena file did not load: the built-in copy plays")?;
    Replay::of_round(game, key, hash)
        .ok_or_else(|| "the round outgrew what a replay keeps (half an hour of steps)".into())
}

/// Keeps `replay`, a round that ended `stamp` seconds after 1970, in its
/// arena's folder (and as its best when `new_best`), then lets the oldest
/// rounds go past [`KEPT_PER_ARENA`]; returns where the round went.
pub fn keep(data_dir: &Path, replay: &Replay, new_best: bool, stamp: u64) -> io::Result<PathBuf> {
    let folder = arena_folder(data_dir, &replay.arena);
    std::fs::create_dir_all(&folder)?;
    let text = replay.to_text();
    let mut file = AtomicFile::create_new(&folder.join(format!("{stamp:012}.{EXTENSION}")))?;
    file.file().write_all(text.as_bytes())?;
    let kept = file.commit()?;
    if new_best {
        crate::files::write(folder.join(BEST_REPLAY), &text)?;
    }
    prune(&folder);
    Ok(kept)
}

/// A round's file's place in time: its stamp, then the number a second
/// round in the same second got (`-2`); `None` for any other file.
fn order(name: &str) -> Option<(u64, u32)> {
    let stem = name.strip_suffix(&format!(".{EXTENSION}"))?;
    let (stamp, number) = stem.split_once('-').unwrap_or((stem, "1"));
    let digits = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
    if !digits(stamp) || !digits(number) {
        return None;
    }
    Some((stamp.parse().ok()?, number.parse().ok()?))
}

/// Removes the oldest rounds in `folder` past [`KEPT_PER_ARENA`] (never
/// the best, nor a file the game did not name); a failure costs a warning.
fn prune(folder: &Path) {
    let Ok(entries) = std::fs::read_dir(folder) else {
        return;
    };
    let mut rounds: Vec<((u64, u32), PathBuf)> = entries
        .flatten()
        .filter(|e| e.file_type().is_ok_and(|t| t.is_file()))
        .filter_map(|e| Some((order(e.file_name().to_str()?)?, e.path())))
        .collect();
    if rounds.len() <= KEPT_PER_ARENA {
        return;
    }
    rounds.sort();
    let extra = rounds.len() - KEPT_PER_ARENA;
    for (_, path) in rounds.into_iter().take(extra) {
        if let Err(e) = std::fs::remove_file(&path) {
            log::warn!("{}: cannot remove an old replay: {e}", path.display());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::modes::shooter::StepInput;

    fn replay(arena: &str, steps: usize) -> Replay {
        let idle = StepInput::from_bits(0).unwrap();
        Replay {
            version: super::super::replay::game_version().to_owned(),
            arena: arena.to_owned(),
            arena_hash: "0123456789abcdef".into(),
            seed: 3,
            inputs: vec![idle; steps],
        }
    }

    #[test]
    fn arenas_keep_apart_and_a_file_elsewhere_adds_its_paths_hash() {
        let data = Path::new("/data");
        let thin = arena_folder(data, "arenas/thin_tip.toml");
        assert_eq!(thin, data.join("replays/thin_tip"));
        let a = arena_folder(data, "/home/a/mine.toml");
        let b = arena_folder(data, "/home/b/mine.toml");
        assert_ne!(a, b);
        let name = a.file_name().unwrap().to_str().unwrap();
        assert!(name.starts_with("mine-"), "{name}");
        assert_eq!(
            best_replay(data, "arenas/maze.toml"),
            data.join("replays/maze/best.replay")
        );
    }

    #[test]
    fn the_newest_rounds_and_the_best_are_kept() {
        let temp = crate::test_support::scratch("replays-keep");
        let data = temp.path();
        let key = "arenas/thin_tip.toml";
        // The best first, then more rounds than are kept.
        keep(data, &replay(key, 7), true, 100).unwrap();
        for i in 0..KEPT_PER_ARENA as u64 + 4 {
            keep(data, &replay(key, 1), false, 200 + i).unwrap();
        }
        // Two in the same second get two names.
        let twin = keep(data, &replay(key, 2), false, 999).unwrap();
        let other = keep(data, &replay(key, 3), false, 999).unwrap();
        assert_ne!(twin, other);
        let folder = arena_folder(data, key);
        let mut names: Vec<String> = std::fs::read_dir(&folder)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        names.sort();
        assert_eq!(names.len(), KEPT_PER_ARENA + 1, "{names:?}");
        assert!(names.contains(&BEST_REPLAY.to_owned()));
        assert!(
            !names.contains(&"000000000100.replay".to_owned()),
            "oldest gone"
        );
        assert!(
            !names.contains(&"000000000205.replay".to_owned()),
            "{names:?}"
        );
        assert!(
            names.contains(&"000000000206.replay".to_owned()),
            "{names:?}"
        );
        assert_eq!(load(&other).unwrap().inputs.len(), 3);
        assert_eq!(load_best(data, key).unwrap().inputs.len(), 7);
        assert!(load_best(data, "arenas/maze.toml").is_none());
    }

    #[test]
    fn a_replay_plays_only_in_the_arena_file_it_was_played_in() {
        let temp = crate::test_support::scratch("replays-arena");
        let path = temp.path().join("mine.toml");
        let shipped = crate::resources::read_bytes(Path::new("arenas/thin_tip.toml")).unwrap();
        crate::files::write(&path, &shipped).unwrap();
        let mut mine = replay(&path.to_string_lossy(), 5);
        mine.arena_hash = file_hash(&path).unwrap();
        assert_eq!(arena_file(&mine), Ok(path.clone()));
        crate::files::write(
            &path,
            format!("{}\n# edited", String::from_utf8_lossy(&shipped)),
        )
        .unwrap();
        let err = arena_file(&mine).unwrap_err();
        assert!(
            err.contains("mine.toml") && err.contains("changed since"),
            "{err}"
        );
        std::fs::remove_file(&path).unwrap();
        assert!(arena_file(&mine).unwrap_err().contains("cannot be read"));
        let mut shipped_one = replay("arenas/thin_tip.toml", 1);
        shipped_one.arena_hash = arena_hash(&shipped);
        assert!(arena_file(&shipped_one).is_ok());
    }

    #[test]
    fn a_broken_replay_file_says_which_file_and_why() {
        let temp = crate::test_support::scratch("replays-broken");
        let path = temp.path().join("x.replay");
        crate::files::write(&path, "hello").unwrap();
        let err = load(&path).unwrap_err();
        assert!(
            err.contains("x.replay") && err.contains("not a replay"),
            "{err}"
        );
        assert!(
            load(&temp.path().join("none.replay"))
                .unwrap_err()
                .contains("cannot read")
        );
    }
}
