//! The files module's promises, each on a scratch folder that is removed
//! whether the test passes or not.

use std::io::Write;
use std::path::Path;

use hitlab::files::{AtomicFile, free_name, write};

pub(crate) fn scratch() -> tempfile::TempDir {
    tempfile::Builder::new()
        .prefix("hitlab-files-")
        .tempdir()
        .expect("a scratch folder")
}

/// The names in `dir`, sorted: what a write left there.
pub(crate) fn names_in(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .expect("a readable folder")
        .map(|e| {
            e.expect("an entry")
                .file_name()
                .to_string_lossy()
                .into_owned()
        })
        .collect();
    names.sort();
    names
}

pub(crate) fn read(path: &Path) -> String {
    std::fs::read_to_string(path).expect("a readable file")
}

#[test]
fn a_write_replaces_the_file_whole_and_leaves_only_it() {
    let dir = scratch();
    let path = dir.path().join("sub").join("scores.toml");
    write(&path, "first = 1\n").unwrap();
    write(&path, "second = 2\n").unwrap();
    assert_eq!(read(&path), "second = 2\n");
    assert_eq!(names_in(&dir.path().join("sub")), ["scores.toml"]);
}

#[test]
fn an_uncommitted_file_leaves_the_old_one_whole_and_no_temporary_file() {
    let dir = scratch();
    let path = dir.path().join("keep.png");
    write(&path, "old picture").unwrap();
    let mut file = AtomicFile::create(&path).unwrap();
    file.file().write_all(b"half a new").unwrap();
    assert_eq!(read(&path), "old picture", "untouched while written");
    drop(file); // the run failed, or was stopped
    assert_eq!(read(&path), "old picture");
    assert_eq!(names_in(dir.path()), ["keep.png"]);
    let mut file = AtomicFile::create(&path).unwrap();
    std::io::BufWriter::new(file.file())
        .write_all(b"new picture")
        .unwrap();
    assert_eq!(file.commit().unwrap(), path);
    assert_eq!(read(&path), "new picture");
}

#[test]
fn a_missing_folder_is_refused_at_once_and_not_made() {
    let dir = scratch();
    let path = dir.path().join("no such folder").join("shot.png");
    let error = AtomicFile::create(&path).unwrap_err();
    assert_eq!(error.kind(), std::io::ErrorKind::NotFound);
    assert!(names_in(dir.path()).is_empty());
}

#[test]
fn a_commit_that_fails_keeps_what_is_there_and_removes_the_temporary_file() {
    let dir = scratch();
    let path = dir.path().join("scores.toml");
    let mut file = AtomicFile::create(&path).unwrap();
    file.file().write_all(b"lost = 1\n").unwrap();
    // A folder takes the name while the file is written.
    std::fs::create_dir(&path).unwrap();
    write(path.join("inside.txt"), "kept").unwrap();
    let error = file.commit().unwrap_err();
    assert_eq!(error.kind(), std::io::ErrorKind::IsADirectory);
    assert_eq!(read(&path.join("inside.txt")), "kept");
    assert_eq!(names_in(dir.path()), ["scores.toml"]);
}

#[test]
fn a_folder_is_refused_and_left_as_it_is() {
    let dir = scratch();
    let folder = dir.path().join("arenas");
    write(folder.join("mine.toml"), "x = 1\n").unwrap();
    let error = write(&folder, "over it").unwrap_err();
    assert_eq!(error.kind(), std::io::ErrorKind::IsADirectory);
    assert_eq!(error.to_string(), "a folder, not a file to save into");
    assert_eq!(names_in(&folder), ["mine.toml"]);
    assert_eq!(names_in(dir.path()), ["arenas"]);
}

#[test]
fn a_free_name_skips_every_name_taken() {
    let dir = scratch();
    let wanted = dir.path().join("storm-edited.toml");
    assert_eq!(free_name(&wanted).unwrap(), wanted);
    write(&wanted, "").unwrap();
    std::fs::create_dir(dir.path().join("storm-edited-2.toml")).unwrap();
    write(dir.path().join("storm-edited-3.toml"), "").unwrap();
    assert_eq!(
        free_name(&wanted).unwrap(),
        dir.path().join("storm-edited-4.toml")
    );
    // A name without an extension is numbered at its end.
    let bare = dir.path().join("notes");
    write(&bare, "").unwrap();
    assert_eq!(free_name(&bare).unwrap(), dir.path().join("notes-2"));
}

