//! The handout of a lesson: `index.html`, every step's picture with its
//! caption beside it, readable offline (no script, no font or style from
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
/// them, beside it in the same folder; the page's `lang` is the lesson's,
/// and so are the words the page adds (each picture's alt text) where the
/// game has a table for it, else English.
#[must_use]
pub fn index_html(lesson: &Lesson) -> String {
    let title = escape(&lesson.title);
    let lang = escape(&lesson.lang);
    let words = Lang::from_code(&lesson.lang).unwrap_or(Lang::En);
    let count = lesson.steps.len();
    let mut html = format!(
        "<!DOCTYPE html>\n<html lang=\"{lang}\">\n<head>\n<meta charset=\"utf-8\">\n\
         <title>{title}</title>\n<style>{STYLE}</style>\n</head>\n<body>\n<h1>{title}</h1>\n"
    );
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
