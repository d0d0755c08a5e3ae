//! Drawing the editor: the heading and the palette above, the board with
//! its cursor and the square a problem is at (its reason beside it), and
//! the status lines below. Grid cell (col, row) is drawn at world x = col,
//! y = -row (world y is up), as Sokoban draws it.

use ggez::glam::Vec2;
use ggez::graphics::{Canvas, DrawMode, DrawParam, Mesh, MeshBuilder, Rect};
use ggez::{Context, GameResult};

use hitlab::camera::Camera;
use hitlab::editor::sokoban::{Editor, EditorControl as C, Square, Tool, Validity};
use hitlab::geom::Aabb;
use hitlab::levels::sokoban::Cell;
use hitlab::modes::sokoban::collide::cell_rect;
use hitlab::screens::words::sokoban_editor as words;
use hitlab::sim::Control;

use super::keys::KEYS;
use crate::view::app_keys::{APP_KEYS, AppKey};
use crate::view::paint::{self, outline_rect, with_alpha};
use crate::view::screen::Style;
use crate::view::sokoban::layout::{fit_board, screen_rect};
use crate::view::sokoban::overlay::{Anchor, Toast};
use crate::view::text::{TextCache, TextSizes};
use crate::view::zoom::ZoomPan;

/// The lines the screen shows besides the board.
pub(super) struct Status {
    pub heading: String,
    pub validity: Validity,
    pub solver: Option<String>,
    pub message: Option<String>,
    /// The message says a save did not happen.
    pub message_failed: bool,
}

/// Draws the whole editor screen, framing the board in `view`; returns
/// where the palette's entries are.
#[allow(clippy::too_many_arguments)] // One call, from the screen's draw.
pub(super) fn draw(
    editor: &Editor,
    cursor: Cell,
    tool: Tool,
    status: &Status,
    view: &mut ZoomPan,
    ctx: &mut Context,
    canvas: &mut Canvas,
    style: &Style,
    texts: &mut TextCache,
) -> GameResult<PaletteRects> {
    let theme = style.theme;
    let sizes = TextSizes::for_window(style.window);
    let pad = sizes.body * 0.6;
    let width = style.window.x - 2.0 * pad;
    let heading_px = texts.fit_px(ctx, &status.heading, sizes.heading, width)?;
    texts.draw(
        canvas,
        &status.heading,
        heading_px,
        Vec2::splat(pad),
        theme.text,
    );
    let palette_top = pad + heading_px * 1.4;
    let (palette_bottom, palette) = draw_palette(ctx, canvas, style, texts, tool, palette_top)?;

    // The status lines, bottom up.
    let (problem, problem_cell) = match &status.validity {
        Validity::Playable(_) => (None, None),
        Validity::Invalid { problem, cell } => (Some(words::problem(problem)), *cell),
    };
    let validity_line = match (&status.validity, &problem) {
        (Validity::Playable(level), _) => (words::playable(level.boxes.len()), theme.text),
        (_, Some(reason)) => (words::not_a_level(reason), theme.hit),
        (_, None) => (String::new(), theme.text),
    };
    let tools = format!("{}–{}", KEYS.first_key(C::Wall), KEYS.first_key(C::Erase));
    let hint = words::hint(
        &tools,
        &KEYS.first_key(C::Save),
        &KEYS.first_key(C::Solve),
        &KEYS.first_key(C::Play),
        &KEYS.first_key(C::Undo),
        &APP_KEYS.first_key(AppKey::Help),
    );
    let hint_colour = if theme.high_contrast {
        theme.text
    } else {
        theme.dim_text
    };
    let lines = [
        Some((hint, hint_colour)),
        status.message.clone().map(|m| {
            (
                m,
                super::super::notice_colour(&theme, status.message_failed),
            )
        }),
        status.solver.clone().map(|s| (s, theme.text)),
        Some(validity_line),
    ];
    let mut bottom = style.window.y - pad * 0.5;
    for (text, colour) in lines.into_iter().flatten() {
        let px = texts.fit_px(ctx, &text, sizes.body, width)?;
        bottom -= px * 1.35;
        texts.draw(canvas, &text, px, Vec2::new(pad, bottom), colour);
    }

    // The board, in the band between.
    let board = editor.board();
    let (cols, rows) = (board.width() as f32, board.height() as f32);
    let footer = style.window.y - bottom + pad * 0.5;
    let fit = fit_board(style.window, palette_bottom, footer, cols, rows);
    let middle = Vec2::new(style.window.x / 2.0, (palette_bottom + bottom) / 2.0);
    let camera = view.frame(
        Camera::new(fit.center, fit.view_height, style.window),
        middle,
    );
    let to_screen = camera.world_to_screen();
    let mut mb = MeshBuilder::new();
    let line = theme.line_px;
    let cell_px = camera.pixels_per_unit();
    let inside = board.inside();
    for ((cell, square), inside) in board.cells().zip(inside) {
        let r = screen_rect(&to_screen, &cell_rect(cell));
        match square {
            Square::Wall => {
                mb.rectangle(DrawMode::fill(), r, with_alpha(theme.miss, 0.9))?;
                mb.rectangle(
                    DrawMode::stroke(line * 0.5),
                    r,
                    with_alpha(theme.outline, 0.5),
                )?;
            }
            _ if inside => {
                mb.rectangle(DrawMode::fill(), r, with_alpha(theme.miss, 0.15))?;
            }
            // Outside: a faint square, so the designer sees the canvas.
            _ => {
                mb.rectangle(
                    DrawMode::stroke(line * 0.5),
                    r,
                    with_alpha(theme.outline, 0.2),
                )?;
            }
        }
        let centre = Vec2::new(r.x + r.w * 0.5, r.y + r.h * 0.5);
        if square.has_goal() {
            mb.circle(
                DrawMode::stroke(line * 1.5),
                centre,
                r.w * 0.2,
                0.5,
                theme.accent,
            )?;
        }
        if square.has_box() {
            let b = Rect::new(r.x + r.w * 0.1, r.y + r.h * 0.1, r.w * 0.8, r.h * 0.8);
            let fill = if square.has_goal() {
                theme.accent
            } else {
                theme.ghost
            };
            mb.rectangle(DrawMode::fill(), b, fill)?;
            mb.rectangle(DrawMode::stroke(line), b, theme.outline)?;
            // On its goal a box shows the goal's ring: done is a shape too.
            if square.has_goal() {
                mb.circle(
                    DrawMode::stroke(line * 1.5),
                    centre,
                    r.w * 0.2,
                    0.5,
                    theme.outline,
                )?;
            }
        }
        if square.has_player() {
            mb.circle(DrawMode::fill(), centre, cell_px * 0.36, 0.5, theme.hit)?;
            mb.circle(
                DrawMode::stroke(line),
                centre,
                cell_px * 0.36,
                0.5,
                theme.outline,
            )?;
        }
    }
    let whole = screen_rect(&to_screen, &Aabb::new(Vec2::ZERO, Vec2::new(cols, rows)));
    mb.rectangle(
        DrawMode::stroke(line),
        whole,
        with_alpha(theme.outline, 0.6),
    )?;
    if let Some(cell) = problem_cell {
        let r = screen_rect(&to_screen, &cell_rect(cell));
        // Dashed, so it differs from the cursor's frame by pattern too.
        let dash = [line * 4.0, line * 2.5];
        for [a, b] in paint::dashes(&paint::rect_path(r), true, dash[0], dash[1]) {
            mb.line(&[a, b], line * 2.5, theme.hit)?;
        }
    }
    // The cursor's frame inside its square, thin enough on a small square
    // to leave what is on it in sight.
    let c = screen_rect(&to_screen, &cell_rect(cursor));
    let width = (line * 3.0).min(cell_px * 0.1);
    let inset = width * 0.5;
    let c = Rect::new(
        c.x + inset,
        c.y + inset,
        c.w - 2.0 * inset,
        c.h - 2.0 * inset,
    );
    mb.rectangle(DrawMode::stroke(width), c, theme.accent)?;
    canvas.draw(&Mesh::from_data(ctx, mb.build()), DrawParam::default());

    // The reason, at the square it concerns.
    if let (Some(reason), Some(cell)) = (problem, problem_cell) {
        let r = screen_rect(&to_screen, &cell_rect(cell));
        let toast = Toast {
            text: &reason,
            px: sizes.body,
            color: theme.hit,
            alpha: 1.0,
        };
        let at = Vec2::new(r.x + r.w * 0.5, r.bottom() + pad * 0.3);
        toast.draw(texts, ctx, canvas, style, Anchor::Top(at))?;
    }
    Ok(palette)
}

