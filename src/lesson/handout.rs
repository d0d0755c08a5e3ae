//! The handout of a lesson: `index.html`, every step's picture with its
//! caption beside it, readable offline (no script, no font or style from
//! elsewhere) and printable (one step per row, never split over pages).

use super::Lesson;

use super::picture_name;

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

/// The share of the printed page's width a picture takes (the print
/// style's `.step img` width).
pub const PRINTED_PICTURE_SHARE: f32 = 0.55;

/// The width paper leaves for print, millimetres: A4's 210 mm (Letter's
/// 216) less a browser's usual margins, about 15 mm a side.
const PRINTABLE_MM: f32 = 180.0;

/// The smallest type a handout is read in on paper, points.
pub const PAPER_MIN_PT: f32 = 9.0;

/// The smallest text a handout's picture sets, in pixels of a picture
/// `width` pixels wide: printed at [`PRINTED_PICTURE_SHARE`] of about
/// 180 mm, a 1280-pixel picture takes 99 mm, so a pixel is 0.077 mm or
/// 0.22 pt, and 9 pt is 42 whole pixels (text sized for the window, 12 to 20 px,
/// would print at 3 to 5 pt).
#[must_use]
pub fn paper_min_text_px(width: f32) -> f32 {
    const MM_PER_PT: f32 = 25.4 / 72.0;
    let mm_per_px = PRINTABLE_MM * PRINTED_PICTURE_SHARE / width.max(1.0);
    (PAPER_MIN_PT * MM_PER_PT / mm_per_px).ceil()
}

/// The style: a picture and its caption side by side, on paper one step
/// per row and never broken across a page.
const STYLE: &str = "body{font-family:sans-serif;max-width:70em;margin:2em auto;padding:0 1em;color:#111}\
h1{font-size:1.6em}\
.step{display:flex;gap:1.5em;align-items:flex-start;margin:1.5em 0;break-inside:avoid;page-break-inside:avoid}\
.step img{width:60%;height:auto;border:1px solid #888}\
.step p{font-size:1.2em;line-height:1.4;margin:0}\
.step .n{color:#555;font-size:0.9em;display:block;margin-bottom:0.4em}\
@media print{body{margin:0;max-width:none}.step img{width:55%}}";

/// `index.html` for `lesson`, its pictures named as [`picture_name`] names
/// them, beside it in the same folder; the page's `lang` is the lesson's.
#[must_use]
pub fn index_html(lesson: &Lesson) -> String {
    let title = escape(&lesson.title);
    let lang = escape(&lesson.lang);
    let count = lesson.steps.len();
    let mut html = format!(
        "<!DOCTYPE html>\n<html lang=\"{lang}\">\n<head>\n<meta charset=\"utf-8\">\n\
         <title>{title}</title>\n<style>{STYLE}</style>\n</head>\n<body>\n<h1>{title}</h1>\n"
    );
    for (index, step) in lesson.steps.iter().enumerate() {
        let picture = url_path(&picture_name(index, step));
        let caption = escape(&step.caption);
        let name = escape(&step.name);
        html.push_str(&format!(
            "<div class=\"step\">\n<img src=\"{picture}\" alt=\"Step {n}: {name}\">\n\
             <p><span class=\"n\">{n} / {count} · {name}</span>{caption}</p>\n</div>\n",
            n = index + 1
        ));
    }
    html.push_str("</body>\n</html>\n");
    html
}

#[cfg(test)]
mod paper_tests {
    use super::*;

    #[test]
    fn a_pictures_smallest_text_prints_at_nine_points() {
        let px = paper_min_text_px(1280.0);
        let printed_pt = |px: f32| px * PRINTABLE_MM * PRINTED_PICTURE_SHARE / 1280.0 * 72.0 / 25.4;
        assert!(printed_pt(px) >= PAPER_MIN_PT, "{}", printed_pt(px));
        assert!(
            printed_pt(px - 1.0) < PAPER_MIN_PT,
            "the least that prints at 9 pt"
        );
        assert!(
            paper_min_text_px(960.0) < px,
            "a narrower picture prints larger"
        );
        let share = format!("width:{}%", (PRINTED_PICTURE_SHARE * 100.0).round());
        assert!(STYLE.contains(&share), "the print style says {share}");
    }
}
