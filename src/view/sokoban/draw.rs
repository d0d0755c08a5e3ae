//! Drawing the warehouse, the HUD, the level list and the solved panel.
//! Grid cell (col, row) is drawn at world x = col, y = -row (world y is up).

use ggez::glam::Vec2;
use ggez::graphics::{Canvas, Color, DrawMode, DrawParam, Mesh, MeshBuilder, Rect};
use ggez::{Context, GameResult};

use hitlab::geom::Aabb;
use hitlab::levels::sokoban::Tile;
use hitlab::modes::sokoban::Blocked;
use hitlab::modes::sokoban::collide::{self, Solid};
use hitlab::modes::sokoban::session::Screen;

use super::SokobanScreen;
use crate::view::screen::Style;
use crate::view::text::TextSizes;

/// Cells of room kept around the board, above it for the HUD.
const MARGIN_CELLS: f32 = 1.0;
const HUD_CELLS: f32 = 2.5;

fn with_alpha(mut c: Color, a: f32) -> Color {
    c.a = a;
    c
}

/// A grid-space rect (rows down) in window pixels.
fn screen_rect(to_screen: &ggez::glam::Affine2, r: &Aabb) -> Rect {
    let a = to_screen.transform_point2(Vec2::new(r.min.x, -r.min.y));
    let b = to_screen.transform_point2(Vec2::new(r.max.x, -r.max.y));
    let (min, max) = (a.min(b), a.max(b));
    Rect::new(min.x, min.y, max.x - min.x, max.y - min.y)
}

