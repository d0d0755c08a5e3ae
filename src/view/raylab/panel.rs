//! The value panel: the scene's title and verdict, and its live values
//! printed to 3 decimals.

use ggez::graphics::{Canvas, DrawMode, DrawParam, Mesh, MeshBuilder};
use ggez::{Context, GameResult};
use glam::Vec2;
use hitlab::geom::Aabb;
use hitlab::modes::raylab::{Report, Value};
use hitlab::screens::words::raylab as words;

use crate::view::paint::with_alpha;
use crate::view::text::{Face, TextCache};
use crate::view::theme::Theme;

/// A panel value as text: floats to 3 decimals, infinities as ±∞.
#[must_use]
pub fn format_value(value: &Value) -> String {
    match value {
        Value::Number(x) => number(*x),
        Value::Point(p) => format!("({}, {})", number(p.x), number(p.y)),
        Value::Yes(b) => hitlab::i18n::tr(if *b { "value-yes" } else { "value-no" }),
        Value::Note(note) => words::note(*note),
        Value::Case { name, modified } => words::case(name, *modified),
    }
}

fn number(x: f32) -> String {
    if x == f32::INFINITY {
        "+∞".into()
    } else if x == f32::NEG_INFINITY {
        "−∞".into()
    } else if x.is_nan() {
        "NaN".into()
    } else {
        let s = format!("{x:.3}");
        // -0.000 reads as a sign error to a class.
        if s == "-0.000" { "0.000".into() } else { s }
    }
}

/// Height (pixels) of the title and verdict over the scene: room for a
/// verdict of one line, or for all its lines where it wraps to more
/// (long words, large text).
pub fn title_height(
    ctx: &Context,
    texts: &mut TextCache,
    report: &Report,
    theme: &Theme,
    text_px: f32,
    width: f32,
) -> GameResult<f32> {
    let margin = text_px * 0.6;
    let verdict = words::verdict(&report.verdict);
    let face = theme.value_face(Face::Ui);
    let verdict_h = texts
        .wrapped(ctx, face, &verdict, text_px, verdict_width(text_px, width))?
        .measure(ctx)?
        .y;
    Ok((text_px * 0.6 + text_px * 2.9).max(margin + text_px * 1.7 + verdict_h))
}

/// The width the verdict wraps to, over a scene `width` pixels wide.
fn verdict_width(text_px: f32, width: f32) -> f32 {
    (width - 2.0 * text_px * 0.6).max(text_px)
}

/// The part of the window the scene owns (pixels): below the title and
/// verdict (`title_h` high), left of the panel. Labels stay inside it.
#[must_use]
pub fn scene_area(window: Vec2, panel_w: f32, title_h: f32) -> Aabb {
    Aabb::new(
        Vec2::new(0.0, title_h),
        Vec2::new((window.x - panel_w).max(0.0), window.y.max(title_h)),
    )
}

/// The title and verdict over the scene, then `label  value` rows in the
/// right panel (the value drops to its own line when both do not fit).
#[allow(clippy::too_many_arguments)]
pub fn draw_panel(
    ctx: &mut Context,
    canvas: &mut Canvas,
    report: &Report,
    theme: &Theme,
    texts: &mut TextCache,
    text_px: f32,
    row_px: f32,
    window: Vec2,
    panel_w: f32,
    title_h: f32,
) -> GameResult {
    let margin = text_px * 0.6;
    let x0 = window.x - panel_w;
    // A veil behind the title and verdict so rays crossing the top stay behind the words.
    let mut veil = MeshBuilder::new();
    let bg = theme.background;
    veil.rectangle(
        DrawMode::fill(),
        ggez::graphics::Rect::new(0.0, 0.0, x0, title_h),
        with_alpha(bg, 0.85),
    )?;
    canvas.draw(&Mesh::from_data(ctx, veil.build()), DrawParam::default());
    // One line over the scene, set smaller where it is wider (large text).
    let title = words::title(report.scene);
    let title_px = texts.fit_px(ctx, &title, text_px * 1.05, x0 - 2.0 * margin)?;
    texts.draw_in(
        canvas,
        Face::Ui,
        &title,
        title_px,
        Vec2::new(margin, margin),
        theme.text,
    );
    let verdict_color = if report.hit { theme.hit } else { theme.text };
    let verdict_face = theme.value_face(Face::Ui);
    texts.draw_wrapped(
        ctx,
        canvas,
        verdict_face,
        &words::verdict(&report.verdict),
        text_px,
        verdict_width(text_px, x0),
        Vec2::new(margin, margin + text_px * 1.5),
        verdict_color,
    )?;

    let mut shade = MeshBuilder::new();
    let shade_color = theme.panel;
    shade.rectangle(
        DrawMode::fill(),
        ggez::graphics::Rect::new(x0, 0.0, panel_w, window.y),
        shade_color,
    )?;
    shade.line(
        &[Vec2::new(x0, 0.0), Vec2::new(x0, window.y)],
        theme.line_px,
        theme.dim_text,
    )?;
    let mesh = Mesh::from_data(ctx, shade.build());
    canvas.draw(&mesh, DrawParam::default());

    let line_h = row_px * 1.3;
    let mut y = margin;
    for row in &report.rows {
        if y + line_h > window.y - margin {
            break;
        }
        // A label or a value wider than the panel (large text, a narrow
        // window) is set smaller, not run out of the panel.
        let inside = (panel_w - 2.0 * margin).max(1.0);
        let label = words::row_label(row);
        let label_px = texts.fit_px(ctx, &label, row_px, inside)?;
        let label_w = texts.measure(ctx, &label, label_px)?.x;
        texts.draw(
            canvas,
            &label,
            label_px,
            Vec2::new(x0 + margin, y),
            theme.dim_text,
        );
        let shown = format_value(&row.value);
        // Thin monospaced digits fade on a projector; the bold face's
        // digits share one width, so right-aligned columns still line up.
        let face = theme.value_face(if matches!(row.value, Value::Number(_) | Value::Point(_)) {
            Face::Mono
        } else {
            Face::Ui
        });
        let value_px = texts.fit_px_in(ctx, face, &shown, row_px, inside)?;
        let value_w = texts.measure_in(ctx, face, &shown, value_px)?.x;
        if label_w + value_w + 3.0 * margin > panel_w {
            y += line_h;
        }
        texts.draw_in(
            canvas,
            face,
            &shown,
            value_px,
            Vec2::new(window.x - margin - value_w, y),
            theme.text,
        );
        y += line_h;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_print_to_three_decimals_with_signed_infinities() {
        assert_eq!(format_value(&Value::Number(1.23456)), "1.235");
        assert_eq!(format_value(&Value::Number(-0.0001)), "0.000");
        assert_eq!(format_value(&Value::Number(f32::NEG_INFINITY)), "−∞");
        assert_eq!(
            format_value(&Value::Point(Vec2::new(0.5, -2.0))),
            "(0.500, -2.000)"
        );
        assert_eq!(format_value(&Value::Yes(false)), "no");
    }
}
