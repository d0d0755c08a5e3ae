//! Finding the `resources/` folder at run time.
//!
//! Looked for, in order: beside the executable (an installed or copied
//! game), under `$CARGO_MANIFEST_DIR` as set at run time (`cargo run`, as
//! ggez's examples do), and under the crate directory recorded at compile
//! time (so `target/debug/hitlab` run from any directory still finds it).

use std::path::{Path, PathBuf};

/// The folder's name.
pub const DIR_NAME: &str = "resources";

/// No candidate held a `resources/` folder. Displays as one line naming
/// every place that was tried.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("no `resources/` folder found; looked in: {}", join(.looked))]
pub struct NotFound {
    /// Every folder tried, in the order tried.
    pub looked: Vec<PathBuf>,
}

fn join(paths: &[PathBuf]) -> String {
    paths
        .iter()
        .map(|p| p.display().to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

/// The places to look, best first, without duplicates.
#[must_use]
pub fn candidates(
    exe: Option<&Path>,
    manifest_dir_at_run_time: Option<&Path>,
    manifest_dir_at_build_time: &Path,
) -> Vec<PathBuf> {
    let mut places: Vec<PathBuf> = Vec::new();
    let dirs = [
        exe.and_then(Path::parent),
        manifest_dir_at_run_time,
        Some(manifest_dir_at_build_time),
    ];
    for dir in dirs.into_iter().flatten() {
        let place = dir.join(DIR_NAME);
        if !places.contains(&place) {
            places.push(place);
        }
    }
    places
}

/// The first candidate that is a directory.
pub fn first_existing(candidates: Vec<PathBuf>) -> Result<PathBuf, NotFound> {
    match candidates.iter().find(|p| p.is_dir()) {
        Some(found) => Ok(found.clone()),
        None => Err(NotFound { looked: candidates }),
    }
}

/// Finds `resources/` for this process (see the module doc for the order).
pub fn locate() -> Result<PathBuf, NotFound> {
    let exe = std::env::current_exe().ok();
    let run_time = std::env::var_os("CARGO_MANIFEST_DIR").map(PathBuf::from);
    first_existing(candidates(
        exe.as_deref(),
        run_time.as_deref(),
        Path::new(env!("CARGO_MANIFEST_DIR")),
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scratch(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("hitlab-res-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        dir
    }

    #[test]
    fn beside_the_executable_wins_over_the_crate() {
        let root = scratch("exe");
        let bin = root.join("bin");
        let krate = root.join("crate");
        std::fs::create_dir_all(bin.join(DIR_NAME)).unwrap();
        std::fs::create_dir_all(krate.join(DIR_NAME)).unwrap();
        let places = candidates(Some(&bin.join("hitlab")), None, &krate);
        assert_eq!(first_existing(places).unwrap(), bin.join(DIR_NAME));
        std::fs::remove_dir_all(&root).unwrap();
    }

    #[test]
    fn falls_back_to_the_crate_directory() {
        let root = scratch("crate");
        let krate = root.join("crate");
        std::fs::create_dir_all(krate.join(DIR_NAME)).unwrap();
        let places = candidates(Some(&root.join("elsewhere/hitlab")), None, &krate);
        assert_eq!(first_existing(places).unwrap(), krate.join(DIR_NAME));
        std::fs::remove_dir_all(&root).unwrap();
    }

    #[test]
    fn not_found_names_every_place_on_one_line() {
        let root = scratch("none");
        let places = candidates(
            Some(&root.join("bin/hitlab")),
            Some(&root.join("env")),
            &root.join("built"),
        );
        assert_eq!(places.len(), 3);
        let err = first_existing(places).unwrap_err();
        let line = err.to_string();
        assert!(!line.contains('\n'));
        for place in ["bin", "env", "built"] {
            let path = root.join(place).join(DIR_NAME);
            assert!(line.contains(&path.display().to_string()), "{line}");
        }
        std::fs::remove_dir_all(&root).unwrap();
    }

    #[test]
    fn the_same_place_is_listed_once() {
        let dir = Path::new("/opt/hitlab");
        let places = candidates(Some(&dir.join("hitlab")), Some(dir), dir);
        assert_eq!(places, vec![dir.join(DIR_NAME)]);
    }
}