pub(super) fn draw(
    s: &mut SokobanScreen,
    ctx: &mut Context,
    canvas: &mut Canvas,
    style: &Style,
) -> GameResult {
    let theme = style.theme;
    let sizes = TextSizes::for_window(style.window);
    let pad = sizes.body * 0.6;
    let Some(session) = &s.session else {
        // Nothing loaded yet: the file's error is all there is to show.
        if let Some(error) = s.load_error.clone() {
            let px = s
                .texts
                .fit_px(ctx, &error, sizes.body, style.window.x - 2.0 * pad)?;
            s.texts
                .draw(canvas, &error, px, Vec2::splat(pad), theme.hit);
        }
        return Ok(());
    };
    // A rejected edit is shown over play, which goes on with the last good
    // version until the file is fixed.
    let edit_error = s.load_error.clone().or_else(|| {
        session
            .level_in_play_error()
            .map(|e| format!("Edit rejected, still playing the last good version: {e}"))
    });
    if let Some(error) = edit_error {
        let px = s
            .texts
            .fit_px(ctx, &error, sizes.body * 0.8, style.window.x - 2.0 * pad)?;
        let y = style.window.y - px * 2.8 - 2.0 * pad;
        s.texts
            .draw(canvas, &error, px, Vec2::new(pad, y), theme.hit);
    }
    let Some(session) = &s.session else {
        return Ok(());
    };
    if let Screen::Select { cursor } = session.screen() {
        return draw_select(s, ctx, canvas, style, cursor);
    }
    let Some(game) = session.game() else {
        let msg = "No valid level in this pack: Tab lists the reasons";
        s.texts
            .draw(canvas, msg, sizes.body, Vec2::splat(pad), theme.hit);
        return Ok(());
    };
    let level = game.level().clone();
    // Fit the board (plus margins and the HUD band) into the window.
    let (w, h) = (level.width as f32, level.height as f32);
    let aspect = style.window.x / style.window.y.max(1.0);
    let view_height = (h + 2.0 * MARGIN_CELLS + HUD_CELLS).max((w + 2.0 * MARGIN_CELLS) / aspect);
    s.camera.view_height = view_height;
    s.camera.viewport = style.window;
    s.camera.center = Vec2::new(w * 0.5, -h * 0.5 + HUD_CELLS * 0.5);
    let to_screen = s.camera.world_to_screen();
    let px_per_cell = s.camera.pixels_per_unit();

    let mut mb = MeshBuilder::new();
    let line = theme.line_px;
    for i in 0..level.tiles.len() {
        let cell = level.cell(i);
        let r = screen_rect(&to_screen, &collide::cell_rect(cell));
        match level.tiles[i] {
            Tile::Outside => {}
            Tile::Wall => {
                mb.rectangle(DrawMode::fill(), r, with_alpha(theme.miss, 0.9))?;
                mb.rectangle(
                    DrawMode::stroke(line * 0.5),
                    r,
                    with_alpha(theme.outline, 0.5),
                )?;
            }
            Tile::Floor | Tile::Goal => {
                mb.rectangle(DrawMode::fill(), r, with_alpha(theme.miss, 0.15))?;
                if level.tiles[i] == Tile::Goal {
                    let c = Vec2::new(r.x + r.w * 0.5, r.y + r.h * 0.5);
                    mb.circle(
                        DrawMode::stroke(line * 1.5),
                        c,
                        r.w * 0.2,
                        0.5,
                        theme.accent,
                    )?;
                }
            }
        }
    }
    for (pos, on_goal) in session.box_positions() {
        let r = screen_rect(
            &to_screen,
            &Aabb::from_center_half_extents(pos, Vec2::splat(0.4)),
        );
        let fill = if on_goal { theme.accent } else { theme.ghost };
        mb.rectangle(DrawMode::fill(), r, fill)?;
        mb.rectangle(DrawMode::stroke(line), r, theme.outline)?;
        let inset = Rect::new(r.x + r.w * 0.25, r.y + r.h * 0.25, r.w * 0.5, r.h * 0.5);
        mb.rectangle(
            DrawMode::stroke(line),
            inset,
            with_alpha(theme.outline, 0.6),
        )?;
    }
    if let Some(pos) = session.worker_position() {
        let c = to_screen.transform_point2(Vec2::new(pos.x, -pos.y));
        mb.circle(DrawMode::fill(), c, px_per_cell * 0.36, 0.5, theme.hit)?;
        mb.circle(
            DrawMode::stroke(line),
            c,
            px_per_cell * 0.36,
            0.5,
            theme.outline,
        )?;
    }
    // The lesson: the probe rect of a refused move and the rect it overlapped.
    let blocked_text = session.blocked().map(|b| {
        let (probe, solid, what) = match b {
            Blocked::Wall { probe, wall } => (
                probe,
                Solid::Wall(wall),
                "the worker's probe overlaps a wall",
            ),
            Blocked::Box { probe, solid, .. } => {
                let what = match solid {
                    Solid::Wall(_) => "the box's probe overlaps a wall",
                    Solid::Box(_) => "the box's probe overlaps another box",
                };
                (probe, solid, what)
            }
        };
        (probe, solid, what)
    });
    if let Some((probe, solid, _)) = blocked_text {
        let hit = screen_rect(&to_screen, &collide::cell_rect(solid.cell()));
        mb.rectangle(DrawMode::stroke(line * 1.5), hit, theme.hit)?;
        let p = screen_rect(&to_screen, &probe);
        mb.rectangle(DrawMode::fill(), p, with_alpha(theme.hit, 0.35))?;
        mb.rectangle(DrawMode::stroke(line), p, theme.hit)?;
    }
    canvas.draw(&Mesh::from_data(ctx, mb.build()), DrawParam::default());

    // HUD.
    let count = session.pack().entries.len();
    let title = format!("Level {}/{count}: {}", session.current() + 1, level.name());
    let px = s
        .texts
        .fit_px(ctx, &title, sizes.heading, style.window.x * 0.6)?;
    s.texts
        .draw(canvas, &title, px, Vec2::splat(pad), theme.text);
    let counts = format!("Moves {}   Pushes {}", game.moves(), game.pushes());
    let size = s.texts.measure(ctx, &counts, sizes.heading)?;
    s.texts.draw(
        canvas,
        &counts,
        sizes.heading,
        Vec2::new(style.window.x - size.x - pad, pad),
        theme.text,
    );
    let best = match session.record_of(session.current()) {
        Some(r) => format!(
            "✓ Solved · best {} moves, {} pushes",
            r.best_moves, r.best_pushes
        ),
        None => "Not solved yet · F1 for keys".to_owned(),
    };
    let best_size = s.texts.measure(ctx, &best, sizes.body)?;
    let best_pos = Vec2::new(style.window.x - best_size.x - pad, pad + size.y + pad * 0.3);
    s.texts
        .draw(canvas, &best, sizes.body, best_pos, theme.dim_text);
    let footer = match (blocked_text, session.message()) {
        (_, Some(m)) => Some((m.to_owned(), theme.accent)),
        (Some((_, _, what)), None) => Some((format!("Blocked: {what} (rect test)"), theme.hit)),
        _ => None,
    };
    if let Some((text, color)) = footer {
        let px = s
            .texts
            .fit_px(ctx, &text, sizes.body, style.window.x - 2.0 * pad)?;
        let y = style.window.y - px * 1.4 - pad;
        s.texts.draw(canvas, &text, px, Vec2::new(pad, y), color);
    }
    if session.is_solved() {
        draw_solved(s, ctx, canvas, style, game.moves(), game.pushes())?;
    }
    Ok(())
}

