//! The best score of each arena, kept in `shooter-best.toml` in the user's
//! data directory (`hitlab paths` shows where).
//!
//! An arena is keyed by its file's path relative to `resources/`, with `/`
//! between folders on every system: `arenas/thin_tip.toml`. The key does
//! not change when the game folder moves, and two files never share a best,
//! even when one was copied from the other and kept its `name`. An arena
//! file outside `resources/` is keyed by its full path. The default arena
//! is [`DEFAULT_ARENA`], also when its built-in copy plays because the
//! file cannot be loaded.
//!
//! Versions before per-arena bests kept one best for every arena in
//! `shooter-best.txt`. While no `shooter-best.toml` exists, that score is
//! read as the default arena's best, and the first save writes it into the
//! new file; the old file is left as it was.
//!
//! A missing file means no best yet; a corrupt one is logged and replaced
//! at the next save. Losing a best score is a pity, refusing to start the
//! game over it would be worse. Saves go through a temporary file
//! ([`crate::files`]), so a kill mid-write keeps the old file whole.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use crate::files::{read_toml, write_toml};
use crate::levels::arena::DEFAULT_ARENA;
use crate::levels::arena::medals::Medal;
use crate::resources::Resources;

/// File name of the best scores inside the data directory.
pub const BEST_FILE: &str = "shooter-best.toml";

/// The single best score of earlier versions, read once as the default
/// arena's.
pub const OLD_BEST_FILE: &str = "shooter-best.txt";

/// The contents of `shooter-best.toml`.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Bests {
    /// Arena key ([`arena_key`]) → best score.
    #[serde(default)]
    pub best: BTreeMap<String, u32>,
    /// Arena key → the best medal a round there earned.
    #[serde(default)]
    pub medal: BTreeMap<String, Medal>,
}

/// The key of the arena in `arena_file`: its resource name
/// (`arenas/storm.toml`) wherever its copy is (shipped, or a folder of
/// `resources`, so a designer's copy keeps the shipped arena's best), or
/// its full path if it lies elsewhere. Paths are resolved first, so
/// `./resources/..` and symbolic links name the same arena.
#[must_use]
pub fn arena_key(arena_file: &Path, resources: &Resources) -> String {
    resources.name_of(arena_file).unwrap_or_else(|| {
        let file = arena_file
            .canonicalize()
            .unwrap_or_else(|_| arena_file.to_path_buf());
        file.to_string_lossy().into_owned()
    })
}

impl Bests {
    /// Reads the data directory's bests, or the old single best as the
    /// default arena's while there is no new file yet.
    #[must_use]
    pub fn load(data_dir: &Path) -> Self {
        read_toml(&data_dir.join(BEST_FILE), "starting from no best")
            .unwrap_or_else(|| Self::from_old_file(data_dir))
    }

    /// The default arena's best from [`OLD_BEST_FILE`], if there is one.
    fn from_old_file(data_dir: &Path) -> Self {
        let path = data_dir.join(OLD_BEST_FILE);
        let mut bests = Self::default();
        match crate::files::read::read_text(&path, "a best-score file") {
            Ok(text) => match text.trim().parse::<u32>() {
                Ok(best) => {
                    bests.best.insert(DEFAULT_ARENA.to_owned(), best);
                }
                Err(_) => log::warn!("{}: not a score ({:?})", path.display(), text.trim()),
            },
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {}
            Err(e) => log::warn!("{}: cannot read best score: {e}", path.display()),
        }
        bests
    }

    /// The best score in the arena keyed `key`; 0 if none yet.
    #[must_use]
    pub fn get(&self, key: &str) -> u32 {
        self.best.get(key).copied().unwrap_or(0)
    }

    /// The best medal held in the arena keyed `key`.
    #[must_use]
    pub fn medal(&self, key: &str) -> Option<Medal> {
        self.medal.get(key).copied()
    }

