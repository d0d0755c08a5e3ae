//! Where a chooser's list, cards and previews go: pure functions of the
//! window and the scroll, drawn and hit-tested by the mouse alike.

use ggez::graphics::{Color, DrawMode, Mesh, MeshBuilder, Rect};
use ggez::{Context, GameResult};
use glam::Vec2;

use hitlab::catalogue::Preview;

use crate::view::text::{TextSizes, text_scale};

/// Where the list's parts go, in window pixels.
#[derive(Debug, Clone, PartialEq)]
pub struct ListLayout {
    pub sizes: TextSizes,
    pub heading_top: f32,
    pub filter_top: f32,
    /// The cards' area: cards outside it are not drawn.
    pub list: Rect,
    pub card_h: f32,
    pub gap: f32,
    pub footer_top: f32,
    /// Lines a card's first line may wrap onto: one more with text larger
    /// than 100 %, where a card's blurb would not fit one line at its size.
    pub blurb_lines: usize,
}

impl ListLayout {
    #[must_use]
    pub fn new(window: Vec2) -> Self {
        let sizes = TextSizes::for_window(window);
        let body = sizes.body;
        let blurb_lines = if text_scale() > 1.0 { 2 } else { 1 };
        let heading_top = body * 0.8;
        let filter_top = heading_top + sizes.heading * 1.3;
        let list_top = filter_top + body * 1.7;
        let footer_top = window.y - body * 1.9;
        let width = (window.x * 0.92).min(body * 52.0);
        let list = Rect::new(
            (window.x - width) * 0.5,
            list_top,
            width,
            (footer_top - body * 0.5 - list_top).max(body),
        );
        Self {
            sizes,
            heading_top,
            filter_top,
            list,
            card_h: body * 1.25 + body * 0.95 * 1.35 * (1 + blurb_lines) as f32 + body * 0.7,
            gap: body * 0.45,
            footer_top,
            blurb_lines,
        }
    }

    /// Whole cards the list shows at once (at least one).
    #[must_use]
    pub fn visible(&self) -> usize {
        (((self.list.h + self.gap) / (self.card_h + self.gap)).floor() as usize).max(1)
    }

    /// Card `slot` (0: the first shown) in the list.
    #[must_use]
    pub fn card(&self, slot: usize) -> Rect {
        Rect::new(
            self.list.x,
            self.list.y + slot as f32 * (self.card_h + self.gap),
            self.list.w,
            self.card_h,
        )
    }

    /// The slot under `point`, if it is on a card.
    #[must_use]
    pub fn slot_at(&self, point: Vec2) -> Option<usize> {
        (0..self.visible()).find(|&slot| self.card(slot).contains(point))
    }
}

/// Where an arena's picture goes on its `card`: at the right, `inset`
/// inside the card's edge, as tall as the card allows and as wide as the
/// arena's shape asks, at most a third of the card.
#[must_use]
pub fn preview_rect(card: Rect, preview: &Preview, inset: f32) -> Rect {
    let h = (card.h - 2.0 * inset).max(1.0);
    let aspect = (preview.size.x / preview.size.y.max(1e-3)).clamp(0.5, 4.0);
    let w = (h * aspect).min(card.w / 3.0);
    Rect::new(card.right() - inset - w, card.y + inset, w, h)
}

/// The picture of `preview` in a `size` box with its top-left at the
/// origin: the field's border, obstacles' boxes, each target as the disk it
/// spins in, and the plane as a dot; one mesh, built once and kept.
pub(super) fn preview_mesh(
    ctx: &Context,
    size: Vec2,
    preview: &Preview,
    theme: &crate::view::theme::Theme,
) -> GameResult<Mesh> {
    let scale = (size.x / preview.size.x).min(size.y / preview.size.y);
    let centre = size * 0.5;
    // World y is up, the window's down.
    let to_px = |p: glam::Vec2| Vec2::new(centre.x + p.x * scale, centre.y - p.y * scale);
    let field = preview.size * scale;
    let line = (theme.line_px * 0.75).max(1.0);
    let mut mesh = MeshBuilder::new();
    let border = Rect::new(
        centre.x - field.x * 0.5,
        centre.y - field.y * 0.5,
        field.x,
        field.y,
    );
    mesh.rectangle(DrawMode::stroke(line), border, theme.dim_text)?;
    for aabb in &preview.obstacles {
        let (a, b) = (to_px(aabb.min), to_px(aabb.max));
        let r = Rect::new(
            a.x.min(b.x),
            a.y.min(b.y),
            (b.x - a.x).abs().max(1.0),
            (b.y - a.y).abs().max(1.0),
        );
        mesh.rectangle(DrawMode::fill(), r, theme.miss)?;
    }
    for &(at, radius, [r, g, b]) in &preview.targets {
        let radius = (radius * scale).max(1.5);
        let colour = Color::from_rgb(r, g, b);
        mesh.circle(DrawMode::fill(), to_px(at), radius, 0.2, colour)?;
        // An edge on paper, where it does not fill a disk a few pixels wide.
        if theme.high_contrast && radius > 4.0 * line {
            mesh.circle(DrawMode::stroke(line), to_px(at), radius, 0.2, theme.text)?;
        }
    }
    mesh.circle(
        DrawMode::fill(),
        to_px(preview.plane),
        (scale * 0.6).max(2.0),
        0.2,
        theme.accent,
    )?;
    Ok(Mesh::from_data(ctx, mesh.build()))
}

/// The first card to show so that `selected` (a position among `shown`
/// cards) is in view, moving `top` as little as possible.
#[must_use]
pub fn scrolled(top: usize, selected: usize, visible: usize, shown: usize) -> usize {
    let top = if selected < top {
        selected
    } else if selected >= top + visible {
        selected + 1 - visible
    } else {
        top
    };
    top.min(shown.saturating_sub(visible))
}
