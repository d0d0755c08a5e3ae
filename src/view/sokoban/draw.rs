//! Drawing the warehouse and the HUD, then the overlays over them.
//! Grid cell (col, row) is drawn at world x = col, y = -row (world y is up).

use ggez::glam::{Affine2, Vec2};
use ggez::graphics::{Canvas, DrawMode, DrawParam, Mesh, MeshBuilder, Rect};
use ggez::{Context, GameResult};

use hitlab::camera::Camera;
use hitlab::geom::Aabb;
use hitlab::i18n::{tr, tr_args};
use hitlab::levels::sokoban::Tile;
use hitlab::modes::sokoban::Blocked;
use hitlab::modes::sokoban::collide::{self, Solid};
use hitlab::modes::sokoban::session::Screen;
use hitlab::modes::sokoban::{Session, SokobanControl};
use hitlab::screens::words::sokoban as words;

use super::keys::{KEYS, news_words};
use super::layout::{fit_board, screen_rect};
use super::overlay::{Anchor, Solved, Toast, draw_solved, solved_height};
use super::preview::draw_drag_preview;
use super::select::draw_select;
use crate::view::app_keys::{APP_KEYS, AppKey};
use crate::view::paint::with_alpha;
use crate::view::screen::Style;
use crate::view::text::{TextCache, TextSizes};
use crate::view::zoom::ZoomPan;

/// Draws the screen: the board and its HUD with the overlays over them, or
/// the level list (why a pack could not be loaded is the screen's banner).
/// Frames the board in `view` (fitted, then zoomed and panned by the
/// player), so a click maps through what the player saw.
pub(super) fn draw(
    session: Option<&Session>,
    view: &mut ZoomPan,
    ctx: &mut Context,
    canvas: &mut Canvas,
    style: &Style,
    texts: &mut TextCache,
) -> GameResult {
    let theme = style.theme;
    let sizes = TextSizes::for_window(style.window);
    let pad = sizes.body * 0.6;
    let Some(session) = session else {
        return Ok(());
    };
    if let Screen::Select { cursor } = session.screen() {
        return draw_select(session, ctx, canvas, style, texts, cursor);
    }
    let Some(game) = session.game() else {
        let list = KEYS.first_key(SokobanControl::LevelSelect);
        let msg = tr_args("sokoban-no-valid-level", &[("key", list.into())]);
        texts.draw(canvas, &msg, sizes.body, Vec2::splat(pad), theme.hit);
        let news = session.message().map(|n| (news_words(n), n.is_failure()));
        draw_bottom_stack(texts, ctx, canvas, style, None, news.as_ref())?;
        return Ok(());
    };
    let (cols, rows) = (game.level().width as f32, game.level().height as f32);
    let hud_bottom = draw_hud(texts, ctx, canvas, style, session)?;
    // Room under the board for one toast, so a refusal never covers it,
    // and once solved for the solved panel too, so it covers no row.
    let solved_room = if session.is_solved() {
        solved_height(style.window) + sizes.body * 0.3
    } else {
        0.0
    };
    let footer = sizes.body * 1.8 + pad * 0.5 + solved_room;
    let fit = fit_board(style.window, hud_bottom, footer, cols, rows);
    let band_top = hud_bottom;
    let band_bottom = (style.window.y - footer).max(band_top + 1.0);
    let middle = Vec2::new(style.window.x / 2.0, (band_top + band_bottom) / 2.0);
    let camera = view.frame(
        Camera::new(fit.center, fit.view_height, style.window),
        middle,
    );
    let to_screen = camera.world_to_screen();
    let board = screen_rect(&to_screen, &Aabb::new(Vec2::ZERO, Vec2::new(cols, rows)));
    // Zoomed in, the board would spill over the HUD: it keeps to its band.
    let band = Rect::new(0.0, band_top, style.window.x, band_bottom - band_top);
    let clip = view.adjusted().then(|| whole_pixels(band)).flatten();
    if let Some(clip) = clip {
        canvas.set_scissor_rect(clip)?;
    }
    let drawn = draw_board(
        ctx,
        canvas,
        style,
        session,
        &to_screen,
        camera.pixels_per_unit(),
    );
    canvas.set_default_scissor_rect();
    drawn?;

    // Overlays, bottom up, each clear of the one below it.
    let solved = session.is_solved().then(|| {
        let stats = session.stats().unwrap_or_default();
        let known = session.known_best(session.current());
        Solved {
            counts: moves_and_pushes(stats.moves, stats.pushes),
            lines: words::box_lines(&stats),
            medal: session.solve_medal().map(|m| words::medal_earned(m, known)),
            last: session.on_last_level(),
        }
    });
    let refusal = session
        .refusal()
        .map(|r| (words::refusal(&r.why), r.shown_strength(style.motion)));
    let news = session.message().map(|n| (news_words(n), n.is_failure()));
    let stack_top = draw_bottom_stack(texts, ctx, canvas, style, solved, news.as_ref())?;
    if let Some((text, alpha)) = refusal {
        // Just under the board, where the player is looking, unless the
        // stack below reaches up that far.
        let toast = Toast {
            text: &text,
            px: (sizes.body * 1.15).round(),
            color: theme.hit,
            alpha,
        };
        let (_, size) = toast.size(texts, ctx, style)?;
        let x = board.x + board.w * 0.5;
        let top = (board.bottom() + pad * 0.4).min(stack_top - pad * 0.3 - size.y);
        toast.draw(texts, ctx, canvas, style, Anchor::Top(Vec2::new(x, top)))?;
    }
    Ok(())
}