    /// Keeps `medal` for the arena keyed `key` if it is better than the one
    /// held; returns whether it was.
    pub fn earn_medal(&mut self, key: &str, medal: Medal) -> bool {
        if self.medal(key).is_some_and(|held| held >= medal) {
            return false;
        }
        self.medal.insert(key.to_owned(), medal);
        true
    }

    /// Writes `shooter-best.toml` whole (see [`crate::files`]); returns
    /// where it was written.
    pub fn save(&self, data_dir: &Path) -> std::io::Result<PathBuf> {
        let path = data_dir.join(BEST_FILE);
        write_toml(&path, self)?;
        Ok(path)
    }
}

/// The best score kept for the arena keyed `key`; 0 if none yet.
#[must_use]
pub fn load_best(data_dir: &Path, key: &str) -> u32 {
    Bests::load(data_dir).get(key)
}

/// Keeps `best` as the arena `key`'s best score. The file is read again
/// first, so bests saved meanwhile for other arenas (by another window) are
/// kept. Failure is logged, not fatal.
/// Why it failed, in a line the end box can show, if the file could not
/// be written (a read-only data folder): the best then lives only as long
/// as the run.
pub fn save_best(data_dir: &Path, key: &str, best: u32) -> Result<(), String> {
    let mut bests = Bests::load(data_dir);
    bests.best.insert(key.to_owned(), best);
    match bests.save(data_dir) {
        Ok(_) => Ok(()),
        Err(e) => {
            let file = data_dir.join(BEST_FILE);
            log::warn!("{}: cannot save best score: {e}", file.display());
            Err(format!("{} cannot be written ({e})", file.display()))
        }
    }
}

