//! Screen-space panels: the HUD (detection method and counts), the
//! local-space inset (a target in its initial pose and the shells carried
//! there by M⁻¹, live) and the
//! end screen. The arena-error banner is in `banner.rs`.

use ggez::graphics::{Canvas, Color, DrawMode, Rect};
use ggez::{Context, GameResult};
use glam::{Affine2, Vec2};

use hitlab::i18n::{Arg, tr, tr_args};
use hitlab::modes::shooter::{
    Detection, Inset, Phase, ShooterControl as C, ShooterGame, next_detection,
};
use hitlab::screens::words::shooter::{
    EndKeys, RoundKind, catch_rows, clock, detection_words, inset_widest_rows, rewound_words,
    step_lines, step_widest_rows,
};
use hitlab::text::{break_lines, with_ellipsis};

use super::draw::{self, Painter};
use super::keys::KEYS;
use super::layout::{self, HudRow};
use crate::view::app_keys::{APP_KEYS, AppKey};
use crate::view::paint::{mix, panel, with_alpha};
use crate::view::screen::Style;
use crate::view::text::{Face, TextCache};
use crate::view::theme::Theme;

/// Draws a panel's row in the panels' face: the monospaced one, bold on a
/// projector (`Theme::value_face`), where thin strokes wash out on white.
fn text_at(
    canvas: &mut Canvas,
    texts: &mut TextCache,
    theme: &Theme,
    content: &str,
    px: f32,
    at: Vec2,
    color: Color,
) {
    texts.draw_in(canvas, theme.value_face(Face::Mono), content, px, at, color);
}

/// What the last frame cost the window: its world's drawing, in
/// microseconds, and the frame rate.
pub struct FrameCost {
    pub draw_us: u32,
    pub fps: f64,
}

/// The end box's rows for a round of `kind`, naming the keys this window
/// binds.
fn end_box_rows(game: &ShooterGame, kind: RoundKind) -> Vec<String> {
    let again = KEYS
        .labels_when(C::Restart, |w| w.holds(Phase::Ended))
        .join(&tr("or-separator"));
    // N alone: Page Down, its twin for a clicker, is in the help.
    let next = KEYS
        .labels_when(C::NextArena, |w| w.holds(Phase::Ended))
        .first()
        .cloned()
        .unwrap_or_default();
    let back = APP_KEYS.first_key(AppKey::Escape);
    let keys = EndKeys {
        again: &again,
        next: &next,
        back: &back,
    };
    hitlab::screens::words::shooter::end_rows(game, kind, keys)
}

fn step_px(style: &Style) -> (f32, f32) {
    (style.px(0.8), style.text_px * 0.4)
}

/// The `F3` panel's size, measured with ggez for its widest rows.
pub fn step_panel_size(ctx: &Context, style: &Style, texts: &mut TextCache) -> GameResult<Vec2> {
    let (px, pad) = step_px(style);
    let face = style.theme.value_face(Face::Mono);
    let mut width: f32 = 0.0;
    let widest = step_widest_rows();
    for line in &widest {
        width = width.max(texts.measure_in(ctx, face, line, px)?.x);
    }
    let rows = widest.len() as f32;
    Ok(Vec2::new(width + 2.0 * pad, px * 1.3 * rows + pad))
}

/// The `F3` panel in `rect`, the room the layout gave it beside or above
/// the field (never over it: it hid the storm's top row of targets).
pub fn step_line(
    ctx: &mut Context,
    canvas: &mut Canvas,
    style: &Style,
    texts: &mut TextCache,
    game: &ShooterGame,
    rect: Rect,
    frame: FrameCost,
) -> GameResult {
    let FrameCost { draw_us, fps } = frame;
    let broad_phase = KEYS.first_key(C::ToggleBroadPhase);
    let lines = step_lines(game, &broad_phase, draw_us, fps);
    let theme = &style.theme;
    let (px, pad) = step_px(style);
    let face = theme.value_face(Face::Mono);
    let row = px * 1.3;
    panel(ctx, canvas, rect, theme.background, theme.dim_text, 1.0)?;
    for (i, line) in lines.iter().enumerate() {
        let at = Vec2::new(rect.x + pad, rect.y + pad + row * i as f32);
        // Narrowed to the room beside the field (large text): set smaller.
        let line_px = texts.fit_px_in(ctx, face, line, px, rect.w - 2.0 * pad)?;
        texts.draw_in(canvas, face, line, line_px, at, theme.accent);
    }
    Ok(())
}

