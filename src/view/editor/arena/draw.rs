//! Draws the draft on the field: the grid, obstacles and targets as the
//! shooter draws them (its own functions), the plane's start, the
//! selection, the parts with a problem ringed and labelled with the
//! loader's words, and the numbers beside a dragged part.

use std::sync::Arc;

use ggez::graphics::{Canvas, DrawMode, Rect};
use ggez::{Context, GameResult};
use glam::{Affine2, Vec2};

use hitlab::camera::Camera;
use hitlab::editor::arena::{ArenaEditor, Part, ShapeDraft, reach};
use hitlab::geom::TriMesh;
use hitlab::modes::shooter::Target;
use hitlab::modes::shooter::shapes::shape_mesh;
use hitlab::modes::shooter::tuning::PLANE_OUTLINE;
use hitlab::screens::labels::{LabelBox, place};
use hitlab::screens::words::arena_editor as words;

use crate::view::paint::{self, with_alpha};
use crate::view::screen::Style;
use crate::view::shooter::draw::{Painter, arena_border, fan, obstacle_shape, target_shape};
use crate::view::text::{Face, TextCache};

/// Grid lines closer than this many pixels are not drawn: they would grey
/// the field out.
const MIN_GRID_PX: f32 = 6.0;
/// How opaque the grid's lines are: there to line up by, not to read.
const GRID_ALPHA: f32 = 0.12;
/// Pixels between a part's edge and its label.
const LABEL_GAP_PX: f32 = 6.0;
/// Pixels from a part's reach out to its handles, and their grab radius:
/// clear of the rings round the part, big enough to hit.
const HANDLE_PX: f32 = 16.0;
/// The handles' dots, pixels.
const HANDLE_DOT_PX: f32 = 6.0;

/// The handles' distance out (and grab radius) in world units at this zoom.
#[must_use]
pub fn handle_gap(camera: &Camera) -> f64 {
    f64::from(HANDLE_PX / camera.pixels_per_unit())
}

/// How opaque the backing under a problem's words is: enough to read them,
/// with the shapes under it still seen.
const LABEL_BACKING: f32 = 0.85;

/// The targets' tessellated shapes, each rebuilt only when its shape
/// changes (a letter's glyph costs a font lookup and a triangulation).
#[derive(Default)]
pub struct Meshes {
    built: Vec<(ShapeDraft, Option<Arc<TriMesh>>)>,
}

impl Meshes {
    fn get(&mut self, index: usize, shape: &ShapeDraft) -> Option<Arc<TriMesh>> {
        if self.built.len() <= index {
            self.built.resize_with(index + 1, || {
                let nothing = ShapeDraft::Letter {
                    character: String::new(),
                    height: 0.0,
                };
                (nothing, None)
            });
        }
        let (known, mesh) = &mut self.built[index];
        if known != shape {
            *mesh = shape.spec().and_then(|s| shape_mesh(&s).ok()).map(Arc::new);
            *known = shape.clone();
        }
        mesh.clone()
    }
}

fn point(at: [f64; 2]) -> Vec2 {
    #[allow(clippy::cast_possible_truncation)] // world units, f32 once loaded
    Vec2::new(at[0] as f32, at[1] as f32)
}

/// Draws the field and everything on it.
pub fn field(
    ctx: &mut Context,
    canvas: &mut Canvas,
    style: &Style,
    camera: &Camera,
    editor: &ArenaEditor,
    meshes: &mut Meshes,
) -> GameResult {
    let theme = &style.theme;
    let line = theme.line_px;
    let draft = editor.draft();
    let mut p = Painter::new(camera.world_to_screen(), camera.pixels_per_unit());
    let half = point(draft.size) / 2.0;
    if editor.grid() {
        grid(&mut p, half, with_alpha(theme.dim_text, GRID_ALPHA))?;
    }
    for obstacle in &draft.obstacles {
        obstacle_shape(&mut p, &obstacle.spec(), theme.miss, theme.outline, line)?;
    }
    for (i, target) in draft.targets.iter().enumerate() {
        let spec = target.spec();
        match (spec, meshes.get(i, &target.shape)) {
            (Some(spec), Some(mesh)) => {
                target_shape(&mut p, &Target::new(&spec, mesh), style, false, false)?;
            }
            // A shape the loader refuses has no outline: its reach shows
            // where it stands.
            _ => {
                let r = reach(draft, Part::Target(i)) as f32;
                p.circle(
                    point(target.position),
                    r.max(0.2),
                    DrawMode::stroke(line),
                    theme.dim_text,
                )?;
            }
        }
        // Its spin reach, faintly: what the loader's overlap checks measure.
        let r = reach(draft, Part::Target(i)) as f32;
        p.circle(
            point(target.position),
            r,
            DrawMode::stroke(1.0),
            with_alpha(theme.dim_text, 0.5),
        )?;
    }
    let plane = Affine2::from_angle_translation(
        (draft.plane.heading_deg as f32).to_radians(),
        point(draft.plane.position),
    );
    let outline: Vec<Vec2> = PLANE_OUTLINE
        .iter()
        .map(|&v| plane.transform_point2(v))
        .collect();
    p.triangles(&fan(&outline), theme.accent)?;
    p.ring(&outline, line, theme.outline)?;
    // A problem's ring outside the selection's, so a selected part with a
    // problem shows both.
    if let Some(part) = editor.selected() {
        ring(&mut p, editor, part, theme.accent, line, 0.0, None)?;
        // The handles: turn (on a line from the centre, the way the part
        // faces) and size.
        let centre = point(draft.centre(part).unwrap_or_default());
        if let Some(handles) = editor.handles(handle_gap(camera)) {
            if let Some(turn) = handles.turn {
                p.line(centre, point(turn), 1.0, theme.accent)?;
                p.circle_px(point(turn), HANDLE_DOT_PX, DrawMode::fill(), theme.accent)?;
            }
            if let Some(size) = handles.size {
                let dot = DrawMode::stroke(line);
                p.circle_px(point(size), HANDLE_DOT_PX, dot, theme.accent)?;
            }
        }
    }
    // A problem's ring is dashed: it differs from the selection's by
    // pattern as well as colour.
    for problem in editor.problems() {
        if let Some(part) = problem.part {
            let dash = Some([4.0 * line, 2.0 * line]);
            ring(
                &mut p,
                editor,
                part,
                theme.hit,
                line * 1.5,
                2.5 * line,
                dash,
            )?;
        }
    }
    arena_border(&mut p, half * 2.0, line, theme.dim_text)?;
    p.finish(ctx, canvas);
    Ok(())
}

