//! Screen-space panels: the HUD (detection method and counts), the
//! local-space inset (figure 9 of the triangle-mesh chapter, live) and the
//! end screen. The arena-error banner is in `banner.rs`.

use ggez::graphics::{Canvas, Color, DrawMode, Rect};
use ggez::{Context, GameResult};
use glam::{Affine2, Vec2};

use hitlab::modes::shooter::{
    Detection, Inset, Phase, ShooterControl as C, ShooterGame, next_detection,
};
use hitlab::sim::STEPS_PER_SECOND;

use super::draw::{self, Painter};
use super::keys::KEYS;
use super::layout::{self, HudRow};
use crate::view::app_keys::{APP_KEYS, AppKey};
use crate::view::paint::{mix, panel, with_alpha};
use crate::view::screen::Style;
use crate::view::text::{Face, TextCache};
use crate::view::theme::Theme;
use crate::view::wrap::{with_ellipsis, wrap};

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

fn clock(steps: u32) -> String {
    let seconds = steps.div_ceil(STEPS_PER_SECOND);
    format!("{}:{:02}", seconds / 60, seconds % 60)
}

/// What the last frame cost the window: its world's drawing, in
/// microseconds, and the frame rate.
pub struct FrameCost {
    pub draw_us: u32,
    pub fps: f64,
}

/// The `F3` panel's lines: what the last collision step cost, by the grid
/// or by brute force (`B`), and what the last frame's world took to draw.
fn step_lines(game: &ShooterGame, frame: &FrameCost) -> [String; 3] {
    let FrameCost { draw_us, fps } = *frame;
    let c = game.counts;
    let way = if game.broad_phase {
        "grid"
    } else {
        "brute force"
    };
    [
        format!(
            "{way} ({}: switch)   shells {}",
            KEYS.first_key(C::ToggleBroadPhase),
            c.shells
        ),
        format!(
            "pairs {}   exact tests {}",
            c.pairs_looked_at, c.exact_tests
        ),
        format!(
            "broad {} µs   narrow {} µs   draw {draw_us} µs   {fps:.0} fps",
            c.broad_us, c.narrow_us
        ),
    ]
}

/// The `F3` panel's rows at their widest (brute force past 64 targets,
/// a slow software frame), so its size, and the layout round it, stay put
/// while the numbers change.
const STEP_WIDEST_ROWS: [&str; 3] = [
    "brute force (B: switch)   shells 100000",
    "pairs 9999999   exact tests 999999",
    "broad 99999 µs   narrow 99999 µs   draw 99999 µs   999 fps",
];

fn step_px(style: &Style) -> (f32, f32) {
    (style.px(0.8), style.text_px * 0.4)
}

/// The `F3` panel's size, measured with ggez for its widest rows.
pub fn step_panel_size(ctx: &Context, style: &Style, texts: &mut TextCache) -> GameResult<Vec2> {
    let (px, pad) = step_px(style);
    let face = style.theme.value_face(Face::Mono);
    let mut width: f32 = 0.0;
    for line in STEP_WIDEST_ROWS {
        width = width.max(texts.measure_in(ctx, face, line, px)?.x);
    }
    let rows = STEP_WIDEST_ROWS.len() as f32;
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
    let lines = step_lines(game, &frame);
    let theme = &style.theme;
    let (px, pad) = step_px(style);
    let face = theme.value_face(Face::Mono);
    let row = px * 1.3;
    panel(ctx, canvas, rect, theme.background, theme.dim_text, 1.0)?;
    for (i, line) in lines.iter().enumerate() {
        let at = Vec2::new(rect.x + pad, rect.y + pad + row * i as f32);
        texts.draw_in(canvas, face, line, px, at, theme.accent);
    }
    Ok(())
}

