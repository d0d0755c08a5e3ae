//! The colour and panel helpers every screen draws with, one set, each named
//! for what it does to a theme colour or the canvas.

use ggez::graphics::{Canvas, Color, DrawMode, DrawParam, Mesh, Quad, Rect};
use ggez::{Context, GameResult};

/// `color` with its opacity set to `alpha` (0 clear, 1 opaque): a tint of a
/// theme colour, e.g. a slab's fill or a veil of the background.
#[must_use]
pub fn with_alpha(color: Color, alpha: f32) -> Color {
    Color { a: alpha, ..color }
}

/// `color` faded by `strength` (1 as it is, 0 gone, clamped between): its
/// opacity times `strength`. For what fades out over time (markers, shards,
/// toasts) or is drawn lighter (a guide's hatching).
#[must_use]
pub fn faded(color: Color, strength: f32) -> Color {
    Color {
        a: color.a * strength.clamp(0.0, 1.0),
        ..color
    }
}

/// `a` blended towards `b` by `t` (0: `a`, 1: `b`), opacity included.
#[must_use]
pub fn mix(a: Color, b: Color, t: f32) -> Color {
    Color::new(
        a.r + (b.r - a.r) * t,
        a.g + (b.g - a.g) * t,
        a.b + (b.b - a.b) * t,
        a.a + (b.a - a.a) * t,
    )
}

/// Fills `rect` (window pixels) with `color`.
pub fn fill_rect(canvas: &mut Canvas, rect: Rect, color: Color) {
    canvas.draw(&Quad, DrawParam::default().dest_rect(rect).color(color));
}

/// Strokes the edge of `rect` (window pixels), `line_px` wide.
pub fn outline_rect(
    ctx: &mut Context,
    canvas: &mut Canvas,
    rect: Rect,
    color: Color,
    line_px: f32,
) -> GameResult {
    let border = Mesh::new_rectangle(ctx, DrawMode::stroke(line_px), rect, color)?;
    canvas.draw(&border, DrawParam::default());
    Ok(())
}

/// A panel behind text: `rect` filled with `fill` and edged in `outline`,
/// `line_px` wide.
pub fn panel(
    ctx: &mut Context,
    canvas: &mut Canvas,
    rect: Rect,
    fill: Color,
    outline: Color,
    line_px: f32,
) -> GameResult {
    let mesh = Mesh::new_rectangle(ctx, DrawMode::fill(), rect, fill)?;
    canvas.draw(&mesh, DrawParam::default());
    outline_rect(ctx, canvas, rect, outline, line_px)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn with_alpha_sets_the_opacity_and_faded_scales_it() {
        let half = Color::new(0.2, 0.4, 0.6, 0.5);
        assert_eq!(with_alpha(half, 0.9), Color::new(0.2, 0.4, 0.6, 0.9));
        assert_eq!(faded(half, 0.5), Color::new(0.2, 0.4, 0.6, 0.25));
        assert_eq!(faded(half, 2.0), half, "a strength above 1 is 1");
        assert_eq!(faded(half, -1.0).a, 0.0);
    }

    #[test]
    fn mix_goes_from_a_to_b() {
        let (a, b) = (Color::BLACK, Color::WHITE);
        assert_eq!(mix(a, b, 0.0), a);
        assert_eq!(mix(a, b, 1.0), b);
        assert_eq!(mix(a, b, 0.25), Color::new(0.25, 0.25, 0.25, 1.0));
    }
}
