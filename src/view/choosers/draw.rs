//! One card drawn where the layout puts it: its edge, its picture (at the
//! top in a grid, at the right in a list), its title and file name, and its
//! lines, each wrapped or set smaller to fit the room the layout gave it.

use std::collections::HashMap;
use std::collections::hash_map::Entry as Slot;

use ggez::graphics::{Canvas, Color, DrawMode, DrawParam, Mesh, MeshBuilder, Rect};
use ggez::{Context, GameResult};
use glam::Vec2;
use hitlab::levels::arena::medals::Medal;

use super::cards::Card;
use super::layout::{ListLayout, preview_mesh, preview_rect};
use crate::view::paint::{chosen_tint, fill_rect, outline_rect};
use crate::view::screen::Style;
use crate::view::text::{Face, TextCache};

/// Each card's picture, made the first time it is drawn at its size in a
/// theme, then kept (by card, width, height, theme).
pub(super) type Pictures = HashMap<(usize, u32, u32, [u32; 3]), Mesh>;

/// A card to draw: which of the items it is, where, and whether chosen.
pub(super) struct Placed<'a> {
    pub card: &'a Card,
    /// Its index among the chooser's items (its picture's key).
    pub index: usize,
    pub rect: Rect,
    pub selected: bool,
}

/// Draws `placed` as `layout` lays its cards out.
pub(super) fn card(
    ctx: &mut Context,
    canvas: &mut Canvas,
    texts: &mut TextCache,
    style: &Style,
    layout: &ListLayout,
    placed: &Placed<'_>,
    pictures: &mut Pictures,
) -> GameResult {
    let Placed {
        card,
        index,
        rect,
        selected,
    } = *placed;
    let theme = &style.theme;
    let body = layout.sizes.body;
    let pad = body * 0.6;
    if selected {
        fill_rect(canvas, rect, chosen_tint(theme));
    }
    let edge = if card.problem.is_some() {
        theme.hit
    } else if selected {
        theme.accent
    } else {
        theme.miss
    };
    let line = theme.line_px * if selected { 1.5 } else { 1.0 };
    outline_rect(ctx, canvas, rect, edge, line)?;
    // An arena's picture at the top of a grid's card, the words under it;
    // in a list at the right, the file's name before it (two files may
    // share a title).
    let grid = layout.picture_h > 0.0;
    let picture = match (&card.preview, grid) {
        (Some(_), true) => Rect::new(
            rect.x + pad * 0.5,
            rect.y + pad * 0.5,
            rect.w - pad,
            layout.picture_h - pad * 0.5,
        ),
        (Some(preview), false) => preview_rect(rect, preview, pad * 0.5),
        (None, _) => Rect::new(rect.right() - pad, rect.y, 0.0, 0.0),
    };
    if let (Some(preview), true) = (&card.preview, picture.w > 0.0 && picture.h > 0.0) {
        let key = (
            index,
            picture.w.to_bits(),
            picture.h.to_bits(),
            // Each theme and palette draws its own picture.
            [theme.background, theme.accent, theme.miss].map(Color::to_rgba_u32),
        );
        let mesh = match pictures.entry(key) {
            Slot::Occupied(kept) => kept.into_mut(),
            Slot::Vacant(slot) => {
                let size = Vec2::new(picture.w, picture.h);
                slot.insert(preview_mesh(ctx, size, preview, theme)?)
            }
        };
        let dest = Vec2::new(picture.x, picture.y);
        canvas.draw(mesh, DrawParam::default().dest(dest));
    }
    let (top, right) = if grid {
        (rect.y + layout.picture_h, rect.right() - pad)
    } else {
        (rect.y, picture.x - pad)
    };
    let inner = (right - rect.x - pad).max(body);
    let min_px = style.min_text_px;
    let file = card.name.rsplit('/').next().unwrap_or("");
    let file_px = (body * 0.8).max(min_px);
    let file_w = texts.measure(ctx, file, file_px)?.x;
    texts.draw(
        canvas,
        file,
        file_px,
        Vec2::new(right - file_w, top + body * 0.45),
        theme.dim_text,
    );
    let title_w = (inner - file_w - body).max(body);
    let title = card.title.text();
    let title_px = texts.fit_px(ctx, &title, body * 1.25, title_w)?;
    texts.draw(
        canvas,
        &title,
        title_px,
        Vec2::new(rect.x + pad, top + body * 0.3),
        if card.problem.is_some() {
            theme.hit
        } else {
            theme.text
        },
    );
    let lines = [card.lines[0].text(), card.lines[1].text()];
    let problem = card.problem.is_some();
    // A grid's card says its facts and medals (the chosen card's blurb is
    // under the grid); a list's, its blurb and its facts or its problem.
    let mut medal_at = None;
    let rows: Vec<(String, usize, bool)> = if layout.detail_top.is_some() {
        let facts = if problem { &lines[0] } else { &lines[1] };
        let medals = card.medals.as_ref().map(|m| m.text()).unwrap_or_default();
        let mut rows = vec![(facts.clone(), layout.fact_lines, problem)];
        if layout.medal_row {
            medal_at = card.medal.map(|m| (rows.len(), m));
            rows.push((medals, 1, false));
        }
        rows
    } else {
        let second = card.problem.clone().unwrap_or_else(|| lines[1].clone());
        vec![
            (lines[0].clone(), layout.blurb_lines, false),
            (second, 1, problem),
        ]
    };
    let small = body * 0.95;
    let mut at_line = 0;
    for (row, (words, room, warning)) in rows.into_iter().enumerate() {
        if words.is_empty() {
            continue;
        }
        let colour = match (warning, selected) {
            (true, _) => theme.hit,
            (_, true) => theme.text,
            _ => theme.dim_text,
        };
        let mut at = Vec2::new(
            rect.x + pad,
            top + body * 0.3 + body * 1.35 + at_line as f32 * small * 1.35,
        );
        let mut width = inner;
        if let Some((_, medal)) = medal_at.filter(|&(r, _)| r == row) {
            // The medal held, a disk in its colour ringed in the text's,
            // before the words that name it.
            let radius = small * 0.4;
            let centre = at + Vec2::new(radius, small * 0.62);
            let fill = medal_colour(medal);
            fill_disk(ctx, canvas, centre, radius, fill, theme.text)?;
            at.x += radius * 2.0 + small * 0.4;
            width -= radius * 2.0 + small * 0.4;
        }
        at_line += fitted(ctx, canvas, texts, &words, (small, room, width), at, colour)?;
    }
    Ok(())
}