/// Detection method, counts, score and clock; speed and pause state.
pub fn hud(
    ctx: &mut Context,
    canvas: &mut Canvas,
    style: &Style,
    texts: &mut TextCache,
    game: &ShooterGame,
) -> GameResult {
    let theme = &style.theme;
    let px = style.text_px;
    let pad = layout::margin(px);
    let row = |row: HudRow| layout::hud_row(px, row);
    let toggle = KEYS.first_key(C::ToggleDetection);
    let label = if style.chrome {
        format!(
            "{}  ({toggle}: {})",
            game.detection.label().to_uppercase(),
            next_detection(game.detection).label()
        )
    } else {
        game.detection.label().to_uppercase()
    };
    let colour = detection_colour(theme, game.detection);
    // The test in use is the lesson's subject: bold on a projector.
    let face = theme.value_face(Face::Mono);
    texts.draw_in(
        canvas,
        face,
        &label,
        px * 1.25,
        row(HudRow::Detection),
        colour,
    );
    let s = game.stats;
    let counts = format!(
        "shots {}   hits {}   accuracy {:.0}%",
        s.shots,
        s.hits,
        100.0 * s.accuracy()
    );
    // The counts carry the lesson: bold in high contrast (README, F2).
    let numbers = theme.value_face(Face::Mono);
    let at = row(HudRow::Counts);
    texts.draw_in(canvas, numbers, &counts, px, at, theme.text);
    // The arena's name on the same row at the right, cut short rather than
    // run into the counts.
    let counts_w = texts.measure_in(ctx, numbers, &counts, px)?.x;
    let room = style.window.x - counts_w - 4.0 * pad;
    let name = &game.arena().name;
    let name_face = theme.value_face(Face::Ui);
    let name = texts.with_measure(ctx, name_face, px, |m| with_ellipsis(name, room, m))?;
    if !name.is_empty() && room > px * 2.0 {
        let w = texts.measure_in(ctx, name_face, &name, px)?.x;
        let at = Vec2::new(style.window.x - pad - w, at.y);
        texts.draw_in(canvas, name_face, &name, px, at, theme.dim_text);
    }
    // Every catch counter in every mode, side by side: what each stronger
    // test caught, what each weaker one let through.
    let catches = s.catch_counts();
    texts.draw_in(
        canvas,
        numbers,
        &catches,
        px,
        row(HudRow::Catches),
        theme.text,
    );
    let time = if game.practice {
        "practice: no clock".to_owned()
    } else if game.clock_running() {
        format!("time {}", clock(game.steps_left()))
    } else {
        format!(
            "time {}  (starts on your first move)",
            clock(game.steps_left())
        )
    };
    let score = format!(
        "score {}   best {}   {time}",
        s.score,
        game.best.max(s.score)
    );
    texts.draw_in(canvas, numbers, &score, px, row(HudRow::Score), theme.text);

    let mut status = Vec::new();
    if game.paused && style.chrome {
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

/// The inset's rows at their widest (numbers with signs and two digits).
const INSET_WIDEST_ROWS: [&str; 6] = [
    "initial pose, shells × M(s)^-1",
    "M^-1·P = (-99.999, -99.999)",
    "edges: -9.999  -9.999  -9.999",
    "thick: what the swept test saw",
    "swept hit on an edge: tip save",
    "thin: each shell's true path",
];

/// The width the inset needs for its widest row, measured with ggez.
pub fn inset_width(ctx: &Context, style: &Style, texts: &mut TextCache) -> GameResult<f32> {
    let px = inset_px(style);
    let mut widest: f32 = 0.0;
    for row in INSET_WIDEST_ROWS {
        let face = style.theme.value_face(Face::Mono);
        widest = widest.max(texts.measure_in(ctx, face, row, px)?.x);
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
    let title = format!("target {}: local space", inset.index + 1);
    text_at(canvas, texts, theme, &title, px, at(0.0), theme.accent);
    let subtitle = INSET_WIDEST_ROWS[0];
    text_at(canvas, texts, theme, subtitle, px, at(1.0), theme.dim_text);
    let mut rows = Vec::new();
    match inset.last_hit {
        Some(hit) => {
            let q = hit.local_point;
            rows.push(format!("M^-1·P = ({}, {})", three(q.x), three(q.y)));
            rows.push(format!("in triangle #{}", hit.triangle));
            let [ab, bc, ca] = hit.edges.map(three);
            rows.push(format!("edges: {ab}  {bc}  {ca}"));
            rows.push(match hit.weakest {
                Detection::Point => "all three ≥ 0: inside".to_owned(),
                Detection::Swept => "swept hit on an edge: tip save".to_owned(),
                Detection::Spin => "spin hit on an edge: spin save".to_owned(),
            });
        }
        None => {
            rows.push("no hit on this target yet".to_owned());
            rows.push(INSET_WIDEST_ROWS[5].to_owned());
            rows.push(format!("thick: what the {} saw", game.detection.label()));
        }
    }
    for (i, row) in rows.iter().enumerate() {
        let y = rect.bottom() - (4.0 - i as f32) * row_height - px * 0.3;
        text_at(
            canvas,
            texts,
            theme,
            row,
            px,
            Vec2::new(rect.x + px, y),
            theme.text,
        );
    }
    canvas.set_default_scissor_rect();
    Ok(())
}

/// Score, accuracy and time, over the frozen arena. Each row is wrapped to
/// the box's inside (a round played with all three tests names them all),
/// and the box grows to hold the lines.
pub fn end_screen(
    ctx: &mut Context,
    canvas: &mut Canvas,
    style: &Style,
    texts: &mut TextCache,
    game: &ShooterGame,
    area: Rect,
) -> GameResult {
    let theme = &style.theme;
    let px = style.text_px;
    let w = (px * 26.0).min(style.window.x - 2.0 * px).max(px * 4.0);
    let inside = w - px * 3.0;
    // Title, score, best; the rest body text, the keys last.
    let looks = |i: usize, last: usize| match i {
        0 => (px * 2.0, theme.accent),
        1 => (px * 1.4, theme.text),
        2 => (px, theme.dim_text),
        // The keys, on the last two rows.
        i if i + 1 >= last => (px, theme.ghost),
        _ => (px, theme.text),
    };
    let rows = end_rows(game);
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
                wrap(&row, inside, inside, measure)
            }
        })?;
        lines.extend(wrapped.into_iter().map(|line| (line, size, colour)));
    }
    let h = px * 2.0 + lines.iter().map(|(_, size, _)| size * 1.45).sum::<f32>();
    // Centred in the room between the HUD and the footer, so the HUD's rows
    // stay readable beside it; pushed up only if it is taller than the room.
    let middle = (area.y + area.bottom()) / 2.0;
    let top = (middle - h / 2.0)
        .max(area.y)
        .min(style.window.y - h)
        .max(0.0);
    let rect = Rect::new((style.window.x - w) / 2.0, top, w, h);
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

