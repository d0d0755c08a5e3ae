//! Where Hit Lab's resource files (arenas, packs, lessons, fonts) come from:
//! folders on disk, searched in order, then the copy compiled into the
//! binary ([`shipped`]). A file on disk wins over the shipped one, file by
//! file, so a designer's edit takes effect (live) without a rebuild, and a
//! binary copied alone to an empty folder still has everything.
//!
//! The places, first wins (`hitlab paths` lists them and which copy of each
//! file plays):
//! 1. `--resources DIR` (or the `HITLAB_RESOURCES` environment variable);
//! 2. the player's levels folder (in the data folder), for their own files
//!    and their changes to shipped ones;
//! 3. `resources/` beside the executable (an unpacked archive);
//! 4. `resources/` in the current folder (a designer in a checkout);
//! 5. `resources/` under `$CARGO_MANIFEST_DIR` as set at run time (`cargo
//!    run`, as ggez's examples do);
//! 6. the shipped copy inside the binary.
//!
//! A resource is named by its path under `resources/` (`arenas/storm.toml`).
//! [`resolve`] turns a name into the path to read: a disk file's own path,
//! or, for the shipped copy, the name itself as a relative path, which the
//! readers ([`read_bytes`], [`read_text`]) serve from the binary when no such
//! file is on disk. So the loaders keep taking paths, and a problem in a
//! shipped file is reported at its resource path (`arenas/storm.toml:12:3`).

pub mod kinds;
pub mod shipped;

pub use kinds::{ARENAS, KINDS, Kind, LESSONS, PACKS};

use std::borrow::Cow;
use std::io;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

/// The folder's name.
pub const DIR_NAME: &str = "resources";

/// The environment variable that names a resources folder, as
/// `--resources` does.
pub const ENV_VAR: &str = "HITLAB_RESOURCES";

/// Why the player's levels folder is searched (its [`Root::why`]).
pub const LEVELS_FOLDER: &str = "your levels folder";

/// One folder searched, and why it is searched.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Root {
    /// The folder (it may not exist).
    pub dir: PathBuf,
    /// Why it is searched, for `hitlab paths`.
    pub why: &'static str,
}

/// The folders searched before the shipped copy, first wins.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Resources {
    roots: Vec<Root>,
}

impl Resources {
    /// The places for this process (see the module doc): `flag` is
    /// `--resources`, `levels` the player's levels folder.
    #[must_use]
    pub fn discover(flag: Option<&Path>, levels: Option<&Path>) -> Self {
        let env = std::env::var_os(ENV_VAR).map(PathBuf::from);
        let exe = std::env::current_exe().ok();
        let run_time = std::env::var_os("CARGO_MANIFEST_DIR").map(PathBuf::from);
        let cwd = std::env::current_dir().ok();
        let mut resources = Self::default();
        resources.push(flag.map(Path::to_owned), "--resources");
        resources.push(env, "HITLAB_RESOURCES");
        resources.push(levels.map(Path::to_owned), LEVELS_FOLDER);
        let beside = |dir: Option<&Path>| dir.map(|d| d.join(DIR_NAME));
        resources.push(
            beside(exe.as_deref().and_then(Path::parent)),
            "beside the executable",
        );
        resources.push(beside(cwd.as_deref()), "the current folder");
        resources.push(beside(run_time.as_deref()), "the crate (cargo run)");
        resources
    }

    /// The given folders, in order (for tests and tools).
    #[must_use]
    pub fn with_roots(roots: Vec<Root>) -> Self {
        Self { roots }
    }

    fn push(&mut self, dir: Option<PathBuf>, why: &'static str) {
        let Some(dir) = dir else { return };
        // The same folder reached two ways is searched once.
        let same = |a: &Path, b: &Path| {
            let real = |p: &Path| std::fs::canonicalize(p).ok();
            a == b || real(a).is_some_and(|a| real(b) == Some(a))
        };
        if !self.roots.iter().any(|r| same(&r.dir, &dir)) {
            self.roots.push(Root { dir, why });
        }
    }

    /// The folders searched, first wins; the shipped copy comes after them.
    #[must_use]
    pub fn roots(&self) -> &[Root] {
        &self.roots
    }

    /// The player's levels folder, if it is searched: where an editor
    /// saves its changes to a shipped file, which cannot be written.
    #[must_use]
    pub fn levels_folder(&self) -> Option<&Path> {
        self.roots
            .iter()
            .find(|root| root.why == LEVELS_FOLDER)
            .map(|root| root.dir.as_path())
    }

    /// Where resource `name` is read from: the first folder holding it as
    /// a file, else the name itself (relative), which the readers serve
    /// from the shipped copy (or report missing, by that name).
    #[must_use]
    pub fn resolve(&self, name: &str) -> PathBuf {
        self.on_disk(name).unwrap_or_else(|| PathBuf::from(name))
    }

    /// The folder copy of `name` that plays, if one does.
    #[must_use]
    pub fn on_disk(&self, name: &str) -> Option<PathBuf> {
        self.roots
            .iter()
            .map(|root| root.dir.join(name))
            .find(|path| path.is_file())
    }

