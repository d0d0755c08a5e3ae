//! Screen-space panels: the HUD (detection method and counts), the
//! local-space inset (figure 9 of the triangle-mesh chapter, live) and the
//! end screen. The arena-error banner is in `banner.rs`.

use ggez::graphics::{Canvas, Color, DrawMode, Rect};
use ggez::{Context, GameResult};
use glam::{Affine2, Vec2};

use hitlab::modes::shooter::{Detection, Inset, Phase, ShooterControl as C, ShooterGame};
use hitlab::sim::STEPS_PER_SECOND;

use super::draw::Painter;
use super::keys::KEYS;
use super::layout;
use crate::view::app_keys::{APP_KEYS, AppKey};
use crate::view::paint::{mix, panel, with_alpha};
use crate::view::screen::Style;
use crate::view::text::{Face, TextCache};

fn text_at(
    canvas: &mut Canvas,
    texts: &mut TextCache,
    content: &str,
    px: f32,
    at: Vec2,
    color: Color,
) {
    texts.draw_in(canvas, Face::Mono, content, px, at, color);
}

fn clock(steps: u32) -> String {
    let seconds = steps.div_ceil(STEPS_PER_SECOND);
    format!("{}:{:02}", seconds / 60, seconds % 60)
}

/// Detection method, counts, score and clock; speed and pause state.
pub fn hud(
    _ctx: &mut Context,
    canvas: &mut Canvas,
    style: &Style,
    texts: &mut TextCache,
    game: &ShooterGame,
) -> GameResult {
    let theme = &style.theme;
    let px = style.text_px;
    let pad = px * 0.6;
    let toggle = KEYS.first_key(C::ToggleDetection);
    let (label, colour) = match game.detection {
        Detection::Point => (format!("POINT TEST  ({toggle}: swept)"), theme.ghost),
        Detection::Swept => (format!("SWEPT TEST  ({toggle}: point)"), theme.accent),
    };
    text_at(
        canvas,
        texts,
        &label,
        px * 1.25,
        Vec2::new(pad, pad),
        colour,
    );
    let s = game.stats;
    // What the current test teaches: the tips the point test lets through, or
    // the tips the swept test catches.
    let tips = match game.detection {
        Detection::Point => format!("tip misses {}", s.tip_misses),
        Detection::Swept => format!("tip saves {}", s.tip_saves),
    };
    let counts = format!(
        "shots {}   hits {}   {tips}   accuracy {:.0}%",
        s.shots,
        s.hits,
        100.0 * s.accuracy()
    );
    // The counts carry the lesson: bold in high contrast (README, F2).
    let numbers = theme.value_face(Face::Mono);
    let at = Vec2::new(pad, pad + px * 1.6);
    texts.draw_in(canvas, numbers, &counts, px, at, theme.text);
    let score = format!(
        "score {}   best {}   time {}{}",
        s.score,
        game.best.max(s.score),
        clock(game.steps_left()),
        if game.clock_running() {
            ""
        } else {
            "  (starts on your first move)"
        }
    );
    let at = Vec2::new(pad, pad + px * 2.8);
    texts.draw_in(canvas, numbers, &score, px, at, theme.text);

    let mut status = Vec::new();
    if game.paused {
        status.push(format!(
            "PAUSED ({}: step, {}: resume)",
            KEYS.first_key(C::StepOnce),
            KEYS.first_key(C::Pause)
        ));
    }
    if game.slow_level > 0 {
        status.push(format!("speed 1/{}", 1u32 << game.slow_level));
    }
    if game.debug {
        status.push("debug".to_owned());
    }
    let right = status.join("   ");
    if !right.is_empty() {
        let x = style.window.x - pad - right.chars().count() as f32 * px * 0.55;
        text_at(
            canvas,
            texts,
            &right,
            px,
            Vec2::new(x.max(pad), pad),
            theme.ghost,
        );
    }
    Ok(())
}

/// The inset's text size.
fn inset_px(style: &Style) -> f32 {
    style.text_px * 0.75
}

/// The inset's rows at their widest (numbers with signs and two digits).
const INSET_WIDEST_ROWS: [&str; 5] = [
    "initial pose, shells × M^-1",
    "M^-1·P = (-99.999, -99.999)",
    "edges: -9.999  -9.999  -9.999",
    "no hit on this target yet",
    "swept hit on an edge: tip save",
];

