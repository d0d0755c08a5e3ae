//! Notices when a level file changes on disk, for live reload.
//!
//! Polled from the game loop (about twice a second) rather than driven by OS
//! notifications: editors save by writing a temporary file and renaming it over
//! the old one, which replaces the inode a notification watch was bound to,
//! whereas a path's modification time and length always reflect the newest save.

use std::path::{Path, PathBuf};
use std::time::SystemTime;

/// What a file looked like when last polled. `None` means it could not be read
/// (missing, or mid-save): a change to or from that state is also a change.
type Stamp = Option<(SystemTime, u64)>;

fn stamp(path: &Path) -> Stamp {
    let meta = std::fs::metadata(path).ok()?;
    Some((meta.modified().ok()?, meta.len()))
}

/// Watches one file (a level, an arena, a pack).
#[derive(Debug, Clone)]
pub struct FileWatch {
    path: PathBuf,
    last: Stamp,
}

impl FileWatch {
    /// Starts watching `path` as it is now; the first [`Self::changed`] reports
    /// only later edits.
    pub fn new(path: impl Into<PathBuf>) -> Self {
        let path = path.into();
        let last = stamp(&path);
        Self { path, last }
    }

    /// The watched path.
    #[must_use]
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// True once per edit: when the file's modification time or length differ
    /// from the previous poll.
    pub fn changed(&mut self) -> bool {
        let now = stamp(&self.path);
        if now == self.last {
            false
        } else {
            self.last = now;
            true
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reports_each_edit_once() {
        let dir = std::env::temp_dir().join(format!("hitlab-watch-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let file = dir.join("level.toml");
        crate::files::write(&file, "a").unwrap();
        let mut watch = FileWatch::new(&file);
        assert!(!watch.changed());
        // A different length is a change even within the file system's mtime resolution.
        crate::files::write(&file, "abc").unwrap();
        assert!(watch.changed());
        assert!(!watch.changed());
        std::fs::remove_file(&file).unwrap();
        assert!(watch.changed(), "deleting the file is a change too");
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
