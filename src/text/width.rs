//! How wide text is in a terminal's columns: an East Asian wide or
//! full-width character (`星`, `弾`, `？`, hangul syllables) takes two, a
//! combining mark none, everything else one, as `unicode-width` reads the
//! Unicode tables (ambiguous characters count one, as outside East Asian
//! locales). A length rule on what a person wrote counts this, not bytes
//! (three per kanji) or characters (one per kanji, half its width).

use unicode_width::UnicodeWidthStr;

/// The columns `text` takes on a fixed-pitch terminal.
#[must_use]
pub fn display_width(text: &str) -> usize {
    text.width()
}

/// The longest start of `text` at most `columns` wide, cut between
/// characters (never inside one).
#[must_use]
pub fn cut_to_width(text: &str, columns: usize) -> &str {
    let mut end = 0;
    for (at, c) in text.char_indices() {
        let next = at + c.len_utf8();
        if display_width(&text[..next]) > columns {
            break;
        }
        end = next;
    }
    &text[..end]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wide_characters_count_two_columns() {
        assert_eq!(display_width("星の先端"), 8);
        assert_eq!("星の先端".len(), 12, "bytes are no width");
        assert_eq!(display_width("子弹"), 4);
        assert_eq!(display_width("별의 끝"), 7);
        assert_eq!(display_width("？！"), 4);
    }

    #[test]
    fn latin_and_accents_count_one_column_each() {
        assert_eq!(display_width("entrepôt"), 8);
        assert_eq!(
            display_width("e\u{301}"),
            1,
            "a combining accent takes none"
        );
    }

    #[test]
    fn mixed_text_adds_up() {
        assert_eq!(display_width("0.5進む"), 7);
    }

    #[test]
    fn a_cut_never_splits_a_wide_character() {
        assert_eq!(cut_to_width("星の先端", 5), "星の");
        assert_eq!(cut_to_width("星の先端", 6), "星の先");
        assert_eq!(cut_to_width("abc星", 4), "abc");
        assert_eq!(cut_to_width("abc", 10), "abc");
        assert_eq!(cut_to_width("星", 1), "");
    }
}
