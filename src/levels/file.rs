//! Reading a level file: the one gate every loader and `hitlab check` pass
//! through, the bounded read of [`crate::files::read`] (a regular file of
//! at most 8 MB) or the copy of a shipped resource.

use std::io;
use std::path::Path;

use crate::files::read::{read_text, readable_size};

/// The largest level file read, in bytes (8 MB): the cap on every file the
/// game reads ([`crate::files::read::MAX_READ_BYTES`]). An arena past 64
/// targets is refused anyway.
pub const MAX_LEVEL_BYTES: u64 = crate::files::read::MAX_READ_BYTES;

/// Names a level file in a refusal.
const LEVEL_FILE: &str = "a level file";

/// Checks, without opening it, that `path` (a link is followed) is a regular
/// file of at most [`MAX_LEVEL_BYTES`]; gives its size. A missing file keeps
/// its `NotFound` error; a file of another kind is `InvalidInput`, one too
/// large `FileTooLarge`, each with a sentence naming what was found.
pub fn level_file_size(path: &Path) -> io::Result<u64> {
    readable_size(path, LEVEL_FILE)
}

/// Whether a 1-based `line` and `column` (`None`: the whole line) lie
/// inside `text`: a line that exists or the one after a final newline, a
/// column on that line or just past its end. Every problem a loader places
/// must: the fuzzer and the tests of what it found hold them to it.
#[must_use]
pub fn place_is_inside(text: &str, line: usize, column: Option<usize>) -> bool {
    let lines = text.lines().count();
    let line_ok = (1..=lines + 1).contains(&line);
    line_ok
        && column.is_none_or(|column| {
            let chars = text
                .split('\n')
                .nth(line - 1)
                .map_or(0, |l| l.chars().count());
            (1..=chars + 1).contains(&column)
        })
}

/// Reads a level file as text, after [`level_file_size`] has let it through.
/// The read itself stops past the cap too, should the file grow meanwhile.
/// A relative path with no file behind it that names a shipped resource
/// (`arenas/storm.toml`) is read from the copy in the binary (see
/// [`crate::resources`]).
pub fn read_level(path: &Path) -> io::Result<String> {
    if crate::resources::is_shipped(path) {
        return crate::resources::read_text(path);
    }
    read_text(path, LEVEL_FILE)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_place_is_inside_its_text_or_just_past_its_end() {
        let text = "ab\ncde\n";
        assert!(place_is_inside(text, 1, Some(1)) && place_is_inside(text, 2, Some(4)));
        assert!(
            place_is_inside(text, 3, Some(1)),
            "the line after a final newline"
        );
        assert!(!place_is_inside(text, 0, None) && !place_is_inside(text, 4, None));
        assert!(!place_is_inside(text, 1, Some(4)), "past the end of line 1");
        assert!(!place_is_inside(text, 2, Some(0)));
    }

    #[test]
    fn a_regular_file_is_read_and_a_missing_one_is_not_found() {
        let temp = crate::test_support::scratch("plain");
        let dir = temp.path();
        let path = dir.join("a.toml");
        crate::files::write(&path, "x = 1\n").unwrap();
        assert_eq!(read_level(&path).unwrap(), "x = 1\n");
        let missing = read_level(&dir.join("none.toml")).unwrap_err();
        assert_eq!(missing.kind(), io::ErrorKind::NotFound);
        let folder = read_level(dir).unwrap_err();
        assert!(
            folder
                .to_string()
                .starts_with("a folder, not a regular file")
        );
    }

    #[test]
    fn a_file_past_the_cap_is_refused_with_its_size_before_reading() {
        let temp = crate::test_support::scratch("large");
        let dir = temp.path();
        let path = dir.join("big.xsb");
        let mut file = crate::files::AtomicFile::create(&path).unwrap();
        // Sparse: the size is there, the bytes are not written.
        file.file().set_len(12_300_000).unwrap();
        file.commit().unwrap();
        let error = read_level(&path).unwrap_err();
        assert_eq!(error.kind(), io::ErrorKind::FileTooLarge);
        assert_eq!(
            error.to_string(),
            "12.3 MB, larger than a level file may be (8.0 MB): not read"
        );
    }

    // Unix only: /dev/zero and symlinks to it are Unix's.
    #[cfg(unix)]
    #[test]
    fn a_link_to_a_device_is_refused_unread() {
        let temp = crate::test_support::scratch("device");
        let dir = temp.path();
        let link = dir.join("zero.toml");
        std::os::unix::fs::symlink("/dev/zero", &link).unwrap();
        let error = read_level(&link).unwrap_err();
        assert_eq!(error.kind(), io::ErrorKind::InvalidInput);
        assert!(
            error
                .to_string()
                .starts_with("a device, not a regular file"),
            "{error}"
        );
    }
}
