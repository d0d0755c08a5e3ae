//! Every file the game writes goes through here: the player's data (best
//! scores, Sokoban progress, settings), both editors' saves, handouts,
//! screenshots, `--stats`, `resources export` and Sokoban's exported moves.
//!
//! A file is written whole or not at all. The new contents go to a
//! temporary file of their own in the target's folder (unique, so two
//! writers never share one), are flushed to disk, then renamed over the
//! target: a reader, a crash or a kill sees the old file or the new one,
//! never a part, and a failed write removes its temporary file. A link is
//! followed to the file it names, so a save changes that file and the link
//! stays a link; a folder, a device or a pipe is refused, never replaced.
//!
//! A test (`tests/code/one_writer.rs`) holds the rule: no other source file
//! creates, writes or renames a file. What the game reads back is read
//! through [`read`], bounded the same way for every kind of file.

mod names;
pub mod read;
mod target;

use std::fs::File;
use std::io::{self, Write};
use std::path::{Path, PathBuf};

use serde::Serialize;
use serde::de::DeserializeOwned;

pub use names::{MAX_NAME_BYTES, fit_name, free_name};
use target::{final_target, refuse_unless_file};

/// A file being written beside its target, put in place by
/// [`AtomicFile::commit`]. Until then the target keeps what it held;
/// dropped uncommitted (a failed run, an early return), the temporary file
/// is removed. Created at once, so an unwritable or missing folder fails
/// before the work whose result it would hold (the folder is not made: a
/// mistyped path is refused, not created).
#[derive(Debug)]
pub struct AtomicFile {
    temp: tempfile::NamedTempFile,
    place: Place,
}

/// Where a committed file goes.
#[derive(Debug)]
enum Place {
    /// Over this file (a link's final target), or where it would be.
    Over(PathBuf),
    /// At this name if nothing is there, else the first free numbered one.
    New(PathBuf),
}

impl AtomicFile {
    /// Starts writing `path`: the file it names, or, for a link, the file
    /// the link leads to (a relative link read from the link's folder). A
    /// folder, device, pipe or socket there is refused.
    pub fn create(path: &Path) -> io::Result<Self> {
        let target = final_target(path)?;
        refuse_unless_file(path, &target)?;
        let temp = temp_beside(&target)?;
        if let Ok(old) = std::fs::metadata(&target) {
            // The new file keeps the old one's permissions: a private
            // file stays private.
            temp.as_file().set_permissions(old.permissions())?;
        }
        Ok(Self {
            temp,
            place: Place::Over(target),
        })
    }

    /// Starts writing a new file at `path`, which never replaces anything:
    /// [`commit`](Self::commit) puts it at `path` if nothing is there, else
    /// at the first free name of [`free_name`]'s sequence (`-2`, `-3` ...),
    /// claimed at that moment, so two writers at once get two names.
    pub fn create_new(path: &Path) -> io::Result<Self> {
        Ok(Self {
            temp: temp_beside(path)?,
            place: Place::New(path.to_owned()),
        })
    }

    /// The temporary file, to write into (or hand to an encoder as a
    /// [`Write`]).
    pub fn file(&mut self) -> &mut File {
        self.temp.as_file_mut()
    }

    /// Flushes the written file to disk, then renames it into place; returns
    /// where it went (for [`create`](Self::create), the link's target if
    /// a link was given). On failure the temporary file is removed and the
    /// old file is left as it was.
    pub fn commit(self) -> io::Result<PathBuf> {
        self.temp.as_file().sync_all()?;
        match self.place {
            Place::Over(target) => {
                // Checked again: something may have taken the name since.
                refuse_unless_file(&target, &target)?;
                self.temp.persist(&target).map_err(|e| e.error)?;
                Ok(target)
            }
            Place::New(path) => {
                let mut temp = self.temp;
                for name in names::numbered(&path) {
                    match temp.persist_noclobber(&name) {
                        Ok(_) => return Ok(name),
                        Err(e) if e.error.kind() == io::ErrorKind::AlreadyExists => temp = e.file,
                        Err(e) => return Err(e.error),
                    }
                }
                Err(names::all_taken(&path))
            }
        }
    }
}

/// Random letters tempfile puts in a temporary file's name.
const TEMP_RANDOM: usize = 6;

/// The end of every temporary file's name.
const TEMP_SUFFIX: &str = ".tmp";

