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
use super::paint::{fill_rect, outline_rect, with_alpha};
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
    pub center_x: f32,
    pub title_top: f32,
    pub subtitle_top: f32,
    /// One rectangle per menu row, top to bottom.
    pub rows: Vec<Rect>,
    pub message_top: f32,
    pub footer_top: f32,
}

impl TitleLayout {
    /// Lays out `rows` menu rows, then `short` rows of one line, in a
    /// window of size `window`.
    #[must_use]
    pub fn new(window: Vec2, rows: usize, short: usize) -> Self {
        let sizes = TextSizes::for_window(window);
        let body = sizes.body;
        let center_x = window.x * 0.5;
        let title_top = window.y * 0.07;
        let subtitle_top = title_top + sizes.title * 1.25;
        let row_h = sizes.heading * 1.3 + body * 1.6;
        let short_h = sizes.heading * 1.1;
        let gap = body * 0.4;
        let row_w = (window.x * 0.86).min(body * 36.0);
        let first_top = subtitle_top + body * 2.2;
        let rows = (0..rows + short)
            .map(|i| {
                let h = if i < rows { row_h } else { short_h };
                let top = first_top
                    + i.min(rows) as f32 * (row_h + gap)
                    + i.saturating_sub(rows) as f32 * (short_h + gap);
                Rect::new(center_x - row_w * 0.5, top, row_w, h)
            })
            .collect::<Vec<_>>();
        let after_rows = rows.last().map_or(first_top, |r| r.bottom());
        Self {
            sizes,
            center_x,
            title_top,
            subtitle_top,
            rows,
            message_top: after_rows + body * 0.4,
            footer_top: window.y - body * 2.6,
        }
    }

    /// The menu row under `point`, if any.
    #[must_use]
    pub fn row_at(&self, point: Vec2) -> Option<usize> {
        self.rows.iter().position(|r| r.contains(point))
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
    let layout = TitleLayout::new(style.window, entries.len() - short, short);
    let sizes = layout.sizes;
    let cx = layout.center_x;

    texts.draw_centered(
        ctx,
        canvas,
        &tr("game-name"),
        sizes.title,
        Vec2::new(cx, layout.title_top),
        theme.accent,
    )?;
    texts.draw_centered(
        ctx,
        canvas,
        &tr("title-subtitle"),
        sizes.body,
        Vec2::new(cx, layout.subtitle_top),
        theme.dim_text,
    )?;

    for (i, (entry, rect)) in entries.iter().zip(&layout.rows).enumerate() {
        let selected = i == state.selected;
        if selected {
            let tint = if theme.high_contrast { 0.12 } else { 0.18 };
            fill_rect(canvas, *rect, with_alpha(theme.accent, tint));
        }
        outline_rect(
            ctx,
            canvas,
            *rect,
            if selected { theme.accent } else { theme.miss },
            if selected {
                theme.line_px * 1.5
            } else {
                theme.line_px
            },
        )?;

        let pad = sizes.body * 0.8;
        // A short row's line is centred in it.
        let line_top = if entry.blurb.is_empty() {
            rect.y + (rect.h - sizes.heading) * 0.5
        } else {
            rect.y + sizes.body * 0.4
        };
        texts.draw(
            canvas,
            entry.key,
            sizes.heading,
            Vec2::new(rect.x + pad, line_top),
            theme.accent,
        );
        let name_x = rect.x + pad + sizes.heading * 1.6;
        texts.draw(
            canvas,
            &entry.name,
            sizes.heading,
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
            Vec2::new(name_x, rect.y + sizes.body * 0.5 + sizes.heading * 1.25),
            // Dim text would lose contrast on the highlight.
            if selected { theme.text } else { theme.dim_text },
        );
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
            let layout = TitleLayout::new(window, 4, 1);
            assert_eq!(layout.rows.len(), 5);
            assert!(layout.rows[4].h < layout.rows[3].h, "the last row is short");
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
}
