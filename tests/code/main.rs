//! Checks on the code itself: the core's layers import only downward, only
//! the files module writes files, and the window's words live in the
//! language tables.

mod layers;
mod one_writer;
mod words;

use std::path::{Path, PathBuf};

/// Every `.rs` file in `dir` and the folders below it, sorted.
fn rust_files(dir: &Path) -> Vec<PathBuf> {
    let mut found = Vec::new();
    let entries = std::fs::read_dir(dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display()));
    for entry in entries {
        let path = entry.expect("a readable folder entry").path();
        if path.is_dir() {
            found.extend(rust_files(&path));
        } else if path.extension().is_some_and(|e| e == "rs") {
            found.push(path);
        }
    }
    found.sort();
    found
}