/// The width the inset needs for its widest row, measured with ggez.
pub fn inset_width(ctx: &Context, style: &Style, texts: &mut TextCache) -> GameResult<f32> {
    let px = inset_px(style);
    let mut widest: f32 = 0.0;
    for row in INSET_WIDEST_ROWS {
        widest = widest.max(texts.measure_in(ctx, Face::Mono, row, px)?.x);
    }
    Ok(widest + 2.0 * px)
}

/// The selected target in its initial pose with the shells carried there
/// by M⁻¹, the hit triangle highlighted, and the numbers, in `rect` (a
/// column beside the play field). The panel is opaque and everything in
/// it is clipped to it.
pub fn inset(
    ctx: &mut Context,
    canvas: &mut Canvas,
    style: &Style,
    texts: &mut TextCache,
    game: &ShooterGame,
    inset: &Inset,
    rect: Rect,
) -> GameResult {
    let theme = &style.theme;
    let px = inset_px(style);
    let Some(clip) = layout::clip(rect, 0.0, style.window) else {
        return Ok(());
    };
    canvas.set_scissor_rect(clip)?;
    panel(
        ctx,
        canvas,
        rect,
        theme.background,
        theme.accent,
        theme.line_px,
    )?;
    let row_height = px * 1.3;
    let head = px * 0.5 + 2.0 * row_height;
    let foot = 4.0 * row_height + px * 0.5;
    let view = Rect::new(
        rect.x + px,
        rect.y + head + px * 0.5,
        (rect.w - 2.0 * px).max(1.0),
        (rect.h - head - foot - px).max(1.0),
    );
    // Local space → panel pixels: the mesh's box fitted in `view`, y up.
    let size = (inset.bounds.max - inset.bounds.min).max(Vec2::splat(1e-3));
    let scale = (view.w / size.x).min(view.h / size.y) * 0.9;
    let to_panel =
        Affine2::from_translation(Vec2::new(view.x + view.w / 2.0, view.y + view.h / 2.0))
            * Affine2::from_scale(Vec2::new(scale, -scale))
            * Affine2::from_translation(-inset.bounds.center());
    let target = &game.targets[inset.index];
    let mut p = Painter::new(to_panel, scale);
    // The shape muted towards the background, so that its triangle edges, the hit
    // triangle and the shell paths stand out on it. `target_fill` first darkens a
    // pale designer colour on the projector theme, as in the field; muted less
    // there, it stays visible on white.
    let muted = if theme.high_contrast { 0.3 } else { 0.55 };
    let fill = mix(theme.target_fill(target.colour), theme.background, muted);
    for tri in &inset.triangles {
        p.triangles(&tri.vertices(), fill)?;
        p.ring(&tri.vertices(), 1.0, with_alpha(theme.outline, 0.5))?;
    }
    if let Some(hit) = inset.last_hit
        && let Some(tri) = inset.triangles.get(hit.triangle)
    {
        p.triangles(&tri.vertices(), with_alpha(theme.hit, 0.7))?;
        p.ring(&tri.vertices(), theme.line_px, theme.hit)?;
        p.circle_px(hit.local_point, 5.0, DrawMode::fill(), theme.text)?;
    }
    let half = Vec2::new(view.w, view.h) / scale / 2.0;
    let visible = |q: Vec2| (q - inset.bounds.center()).abs().cmple(half).all();
    for &(from, to) in &inset.shells {
        if visible(from) || visible(to) {
            p.line(from, to, theme.line_px, theme.ghost)?;
            p.circle_px(to, 3.5, DrawMode::fill(), theme.ghost)?;
        }
    }
    p.circle_px(Vec2::ZERO, 3.0, DrawMode::fill(), theme.dim_text)?;
    // The local drawing stays in its view: a shell path may reach past it.
    if let Some(view_clip) = layout::clip(view, 0.0, style.window) {
        canvas.set_scissor_rect(view_clip)?;
    }
    p.finish(ctx, canvas);
    canvas.set_scissor_rect(clip)?;

    let at = |row: f32| Vec2::new(rect.x + px, rect.y + px * 0.5 + row * row_height);
    let title = format!("target {}: local space", inset.index + 1);
    text_at(canvas, texts, &title, px, at(0.0), theme.accent);
    let subtitle = INSET_WIDEST_ROWS[0];
    text_at(canvas, texts, subtitle, px, at(1.0), theme.dim_text);
    let mut rows = Vec::new();
    match inset.last_hit {
        Some(hit) => {
            let q = hit.local_point;
            rows.push(format!("M^-1·P = ({}, {})", three(q.x), three(q.y)));
            rows.push(format!("in triangle #{}", hit.triangle));
            let [ab, bc, ca] = hit.edges.map(three);
            rows.push(format!("edges: {ab}  {bc}  {ca}"));
            rows.push(if hit.tip_save {
                "swept hit on an edge: tip save".to_owned()
            } else {
                "all three ≥ 0: inside".to_owned()
            });
        }
        None => {
            rows.push("no hit on this target yet".to_owned());
            rows.push("lines: shell paths, local".to_owned());
        }
    }
    for (i, row) in rows.iter().enumerate() {
        let y = rect.bottom() - (4.0 - i as f32) * row_height - px * 0.3;
        text_at(
            canvas,
            texts,
            row,
            px,
            Vec2::new(rect.x + px, y),
            theme.text,
        );
    }
    canvas.set_default_scissor_rect();
    Ok(())
}

