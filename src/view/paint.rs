//! The colour and panel helpers every screen draws with, one set, each named
//! for what it does to a theme colour or the canvas.

use ggez::graphics::{Canvas, Color, DrawMode, DrawParam, Mesh, Quad, Rect};
use ggez::{Context, GameResult};
use glam::Vec2;

use super::theme::Theme;

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

/// The fill behind the chosen row or card: the accent, lighter in the
/// high-contrast theme so the text on it stays sharp.
#[must_use]
pub fn chosen_tint(theme: &Theme) -> Color {
    let tint = if theme.high_contrast { 0.12 } else { 0.18 };
    with_alpha(theme.accent, tint)
}

/// Marks `rect` as the chosen row: filled with [`chosen_tint`] and edged
/// in the accent.
pub fn mark_chosen(
    ctx: &mut Context,
    canvas: &mut Canvas,
    rect: Rect,
    theme: &Theme,
) -> GameResult {
    fill_rect(canvas, rect, chosen_tint(theme));
    outline_rect(ctx, canvas, rect, theme.accent, theme.line_px * 1.5)
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

/// The dashes of a dashed path through `points` (window pixels; `closed`
/// joins the last to the first): `dash_px` of line, then `gap_px` of none,
/// the pattern running on round corners. A pattern, not only a colour, is
/// what tells a problem or a spin miss from its neighbours.
#[must_use]
pub fn dashes(points: &[Vec2], closed: bool, dash_px: f32, gap_px: f32) -> Vec<[Vec2; 2]> {
    let mut out = Vec::new();
    if points.len() < 2 || dash_px <= 0.0 || gap_px < 0.0 {
        return out;
    }
    let period = dash_px + gap_px;
    let mut walked = 0.0_f32;
    let next = |i: usize| points[(i + 1) % points.len()];
    let edges = if closed {
        points.len()
    } else {
        points.len() - 1
    };
    for (i, &a) in points.iter().enumerate().take(edges) {
        let b = next(i);
        let length = a.distance(b);
        if !length.is_finite() || length <= 0.0 {
            continue;
        }
        let mut s = 0.0;
        while s < length {
            let phase = walked % period;
            let (inked, left) = if phase < dash_px {
                (true, dash_px - phase)
            } else {
                (false, period - phase)
            };
            let step = left.min(length - s);
            if inked {
                out.push([a.lerp(b, s / length), a.lerp(b, (s + step) / length)]);
            }
            s += step;
            walked += step;
        }
    }
    out
}

/// The corners of a circle of `radius` pixels round `centre`, one every few
/// pixels of its edge: a path for [`dashes`].
#[must_use]
pub fn circle_path(centre: Vec2, radius: f32) -> Vec<Vec2> {
    #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
    let n = ((std::f32::consts::TAU * radius / 3.0).ceil() as usize).clamp(12, 720);
    #[allow(clippy::cast_precision_loss)]
    (0..n)
        .map(|i| centre + radius * Vec2::from_angle(std::f32::consts::TAU * i as f32 / n as f32))
        .collect()
}

/// The corners of `rect`, clockwise from its top left: a path for [`dashes`].
#[must_use]
pub fn rect_path(rect: Rect) -> [Vec2; 4] {
    [
        Vec2::new(rect.x, rect.y),
        Vec2::new(rect.right(), rect.y),
        Vec2::new(rect.right(), rect.bottom()),
        Vec2::new(rect.x, rect.bottom()),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dashes_alternate_ink_and_gap_along_the_path_and_round_its_corners() {
        let square = rect_path(Rect::new(0.0, 0.0, 10.0, 10.0));
        let d = dashes(&square, true, 3.0, 2.0);
        let inked: f32 = d.iter().map(|[a, b]| a.distance(*b)).sum();
        // 40 px of path, 3 of every 5 inked.
        assert!((inked - 24.0).abs() < 1e-3, "{inked}");
        assert_eq!(d[0], [Vec2::ZERO, Vec2::new(3.0, 0.0)]);
        // The dash at the first corner goes round it (10 = 2·5: a dash
        // starts there), and the one at 15 px is on the second side.
        assert_eq!(d[2], [Vec2::new(10.0, 0.0), Vec2::new(10.0, 3.0)]);
        assert_eq!(d[3][0], Vec2::new(10.0, 5.0));
        let open = dashes(&square, false, 3.0, 2.0);
        assert!(open.len() < d.len());
        assert!(dashes(&square[..1], false, 3.0, 2.0).is_empty());
    }

    #[test]
    fn a_circle_path_lies_on_its_circle() {
        let path = circle_path(Vec2::new(5.0, 5.0), 20.0);
        assert!(path.len() >= 12);
        assert!(
            path.iter()
                .all(|p| (p.distance(Vec2::new(5.0, 5.0)) - 20.0).abs() < 1e-3)
        );
    }

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
