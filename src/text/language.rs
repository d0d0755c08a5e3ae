//! Which language a text is in, as far as its script tells, for a page's
//! `lang` attribute (a browser and a screen reader pick fonts and voices by
//! it): Japanese writes kana, Korean hangul, Chinese Han characters without
//! kana. Latin text could be any of many languages, so it is English, the
//! game's own.

/// A BCP 47 tag that the script of `text` suggests: `"ja"` if it has any
/// kana, else `"ko"` if it has hangul, else `"zh"` if it has Han
/// characters, else `"en"`. Empty text is `"en"`.
#[must_use]
pub fn guess_language(text: &str) -> &'static str {
    let has = |script: fn(char) -> bool| text.chars().any(script);
    if has(is_kana) {
        "ja"
    } else if has(is_hangul) {
        "ko"
    } else if has(is_han) {
        "zh"
    } else {
        "en"
    }
}

/// Hiragana, katakana (with its phonetic extensions and the half-width
/// forms), but not the prolonged sound mark alone, which is shared.
fn is_kana(c: char) -> bool {
    matches!(c, '\u{3041}'..='\u{309F}' | '\u{30A0}'..='\u{30FB}' | '\u{31F0}'..='\u{31FF}' | '\u{FF66}'..='\u{FF9D}')
}

/// Hangul syllables and jamo.
pub(crate) fn is_hangul(c: char) -> bool {
    matches!(c, '\u{AC00}'..='\u{D7A3}' | '\u{1100}'..='\u{11FF}' | '\u{3130}'..='\u{318F}' | '\u{A960}'..='\u{A97F}' | '\u{D7B0}'..='\u{D7FF}')
}

/// CJK unified ideographs (the common block, extension A and the
/// compatibility block; the supplementary planes' extensions too).
fn is_han(c: char) -> bool {
    matches!(c, '\u{4E00}'..='\u{9FFF}' | '\u{3400}'..='\u{4DBF}' | '\u{F900}'..='\u{FAFF}' | '\u{20000}'..='\u{3134F}')
}

/// Whether `tag` looks like a BCP 47 language tag: a primary language of
/// two or three letters (or five to eight, as registered ones may be), then
/// subtags of one to eight letters or digits after hyphens (`ja`, `zh-Hant`,
/// `pt-BR`, `sr-Latn-RS`). It is not checked against the registry: a page's
/// `lang` only needs to be well-formed for a browser to use or ignore it.
#[must_use]
pub fn is_language_tag(tag: &str) -> bool {
    let mut parts = tag.split('-');
    let primary = parts.next().unwrap_or("");
    let primary_ok =
        matches!(primary.len(), 2 | 3 | 5..=8) && primary.chars().all(|c| c.is_ascii_alphabetic());
    primary_ok
        && parts.all(|p| (1..=8).contains(&p.len()) && p.chars().all(|c| c.is_ascii_alphanumeric()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kana_means_japanese_even_among_han() {
        assert_eq!(guess_language("星の先端は細い。"), "ja");
        assert_eq!(guess_language("Inside a spinning shape: ステップ"), "ja");
    }

    #[test]
    fn hangul_means_korean() {
        assert_eq!(guess_language("별의 끝은 가늘다."), "ko");
    }

    #[test]
    fn han_without_kana_means_chinese() {
        assert_eq!(guess_language("子弹每一步前进0.5。"), "zh");
    }

    #[test]
    fn latin_and_other_text_is_english() {
        assert_eq!(guess_language("Inside a spinning shape"), "en");
        assert_eq!(guess_language("entrepôt, M⁻¹ → Ω"), "en");
        assert_eq!(guess_language(""), "en");
    }

    #[test]
    fn language_tags_are_well_formed_or_refused() {
        for good in ["ja", "en", "zh-Hant", "pt-BR", "sr-Latn-RS", "yue"] {
            assert!(is_language_tag(good), "{good}");
        }
        for bad in [
            "",
            "j",
            "japanese-",
            "ja_JP",
            "日本語",
            "ja--JP",
            "en-toolongsubtag",
            "1a",
        ] {
            assert!(!is_language_tag(bad), "{bad}");
        }
    }
}
