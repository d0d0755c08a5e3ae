//! Where a chooser's list, cards and previews go: pure functions of the
//! window and the scroll, drawn and hit-tested by the mouse alike.

use ggez::graphics::{DrawMode, LineJoin, Mesh, MeshBuilder, Rect, StrokeOptions};
use ggez::{Context, GameResult};
use glam::Vec2;

use hitlab::catalogue::Preview;
use hitlab::levels::arena::ObstacleSpec;

use crate::view::text::{TextSizes, text_scale};

/// Where the list's parts go, in window pixels.
#[derive(Debug, Clone, PartialEq)]
pub struct ListLayout {
    pub sizes: TextSizes,
    pub heading_top: f32,
    pub filter_top: f32,
    /// The cards' area: cards outside it are not drawn.
    pub list: Rect,
    /// Cards side by side in a row (1: a list).
    pub columns: usize,
    /// Rows of cards shown at once.
    pub rows: usize,
    pub card_w: f32,
    pub card_h: f32,
    pub gap: f32,
    /// The height of the picture at the top of a card in a grid (0: a
    /// card's picture, if any, sits at its right).
    pub picture_h: f32,
    /// Where the chosen card's blurb goes, under the cards, in a grid
    /// (whose cards have no room for it); `None` in a list.
    pub detail_top: Option<f32>,
    pub footer_top: f32,
    /// Lines a card's first line may wrap onto: one more with text larger
    /// than 100 %, where a card's blurb would not fit one line at its size.
    pub blurb_lines: usize,
    /// Lines a grid card's facts (its second line) may wrap onto.
    pub fact_lines: usize,
    /// Whether a grid card has a row for its medals.
    pub medal_row: bool,
}

/// The narrowest a card of a grid may be, in body text heights.
const GRID_CARD_MIN_W: f32 = 15.0;
/// The least a grid card's picture may be, in body text heights, before a
/// row is given up for taller cards.
const GRID_PICTURE_MIN_H: f32 = 3.5;

impl ListLayout {
    /// One card a row, as wide as reads well: the packs and lessons.
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
        let card_h = body * 1.25 + small_line(body) * (1 + blurb_lines) as f32 + body * 0.7;
        let gap = body * 0.45;
        let mut layout = Self {
            sizes,
            heading_top,
            filter_top,
            list,
            columns: 1,
            rows: 1,
            card_w: width,
            card_h,
            gap,
            picture_h: 0.0,
            detail_top: None,
            footer_top,
            blurb_lines,
            fact_lines: 1,
            medal_row: false,
        };
        layout.rows = layout.fitting_rows(card_h);
        layout
    }

    /// Cards with pictures in rows and columns, as a level browser lays
    /// them out: as many columns as cards of a readable width fit, as many
    /// rows as keep each picture at least a few lines tall, the pictures
    /// growing into what is left. A card names its arena and its facts
    /// (and its medals, with `medal_row`); the chosen card's blurb goes
    /// under the grid. With room for one column only (large text, a narrow
    /// window) it is a list whose pictures sit at the cards' right.
    #[must_use]
    pub fn grid(window: Vec2, medal_row: bool) -> Self {
        let list_layout = Self::new(window);
        let body = list_layout.sizes.body;
        let gap = list_layout.gap;
        let width = window.x * 0.94;
        let columns = (((width + gap) / (body * GRID_CARD_MIN_W + gap)).floor() as usize).max(1);
        // One line of blurb under the cards, set smaller if it is longer.
        let detail_top = list_layout.footer_top - body * 0.5 - small_line(body);
        let top = list_layout.list.y;
        let list = Rect::new(
            (window.x - width) * 0.5,
            top,
            width,
            (detail_top - body * 0.3 - top).max(body),
        );
        let fact_lines = 2;
        let text_h = body * 1.65
            + small_line(body) * (fact_lines + usize::from(medal_row)) as f32
            + body * 0.35;
        let card_w = (width - gap * (columns - 1) as f32) / columns as f32;
        let mut layout = Self {
            list,
            columns,
            card_w,
            gap,
            detail_top: Some(detail_top),
            fact_lines,
            medal_row,
            ..list_layout
        };
        if columns == 1 {
            // A list: the picture at the right, as tall as the card, the
            // cards as tall as the rows that fit leave them.
            layout.rows = layout.fitting_rows(text_h);
            layout.card_h = layout.filled_h(text_h);
            return layout;
        }
        layout.rows = layout.fitting_rows(text_h + body * GRID_PICTURE_MIN_H);
        layout.card_h = layout.filled_h(text_h + body * GRID_PICTURE_MIN_H);
        layout.picture_h = layout.card_h - text_h;
        layout
    }

    /// Rows of cards `card_h` tall that fit the list (at least one).
    fn fitting_rows(&self, card_h: f32) -> usize {
        (((self.list.h + self.gap) / (card_h + self.gap)).floor() as usize).max(1)
    }

    /// The height of each of `rows` cards that fill the list, `least` at
    /// least.
    fn filled_h(&self, least: f32) -> f32 {
        let rows = self.rows as f32;
        ((self.list.h - self.gap * (rows - 1.0)) / rows).max(least)
    }

    /// Whole cards the list shows at once (at least one).
    #[must_use]
    pub fn visible(&self) -> usize {
        self.rows * self.columns
    }

    /// Card `slot` (0: the first shown, then along its row) in the list.
    #[must_use]
    pub fn card(&self, slot: usize) -> Rect {
        let (row, column) = (slot / self.columns, slot % self.columns);
        Rect::new(
            self.list.x + column as f32 * (self.card_w + self.gap),
            self.list.y + row as f32 * (self.card_h + self.gap),
            self.card_w,
            self.card_h,
        )
    }

    /// The slot under `point`, if it is on a card.
    #[must_use]
    pub fn slot_at(&self, point: Vec2) -> Option<usize> {
        (0..self.visible()).find(|&slot| self.card(slot).contains(point))
    }

    /// The first card to show so that `selected` (a position among
    /// `shown` cards) is in view, moving `top` by whole rows, as little as
    /// possible.
    #[must_use]
    pub fn scrolled(&self, top: usize, selected: usize, shown: usize) -> usize {
        let columns = self.columns;
        let rows_shown = shown.div_ceil(columns);
        scrolled(top / columns, selected / columns, self.rows, rows_shown) * columns
    }
}