#[test]
fn a_new_file_never_replaces_one_and_takes_the_next_free_name() {
    let dir = scratch();
    let wanted = dir.path().join("hitlab-2026-11-27-16-05-09.png");
    let first = AtomicFile::create_new(&wanted).unwrap();
    let mut second = AtomicFile::create_new(&wanted).unwrap();
    second.file().write_all(b"second").unwrap();
    // Both were started before either was put in place: the name is
    // claimed when the file is committed.
    assert_eq!(first.commit().unwrap(), wanted);
    let taken = second.commit().unwrap();
    assert_eq!(taken, dir.path().join("hitlab-2026-11-27-16-05-09-2.png"));
    assert_eq!(read(&taken), "second");
    assert_eq!(read(&wanted), "", "the first is not written over");
    assert_eq!(
        names_in(dir.path()),
        [
            "hitlab-2026-11-27-16-05-09-2.png",
            "hitlab-2026-11-27-16-05-09.png"
        ]
    );
}

#[test]
fn toml_is_written_and_read_back() {
    #[derive(serde::Serialize, serde::Deserialize, Default, PartialEq, Debug)]
    struct Best {
        score: u32,
    }
    let dir = scratch();
    let path = dir.path().join("best.toml");
    hitlab::files::write_toml(&path, &Best { score: 7 }).unwrap();
    assert_eq!(
        hitlab::files::read_toml::<Best>(&path, "starting afresh"),
        Some(Best { score: 7 })
    );
    let missing = dir.path().join("none.toml");
    assert_eq!(hitlab::files::read_toml::<Best>(&missing, "fresh"), None);
}

/// Links: a save changes the file a link leads to and leaves the link.
#[cfg(unix)]
mod links {
    use std::os::unix::fs::symlink;

    use super::*;

    fn link_of(path: &Path) -> std::path::PathBuf {
        std::fs::read_link(path).expect("still a link")
    }

    #[test]
    fn a_save_through_a_link_changes_its_target_and_leaves_the_link() {
        let dir = scratch();
        let real = dir.path().join("real.toml");
        let link = dir.path().join("link.toml");
        write(&real, "old").unwrap();
        symlink(&real, &link).unwrap();
        write(&link, "new").unwrap();
        assert_eq!(link_of(&link), real, "the link is still a link");
        assert_eq!(read(&real), "new");
        assert_eq!(names_in(dir.path()), ["link.toml", "real.toml"]);
    }

    #[test]
    fn a_relative_link_is_read_from_its_own_folder() {
        let dir = scratch();
        let levels = dir.path().join("levels");
        let store = dir.path().join("store");
        write(store.join("storm.toml"), "old").unwrap();
        std::fs::create_dir(&levels).unwrap();
        let link = levels.join("storm.toml");
        symlink("../store/storm.toml", &link).unwrap();
        // A chain: a second link to the first.
        let again = levels.join("again.toml");
        symlink("storm.toml", &again).unwrap();
        let mut file = AtomicFile::create(&again).unwrap();
        file.file().write_all(b"new").unwrap();
        assert_eq!(file.commit().unwrap(), levels.join("../store/storm.toml"));
        assert_eq!(read(&store.join("storm.toml")), "new");
        assert_eq!(link_of(&link), Path::new("../store/storm.toml"));
        assert_eq!(link_of(&again), Path::new("storm.toml"));
        assert_eq!(names_in(&levels), ["again.toml", "storm.toml"]);
        assert_eq!(names_in(&store), ["storm.toml"], "no temporary file left");
    }

    #[test]
    fn a_dangling_link_gets_the_file_it_names() {
        let dir = scratch();
        let link = dir.path().join("settings.toml");
        symlink("kept/settings.toml", &link).unwrap();
        // The link's folder is missing: refused, nothing made.
        assert_eq!(
            write(&link, "lang = \"ja\"\n").unwrap_err().kind(),
            std::io::ErrorKind::NotFound
        );
        assert_eq!(names_in(dir.path()), ["settings.toml"]);
        std::fs::create_dir(dir.path().join("kept")).unwrap();
        write(&link, "lang = \"ja\"\n").unwrap();
        assert_eq!(link_of(&link), Path::new("kept/settings.toml"));
        assert_eq!(read(&link), "lang = \"ja\"\n");
        // A dangling link's name is not free.
        let wanted = dir.path().join("gone.toml");
        symlink("nowhere.toml", &wanted).unwrap();
        assert_eq!(free_name(&wanted).unwrap(), dir.path().join("gone-2.toml"));
    }

    #[test]
    fn a_loop_of_links_is_refused() {
        let dir = scratch();
        let (a, b) = (dir.path().join("a"), dir.path().join("b"));
        symlink(&b, &a).unwrap();
        symlink(&a, &b).unwrap();
        let error = write(&a, "x").unwrap_err();
        assert!(error.to_string().contains("loop"), "{error}");
        assert_eq!(names_in(dir.path()), ["a", "b"]);
    }