/// A medal's colour: bronze, silver, gold.
fn medal_colour(medal: Medal) -> Color {
    match medal {
        Medal::Bronze => Color::from_rgb(0xcd, 0x7f, 0x32),
        Medal::Silver => Color::from_rgb(0xc0, 0xc4, 0xcc),
        Medal::Gold => Color::from_rgb(0xff, 0xc8, 0x1e),
    }
}

/// A disk of `fill` ringed in `edge`, at `centre` in window pixels.
fn fill_disk(
    ctx: &mut Context,
    canvas: &mut Canvas,
    centre: Vec2,
    radius: f32,
    fill: Color,
    edge: Color,
) -> GameResult {
    let mut mesh = MeshBuilder::new();
    mesh.circle(DrawMode::fill(), centre, radius, 0.2, fill)?;
    mesh.circle(DrawMode::stroke(1.0), centre, radius, 0.2, edge)?;
    canvas.draw(&Mesh::from_data(ctx, mesh.build()), DrawParam::default());
    Ok(())
}

/// Draws `words` at `at` on at most `room` lines `width` wide, at `px` or,
/// where they do not fit, the largest of a few sizes each a tenth smaller
/// at which they wrap onto those lines (or fit one line, set smaller);
/// returns the lines they took.
fn fitted(
    ctx: &Context,
    canvas: &mut Canvas,
    texts: &mut TextCache,
    words: &str,
    (px, room, width): (f32, usize, f32),
    at: Vec2,
    colour: Color,
) -> GameResult<usize> {
    if room > 1 {
        let mut size = px;
        for _ in 0..4 {
            let wrapped = texts.wrapped_lines(ctx, Face::Ui, words, size, width)?;
            if wrapped <= room {
                texts.draw_wrapped(ctx, canvas, Face::Ui, words, size, width, at, colour)?;
                return Ok(wrapped);
            }
            size = (size * 0.9).floor();
        }
    }
    let px = texts.fit_px(ctx, words, px, width)?;
    texts.draw(canvas, words, px, at, colour);
    Ok(1)
}
