//! Target outlines, tessellated once into triangles with lyon.
//!
//! Every target is a set of triangles, and a shell is tested against those
//! triangles in the target's initial pose (docs/collision.md, "Containment").
//! Each outline (star, crescent moon, ellipse, a glyph of the shipped font)
//! becomes a lyon path, lyon's fill tessellator turns it into triangles, and
//! those same triangles are drawn and tested.
//! The triangles go to [`TriMesh::new`] as lyon leaves them: the mesh is
//! where slivers are dropped (by an area relative to the triangle's size, so
//! a small glyph loses no more than a large one) and every triangle turned
//! counter-clockwise, for every mesh alike.

use std::f32::consts::{PI, TAU};

use glam::Vec2;
use lyon::math::point;
use lyon::path::Path;
use lyon::tessellation::{BuffersBuilder, FillOptions, FillTessellator, FillVertex, VertexBuffers};

use crate::geom::{MeshError, TriMesh, Triangle};
use crate::levels::arena::ShapeSpec;
use crate::levels::arena::font as arena_font;

/// How far (world units at scale 1) a tessellated curve may stray from the
/// true glyph curve: well under a pixel at any sensible zoom.
const CURVE_TOLERANCE: f32 = 0.005;
/// Sides per arc of the moon's two circles.
const MOON_ARC_SEGMENTS: usize = 32;

/// Why a target's shape could not be built.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum ShapeError {
    /// The shipped font has no glyph for this character.
    #[error("the font has no glyph for {0:?}")]
    NoGlyph(char),
    #[error("the letter font is not a TrueType/OpenType font")]
    /// The font data is not a font.
    BadFont,
    #[error("the outline could not be tessellated: {0}")]
    /// lyon could not tessellate the outline (its message).
    Tessellation(String),
    #[error("the outline has no area")]
    /// Tessellation left no triangle with any area.
    Empty,
    #[error("the triangles do not make a mesh: {0}")]
    /// The triangles were refused as a mesh.
    Mesh(MeshError),
}

impl From<MeshError> for ShapeError {
    /// No triangles, or only slivers, is an outline without area, whatever
    /// step found it.
    fn from(error: MeshError) -> Self {
        match error {
            MeshError::Empty | MeshError::AllDegenerate { .. } => Self::Empty,
            other => Self::Mesh(other),
        }
    }
}

/// Tessellates `shape` into the mesh its target is drawn and tested with
/// (local frame, centred on the origin, scale 1); a letter is a glyph of the
/// game's embedded font.
pub fn shape_mesh(shape: &ShapeSpec) -> Result<TriMesh, ShapeError> {
    shape_mesh_in(shape, arena_font::font())
}

/// [`shape_mesh`], letters in `font` (`None`: it could not be parsed).
fn shape_mesh_in(
    shape: &ShapeSpec,
    font: Option<&ttf_parser::Face<'_>>,
) -> Result<TriMesh, ShapeError> {
    let path = match *shape {
        ShapeSpec::Star {
            points,
            outer_radius,
            inner_radius,
        } => polygon_path(&star_outline(points, outer_radius, inner_radius)),
        ShapeSpec::Moon {
            radius,
            cut_radius,
            cut_offset,
        } => polygon_path(&moon_outline(radius, cut_radius, cut_offset)),
        ShapeSpec::Ellipse {
            radius_x,
            radius_y,
            segments,
        } => polygon_path(&ellipse_outline(radius_x, radius_y, segments)),
        ShapeSpec::Letter { character, height } => {
            glyph_path(font.ok_or(ShapeError::BadFont)?, character, height)?
        }
    };
    Ok(TriMesh::new(tessellate(&path)?)?)
}

/// A regular star with its first tip pointing up (+y).
#[must_use]
pub fn star_outline(points: u32, outer_radius: f32, inner_radius: f32) -> Vec<Vec2> {
    let n = points.max(3) as usize * 2;
    (0..n)
        .map(|i| {
            let radius = if i % 2 == 0 {
                outer_radius
            } else {
                inner_radius
            };
            radius * Vec2::from_angle(PI / 2.0 + TAU * i as f32 / n as f32)
        })
        .collect()
}