/// Detection method, counts, score and clock; speed and pause state, and
/// whether the round is a replay being `watching`; `name` is the arena's,
/// as the round names it (a daily round's names its day).
pub fn hud(
    ctx: &mut Context,
    canvas: &mut Canvas,
    style: &Style,
    texts: &mut TextCache,
    game: &ShooterGame,
    watching: bool,
    name: &str,
) -> GameResult {
    let theme = &style.theme;
    let px = style.text_px;
    let pad = layout::margin(px);
    let row = |row: HudRow| layout::hud_row(px, row);
    let toggle = KEYS.first_key(C::ToggleDetection);
    let now = detection_words(game.detection).to_uppercase();
    // A watched round's test is the recorded one: its key does nothing.
    let label = if style.chrome && !watching {
        let next = detection_words(next_detection(game.detection));
        tr_args(
            "hud-detection",
            &[
                ("now", now.into()),
                ("key", toggle.into()),
                ("next", next.into()),
            ],
        )
    } else {
        now
    };
    let mut status = Vec::new();
    // A round watched is not the player's: it says so first.
    if watching {
        status.push(tr("hud-watching"));
    }
    // A rewound moment says so first, and how far back it is.
    if let Some(rewound) = game.rewound() {
        let back = KEYS.first_key(C::Rewind);
        let replay = KEYS.first_key(C::Replay);
        status.push(rewound_words(rewound, &back, &replay));
    }
    // A rewound round waits whether paused or not: its own line says how
    // it goes on.
    if game.paused && style.chrome && watching {
        // A watched round does not step: only the pause key goes on.
        let resume = KEYS.first_key(C::Pause);
        status.push(tr_args("hud-watching-paused", &[("resume", resume.into())]));
    } else if game.paused && style.chrome && game.rewound().is_none() {
        status.push(tr_args(
            "hud-paused",
            &[
                ("step", KEYS.first_key(C::StepOnce).into()),
                ("resume", KEYS.first_key(C::Pause).into()),
            ],
        ));
    }
    if game.slow_level > 0 {
        let fraction = format!("1/{}", 1u32 << game.slow_level);
        status.push(tr_args("hud-speed", &[("fraction", fraction.into())]));
    }
    if game.debug {
        status.push(tr("hud-debug"));
    }
    let right = status.join("   ");
    let colour = detection_colour(theme, game.detection);
    // The test in use is the lesson's subject: bold on a projector.
    let face = theme.value_face(Face::Mono);
    // Each row is one line: with large text one too long for the window
    // is set smaller, never cut by its edge.
    let width = style.window.x - 2.0 * pad;
    // The status (paused, slow motion, debug) takes the row's right end.
    let status_w = if right.is_empty() {
        0.0
    } else {
        texts.measure_in(ctx, face, &right, px)?.x + 2.0 * pad
    };
    let label_px = texts.fit_px_in(ctx, face, &label, px * 1.25, width - status_w)?;
    texts.draw_in(
        canvas,
        face,
        &label,
        label_px,
        row(HudRow::Detection),
        colour,
    );
    let s = game.stats;
    let counts = tr_args(
        "hud-counts",
        &[
            ("shots", s.shots.into()),
            ("hits", s.hits.into()),
            ("accuracy", format!("{:.0}", 100.0 * s.accuracy()).into()),
        ],
    );
    // The counts carry the lesson: bold in high contrast (docs/guide.md, F2).
    let numbers = theme.value_face(Face::Mono);
    let at = row(HudRow::Counts);
    let counts_px = texts.fit_px_in(ctx, numbers, &counts, px, width)?;
    texts.draw_in(canvas, numbers, &counts, counts_px, at, theme.text);
    // The arena's name on the same row at the right, cut short rather than
    // run into the counts.
    let counts_w = texts.measure_in(ctx, numbers, &counts, counts_px)?.x;
    let room = style.window.x - counts_w - 4.0 * pad;
    let name_face = theme.value_face(Face::Ui);
    let name = texts.with_measure(ctx, name_face, px, |m| with_ellipsis(name, room, m))?;
    if !name.is_empty() && room > px * 2.0 {
        let w = texts.measure_in(ctx, name_face, &name, px)?.x;
        let at = Vec2::new(style.window.x - pad - w, at.y);
        texts.draw_in(canvas, name_face, &name, px, at, theme.dim_text);
    }
    // Every catch counter in every mode, side by side: what each stronger
    // test caught, what each weaker one let through.
    let catches = catch_rows(&s).join("    ");
    let catches_px = texts.fit_px_in(ctx, numbers, &catches, px, width)?;
    texts.draw_in(
        canvas,
        numbers,
        &catches,
        catches_px,
        row(HudRow::Catches),
        theme.text,
    );
    let left = [("time", Arg::from(clock(game.steps_left())))];
    let time = if game.practice {
        tr("hud-practice")
    } else if game.clock_running() {
        tr_args("hud-time", &left)
    } else {
        tr_args("hud-time-waiting", &left)
    };
    let score = tr_args(
        "hud-score",
        &[
            ("score", s.score.into()),
            ("best", game.best.max(s.score).into()),
            ("time", time.into()),
        ],
    );
    let score_px = texts.fit_px_in(ctx, numbers, &score, px, width)?;
    let at = row(HudRow::Score);
    texts.draw_in(canvas, numbers, &score, score_px, at, theme.text);

    if !right.is_empty() {
        let face = theme.value_face(Face::Mono);
        let width = texts.measure_in(ctx, face, &right, px)?.x;
        let x = (style.window.x - pad - width).max(pad);
        let at = Vec2::new(x, row(HudRow::Detection).y);
        text_at(canvas, texts, theme, &right, px, at, theme.ghost);
    }
    Ok(())
}

