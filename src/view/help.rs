//! The help overlay (F1 or `?`): the app's keys, then the current mode's,
//! as their key tables and declarations say (see `keymap.rs`).

use ggez::glam::Vec2;
use ggez::graphics::{Canvas, Rect};
use ggez::{Context, GameResult};

use super::app_keys;
use super::keymap::HelpLine;
use super::paint::{fill_rect, outline_rect, panel};
use super::screen::Style;
use super::text::{TextCache, TextSizes};

/// What the overlay lists: a heading and rows per section.
pub struct HelpContent<'a> {
    /// "Help: Shooter" or "Help: Hit Lab".
    pub heading: &'a str,
    pub sections: &'a [(&'a str, Vec<HelpLine>)],
    /// The seed on screen and how to see the same again, e.g. "seed 7
    /// (replay with --seed 7)".
    pub seed: &'a str,
}

/// One row of the overlay.
enum Item<'a> {
    /// A section's heading ("Everywhere", "Shooter keys").
    Section(&'a str),
    /// A key and what it does.
    Key(&'a HelpLine),
}

/// Below this share of the body size, one column of rows would be too
/// small to read on a projector: the rows go in two columns instead.
const TWO_COLUMNS_BELOW: f32 = 0.8;

/// Draws the overlay over whatever is on `canvas`. Rows shrink to fit the
/// window rather than run off it.
pub fn draw(
    ctx: &mut Context,
    canvas: &mut Canvas,
    texts: &mut TextCache,
    style: &Style,
    content: &HelpContent<'_>,
) -> GameResult {
    let theme = &style.theme;
    let window = style.window;
    let sizes = TextSizes::for_window(window);

    // Opaque: on a projector any ghost of the screen underneath competes
    // with the rows for the eye.
    fill_rect(
        canvas,
        Rect::new(0.0, 0.0, window.x, window.y),
        theme.background,
    );

    let margin = sizes.body;
    let panel = Rect::new(
        margin,
        margin,
        (window.x - 2.0 * margin).max(1.0),
        (window.y - 2.0 * margin).max(1.0),
    );
    outline_rect(ctx, canvas, panel, theme.accent, theme.line_px)?;

    // Every row a section heading or a key's: one column while the rows
    // fit at a readable size, else two (a long list, such as the arena
    // editor's, would otherwise shrink below what a projector shows or
    // run over the footer).
    let items: Vec<Item<'_>> = content
        .sections
        .iter()
        .flat_map(|(section, lines)| {
            std::iter::once(Item::Section(section)).chain(lines.iter().map(Item::Key))
        })
        .collect();
    // Heading + footer take about four body lines; the rest holds the rows.
    let available = panel.h - sizes.heading * 2.0 - sizes.body * 3.0;
    let fit = |columns: usize| available / (items.len().div_ceil(columns).max(1) as f32 * 1.45);
    let columns = if fit(1) < sizes.body * TWO_COLUMNS_BELOW {
        2
    } else {
        1
    };
    let row_px = fit(columns).min(sizes.body).max(10.0);
    let line_h = row_px * 1.45;
    let per_column = items.len().div_ceil(columns).max(1);

    let pad = sizes.body;
    let top = panel.y + pad * 0.6;
    texts.draw(
        canvas,
        content.heading,
        sizes.heading,
        Vec2::new(panel.x + pad, top),
        theme.accent,
    );
    let rows_top = top + sizes.heading * 1.6;

    let column_w = (panel.w - pad) / columns as f32;
    for (column, chunk) in items.chunks(per_column).enumerate() {
        // Key column as wide as the column's widest key label, so actions
        // line up, but no more than two fifths of the column: a longer
        // label (a row of six keys) is set smaller to fit.
        let mut key_w: f32 = 0.0;
        for item in chunk {
            if let Item::Key(line) = item {
                key_w = key_w.max(texts.measure(ctx, &line.keys, row_px)?.x);
            }
        }
        let key_w = key_w.min(column_w * 0.4);
        let left = panel.x + column as f32 * column_w;
        let key_x = left + pad * 1.6;
        let action_x = key_x + key_w + row_px * 1.5;
        let action_w = (left + column_w - pad - action_x).max(row_px);
        let mut y = rows_top;
        for item in chunk {
            match item {
                Item::Section(section) => {
                    let at = Vec2::new(left + pad, y);
                    texts.draw(canvas, section, row_px, at, theme.dim_text);
                }
                Item::Key(line) => {
                    let at = Vec2::new(key_x, y);
                    let px = texts.fit_px(ctx, &line.keys, row_px, key_w)?;
                    texts.draw(canvas, &line.keys, px, at, theme.accent);
                    let px = texts.fit_px(ctx, &line.action, row_px, action_w)?;
                    texts.draw(canvas, &line.action, px, Vec2::new(action_x, y), theme.text);
                }
            }
            y += line_h;
        }
    }

    let footer_y = panel.bottom() - sizes.body * 1.6;
    texts.draw(
        canvas,
        &app_keys::help_closes(),
        sizes.body * 0.85,
        Vec2::new(panel.x + pad, footer_y),
        theme.dim_text,
    );
    let seed = content.seed;
    let seed_w = texts.measure(ctx, seed, sizes.body * 0.85)?.x;
    texts.draw(
        canvas,
        seed,
        sizes.body * 0.85,
        Vec2::new(panel.right() - pad - seed_w, footer_y),
        theme.dim_text,
    );
    Ok(())
}

/// A one-line notice at the top centre of any screen (where F12 saved the
/// screen), on a panel so it reads over whatever is drawn.
pub fn notice(
    ctx: &mut Context,
    canvas: &mut Canvas,
    texts: &mut TextCache,
    style: &Style,
    message: &str,
) -> GameResult {
    let theme = &style.theme;
    let window = style.window;
    let px = TextSizes::for_window(window).body * 0.8;
    let px = texts.fit_px(ctx, message, px, window.x * 0.9)?;
    let size = texts.measure(ctx, message, px)?;
    let pad = px * 0.5;
    let rect = Rect::new(
        (window.x - size.x) * 0.5 - pad,
        pad,
        size.x + 2.0 * pad,
        size.y + 2.0 * pad,
    );
    panel(ctx, canvas, rect, theme.panel, theme.accent, theme.line_px)?;
    texts.draw(
        canvas,
        message,
        px,
        Vec2::new(rect.x + pad, rect.y + pad),
        theme.text,
    );
    Ok(())
}