    /// The resource name a path stands for (`arenas/storm.toml`): a
    /// shipped copy's own name, or its place under one of the folders;
    /// `None` for a file elsewhere.
    #[must_use]
    pub fn name_of(&self, path: &Path) -> Option<String> {
        if is_shipped(path) {
            return shipped::name_of(path);
        }
        let resolved = |p: &Path| p.canonicalize().unwrap_or_else(|_| p.to_path_buf());
        let file = resolved(path);
        self.roots.iter().find_map(|root| {
            let relative = file.strip_prefix(resolved(&root.dir)).ok()?;
            shipped::name_of(relative)
        })
    }

    /// Every resource under `folder` (`arenas`) whose name ends in one of
    /// `extensions`, from every folder and the shipped copy, sorted by
    /// name, each once.
    #[must_use]
    pub fn list(&self, folder: &str, extensions: &[&str]) -> Vec<String> {
        let wanted = |name: &str| {
            Path::new(name)
                .extension()
                .and_then(|e| e.to_str())
                .is_some_and(|e| extensions.iter().any(|x| x.eq_ignore_ascii_case(e)))
        };
        let prefix = format!("{folder}/");
        let mut names: Vec<String> = shipped::names()
            .into_iter()
            .filter(|n| n.starts_with(&prefix) && !n[prefix.len()..].contains('/'))
            .collect();
        for root in &self.roots {
            let Ok(entries) = std::fs::read_dir(root.dir.join(folder)) else {
                continue;
            };
            for entry in entries.flatten() {
                if entry.file_type().is_ok_and(|t| t.is_file())
                    && let Some(file) = entry.file_name().to_str()
                {
                    names.push(format!("{prefix}{file}"));
                }
            }
        }
        names.retain(|n| wanted(n));
        names.sort();
        names.dedup();
        names
    }
}

static CURRENT: OnceLock<Resources> = OnceLock::new();

/// Sets this process's places (once, at start: `--resources` and the
/// player's levels folder are known then). Later calls change nothing.
pub fn install(resources: Resources) {
    let _ = CURRENT.set(resources);
}

/// This process's places: those [`install`]ed, else the defaults.
pub fn current() -> &'static Resources {
    CURRENT.get_or_init(|| Resources::discover(None, None))
}

/// [`Resources::resolve`] with this process's places.
#[must_use]
pub fn resolve(name: &str) -> PathBuf {
    current().resolve(name)
}

/// The shipped copy a path stands for: a relative path with no file
/// behind it on disk that names a shipped resource.
fn shipped_copy(path: &Path) -> Option<Cow<'static, [u8]>> {
    if path.exists() {
        return None;
    }
    shipped::name_of(path).and_then(|name| shipped::get(&name))
}

/// Whether `path` is a file to read: on disk, or the shipped copy.
#[must_use]
pub fn is_file(path: &Path) -> bool {
    path.is_file() || shipped_copy(path).is_some()
}

/// The bytes of `path`: the file on disk, or (a relative path with none
/// there) the shipped copy of that name.
pub fn read_bytes(path: &Path) -> io::Result<Cow<'static, [u8]>> {
    match shipped_copy(path) {
        Some(bytes) => Ok(bytes),
        None => std::fs::read(path).map(Cow::Owned),
    }
}

/// The text of `path`: the shipped copy, or the file on disk read as every
/// file a player hands the game is ([`crate::files::read`]: a regular file
/// of at most 8 MB, its byte-order mark dropped).
pub fn read_text(path: &Path) -> io::Result<String> {
    match shipped_copy(path) {
        Some(bytes) => String::from_utf8(bytes.into_owned())
            .map_err(|_| io::Error::new(io::ErrorKind::InvalidData, "not UTF-8 text")),
        None => crate::files::read::read_text(path, "a level file"),
    }
}