/// Keeps what a round ended with in the arena keyed `key`: `best` as its
/// best score if it is a new best, and `medal` if it is better than the one
/// held, in one write. The file is read again first, as [`save_best`] does.
/// Why it failed, in a line the end box can show, if the file could not be
/// written.
pub fn save_round(
    data_dir: &Path,
    key: &str,
    best: Option<u32>,
    medal: Option<Medal>,
) -> Result<(), String> {
    let mut bests = Bests::load(data_dir);
    if let Some(best) = best {
        bests.best.insert(key.to_owned(), best);
    }
    let better_medal = medal.is_some_and(|m| bests.earn_medal(key, m));
    if best.is_none() && !better_medal {
        return Ok(());
    }
    bests.save(data_dir).map(drop).map_err(|e| {
        let file = data_dir.join(BEST_FILE);
        log::warn!("{}: cannot save best score and medal: {e}", file.display());
        format!("{} cannot be written ({e})", file.display())
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_medal_is_kept_only_when_better_and_survives_a_save() {
        let temp = crate::test_support::scratch("best-medal");
        let mut bests = Bests::default();
        assert!(bests.earn_medal("arenas/storm.toml", Medal::Silver));
        assert!(!bests.earn_medal("arenas/storm.toml", Medal::Bronze));
        assert!(bests.earn_medal("arenas/storm.toml", Medal::Gold));
        bests.save(temp.path()).unwrap();
        let read = Bests::load(temp.path());
        assert_eq!(read.medal("arenas/storm.toml"), Some(Medal::Gold));
        assert_eq!(read.medal(DEFAULT_ARENA), None);
    }

    #[test]
    fn a_round_keeps_its_medal_beside_the_best_of_other_arenas() {
        let temp = crate::test_support::scratch("best-round");
        let dir = temp.path();
        save_best(dir, DEFAULT_ARENA, 80).unwrap();
        save_round(dir, "arenas/thin_tip.toml", Some(40), Some(Medal::Bronze)).unwrap();
        save_round(dir, "arenas/thin_tip.toml", None, Some(Medal::Silver)).unwrap();
        save_round(dir, "arenas/thin_tip.toml", None, Some(Medal::Bronze)).unwrap();
        let read = Bests::load(dir);
        assert_eq!(read.get(DEFAULT_ARENA), 80);
        assert_eq!(read.get("arenas/thin_tip.toml"), 40);
        assert_eq!(read.medal("arenas/thin_tip.toml"), Some(Medal::Silver));
    }
    use crate::resources::Root;

    #[test]
    fn two_arenas_keep_separate_bests() {
        let temp = crate::test_support::scratch("best-two");
        // A folder not made yet, as a new player's is.
        let dir = temp.path().join("data");
        assert_eq!(load_best(&dir, DEFAULT_ARENA), 0, "missing file");
        save_best(&dir, DEFAULT_ARENA, 80).unwrap();
        save_best(&dir, "arenas/thin_tip.toml", 12).unwrap();
        assert_eq!(load_best(&dir, DEFAULT_ARENA), 80);
        assert_eq!(load_best(&dir, "arenas/thin_tip.toml"), 12);
        assert_eq!(load_best(&dir, "arenas/maze.toml"), 0);
    }

    #[test]
    fn a_save_leaves_a_whole_file_and_no_temporary_one() {
        let temp = crate::test_support::scratch("best-whole");
        let dir = temp.path().join("data");
        let path = dir.join(BEST_FILE);
        save_best(&dir, "arenas/thin_tip.toml", 12).unwrap();
        let names: Vec<_> = std::fs::read_dir(&dir)
            .unwrap()
            .map(|e| e.unwrap().file_name())
            .collect();
        assert_eq!(names, [BEST_FILE]);
        let text = std::fs::read_to_string(&path).unwrap();
        let parsed: Bests = toml::from_str(&text).unwrap();
        assert_eq!(parsed.get("arenas/thin_tip.toml"), 12, "{text}");
    }

    #[test]
    fn the_old_single_best_becomes_the_default_arenas() {
        let temp = crate::test_support::scratch("best-old");
        let dir = temp.path().join("data");
        std::fs::create_dir_all(&dir).unwrap();
        crate::files::write(dir.join(OLD_BEST_FILE), "1234\n").unwrap();
        assert_eq!(load_best(&dir, DEFAULT_ARENA), 1234);
        assert_eq!(
            load_best(&dir, "arenas/thin_tip.toml"),
            0,
            "not every arena's"
        );
        // The first save carries it into the new file; the old one stays.
        save_best(&dir, "arenas/thin_tip.toml", 7).unwrap();
        std::fs::remove_file(dir.join(OLD_BEST_FILE)).unwrap();
        assert_eq!(load_best(&dir, DEFAULT_ARENA), 1234);
        assert_eq!(load_best(&dir, "arenas/thin_tip.toml"), 7);
    }

    #[test]
    fn a_corrupt_file_is_no_best_and_is_replaced() {
        let temp = crate::test_support::scratch("best-corrupt");
        let dir = temp.path().join("data");
        std::fs::create_dir_all(&dir).unwrap();
        crate::files::write(dir.join(BEST_FILE), "lots").unwrap();
        assert_eq!(load_best(&dir, DEFAULT_ARENA), 0);
        save_best(&dir, DEFAULT_ARENA, 5).unwrap();
        assert_eq!(load_best(&dir, DEFAULT_ARENA), 5);
    }

    #[test]
    fn arenas_are_keyed_by_their_path_under_resources() {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("resources");
        let resources = Resources::with_roots(vec![Root {
            dir: dir.clone(),
            why: "test",
        }]);
        let default = dir.join("arenas").join("default.toml");
        assert_eq!(arena_key(&default, &resources), DEFAULT_ARENA);
        // The same file by another spelling.
        let roundabout = dir.join("arenas/../arenas/thin_tip.toml");
        assert_eq!(arena_key(&roundabout, &resources), "arenas/thin_tip.toml");
        // Outside resources: the full path.
        let elsewhere = Path::new("/no/such/dir/mine.toml");
        assert_eq!(arena_key(elsewhere, &resources), "/no/such/dir/mine.toml");
        // The shipped copy, read from the binary: its name.
        let shipped = Path::new("arenas/storm.toml");
        let none = Resources::with_roots(Vec::new());
        assert_eq!(arena_key(shipped, &none), "arenas/storm.toml");
    }
}
