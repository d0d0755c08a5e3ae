//! The banner that says why the arena on screen is not the file's: the
//! file was rejected (every problem the loader found, as many as fit) or a
//! target could not be built. The game keeps running under it.

use ggez::graphics::{Canvas, DrawParam};
use ggez::{Context, GameResult};
use glam::Vec2;

use hitlab::levels::arena::ArenaError;

use super::draw::{panel, with_alpha};
use super::texts::TextCache;
use crate::view::screen::Style;

/// Text lines the problem list may take, so the banner never covers more
/// than the bottom of the play field; the rest are counted, not shown.
const MAX_PROBLEM_LINES: usize = 6;
/// Average glyph width of the UI font as a fraction of its pixel size (bold
/// DejaVu runs wide), for wrapping without measuring every word.
const GLYPH_WIDTH: f32 = 0.6;

/// What the banner says: a heading, and the problems one entry each.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ErrorBanner {
    pub heading: String,
    pub problems: Vec<String>,
}

impl ErrorBanner {
    /// Every problem of a rejected arena file; `fallback` says what is
    /// played instead. Problems show as `line:column: message`, the file
    /// is named once in the heading.
    pub fn for_arena(error: &ArenaError, fallback: &str) -> Self {
        match error {
            ArenaError::Invalid { path, problems } => {
                let count = match problems.len() {
                    1 => "1 problem".to_owned(),
                    n => format!("{n} problems"),
                };
                Self {
                    heading: format!("{} rejected, {count} ({fallback}):", path.display()),
                    problems: problems.iter().map(ToString::to_string).collect(),
                }
            }
            ArenaError::Io { .. } => Self {
                heading: format!("Arena file unreadable ({fallback}):"),
                problems: vec![error.to_string()],
            },
        }
    }

    /// One message under a heading.
    pub fn single(heading: impl Into<String>, message: impl Into<String>) -> Self {
        Self {
            heading: heading.into(),
            problems: vec![message.into()],
        }
    }

    /// The heading, then the problems wrapped at `width` characters (a
    /// problem's continuation lines indented), whole problems only while they
    /// fit in `max_lines` lines, then how many are left out.
    fn lines(&self, width: usize, max_lines: usize) -> Vec<String> {
        let mut lines = wrap(&self.heading, width);
        let heading_lines = lines.len();
        let mut shown = 0;
        for problem in &self.problems {
            let mut wrapped = wrap(problem, width.saturating_sub(2).max(1));
            for line in wrapped.iter_mut().skip(1) {
                line.insert_str(0, "  ");
            }
            let left = max_lines.saturating_sub(lines.len() - heading_lines);
            if shown == 0 && wrapped.len() > left {
                // A first problem too long for the banner still shows its start.
                wrapped.truncate(left.max(1));
                if let Some(last) = wrapped.last_mut() {
                    last.push_str(" …");
                }
            } else if wrapped.len() > left {
                break;
            }
            lines.extend(wrapped);
            shown += 1;
        }
        let hidden = self.problems.len() - shown;
        if hidden > 0 {
            lines.push(format!(
                "(+{hidden} more: `hitlab check` on the file lists them all)"
            ));
        }
        lines
    }
}

/// Draws the banner across the bottom of the window.
pub fn error_banner(
    ctx: &mut Context,
    canvas: &mut Canvas,
    style: &Style,
    texts: &mut TextCache,
    banner: &ErrorBanner,
) -> GameResult {
    let theme = &style.theme;
    let px = style.text_px * 0.85;
    let width = ((style.window.x - 4.0 * px) / (px * GLYPH_WIDTH)).max(20.0) as usize;
    let lines = banner.lines(width, MAX_PROBLEM_LINES);
    let line_height = px * 1.4;
    let h = line_height * lines.len() as f32 + px;
    let rect = ggez::graphics::Rect::new(
        px,
        style.window.y - h - px * 2.2,
        style.window.x - 2.0 * px,
        h,
    );
    panel(
        ctx,
        canvas,
        rect,
        with_alpha(theme.background, 0.95),
        theme.hit,
        theme.line_px,
    )?;
    let heading_lines = wrap(&banner.heading, width).len();
    for (i, line) in lines.iter().enumerate() {
        let colour = if i < heading_lines {
            theme.hit
        } else {
            theme.text
        };
        let at = Vec2::new(rect.x + px, rect.y + px * 0.5 + line_height * i as f32);
        canvas.draw(texts.get(line, px), DrawParam::from(at).color(colour));
    }
    Ok(())
}

/// Greedy word wrap at `width` characters; a word longer than a line is
/// cut, so no line runs off the banner.
fn wrap(text: &str, width: usize) -> Vec<String> {
    let width = width.max(1);
    let mut lines = Vec::new();
    let mut line = String::new();
    for word in text.split_whitespace() {
        let mut word = word.to_owned();
        while word.chars().count() > width {
            if !line.is_empty() {
                lines.push(std::mem::take(&mut line));
            }
            let cut = word
                .char_indices()
                .nth(width)
                .map_or(word.len(), |(i, _)| i);
            let rest = word.split_off(cut);
            lines.push(word);
            word = rest;
        }
        if !line.is_empty() && line.chars().count() + 1 + word.chars().count() > width {
            lines.push(std::mem::take(&mut line));
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(&word);
    }
    if !line.is_empty() {
        lines.push(line);
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;

    fn banner(problems: &[&str]) -> ErrorBanner {
        ErrorBanner {
            heading: "a.toml rejected:".to_owned(),
            problems: problems.iter().map(|&p| p.to_owned()).collect(),
        }
    }

    #[test]
    fn all_problems_show_when_they_fit() {
        let lines = banner(&["1:1: one", "2:5: two", "9:1: three"]).lines(40, 8);
        assert_eq!(
            lines,
            ["a.toml rejected:", "1:1: one", "2:5: two", "9:1: three"]
        );
    }

    #[test]
    fn problems_that_do_not_fit_are_counted() {
        let lines = banner(&["1:1: one", "2:5: two", "9:1: three"]).lines(40, 2);
        assert_eq!(lines.len(), 4, "{lines:?}");
        assert_eq!(lines[2], "2:5: two");
        assert!(lines[3].starts_with("(+1 more"), "{lines:?}");
    }

    #[test]
    fn long_problems_wrap_indented_and_a_huge_first_one_is_cut() {
        let long = "3:1: the plane starts at [0.00, -40.00] outside the arena";
        let lines = banner(&[long]).lines(20, 10);
        assert!(lines.len() > 2, "{lines:?}");
        assert!(lines.iter().all(|l| l.chars().count() <= 20), "{lines:?}");
        assert!(
            lines[2].starts_with("  "),
            "continuation indented: {lines:?}"
        );

        let lines = banner(&[long, "4:1: two"]).lines(20, 2);
        assert_eq!(lines.len(), 4, "{lines:?}");
        assert!(lines[2].ends_with('…'), "{lines:?}");
        assert!(lines[3].starts_with("(+1 more"), "{lines:?}");
    }

    #[test]
    fn a_word_wider_than_the_banner_is_cut() {
        let lines = wrap("/a/very/long/path/to/an/arena.toml:1:1: bad", 10);
        assert!(lines.iter().all(|l| l.chars().count() <= 10), "{lines:?}");
        assert_eq!(
            lines.concat().replace(' ', ""),
            "/a/very/long/path/to/an/arena.toml:1:1:bad"
        );
    }
}