/// The end box's rows: score and accuracy, then the HUD's catch counters in
/// its words and the tests they were counted with, then the keys (two rows).
fn end_rows(game: &ShooterGame) -> Vec<String> {
    let s = game.stats;
    let new_best = s.score > 0 && s.score >= game.best;
    let [tips, spins] = s.catch_rows();
    let mut rows = vec![
        "Round over".to_owned(),
        format!(
            "Score {}{}",
            s.score,
            if new_best { "   new best!" } else { "" }
        ),
        format!("{}: best {}", game.arena().name, game.best),
        format!(
            "Accuracy {:.0}%  ({} hits / {} shots)",
            100.0 * s.accuracy(),
            s.hits,
            s.shots
        ),
        format!("Played with the {}", s.played_with(game.detection)),
        tips,
        spins,
        format!("Targets broken {}", s.breaks),
        format!("Time {}", clock(game.arena().round_steps)),
        format!(
            "{}: play again    {}: next arena",
            KEYS.labels_when(C::Restart, |w| w.holds(Phase::Ended))
                .join(" or "),
            // N alone: Page Down, its twin for a clicker, is in the help.
            KEYS.labels_when(C::NextArena, |w| w.holds(Phase::Ended))
                .first()
                .map_or("", String::as_str),
        ),
        format!("{}: back", APP_KEYS.first_key(AppKey::Escape)),
    ];
    // A best the data folder would not take is said, not passed off as kept.
    if let Some(why) = game.best_not_saved.as_ref().filter(|_| new_best) {
        rows.insert(3, format!("The best was not saved: {why}"));
    }
    rows
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
    use super::{end_rows, three};
    use hitlab::levels::arena::load_arena;
    use hitlab::modes::shooter::{Detection, Phase, ShooterControl, ShooterGame};
    use hitlab::sim::Script;

    /// The end box once said "Tip saves 0" after a point-test round that
    /// counted hundreds of tip misses: it must show the counters the HUD
    /// showed for the test played.
    #[test]
    fn the_end_box_reports_the_huds_counters_in_the_mode_played() {
        let path = concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/resources/arenas/thin_tip.toml"
        );
        let mut game = ShooterGame::new(load_arena(path.as_ref()).unwrap(), 1).unwrap();
        assert_eq!(game.detection, Detection::Point);
        let steps = game.arena().round_steps + 2;
        let script = Script::parse(&format!("0:fire*{steps}")).unwrap();
        let mut player = script.player::<ShooterControl>().unwrap();
        for _ in 0..steps {
            game.step(&player.next_frame());
        }
        assert_eq!(game.phase, Phase::Ended);
        let misses = game.stats.tip_misses;
        assert!(misses > 100, "{:?}", game.stats);
        let rows = end_rows(&game);
        let has = |text: &str| rows.iter().any(|row| row == text);
        assert!(has("Played with the point test"), "{rows:?}");
        assert!(
            has(&format!("tip saves 0  tip misses {misses}")),
            "{rows:?}"
        );
        assert!(has("spin saves 0  spin misses 0"), "{rows:?}");
        let hud = game.stats.catch_counts();
        assert!(
            rows.iter()
                .filter(|r| r.contains("saves"))
                .all(|r| hud.contains(r.as_str()))
        );
    }

    #[test]
    fn values_that_round_to_zero_have_no_sign() {
        assert_eq!(three(-0.0001), "0.000");
        assert_eq!(three(-0.0), "0.000");
        assert_eq!(three(-0.0006), "-0.001");
        assert_eq!(three(1.1314), "1.131");
    }
}
