//! The banner that says why what plays is not the file on disk: the file
//! was rejected (every problem the loader found, as many as fit). One banner
//! for every screen that shows a file (arena, pack, lesson: see
//! `hitlab::levels::live`); the game keeps running beside it. The shooter
//! gives it a slot between its HUD and its field (`shooter/layout.rs`); the
//! other screens draw it over their top ([`BannerView::draw_over`]).

use ggez::graphics::{Canvas, Rect};
use ggez::{Context, GameResult};
use glam::Vec2;

use hitlab::i18n::{Said, tr, tr_args};
use hitlab::levels::{LiveFile, Rejection, Reload};
use hitlab::text::{break_lines, keep_lines, with_ellipsis};

use crate::view::app_keys::fix_or_leave;
use crate::view::paint::panel;
use crate::view::screen::Style;
use crate::view::text::{Face, TextCache};

/// Text lines the problem list may take at most under a two-line heading
/// (one more under a one-line heading; fewer in a small window, see
/// [`problem_lines`]), so the field keeps most of the screen; the rest are
/// counted, not shown.
const MAX_PROBLEM_LINES: usize = 6;
/// Lines the heading may take (a long path wraps; past this it is cut).
const MAX_HEADING_LINES: usize = 2;

/// What the banner says: a heading, and the problems one entry each.
#[derive(Debug, Clone, PartialEq)]
pub struct ErrorBanner {
    /// The loader's summary of the file ("a.toml rejected, 2 problems"), as
    /// `hitlab check` words it, and what the screen does meanwhile, worded
    /// at each layout so a language switch rewords it.
    pub heading: Said,
    pub problems: Vec<String>,
}

/// What a row of the banner is, which decides its colour and indent.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum RowKind {
    Heading,
    /// The first line of a problem.
    Problem,
    /// A problem's wrapped continuation, drawn indented.
    Continuation,
    /// How many problems are left out.
    More,
    /// How to go on: fix the file, or leave.
    WayOut,
}

/// One line of the banner as drawn.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Row {
    text: String,
    kind: RowKind,
}

/// The room the rows are laid out in, in pixels, and how text is measured.
struct Fit<'m> {
    width: f32,
    /// How far continuation lines are indented.
    indent: f32,
    /// Rows the banner has room for, heading and way out included.
    lines: usize,
    /// Width of a string as it will be drawn.
    measure: &'m mut dyn FnMut(&str) -> f32,
}

impl ErrorBanner {
    /// Every problem of a rejected file, as `line:column: message`, the
    /// file named once in the heading; `fallback` (a message id) says what
    /// plays instead.
    pub fn new(rejection: &Rejection, fallback: &'static str) -> Self {
        let summary = rejection.summary();
        Self {
            heading: Said::new(move || {
                tr_args(
                    "banner-heading",
                    &[
                        ("summary", summary.clone().into()),
                        ("fallback", tr(fallback).into()),
                    ],
                )
            }),
            problems: rejection.problems.clone(),
        }
    }

    /// The heading, then the problems wrapped to the width (a problem's
    /// continuation lines indented), whole problems only while they fit in
    /// the problem lines, then how many are left out. Every row fits the
    /// width as measured; what cannot fit is cut with an ellipsis.
    fn rows(&self, fit: &mut Fit<'_>) -> Vec<Row> {
        let (width, rest_width) = (fit.width, (fit.width - fit.indent).max(1.0));
        let heading = break_lines(&self.heading.text(), width, width, fit.measure);
        let heading = keep_lines(heading, MAX_HEADING_LINES, width, fit.measure);
        let mut rows: Vec<Row> = heading
            .into_iter()
            .map(|text| Row {
                text,
                kind: RowKind::Heading,
            })
            .collect();
        // The room the heading leaves, not the room two heading lines
        // would: a one-line heading gives its second line to the problems.
        let max_problem_lines = problem_lines(fit.lines, rows.len());
        let mut used = 0;
        let mut shown = 0;
        for problem in &self.problems {
            let mut wrapped = break_lines(problem, width, rest_width, fit.measure);
            let left = max_problem_lines.saturating_sub(used);
            if wrapped.len() > left {
                if shown > 0 && left == 0 {
                    break;
                }
                // A problem too long for the lines left still shows its
                // start, cut with an ellipsis, rather than leave them empty.
                let widths = |i: usize| if i == 0 { width } else { rest_width };
                let last = left.max(1) - 1;
                wrapped = keep_lines(wrapped, last + 1, widths(last), fit.measure);
            }
            used += wrapped.len();
            rows.extend(wrapped.into_iter().enumerate().map(|(i, text)| Row {
                text,
                kind: if i == 0 {
                    RowKind::Problem
                } else {
                    RowKind::Continuation
                },
            }));
            shown += 1;
        }
        let hidden = self.problems.len() - shown;
        if hidden > 0 {
            let more = tr_args("banner-more", &[("hidden", hidden.into())]);
            rows.push(Row {
                text: with_ellipsis(&more, width, fit.measure),
                kind: RowKind::More,
            });
        }
        rows.push(Row {
            text: with_ellipsis(&fix_or_leave(), width, fit.measure),
            kind: RowKind::WayOut,
        });
        rows
    }
}