/// A crescent: the disk of `radius` at the origin minus the disk of
/// `cut_radius` at (`cut_offset`, 0). The two horns are where the circles
/// cross, so they taper to a point.
#[must_use]
pub fn moon_outline(radius: f32, cut_radius: f32, cut_offset: f32) -> Vec<Vec2> {
    // The circles cross at x0 (from subtracting their equations), ±y0.
    let x0 =
        (radius * radius - cut_radius * cut_radius + cut_offset * cut_offset) / (2.0 * cut_offset);
    let y0 = (radius * radius - x0 * x0).max(0.0).sqrt();
    let outer_start = y0.atan2(x0);
    let cut = Vec2::new(cut_offset, 0.0);
    let inner_start = (-y0).atan2(x0 - cut_offset);
    let inner_end = y0.atan2(x0 - cut_offset) - TAU;
    let mut outline = Vec::with_capacity(2 * MOON_ARC_SEGMENTS);
    // Outer rim counter-clockwise from the upper horn round the left to the lower horn.
    for i in 0..MOON_ARC_SEGMENTS {
        let t = i as f32 / MOON_ARC_SEGMENTS as f32;
        let a = outer_start + t * (TAU - 2.0 * outer_start);
        outline.push(radius * Vec2::from_angle(a));
    }
    // The cut's rim clockwise from the lower horn back to the upper one.
    for i in 0..MOON_ARC_SEGMENTS {
        let t = i as f32 / MOON_ARC_SEGMENTS as f32;
        let a = inner_start + t * (inner_end - inner_start);
        outline.push(cut + cut_radius * Vec2::from_angle(a));
    }
    outline
}

/// An ellipse as a polygon of `segments` sides.
#[must_use]
pub fn ellipse_outline(radius_x: f32, radius_y: f32, segments: u32) -> Vec<Vec2> {
    let n = segments.max(3);
    (0..n)
        .map(|i| {
            let a = TAU * i as f32 / n as f32;
            Vec2::new(radius_x * a.cos(), radius_y * a.sin())
        })
        .collect()
}

fn polygon_path(outline: &[Vec2]) -> Path {
    let mut builder = Path::builder();
    if let Some((first, rest)) = outline.split_first() {
        builder.begin(point(first.x, first.y));
        for p in rest {
            builder.line_to(point(p.x, p.y));
        }
        builder.end(true);
    }
    builder.build()
}

/// Feeds a glyph outline (font units, y up) into a lyon path, scaled and
/// centred on the way.
struct GlyphToPath {
    builder: lyon::path::path::Builder,
    open: bool,
    scale: f32,
    center: Vec2,
}

impl GlyphToPath {
    fn map(&self, x: f32, y: f32) -> lyon::math::Point {
        let p = (Vec2::new(x, y) - self.center) * self.scale;
        point(p.x, p.y)
    }
}

impl ttf_parser::OutlineBuilder for GlyphToPath {
    fn move_to(&mut self, x: f32, y: f32) {
        if self.open {
            self.builder.end(false);
        }
        let p = self.map(x, y);
        self.builder.begin(p);
        self.open = true;
    }
    fn line_to(&mut self, x: f32, y: f32) {
        let p = self.map(x, y);
        self.builder.line_to(p);
    }
    fn quad_to(&mut self, x1: f32, y1: f32, x: f32, y: f32) {
        let (c, p) = (self.map(x1, y1), self.map(x, y));
        self.builder.quadratic_bezier_to(c, p);
    }
    fn curve_to(&mut self, x1: f32, y1: f32, x2: f32, y2: f32, x: f32, y: f32) {
        let (c1, c2, p) = (self.map(x1, y1), self.map(x2, y2), self.map(x, y));
        self.builder.cubic_bezier_to(c1, c2, p);
    }
    fn close(&mut self) {
        if self.open {
            self.builder.end(true);
            self.open = false;
        }
    }
}

/// The outline of `character`, `height` world units tall, centred on the
/// middle of its bounding box.
fn glyph_path(
    face: &ttf_parser::Face<'_>,
    character: char,
    height: f32,
) -> Result<Path, ShapeError> {
    let glyph = face
        .glyph_index(character)
        .ok_or(ShapeError::NoGlyph(character))?;
    let bbox = face
        .glyph_bounding_box(glyph)
        .ok_or(ShapeError::NoGlyph(character))?;
    let glyph_height = f32::from(bbox.y_max) - f32::from(bbox.y_min);
    if glyph_height <= 0.0 {
        return Err(ShapeError::Empty);
    }
    let mut sink = GlyphToPath {
        builder: Path::builder(),
        open: false,
        scale: height / glyph_height,
        center: Vec2::new(
            (f32::from(bbox.x_min) + f32::from(bbox.x_max)) / 2.0,
            (f32::from(bbox.y_min) + f32::from(bbox.y_max)) / 2.0,
        ),
    };
    face.outline_glyph(glyph, &mut sink)
        .ok_or(ShapeError::NoGlyph(character))?;
    if sink.open {
        sink.builder.end(true);
    }
    Ok(sink.builder.build())
}

