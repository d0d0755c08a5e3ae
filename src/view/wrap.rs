//! Fitting text to a width in pixels, as a measure says (ggez's, in the
//! game; a fixed one in tests): word wrap, and cutting with an ellipsis.

/// Marks text cut to fit.
pub(crate) const ELLIPSIS: &str = "…";

/// Greedy word wrap: the first line within `first` pixels, the others
/// within `rest`, as `measure` says. A word wider than a line is cut, so no
/// line runs off the banner.
pub(crate) fn wrap(
    text: &str,
    first: f32,
    rest: f32,
    measure: &mut dyn FnMut(&str) -> f32,
) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    let mut line = String::new();
    for word in text.split_whitespace() {
        let room = |lines: &Vec<String>| if lines.is_empty() { first } else { rest };
        let joined = if line.is_empty() {
            word.to_owned()
        } else {
            format!("{line} {word}")
        };
        if measure(&joined) <= room(&lines) {
            line = joined;
            continue;
        }
        if !line.is_empty() {
            lines.push(std::mem::take(&mut line));
        }
        let mut word = word;
        while word.chars().count() > 1 && measure(word) > room(&lines) {
            let cut = fitting_prefix(word, room(&lines), measure);
            lines.push(word[..cut].to_owned());
            word = &word[cut..];
        }
        line = word.to_owned();
    }
    if !line.is_empty() {
        lines.push(line);
    }
    lines
}

/// The byte length of the longest prefix of `text` (at least one character)
/// whose width is within `width`.
fn fitting_prefix(text: &str, width: f32, measure: &mut dyn FnMut(&str) -> f32) -> usize {
    let ends: Vec<usize> = text.char_indices().map(|(i, c)| i + c.len_utf8()).collect();
    // Widths grow with the prefix: binary search for the last that fits.
    let fits = ends.partition_point(|&end| measure(&text[..end]) <= width);
    ends[fits.saturating_sub(1)]
}

/// `text` if it fits `width`, else its longest start that fits with an
/// ellipsis after it.
pub(crate) fn with_ellipsis(
    text: &str,
    width: f32,
    measure: &mut dyn FnMut(&str) -> f32,
) -> String {
    if measure(text) <= width {
        return text.to_owned();
    }
    let ends: Vec<usize> = text.char_indices().map(|(i, _)| i).collect();
    let cut = |end: usize| format!("{}{ELLIPSIS}", text[..end].trim_end());
    let fits = ends.partition_point(|&end| measure(&cut(end)) <= width);
    cut(ends[fits.saturating_sub(1)])
}

/// At most `max` of `lines`; if some are left out, the last kept line
/// continues with their start and ends in an ellipsis, within `width`.
pub(crate) fn keep_lines(
    mut lines: Vec<String>,
    max: usize,
    width: f32,
    measure: &mut dyn FnMut(&str) -> f32,
) -> Vec<String> {
    let max = max.max(1);
    if lines.len() <= max {
        return lines;
    }
    let cut = lines.split_off(max - 1).join(" ");
    // Forced past the width, so the ellipsis always shows something was cut.
    let last = with_ellipsis(&format!("{cut}{ELLIPSIS}"), width, measure);
    lines.push(last);
    lines
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A font where every character is 1 px wide, and `W` 3 px.
    fn width_of(s: &str) -> f32 {
        s.chars().map(|c| if c == 'W' { 3.0 } else { 1.0 }).sum()
    }

    #[test]
    fn a_word_wider_than_the_banner_is_cut() {
        let lines = wrap(
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
    fn a_window_too_narrow_for_one_glyph_still_ends() {
        let lines = wrap("WWW", 1.0, 1.0, &mut width_of);
        assert_eq!(lines, ["W", "W", "W"]);
        assert_eq!(with_ellipsis("WWW", 1.0, &mut width_of), ELLIPSIS);
    }
}