/// The colour a test's name, and what it tested in the inset, are drawn in.
fn detection_colour(theme: &Theme, detection: Detection) -> Color {
    match detection {
        Detection::Point => theme.ghost,
        Detection::Swept => theme.accent,
        Detection::Spin => theme.spin,
    }
}

/// The inset's text size.
fn inset_px(style: &Style) -> f32 {
    style.px(0.75)
}

/// The width the inset needs for its widest row, measured with ggez.
pub fn inset_width(ctx: &Context, style: &Style, texts: &mut TextCache) -> GameResult<f32> {
    let px = inset_px(style);
    let mut widest: f32 = 0.0;
    for row in inset_widest_rows() {
        let face = style.theme.value_face(Face::Mono);
        widest = widest.max(texts.measure_in(ctx, face, &row, px)?.x);
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
    } else if let Some(nearest) = inset.nearest
        && let Some(tri) = inset.triangles.get(nearest.triangle)
    {
        // No hit yet: the triangle whose edge values the rows give, outlined.
        p.ring(&tri.vertices(), theme.line_px, theme.text)?;
        p.circle_px(nearest.local_point, 5.0, DrawMode::fill(), theme.text)?;
    }
    let half = Vec2::new(view.w, view.h) / scale / 2.0;
    let visible = |q: &Vec2| (*q - inset.bounds.center()).abs().cmple(half).all();
    let tested = detection_colour(theme, game.detection);
    let path = with_alpha(theme.text, 0.7);
    for shell in &inset.shells {
        if !shell.curve.iter().chain(&shell.tested).any(visible) {
            continue;
        }
        // Where the shell really went, turned into the target's frame...
        for pair in shell.curve.windows(2) {
            p.line(pair[0], pair[1], 1.0, path)?;
        }
        if let Some(&now) = shell.curve.last() {
            p.circle_px(now, 3.5, DrawMode::fill(), path)?;
        }
        // ...and what the test looked at: a point, a segment or chords.
        for pair in shell.tested.windows(2) {
            p.line(pair[0], pair[1], theme.line_px, tested)?;
        }
        for &node in &shell.tested {
            p.circle_px(node, 2.5, DrawMode::fill(), tested)?;
        }
    }
    if let Some(trace) = game.last_miss.filter(|t| t.target == inset.index) {
        draw::miss_trace(&mut p, &trace, trace.local, theme, theme.line_px)?;
    }
    p.circle_px(Vec2::ZERO, 3.0, DrawMode::fill(), theme.dim_text)?;
    // The local drawing stays in its view: a shell path may reach past it.
    if let Some(view_clip) = layout::clip(view, 0.0, style.window) {
        canvas.set_scissor_rect(view_clip)?;
    }
    let to_panel = p.to_screen;
    p.finish(ctx, canvas);
    if let Some(trace) = game.last_miss.filter(|t| t.target == inset.index) {
        draw::miss_labels(ctx, canvas, texts, style, &trace, trace.local, to_panel, px)?;
    }
    canvas.set_scissor_rect(clip)?;

    let at = |row: f32| Vec2::new(rect.x + px, rect.y + px * 0.5 + row * row_height);
    // A row wider than the panel (large text) is set smaller, not clipped.
    let face = theme.value_face(Face::Mono);
    let inside = (rect.w - 2.0 * px).max(1.0);
    let title = tr_args("inset-title", &[("target", (inset.index + 1).into())]);
    let title_px = texts.fit_px_in(ctx, face, &title, px, inside)?;
    text_at(
        canvas,
        texts,
        theme,
        &title,
        title_px,
        at(0.0),
        theme.accent,
    );
    let subtitle = tr("inset-subtitle");
    let subtitle_px = texts.fit_px_in(ctx, face, &subtitle, px, inside)?;
    text_at(
        canvas,
        texts,
        theme,
        &subtitle,
        subtitle_px,
        at(1.0),
        theme.dim_text,
    );
    let mut rows = Vec::new();
    match inset.last_hit {
        Some(hit) => {
            let q = hit.local_point;
            rows.push(format!("M^-1·P = ({}, {})", three(q.x), three(q.y)));
            rows.push(tr_args(
                "inset-triangle",
                &[("triangle", hit.triangle.into())],
            ));
            let [ab, bc, ca] = hit.edges.map(three);
            let edges = format!("{ab}  {bc}  {ca}");
            rows.push(tr_args("inset-edges", &[("edges", edges.into())]));
            rows.push(tr(match hit.weakest {
                Detection::Point => "inset-inside",
                Detection::Swept => "inset-tip-save",
                Detection::Spin => "inset-spin-save",
            }));
        }
        // No hit yet, a shell near: its edge values against the triangle
        // it comes nearest to, one of them negative, which is why it misses.
        None if let Some(nearest) = inset.nearest => {
            let q = nearest.local_point;
            rows.push(format!("M^-1·P = ({}, {})", three(q.x), three(q.y)));
            rows.push(tr_args(
                "inset-nearest",
                &[("triangle", nearest.triangle.into())],
            ));
            let [ab, bc, ca] = nearest.edges.map(three);
            let edges = format!("{ab}  {bc}  {ca}");
            rows.push(tr_args("inset-edges", &[("edges", edges.into())]));
            rows.push(tr("inset-outside"));
        }
        None => {
            rows.push(tr("inset-no-hit"));
            rows.push(tr("inset-thin"));
            let detection = detection_words(game.detection);
            rows.push(tr_args("inset-thick", &[("detection", detection.into())]));
        }
    }
    for (i, row) in rows.iter().enumerate() {
        let y = rect.bottom() - (4.0 - i as f32) * row_height - px * 0.3;
        let row_px = texts.fit_px_in(ctx, face, row, px, inside)?;
        text_at(
            canvas,
            texts,
            theme,
            row,
            row_px,
            Vec2::new(rect.x + px, y),
            theme.text,
        );
    }
    canvas.set_default_scissor_rect();
    Ok(())
}

