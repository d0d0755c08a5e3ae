//! One font file a character can be looked for in: which characters it
//! draws, read once from its character map, and where its bytes are.

use std::borrow::Cow;
use std::io;
use std::path::{Path, PathBuf};

/// The largest font file read: Noto Sans CJK's five faces in one
/// collection are 20 MB, so a file four times that is no font, and reading
/// it whole (a file's `font` naming a disk image) must not happen.
pub const MAX_FONT_BYTES: u64 = 80 * 1024 * 1024;

/// Why a file could not be used as a font.
#[derive(Debug, thiserror::Error)]
pub enum FontError {
    /// The file could not be read (missing, a folder, no permission).
    #[error("cannot read it: {0}")]
    Read(#[from] io::Error),
    /// The bytes are no TrueType or OpenType font ttf-parser can read.
    #[error("it is not a font (TrueType or OpenType): {0}")]
    NotAFont(#[from] ttf_parser::FaceParsingError),
}

/// Where a font's bytes are read from when the window needs them.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Origin {
    /// A resource name (`fonts/NotoSansJP-Subset.otf`): the shipped copy
    /// or a folder's, as [`crate::resources`] finds it.
    Resource(String),
    /// A file on disk: a lesson's own font, or one of the system's.
    File(PathBuf),
}

/// A font file's first face (a collection's face 0: the only one ggez can
/// draw, so the only one counted) and the characters it has a glyph for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WordFont {
    /// Its family name (`Noto Sans CJK JP`), else its file name: what a
    /// warning calls it.
    name: String,
    origin: Origin,
    /// Every character its character map gives a glyph other than the
    /// empty box (glyph 0), sorted: one binary search per lookup.
    chars: Vec<char>,
    /// Its ascender less its descender, in font units: the height a glyph
    /// renderer (ab_glyph, under ggez) sets to the pixel size asked for.
    line_units: i32,
    /// Its ascender, in font units: where a glyph renderer puts the
    /// baseline under a line's top.
    ascent_units: i32,
    /// Font units per em.
    units_per_em: u16,
}

impl WordFont {
    /// The font in `bytes`, read from file `path` (a system font's bytes
    /// as `fontdb` mapped them).
    pub(super) fn parse_file(bytes: &[u8], path: &Path) -> Result<Self, FontError> {
        Self::parse(bytes, Origin::File(path.to_owned()))
    }

    /// The font in `bytes`, which came from `origin`.
    fn parse(bytes: &[u8], origin: Origin) -> Result<Self, FontError> {
        let face = ttf_parser::Face::parse(bytes, 0)?;
        let mut chars = Vec::new();
        if let Some(cmap) = face.tables().cmap {
            for table in cmap.subtables.into_iter().filter(|t| t.is_unicode()) {
                table.codepoints(|code| {
                    if let Some(c) = char::from_u32(code)
                        && table.glyph_index(code).is_some_and(|g| g.0 != 0)
                    {
                        chars.push(c);
                    }
                });
            }
        }
        chars.sort_unstable();
        chars.dedup();
        let family = face
            .names()
            .into_iter()
            .filter(|n| n.name_id == ttf_parser::name_id::FAMILY && n.is_unicode())
            .find_map(|n| n.to_string());
        let name = family.unwrap_or_else(|| match &origin {
            Origin::Resource(name) => name.clone(),
            Origin::File(path) => path.file_name().map_or_else(
                || path.display().to_string(),
                |n| n.to_string_lossy().into_owned(),
            ),
        });
        Ok(Self {
            name,
            origin,
            chars,
            line_units: i32::from(face.ascender()) - i32::from(face.descender()),
            ascent_units: i32::from(face.ascender()),
            units_per_em: face.units_per_em(),
        })
    }

    /// The font of a resource (`fonts/DejaVuSans.ttf`).
    ///
    /// # Errors
    /// When no resource by that name can be read, or it is no font.
    pub fn from_resource(name: &str) -> Result<Self, FontError> {
        let bytes = crate::resources::read_bytes(&crate::resources::resolve(name))?;
        Self::parse(&bytes, Origin::Resource(name.to_owned()))
    }