/// The loader's words beside each part with a problem (its first), and the
/// numbers beside the part being dragged.
pub fn labels(
    ctx: &Context,
    canvas: &mut Canvas,
    style: &Style,
    camera: &Camera,
    editor: &ArenaEditor,
    texts: &mut TextCache,
    field: Rect,
) -> GameResult {
    let to_screen = camera.world_to_screen();
    let px = style.px(0.8);
    let below = |part: Part| {
        let centre = point(editor.draft().centre(part).unwrap_or_default());
        let r = reach(editor.draft(), part) as f32;
        // The world's y points up: the disk's lowest point is its
        // smallest y.
        to_screen.transform_point2(centre - Vec2::new(r, r)) + Vec2::new(0.0, LABEL_GAP_PX)
    };
    // Each part's first problem, measured where it asks to stand, then
    // placed so that no label covers a neighbour's.
    let mut told = Vec::new();
    let mut labels = Vec::new();
    let pad = px * 0.25;
    for problem in editor.problems() {
        let Some(part) = problem.part.filter(|p| !told.contains(p)) else {
            continue;
        };
        told.push(part);
        // Within the field (the panel beside it would cover the words):
        // moved left where the part stands near its right edge.
        let width = (px * 30.0).min(field.w - 2.0 * LABEL_GAP_PX).max(px);
        let mut at = below(part);
        at.x =
            at.x.min(field.x + field.w - LABEL_GAP_PX - width)
                .max(field.x);
        let size = texts
            .wrapped(ctx, Face::Ui, &problem.message, px, width)?
            .measure(ctx)?;
        // A label taller than the room under its part (large text) is
        // raised until it ends on the field, over the part if need be.
        let field_bottom = field.y + field.h;
        let y = at.y.min(field_bottom - pad - size.y).max(field.y + pad);
        let wanted = LabelBox {
            x: at.x - pad,
            y: y - pad,
            w: size.x + 2.0 * pad,
            h: size.y + 2.0 * pad,
        };
        labels.push((&problem.message, width, wanted));
    }
    let wanted: Vec<LabelBox> = labels.iter().map(|(_, _, b)| *b).collect();
    let placed = place(&wanted, field.y + field.h, LABEL_GAP_PX * 0.5);
    for ((message, width, _), spot) in labels.into_iter().zip(placed) {
        // On a backing of the background, so the words read over the
        // shapes and the grid under them.
        let backing = Rect::new(spot.x, spot.y, spot.w, spot.h);
        paint::fill_rect(
            canvas,
            backing,
            with_alpha(style.theme.background, LABEL_BACKING),
        );
        texts.draw_wrapped(
            ctx,
            canvas,
            Face::Ui,
            message,
            px,
            width,
            Vec2::new(spot.x + pad, spot.y + pad),
            style.theme.hit,
        )?;
    }
    if let Some(part) = editor.dragging() {
        let at = editor.draft().centre(part).unwrap_or_default();
        let r = reach(editor.draft(), part) as f32;
        let pos =
            to_screen.transform_point2(point(at) + Vec2::new(r, r)) + Vec2::new(LABEL_GAP_PX, -px);
        texts.draw(canvas, &words::dragging(at), px, pos, style.theme.accent);
    }
    Ok(())
}

/// A ring round `part`, `out_px` pixels further out than its reach, solid
/// or in `dash` (pixels of line and of gap).
fn ring(
    p: &mut Painter,
    editor: &ArenaEditor,
    part: Part,
    colour: ggez::graphics::Color,
    px: f32,
    out_px: f32,
    dash: Option<[f32; 2]>,
) -> GameResult {
    let Some(centre) = editor.draft().centre(part) else {
        return Ok(());
    };
    let r = reach(editor.draft(), part) as f32 + (4.0 + out_px) / p.px_per_unit;
    match dash {
        Some(dash) => p.dashed_circle(point(centre), r, px, colour, dash),
        None => p.circle(point(centre), r, DrawMode::stroke(px), colour),
    }
}

/// The snap grid's lines over the field, at every grid step while they
/// stand far enough apart, else at whole units, else none.
fn grid(p: &mut Painter, half: Vec2, colour: ggez::graphics::Color) -> GameResult {
    #[allow(clippy::cast_possible_truncation)]
    let grid = hitlab::editor::arena::GRID as f32;
    let step = [grid, 1.0, 5.0]
        .into_iter()
        .find(|s| s * p.px_per_unit >= MIN_GRID_PX);
    let Some(step) = step else { return Ok(()) };
    let mut x = (-half.x / step).ceil() * step;
    while x <= half.x {
        p.line(Vec2::new(x, -half.y), Vec2::new(x, half.y), 1.0, colour)?;
        x += step;
    }
    let mut y = (-half.y / step).ceil() * step;
    while y <= half.y {
        p.line(Vec2::new(-half.x, y), Vec2::new(half.x, y), 1.0, colour)?;
        y += step;
    }
    Ok(())
}
