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