fn panel(ctx: &mut Context, canvas: &mut Canvas, style: &Style, r: Rect) -> GameResult {
    let theme = style.theme;
    canvas.draw(
        &Mesh::new_rectangle(ctx, DrawMode::fill(), r, with_alpha(theme.background, 0.93))?,
        DrawParam::default(),
    );
    canvas.draw(
        &Mesh::new_rectangle(ctx, DrawMode::stroke(theme.line_px), r, theme.accent)?,
        DrawParam::default(),
    );
    Ok(())
}

fn draw_solved(
    s: &mut SokobanScreen,
    ctx: &mut Context,
    canvas: &mut Canvas,
    style: &Style,
    moves: usize,
    pushes: usize,
) -> GameResult {
    let theme = style.theme;
    let sizes = TextSizes::for_window(style.window);
    let w = (sizes.body * 20.0).min(style.window.x * 0.9);
    let h = sizes.body * 6.5;
    // Low on the screen, so the solved board stays in view above it.
    let r = Rect::new(
        (style.window.x - w) * 0.5,
        style.window.y - h - sizes.body * 0.6,
        w,
        h,
    );
    panel(ctx, canvas, style, r)?;
    let cx = style.window.x * 0.5;
    let mut y = r.y + sizes.body * 0.6;
    y += s
        .texts
        .draw_centered(
            ctx,
            canvas,
            "Solved!",
            sizes.title * 0.8,
            Vec2::new(cx, y),
            theme.accent,
        )?
        .y;
    let counts = format!("{moves} moves, {pushes} pushes");
    y += s
        .texts
        .draw_centered(
            ctx,
            canvas,
            &counts,
            sizes.heading,
            Vec2::new(cx, y),
            theme.text,
        )?
        .y
        + sizes.body * 0.4;
    let hint = "Enter: next level · U: undo · E: export moves";
    let px = s.texts.fit_px(ctx, hint, sizes.body, w - sizes.body)?;
    s.texts
        .draw_centered(ctx, canvas, hint, px, Vec2::new(cx, y), theme.dim_text)?;
    Ok(())
}

fn draw_select(
    s: &mut SokobanScreen,
    ctx: &mut Context,
    canvas: &mut Canvas,
    style: &Style,
    cursor: usize,
) -> GameResult {
    let theme = style.theme;
    let sizes = TextSizes::for_window(style.window);
    let pad = sizes.body * 0.6;
    let Some(session) = &s.session else {
        return Ok(());
    };
    s.texts.draw(
        canvas,
        "Choose a level (↑ ↓, Enter; Tab to go back)",
        sizes.heading,
        Vec2::splat(pad),
        theme.text,
    );
    let row_h = sizes.body * 1.35;
    let top = pad + sizes.heading * 1.8;
    let rows = (((style.window.y - top - pad) / row_h).floor() as usize).max(1);
    let first = cursor
        .saturating_sub(rows / 2)
        .min(session.pack().entries.len().saturating_sub(rows));
    let entries: Vec<(String, Color)> = session
        .pack()
        .entries
        .iter()
        .enumerate()
        .skip(first)
        .take(rows)
        .map(|(i, e)| match e {
            Ok(level) => {
                let mark = match session.record_of(i) {
                    Some(r) => format!("✓ best {} / {}", r.best_moves, r.best_pushes),
                    None => String::new(),
                };
                let color = if i == cursor {
                    theme.accent
                } else {
                    theme.text
                };
                (format!("{:>3}  {}   {mark}", i + 1, level.name()), color)
            }
            Err(err) => (format!("{:>3}  skipped: {}", i + 1, err.problem), theme.hit),
        })
        .collect();
    for (k, (text, color)) in entries.iter().enumerate() {
        let i = first + k;
        let y = top + k as f32 * row_h;
        let marker = if i == cursor { "▶ " } else { "   " };
        let line = format!("{marker}{text}");
        let px = s
            .texts
            .fit_px(ctx, &line, sizes.body, style.window.x - 2.0 * pad)?;
        s.texts.draw(canvas, &line, px, Vec2::new(pad, y), *color);
    }
    if let Some(Err(err)) = session.pack().entries.get(cursor) {
        let text = err.to_string();
        let px = s
            .texts
            .fit_px(ctx, &text, sizes.body, style.window.x - 2.0 * pad)?;
        s.texts.draw(
            canvas,
            &text,
            px,
            Vec2::new(pad, style.window.y - px * 1.4 - pad),
            theme.hit,
        );
    }
    Ok(())
}
