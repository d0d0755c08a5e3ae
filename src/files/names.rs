//! A name nothing holds yet: `NAME.EXT`, then `NAME-2.EXT`, `NAME-3.EXT`
//! ... (an edited copy of a shipped level, F12's pictures); and a name the
//! game makes from a person's words, shortened to what a file system takes.

use std::ffi::OsString;
use std::io;
use std::path::{Path, PathBuf};

/// Names tried before giving up: past it, F12 held down or a folder full of
/// copies is refused rather than searched without end.
const MOST_NAMES: u32 = 1000;

/// The longest name of one file or folder, in bytes, that the common file
/// systems take (ext4, APFS, NTFS count 255 bytes or UTF-16 units; a
/// UTF-8 name's bytes are never fewer than its units).
pub const MAX_NAME_BYTES: usize = 255;

/// `stem` cut between two characters so that `stem` and `tail` together
/// take at most `most` bytes, then `tail`: a name made from an arena's or a
/// step's name keeps its extension and number however long the name.
fn fit_parts(stem: &str, tail: &str, most: usize) -> String {
    let mut cut = most.saturating_sub(tail.len()).min(stem.len());
    while !stem.is_char_boundary(cut) {
        cut -= 1;
    }
    format!("{}{tail}", &stem[..cut])
}

/// `name` as it can be a file's name: at most [`MAX_NAME_BYTES`] bytes,
/// its extension kept and its stem shortened between characters.
#[must_use]
pub fn fit_name(name: &str) -> String {
    fit_name_to(name, MAX_NAME_BYTES)
}

/// [`fit_name`] within `most` bytes.
pub(super) fn fit_name_to(name: &str, most: usize) -> String {
    if name.len() <= most {
        return name.to_owned();
    }
    let (stem, extension) = split_extension(name);
    fit_parts(stem, extension, most)
}

/// `name` as its stem and its extension with the dot (`""` for none; a
/// name starting with its only dot is all stem).
fn split_extension(name: &str) -> (&str, &str) {
    match name.rfind('.') {
        Some(dot) if dot > 0 => name.split_at(dot),
        _ => (name, ""),
    }
}

/// `path`, then `path` with `-2`, `-3` ... before its extension, up to
/// [`MOST_NAMES`] names, each shortened by [`fit_name`] (a name that is not
/// UTF-8 is kept as it is).
pub(super) fn numbered(path: &Path) -> impl Iterator<Item = PathBuf> + '_ {
    let name = path.file_name().and_then(|n| n.to_str());
    (1..=MOST_NAMES).map(move |n| {
        if let Some(name) = name {
            let (stem, extension) = split_extension(name);
            let tail = if n == 1 {
                extension.to_owned()
            } else {
                format!("-{n}{extension}")
            };
            return path.with_file_name(fit_parts(stem, &tail, MAX_NAME_BYTES));
        }
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_long_name_is_cut_between_characters_keeping_its_extension() {
        let kanji = "先".repeat(84);
        let name = format!("01-{kanji}.png");
        assert!(name.len() > MAX_NAME_BYTES);
        let fitted = fit_name(&name);
        assert!(fitted.len() <= MAX_NAME_BYTES, "{}", fitted.len());
        assert!(fitted.starts_with("01-先") && fitted.ends_with("先.png"));
        assert_eq!(fit_name("short.toml"), "short.toml");
    }

    #[test]
    fn every_numbered_name_fits_and_keeps_its_number() {
        let long = format!("{}.toml", "a".repeat(250));
        let names: Vec<PathBuf> = numbered(Path::new(&long)).take(12).collect();
        for name in &names {
            let bytes = name.file_name().unwrap().len();
            assert!(bytes <= MAX_NAME_BYTES, "{bytes}");
        }
        let twelfth = names[11].to_string_lossy().into_owned();
        assert!(twelfth.ends_with("a-12.toml"), "{twelfth}");
    }
}
