//! Where a pack is saved, and the write itself.
//!
//! A pack on disk is written in place. A shipped pack lives inside the
//! binary and cannot be written, so its edit goes to the player's levels
//! folder under a name of its own (`hitlab-edited.xsb`), never over a file
//! already there, and the editor goes on saving to that file.

use std::io;
use std::path::{Path, PathBuf};

use crate::resources::{PACKS, Resources, is_shipped};

/// The word added to a shipped pack's name for the player's copy.
pub const EDITED_SUFFIX: &str = "edited";

/// Where saving a pack writes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SaveTarget {
    /// The pack's own file.
    InPlace(PathBuf),
    /// A new file in the levels folder, for a shipped pack.
    NewFile(PathBuf),
    /// A shipped pack, and no levels folder to write to.
    Nowhere,
}

/// Where saving the pack at `pack` writes, with `resources` naming the
/// levels folder.
#[must_use]
pub fn save_target(pack: &Path, resources: &Resources) -> SaveTarget {
    if !is_shipped(pack) {
        return SaveTarget::InPlace(pack.to_owned());
    }
    let Some(folder) = resources.levels_folder() else {
        return SaveTarget::Nowhere;
    };
    let stem = pack.file_stem().and_then(|s| s.to_str()).unwrap_or("pack");
    let extension = pack.extension().and_then(|s| s.to_str()).unwrap_or("xsb");
    let wanted = folder
        .join(PACKS.folder)
        .join(format!("{stem}-{EDITED_SUFFIX}.{extension}"));
    crate::files::free_name(&wanted).map_or(SaveTarget::Nowhere, SaveTarget::NewFile)
}

/// Writes `text` to `path` whole or not at all ([`crate::files::write`]),
/// so a window reloading the pack live never reads half a file; a link
/// stays a link. Makes the folder if it is missing.
pub fn write_pack(path: &Path, text: &str) -> io::Result<()> {
    crate::files::write(path, text)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::levels::sokoban::DEFAULT_PACK;
    use crate::resources::{LEVELS_FOLDER, Root};

    #[test]
    fn a_shipped_pack_is_saved_under_a_new_name_in_the_levels_folder() {
        let temp = crate::test_support::scratch("save-shipped");
        let dir = temp.path().join("levels");
        let resources = Resources::with_roots(vec![Root {
            dir: dir.clone(),
            why: LEVELS_FOLDER,
        }]);
        let first = dir.join("sokoban/hitlab-edited.xsb");
        assert_eq!(
            save_target(Path::new(DEFAULT_PACK), &resources),
            SaveTarget::NewFile(first.clone())
        );
        assert!(write_pack(&first, "#\n").is_ok());
        assert_eq!(
            save_target(Path::new(DEFAULT_PACK), &resources),
            SaveTarget::NewFile(dir.join("sokoban/hitlab-edited-2.xsb")),
            "never over a file already there"
        );
        assert_eq!(
            save_target(&first, &resources),
            SaveTarget::InPlace(first.clone())
        );
        let nowhere = Resources::with_roots(Vec::new());
        assert_eq!(
            save_target(Path::new(DEFAULT_PACK), &nowhere),
            SaveTarget::Nowhere
        );
    }

    // Unix only: a symlink needs a privilege on Windows.
    #[cfg(unix)]
    #[test]
    fn a_pack_saved_through_a_link_changes_the_file_it_leads_to() {
        let dir = tempfile::tempdir().unwrap();
        let real = dir.path().join("mine.xsb");
        write_pack(&real, "#\n").unwrap();
        let link = dir.path().join("sokoban").join("mine.xsb");
        std::fs::create_dir(dir.path().join("sokoban")).unwrap();
        std::os::unix::fs::symlink("../mine.xsb", &link).unwrap();
        write_pack(&link, "##\n").unwrap();
        assert_eq!(std::fs::read_link(&link).unwrap(), Path::new("../mine.xsb"));
        assert_eq!(std::fs::read_to_string(&real).unwrap(), "##\n");
    }
}
