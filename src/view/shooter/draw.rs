//! Draws the arena in world units through the camera: obstacles, targets
//! (exactly their hit-test triangles), plane, aim line, markers and shards,
//! and the debug overlay. The shells are one draw of their own (`shells`).

use ggez::graphics::{Canvas, Color, DrawMode, DrawParam, Mesh, MeshBuilder};
use ggez::{Context, GameResult};
use glam::{Affine2, Vec2};

use hitlab::camera::Camera;
use hitlab::levels::arena::ObstacleSpec;
use hitlab::modes::shooter::effects::flash_shown;
use hitlab::modes::shooter::tuning::{PLANE_OUTLINE, plane_radius};
use hitlab::modes::shooter::{MissTrace, Plane, ShooterGame, Target};

use super::marker_sprites::{MARKER_PX, MarkerSprites};
use crate::view::paint::{self, faded, mix, with_alpha};
use crate::view::screen::Style;
use crate::view::text::{Face, TextCache};
use crate::view::theme::Theme;

/// The radius of the marks at the ends of the last miss's P→P', at least:
/// the projector theme's thicker lines make them larger (twice the line).
const MISS_END_PX: f32 = 5.0;
/// Pixels between an end mark of P→P' and its label.
const MISS_LABEL_GAP_PX: f32 = 3.0;

/// Pixels of background drawn round the plane (and its finder ring), so the
/// shells under it never touch its outline.
const PLANE_HALO_PX: f32 = 3.0;
/// A plane drawn less than this many pixels across (the storm's, about 10)
/// gets a ring this wide round it, so the eye finds it among the shells.
const PLANE_FINDER_PX: f32 = 28.0;

/// A mesh builder in screen pixels fed with world points.
pub struct Painter {
    pub builder: MeshBuilder,
    pub to_screen: Affine2,
    pub px_per_unit: f32,
    /// True once something was added (ggez refuses an empty mesh).
    pub used: bool,
}

impl Painter {
    pub fn new(to_screen: Affine2, px_per_unit: f32) -> Self {
        Self {
            builder: MeshBuilder::new(),
            to_screen,
            px_per_unit,
            used: false,
        }
    }

    fn s(&self, p: Vec2) -> Vec2 {
        self.to_screen.transform_point2(p)
    }

    /// A line between world points, `px` pixels wide; skipped if it would not show.
    pub fn line(&mut self, a: Vec2, b: Vec2, px: f32, color: Color) -> GameResult {
        let (a, b) = (self.s(a), self.s(b));
        if a.is_finite() && b.is_finite() && a.distance(b) > 0.5 {
            self.builder.line(&[a, b], px, color)?;
            self.used = true;
        }
        Ok(())
    }

    /// A dashed path through screen points (see [`paint::dashes`]).
    pub fn dashed_px(
        &mut self,
        points: &[Vec2],
        closed: bool,
        px: f32,
        color: Color,
        [dash, gap]: [f32; 2],
    ) -> GameResult {
        if points.iter().all(|p| p.is_finite()) {
            for [a, b] in paint::dashes(points, closed, dash, gap) {
                if a.distance(b) > 0.5 {
                    self.builder.line(&[a, b], px, color)?;
                    self.used = true;
                }
            }
        }
        Ok(())
    }

    /// A dashed line between world points.
    pub fn dashed_line(
        &mut self,
        a: Vec2,
        b: Vec2,
        px: f32,
        color: Color,
        dash: [f32; 2],
    ) -> GameResult {
        let ends = [self.s(a), self.s(b)];
        self.dashed_px(&ends, false, px, color, dash)
    }

    /// A dashed circle with a radius in world units.
    pub fn dashed_circle(
        &mut self,
        centre: Vec2,
        radius: f32,
        px: f32,
        color: Color,
        dash: [f32; 2],
    ) -> GameResult {
        let path = paint::circle_path(self.s(centre), radius * self.px_per_unit);
        self.dashed_px(&path, true, px, color, dash)
    }

    /// A closed outline through world points.
    pub fn ring(&mut self, points: &[Vec2], px: f32, color: Color) -> GameResult {
        for (i, &p) in points.iter().enumerate() {
            self.line(p, points[(i + 1) % points.len()], px, color)?;
        }
        Ok(())
    }