/// The Level / Moves / best-score lines; returns the HUD's bottom edge.
fn draw_hud(
    texts: &mut TextCache,
    ctx: &mut Context,
    canvas: &mut Canvas,
    style: &Style,
    session: &Session,
) -> GameResult<f32> {
    let theme = style.theme;
    let sizes = TextSizes::for_window(style.window);
    let pad = sizes.body * 0.6;
    let Some(game) = session.game() else {
        return Ok(pad);
    };
    let n = session.pack().entries.len();
    let title = tr_args(
        "sokoban-level",
        &[
            ("number", (session.current() + 1).into()),
            ("of", n.into()),
            ("name", game.level().name().into()),
        ],
    );
    let moves = tr_args(
        "sokoban-moves",
        &[
            ("moves", game.moves().into()),
            ("pushes", game.pushes().into()),
        ],
    );
    let size = texts.measure(ctx, &moves, sizes.heading)?;
    // The title keeps clear of the counts on its right (large text).
    let room = (style.window.x * 0.6).min(style.window.x - size.x - 3.0 * pad);
    let px = texts.fit_px(ctx, &title, sizes.heading, room)?;
    let title_size = texts.measure(ctx, &title, px)?;
    texts.draw(canvas, &title, px, Vec2::splat(pad), theme.text);
    let at = Vec2::new(style.window.x - size.x - pad, pad);
    texts.draw(canvas, &moves, sizes.heading, at, theme.text);
    let best = match session.record_of(session.current()) {
        Some(r) => {
            let medal = session
                .medal_of(session.current())
                .map_or(String::new(), words::medal);
            tr_args(
                "sokoban-solved-best",
                &[
                    ("medal", medal.into()),
                    ("best", moves_and_pushes(r.best_moves, r.best_pushes).into()),
                ],
            )
        }
        // "Solved!" is on the board: the line says whose solve it was.
        None if session.solved_by_replay() => tr("sokoban-solved-by-replay"),
        None if style.chrome => tr_args(
            "sokoban-not-solved-keys",
            &[("key", APP_KEYS.first_key(AppKey::Help).into())],
        ),
        None => tr("sokoban-not-solved"),
    };
    let best_size = texts.measure(ctx, &best, sizes.body)?;
    let best_pos = Vec2::new(style.window.x - best_size.x - pad, pad + size.y + pad * 0.3);
    texts.draw(canvas, &best, sizes.body, best_pos, theme.dim_text);
    Ok((best_pos.y + best_size.y).max(pad + title_size.y) + pad * 0.5)
}

/// The solved panel (if solved), then the session's news as a toast above
/// it (with whether it says something failed, drawn in the error colour),
/// from the window's bottom up. Returns the top of the stack.
fn draw_bottom_stack(
    texts: &mut TextCache,
    ctx: &mut Context,
    canvas: &mut Canvas,
    style: &Style,
    solved: Option<Solved>,
    message: Option<&(String, bool)>,
) -> GameResult<f32> {
    let theme = style.theme;
    let sizes = TextSizes::for_window(style.window);
    let gap = sizes.body * 0.3;
    let mut bottom = style.window.y - sizes.body * 0.5;
    if let Some(solved) = solved {
        bottom = draw_solved(texts, ctx, canvas, style, &solved, bottom)?.y - gap;
    }
    if let Some((text, failed)) = message {
        let toast = Toast {
            text,
            px: sizes.body,
            color: if *failed { theme.hit } else { theme.accent },
            alpha: 1.0,
        };
        let at = Vec2::new(style.window.x * 0.5, bottom);
        bottom = toast.draw(texts, ctx, canvas, style, Anchor::Bottom(at))?.y - gap;
    }
    Ok(bottom + gap)
}

