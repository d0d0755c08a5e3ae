//! The kinds of level file the game plays, in one table: the folder under
//! `resources/` (and the player's levels folder) each lives in, the
//! extensions listed there, and the format its files hold.
//!
//! The choosers, `hitlab check` with no path, `hitlab paths`, the editors'
//! saves, the lesson screen and a dropped file's route all read this table,
//! so a file one of them sees, the others see too.

use super::Resources;

/// The level formats there are.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Format {
    /// A shooter arena: TOML, `.toml`.
    Arena,
    /// A Sokoban pack: XSB boards, `.xsb`, `.sok` or `.txt`.
    SokobanPack,
    /// A lesson: TOML with `[[step]]` entries, `.toml` (under `lessons/`, or
    /// told by its steps).
    Lesson,
}

/// One kind of level file: where it lives and what it holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Kind {
    /// What its files hold.
    pub format: Format,
    /// Its folder under `resources/` (`arenas`); only files directly in it
    /// are listed.
    pub folder: &'static str,
    /// The extensions listed in its folder, lower case, without the dot.
    pub extensions: &'static [&'static str],
    /// Those of [`Kind::extensions`] other files use too (`toml` for both
    /// arenas and lessons, `txt` for any text): a file met outside its
    /// kind's folder with one of these is told by its text.
    pub shared: &'static [&'static str],
}

/// Shooter arenas.
pub const ARENAS: Kind = Kind {
    format: Format::Arena,
    folder: "arenas",
    extensions: &["toml"],
    shared: &["toml"],
};

/// Sokoban packs: XSB boards, under any of the names other games give them.
pub const PACKS: Kind = Kind {
    format: Format::SokobanPack,
    folder: "sokoban",
    extensions: &["xsb", "sok", "txt"],
    shared: &["txt"],
};

/// Lessons: TOML with steps.
pub const LESSONS: Kind = Kind {
    format: Format::Lesson,
    folder: "lessons",
    extensions: &["toml"],
    shared: &["toml"],
};

/// Every kind, in the order the choosers and `hitlab paths` list them.
/// Arenas come before lessons: a `.toml` named on the command line is read
/// as an arena until its text shows steps.
pub const KINDS: [Kind; 3] = [ARENAS, PACKS, LESSONS];

impl Kind {
    /// The kind of files holding `format`.
    #[must_use]
    pub const fn of(format: Format) -> Self {
        match format {
            Format::Arena => ARENAS,
            Format::SokobanPack => PACKS,
            Format::Lesson => LESSONS,
        }
    }

    /// Whether files ending in `extension` (any case, no dot) are listed in
    /// its folder.
    #[must_use]
    pub fn lists(self, extension: &str) -> bool {
        self.extensions
            .iter()
            .any(|x| x.eq_ignore_ascii_case(extension))
    }

    /// Whether `extension` belongs to this kind alone: a file ending in it
    /// is of this kind wherever it is.
    #[must_use]
    pub fn owns(self, extension: &str) -> bool {
        self.lists(extension)
            && !self
                .shared
                .iter()
                .any(|x| x.eq_ignore_ascii_case(extension))
    }

    /// The extensions as a reader writes them: `.xsb, .sok, .txt`.
    #[must_use]
    pub fn extensions_said(self) -> String {
        self.extensions
            .iter()
            .map(|x| format!(".{x}"))
            .collect::<Vec<_>>()
            .join(", ")
    }
}

impl Resources {
    /// Every resource of `kind`, as [`Resources::list`] finds them: the
    /// names a chooser shows.
    #[must_use]
    pub fn files_of(&self, kind: Kind) -> Vec<String> {
        self.list(kind.folder, kind.extensions)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_format_has_one_kind_and_each_folder_one_kind() {
        for kind in KINDS {
            assert_eq!(Kind::of(kind.format), kind);
            assert_eq!(KINDS.iter().filter(|k| k.folder == kind.folder).count(), 1);
            assert!(kind.shared.iter().all(|x| kind.lists(x)), "{kind:?}");
            assert!(kind.extensions.iter().all(|x| *x == x.to_lowercase()));
        }
    }

    #[test]
    fn packs_list_text_files_but_own_only_their_own_extensions() {
        assert!(PACKS.lists("TXT") && PACKS.lists("Sok"));
        assert!(PACKS.owns("xsb") && PACKS.owns("sok") && !PACKS.owns("txt"));
        assert!(!ARENAS.owns("toml") && !ARENAS.lists("xsb"));
        assert_eq!(PACKS.extensions_said(), ".xsb, .sok, .txt");
    }
}
