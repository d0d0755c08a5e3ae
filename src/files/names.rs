//! A name nothing holds yet: `NAME.EXT`, then `NAME-2.EXT`, `NAME-3.EXT`
//! ... (an edited copy of a shipped level, F12's pictures).

use std::ffi::OsString;
use std::io;
use std::path::{Path, PathBuf};

/// Names tried before giving up: past it, F12 held down or a folder full of
/// copies is refused rather than searched without end.
const MOST_NAMES: u32 = 1000;

/// `path`, then `path` with `-2`, `-3` ... before its extension, up to
/// [`MOST_NAMES`] names.
pub(super) fn numbered(path: &Path) -> impl Iterator<Item = PathBuf> + '_ {
    (1..=MOST_NAMES).map(move |n| {
        if n == 1 {
            return path.to_owned();
        }
        let mut name = OsString::from(path.file_stem().unwrap_or_default());
        name.push(format!("-{n}"));
        if let Some(extension) = path.extension() {
            name.push(".");
            name.push(extension);
        }
        path.with_file_name(name)
    })
}

/// The first name of `path`'s sequence (`path`, `NAME-2.EXT`, `NAME-3.EXT`
/// ...) that nothing holds: no file, folder, or link (a dangling link
/// counts as taken, since writing there would write where it leads).
pub fn free_name(path: &Path) -> io::Result<PathBuf> {
    for name in numbered(path) {
        match std::fs::symlink_metadata(&name) {
            Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(name),
            Err(e) => return Err(e),
            Ok(_) => {}
        }
    }
    Err(all_taken(path))
}

/// The error when every name of `path`'s sequence is taken.
pub(super) fn all_taken(path: &Path) -> io::Error {
    io::Error::new(
        io::ErrorKind::AlreadyExists,
        format!(
            "{} and its {} numbered names are all taken",
            path.display(),
            MOST_NAMES - 1
        ),
    )
}
