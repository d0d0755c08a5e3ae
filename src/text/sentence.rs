//! Sentence ends in Latin and CJK text.
//!
//! A Latin sentence ends in `.`, `!` or `?` before a space or the end of the
//! text (so `0.5` and `e.g.x` do not end one); a CJK one in `。`, `！`, `？`,
//! their full-width forms `．` and the half-width `｡`, wherever they stand,
//! since CJK text puts no space between sentences. A run of end marks
//! (`?!`, `...`, `！？`) ends one sentence, and closing quotes and brackets
//! after it (`。」`, `." `) belong to the sentence they close.

/// Ends a Latin sentence before a space or the end.
const LATIN_ENDS: [char; 3] = ['.', '!', '?'];
/// Ends a CJK sentence wherever it stands: the ideographic full stop, the
/// full-width `！` `？` `．` and the half-width ideographic full stop.
const CJK_ENDS: [char; 5] = ['。', '！', '？', '．', '｡'];

/// Whether `c` may close a sentence after its end mark: quotes and
/// closing brackets, Latin and CJK.
fn closes(c: char) -> bool {
    matches!(
        c,
        '"' | '\'' | ')' | ']' | '”' | '’' | '」' | '』' | '）' | '】' | '〕' | '〉' | '》' | '］'
    )
}

fn is_end_mark(c: char) -> bool {
    LATIN_ENDS.contains(&c) || CJK_ENDS.contains(&c)
}

/// The byte offsets just past each sentence's end mark in `text`, in order.
fn sentence_ends(text: &str) -> impl Iterator<Item = usize> + '_ {
    let chars: Vec<(usize, char)> = text.char_indices().collect();
    (0..chars.len()).filter_map(move |i| {
        let (at, c) = chars[i];
        let next = chars.get(i + 1).map(|&(_, n)| n);
        // A run of marks ends one sentence, at its last mark.
        if !is_end_mark(c) || next.is_some_and(is_end_mark) {
            return None;
        }
        let run_has_cjk = chars[..=i]
            .iter()
            .rev()
            .take_while(|(_, m)| is_end_mark(*m))
            .any(|(_, m)| CJK_ENDS.contains(m));
        let after = chars[i + 1..].iter().map(|&(_, n)| n).find(|&n| !closes(n));
        (run_has_cjk || after.is_none_or(char::is_whitespace)).then_some(at + c.len_utf8())
    })
}

/// How many sentences `text` has ended: `星の先端は細い。弾は飛び越える。` has
/// two, `Version 0.5 is out. Try it!` two, `no full stop` none.
#[must_use]
pub fn count_sentences(text: &str) -> usize {
    sentence_ends(text).count()
}

/// Whether `text`, trimmed, ends at the end of a sentence (after its closing
/// quotes or brackets, if any).
#[must_use]
pub fn ends_sentence(text: &str) -> bool {
    let trimmed = text.trim_end();
    let body = trimmed.trim_end_matches(closes);
    sentence_ends(trimmed)
        .last()
        .is_some_and(|end| end == body.len())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A shipped Japanese caption: two sentences, the second with a decimal
    /// point and a comma inside it.
    const STAR: &str =
        "星の先端は細い。弾は一歩で0.5進むので、点の判定では先端を飛び越えてしまう。";

    #[test]
    fn japanese_sentences_end_in_the_ideographic_full_stop() {
        assert_eq!(count_sentences(STAR), 2);
        assert!(ends_sentence(STAR));
    }

    #[test]
    fn full_width_marks_end_sentences() {
        assert_eq!(count_sentences("速い！なぜ外れる？"), 2);
        assert_eq!(count_sentences("速い！？本当に．"), 2);
        assert!(ends_sentence("速い！？"));
    }

    #[test]
    fn chinese_sentences_count() {
        let text = "子弹每一步前进0.5。星星的尖端很细！为什么会错过？";
        assert_eq!(count_sentences(text), 3);
        assert!(ends_sentence(text));
    }

    #[test]
    fn korean_uses_latin_marks_between_spaced_words() {
        let text = "별의 끝은 가늘다. 총알은 한 걸음에 0.5 나아간다!";
        assert_eq!(count_sentences(text), 2);
        assert!(ends_sentence(text));
    }

    #[test]
    fn latin_marks_end_a_sentence_only_before_a_space_or_the_end() {
        assert_eq!(count_sentences("Version 0.5 is out. Try it!"), 2);
        assert_eq!(count_sentences("e.g.x and 3.14"), 0);
        assert!(!ends_sentence("no full stop"));
        assert!(!ends_sentence(""));
    }

    #[test]
    fn a_run_of_marks_ends_one_sentence() {
        assert_eq!(count_sentences("Really?! Yes... fine."), 3);
    }

    #[test]
    fn closing_quotes_belong_to_their_sentence() {
        assert_eq!(count_sentences("「止まれ。」と言った。"), 2);
        assert_eq!(count_sentences("He said \"stop.\" Then it hit."), 2);
        assert!(ends_sentence("「止まれ。」"));
        assert!(ends_sentence("It said \"stop.\""));
    }

    #[test]
    fn mixed_scripts_count_both_kinds() {
        let text = "The ray hits. 光線が当たる。Then? 次は？";
        assert_eq!(count_sentences(text), 4);
        assert!(ends_sentence(text));
    }

    #[test]
    fn a_latin_stop_inside_cjk_text_is_no_end() {
        // A decimal point or an abbreviation with CJK right after it.
        assert_eq!(count_sentences("弾は0.5進むv.s.点"), 0);
    }
}
