//! What a write replaces: the file a link leads to, and only a file.

use std::io;
use std::path::{Path, PathBuf};

/// Links followed before a chain is called a loop: the 40 Linux allows.
const MOST_LINKS: usize = 40;

/// The file `path` names once every link on the way is followed: `path`
/// itself if it is not a link. A relative link is read from the link's own
/// folder, as the system reads it. A dangling link gives the missing file it
/// names, so a save creates that file and the link then leads to it (a
/// link to a missing folder fails, when the file is made there).
pub(super) fn final_target(path: &Path) -> io::Result<PathBuf> {
    refuse_a_device_name(path)?;
    let mut current = path.to_owned();
    for _ in 0..MOST_LINKS {
        match std::fs::symlink_metadata(&current) {
            Ok(meta) if meta.file_type().is_symlink() => {
                let leads_to = std::fs::read_link(&current)?;
                // An absolute link replaces the path; a relative one
                // continues from the link's folder.
                current = match current.parent() {
                    Some(folder) => folder.join(leads_to),
                    None => leads_to,
                };
            }
            Ok(_) => return Ok(current),
            Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(current),
            Err(e) => return Err(e),
        }
    }
    Err(io::Error::new(
        io::ErrorKind::InvalidInput,
        format!("more than {MOST_LINKS} links in a row: a loop of links?"),
    ))
}

/// Refuses a `target` (reached from `path`) that exists and is not a
/// regular file: replacing a folder, a device such as `/dev/null` or a
/// named pipe with a file would break whatever uses it, and writing into
/// one is not saving a file.
pub(super) fn refuse_unless_file(path: &Path, target: &Path) -> io::Result<()> {
    refuse_a_device_name(target)?;
    let meta = match std::fs::metadata(target) {
        Ok(meta) => meta,
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(()),
        Err(e) => return Err(e),
    };
    if meta.is_file() {
        return Ok(());
    }
    let kind = if meta.is_dir() {
        io::ErrorKind::IsADirectory
    } else {
        io::ErrorKind::InvalidInput
    };
    let what = what_is(&meta);
    let message = if path == target {
        format!("{what}, not a file to save into")
    } else {
        format!(
            "a link to {}, which is {what}, not a file to save into",
            target.display()
        )
    };
    Err(io::Error::new(kind, message))
}

/// Refuses, on Windows, a path whose last part Windows reads as a device
/// ([`reserved_on_windows`]): asked about such a path, Windows answers for
/// the device ("Invalid handle"), which would say nothing of why.
fn refuse_a_device_name(path: &Path) -> io::Result<()> {
    if cfg!(windows) && path.file_name().is_some_and(reserved_on_windows) {
        return Err(io::Error::new(
            io::ErrorKind::InvalidInput,
            format!(
                "{} is a name Windows keeps for a device (CON, PRN, AUX, NUL, COM1-9, LPT1-9), not a file to save into",
                path.display()
            ),
        ));
    }
    Ok(())
}

/// Whether Windows takes `name` for a device: CON, PRN, AUX, NUL, COM1 to
/// COM9 or LPT1 to LPT9, in any case, with or without an extension
/// (`con.toml` is the console too), trailing spaces ignored. Writing there
/// writes to the device, so a save would seem to work and keep nothing.
pub(super) fn reserved_on_windows(name: &std::ffi::OsStr) -> bool {
    let name = name.to_string_lossy();
    let stem = name
        .split('.')
        .next()
        .unwrap_or_default()
        .trim_end_matches(' ');
    let upper = stem.to_ascii_uppercase();
    match upper.as_str() {
        "CON" | "PRN" | "AUX" | "NUL" => true,
        _ => {
            let (port, digit) = upper.split_at(upper.len().min(3));
            matches!(port, "COM" | "LPT")
                && matches!(
                    digit,
                    "1" | "2" | "3" | "4" | "5" | "6" | "7" | "8" | "9" | "¹" | "²" | "³"
                )
        }
    }
}

/// What a node that is not a regular file is, in a person's words.
fn what_is(meta: &std::fs::Metadata) -> &'static str {
    if meta.is_dir() {
        return "a folder";
    }
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        let kind = meta.file_type();
        if kind.is_char_device() || kind.is_block_device() {
            return "a device";
        }
        if kind.is_fifo() {
            return "a named pipe";
        }
        if kind.is_socket() {
            return "a socket";
        }
    }
    "something other than a regular file"
}

#[cfg(test)]
mod tests {
    use super::reserved_on_windows;
    use std::ffi::OsStr;

    #[test]
    fn windows_device_names_are_known_with_any_extension_and_case() {
        for name in [
            "CON",
            "con.toml",
            "Nul.xsb",
            "aux",
            "PRN.txt",
            "COM1",
            "lpt9.toml",
            "CON .toml",
            "COM²",
        ] {
            assert!(reserved_on_windows(OsStr::new(name)), "{name}");
        }
        for name in [
            "console.toml",
            "CONFIG",
            "COM0",
            "COM10",
            "LPT",
            "nul_arena.toml",
            "acon.toml",
            "",
        ] {
            assert!(!reserved_on_windows(OsStr::new(name)), "{name}");
        }
    }
}