    /// Filled triangles given in world points.
    pub fn triangles(&mut self, corners: &[Vec2], color: Color) -> GameResult {
        if corners.len() >= 3 && corners.iter().all(|p| p.is_finite()) {
            let screen: Vec<Vec2> = corners.iter().map(|&p| self.s(p)).collect();
            self.builder.triangles(&screen, color)?;
            self.used = true;
        }
        Ok(())
    }

    /// A circle at a world point with a radius in pixels.
    pub fn circle_px(
        &mut self,
        center: Vec2,
        radius_px: f32,
        mode: DrawMode,
        color: Color,
    ) -> GameResult {
        let c = self.s(center);
        if c.is_finite() && radius_px > 0.1 {
            self.builder.circle(mode, c, radius_px, 0.3, color)?;
            self.used = true;
        }
        Ok(())
    }

    /// A circle with a radius in world units.
    pub fn circle(
        &mut self,
        center: Vec2,
        radius: f32,
        mode: DrawMode,
        color: Color,
    ) -> GameResult {
        self.circle_px(center, radius * self.px_per_unit, mode, color)
    }

    pub fn finish(self, ctx: &mut Context, canvas: &mut Canvas) {
        if self.used {
            let mesh = Mesh::from_data(ctx, self.builder.build());
            canvas.draw(&mesh, DrawParam::default());
        }
    }
}

/// Draws everything that lives in the world.
pub fn world(
    ctx: &mut Context,
    canvas: &mut Canvas,
    style: &Style,
    camera: &Camera,
    game: &ShooterGame,
    markers: &mut MarkerSprites,
    texts: &mut TextCache,
) -> GameResult {
    let theme = &style.theme;
    let line = theme.line_px;
    let mut p = Painter::new(camera.world_to_screen(), camera.pixels_per_unit());
    for obstacle in game.obstacles() {
        obstacle_shape(&mut p, obstacle, theme.miss, theme.outline, line)?;
    }
    for (index, target) in game.targets.iter().enumerate() {
        if target.is_alive() {
            target_shape(
                &mut p,
                target,
                style,
                game.debug,
                game.selected == Some(index),
            )?;
        }
    }
    for shard in &game.shards {
        let piece = shard.shown(style.motion);
        let colour = faded(theme.target_fill(piece.colour), piece.strength);
        if style.motion.animated() {
            p.triangles(&piece.corners, colour)?;
        } else {
            // Still, where the target stood: its pieces outlined with
            // nothing inside, a crack pattern that reads as broken, not as
            // a (worn) target still up.
            p.ring(&piece.corners, line, colour)?;
        }
    }
    // The aim line: a ray into the arena, ringed where a shell fired now
    // would stop by the round's test (the core predicts it: `aim`).
    let muzzle = game.plane.muzzle();
    match game.aim() {
        Some(aim) => {
            p.line(muzzle, aim.point, theme.aim_px, theme.aim)?;
            p.circle_px(
                aim.point,
                MARKER_PX * 0.6,
                DrawMode::stroke(line),
                theme.accent,
            )?;
        }
        None => {
            if let Some(exit) = game.aim_exit() {
                p.line(muzzle, exit, theme.aim_px, theme.aim_idle)?;
            }
        }
    }
    // The shells themselves are one draw (`shells::ShellSprites`); the
    // debug overlay adds each one's step.
    if game.debug {
        for (&from, &to) in game.shells.previous().iter().zip(game.shells.positions()) {
            p.line(from, to, line, theme.ghost)?;
        }
    }
    let plane: Vec<Vec2> = PLANE_OUTLINE
        .iter()
        .map(|&v| game.plane.model().transform_point2(v))
        .collect();
    // A halo of the background round the plane parts it from the shells
    // under it (the storm's 100,000 are a grey noise it is lost in) ...
    p.ring(&plane, line + 2.0 * PLANE_HALO_PX, theme.background)?;
    p.triangles(&fan(&plane), theme.accent)?;
    p.ring(&plane, line, theme.outline)?;
    // ... and a plane drawn smaller than a glance finds gets a ring round
    // it, haloed too, at the size of a small one.
    let across = 2.0 * plane_radius() * p.px_per_unit;
    if across < PLANE_FINDER_PX {
        let centre = game.plane.position;
        let radius = PLANE_FINDER_PX / 2.0 + PLANE_HALO_PX;
        let halo = DrawMode::stroke(line + 2.0 * PLANE_HALO_PX);
        p.circle_px(centre, radius, halo, theme.background)?;
        p.circle_px(centre, radius, DrawMode::stroke(line), theme.accent)?;
    }
    // The border last, so no halo or shape drawn near it hides its line.
    arena_border(&mut p, game.arena().size, line, theme.dim_text)?;
    // The markers are sprites, one instanced draw per shape, over the
    // world so far; the last miss's trace and the debug dots go over them.
    p.finish(ctx, canvas);
    markers.draw(ctx, canvas, camera, &game.markers, theme, style.motion)?;
    let mut p = Painter::new(camera.world_to_screen(), camera.pixels_per_unit());
    if let Some(trace) = &game.last_miss {
        miss_trace(&mut p, trace, trace.world, theme, line)?;
    }
    if game.debug {
        for target in game.targets.iter().filter(|t| t.is_alive()) {
            if let Some(hit) = target.last_hit {
                p.circle_px(hit.world_point, 3.0, DrawMode::fill(), theme.hit)?;
            }
        }
    }
    p.finish(ctx, canvas);
    if let Some(trace) = &game.last_miss {
        let to_screen = camera.world_to_screen();
        let px = style.px(0.8);
        miss_labels(ctx, canvas, texts, style, trace, trace.world, to_screen, px)?;
    }
    Ok(())
}