/// Score, accuracy and time, over the frozen arena, for a round of
/// `kind`. Each row is wrapped to the box's inside (a round played with
/// all three tests names them all), and the box grows to hold the lines.
pub fn end_screen(
    ctx: &mut Context,
    canvas: &mut Canvas,
    style: &Style,
    texts: &mut TextCache,
    game: &ShooterGame,
    kind: RoundKind,
    area: Rect,
) -> GameResult {
    // As wide as a card reads, or wider where its wrapped rows would not
    // fit between the HUD and the footer; with large text, set smaller
    // where even that is taller than the window.
    let mut laid = None;
    'sizes: for shrink in [1.0, 0.85, 0.7, 0.6, 0.5] {
        let px = style.text_px * shrink;
        let widest = (style.window.x - 2.0 * px).max(px * 4.0);
        for w in [(px * 26.0).min(widest), widest] {
            let (lines, h) = end_box_lines(ctx, style, texts, game, kind, px, w - px * 3.0)?;
            let fits = h <= area.h;
            laid = Some((px, w, lines, h));
            if fits {
                break 'sizes;
            }
        }
        // Taller than the room: pushed up over the HUD, if the window holds it.
        if laid.as_ref().is_some_and(|l| l.3 <= style.window.y) {
            break;
        }
    }
    let Some((px, w, lines, h)) = laid else {
        return Ok(());
    };
    // Centred in the room between the HUD and the footer, so the HUD's rows
    // stay readable beside it; pushed up over the HUD only if it is taller
    // than the room: the footer's keys stay in sight.
    let middle = (area.y + area.bottom()) / 2.0;
    let top = (middle - h / 2.0)
        .max(area.y)
        .min(area.bottom() - h)
        .max(0.0);
    let rect = Rect::new((style.window.x - w) / 2.0, top, w, h);
    // Opaque, over the arena and the HUD: its text hides what is under it.
    let under = texts.set_surface("end_box");
    let drawn = end_box(ctx, canvas, style, texts, rect, px, lines);
    texts.set_surface(under);
    drawn
}

