//! Reading a file the player hands the game (a level, a lesson, a script,
//! settings, best scores): only a regular file, and only up to a size none
//! of them reaches. A link to `/dev/zero` would be read until memory ran
//! out, a FIFO would wait for a writer forever, and a huge file would be
//! parsed for minutes; each is refused at once, in one line.

use std::io::{self, Read};
use std::path::Path;

/// The largest file read, in bytes (8 MB). The shipped pack is 3 kB, a
/// 10,000-level pack about 2 MB, a script of a million controls about 8 MB;
/// past this a file is a mistake (a log, a disk image), not an input.
pub const MAX_READ_BYTES: u64 = 8_000_000;

/// U+FEFF at a file's start: UTF-8 written by an editor that marks it.
const BYTE_ORDER_MARK: char = '\u{feff}';

/// `bytes` in megabytes, as a file manager shows them: "12.3 MB".
fn megabytes(bytes: u64) -> String {
    format!("{:.1} MB", bytes as f64 / 1e6)
}

/// What a path that is not a regular file is, in a few words.
fn what_it_is(meta: &std::fs::Metadata) -> &'static str {
    let kind = meta.file_type();
    if kind.is_dir() {
        return "a folder";
    }
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        if kind.is_fifo() {
            return "a FIFO (named pipe)";
        }
        if kind.is_char_device() || kind.is_block_device() {
            return "a device";
        }
        if kind.is_socket() {
            return "a socket";
        }
    }
    "not a regular file"
}

/// Checks, without opening it, that `path` (a link is followed) is a
/// regular file of at most [`MAX_READ_BYTES`]; gives its size. `what` names
/// the kind of file in the refusal ("a level file", "a script"). A missing
/// file keeps its `NotFound` error; a file of another kind is
/// `InvalidInput`, one too large `FileTooLarge`, each with a sentence
/// naming what was found.
pub fn readable_size(path: &Path, what: &str) -> io::Result<u64> {
    let meta = std::fs::metadata(path)?;
    if !meta.is_file() {
        return Err(io::Error::new(
            io::ErrorKind::InvalidInput,
            format!(
                "{}, not a regular file: not read ({what} is a plain file)",
                what_it_is(&meta)
            ),
        ));
    }
    if meta.len() > MAX_READ_BYTES {
        return Err(too_large(meta.len(), what));
    }
    Ok(meta.len())
}

fn too_large(bytes: u64, what: &str) -> io::Error {
    io::Error::new(
        io::ErrorKind::FileTooLarge,
        format!(
            "{}, larger than {what} may be ({}): not read",
            megabytes(bytes),
            megabytes(MAX_READ_BYTES)
        ),
    )
}

/// Reads `path` as UTF-8 text after [`readable_size`] has let it through;
/// the read itself stops past the cap too, should the file grow meanwhile.
/// A byte-order mark that some editors put first (Windows Notepad) is not
/// part of the text: every format reads from the first character a person
/// sees.
pub fn read_text(path: &Path, what: &str) -> io::Result<String> {
    let size = readable_size(path, what)?;
    let mut text = String::with_capacity(usize::try_from(size).unwrap_or(0));
    std::fs::File::open(path)?
        .take(MAX_READ_BYTES + 1)
        .read_to_string(&mut text)?;
    if text.len() as u64 > MAX_READ_BYTES {
        return Err(too_large(text.len() as u64, what));
    }
    if text.starts_with(BYTE_ORDER_MARK) {
        text.drain(..BYTE_ORDER_MARK.len_utf8());
    }
    Ok(text)
}
