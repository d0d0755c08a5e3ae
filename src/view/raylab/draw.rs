//! Renders a ray-lab [`Sketch`]: world items through the camera, and the
//! panel's values as text. It decides nothing: roles become theme colours,
//! numbers become text with 3 decimals.

use ggez::graphics::{Canvas, Color, DrawMode, DrawParam, Mesh, MeshBuilder};
use ggez::{Context, GameResult};
use glam::{Affine2, Vec2};
use hitlab::camera::Camera;
use hitlab::geom::Aabb;
use hitlab::modes::raylab::{FigureMark, Item, Role, Sketch, clip_line};

use super::bands::paint_band;
use super::labels::{PendingLabel, draw_labels};
use crate::view::text::TextCache;
use crate::view::theme::Theme;

/// Marker sizes in world units (≈ 10 px at the lab's zoom on a 800 px window).
const DOT_R: f32 = 0.08;
const FILLED_R: f32 = 0.15;
const RING_R: f32 = 0.2;
const TICK_HALF: f32 = 0.28;
/// Arrow head length, pixels.
const HEAD_PX: f32 = 14.0;

/// The colour a role is drawn in.
#[must_use]
pub fn role_color(theme: &Theme, role: Role) -> Color {
    match role {
        Role::Shape => theme.outline,
        Role::Touched | Role::Entry | Role::Exit => theme.hit,
        Role::Ray => theme.text,
        Role::Other => theme.ghost,
        Role::Behind | Role::Guide => theme.dim_text,
        Role::SlabX => theme.slab_x,
        Role::SlabY => theme.slab_y,
    }
}

/// Draws the items of `sketch` through `camera`, their labels inside `area`
/// (screen pixels: the part of the window the scene owns).
#[allow(clippy::too_many_arguments)]
pub fn draw_items(
    ctx: &mut Context,
    canvas: &mut Canvas,
    sketch: &Sketch,
    camera: &Camera,
    theme: &Theme,
    texts: &mut TextCache,
    label_px: f32,
    area: Aabb,
) -> GameResult {
    let view = camera.world_to_screen();
    let px_per_unit = camera.pixels_per_unit();
    let (vmin, vmax) = camera.visible_world();
    let w = theme.line_px * 1.5;
    let mut mb = MeshBuilder::new();
    let mut any = false;
    let to_s = |p: Vec2| view.transform_point2(p);
    let mut labels: Vec<PendingLabel> = Vec::new();
    // Every line drawn, in pixels, so labels can keep off them.
    let mut strokes: Vec<(Vec2, Vec2)> = Vec::new();
    for item in &sketch.items {
        match item {
            Item::Band {
                point,
                normal,
                half_width,
                role,
            } => {
                // Guides (a capsule's band) stay lighter than the slabs.
                let strength = if *role == Role::Guide { 0.7 } else { 1.0 };
                any |= paint_band(
                    &mut mb,
                    &view,
                    px_per_unit,
                    (*point, *normal, *half_width),
                    role_color(theme, *role),
                    strength,
                    &theme.band,
                    (vmin, vmax),
                )?;
            }
            Item::Line { point, dir, role } => {
                any |= line(
                    &mut mb,
                    &mut strokes,
                    &view,
                    clip_line(*point, *dir, (f32::NEG_INFINITY, f32::INFINITY), vmin, vmax),
                    w,
                    role_color(theme, *role),
                )?;
            }
            Item::HalfLine { origin, dir, role } => {
                let width = if *role == Role::Behind {
                    theme.line_px
                } else {
                    w
                };
                any |= line(
                    &mut mb,
                    &mut strokes,
                    &view,
                    clip_line(*origin, *dir, (0.0, f32::INFINITY), vmin, vmax),
                    width,
                    role_color(theme, *role),
                )?;
            }
            Item::Segment { a, b, role } => {
                let width = if matches!(role, Role::SlabX | Role::SlabY) {
                    w * 1.8
                } else {
                    w
                };
                any |= line(
                    &mut mb,
                    &mut strokes,
                    &view,
                    Some((*a, *b)),
                    width,
                    role_color(theme, *role),
                )?;
            }
            Item::Polygon { points, role } => {
                let pts = points.iter().map(|p| to_s(*p)).collect();
                any |= outline(&mut mb, &mut strokes, pts, *role, w, theme)?;
            }
            Item::Circle {
                center,
                radius,
                role,
            } => {
                if *radius * px_per_unit > 0.5 {
                    let pts = circle_outline(*center, *radius)
                        .into_iter()
                        .map(to_s)
                        .collect();
                    any |= outline(&mut mb, &mut strokes, pts, *role, w, theme)?;
                }
            }
            Item::Capsule { a, b, radius, role } => {
                let pts = capsule_outline(*a, *b, *radius)
                    .into_iter()
                    .map(to_s)
                    .collect();
                any |= outline(&mut mb, &mut strokes, pts, *role, w, theme)?;
            }
            Item::Arrow { from, to, role } => {
                let (a, b) = (to_s(*from), to_s(*to));
                let d = (b - a).normalize_or_zero();
                if d != Vec2::ZERO {
                    let c = role_color(theme, *role);
                    strokes.push((a, b));
                    mb.line(&[a, b], w, c)?;
                    let back = b - d * HEAD_PX;
                    let side = d.perp() * HEAD_PX * 0.5;
                    mb.polygon(DrawMode::fill(), &[b, back + side, back - side], c)?;
                    any = true;
                }
            }
            Item::Marker {
                at,
                kind,
                across,
                label,
                role,
            } => {
                let c = role_color(theme, *role);
                let p = to_s(*at);
                if !p.is_finite() {
                    continue;
                }
                match kind {
                    FigureMark::Filled => {
                        mb.circle(DrawMode::fill(), p, FILLED_R * px_per_unit, 0.2, c)?
                    }
                    FigureMark::Ring => {
                        mb.circle(DrawMode::stroke(w), p, RING_R * px_per_unit, 0.2, c)?
                    }
                    FigureMark::Dot => {
                        mb.circle(DrawMode::fill(), p, DOT_R * px_per_unit, 0.2, c)?
                    }
                    FigureMark::Tick => {
                        let n = view.transform_vector2(across.perp()).normalize_or_zero()
                            * TICK_HALF
                            * px_per_unit;
                        strokes.push((p - n, p + n));
                        mb.line(&[p - n, p + n], w, c)?
                    }
                };
                any = true;
                if !label.is_empty() {
                    labels.push(PendingLabel {
                        anchor: p,
                        preferred: label_spot(*at, *kind, *across, *role, &view) - p,
                        clearance: marker_radius(*kind) * px_per_unit,
                        text: hitlab::screens::words::raylab::label(label),
                        color: c,
                        rank: role.label_rank(),
                    });
                }
            }
        }
    }
    if any {
        let mesh = Mesh::from_data(ctx, mb.build());
        canvas.draw(&mesh, DrawParam::default());
    }
    draw_labels(ctx, canvas, labels, &strokes, area, theme, texts, label_px)
}