/// Whether `path` stands for a shipped copy (not a file on disk).
#[must_use]
pub fn is_shipped(path: &Path) -> bool {
    shipped_copy(path).is_some()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn root(dir: &Path) -> Root {
        Root {
            dir: dir.to_owned(),
            why: "test",
        }
    }

    #[test]
    fn a_file_on_disk_wins_over_the_shipped_copy_file_by_file() {
        let temp = crate::test_support::scratch("override");
        let dir = temp.path();
        std::fs::create_dir_all(dir.join("arenas")).unwrap();
        crate::files::write(dir.join("arenas/storm.toml"), "# mine\n").unwrap();
        let resources = Resources::with_roots(vec![root(dir)]);
        let storm = resources.resolve("arenas/storm.toml");
        assert_eq!(storm, dir.join("arenas/storm.toml"));
        assert_eq!(read_text(&storm).unwrap(), "# mine\n");
        // A file the folder does not hold is the shipped one.
        let default = resources.resolve("arenas/default.toml");
        assert_eq!(default, Path::new("arenas/default.toml"));
        assert!(is_shipped(&default));
        let shipped = shipped::get("arenas/default.toml").unwrap();
        assert_eq!(read_bytes(&default).unwrap(), shipped);
    }

    #[test]
    fn a_list_joins_the_folders_and_the_shipped_copy_once_each() {
        let temp = crate::test_support::scratch("list");
        let dir = temp.path();
        std::fs::create_dir_all(dir.join("arenas")).unwrap();
        crate::files::write(dir.join("arenas/mine.toml"), "").unwrap();
        crate::files::write(dir.join("arenas/storm.toml"), "").unwrap();
        crate::files::write(dir.join("arenas/notes.txt"), "").unwrap();
        let resources = Resources::with_roots(vec![root(dir)]);
        let names = resources.list("arenas", &["toml"]);
        assert!(names.contains(&"arenas/mine.toml".to_owned()));
        assert!(names.contains(&"arenas/default.toml".to_owned()));
        assert_eq!(
            names.iter().filter(|n| *n == "arenas/storm.toml").count(),
            1
        );
        assert!(!names.iter().any(|n| n.ends_with(".txt")));
        assert!(names.windows(2).all(|w| w[0] < w[1]), "sorted");
    }

    #[test]
    fn a_name_missing_everywhere_stays_its_name_and_reads_as_not_found() {
        let resources = Resources::with_roots(Vec::new());
        let path = resources.resolve("arenas/nowhere.toml");
        assert_eq!(path, Path::new("arenas/nowhere.toml"));
        assert!(!is_file(&path));
        assert_eq!(
            read_bytes(&path).unwrap_err().kind(),
            io::ErrorKind::NotFound
        );
    }

    #[test]
    fn only_plain_relative_paths_name_shipped_files() {
        assert_eq!(
            shipped::name_of(Path::new("./arenas/storm.toml")).as_deref(),
            Some("arenas/storm.toml")
        );
        assert_eq!(shipped::name_of(Path::new("/arenas/storm.toml")), None);
        assert_eq!(shipped::name_of(Path::new("../arenas/storm.toml")), None);
    }

    /// Every file under the checkout's `resources/`, as names.
    fn checkout_names(dir: &Path, prefix: &str, out: &mut Vec<String>) {
        for entry in std::fs::read_dir(dir).unwrap().flatten() {
            let name = format!("{prefix}{}", entry.file_name().to_string_lossy());
            if entry.file_type().unwrap().is_dir() {
                checkout_names(&entry.path(), &format!("{name}/"), out);
            } else {
                out.push(name);
            }
        }
    }

    #[test]
    fn the_binary_ships_every_file_of_the_resources_folder() {
        let mut on_disk = Vec::new();
        let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join(DIR_NAME);
        checkout_names(&dir, "", &mut on_disk);
        on_disk.sort();
        assert_eq!(shipped::names(), on_disk, "rebuild after adding a resource");
        for name in &on_disk {
            let shipped = shipped::get(name).unwrap();
            assert_eq!(*shipped, std::fs::read(dir.join(name)).unwrap(), "{name}");
        }
    }

    #[test]
    fn export_writes_every_file_and_refuses_to_overwrite_without_force() {
        let temp = crate::test_support::scratch("export");
        let dir = temp.path();
        let written = shipped::export(dir, false).unwrap();
        assert_eq!(written, shipped::names().len());
        let storm = std::fs::read(dir.join("arenas/storm.toml")).unwrap();
        assert_eq!(storm, *shipped::get("arenas/storm.toml").unwrap());
        crate::files::write(dir.join("arenas/storm.toml"), "# edited\n").unwrap();
        let refused = shipped::export(dir, false).unwrap_err();
        assert_eq!(refused.kind(), io::ErrorKind::AlreadyExists);
        assert!(refused.to_string().contains("--force"), "{refused}");
        let kept = std::fs::read_to_string(dir.join("arenas/storm.toml")).unwrap();
        assert_eq!(kept, "# edited\n", "a refusal writes nothing");
        shipped::export(dir, true).unwrap();
        let back = std::fs::read(dir.join("arenas/storm.toml")).unwrap();
        assert_eq!(back, storm);
    }

    #[test]
    fn the_same_folder_is_searched_once() {
        let temp = crate::test_support::scratch("twice");
        let dir = temp.path();
        let mut resources = Resources::default();
        resources.push(Some(dir.to_path_buf()), "one");
        resources.push(Some(dir.join(".")), "two");
        assert_eq!(resources.roots().len(), 1);
        // Two folders that are not there are two places, not one.
        resources.push(Some(dir.join("a")), "three");
        resources.push(Some(dir.join("b")), "four");
        assert_eq!(resources.roots().len(), 3);
    }

    // Unix only: /dev/zero is a Unix device.
    #[cfg(unix)]
    #[test]
    fn a_file_on_disk_is_read_bounded_and_a_device_refused() {
        let error = read_text(Path::new("/dev/zero")).unwrap_err();
        assert_eq!(error.kind(), io::ErrorKind::InvalidInput, "{error}");
    }
}
