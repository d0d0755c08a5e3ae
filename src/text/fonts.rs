//! The fonts the window sets words in, and which characters they can draw.
//!
//! ggez draws a run of text in one font and has no fallback, so the window
//! splits a text into runs by the first of [`WORD_FONTS`] that has each
//! character, and `hitlab check` warns about a character none of them has
//! (it would be drawn as an empty box). Both ask this module, so they agree.

use std::sync::OnceLock;

/// The fonts words are set in, as resource names, in the order a character
/// is looked for: DejaVu Sans (Latin, Greek, Cyrillic, arrows and maths),
/// then a subset of Noto Sans CJK JP (kana, CJK punctuation, full-width
/// forms, the JIS X 0208 level 1 kanji and every character of the shipped
/// lessons: `tools/subset_noto_sans_jp.py` makes it).
pub const WORD_FONTS: [&str; 2] = ["fonts/DejaVuSans.ttf", "fonts/NotoSansJP-Subset.otf"];

/// What the fonts are called in a warning.
pub const WORD_FONT_NAMES: &str = "DejaVu Sans and Noto Sans JP (a subset)";

/// The fonts of [`WORD_FONTS`], parsed once; `None` for one that is missing
/// or unreadable (a broken install), which then has no character.
fn faces() -> &'static [Option<ttf_parser::Face<'static>>] {
    static FACES: OnceLock<Vec<Option<ttf_parser::Face<'static>>>> = OnceLock::new();
    FACES.get_or_init(|| {
        WORD_FONTS
            .iter()
            .map(|name| {
                let bytes = crate::resources::read_bytes(&crate::resources::resolve(name)).ok()?;
                // Read once for the whole run: kept, as the shipped copy is.
                let bytes: &'static [u8] = match bytes {
                    std::borrow::Cow::Borrowed(bytes) => bytes,
                    std::borrow::Cow::Owned(bytes) => Box::leak(bytes.into_boxed_slice()),
                };
                ttf_parser::Face::parse(bytes, 0).ok()
            })
            .collect()
    })
}

/// Whether `font` (an index into [`WORD_FONTS`]) maps `c` to a glyph.
#[must_use]
pub fn font_has(font: usize, c: char) -> bool {
    faces()
        .get(font)
        .and_then(Option::as_ref)
        .is_some_and(|face| face.glyph_index(c).is_some())
}

/// The first of [`WORD_FONTS`] that has `c`, by index; `None` if none has.
#[must_use]
pub fn font_for(c: char) -> Option<usize> {
    (0..WORD_FONTS.len()).find(|&font| font_has(font, c))
}

/// Whether `c` needs a glyph at all: spaces, line ends, controls, joiners
/// and variation selectors draw nothing, so no font needs them.
#[must_use]
pub fn needs_glyph(c: char) -> bool {
    !(c.is_whitespace()
        || c.is_control()
        || matches!(c, '\u{200B}'..='\u{200F}' | '\u{2060}'..='\u{2064}' | '\u{FE00}'..='\u{FE0F}' | '\u{FEFF}'))
}

/// The characters of `text` that need a glyph no word font has, each with
/// its byte offset, in order (a character repeated is told each time).
#[must_use]
pub fn missing_glyphs(text: &str) -> Vec<(usize, char)> {
    text.char_indices()
        .filter(|&(_, c)| needs_glyph(c) && font_for(c).is_none())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn latin_is_dejavus_and_japanese_the_subsets() {
        assert_eq!(font_for('A'), Some(0));
        assert_eq!(font_for('ô'), Some(0));
        assert_eq!(font_for('→'), Some(0));
        for c in ['星', 'の', 'カ', '。', '、', '！', '？', '弾', '掃', '羽'] {
            assert_eq!(font_for(c), Some(1), "{c}");
        }
    }

    #[test]
    fn every_character_of_the_issues_caption_has_a_font() {
        let caption = "星の先端は細い。弾は一歩で0.5進むので、点の判定では先端を飛び越えてしまう。";
        assert_eq!(missing_glyphs(caption), []);
    }

    #[test]
    fn a_character_no_font_has_is_found_where_it_is() {
        // Tamil, and a kanji outside JIS level 1 that no shipped text uses.
        assert_eq!(missing_glyphs("aஃb"), [(1, 'ஃ')]);
        assert_eq!(missing_glyphs("星 \n\u{200D}"), []);
    }
}