/// How far a marker reaches round its point, world units.
fn marker_radius(kind: FigureMark) -> f32 {
    match kind {
        FigureMark::Filled => FILLED_R,
        FigureMark::Ring => RING_R,
        FigureMark::Dot => DOT_R,
        FigureMark::Tick => TICK_HALF,
    }
}

/// A shape's closed outline (screen pixels), drawn and kept as strokes;
/// false if it has too few points to draw.
fn outline(
    mb: &mut MeshBuilder,
    strokes: &mut Vec<(Vec2, Vec2)>,
    points: Vec<Vec2>,
    role: Role,
    width: f32,
    theme: &Theme,
) -> GameResult<bool> {
    if points.len() < 3 || points.iter().any(|p| !p.is_finite()) {
        return Ok(false);
    }
    for (i, &a) in points.iter().enumerate() {
        strokes.push((a, points[(i + 1) % points.len()]));
    }
    mb.polygon(
        DrawMode::stroke(width * shape_weight(role)),
        &points,
        role_color(theme, role),
    )?;
    Ok(true)
}

/// Hit shapes are drawn heavier so a projected hit is unmistakable.
fn shape_weight(role: Role) -> f32 {
    if role == Role::Touched { 1.6 } else { 1.0 }
}

fn line(
    mb: &mut MeshBuilder,
    strokes: &mut Vec<(Vec2, Vec2)>,
    view: &Affine2,
    span: Option<(Vec2, Vec2)>,
    width: f32,
    color: Color,
) -> GameResult<bool> {
    let Some((a, b)) = span else { return Ok(false) };
    let (a, b) = (view.transform_point2(a), view.transform_point2(b));
    if a.distance_squared(b) < 0.25 || !a.is_finite() || !b.is_finite() {
        return Ok(false);
    }
    strokes.push((a, b));
    mb.line(&[a, b], width, color)?;
    Ok(true)
}

/// The spot a marker's label prefers (screen pixels): slab ticks on their
/// bar's side of the ray, entries up and to the right, exits down and right.
/// The label pass keeps the direction and moves the label off anything it covers.
fn label_spot(at: Vec2, kind: FigureMark, across: Vec2, role: Role, view: &Affine2) -> Vec2 {
    let offset = match (kind, role) {
        (FigureMark::Tick, Role::SlabX) => across.perp() * 0.62,
        (FigureMark::Tick, Role::SlabY) => -across.perp() * 0.62,
        (FigureMark::Tick, _) => across.perp() * 0.55,
        (FigureMark::Ring, _) => Vec2::new(0.45, -0.35),
        _ => Vec2::new(0.45, 0.35),
    };
    view.transform_point2(at + offset)
}

/// The outline of a circle, fine enough that no side is a visible pixel off.
fn circle_outline(center: Vec2, r: f32) -> Vec<Vec2> {
    let steps = 72;
    (0..steps)
        .map(|k| center + Vec2::from_angle(std::f32::consts::TAU * k as f32 / steps as f32) * r)
        .collect()
}

/// The outline of a capsule: half circles round both ends joined by its sides.
fn capsule_outline(a: Vec2, b: Vec2, r: f32) -> Vec<Vec2> {
    let u = (b - a).normalize_or(Vec2::X);
    let n = u.perp();
    let mut pts = Vec::with_capacity(50);
    let steps = 24;
    for (center, start) in [(b, -n), (a, n)] {
        for k in 0..=steps {
            let angle = std::f32::consts::PI * k as f32 / steps as f32;
            pts.push(center + Vec2::from_angle(angle).rotate(start) * r);
        }
    }
    pts
}
