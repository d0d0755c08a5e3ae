//! What is drawn over the board: the solved panel and the message toasts.
//! Every toast has its own opaque panel and is placed clear of the others,
//! so no message hides behind another overlay.

use ggez::glam::Vec2;
use ggez::graphics::{Canvas, Color, Rect};
use ggez::{Context, GameResult};

use hitlab::i18n::{tr, tr_args};
use hitlab::modes::sokoban::SokobanControl as C;

use super::keys::KEYS;
use crate::view::paint::{faded, panel, with_alpha};
use crate::view::screen::Style;
use crate::view::text::{TextCache, TextSizes};

/// A panel edged in `edge` on the background, as opaque as the edge (a
/// fading toast fades whole).
fn backed_panel(
    ctx: &mut Context,
    canvas: &mut Canvas,
    style: &Style,
    r: Rect,
    edge: Color,
) -> GameResult {
    let theme = style.theme;
    let fill = with_alpha(theme.background, 0.95 * edge.a);
    panel(ctx, canvas, r, fill, edge, theme.line_px)
}

/// Text on a panel: one line, or a few split by `\n`.
pub(crate) struct Toast<'a> {
    pub text: &'a str,
    /// Preferred text size; long lines shrink to fit the window.
    pub px: f32,
    /// The frame's colour, which says what kind of message it is (the text
    /// itself is in the theme's text colour, to read best).
    pub color: Color,
    /// 1 opaque, towards 0 fading out.
    pub alpha: f32,
}

/// Where a toast goes: its centre x, and either its top or its bottom edge.
#[derive(Clone, Copy)]
pub(crate) enum Anchor {
    Top(Vec2),
    Bottom(Vec2),
}

impl Toast<'_> {
    /// The panel's size for this text in this window.
    pub fn size(
        &self,
        texts: &mut TextCache,
        ctx: &Context,
        style: &Style,
    ) -> GameResult<(f32, Vec2)> {
        let pad = self.px * 0.45;
        let max_text = style.window.x * 0.94 - 2.0 * pad;
        let px = texts.fit_px(ctx, self.text, self.px, max_text)?;
        let text = texts.measure(ctx, self.text, px)?;
        Ok((px, text + Vec2::new(2.0 * pad, pad)))
    }

    /// Draws the toast and returns its panel.
    pub fn draw(
        &self,
        texts: &mut TextCache,
        ctx: &mut Context,
        canvas: &mut Canvas,
        style: &Style,
        anchor: Anchor,
    ) -> GameResult<Rect> {
        let (px, size) = self.size(texts, ctx, style)?;
        let (at, top) = match anchor {
            Anchor::Top(p) => (p, p.y),
            Anchor::Bottom(p) => (p, p.y - size.y),
        };
        // Keep it inside the window whatever the anchor.
        let x = (at.x - size.x * 0.5).clamp(0.0, (style.window.x - size.x).max(0.0));
        let y = top.clamp(0.0, (style.window.y - size.y).max(0.0));
        let r = Rect::new(x, y, size.x, size.y);
        backed_panel(ctx, canvas, style, r, faded(self.color, self.alpha))?;
        let text_pos = Vec2::new(r.x + r.w * 0.5, r.y + self.px * 0.45 * 0.5);
        texts.draw_centered(
            ctx,
            canvas,
            self.text,
            px,
            text_pos,
            faded(style.theme.text, self.alpha),
        )?;
        Ok(r)
    }
}

/// The solved panel's height in a window of `window` pixels: the board
/// is framed above it, so it covers no row.
pub(super) fn solved_height(window: Vec2) -> f32 {
    (TextSizes::for_window(window).body * SOLVED_LINES).min(window.y * SOLVED_SHARE)
}

/// The solved panel's height in body lines, as its five lines take it.
const SOLVED_LINES: f32 = 10.0;
/// Of the window's height, at most this much goes to the solved panel:
/// with large text its words shrink to fit, so the board keeps its room.
const SOLVED_SHARE: f32 = 0.38;

/// The text sizes the solved panel draws with in `window`: the window's,
/// shrunk as far as the panel's height is capped.
fn solved_sizes(window: Vec2) -> TextSizes {
    let sizes = TextSizes::for_window(window);
    let scale = solved_height(window) / (sizes.body * SOLVED_LINES);
    TextSizes {
        title: sizes.title * scale,
        heading: sizes.heading * scale,
        body: sizes.body * scale,
    }
}

/// What the solved panel says: the counts, and whether the level was the
/// pack's last (then `Enter` opens the level list).
pub(super) struct Solved {
    pub counts: String,
    /// Box lines and box changes.
    pub lines: String,
    /// The medal earned and what the next takes; `None` for a replay's solve.
    pub medal: Option<String>,
    pub last: bool,
}

/// The solved panel, its bottom edge at `bottom`; returns its rect.
pub(super) fn draw_solved(
    texts: &mut TextCache,
    ctx: &mut Context,
    canvas: &mut Canvas,
    style: &Style,
    solved: &Solved,
    bottom: f32,
) -> GameResult<Rect> {
    let theme = style.theme;
    let sizes = solved_sizes(style.window);
    let w = (sizes.body * 24.0).min(style.window.x * 0.9);
    let h = solved_height(style.window);
    let counts = solved.counts.as_str();
    let r = Rect::new((style.window.x - w) * 0.5, bottom - h, w, h);
    backed_panel(ctx, canvas, style, r, theme.accent)?;
    let cx = style.window.x * 0.5;
    let mut y = r.y + sizes.body * 0.6;
    y += texts
        .draw_centered(
            ctx,
            canvas,
            &tr("sokoban-solved"),
            sizes.title * 0.8,
            Vec2::new(cx, y),
            theme.accent,
        )?
        .y;
    y += texts
        .draw_centered(
            ctx,
            canvas,
            counts,
            sizes.heading,
            Vec2::new(cx, y),
            theme.text,
        )?
        .y
        + sizes.body * 0.2;
    let fitted =
        |texts: &mut TextCache, text: &str| texts.fit_px(ctx, text, sizes.body, w - sizes.body);
    let px = fitted(texts, &solved.lines)?;
    y += texts
        .draw_centered(ctx, canvas, &solved.lines, px, Vec2::new(cx, y), theme.text)?
        .y
        + sizes.body * 0.15;
    if let Some(medal) = &solved.medal {
        let px = fitted(texts, medal)?;
        texts.draw_centered(ctx, canvas, medal, px, Vec2::new(cx, y), theme.accent)?;
    }
    y += sizes.body * 1.35 + sizes.body * 0.15;
    let enter = tr(if solved.last {
        "sokoban-solved-last"
    } else {
        "sokoban-solved-next"
    });
    let hint = tr_args(
        "sokoban-solved-keys",
        &[
            ("confirm", KEYS.first_key(C::Confirm).into()),
            ("enter", enter.into()),
            ("unsolved", KEYS.first_key(C::NextUnsolved).into()),
            ("undo", KEYS.first_key(C::Undo).into()),
            ("export", KEYS.first_key(C::Export).into()),
        ],
    );
    let px = texts.fit_px(ctx, &hint, sizes.body, w - sizes.body)?;
    let hint_colour = if theme.high_contrast {
        theme.text
    } else {
        theme.dim_text
    };
    texts.draw_centered(ctx, canvas, &hint, px, Vec2::new(cx, y), hint_colour)?;
    Ok(r)
}