/// Where each tool's entry of the palette was drawn, for a click to choose it.
pub(super) type PaletteRects = Vec<(Rect, Tool)>;

/// The tools in a row, each with its first key, the chosen one framed;
/// returns the row's bottom edge and where each entry is.
fn draw_palette(
    ctx: &mut Context,
    canvas: &mut Canvas,
    style: &Style,
    texts: &mut TextCache,
    chosen: Tool,
    top: f32,
) -> GameResult<(f32, PaletteRects)> {
    let theme = style.theme;
    let sizes = TextSizes::for_window(style.window);
    let pad = sizes.body * 0.6;
    let entries: Vec<(String, Tool)> = C::all()
        .iter()
        .filter_map(|&c| c.tool().map(|t| (c, t)))
        .map(|(c, t)| (format!("{} {}", KEYS.first_key(c), words::tool_name(t)), t))
        .collect();
    let label = words::palette();
    // One size for the whole row, so it fits the window's width: the row
    // as drawn (the label, a gap of one size, the entries 1.2 sizes apart)
    // measured at the body size, and scaled down if wider.
    let body = sizes.body;
    let mut row_w = texts.measure(ctx, &label, body)?.x + body;
    for (i, (entry, _)) in entries.iter().enumerate() {
        let gap = if i == 0 { 0.0 } else { body * 1.2 };
        row_w += texts.measure(ctx, entry, body)?.x + gap;
    }
    let room = style.window.x - 2.0 * pad;
    let px = if row_w <= room {
        body
    } else {
        (body * room / row_w).floor().max(10.0)
    };
    let mut x = pad;
    texts.draw(canvas, &label, px, Vec2::new(x, top), theme.text);
    x += texts.measure(ctx, &label, px)?.x + px;
    let mut rects = Vec::with_capacity(entries.len());
    for (entry, tool) in &entries {
        let size = texts.measure(ctx, entry, px)?;
        let is_chosen = *tool == chosen;
        let colour = if is_chosen { theme.accent } else { theme.text };
        texts.draw(canvas, entry, px, Vec2::new(x, top), colour);
        let frame = Rect::new(
            x - px * 0.25,
            top - px * 0.1,
            size.x + px * 0.5,
            size.y + px * 0.2,
        );
        rects.push((frame, *tool));
        if is_chosen {
            outline_rect(ctx, canvas, frame, theme.accent, theme.line_px * 1.5)?;
        }
        x += size.x + px * 1.2;
    }
    Ok((top + px * 1.5, rects))
}
