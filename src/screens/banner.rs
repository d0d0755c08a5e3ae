//! What the banner that says why a file was refused shows, laid out to a
//! width without a window: its heading, the problems wrapped and cut to
//! the lines it has, how many are left out, and the way out. The window
//! (`view/banner.rs`) measures the text, draws the rows and sizes the
//! banner in pixels.

use std::path::Path;

use crate::i18n::{Said, tr, tr_args};
use crate::levels::Rejection;
use crate::text::{break_lines, keep_lines, with_ellipsis};

/// Text lines the problem list may take at most under a two-line heading
/// (one more under a one-line heading; fewer in a small window, see
/// [`problem_lines`]), so the field keeps most of the screen; the rest are
/// counted, not shown.
pub const MAX_PROBLEM_LINES: usize = 6;
/// Lines the heading may take (a long path wraps; past this it is cut).
pub const MAX_HEADING_LINES: usize = 2;

/// What the banner says: a heading, and the problems one entry each.
#[derive(Debug, Clone, PartialEq)]
pub struct ErrorBanner {
    /// The loader's summary of the file ("a.toml rejected, 2 problems"), as
    /// `hitlab check` words it, and what the screen does meanwhile, worded
    /// at each layout so a language switch rewords it.
    pub heading: Said,
    /// Each problem as `line:column: message`, in the loader's order.
    pub problems: Vec<String>,
}

/// Which file was refused and for how many problems, in the window's
/// language ("storm.toml rejected, 3 problems"): a banner's heading starts
/// with it, and a screen that cannot start says it.
#[must_use]
pub fn refused(rejection: &Rejection) -> String {
    summary(&rejection.path, rejection.problems.len())
}

fn summary(path: &Path, count: usize) -> String {
    tr_args(
        "banner-refused",
        &[
            ("file", path.display().to_string().into()),
            ("count", count.into()),
        ],
    )
}

/// What a row of the banner is, which decides its colour and indent.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RowKind {
    /// A line of the heading.
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
pub struct Row {
    /// The words, cut to fit.
    pub text: String,
    /// What the row is.
    pub kind: RowKind,
}

/// The room the rows are laid out in, in the units `measure` returns (the
/// window's pixels), and how text is measured.
pub struct Fit<'m> {
    /// The width every row fits in.
    pub width: f32,
    /// How far continuation lines are indented.
    pub indent: f32,
    /// Rows the banner has room for, heading and way out included.
    pub lines: usize,
    /// Width of a string as it will be drawn.
    pub measure: &'m mut dyn FnMut(&str) -> f32,
}

impl ErrorBanner {
    /// Every problem of a rejected file, as `line:column: message`, the
    /// file named once in the heading; `fallback` (a message id) says what
    /// plays instead.
    pub fn new(rejection: &Rejection, fallback: &'static str) -> Self {
        let path = rejection.path.clone();
        let count = rejection.problems.len();
        Self {
            heading: Said::new(move || {
                tr_args(
                    "banner-heading",
                    &[
                        ("summary", summary(&path, count).into()),
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
    /// width as measured; what cannot fit is cut with an ellipsis. The last
    /// row is `way_out`, what the window says to go on (it names its keys).
    #[must_use]
    pub fn rows(&self, fit: &mut Fit<'_>, way_out: &str) -> Vec<Row> {
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
            text: with_ellipsis(way_out, width, fit.measure),
            kind: RowKind::WayOut,
        });
        rows
    }
}

/// Rows the banner takes at most: the heading's, the problems', the
/// "+N more" line and the way out.
pub const MAX_ROWS: usize = MAX_HEADING_LINES + MAX_PROBLEM_LINES + 2;

/// How many rows of `line_height` fit in `height`, at most [`MAX_ROWS`].
#[must_use]
pub fn lines_in(height: f32, line_height: f32) -> usize {
    let lines = (height / line_height).floor().max(0.0) as usize;
    lines.min(MAX_ROWS)
}

/// How many lines the problems may take when the banner has room for
/// `lines` and its heading took `heading`: what is left after the heading,
/// the "+N more" line and the way out, at least one (a problem is never
/// hidden entirely).
#[must_use]
fn problem_lines(lines: usize, heading: usize) -> usize {
    lines.saturating_sub(heading + 2).max(1)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::text::ELLIPSIS;

    /// The way out as the window words it with Esc.
    fn way_out() -> String {
        tr_args("fix-or-leave", &[("esc", "Esc".into())])
    }

    #[test]
    fn the_heading_is_worded_in_the_language_of_the_moment_it_is_drawn() {
        use crate::i18n::{Lang, set_lang};
        let one = Rejection::whole(Path::new("hot_ja.toml"), "1:1: not a number");
        let banner = ErrorBanner::new(&one, "banner-still-playing");
        assert_eq!(
            banner.heading.text(),
            "hot_ja.toml rejected, 1 problem (still playing the last good one):"
        );
        set_lang(Lang::Ja);
        assert_eq!(
            banner.heading.text(),
            "hot_ja.toml は読み込めません: 問題 1 件 (前の正しい版で遊んでいる):"
        );
        let two = Rejection {
            path: "a.toml".into(),
            problems: vec!["1:1: x".into(), "2:1: y".into()],
        };
        assert_eq!(refused(&two), "a.toml は読み込めません: 問題 2 件");
        set_lang(Lang::En);
        assert_eq!(refused(&two), "a.toml rejected, 2 problems");
    }

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
        banner.rows(
            &mut Fit {
                width,
                indent: 2.0,
                lines: problem_lines + 3,
                measure: &mut width_of,
            },
            &way_out(),
        )
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
        assert_eq!(problem_lines(MAX_ROWS, 2), MAX_PROBLEM_LINES);
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
        let rows = b.rows(
            &mut Fit {
                width: 30.0,
                indent: 2.0,
                lines: 6,
                measure: &mut width_of,
            },
            &way_out(),
        );
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
    fn the_rows_a_height_holds_are_capped() {
        assert_eq!(lines_in(70.0, 14.0), 5);
        assert_eq!(lines_in(69.0, 14.0), 4);
        assert_eq!(lines_in(-3.0, 14.0), 0, "no room, no rows");
        assert_eq!(lines_in(10_000.0, 14.0), MAX_ROWS);
    }
}
