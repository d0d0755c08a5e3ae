//! The title screen: the game's name, the modes to choose from and the
//! preferences.
//!
//! Layout is a pure function of the window size ([`TitleLayout::new`]) so the
//! same rectangles are drawn and hit-tested by the mouse.

use ggez::glam::Vec2;
use ggez::graphics::{Canvas, Rect};
use ggez::{Context, GameResult};

use hitlab::i18n::tr;

use super::app_keys;
use super::paint::{mark_chosen, outline_rect};
use super::screen::Style;
use super::text::{TextCache, TextSizes};

/// One row of the menu.
#[derive(Debug, Clone)]
pub struct MenuEntry {
    /// The digit key that opens it ("1").
    pub key: &'static str,
    /// The mode's name, in the current language.
    pub name: String,
    /// One line saying what the mode teaches; empty for a short row of
    /// one line (the preferences), which comes after the others.
    pub blurb: String,
}

/// Where everything on the title screen goes, in window pixels.
#[derive(Debug, Clone, PartialEq)]
pub struct TitleLayout {
    pub sizes: TextSizes,
    /// The game's name's size: the title's at 100 % text, which is large
    /// already; a larger text size enlarges what is read.
    pub title_px: f32,
    pub center_x: f32,
    pub title_top: f32,
    pub subtitle_top: f32,
    /// The menu row shown first: with large text not every row fits, and
    /// the rows are shown a page at a time, the page with the selected row.
    pub first: usize,
    /// How many rows there are in all.
    pub count: usize,
    /// One rectangle per menu row shown, top to bottom, from row `first`.
    pub rows: Vec<Rect>,
    pub message_top: f32,
    pub footer_top: f32,
}

impl TitleLayout {
    /// Lays out `rows` menu rows, then `short` rows of one line, in a
    /// window of size `window`, on the page that shows row `selected`.
    #[must_use]
    pub fn new(window: Vec2, rows: usize, short: usize, selected: usize) -> Self {
        let sizes = TextSizes::for_window(window);
        // The spaces between lines stay as at 100 % text; the lines grow.
        let plain = TextSizes::scaled(window, 1.0);
        let space = plain.body;
        let title_px = sizes.title.min(plain.title);
        let body = sizes.body;
        let center_x = window.x * 0.5;
        // What the lines grow by beyond 100 % text, which the spacing does not.
        let (grown_heading, grown_body) = (sizes.heading - plain.heading, body - space);
        let natural_row =
            sizes.heading * 1.3 + body * 1.6 - grown_heading * 0.15 - grown_body * 0.5;
        let short_h = sizes.heading * 1.1;
        let natural_gap = body * 0.4;
        // The footer is shrunk to one line of the window's width.
        let footer_top = window.y - space * 2.6;
        // The rows end clear of the error line and the footer under them.
        let bottom = footer_top - body * 1.4;
        let tops = |title_share: f32, lead: f32| {
            let title_top = window.y * title_share;
            let subtitle_top = title_top + title_px * 1.25;
            (
                title_top,
                subtitle_top,
                subtitle_top + body * lead - grown_body * 1.4,
            )
        };
        let menu_h = |row: f32, gap: f32| {
            row * rows as f32 + short_h * short as f32 + gap * (rows + short) as f32
        };
        // More rows than the spacing of four allows: the heading rises and
        // the rows close up, down to a name and its blurb with no air;
        // past that they come a page at a time.
        let (mut title_top, mut subtitle_top, mut first_top) = tops(0.07, 2.2);
        let (mut row_h, mut gap) = (natural_row, natural_gap);
        if first_top + menu_h(row_h, gap) > bottom {
            (title_top, subtitle_top, first_top) = tops(0.04, 1.6);
            gap = body * 0.3;
            let fits = (bottom - first_top - short_h * short as f32 - gap * (rows + short) as f32)
                / rows.max(1) as f32;
            let least = sizes.heading * 1.25 + body * 1.05;
            row_h = fits.max(least).min(natural_row);
        }
        let row_w = (window.x * 0.86).min(body * 36.0).max(window.x * 0.6);
        let count = rows + short;
        let height = |i: usize| if i < rows { row_h } else { short_h };
        // Pages of the rows that fit one after another, at least one each;
        // the page shown is the one with the selected row.
        let selected = selected.min(count.saturating_sub(1));
        let (mut first, mut end, mut top) = (0, 0, first_top);
        while end < count {
            if end > first && top + height(end) > bottom {
                if selected < end {
                    break;
                }
                (first, top) = (end, first_top);
            }
            top += height(end) + gap;
            end += 1;
        }
        let mut top = first_top;
        let rows_shown = (first..end)
            .map(|i| {
                let rect = Rect::new(center_x - row_w * 0.5, top, row_w, height(i));
                top += height(i) + gap;
                rect
            })
            .collect::<Vec<_>>();
        let after_rows = rows_shown.last().map_or(first_top, |r| r.bottom());
        Self {
            sizes,
            title_px,
            center_x,
            title_top,
            subtitle_top,
            first,
            count,
            rows: rows_shown,
            message_top: after_rows + body * 0.4,
            footer_top,
        }
    }

