//! The help overlay (F1 or `?`): the app's keys, then the current mode's,
//! as their key tables and declarations say (see `keymap.rs`), laid out
//! by `hitlab::screens::help`.

use ggez::glam::Vec2;
use ggez::graphics::{Canvas, Rect};
use ggez::{Context, GameResult};

use hitlab::screens::help::{BlockKind, HelpLayout, Room, page_note};
use hitlab::screens::labels::{LabelBox, notice_place};

use super::app_keys::{self, HelpPage};
use super::editor::notice_colour;
use super::keymap::HelpLine;
use super::paint::{fill_rect, outline_rect, panel};
use super::screen::Style;
use super::text::{Face, TextCache, TextSizes};

/// What the overlay lists: a heading and rows per section.
pub struct HelpContent<'a> {
    /// "Help: Shooter" or "Help: Hit Lab".
    pub heading: &'a str,
    pub sections: &'a [(String, Vec<HelpLine>)],
    /// The seed on screen and how to see the same again, e.g. "seed 7
    /// (replay with --seed 7)".
    pub seed: &'a str,
    /// The page to show, from 0 (the last if there are fewer).
    pub page: usize,
}

/// A row's height, in body sizes.
const LINE_HEIGHT: f32 = 1.45;

/// Draws the overlay over whatever is on `canvas`: every row at the body
/// size, laid out by [`HelpLayout`] (wrapped, in columns, in pages).
/// Returns how many pages it has.
pub fn draw(
    ctx: &mut Context,
    canvas: &mut Canvas,
    texts: &mut TextCache,
    style: &Style,
    content: &HelpContent<'_>,
) -> GameResult<usize> {
    let theme = &style.theme;
    let window = style.window;
    let sizes = TextSizes::for_window(window);
    let body = sizes.body;
    let small = (body * 0.85).max(style.min_text_px);

    // Opaque: on a projector any ghost of the screen underneath competes
    // with the rows for the eye.
    fill_rect(
        canvas,
        Rect::new(0.0, 0.0, window.x, window.y),
        theme.background,
    );

    // Margins stay as at 100 % text: the room goes to the larger rows.
    let space = TextSizes::scaled(window, 1.0).body;
    let margin = space;
    let panel = Rect::new(
        margin,
        margin,
        (window.x - 2.0 * margin).max(1.0),
        (window.y - 2.0 * margin).max(1.0),
    );
    outline_rect(ctx, canvas, panel, theme.accent, theme.line_px)?;

    let pad = space;
    let top = panel.y + pad * 0.6;
    let next = HelpPage::Next.key_name();
    let back = HelpPage::Back.key_name();
    // The page note goes beside the heading, or under it where the two do
    // not fit one line (large text; measured with two-digit page numbers).
    let widest_note = page_note(9, 10, &next, &back).unwrap_or_default();
    let beside = texts.measure(ctx, content.heading, sizes.heading)?.x
        + body
        + texts.measure(ctx, &widest_note, body)?.x
        <= panel.w - 2.0 * pad;
    let note_y = if beside {
        top + (sizes.heading - body) * 0.5
    } else {
        top + sizes.heading * 1.3
    };
    let rows_top = if beside {
        top + sizes.heading * 1.6
    } else {
        note_y + body * LINE_HEIGHT + space * 0.3
    };
    let footer_y = panel.bottom() - body * 1.6;
    // How to close it on the left, the seed on the right; the seed on a
    // line of its own above where the two do not fit one.
    let closes = app_keys::help_closes();
    let closes_w = texts.measure(ctx, &closes, small)?.x;
    let seed_w = texts.measure(ctx, content.seed, small)?.x;
    let seed_y = if closes_w + body + seed_w <= panel.w - 2.0 * pad {
        footer_y
    } else {
        footer_y - small * 1.4
    };
    let line_h = body * LINE_HEIGHT;
    // The rows end a little above the footer.
    let lines = ((seed_y - body * 0.4 - rows_top) / line_h).floor().max(1.0) as usize;
    let left = panel.x + pad;
    let layout = texts.with_measure(ctx, Face::Ui, body, |measure| {
        let mut room = Room {
            width: (panel.w - 2.0 * pad).max(1.0),
            lines,
            gap: body * 1.5,
            indent: pad * 0.6,
            measure,
        };
        HelpLayout::new(content.sections, &mut room)
    })?;
    let pages = layout.pages.len();
    let page = content.page.min(pages - 1);

    texts.draw(
        canvas,
        content.heading,
        sizes.heading,
        Vec2::new(left, top),
        theme.accent,
    );
    if let Some(note) = page_note(page, pages, &next, &back) {
        let px = texts.fit_px(ctx, &note, body, panel.w - 2.0 * pad)?;
        let w = texts.measure(ctx, &note, px)?.x;
        let at = Vec2::new(panel.right() - pad - w, note_y);
        texts.draw(canvas, &note, px, at, theme.accent);
    }

    let gap = body * 1.5;
    for (column, blocks) in layout.pages[page].iter().enumerate() {
        let x = left + column as f32 * (layout.column_width + gap);
        let key_x = x + pad * 0.6;
        let action_x = key_x + layout.key_width + gap;
        for block in blocks {
            let y = rows_top + block.line as f32 * line_h;
            match &block.kind {
                BlockKind::Section(section) => {
                    texts.draw(canvas, section, body, Vec2::new(x, y), theme.dim_text);
                }
                BlockKind::Key { keys, action } => {
                    for (i, line) in keys.iter().enumerate() {
                        let at = Vec2::new(key_x, y + i as f32 * line_h);
                        texts.draw(canvas, line, body, at, theme.accent);
                    }
                    for (i, line) in action.iter().enumerate() {
                        let at = Vec2::new(action_x, y + i as f32 * line_h);
                        texts.draw(canvas, line, body, at, theme.text);
                    }
                }
            }
        }
    }

    texts.draw(
        canvas,
        &closes,
        small,
        Vec2::new(left, footer_y),
        theme.dim_text,
    );
    texts.draw(
        canvas,
        content.seed,
        small,
        Vec2::new(panel.right() - pad - seed_w, seed_y),
        theme.dim_text,
    );
    Ok(pages)
}