/// The end box in `rect`: its panel and `lines`, `px` the body size.
fn end_box(
    ctx: &mut Context,
    canvas: &mut Canvas,
    style: &Style,
    texts: &mut TextCache,
    rect: Rect,
    px: f32,
    lines: Vec<EndLine>,
) -> GameResult {
    let theme = &style.theme;
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
    let mut y = rect.y + px;
    for (line, size, colour) in lines {
        text_at(
            canvas,
            texts,
            theme,
            &line,
            size,
            Vec2::new(rect.x + px * 1.5, y),
            colour,
        );
        y += size * 1.45;
    }
    Ok(())
}

/// A line of the end box, its size and its colour.
type EndLine = (String, f32, Color);

/// The end box's rows set and wrapped to `inside` pixels: each line with
/// its size and colour, and the box's height.
fn end_box_lines(
    ctx: &Context,
    style: &Style,
    texts: &mut TextCache,
    game: &ShooterGame,
    kind: RoundKind,
    px: f32,
    inside: f32,
) -> GameResult<(Vec<EndLine>, f32)> {
    let theme = &style.theme;
    // Title, score, best; the rest body text, the keys last.
    let looks = |i: usize, last: usize| match i {
        0 => (px * 2.0, theme.accent),
        1 => (px * 1.4, theme.text),
        2 => (px, theme.dim_text),
        // The keys, on the last two rows.
        i if i + 1 >= last => (px, theme.ghost),
        _ => (px, theme.text),
    };
    let rows = end_box_rows(game, kind);
    let last = rows.len() - 1;
    let mut lines = Vec::new();
    for (i, row) in rows.into_iter().enumerate() {
        let (size, colour) = looks(i, last);
        // Only a row too wide is wrapped (wrapping joins words with one
        // space, and the rows space their parts with three).
        let wrapped = texts.with_measure(ctx, theme.value_face(Face::Mono), size, |measure| {
            if measure(&row) <= inside {
                vec![row]
            } else {
                break_lines(&row, inside, inside, measure)
            }
        })?;
        lines.extend(wrapped.into_iter().map(|line| (line, size, colour)));
    }
    let h = px * 2.0 + lines.iter().map(|(_, size, _)| size * 1.45).sum::<f32>();
    Ok((lines, h))
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
    use super::{APP_KEYS, AppKey, KEYS, RoundKind, end_box_rows, three};
    use hitlab::levels::arena::load_arena;
    use hitlab::modes::shooter::{Phase, ShooterControl, ShooterGame};
    use hitlab::sim::Script;

    #[test]
    fn the_end_box_names_the_keys_the_keymaps_bind() {
        let path = concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/resources/arenas/thin_tip.toml"
        );
        let mut game = ShooterGame::new(load_arena(path.as_ref()).unwrap(), 1).unwrap();
        let steps = game.arena().round_steps + 2;
        let script = Script::parse(&format!("0:fire*{steps}")).unwrap();
        let mut player = script.player::<ShooterControl>().unwrap();
        for _ in 0..steps {
            game.step(&player.next_frame());
        }
        assert_eq!(game.phase, Phase::Ended);
        let rows = end_box_rows(&game, RoundKind::Played);
        let next = KEYS.labels_when(ShooterControl::NextArena, |w| w.holds(Phase::Ended));
        let keys = &rows[rows.len() - 2..];
        assert!(
            keys[0].ends_with(&format!("{}: next arena", next[0])),
            "{keys:?}"
        );
        let back = APP_KEYS.first_key(AppKey::Escape);
        assert_eq!(keys[1], format!("{back}: back"));
        // Watched, the box offers only what the watching screen does.
        let watched = end_box_rows(&game, RoundKind::Watched);
        let again = KEYS.labels_when(ShooterControl::Restart, |w| w.holds(Phase::Ended));
        let keys = &watched[watched.len() - 2..];
        assert_eq!(keys[0], format!("{}: watch again", again.join(" or ")));
        assert_eq!(keys[1], format!("{back}: back"));
    }

    #[test]
    fn values_that_round_to_zero_have_no_sign() {
        assert_eq!(three(-0.0001), "0.000");
        assert_eq!(three(-0.0), "0.000");
        assert_eq!(three(-0.0006), "-0.001");
        assert_eq!(three(1.1314), "1.131");
    }
}