    /// The menu row under `point`, if any.
    #[must_use]
    pub fn row_at(&self, point: Vec2) -> Option<usize> {
        self.rows
            .iter()
            .position(|r| r.contains(point))
            .map(|i| self.first + i)
    }

    /// The menu rows shown, with their rectangles.
    pub fn shown(&self) -> impl Iterator<Item = (usize, Rect)> + '_ {
        self.rows
            .iter()
            .enumerate()
            .map(|(i, r)| (self.first + i, *r))
    }

    /// Whether rows are left out above or below the page shown.
    #[must_use]
    pub fn paged(&self) -> bool {
        self.rows.len() < self.count
    }
}

/// What the title screen shows besides the menu.
#[derive(Debug, Clone, Default)]
pub struct TitleState {
    /// Index of the highlighted row (arrows, mouse hover).
    pub selected: usize,
    /// Why the last mode could not open, shown until the next choice.
    pub error: Option<String>,
    /// Set after a first Esc: the next Esc quits.
    pub quit_armed: bool,
}

/// Draws the title screen.
pub fn draw(
    ctx: &mut Context,
    canvas: &mut Canvas,
    texts: &mut TextCache,
    style: &Style,
    entries: &[MenuEntry],
    state: &TitleState,
) -> GameResult {
    let theme = &style.theme;
    let short = entries.iter().filter(|e| e.blurb.is_empty()).count();
    let layout = TitleLayout::new(style.window, entries.len() - short, short, state.selected);
    let sizes = layout.sizes;
    let plain = TextSizes::scaled(style.window, 1.0);
    let space = plain.body;
    // The blurb under the name: the space between grows less than the lines.
    let blurb_closer = (sizes.heading - plain.heading) * 0.1 + (sizes.body - space) * 0.5;
    let cx = layout.center_x;

    texts.draw_centered(
        ctx,
        canvas,
        &tr("game-name"),
        layout.title_px,
        Vec2::new(cx, layout.title_top),
        theme.accent,
    )?;
    let subtitle = tr("title-subtitle");
    let subtitle_px = texts.fit_px(ctx, &subtitle, sizes.body, style.window.x * 0.96)?;
    texts.draw_centered(
        ctx,
        canvas,
        &subtitle,
        subtitle_px,
        Vec2::new(cx, layout.subtitle_top),
        theme.dim_text,
    )?;

    for (i, rect) in layout.shown() {
        let Some(entry) = entries.get(i) else {
            continue;
        };
        let rect = &rect;
        let selected = i == state.selected;
        if selected {
            mark_chosen(ctx, canvas, *rect, theme)?;
        } else {
            outline_rect(ctx, canvas, *rect, theme.miss, theme.line_px)?;
        }

        let pad = sizes.body * 0.8;
        // A short row's line is centred in it.
        let line_top = if entry.blurb.is_empty() {
            rect.y + (rect.h - sizes.heading) * 0.5
        } else {
            rect.y + space * 0.4
        };
        texts.draw(
            canvas,
            entry.key,
            sizes.heading,
            Vec2::new(rect.x + pad, line_top),
            theme.accent,
        );
        let name_x = rect.x + pad + sizes.heading * 1.6;
        let name_px = texts.fit_px(ctx, &entry.name, sizes.heading, rect.right() - pad - name_x)?;
        texts.draw(
            canvas,
            &entry.name,
            name_px,
            Vec2::new(name_x, line_top),
            theme.text,
        );
        if entry.blurb.is_empty() {
            continue;
        }
        // A translation may run longer than the English: shrink to the row.
        let blurb_px = texts.fit_px(
            ctx,
            &entry.blurb,
            sizes.body * 0.85,
            rect.right() - pad - name_x,
        )?;
        texts.draw(
            canvas,
            &entry.blurb,
            blurb_px,
            Vec2::new(
                name_x,
                (rect.y + sizes.body * 0.5 + sizes.heading * 1.25 - blurb_closer)
                    .min(rect.bottom() - blurb_px * 1.3),
            ),
            // Dim text would lose contrast on the highlight.
            if selected { theme.text } else { theme.dim_text },
        );
    }

    if layout.paged() {
        // Arrows beside the page say that rows are above or below it.
        let (first, last) = (layout.rows[0], layout.rows[layout.rows.len() - 1]);
        let x = first.right() + sizes.body * 0.3;
        if layout.first > 0 {
            texts.draw(canvas, "▲", sizes.body, Vec2::new(x, first.y), theme.accent);
        }
        if layout.first + layout.rows.len() < layout.count {
            let y = last.bottom() - sizes.body * 1.2;
            texts.draw(canvas, "▼", sizes.body, Vec2::new(x, y), theme.accent);
        }
    }

    if let Some(error) = &state.error {
        let px = texts.fit_px(ctx, error, sizes.body, style.window.x * 0.96)?;
        texts.draw_centered(
            ctx,
            canvas,
            error,
            px,
            Vec2::new(cx, layout.message_top),
            theme.hit,
        )?;
    }

    let footer = if state.quit_armed {
        app_keys::quit_armed()
    } else {
        app_keys::title_footer()
    };
    let footer_px = texts.fit_px(ctx, &footer, sizes.body * 0.85, style.window.x * 0.96)?;
    texts.draw_centered(
        ctx,
        canvas,
        &footer,
        footer_px,
        Vec2::new(cx, layout.footer_top),
        if state.quit_armed {
            theme.hit
        } else {
            theme.dim_text
        },
    )?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rows_are_stacked_inside_the_window_and_hit_testable() {
        for window in [
            Vec2::new(1280.0, 800.0),
            Vec2::new(1280.0, 720.0),
            Vec2::new(800.0, 800.0),
        ] {
            let layout = TitleLayout::new(window, 5, 1, 0);
            assert_eq!(layout.rows.len(), 6, "{window}");
            assert!(!layout.paged());
            assert!(layout.rows[5].h < layout.rows[4].h, "the last row is short");
            // An error line (body high) fits between the rows and the footer.
            let body = layout.sizes.body;
            assert!(layout.message_top + body <= layout.footer_top, "{window}");
            for pair in layout.rows.windows(2) {
                assert!(pair[0].bottom() < pair[1].top());
            }
            for (i, row) in layout.rows.iter().enumerate() {
                assert!(row.left() >= 0.0 && row.right() <= window.x);
                assert_eq!(layout.row_at(row.center().into()), Some(i));
            }
            assert!(layout.message_top < layout.footer_top);
            assert_eq!(layout.row_at(Vec2::new(1.0, 1.0)), None);
        }
    }

    #[test]
    fn with_large_text_the_rows_come_a_page_at_a_time_with_the_selected_one() {
        let window = Vec2::new(1280.0, 720.0);
        crate::view::text::set_text_scale(2.0);
        let pages: Vec<TitleLayout> = (0..6).map(|s| TitleLayout::new(window, 5, 1, s)).collect();
        crate::view::text::set_text_scale(1.0);
        for (selected, layout) in pages.iter().enumerate() {
            assert!(layout.paged(), "six rows at 200 % do not fit 720 lines");
            let shown: Vec<usize> = layout.shown().map(|(i, _)| i).collect();
            assert!(shown.contains(&selected), "{selected}: {shown:?}");
            let last = layout.rows.last().unwrap();
            assert!(last.bottom() < layout.message_top && layout.message_top < layout.footer_top);
            let row = layout.shown().find(|&(i, _)| i == selected).unwrap().1;
            assert_eq!(layout.row_at(row.center().into()), Some(selected));
        }
        // The whole menu is on some page.
        let mut all: Vec<usize> = pages
            .iter()
            .flat_map(|l| l.shown().map(|(i, _)| i))
            .collect();
        all.sort_unstable();
        all.dedup();
        assert_eq!(all, vec![0, 1, 2, 3, 4, 5]);
    }
}