    #[test]
    fn a_device_is_refused_directly_and_through_a_link() {
        let error = write(Path::new("/dev/null"), "x").unwrap_err();
        assert_eq!(error.to_string(), "a device, not a file to save into");
        assert!(std::fs::metadata("/dev/null").is_ok_and(|m| !m.is_file()));
        let dir = scratch();
        let link = dir.path().join("stats.json");
        symlink("/dev/full", &link).unwrap();
        let error = AtomicFile::create(&link).unwrap_err();
        assert_eq!(error.kind(), std::io::ErrorKind::InvalidInput);
        assert_eq!(
            error.to_string(),
            "a link to /dev/full, which is a device, not a file to save into"
        );
        assert_eq!(link_of(&link), Path::new("/dev/full"));
    }

    #[test]
    fn a_named_pipe_is_refused_and_stays_a_pipe() {
        use std::os::unix::fs::FileTypeExt;
        let dir = scratch();
        let pipe = dir.path().join("pipe");
        let made = std::process::Command::new("mkfifo")
            .arg(&pipe)
            .status()
            .expect("mkfifo runs");
        assert!(made.success());
        let error = write(&pipe, "x").unwrap_err();
        assert_eq!(error.to_string(), "a named pipe, not a file to save into");
        let kind = std::fs::symlink_metadata(&pipe).unwrap().file_type();
        assert!(kind.is_fifo());
        assert_eq!(names_in(dir.path()), ["pipe"]);
    }

    #[test]
    fn a_saved_file_keeps_the_old_permissions_and_a_new_one_gets_the_usual() {
        use std::os::unix::fs::PermissionsExt;
        let mode = |p: &Path| std::fs::metadata(p).unwrap().permissions().mode() & 0o777;
        let dir = scratch();
        let private = dir.path().join("settings.toml");
        write(&private, "old").unwrap();
        std::fs::set_permissions(&private, std::fs::Permissions::from_mode(0o600)).unwrap();
        write(&private, "new").unwrap();
        assert_eq!(mode(&private), 0o600);
        // A new file gets what any new file gets here (the umask's), not a
        // temporary file's owner-only permissions.
        let fresh = dir.path().join("fresh.png");
        write(&fresh, "x").unwrap();
        let plain = dir.path().join("plain");
        std::fs::File::create(&plain).unwrap();
        assert_eq!(mode(&fresh), mode(&plain));
    }
}

#[test]
fn a_temporary_file_a_killed_save_left_is_removed_by_the_next_save() {
    let dir = scratch();
    let path = dir.path().join("arena.toml");
    write(&path, "x = 1\n").unwrap();
    // What a save killed between writing and renaming leaves.
    let left = dir.path().join(".arena.toml.Ab3dE9.tmp");
    std::fs::write(&left, "x = ").unwrap();
    // Another file's, and one being written now (locked): both stay.
    let other = dir.path().join(".other.toml.Zz9zZ9.tmp");
    std::fs::write(&other, "y").unwrap();
    let live = dir.path().join(".arena.toml.Qq1qQ1.tmp");
    std::fs::write(&live, "x = 2").unwrap();
    let holder = std::fs::File::open(&live).unwrap();
    holder.lock().unwrap();
    write(&path, "x = 3\n").unwrap();
    assert_eq!(read(&path), "x = 3\n");
    assert_eq!(
        names_in(dir.path()),
        [
            ".arena.toml.Qq1qQ1.tmp",
            ".other.toml.Zz9zZ9.tmp",
            "arena.toml"
        ]
    );
    drop(holder);
    write(&path, "x = 4\n").unwrap();
    assert_eq!(
        names_in(dir.path()),
        [".other.toml.Zz9zZ9.tmp", "arena.toml"]
    );
}

#[test]
fn a_file_whose_name_takes_all_255_bytes_is_saved() {
    let dir = scratch();
    let name = format!("{}.toml", "a".repeat(250));
    assert_eq!(name.len(), hitlab::files::MAX_NAME_BYTES);
    let path = dir.path().join(&name);
    write(&path, "x = 1\n").unwrap();
    write(&path, "x = 2\n").unwrap();
    assert_eq!(read(&path), "x = 2\n");
    assert_eq!(names_in(dir.path()), std::slice::from_ref(&name));
    // A copy numbered after it is shortened to fit, keeping its number.
    let copy = free_name(&path).unwrap();
    write(&copy, "x = 3\n").unwrap();
    let copy_name = copy.file_name().unwrap().to_string_lossy().into_owned();
    assert!(copy_name.ends_with("a-2.toml"), "{copy_name}");
    assert!(copy_name.len() <= hitlab::files::MAX_NAME_BYTES);
}
