//! Lines broken where the Unicode line breaking rules (UAX #14, read by
//! `unicode-linebreak`) allow: after a space in Latin and Korean text,
//! between any two characters in Chinese and Japanese, never before a
//! closing mark (`、` `。` `」` `）` are class CL or CP, which no line starts
//! with) nor after an opening one, and always at a newline.
//!
//! Greedy: each line takes as many pieces between break opportunities as
//! fit the width a caller's measure gives (a font's pixels in the window, a
//! fixed width in tests). A piece wider than a whole line is cut between
//! characters, so no line runs past the width however narrow it is.

use unicode_linebreak::{BreakOpportunity, linebreaks};

use super::language::is_hangul;

/// Characters a line must not start with, when a piece too wide for any
/// line has to be cut between characters (the rules above keep them off a
/// line's start everywhere else).
const NO_LINE_START: [char; 8] = ['、', '。', '，', '．', '」', '』', '）', '！'];

/// `text` in lines: the first within `first`, the others within `rest`,
/// as `measure` says. Spaces at a line's end are dropped, as is a line left
/// empty at the text's end; a blank line the text asks for (`\n\n`) stays.
///
/// Degenerate widths: a width that not even one character fits (zero,
/// negative, NaN) still gives one character a line, so the result always
/// ends and holds every character that is not a line-end space.
pub fn break_lines(
    text: &str,
    first: f32,
    rest: f32,
    measure: &mut dyn FnMut(&str) -> f32,
) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    let mut line = String::new();
    let mut start = 0;
    for (end, opportunity) in linebreaks(text) {
        if opportunity == BreakOpportunity::Allowed && inside_korean_word(text, end) {
            continue;
        }
        let piece = &text[start..end];
        start = end;
        let mandatory = opportunity == BreakOpportunity::Mandatory;
        // A mandatory break's newline is the break itself, not text.
        let piece = if mandatory {
            piece.trim_end_matches([
                '\n', '\r', '\u{2028}', '\u{2029}', '\u{b}', '\u{c}', '\u{85}',
            ])
        } else {
            piece
        };
        let room = |lines: &Vec<String>| if lines.is_empty() { first } else { rest };
        let joined = format!("{line}{piece}");
        if line.is_empty() || fits(measure(joined.trim_end()), room(&lines)) {
            line = joined;
        } else {
            lines.push(line.trim_end().to_owned());
            line = piece.to_owned();
        }
        // A piece wider than a whole line: cut between characters.
        while line.trim_end().chars().count() > 1 && !fits(measure(line.trim_end()), room(&lines)) {
            let cut = fitting_prefix(line.trim_end(), room(&lines), measure);
            let tail = line.split_off(cut);
            lines.push(std::mem::replace(&mut line, tail));
        }
        if mandatory && (end < text.len() || !line.trim_end().is_empty()) {
            lines.push(std::mem::take(&mut line).trim_end().to_owned());
        }
    }
    if !line.trim_end().is_empty() {
        lines.push(line.trim_end().to_owned());
    }
    lines
}

/// Whether byte `at` of `text` falls between two hangul characters. UAX #14
/// lets a line break between any two syllables, but Korean is written in
/// words with spaces between them and set without breaking a word (CSS's
/// `word-break: keep-all`), so only its spaces break it.
fn inside_korean_word(text: &str, at: usize) -> bool {
    let before = text[..at].chars().next_back();
    let after = text[at..].chars().next();
    before.is_some_and(is_hangul) && after.is_some_and(is_hangul)
}

/// Whether `width` fits `room`; nothing fits a NaN room.
fn fits(width: f32, room: f32) -> bool {
    width <= room
}

