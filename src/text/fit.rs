//! Fitting text to a width, as a measure passed in says (the window's font
//! in the game, a fixed one in tests): cutting a line with an ellipsis, and
//! keeping at most so many wrapped lines (`break_lines` wraps them).

use super::width::display_width;

/// Marks text cut to fit.
pub const ELLIPSIS: &str = "…";

/// `lines` joined back into one text: a space between Latin words, none
/// where a line of Chinese or Japanese was broken between characters.
fn rejoin(lines: &[String]) -> String {
    let wide = |c: Option<char>| c.is_some_and(|c| display_width(c.encode_utf8(&mut [0; 4])) > 1);
    let mut out = String::new();
    for line in lines {
        let cjk_seam = wide(out.chars().next_back()) || wide(line.chars().next());
        if !out.is_empty() && !cjk_seam {
            out.push(' ');
        }
        out.push_str(line);
    }
    out
}

/// `text` if it fits `width`, else its longest start that fits with an
/// ellipsis after it.
#[must_use]
pub fn with_ellipsis(text: &str, width: f32, measure: &mut dyn FnMut(&str) -> f32) -> String {
    if measure(text) <= width {
        return text.to_owned();
    }
    let ends: Vec<usize> = text.char_indices().map(|(i, _)| i).collect();
    let cut = |end: usize| format!("{}{ELLIPSIS}", text[..end].trim_end());
    let fits = ends.partition_point(|&end| measure(&cut(end)) <= width);
    cut(ends[fits.saturating_sub(1)])
}

/// `frame(part)` if it fits `width`, else `frame` of `part` with its
/// middle cut out for an ellipsis, keeping as much of its start and (twice
/// as much) of its end as fits: a path keeps its root and its file's name,
/// and what `frame` adds around it (a "(not saved)" after it) stays whole.
#[must_use]
pub fn elide_middle(
    part: &str,
    width: f32,
    measure: &mut dyn FnMut(&str) -> f32,
    frame: &dyn Fn(&str) -> String,
) -> String {
    let whole = frame(part);
    if measure(&whole) <= width {
        return whole;
    }
    let chars: Vec<char> = part.chars().collect();
    let cut = |kept: usize| {
        let head = kept / 3;
        let tail = kept - head;
        let start: String = chars[..head].iter().collect();
        let end: String = chars[chars.len() - tail..].iter().collect();
        frame(&format!("{start}{ELLIPSIS}{end}"))
    };
    let kept = (0..chars.len()).collect::<Vec<_>>();
    let fits = kept.partition_point(|&k| measure(&cut(k)) <= width);
    cut(fits.saturating_sub(1))
}

/// At most `max` of `lines`; if some are left out, the last kept line
/// continues with their start and ends in an ellipsis, within `width`.
#[must_use]
pub fn keep_lines(
    mut lines: Vec<String>,
    max: usize,
    width: f32,
    measure: &mut dyn FnMut(&str) -> f32,
) -> Vec<String> {
    let max = max.max(1);
    if lines.len() <= max {
        return lines;
    }
    let cut = rejoin(&lines.split_off(max - 1));
    // Forced past the width, so the ellipsis always shows something was cut.
    let last = with_ellipsis(&format!("{cut}{ELLIPSIS}"), width, measure);
    lines.push(last);
    lines
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::text::break_lines;

    /// A font where every character is 1 px wide, and `W` 3 px.
    fn width_of(s: &str) -> f32 {
        s.chars().map(|c| if c == 'W' { 3.0 } else { 1.0 }).sum()
    }

    #[test]
    fn a_word_wider_than_a_line_is_cut() {
        let lines = break_lines(
            "/a/very/long/path/to/an/arena.toml:1:1: bad",
            10.0,
            10.0,
            &mut width_of,
        );
        assert!(lines.iter().all(|l| width_of(l) <= 10.0), "{lines:?}");
        assert_eq!(
            lines.concat().replace(' ', ""),
            "/a/very/long/path/to/an/arena.toml:1:1:bad"
        );
    }

    #[test]
    fn japanese_wraps_between_characters() {
        // Every character 1 px: a shipped Japanese caption at 12 px a line.
        let text = "星の先端は細い。弾は一歩で0.5進むので、点の判定では先端を飛び越えてしまう。";
        let lines = break_lines(text, 12.0, 12.0, &mut width_of);
        assert!(lines.len() > 1, "{lines:?}");
        assert!(
            lines
                .iter()
                .all(|l| width_of(l) <= 12.0 && !l.starts_with(['、', '。']))
        );
        assert_eq!(lines.concat(), text);
    }

    #[test]
    fn lines_left_out_rejoin_without_spaces_inside_japanese() {
        let lines = ["星の".to_owned(), "先端は".to_owned(), "細い。".to_owned()];
        let kept = keep_lines(lines.to_vec(), 2, 100.0, &mut width_of);
        assert_eq!(kept, ["星の", "先端は細い。…"]);
        let latin = ["one".to_owned(), "two".to_owned(), "three".to_owned()];
        let kept = keep_lines(latin.to_vec(), 2, 100.0, &mut width_of);
        assert_eq!(kept, ["one", "two three…"]);
    }

    #[test]
    fn a_long_path_loses_its_middle_and_keeps_what_follows_it() {
        let frame = |p: &str| format!("Editing {p}  (not saved)");
        let path = "/home/teacher/classes/physics/2026/autumn/arenas/thin_tip.toml";
        assert_eq!(
            elide_middle("a.toml", 80.0, &mut width_of, &frame),
            frame("a.toml")
        );
        let cut = elide_middle(path, 60.0, &mut width_of, &frame);
        assert!(width_of(&cut) <= 60.0, "{cut}");
        assert!(cut.ends_with("thin_tip.toml  (not saved)"), "{cut}");
        assert!(
            cut.starts_with("Editing /home") && cut.contains(ELLIPSIS),
            "{cut}"
        );
        // Narrower than the frame: the path shrinks to the ellipsis alone.
        let cut = elide_middle(path, 5.0, &mut width_of, &frame);
        assert_eq!(cut, frame(ELLIPSIS));
    }

    #[test]
    fn a_window_too_narrow_for_one_glyph_still_ends() {
        let lines = break_lines("WWW", 1.0, 1.0, &mut width_of);
        assert_eq!(lines, ["W", "W", "W"]);
        assert_eq!(with_ellipsis("WWW", 1.0, &mut width_of), ELLIPSIS);
    }
}
