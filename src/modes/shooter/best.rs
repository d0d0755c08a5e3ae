//! The best score, kept in a small text file in the user's data directory.
//!
//! A missing file means no best yet; a corrupt one is logged and replaced
//! at the next save. Losing a best score is a pity, refusing to start the
//! game over it would be worse.

use std::path::{Path, PathBuf};

/// File name of the best score inside the data directory.
pub const BEST_FILE: &str = "shooter-best.txt";

/// Where the best score lives.
#[must_use]
pub fn best_path(data_dir: &Path) -> PathBuf {
    data_dir.join(BEST_FILE)
}

/// Reads the best score; 0 if there is none or the file is unreadable.
#[must_use]
pub fn load_best(path: &Path) -> u32 {
    match std::fs::read_to_string(path) {
        Ok(text) => match text.trim().parse::<u32>() {
            Ok(best) => best,
            Err(_) => {
                log::warn!(
                    "{}: not a score ({:?}); starting from 0",
                    path.display(),
                    text.trim()
                );
                0
            }
        },
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => 0,
        Err(e) => {
            log::warn!("{}: cannot read best score: {e}", path.display());
            0
        }
    }
}

/// Writes the best score, creating the directory if needed. Failure is
/// logged, not fatal.
pub fn save_best(path: &Path, best: u32) {
    let result = path
        .parent()
        .map_or(Ok(()), std::fs::create_dir_all)
        .and_then(|()| std::fs::write(path, format!("{best}\n")));
    if let Err(e) = result {
        log::warn!("{}: cannot save best score: {e}", path.display());
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn missing_corrupt_and_saved_files() {
        let dir = std::env::temp_dir().join(format!("hitlab-best-{}", std::process::id()));
        let path = best_path(&dir);
        assert_eq!(load_best(&path), 0, "missing file");
        save_best(&path, 1234);
        assert_eq!(load_best(&path), 1234);
        std::fs::write(&path, "lots").unwrap();
        assert_eq!(load_best(&path), 0, "corrupt file");
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
