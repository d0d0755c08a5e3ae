//! The glyph warning every file with words shown in the window gets: a
//! character none of the window's fonts (with the file's own `font` first)
//! draws would be an empty box, so `hitlab check` names it at its place.

use std::sync::Arc;

use toml::Spanned;

use super::problem::Problem;
use crate::text::fonts::{Fonts, WordFont, needs_glyph};

/// The most characters one warning about missing glyphs names: a caption
/// in a script no font has would otherwise list every letter.
const MAX_NAMED_GLYPHS: usize = 6;

/// The window's fonts, with a file's own looked in first.
#[must_use]
pub(crate) fn fonts_for(own: Option<Arc<WordFont>>) -> Fonts<'static> {
    match own {
        Some(own) => Fonts::window().with_own(own),
        None => Fonts::window(),
    }
}

/// A warning for each run of characters of `values` (a lesson's title and
/// captions, an arena's name and about line) that no font of `fonts` has (`별의
/// 끝` is one run: only spaces lie between), at its first character as written
/// (at the start of its value if it was written as an escape).
pub(crate) fn glyph_warnings<'v>(
    text: &str,
    values: impl IntoIterator<Item = &'v Spanned<String>>,
    fonts: &Fonts<'_>,
) -> Vec<Problem> {
    let missing_glyphs = |words: &str| fonts.missing_glyphs(words);
    let mut warnings = Vec::new();
    for value in values {
        let (words, span) = (value.get_ref(), value.span());
        let missing = missing_glyphs(words);
        let written = text
            .get(span.clone())
            .map(missing_glyphs)
            .unwrap_or_default();
        let as_written =
            written.len() == missing.len() && written.iter().zip(&missing).all(|(w, m)| w.1 == m.1);
        let mut runs: Vec<(usize, Vec<char>)> = Vec::new();
        let mut run_end = 0;
        for (i, &(offset, c)) in missing.iter().enumerate() {
            let joined = !runs.is_empty() && !words[run_end..offset].chars().any(needs_glyph);
            run_end = offset + c.len_utf8();
            match runs.last_mut() {
                Some((_, chars)) if joined => chars.push(c),
                _ => runs.push((i, vec![c])),
            }
        }
        for (first, chars) in runs {
            let at = if as_written {
                let (offset, c) = written[first];
                span.start + offset..span.start + offset + c.len_utf8()
            } else {
                span.clone()
            };
            let mut named: Vec<String> = Vec::new();
            for c in chars {
                let name = format!("`{c}` (U+{:04X})", u32::from(c));
                if !named.contains(&name) {
                    named.push(name);
                }
            }
            let more = named.len().saturating_sub(MAX_NAMED_GLYPHS);
            named.truncate(MAX_NAMED_GLYPHS);
            if more > 0 {
                named.push(format!("{more} more"));
            }
            warnings.push(Problem::new(
                at,
                format!(
                    "no font has {}: drawn as empty boxes; the window's fonts are {}",
                    named.join(", "),
                    fonts.describe()
                ),
            ));
        }
    }
    warnings
}
