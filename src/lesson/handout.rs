//! The handout of a lesson: `index.html`, every step's picture with its
//! caption under it, readable offline (no script, no font or style from
//! elsewhere) and printable (one step per row, never split over pages).

use super::Lesson;

use super::picture_name;
use crate::i18n::{Lang, tr_in};

/// Text made safe inside HTML: `&`, `<`, `>`, and both quotes escaped.
#[must_use]
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

/// A file name as a relative URL's path: every byte but the unreserved
/// ASCII ones (letters, digits, `-` `.` `_` `~`) percent-encoded, so a
/// picture named in any script is found from `file://` in every browser.
#[must_use]
pub fn url_path(name: &str) -> String {
    let mut out = String::with_capacity(name.len());
    for byte in name.bytes() {
        if byte.is_ascii_alphanumeric() || b"-._~".contains(&byte) {
            out.push(char::from(byte));
        } else {
            out.push_str(&format!("%{byte:02X}"));
        }
    }
    out
}

/// The paper a handout is printed on: A4 portrait, 210 mm wide, with the
/// print style's 15 mm margins (about a browser's own), leaves 180 mm.
pub const PRINTABLE_MM: f32 = 210.0 - 2.0 * 15.0;

/// The smallest type a handout is read in on paper, points.
pub const PAPER_MIN_PT: f32 = 9.0;

/// The smallest text a handout's picture sets, in pixels of a picture
/// `width` pixels wide. The print style sets each picture the printable
/// width, 180 mm, above its caption: a 1280-pixel picture's pixel is
/// 180 / 1280 = 0.141 mm, and 9 pt is 9 × 25.4 / 72 = 3.18 mm, so 22.6, or
/// 23 whole pixels (the window's 12 to 20 px labels would print at 5 to
/// 8 pt; a picture at 55 % of the width beside its caption prints them at
/// 3 to 5 pt).
#[must_use]
pub fn paper_min_text_px(width: f32) -> f32 {
    const MM_PER_PT: f32 = 25.4 / 72.0;
    let mm_per_px = PRINTABLE_MM / width.max(1.0);
    (PAPER_MIN_PT * MM_PER_PT / mm_per_px).ceil()
}

/// The style: each picture the page's width with its caption under it,
/// on paper never broken across a page.
const STYLE: &str = "body{font-family:sans-serif;max-width:70em;margin:2em auto;padding:0 1em;color:#111}\
h1{font-size:1.6em}\
.step{margin:1.5em 0 2.5em;break-inside:avoid;page-break-inside:avoid}\
.step img{display:block;width:100%;height:auto;box-sizing:border-box;border:1px solid #888;margin-bottom:0.8em}\
.step p{font-size:1.2em;line-height:1.4;margin:0}\
.step .n{color:#555;font-size:0.9em;display:block;margin-bottom:0.4em}\
@page{size:A4 portrait;margin:15mm}\
@media print{body{margin:0;padding:0;max-width:none}.step p{font-size:11pt}}";

/// The language of the words a lesson's pages add: the lesson's where the
/// game has a table for it, else English.
pub(super) fn words(lesson: &Lesson) -> Lang {
    Lang::from_code(&lesson.lang).unwrap_or(Lang::En)
}

/// A page of `lesson` up to its heading: in the lesson's language, titled
/// and headed `heading`, styled by `style`.
pub(super) fn page_start(lesson: &Lesson, heading: &str, style: &str) -> String {
    let lang = escape(&lesson.lang);
    let heading = escape(heading);
    format!(
        "<!DOCTYPE html>\n<html lang=\"{lang}\">\n<head>\n<meta charset=\"utf-8\">\n\
         <title>{heading}</title>\n<style>{style}</style>\n</head>\n<body>\n<h1>{heading}</h1>\n"
    )
}

/// `index.html` for `lesson`, its pictures named as [`picture_name`] names
/// them, beside it in the same folder; the page's `lang` is the lesson's,
/// and so are the words the page adds (each picture's alt text) where the
/// game has a table for it, else English.
#[must_use]
pub fn index_html(lesson: &Lesson) -> String {
    let words = words(lesson);
    let count = lesson.steps.len();
    let mut html = page_start(lesson, &lesson.title, STYLE);
    for (index, step) in lesson.steps.iter().enumerate() {
        let picture = url_path(&picture_name(index, step));
        let caption = escape(&step.caption);
        let name = escape(&step.name);
        let n = index + 1;
        let alt = escape(&tr_in(
            words,
            "handout-picture-alt",
            &[("n", n.into()), ("name", step.name.as_str().into())],
        ));
        html.push_str(&format!(
            "<div class=\"step\">\n<img src=\"{picture}\" alt=\"{alt}\">\n\
             <p><span class=\"n\">{n} / {count} · {name}</span>{caption}</p>\n</div>\n"
        ));
    }
    html.push_str("</body>\n</html>\n");
    html
}

#[cfg(test)]
mod paper_tests {
    use super::*;

    /// Points on paper of `px` pixels of a `width`-pixel picture printed
    /// the printable width.
    fn printed_pt(px: f32, width: f32) -> f32 {
        px * PRINTABLE_MM / width * 72.0 / 25.4
    }

    #[test]
    fn a_pictures_smallest_text_prints_at_nine_points() {
        let px = paper_min_text_px(1280.0);
        assert!(printed_pt(px, 1280.0) >= PAPER_MIN_PT);
        assert!(
            printed_pt(px - 1.0, 1280.0) < PAPER_MIN_PT,
            "the least that prints at 9 pt: {px}"
        );
        assert!(
            paper_min_text_px(960.0) < px,
            "a narrower picture prints larger"
        );
    }

    #[test]
    fn the_print_style_prints_each_picture_the_page_wide_above_its_caption() {
        assert!(STYLE.contains(".step img{display:block;width:100%"));
        assert!(
            !STYLE.contains("display:flex"),
            "no caption beside a picture"
        );
        let margin_mm = (210.0 - PRINTABLE_MM) / 2.0;
        let page = format!("@page{{size:A4 portrait;margin:{margin_mm}mm}}");
        assert!(
            STYLE.contains(&page),
            "the print style leaves {PRINTABLE_MM} mm"
        );
    }
}