/// What a banner's rows were laid out for: text width, text size and
/// height allowed (as bits), the face, and the words of its heading and
/// way out (which a language switch changes).
type LayoutKey = (u32, u32, u32, Face, [String; 2]);

/// The banner on screen: what it says, and its rows laid out for the
/// window it was last drawn in (measured once, not every frame).
pub struct BannerView {
    banner: ErrorBanner,
    /// What the rows were laid out for, and the rows.
    layout: Option<(LayoutKey, Vec<Row>)>,
}

impl BannerView {
    /// The banner for the file `live` last refused, if it did: its problems
    /// and `fallback` (a message id), what plays meanwhile.
    #[must_use]
    pub fn refused(live: &LiveFile, fallback: &'static str) -> Option<Self> {
        live.rejection()
            .map(|rejection| ErrorBanner::new(rejection, fallback).into())
    }

    /// What a poll of `live` that found `reload` leaves in `banner`, the
    /// same on every screen that shows a file: none once a good version
    /// loads, why once one is refused (`fallback` saying what plays on),
    /// the banner as it was while the file is unchanged. Returns whether
    /// the screen changed.
    pub fn follow<T>(
        banner: &mut Option<Self>,
        live: &LiveFile,
        reload: &Reload<T>,
        fallback: &'static str,
    ) -> bool {
        match reload {
            Reload::Unchanged => return false,
            Reload::Loaded(_) => *banner = None,
            Reload::Refused => *banner = Self::refused(live, fallback),
        }
        true
    }
}

impl From<ErrorBanner> for BannerView {
    fn from(banner: ErrorBanner) -> Self {
        Self {
            banner,
            layout: None,
        }
    }
}

impl BannerView {
    /// Lays the rows out for a banner `width` pixels wide (once per size)
    /// and returns the height it needs, at most about `max_height`.
    pub fn height(
        &mut self,
        ctx: &Context,
        style: &Style,
        texts: &TextCache,
        width: f32,
        max_height: f32,
    ) -> GameResult<f32> {
        let px = banner_px(style);
        let line_height = px * LINE_SPACING;
        // The text is inset by `px` on each side of the panel.
        let text_width = (width - 2.0 * px).max(px);
        let face = banner_face(style);
        let key = (
            text_width.to_bits(),
            px.to_bits(),
            max_height.to_bits(),
            face,
            [self.banner.heading.text(), fix_or_leave()],
        );
        if !matches!(&self.layout, Some((k, _)) if *k == key) {
            let lines = ((max_height - px) / line_height).floor().max(0.0) as usize;
            let lines = lines.min(MAX_HEADING_LINES + MAX_PROBLEM_LINES + 2);
            let banner = &self.banner;
            let rows = texts.with_measure(ctx, face, px, |measure| {
                banner.rows(&mut Fit {
                    width: text_width,
                    indent: px * 1.2,
                    lines,
                    measure,
                })
            })?;
            self.layout = Some((key, rows));
        }
        let rows = self.layout.as_ref().map_or(0, |(_, rows)| rows.len());
        Ok(line_height * rows as f32 + px)
    }

    /// Lays the banner out across the window below `top` (at most
    /// `max_share` of the window's height) and draws it there.
    pub fn draw_over(
        &mut self,
        ctx: &mut Context,
        canvas: &mut Canvas,
        style: &Style,
        texts: &mut TextCache,
        top: f32,
        max_share: f32,
    ) -> GameResult {
        let pad = style.text_px * 0.5;
        let width = style.window.x - 2.0 * pad;
        let height = self.height(ctx, style, texts, width, style.window.y * max_share)?;
        let rect = Rect::new(pad, top + pad, width, height);
        self.draw(ctx, canvas, style, texts, rect)
    }

    /// Draws the banner in `rect`, as laid out by the last [`Self::height`].
    /// Its background is opaque: the play field is never under it, but
    /// nothing drawn later may show through the text either.
    pub fn draw(
        &self,
        ctx: &mut Context,
        canvas: &mut Canvas,
        style: &Style,
        texts: &mut TextCache,
        rect: Rect,
    ) -> GameResult {
        let Some((_, rows)) = &self.layout else {
            return Ok(());
        };
        let theme = &style.theme;
        let px = banner_px(style);
        panel(
            ctx,
            canvas,
            rect,
            theme.background,
            theme.hit,
            theme.line_px,
        )?;
        let line_height = px * LINE_SPACING;
        for (i, row) in rows.iter().enumerate() {
            let (colour, x) = match row.kind {
                RowKind::Heading => (theme.hit, 0.0),
                RowKind::Continuation => (theme.text, px * 1.2),
                RowKind::Problem | RowKind::More => (theme.text, 0.0),
                RowKind::WayOut => (theme.dim_text, 0.0),
            };
            let at = Vec2::new(rect.x + px + x, rect.y + px * 0.5 + line_height * i as f32);
            texts.draw_in(canvas, banner_face(style), &row.text, px, at, colour);
        }
        Ok(())
    }
}