/// The height of a line of a card's smaller text.
fn small_line(body: f32) -> f32 {
    body * 0.95 * 1.35
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
/// origin: the field's border, the obstacles, every target's triangles at
/// its start pose, and the plane's outline; one mesh, built once and kept.
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
    for obstacle in &preview.obstacles {
        match obstacle {
            ObstacleSpec::Rect(obb) => {
                let corners = obb.corners().map(to_px);
                mesh.polygon(DrawMode::fill(), &corners, theme.miss)?;
            }
            ObstacleSpec::Disk(disk) => {
                let radius = (disk.radius * scale).max(1.0);
                mesh.circle(
                    DrawMode::fill(),
                    to_px(disk.center),
                    radius,
                    0.2,
                    theme.miss,
                )?;
            }
        }
    }
    // The light theme's edge round a target, thinner at this size: each
    // triangle stroked, then every fill over the strokes, so only the edge
    // just outside the shape shows.
    // Round joins: a thin triangle's mitred corners would spike far past
    // the shape.
    let edge = theme.target.outline_px.min(line) * 2.0;
    let stroke = DrawMode::Stroke(
        StrokeOptions::default()
            .with_line_width(edge)
            .with_line_join(LineJoin::Round),
    );
    for (corners, colour) in preview.targets() {
        let corners: Vec<Vec2> = corners.iter().map(|&p| to_px(p)).collect();
        if edge > 0.0 {
            for tri in corners.chunks_exact(3) {
                if area2(tri) > 0.01 {
                    mesh.polygon(stroke, tri, theme.target.outline)?;
                }
            }
        }
        if corners.len() >= 3 {
            mesh.triangles(&corners, theme.target_fill(*colour))?;
        }
    }
    let plane: Vec<Vec2> = preview.plane.iter().map(|&p| to_px(p)).collect();
    if plane.len() >= 3 {
        mesh.polygon(DrawMode::fill(), &plane, theme.accent)?;
        mesh.polygon(
            DrawMode::stroke((line * 0.5).max(1.0)),
            &plane,
            theme.outline,
        )?;
    }
    Ok(Mesh::from_data(ctx, mesh.build()))
}

/// Twice the area a triangle of `corners` covers, either way round: a
/// sliver squashed to a line at a card's scale is not stroked.
fn area2(corners: &[Vec2]) -> f32 {
    match corners {
        [a, b, c] => (*b - *a).perp_dot(*c - *a).abs(),
        _ => 0.0,
    }
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