/// How much of the plane's fill and line the ghost keeps: enough to follow,
/// faint enough never to be taken for the player's own.
const GHOST_FILL_ALPHA: f32 = 0.22;
const GHOST_LINE_ALPHA: f32 = 0.5;

/// The best round's plane at this step (the ghost): the player's shape,
/// faint, with no aim line or finder ring.
pub fn ghost(
    ctx: &mut Context,
    canvas: &mut Canvas,
    style: &Style,
    camera: &Camera,
    plane: &Plane,
) -> GameResult {
    let theme = &style.theme;
    let mut p = Painter::new(camera.world_to_screen(), camera.pixels_per_unit());
    let outline: Vec<Vec2> = PLANE_OUTLINE
        .iter()
        .map(|&v| plane.model().transform_point2(v))
        .collect();
    p.triangles(&fan(&outline), with_alpha(theme.accent, GHOST_FILL_ALPHA))?;
    p.ring(
        &outline,
        theme.line_px,
        with_alpha(theme.outline, GHOST_LINE_ALPHA),
    )?;
    p.finish(ctx, canvas);
    Ok(())
}

/// The last missed shell's step from P (a ring) to P' (a dot), `ends` in
/// the painter's space (the world, or the inset's local space), in the
/// colour of the test that would have caught it, and in its pattern too: a
/// tip miss (the swept test would have caught it) solid, a spin miss (the
/// spin test would have) dashed. It lasts until the next miss or a new
/// round.
pub fn miss_trace(
    p: &mut Painter,
    trace: &MissTrace,
    ends: [Vec2; 2],
    theme: &Theme,
    line: f32,
) -> GameResult {
    let colour = miss_colour(trace, theme);
    let [from, to] = ends;
    let radius = miss_end_px(theme);
    if trace.spin {
        let dash = [4.0 * line, 2.5 * line];
        p.dashed_line(from, to, line * 1.5, colour, dash)?;
    } else {
        p.line(from, to, line * 1.5, colour)?;
    }
    p.circle_px(from, radius, DrawMode::stroke(line), colour)?;
    p.circle_px(to, radius, DrawMode::fill(), colour)
}

/// The colour of a miss's trace: the test that would have caught it.
fn miss_colour(trace: &MissTrace, theme: &Theme) -> Color {
    if trace.spin { theme.spin } else { theme.ghost }
}

fn miss_end_px(theme: &Theme) -> f32 {
    MISS_END_PX.max(theme.line_px * 2.0)
}

