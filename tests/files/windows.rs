//! Saving as Windows has it: another program holding the file open, names
//! Windows keeps for devices, and paths written with a drive letter and
//! backslashes. Run under Wine by CI (`cargo test --target
//! x86_64-pc-windows-gnu`); the Unix counterparts (links, devices, pipes)
//! are in `saving.rs`.

use std::os::windows::fs::OpenOptionsExt;
use std::path::{Path, PathBuf};

use hitlab::files::write;

use super::saving::{names_in, read, scratch};

#[test]
fn a_file_another_program_holds_open_is_not_replaced_and_the_save_says_why() {
    let dir = scratch();
    let path = dir.path().join("scores.toml");
    write(&path, "best = 1\n").unwrap();
    // As an editor or a spreadsheet holds a file: no sharing at all.
    let held = std::fs::OpenOptions::new()
        .read(true)
        .share_mode(0)
        .open(&path)
        .unwrap();
    let refused = write(&path, "best = 2\n").unwrap_err();
    drop(held);
    assert!(
        matches!(refused.kind(), std::io::ErrorKind::PermissionDenied)
            || refused.raw_os_error() == Some(32),
        "{refused:?}"
    );
    assert_eq!(read(&path), "best = 1\n", "the old file is whole");
    assert_eq!(
        names_in(dir.path()),
        ["scores.toml"],
        "no temporary file left"
    );
    write(&path, "best = 2\n").unwrap();
    assert_eq!(read(&path), "best = 2\n", "once let go, it saves");
}

#[test]
fn a_name_windows_keeps_for_a_device_is_refused_not_written_to_the_device() {
    let dir = scratch();
    for name in ["CON", "con.toml", "NUL.xsb", "com1.toml"] {
        let refused = write(dir.path().join(name), "x\n").unwrap_err();
        assert!(
            refused
                .to_string()
                .contains("a name Windows keeps for a device"),
            "{name}: {refused}"
        );
    }
    assert!(names_in(dir.path()).is_empty());
}

#[test]
fn a_path_with_a_drive_letter_and_backslashes_saves_where_it_says() {
    let dir = scratch();
    let folder = std::path::absolute(dir.path()).unwrap();
    let text = folder.to_string_lossy().replace('/', "\\");
    assert!(
        text.as_bytes().get(1) == Some(&b':'),
        "a drive letter: {text}"
    );
    let path = PathBuf::from(format!("{text}\\sub\\mine.toml"));
    write(&path, "a = 1\n").unwrap();
    assert_eq!(
        read(&Path::new(&folder).join("sub").join("mine.toml")),
        "a = 1\n"
    );
}