/// The byte length of the longest start of `text` (at least one character)
/// whose width is within `width`, shortened by one character if the rest
/// would start with a mark no line starts with.
fn fitting_prefix(text: &str, width: f32, measure: &mut dyn FnMut(&str) -> f32) -> usize {
    let ends: Vec<usize> = text.char_indices().map(|(i, c)| i + c.len_utf8()).collect();
    // Widths grow with the start taken: binary search for the last that fits.
    let fits = ends.partition_point(|&end| fits(measure(&text[..end]), width));
    let at = fits.saturating_sub(1);
    let starts_badly = |end: usize| text[end..].starts_with(NO_LINE_START);
    if at > 0 && starts_badly(ends[at]) {
        ends[at - 1]
    } else {
        ends[at]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A fixed-pitch font: a wide character (kanji, kana, hangul, full-width
    /// marks) is 2 units, everything else 1.
    fn columns(s: &str) -> f32 {
        crate::text::display_width(s) as f32
    }

    fn lines(text: &str, width: f32) -> Vec<String> {
        break_lines(text, width, width, &mut columns)
    }

    /// Every line within `width` and no line starting with `、` or `。`.
    fn assert_fits(lines: &[String], width: f32) {
        for line in lines {
            assert!(
                columns(line) <= width,
                "{line:?} is wider than {width}: {lines:?}"
            );
            assert!(
                !line.starts_with(['、', '。']),
                "{line:?} starts a line: {lines:?}"
            );
        }
    }

    const STAR: &str =
        "星の先端は細い。弾は一歩で0.5進むので、点の判定では先端を飛び越えてしまう。";

    #[test]
    fn japanese_breaks_between_characters() {
        let got = lines(STAR, 20.0);
        assert_fits(&got, 20.0);
        assert_eq!(got.concat(), STAR, "no character lost or added");
        assert!(got.len() >= 4, "{got:?}");
        // Full lines: a greedy break leaves no room for the next character.
        assert_eq!(got[0], "星の先端は細い。弾は");
    }

    #[test]
    fn no_line_starts_with_a_comma_or_full_stop() {
        // At width 14 a break between characters would put `。` first on
        // the second line; the rules carry `い` down with it.
        let got = lines("星の先端は細い。弾は", 14.0);
        assert_fits(&got, 14.0);
        assert_eq!(got, ["星の先端は細", "い。弾は"]);
        let got = lines("進むので、点の判定", 8.0);
        assert_fits(&got, 8.0);
        assert_eq!(got, ["進むの", "で、点の", "判定"]);
    }

    #[test]
    fn chinese_breaks_between_characters() {
        let text = "子弹每一步前进0.5，所以点判定会跳过星星的尖端。";
        let got = lines(text, 12.0);
        assert_fits(&got, 12.0);
        assert!(got.iter().all(|l| !l.starts_with('，')), "{got:?}");
        assert_eq!(got.concat(), text);
    }

    #[test]
    fn korean_breaks_at_spaces_only() {
        let got = lines("별의 끝은 가늘다. 총알은 한 걸음에 나아간다.", 16.0);
        assert_fits(&got, 16.0);
        assert_eq!(
            got,
            ["별의 끝은", "가늘다. 총알은", "한 걸음에", "나아간다."]
        );
    }

    #[test]
    fn latin_breaks_at_spaces_only() {
        let got = lines("A point is inside a triangle when it is on one side.", 20.0);
        assert_fits(&got, 20.0);
        assert_eq!(
            got,
            ["A point is inside a", "triangle when it is", "on one side."]
        );
    }

    #[test]
    fn mixed_text_breaks_at_spaces_and_between_cjk_characters() {
        let text = "The model matrix M は星を回す。Then it moves.";
        let got = lines(text, 24.0);
        assert_fits(&got, 24.0);
        assert_eq!(got.concat().replace(' ', ""), text.replace(' ', ""));
        // Latin words stay whole; the Japanese is broken inside.
        assert_eq!(got, ["The model matrix M は星", "を回す。Then it moves."]);
    }

    #[test]
    fn a_newline_always_breaks_and_a_blank_line_stays() {
        assert_eq!(lines("one\ntwo", 80.0), ["one", "two"]);
        assert_eq!(lines("one\n\ntwo\n", 80.0), ["one", "", "two"]);
    }

    #[test]
    fn a_piece_wider_than_a_line_is_cut() {
        let got = lines("/a/very/long/path/to/an/arena.toml:1:1: bad", 10.0);
        assert_fits(&got, 10.0);
        assert_eq!(
            got.concat().replace(' ', ""),
            "/a/very/long/path/to/an/arena.toml:1:1:bad"
        );
    }

    #[test]
    fn a_width_no_character_fits_still_ends() {
        assert_eq!(lines("星の", 1.0), ["星", "の"]);
        assert_eq!(lines("ab", f32::NAN), ["a", "b"]);
        assert!(lines("", 10.0).is_empty());
    }

    #[test]
    fn the_first_line_may_be_narrower() {
        let got = break_lines("星の先端は細い。", 4.0, 16.0, &mut columns);
        assert_eq!(got, ["星の", "先端は細い。"]);
    }
}