/// The banner's text size, never below the theme's smallest.
fn banner_px(style: &Style) -> f32 {
    style.px(0.85)
}

/// The banner's face: monospaced, bold on a projector, where thin strokes
/// wash out on white.
fn banner_face(style: &Style) -> Face {
    style.theme.value_face(Face::Mono)
}

/// Line height as a multiple of the text size.
const LINE_SPACING: f32 = 1.4;

/// How many lines the problems may take when the banner has room for
/// `lines` and its heading took `heading`: what is left after the heading,
/// the "+N more" line and the way out, at least one (a problem is never
/// hidden entirely).
fn problem_lines(lines: usize, heading: usize) -> usize {
    lines.saturating_sub(heading + 2).max(1)
}

#[cfg(test)]
mod tests {
    use super::*;
    use hitlab::text::ELLIPSIS;

    fn banner(problems: &[&str]) -> ErrorBanner {
        ErrorBanner {
            heading: Said::as_is("a.toml rejected:".to_owned()),
            problems: problems.iter().map(|&p| p.to_owned()).collect(),
        }
    }

    /// A font where every character is 1 px wide, and `W` 3 px.
    fn width_of(s: &str) -> f32 {
        s.chars().map(|c| if c == 'W' { 3.0 } else { 1.0 }).sum()
    }

    /// The rows with room for `problem_lines` lines of problems under a
    /// one-line heading (and the "+N more" line and the way out).
    fn rows(banner: &ErrorBanner, width: f32, problem_lines: usize) -> Vec<Row> {
        banner.rows(&mut Fit {
            width,
            indent: 2.0,
            lines: problem_lines + 3,
            measure: &mut width_of,
        })
    }

    fn texts(rows: &[Row]) -> Vec<&str> {
        rows.iter().map(|r| r.text.as_str()).collect()
    }

    #[test]
    fn all_problems_show_when_they_fit() {
        let rows = rows(&banner(&["1:1: one", "2:5: two", "9:1: three"]), 80.0, 8);
        assert_eq!(
            texts(&rows),
            [
                "a.toml rejected:",
                "1:1: one",
                "2:5: two",
                "9:1: three",
                "Save a fix and it reloads; Esc: back to the title"
            ]
        );
        assert_eq!(rows[0].kind, RowKind::Heading);
        assert!(rows[1..4].iter().all(|r| r.kind == RowKind::Problem));
        assert_eq!(rows[4].kind, RowKind::WayOut);
    }

    #[test]
    fn problems_that_do_not_fit_are_counted() {
        let rows = rows(&banner(&["1:1: one", "2:5: two", "9:1: three"]), 80.0, 2);
        assert_eq!(rows.len(), 5, "{rows:?}");
        assert_eq!(rows[2].text, "2:5: two");
        assert_eq!(rows[3].kind, RowKind::More);
        assert!(rows[3].text.starts_with("(+1 more"), "{rows:?}");
        assert_eq!(rows[4].kind, RowKind::WayOut, "the way out is never cut");
    }

    #[test]
    fn every_row_fits_the_measured_width() {
        let long = "3:1: the plane starts at [0.00, -40.00] outside the arena";
        let wide = "4:1: colour must be \"#rrggbb\", found \"#WWWWWWWWWWWWWWWWWWWWWW\"";
        for width in [12.0, 20.0, 33.0] {
            let rows = rows(&banner(&[long, wide]), width, 30);
            for row in &rows {
                let room = match row.kind {
                    RowKind::Continuation => width - 2.0,
                    _ => width,
                };
                assert!(width_of(&row.text) <= room, "{width}: {rows:?}");
            }
            let shown: String = rows
                .iter()
                .filter(|r| !matches!(r.kind, RowKind::Heading | RowKind::WayOut))
                .map(|r| r.text.as_str())
                .collect();
            assert_eq!(
                shown.replace(' ', ""),
                format!("{long}{wide}").replace(' ', ""),
                "nothing lost when the lines suffice"
            );
        }
    }

