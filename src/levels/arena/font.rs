//! The font the shooter draws Letter targets with, read by the loader too,
//! so `hitlab check` and the game agree about which characters exist. It is
//! compiled in and parsed once: nothing reads it from disk again.

use std::sync::OnceLock;

/// The font the game draws letters with, embedded so `hitlab check` and the
/// loader agree with the shooter about which characters exist. The window's
/// bold text face is this same copy.
pub const FONT: &[u8] = include_bytes!("../../../resources/fonts/DejaVuSans-Bold.ttf");
/// What the font is called in messages.
pub(crate) const FONT_NAME: &str = "DejaVu Sans Bold";

/// The font, parsed on first use; `None` only if the embedded copy is not a
/// font (a test below says it is).
pub(crate) fn font() -> Option<&'static ttf_parser::Face<'static>> {
    static FACE: OnceLock<Option<ttf_parser::Face<'static>>> = OnceLock::new();
    FACE.get_or_init(|| ttf_parser::Face::parse(FONT, 0).ok())
        .as_ref()
}

/// Whether the shipped font can draw `character` as a filled shape.
#[must_use]
pub fn font_has(character: char) -> bool {
    glyph_box(character).is_some()
}

/// The glyph's bounding box in font units, if the font has an outline for it.
pub(super) fn glyph_box(character: char) -> Option<ttf_parser::Rect> {
    let face = font()?;
    let glyph = face.glyph_index(character)?;
    face.glyph_bounding_box(glyph)
        .filter(|b| b.y_max > b.y_min && b.x_max > b.x_min)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn font_covers_latin_not_everything() {
        assert!(font_has('G') && font_has('z') && font_has('7') && font_has('Ж'));
        assert!(!font_has(' '), "no outline");
        assert!(!font_has('\u{10FFFD}'));
        assert!(!font_has('🦀'));
    }
}