/// The labels "P" and "P'" the captions speak of, beside the ends of the
/// last miss's trace (`ends` mapped by `to_screen`): each set outside its
/// end mark along the trace, P behind where the shell started and P' past
/// where it ended, so neither covers the step nor the tip it crossed.
#[allow(clippy::too_many_arguments)]
pub fn miss_labels(
    ctx: &Context,
    canvas: &mut Canvas,
    texts: &mut TextCache,
    style: &Style,
    trace: &MissTrace,
    ends: [Vec2; 2],
    to_screen: Affine2,
    px: f32,
) -> GameResult {
    let theme = &style.theme;
    let [a, b] = ends.map(|e| to_screen.transform_point2(e));
    if !(a.is_finite() && b.is_finite()) {
        return Ok(());
    }
    let along = (b - a).try_normalize().unwrap_or(Vec2::X);
    let face = theme.value_face(Face::Ui);
    let reach = miss_end_px(theme) + MISS_LABEL_GAP_PX;
    for (label, end, out) in [("P", a, -along), ("P'", b, along)] {
        let size = texts.measure_in(ctx, face, label, px)?;
        // Half the label's extent in the direction it is pushed out.
        let half = out.x.abs() * size.x / 2.0 + out.y.abs() * size.y / 2.0;
        let centre = end + out * (reach + half);
        let at = centre - size / 2.0;
        texts.draw_in(canvas, face, label, px, at, miss_colour(trace, theme));
    }
    Ok(())
}

/// The arena's border: a rectangle of `size` about the origin, as the
/// shooter and the arena editor draw it.
pub(crate) fn arena_border(p: &mut Painter, size: Vec2, line: f32, colour: Color) -> GameResult {
    let half = size / 2.0;
    p.ring(
        &[
            Vec2::new(-half.x, -half.y),
            Vec2::new(half.x, -half.y),
            half,
            Vec2::new(-half.x, half.y),
        ],
        line,
        colour,
    )
}

/// A fan of triangles over a convex-enough polygon (the plane).
pub(crate) fn fan(points: &[Vec2]) -> Vec<Vec2> {
    let center = points.iter().copied().sum::<Vec2>() / points.len().max(1) as f32;
    (0..points.len())
        .flat_map(|i| [center, points[i], points[(i + 1) % points.len()]])
        .collect()
}

pub(crate) fn target_shape(
    p: &mut Painter,
    target: &Target,
    style: &Style,
    debug: bool,
    selected: bool,
) -> GameResult {
    let theme = &style.theme;
    let model = target.model();
    let flash = flash_shown(target, style.motion);
    let worn = target.damage as f32 / target.hits_to_break.max(1) as f32;
    let base = mix(
        theme.target_fill(target.colour),
        theme.background,
        0.45 * worn,
    );
    let fill = mix(base, theme.target.flash, flash);
    let corners: Vec<Vec2> = target
        .mesh
        .vertices()
        .map(|v| model.transform_point2(v))
        .collect();
    if theme.target.outline_px > 0.0 {
        // Every triangle's edges, stroked twice as wide as the outline, then
        // the fill over them: inner edges are covered, and what is left is
        // the outline just outside the shape, even at a thin tip.
        for tri in corners.chunks_exact(3) {
            p.ring(tri, 2.0 * theme.target.outline_px, theme.target.outline)?;
        }
    }
    p.triangles(&corners, fill)?;
    if debug {
        let edge = with_alpha(theme.background, 0.8);
        for tri in corners.chunks_exact(3) {
            p.ring(tri, 1.0, edge)?;
        }
        let disk = target.bounding_disk();
        p.circle(
            disk.center,
            disk.radius,
            DrawMode::stroke(1.0),
            theme.dim_text,
        )?;
        p.circle_px(target.position, 3.0, DrawMode::fill(), theme.dim_text)?;
    }
    if selected {
        let disk = target.bounding_disk();
        p.circle(
            disk.center,
            disk.radius,
            DrawMode::stroke(style.theme.line_px),
            theme.accent,
        )?;
    }
    Ok(())
}

pub(crate) fn obstacle_shape(
    p: &mut Painter,
    obstacle: &ObstacleSpec,
    fill: Color,
    outline: Color,
    line: f32,
) -> GameResult {
    match obstacle {
        ObstacleSpec::Rect(obb) => {
            let corners = obb.corners();
            p.triangles(
                &[
                    corners[0], corners[1], corners[2], corners[0], corners[2], corners[3],
                ],
                fill,
            )?;
            p.ring(&corners, line, outline)
        }
        ObstacleSpec::Disk(disk) => {
            p.circle(disk.center, disk.radius, DrawMode::fill(), fill)?;
            p.circle(disk.center, disk.radius, DrawMode::stroke(line), outline)
        }
    }
}