/// Score, accuracy and time, over the frozen arena.
pub fn end_screen(
    ctx: &mut Context,
    canvas: &mut Canvas,
    style: &Style,
    texts: &mut TextCache,
    game: &ShooterGame,
) -> GameResult {
    let theme = &style.theme;
    let px = style.text_px;
    let (w, h) = (px * 26.0, px * 14.0);
    let rect = Rect::new((style.window.x - w) / 2.0, (style.window.y - h) / 2.0, w, h);
    panel(
        ctx,
        canvas,
        rect,
        // Opaque: blending happens in linear light, so even 5% of a bright
        // shape behind shows as a quarter of its brightness through the text.
        theme.background,
        theme.accent,
        theme.line_px,
    )?;
    let s = game.stats;
    let new_best = s.score > 0 && s.score >= game.best;
    let rows = [
        ("Round over".to_owned(), px * 2.0, theme.accent),
        (
            format!(
                "Score {}{}",
                s.score,
                if new_best { "   new best!" } else { "" }
            ),
            px * 1.4,
            theme.text,
        ),
        (format!("Best {}", game.best), px, theme.dim_text),
        (
            format!(
                "Accuracy {:.0}%  ({} hits / {} shots)",
                100.0 * s.accuracy(),
                s.hits,
                s.shots
            ),
            px,
            theme.text,
        ),
        (
            format!("Tip saves {}   Targets broken {}", s.tip_saves, s.breaks),
            px,
            theme.text,
        ),
        (
            format!("Time {}", clock(game.arena().round_steps)),
            px,
            theme.text,
        ),
        (
            format!(
                "{}: play again    {}: title",
                KEYS.labels_when(C::Restart, |w| w.holds(Phase::Ended))
                    .join(" or "),
                APP_KEYS.first_key(AppKey::Escape)
            ),
            px,
            theme.ghost,
        ),
    ];
    let mut y = rect.y + px;
    for (row, size, colour) in rows {
        text_at(
            canvas,
            texts,
            &row,
            size,
            Vec2::new(rect.x + px * 1.5, y),
            colour,
        );
        y += size * 1.45;
    }
    Ok(())
}

/// Three decimals, with a value that rounds to zero shown as `0.000`: a
/// "-0.000" edge value would read as "outside" to a student, when the point
/// lies on the edge (which counts as inside).
fn three(value: f32) -> String {
    if value.abs() < 0.0005 {
        "0.000".to_owned()
    } else {
        format!("{value:.3}")
    }
}

#[cfg(test)]
mod tests {
    use super::three;

    #[test]
    fn values_that_round_to_zero_have_no_sign() {
        assert_eq!(three(-0.0001), "0.000");
        assert_eq!(three(-0.0), "0.000");
        assert_eq!(three(-0.0006), "-0.001");
        assert_eq!(three(1.1314), "1.131");
    }
}