    #[test]
    fn wide_glyphs_wrap_sooner_than_narrow_ones() {
        // Same number of characters, three times the width: measured, not counted.
        let narrow = rows(&banner(&["1:1: found aaaaaaaaaaaa"]), 16.0, 10);
        let wide = rows(&banner(&["1:1: found WWWWWWWWWWWW"]), 16.0, 10);
        assert_eq!(narrow.len(), 4, "{narrow:?}");
        assert!(wide.len() > 5, "{wide:?}");
    }

    #[test]
    fn a_huge_first_problem_is_cut_with_an_ellipsis_inside_the_width() {
        let long = "3:1: the plane starts at [0.00, -40.00] outside the arena";
        let rows = rows(&banner(&[long, "4:1: two"]), 20.0, 2);
        assert_eq!(rows.len(), 5, "{rows:?}");
        assert_eq!(rows[2].kind, RowKind::Continuation);
        assert!(rows[2].text.ends_with(ELLIPSIS), "{rows:?}");
        assert!(width_of(&rows[2].text) <= 18.0, "{rows:?}");
        assert!(rows[3].text.starts_with("(+1"), "{rows:?}");
        assert!(width_of(&rows[3].text) <= 20.0, "{rows:?}");
    }

    #[test]
    fn a_short_window_shows_fewer_problem_lines_but_never_none() {
        assert_eq!(
            problem_lines(MAX_HEADING_LINES + MAX_PROBLEM_LINES + 2, 2),
            MAX_PROBLEM_LINES
        );
        assert_eq!(problem_lines(7, 2), 3);
        assert_eq!(
            problem_lines(7, 1),
            4,
            "a one-line heading leaves a line more"
        );
        assert_eq!(problem_lines(2, 1), 1);
        assert_eq!(problem_lines(0, 1), 1);
    }

    /// The banner fills the room it has rather than show one problem and
    /// "(+3 more…)": a problem that no longer fits whole still shows its
    /// start in the lines left, and a one-line heading leaves its second
    /// line.
    #[test]
    fn the_banner_uses_the_lines_it_has() {
        let long = "3:1: the plane starts at [0.00, -40.00] outside the arena";
        let b = banner(&["1:1: one", long, "5:1: three", "6:1: four"]);
        // Six rows: the heading, three problem lines, "+N more", the way out.
        let rows = b.rows(&mut Fit {
            width: 30.0,
            indent: 2.0,
            lines: 6,
            measure: &mut width_of,
        });
        let kinds: Vec<RowKind> = rows.iter().map(|r| r.kind).collect();
        assert_eq!(
            kinds,
            [
                RowKind::Heading,
                RowKind::Problem,
                RowKind::Problem,
                RowKind::Continuation,
                RowKind::More,
                RowKind::WayOut
            ],
            "{rows:?}"
        );
        assert!(rows[3].text.ends_with(ELLIPSIS), "{rows:?}");
        assert!(rows[4].text.starts_with("(+2 more"), "{rows:?}");
    }

    #[test]
    fn a_long_heading_takes_two_lines_at_most() {
        let mut b = banner(&["1:1: one"]);
        b.heading = Said::as_is("/a/very/long/path/to/the/arenas/folder/of/a/designer/lesson.toml rejected, 1 problem (still playing the last good one):".to_owned());
        let rows = rows(&b, 30.0, 6);
        assert_eq!(rows[0].kind, RowKind::Heading);
        assert_eq!(rows[1].kind, RowKind::Heading);
        assert_eq!(rows[2].kind, RowKind::Problem, "{rows:?}");
        assert!(rows[1].text.ends_with(ELLIPSIS), "{rows:?}");
        assert!(rows.iter().all(|r| width_of(&r.text) <= 30.0), "{rows:?}");
    }

    #[test]
    fn a_poll_leaves_the_banner_as_the_file_now_stands() {
        let mut live = LiveFile::new("arena.toml");
        let loaded = live.load(|path| Err::<(), _>(Rejection::whole(path, "1:1: bad")));
        assert!(loaded.is_none());
        let fallback = "banner-still-playing";
        let mut shown = None;
        let unchanged = Reload::<()>::Unchanged;
        assert!(!BannerView::follow(&mut shown, &live, &unchanged, fallback));
        assert!(shown.is_none(), "nothing polled, nothing shown");
        assert!(BannerView::follow(
            &mut shown,
            &live,
            &Reload::<()>::Refused,
            fallback
        ));
        let banner = shown.as_ref().map(|view| &view.banner).expect("refused");
        assert_eq!(banner.problems, ["1:1: bad"]);
        assert!(banner.heading.text().contains(&tr(fallback)));
        assert!(!BannerView::follow(&mut shown, &live, &unchanged, fallback));
        assert!(shown.is_some(), "kept while the file is unchanged");
        assert!(BannerView::follow(
            &mut shown,
            &live,
            &Reload::Loaded(()),
            fallback
        ));
        assert!(shown.is_none(), "a good version clears it");
    }
}