/// Fills `path` (non-zero rule, as TrueType glyphs expect) into triangles,
/// as lyon leaves them: [`TriMesh::new`] drops the slivers and sets the
/// winding.
fn tessellate(path: &Path) -> Result<Vec<Triangle>, ShapeError> {
    let mut buffers: VertexBuffers<Vec2, u32> = VertexBuffers::new();
    let options =
        FillOptions::tolerance(CURVE_TOLERANCE).with_fill_rule(lyon::path::FillRule::NonZero);
    FillTessellator::new()
        .tessellate_path(
            path,
            &options,
            &mut BuffersBuilder::new(&mut buffers, |v: FillVertex| {
                Vec2::new(v.position().x, v.position().y)
            }),
        )
        .map_err(|e| ShapeError::Tessellation(format!("{e:?}")))?;
    Ok(buffers
        .indices
        .chunks_exact(3)
        .map(|ix| {
            let [a, b, c] = [0, 1, 2].map(|k| buffers.vertices[ix[k] as usize]);
            Triangle::new(a, b, c)
        })
        .collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The area a mesh covers (its triangles are counter-clockwise).
    fn area(mesh: &TriMesh) -> f32 {
        mesh.triangles()
            .iter()
            .map(|t| t.doubled_signed_area() / 2.0)
            .sum()
    }

    fn polygon_mesh(outline: &[Vec2]) -> TriMesh {
        TriMesh::new(tessellate(&polygon_path(outline)).unwrap()).unwrap()
    }

    fn ring_area(outline: &[Vec2]) -> f32 {
        let n = outline.len();
        (0..n)
            .map(|i| outline[i].perp_dot(outline[(i + 1) % n]) / 2.0)
            .sum()
    }

    #[test]
    fn star_tessellation_covers_the_star() {
        let outline = star_outline(5, 2.0, 0.8);
        let mesh = polygon_mesh(&outline);
        assert!((area(&mesh) - ring_area(&outline)).abs() < 1e-4);
        assert!(
            mesh.triangles().len() >= 8,
            "a five-point star needs at least 8 triangles"
        );
    }

    #[test]
    fn moon_is_a_counter_clockwise_crescent() {
        let outline = moon_outline(2.0, 1.8, 1.0);
        let area_outline = ring_area(&outline);
        assert!(area_outline > 0.0, "counter-clockwise");
        // Less than the full disk, more than nothing.
        assert!(area_outline < PI * 4.0 && area_outline > 0.5);
        let mesh = polygon_mesh(&outline);
        assert!((area(&mesh) - area_outline).abs() < 1e-3);
    }

    #[test]
    fn ellipse_area_approaches_pi_ab() {
        let mesh = polygon_mesh(&ellipse_outline(2.0, 1.0, 256));
        assert!((area(&mesh) - PI * 2.0).abs() < 0.01);
    }

    #[test]
    fn letter_is_a_real_glyph_of_the_asked_height() {
        let shape = ShapeSpec::Letter {
            character: 'G',
            height: 4.0,
        };
        let mesh = shape_mesh(&shape).unwrap();
        let (lo, hi) = mesh.vertices().fold(
            (Vec2::splat(f32::MAX), Vec2::splat(f32::MIN)),
            |(lo, hi), p| (lo.min(p), hi.max(p)),
        );
        assert!((hi.y - lo.y - 4.0).abs() < 0.01, "{lo} {hi}");
        assert!((hi.y + lo.y).abs() < 0.01, "centred");
        // A G is a ring with a gap: much less than its bounding box.
        let box_area = (hi - lo).x * (hi - lo).y;
        assert!(area(&mesh) > 0.2 * box_area && area(&mesh) < 0.7 * box_area);
    }

    #[test]
    fn missing_glyph_and_bad_font_are_errors() {
        let missing = ShapeSpec::Letter {
            character: '\u{10FFFD}',
            height: 1.0,
        };
        assert_eq!(shape_mesh(&missing), Err(ShapeError::NoGlyph('\u{10FFFD}')));
        let letter = ShapeSpec::Letter {
            character: 'A',
            height: 1.0,
        };
        let not_a_font = ttf_parser::Face::parse(b"nope", 0).ok();
        assert_eq!(
            shape_mesh_in(&letter, not_a_font.as_ref()),
            Err(ShapeError::BadFont)
        );
        assert_eq!(shape_mesh_in(&letter, None), Err(ShapeError::BadFont));
    }
}