/// A one-line notice at the top of any screen (where F12 saved the
/// screen, or why it could not: `failed`), on a panel so it reads over whatever is drawn: centred, or
/// beside or below what the screen keeps clear (`keep_clear`: its title,
/// the test in use; see `hitlab::screens::labels::notice_place`).
pub fn notice(
    ctx: &mut Context,
    canvas: &mut Canvas,
    texts: &mut TextCache,
    style: &Style,
    message: &str,
    failed: bool,
    keep_clear: &[Rect],
) -> GameResult {
    let theme = &style.theme;
    let window = style.window;
    let px = (TextSizes::for_window(window).body * 0.8).max(style.min_text_px);
    let px = texts.fit_px(ctx, message, px, window.x * 0.9)?;
    let size = texts.measure(ctx, message, px)?;
    let pad = px * 0.5;
    let fixed: Vec<LabelBox> = keep_clear
        .iter()
        .map(|r| LabelBox {
            x: r.x,
            y: r.y,
            w: r.w,
            h: r.h,
        })
        .collect();
    let (w, h) = (size.x + 2.0 * pad, size.y + 2.0 * pad);
    let spot = notice_place(&fixed, w, h, window.x, pad);
    let rect = Rect::new(spot.x, spot.y, spot.w, spot.h);
    // A failure is drawn in the error colour, border and words, as the
    // editors draw a save that failed; news in the accent colour.
    let border = notice_colour(theme, failed);
    let ink = if failed { theme.hit } else { theme.text };
    panel(ctx, canvas, rect, theme.panel, border, theme.line_px)?;
    texts.draw(
        canvas,
        message,
        px,
        Vec2::new(rect.x + pad, rect.y + pad),
        ink,
    );
    Ok(())
}