    /// The font of a file on disk.
    ///
    /// # Errors
    /// When the file cannot be read, or is no font.
    pub fn from_file(path: &Path) -> Result<Self, FontError> {
        let size = std::fs::metadata(path)?.len();
        if size > MAX_FONT_BYTES {
            return Err(FontError::Read(io::Error::other(format!(
                "{size} bytes, more than any font ({MAX_FONT_BYTES})"
            ))));
        }
        let bytes = std::fs::read(path)?;
        Self::parse(&bytes, Origin::File(path.to_owned()))
    }

    /// Whether the font draws `c` (has a glyph for it other than the box).
    #[must_use]
    pub fn has(&self, c: char) -> bool {
        self.chars.binary_search(&c).is_ok()
    }

    /// Its height from descender to ascender, in ems. Text set "at 20 px"
    /// gets that height, so its em, the size its letters are drawn to, is
    /// 20 px divided by this: Noto Sans CJK (1.45) at the same pixel size
    /// as DejaVu Sans (1.16) draws its kana a fifth smaller. Scaling a run
    /// by the ratio of the two gives both the same em, as a browser does.
    /// A font whose numbers make no sense (a zero em, a negative height) is
    /// taken as one em high.
    #[must_use]
    pub fn height_per_em(&self) -> f32 {
        let height = f32::from(u16::try_from(self.line_units).unwrap_or(0));
        if self.units_per_em == 0 || height <= 0.0 {
            return 1.0;
        }
        height / f32::from(self.units_per_em)
    }

    /// Its ascender as a share of its height from descender to ascender:
    /// how far below a line's top a glyph renderer puts the baseline, per
    /// pixel of the size asked for. At the same em, Noto Sans CJK (1.16 em
    /// of its 1.45) puts it lower than DejaVu Sans (0.93 em of its 1.16).
    /// A font whose numbers make no sense is taken as 0.8.
    #[must_use]
    pub fn ascent_per_height(&self) -> f32 {
        if self.line_units <= 0 || self.ascent_units <= 0 || self.ascent_units > self.line_units {
            return 0.8;
        }
        self.ascent_units as f32 / self.line_units as f32
    }

    /// What a warning calls it.
    #[must_use]
    pub fn name(&self) -> &str {
        &self.name
    }

    /// Names it uniquely in a process (the resource name, or the file's
    /// path): the window loads each font once under this name.
    #[must_use]
    pub fn key(&self) -> Cow<'_, str> {
        match &self.origin {
            Origin::Resource(name) => Cow::Borrowed(name),
            Origin::File(path) => path.to_string_lossy(),
        }
    }

    /// The font's bytes, for the window to draw with.
    ///
    /// # Errors
    /// When the file has gone or cannot be read since it was looked at.
    pub fn read(&self) -> io::Result<Cow<'static, [u8]>> {
        match &self.origin {
            Origin::Resource(name) => {
                crate::resources::read_bytes(&crate::resources::resolve(name))
            }
            Origin::File(path) => std::fs::read(path).map(Cow::Owned),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_shipped_font_knows_its_characters_and_name() {
        let dejavu = WordFont::from_resource("fonts/DejaVuSans.ttf").expect("shipped");
        assert_eq!(dejavu.name(), "DejaVu Sans");
        assert!(dejavu.has('A') && dejavu.has('→') && dejavu.has(' '));
        assert!(!dejavu.has('星'));
        let japanese = WordFont::from_resource("fonts/NotoSansJP-Subset.otf").expect("shipped");
        assert!(japanese.has('星') && japanese.has('。'));
        // The subset has no ASCII space: a space after Japanese words must
        // not be drawn in it (it would be the empty box).
        assert!(!japanese.has(' '));
    }

    #[test]
    fn a_file_that_is_no_font_or_missing_says_why() {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR"));
        let not_a_font = WordFont::from_file(&dir.join("Cargo.toml"));
        assert!(
            matches!(not_a_font, Err(FontError::NotAFont(_))),
            "{not_a_font:?}"
        );
        let missing = WordFont::from_file(&dir.join("no-such-font.otf"));
        assert!(matches!(missing, Err(FontError::Read(_))), "{missing:?}");
    }
}