/// The tiles, boxes, worker and the rects of a refused move.
fn draw_board(
    ctx: &mut Context,
    canvas: &mut Canvas,
    style: &Style,
    session: &Session,
    to_screen: &Affine2,
    cell_px: f32,
) -> GameResult {
    let theme = style.theme;
    let Some(level) = session.level() else {
        return Ok(());
    };
    let mut mb = MeshBuilder::new();
    let line = theme.line_px;
    for i in 0..level.tiles.len() {
        let cell = level.cell(i);
        let r = screen_rect(to_screen, &collide::cell_rect(cell));
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
    for (pos, on_goal) in session.box_positions(style.motion) {
        let r = screen_rect(
            to_screen,
            &Aabb::from_center_half_extents(pos, Vec2::splat(0.4)),
        );
        let fill = if on_goal { theme.accent } else { theme.ghost };
        mb.rectangle(DrawMode::fill(), r, fill)?;
        mb.rectangle(DrawMode::stroke(line), r, theme.outline)?;
        // Off its goal a box has a square in it; on its goal, the goal's
        // ring: the two differ by shape as well as by fill.
        if on_goal {
            let c = Vec2::new(r.x + r.w * 0.5, r.y + r.h * 0.5);
            mb.circle(
                DrawMode::stroke(line * 1.5),
                c,
                r.w * 0.25,
                0.5,
                theme.outline,
            )?;
        } else {
            let inset = Rect::new(r.x + r.w * 0.25, r.y + r.h * 0.25, r.w * 0.5, r.h * 0.5);
            mb.rectangle(
                DrawMode::stroke(line),
                inset,
                with_alpha(theme.outline, 0.6),
            )?;
        }
    }
    if let Some(pos) = session.worker_position(style.motion) {
        let c = to_screen.transform_point2(Vec2::new(pos.x, -pos.y));
        mb.circle(DrawMode::fill(), c, cell_px * 0.36, 0.5, theme.hit)?;
        mb.circle(
            DrawMode::stroke(line),
            c,
            cell_px * 0.36,
            0.5,
            theme.outline,
        )?;
    }
    // The lesson: the probe rect of a refused move and the rect it overlapped.
    if let Some(blocked) = session.blocked() {
        let (probe, solid) = match blocked {
            Blocked::Wall { probe, wall } => (probe, Solid::Wall(wall)),
            Blocked::Box { probe, solid, .. } => (probe, solid),
        };
        let hit = screen_rect(to_screen, &collide::cell_rect(solid.cell()));
        mb.rectangle(DrawMode::stroke(line * 1.5), hit, theme.hit)?;
        let p = screen_rect(to_screen, &probe);
        mb.rectangle(DrawMode::fill(), p, with_alpha(theme.hit, 0.35))?;
        mb.rectangle(DrawMode::stroke(line), p, theme.hit)?;
    }
    if let Some(preview) = session.drag_preview() {
        draw_drag_preview(&mut mb, style, preview, to_screen)?;
    }
    canvas.draw(&Mesh::from_data(ctx, mb.build()), DrawParam::default());
    Ok(())
}

/// `rect` in whole pixels, as the GPU's scissor takes it; `None` if empty.
fn whole_pixels(rect: Rect) -> Option<Rect> {
    let (x0, y0) = (rect.x.max(0.0).floor(), rect.y.max(0.0).floor());
    let (x1, y1) = ((rect.x + rect.w).ceil(), (rect.y + rect.h).ceil());
    (x1 - x0 >= 1.0 && y1 - y0 >= 1.0).then(|| Rect::new(x0, y0, x1 - x0, y1 - y0))
}

/// "12 moves, 3 pushes" in the current language (the core's
/// `text::counted::moves_and_pushes` is the terminal's).
pub(super) fn moves_and_pushes(moves: usize, pushes: usize) -> String {
    tr_args(
        "sokoban-moves-pushes",
        &[("moves", moves.into()), ("pushes", pushes.into())],
    )
}
