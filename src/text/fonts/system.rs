//! The fonts installed on this computer: the last fallback for a character
//! no shipped font has (Korean on a machine with a Korean font, say).
//!
//! Found by `fontdb` (on Linux in fontconfig's folders), once per process
//! and only when a character first needs them, since the scan reads the
//! name table of every font file on the machine. A face's characters are
//! read the first time a character is looked for in it. The core's tests
//! never scan: they build a [`SystemFonts`] from known files, and a
//! process uses the machine's fonts only when its binary says so
//! ([`use_system_fonts`]).

use std::ffi::OsStr;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;
use std::time::Instant;

use super::WordFont;

/// The environment variable that replaces the scan: a list of folders
/// (separated as `PATH` is) whose fonts stand for the system's, or empty
/// for none. Tests set it, so what they see does not depend on the machine.
pub const FONT_DIRS_VAR: &str = "HITLAB_FONT_DIRS";

/// Which fonts stand for the system's in this process.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SystemFontChoice {
    /// None: only the shipped fonts (and a file's own) draw.
    None,
    /// The fonts installed on the machine.
    Scan,
    /// The fonts in these folders (and their subfolders).
    Folders(Vec<PathBuf>),
}

impl SystemFontChoice {
    /// The choice [`FONT_DIRS_VAR`]'s value makes: unset, a scan; empty,
    /// none; else its folders.
    #[must_use]
    pub fn from_var(value: Option<&OsStr>) -> Self {
        match value {
            None => Self::Scan,
            Some(v) if v.is_empty() => Self::None,
            Some(v) => Self::Folders(std::env::split_paths(v).collect()),
        }
    }
}

/// One face the scan found, its characters read when first needed.
struct SystemFace {
    id: fontdb::ID,
    path: PathBuf,
    font: OnceLock<Option<WordFont>>,
}

/// The system's fonts, in the order a character is looked for in them.
pub struct SystemFonts {
    /// What the scan found; it maps a file when its characters are read,
    /// so only the pages of its character map are loaded, not a 20 MB
    /// CJK collection whole.
    db: fontdb::Database,
    faces: Vec<SystemFace>,
}

impl SystemFonts {
    /// The fonts of `db`: each file's face 0 (the only face ggez draws),
    /// upright regular weights first (a caption is set in those), then by
    /// path, so one machine always picks the same font for a character.
    fn from_db(db: fontdb::Database) -> Self {
        let mut found: Vec<(bool, PathBuf, fontdb::ID)> = db
            .faces()
            .filter(|f| f.index == 0)
            .filter_map(|f| match &f.source {
                fontdb::Source::File(path) | fontdb::Source::SharedFile(path, _) => Some((
                    !(f.style == fontdb::Style::Normal && f.weight == fontdb::Weight::NORMAL),
                    path.clone(),
                    f.id,
                )),
                fontdb::Source::Binary(_) => None,
            })
            .collect();
        found.sort_by(|a, b| (a.0, &a.1).cmp(&(b.0, &b.1)));
        found.dedup_by(|a, b| a.1 == b.1);
        let faces = found
            .into_iter()
            .map(|(_, path, id)| SystemFace {
                id,
                path,
                font: OnceLock::new(),
            })
            .collect();
        Self { db, faces }
    }

    /// The fonts installed on this machine.
    #[must_use]
    pub fn scan() -> Self {
        let mut db = fontdb::Database::new();
        db.load_system_fonts();
        Self::from_db(db)
    }

    /// The fonts in `folders` and their subfolders.
    #[must_use]
    pub fn in_folders(folders: &[PathBuf]) -> Self {
        let mut db = fontdb::Database::new();
        for folder in folders {
            db.load_fonts_dir(folder);
        }
        Self::from_db(db)
    }

    /// The fonts of `choice`; `None` for [`SystemFontChoice::None`].
    #[must_use]
    pub fn of(choice: &SystemFontChoice) -> Option<Self> {
        match choice {
            SystemFontChoice::None => None,
            SystemFontChoice::Scan => Some(Self::scan()),
            SystemFontChoice::Folders(folders) => Some(Self::in_folders(folders)),
        }
    }

    /// How many font files there are.
    #[must_use]
    pub fn len(&self) -> usize {
        self.faces.len()
    }

    /// Whether there are none.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.faces.is_empty()
    }

    /// The files, in the order they are looked in.
    pub fn paths(&self) -> impl Iterator<Item = &Path> {
        self.faces.iter().map(|f| f.path.as_path())
    }

    /// The first font that draws `c`. A file that cannot be read or parsed
    /// (removed since the scan, broken) has no character.
    #[must_use]
    pub fn font_for(&self, c: char) -> Option<&WordFont> {
        self.faces.iter().find_map(|face| {
            face.font
                .get_or_init(|| {
                    self.db
                        .with_face_data(face.id, |bytes, _| {
                            WordFont::parse_file(bytes, &face.path).ok()
                        })
                        .flatten()
                })
                .as_ref()
                .filter(|font| font.has(c))
        })
    }
}

/// The process's choice, made once by its binary.
static CHOICE: OnceLock<SystemFontChoice> = OnceLock::new();

/// Makes this process look in `choice`'s fonts after the shipped ones (the
/// binary calls it at start; a library user that never does gets the
/// shipped fonts alone, the same on every machine). False if a choice was
/// already made, which stays.
pub fn use_system_fonts(choice: SystemFontChoice) -> bool {
    CHOICE.set(choice).is_ok()
}

/// The system's fonts as this process chose them, found on the first call
/// (the scan's time is logged); `None` if it chose none or never chose.
#[must_use]
pub fn system_fonts() -> Option<&'static SystemFonts> {
    static FONTS: OnceLock<Option<SystemFonts>> = OnceLock::new();
    FONTS
        .get_or_init(|| {
            let choice = CHOICE.get()?;
            let started = Instant::now();
            let fonts = SystemFonts::of(choice)?;
            log::info!(
                "system fonts: {} found in {:.1} ms",
                match fonts.len() {
                    1 => "1 file".to_owned(),
                    n => format!("{n} files"),
                },
                started.elapsed().as_secs_f64() * 1000.0
            );
            Some(fonts)
        })
        .as_ref()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_variable_chooses_a_scan_none_or_folders() {
        assert_eq!(SystemFontChoice::from_var(None), SystemFontChoice::Scan);
        assert_eq!(
            SystemFontChoice::from_var(Some(OsStr::new(""))),
            SystemFontChoice::None
        );
        let joined = std::env::join_paths(["/a", "/b"]).expect("no separator inside");
        assert_eq!(
            SystemFontChoice::from_var(Some(&joined)),
            SystemFontChoice::Folders(vec![PathBuf::from("/a"), PathBuf::from("/b")])
        );
    }

    #[test]
    fn fonts_in_a_folder_are_found_and_looked_in() {
        let folder = Path::new(env!("CARGO_MANIFEST_DIR")).join("resources/fonts");
        let fonts = SystemFonts::in_folders(&[folder]);
        // DejaVu Sans, its bold face and the Japanese subset.
        assert_eq!(fonts.len(), 3, "{:?}", fonts.paths().collect::<Vec<_>>());
        assert!(fonts.font_for('星').is_some_and(|f| f.has('星')));
        assert!(fonts.font_for('A').is_some());
        assert!(fonts.font_for('ஃ').is_none());
    }
}
