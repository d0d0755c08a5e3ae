//! What a page that lists rows draws the same way (the keys page, the
//! campaign): the rows in sight around the chosen one, hit where drawn,
//! an arrow beside the first or last shown where rows are out of sight,
//! and the keys footer at the foot.

use ggez::glam::Vec2;
use ggez::graphics::{Canvas, Rect};
use ggez::{Context, GameResult};

use super::screen::Style;
use super::text::TextCache;
use super::theme::Theme;

/// The rows in sight, in window pixels: a pure function of the list's
/// place and the chosen row, so the mouse hits what is drawn.
pub struct ShownRows {
    /// The rows drawn, from the first shown, with the row each is.
    pub rows: Vec<(usize, Rect)>,
    /// Whether rows are left out above the first shown, and below the last.
    pub more_above: bool,
    pub more_below: bool,
}

impl ShownRows {
    /// Of `count` rows, as many as fit in `room` pixels, one every `step`
    /// pixels down from `first` (the first shown row's place); the chosen
    /// row stays in sight, as low as the last.
    #[must_use]
    pub fn new(count: usize, chosen: usize, room: f32, first: Rect, step: f32) -> Self {
        let visible = ((room / step).floor() as usize).max(1);
        let start = chosen.saturating_sub(visible - 1);
        let end = count.min(start + visible);
        let rows = (start..end)
            .enumerate()
            .map(|(slot, row)| {
                let top = first.y + slot as f32 * step;
                (row, Rect::new(first.x, top, first.w, first.h))
            })
            .collect();
        Self {
            rows,
            more_above: start > 0,
            more_below: end < count,
        }
    }

    /// The row drawn at `point`, if any.
    #[must_use]
    pub fn row_at(&self, point: Vec2) -> Option<usize> {
        self.rows
            .iter()
            .find(|(_, rect)| rect.contains(point))
            .map(|&(row, _)| row)
    }

    /// Rows out of sight: an arrow right of the first or the last shown.
    pub fn draw_arrows(
        &self,
        canvas: &mut Canvas,
        texts: &mut TextCache,
        body: f32,
        theme: &Theme,
    ) {
        let ends = [
            (self.more_above, self.rows.first(), "▲", 0.0),
            (self.more_below, self.rows.last(), "▼", 1.0),
        ];
        for (more, place, arrow, down) in ends {
            if let (true, Some(&(_, rect))) = (more, place) {
                let at = Vec2::new(rect.right() + body * 0.2, rect.y + (rect.h - body) * down);
                texts.draw(canvas, arrow, body, at, theme.accent);
            }
        }
    }
}

/// The page's keys `footer`, centred on `at` and fitted to `width`, drawn
/// only with the chrome.
pub fn draw_footer(
    ctx: &mut Context,
    canvas: &mut Canvas,
    texts: &mut TextCache,
    style: &Style,
    footer: &str,
    at: Vec2,
    width: f32,
) -> GameResult {
    if !style.chrome {
        return Ok(());
    }
    let px = texts.fit_px(ctx, footer, style.px(0.8), width)?;
    texts.draw_centered(ctx, canvas, footer, px, at, style.theme.dim_text)?;
    Ok(())
}