/// The start of the name of a temporary file for `path`: `.NAME.`, with
/// NAME shortened so the whole name (random letters and `.tmp` added)
/// still fits a file system's [`MAX_NAME_BYTES`]: a file with a name of
/// 255 bytes can be saved.
fn temp_prefix(path: &Path) -> String {
    let name = path.file_name().unwrap_or_default().to_string_lossy();
    let room = MAX_NAME_BYTES - 2 - TEMP_RANDOM - TEMP_SUFFIX.len();
    format!(".{}.", names::fit_name_to(&name, room))
}

/// A new temporary file in `path`'s folder, named after it
/// (`.scores.toml.a1B2c3.tmp`) so a person who finds one knows what it
/// was, and a folder listing levels by extension skips it. It is locked
/// while written, so that [`remove_stale_temps`] knows a live one from
/// one a kill left behind. On Unix it is made with the permissions a new
/// file gets (the umask's), not the owner-only ones of a temporary file.
fn temp_beside(path: &Path) -> io::Result<tempfile::NamedTempFile> {
    let folder = match path.parent() {
        Some(folder) if !folder.as_os_str().is_empty() => folder,
        _ => Path::new("."),
    };
    let prefix = temp_prefix(path);
    remove_stale_temps(folder, &prefix);
    let mut builder = tempfile::Builder::new();
    builder
        .prefix(&prefix)
        .suffix(TEMP_SUFFIX)
        .rand_bytes(TEMP_RANDOM);
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        builder.permissions(std::fs::Permissions::from_mode(0o666));
    }
    let temp = builder.tempfile_in(folder)?;
    // Where the system has no file locks the temp is only unmarked: a
    // later save then leaves it, as before.
    let _ = temp.as_file().try_lock();
    Ok(temp)
}

/// Removes the temporary files of earlier saves of the same file (named
/// `prefix`, random letters, `.tmp`) that no writer holds: a save killed
/// midway (a power cut, `kill -9`) leaves its temporary file, and the
/// next save of that file clears it. A temporary file another save is
/// writing now is locked, and is left alone. Nothing here fails a save.
fn remove_stale_temps(folder: &Path, prefix: &str) {
    let Ok(entries) = std::fs::read_dir(folder) else {
        return;
    };
    for entry in entries.flatten() {
        let name = entry.file_name();
        let Some(name) = name.to_str() else { continue };
        let is_temp = name.len() == prefix.len() + TEMP_RANDOM + TEMP_SUFFIX.len()
            && name.starts_with(prefix)
            && name.ends_with(TEMP_SUFFIX);
        if !is_temp || !entry.file_type().is_ok_and(|t| t.is_file()) {
            continue;
        }
        let Ok(temp) = File::open(entry.path()) else {
            continue;
        };
        if temp.try_lock().is_ok() {
            drop(temp);
            if let Err(e) = std::fs::remove_file(entry.path()) {
                log::warn!("{}: cannot remove ({e})", entry.path().display());
            }
        }
    }
}

/// Writes `contents` to `path` whole or not at all, through an
/// [`AtomicFile`]: into the file a link leads to, never over a folder or a
/// device. Makes `path`'s folder if it is missing (the data folder on a
/// first run, `arenas/` in a new levels folder).
pub fn write(path: impl AsRef<Path>, contents: impl AsRef<[u8]>) -> io::Result<()> {
    let path = path.as_ref();
    if let Some(folder) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
        std::fs::create_dir_all(folder)?;
    }
    let mut file = AtomicFile::create(path)?;
    file.file().write_all(contents.as_ref())?;
    file.commit().map(drop)
}

/// Writes `value` to `path` as TOML, through [`write`].
pub fn write_toml<T: Serialize>(path: &Path, value: &T) -> io::Result<()> {
    let text = toml::to_string(value).map_err(io::Error::other)?;
    write(path, text)
}

/// Reads `path` as TOML. `None` if there is no such file; a file that
/// cannot be read or parsed is logged (with `fresh`, what the game does
/// instead, e.g. "starting with no progress") and read as the default:
/// losing a record is a pity, refusing to start over it would be worse.
#[must_use]
pub fn read_toml<T: DeserializeOwned + Default>(path: &Path, fresh: &str) -> Option<T> {
    let text = match read::read_text(path, "a data file") {
        Ok(text) => text,
        Err(e) if e.kind() == io::ErrorKind::NotFound => return None,
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
