//! Files in the player's data folder (best scores, Sokoban progress) and the
//! command line's outputs (`--screenshot`, `--stats`), written so that a
//! crash, a kill or a failed run never leaves half a file, nor empties the
//! one that was there.

use std::io::Write;
use std::path::{Path, PathBuf};

use serde::Serialize;
use serde::de::DeserializeOwned;

/// The temporary file `path` is first written to: beside it, so that the
/// rename stays within one file system and is atomic.
#[must_use]
pub fn temp_path(path: &Path) -> PathBuf {
    let mut name = path.file_name().unwrap_or_default().to_os_string();
    name.push(".tmp");
    path.with_file_name(name)
}

/// A file being written to its [`temp_path`], put in place over `path` by
/// [`AtomicFile::commit`]. Until then `path` keeps what it held; dropped
/// uncommitted (a failed run, an early return), the temporary file is
/// removed. Created at once, so an unwritable or missing folder fails
/// before the work whose result it would hold (the folder is not made: a
/// mistyped path is refused, not created).
#[derive(Debug)]
pub struct AtomicFile {
    file: std::fs::File,
    temp: PathBuf,
    path: PathBuf,
    committed: bool,
}

impl AtomicFile {
    /// Creates the temporary file for `path`, in `path`'s folder.
    pub fn create(path: &Path) -> std::io::Result<Self> {
        let temp = temp_path(path);
        Ok(Self {
            file: std::fs::File::create(&temp)?,
            temp,
            path: path.to_owned(),
            committed: false,
        })
    }

    /// The temporary file, to write into.
    pub fn file(&mut self) -> &mut std::fs::File {
        &mut self.file
    }

    /// A second handle on the temporary file, for a writer that takes a
    /// [`std::fs::File`] by value (the PNG encoder); what it writes is
    /// committed with this one.
    pub fn handle(&self) -> std::io::Result<std::fs::File> {
        self.file.try_clone()
    }

    /// Flushes the written file to disk, then renames it over `path`: a
    /// reader sees the old file or the new one, never a part.
    pub fn commit(mut self) -> std::io::Result<()> {
        self.file.sync_all()?;
        std::fs::rename(&self.temp, &self.path)?;
        self.committed = true;
        Ok(())
    }
}

impl Drop for AtomicFile {
    fn drop(&mut self) {
        if !self.committed {
            let _ = std::fs::remove_file(&self.temp);
        }
    }
}

/// Writes `contents` to `path` through an [`AtomicFile`]: the whole text is
/// written and flushed to disk, then renamed over `path`. Creates the folder
/// if needed; on failure the temporary file is removed.
pub fn write_atomically(path: &Path, contents: &str) -> std::io::Result<()> {
    if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
        std::fs::create_dir_all(dir)?;
    }
    let mut file = AtomicFile::create(path)?;
    file.file().write_all(contents.as_bytes())?;
    file.commit()
}

/// Reads `path` as TOML. `None` if there is no such file; a file that
/// cannot be read or parsed is logged (with `fresh`, what the game does
/// instead, e.g. "starting with no progress") and read as the default:
/// losing a record is a pity, refusing to start over it would be worse.
#[must_use]
pub fn read_toml<T: DeserializeOwned + Default>(path: &Path, fresh: &str) -> Option<T> {
    let text = match std::fs::read_to_string(path) {
        Ok(text) => text,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return None,
        Err(e) => {
            log::warn!("{}: cannot read ({e}); {fresh}", path.display());
            return Some(T::default());
        }
    };
    Some(toml::from_str(&text).unwrap_or_else(|e| {
        log::warn!("{}: corrupt ({e}); {fresh}", path.display());
        T::default()
    }))
}

/// Writes `value` to `path` as TOML, through [`write_atomically`].
pub fn write_toml<T: Serialize>(path: &Path, value: &T) -> std::io::Result<()> {
    let text = toml::to_string(value).map_err(std::io::Error::other)?;
    write_atomically(path, &text)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_write_replaces_the_file_whole_and_leaves_no_temporary_file() {
        let dir = std::env::temp_dir().join(format!("hitlab-data-file-{}", std::process::id()));
        let path = dir.join("sub").join("scores.toml");
        write_atomically(&path, "first = 1\n").unwrap();
        write_atomically(&path, "second = 2\n").unwrap();
        assert_eq!(std::fs::read_to_string(&path).unwrap(), "second = 2\n");
        assert!(!temp_path(&path).exists());
        assert_eq!(temp_path(&path), dir.join("sub").join("scores.toml.tmp"));
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn a_failed_write_keeps_the_old_file_and_removes_the_temporary_one() {
        let dir = std::env::temp_dir().join(format!("hitlab-data-fail-{}", std::process::id()));
        // A folder where the file should be: the rename onto it fails.
        let path = dir.join("scores.toml");
        std::fs::create_dir_all(path.join("in the way")).unwrap();
        assert!(write_atomically(&path, "lost = 1\n").is_err());
        assert!(
            path.join("in the way").is_dir(),
            "the old entry is untouched"
        );
        assert!(!temp_path(&path).exists());
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn an_uncommitted_file_leaves_the_old_one_whole() {
        let dir = std::env::temp_dir().join(format!("hitlab-data-keep-{}", std::process::id()));
        let path = dir.join("keep.png");
        write_atomically(&path, "old picture").unwrap();
        let mut file = AtomicFile::create(&path).unwrap();
        file.file().write_all(b"half a new").unwrap();
        assert_eq!(std::fs::read_to_string(&path).unwrap(), "old picture");
        drop(file); // the run failed, or was stopped
        assert_eq!(std::fs::read_to_string(&path).unwrap(), "old picture");
        assert!(!temp_path(&path).exists());
        let file = AtomicFile::create(&path).unwrap();
        file.handle().unwrap().write_all(b"new picture").unwrap();
        file.commit().unwrap();
        assert_eq!(std::fs::read_to_string(&path).unwrap(), "new picture");
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
