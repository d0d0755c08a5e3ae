//! The hit and miss markers as sprites: each shape (a ring with a cross, a
//! ring, a diamond, a dot) is drawn once into a small white picture with
//! smooth edges, and every marker of that shape is one textured quad of it,
//! tinted with the marker's colour and fade, all of a shape in one
//! instanced draw (ggez `InstanceArray`).
//!
//! Why: a storm keeps 256 markers on screen. As stroked rings and lines in
//! the world mesh they were about 7,000 triangles, and under a software
//! renderer their cost followed that count (`docs/performance.md`, drawing
//! the storm): about 3 ms of a 10,000-shell frame. As sprites they are two
//! triangles each, and the rings stay round.

use ggez::graphics::{Canvas, Color, DrawParam, Image, ImageFormat, InstanceArray};
use ggez::{Context, GameResult};
use glam::Vec2;

use hitlab::camera::Camera;
use hitlab::modes::shooter::{Marker, MarkerKind};
use hitlab::sim::Motion;

use crate::view::paint::faded;
use crate::view::theme::Theme;

/// A marker's radius on screen in pixels (they stay visible at any zoom).
pub const MARKER_PX: f32 = 9.0;

/// The shapes the markers are made of, each one sprite.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Shape {
    /// A hit: a ring with a cross in it.
    Hit,
    /// What the swept test saved: a wider ring round the hit.
    TipRing,
    /// What the spin test saved: a diamond round the hit.
    SpinDiamond,
    /// A tip miss: a ring with a dot.
    Ghost,
    /// A spin miss: a diamond with a dot.
    SpinGhost,
    /// A shell stopped by an obstacle: a dot.
    Blocked,
}

const SHAPES: [Shape; 6] = [
    Shape::Hit,
    Shape::TipRing,
    Shape::SpinDiamond,
    Shape::Ghost,
    Shape::SpinGhost,
    Shape::Blocked,
];

impl Shape {
    /// The shapes a marker is drawn with, and the colour of each.
    fn of(kind: MarkerKind) -> &'static [(Shape, Ink)] {
        match kind {
            MarkerKind::Hit => &[(Shape::Hit, Ink::Hit)],
            MarkerKind::TipSave => &[(Shape::Hit, Ink::Hit), (Shape::TipRing, Ink::Ghost)],
            MarkerKind::SpinSave => &[(Shape::Hit, Ink::Hit), (Shape::SpinDiamond, Ink::Spin)],
            MarkerKind::Ghost => &[(Shape::Ghost, Ink::Ghost)],
            MarkerKind::SpinGhost => &[(Shape::SpinGhost, Ink::Spin)],
            MarkerKind::Blocked => &[(Shape::Blocked, Ink::Miss)],
        }
    }

    /// The shape's outer size in pixels: its ring's or dot's radius, its
    /// diamond's half-diagonal (the hit's cross lies within its ring).
    fn radius(self) -> f32 {
        MARKER_PX
            * match self {
                Shape::Hit => 1.0,
                Shape::TipRing => 1.7,
                Shape::SpinDiamond => 2.0,
                Shape::Ghost => 1.3,
                Shape::SpinGhost => 1.6,
                Shape::Blocked => 0.6,
            }
    }

    /// The signed distance from a point `p` (pixels from the centre) to the
    /// shape's ink, for lines `line` pixels wide: below zero inside it; the
    /// minimum over its parts.
    fn distance(self, p: Vec2, line: f32) -> f32 {
        let half = line / 2.0;
        let ring = |radius: f32| (p.length() - radius).abs() - half;
        let dot = |radius: f32| p.length() - radius;
        let bar = |a: Vec2, b: Vec2| segment_distance(p, a, b) - half;
        let diamond = |radius: f32| {
            // A square on its tip: |x| + |y| = radius, measured along its
            // normal.
            ((p.x.abs() + p.y.abs() - radius) / std::f32::consts::SQRT_2).abs() - half
        };
        let r = self.radius();
        let d = Vec2::splat(r * 0.7);
        let e = Vec2::new(d.x, -d.y);
        match self {
            Shape::Hit => ring(r).min(bar(-d, d)).min(bar(-e, e)),
            Shape::TipRing => ring(r),
            Shape::Ghost => ring(r).min(dot(2.5)),
            Shape::SpinDiamond => diamond(r),
            Shape::SpinGhost => diamond(r).min(dot(2.5)),
            Shape::Blocked => dot(r),
        }
    }

    /// The sprite's side in pixels: the shape's extent, its line, and a
    /// pixel of smooth edge on each side.
    fn side(self, line: f32) -> u32 {
        2 * (self.radius() + line + 2.0).ceil() as u32
    }
}

/// Which of the theme's colours a shape is drawn in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Ink {
    Hit,
    Ghost,
    Spin,
    Miss,
}

impl Ink {
    fn colour(self, theme: &Theme) -> Color {
        match self {
            Ink::Hit => theme.hit,
            Ink::Ghost => theme.ghost,
            Ink::Spin => theme.spin,
            Ink::Miss => theme.miss,
        }
    }
}

/// The distance from `p` to the segment `a`–`b`.
fn segment_distance(p: Vec2, a: Vec2, b: Vec2) -> f32 {
    let ab = b - a;
    let t = ((p - a).dot(ab) / ab.length_squared().max(f32::MIN_POSITIVE)).clamp(0.0, 1.0);
    p.distance(a + t * ab)
}

/// A shape's sprite: `side × side` RGBA pixels, white, each pixel's alpha
/// the part of it the ink covers (a pixel's width of smooth edge).
fn rasterise(shape: Shape, line: f32) -> (u32, Vec<u8>) {
    let side = shape.side(line);
    let centre = Vec2::splat(side as f32 / 2.0);
    let mut pixels = Vec::with_capacity((side * side * 4) as usize);
    for y in 0..side {
        for x in 0..side {
            let p = Vec2::new(x as f32 + 0.5, y as f32 + 0.5) - centre;
            let cover = (0.5 - shape.distance(p, line)).clamp(0.0, 1.0);
            pixels.extend([255, 255, 255, (cover * 255.0).round() as u8]);
        }
    }
    (side, pixels)
}

/// The markers' sprites and instances, made on first use and kept (again
/// when the theme's line width changes).
#[derive(Default)]
pub struct MarkerSprites {
    /// Per shape, in `SHAPES` order: its side and its instances (which
    /// hold its picture).
    sprites: Vec<(f32, InstanceArray)>,
    line: f32,
}

impl MarkerSprites {
    /// Draws `markers` (world positions) through `camera`: one instanced
    /// draw per shape that has any, fading or still as `motion` says.
    pub fn draw(
        &mut self,
        ctx: &mut Context,
        canvas: &mut Canvas,
        camera: &Camera,
        markers: &[Marker],
        theme: &Theme,
        motion: Motion,
    ) -> GameResult {
        if markers.is_empty() {
            return Ok(());
        }
        let line = theme.line_px;
        if self.sprites.is_empty() || self.line != line {
            self.sprites = SHAPES
                .iter()
                .map(|&shape| {
                    let (side, pixels) = rasterise(shape, line);
                    let format = ImageFormat::Rgba8UnormSrgb;
                    let image = Image::from_pixels(ctx, &pixels, format, side, side);
                    (side as f32, InstanceArray::new(ctx, image))
                })
                .collect();
            self.line = line;
        }
        let to_screen = camera.world_to_screen();
        for (i, &shape) in SHAPES.iter().enumerate() {
            let (side, instances) = &mut self.sprites[i];
            let half = Vec2::splat(*side / 2.0);
            let params = markers.iter().flat_map(|marker| {
                let at = to_screen.transform_point2(marker.position);
                let fade = marker.shown_strength(motion);
                Shape::of(marker.kind)
                    .iter()
                    .filter(move |(s, _)| *s == shape && at.is_finite())
                    .map(move |(_, ink)| {
                        // On whole pixels: the sprite's texels land on the
                        // screen's, with no second blur from sampling
                        // between them (the marker moves by half a pixel
                        // at most).
                        DrawParam::default()
                            .dest((at - half).round())
                            .color(faded(ink.colour(theme), fade))
                    })
            });
            instances.set(params);
            if instances.instances().is_empty() {
                continue;
            }
            canvas.draw(instances, DrawParam::default());
        }
        Ok(())
    }
}

/// A marker of `kind` drawn alone over `theme`'s background, centred in a
/// square picture, blended as the GPU blends on the sRGB frame (in linear
/// light): what the colour-vision tests look at.
#[cfg(test)]
pub fn picture_of(kind: MarkerKind, theme: &Theme) -> hitlab::colour_vision::Picture {
    use hitlab::colour_vision::Picture;
    let line = theme.line_px;
    let side = SHAPES.iter().map(|s| s.side(line)).max().unwrap_or(0) as usize;
    let bytes = |c: Color| {
        let (r, g, b) = c.to_rgb();
        [r, g, b]
    };
    let linear = |c: u8| {
        let c = f32::from(c) / 255.0;
        if c <= 0.04045 {
            c / 12.92
        } else {
            ((c + 0.055) / 1.055).powf(2.4)
        }
    };
    let srgb = |c: f32| {
        let c = if c <= 0.003_130_8 {
            c * 12.92
        } else {
            1.055 * c.powf(1.0 / 2.4) - 0.055
        };
        (c * 255.0).round().clamp(0.0, 255.0) as u8
    };
    let mut picture = Picture::filled(side, side, bytes(theme.background));
    for &(shape, ink) in Shape::of(kind) {
        let (own, alpha) = rasterise(shape, line);
        let offset = (side - own as usize) / 2;
        let colour = bytes(ink.colour(theme)).map(linear);
        for y in 0..own as usize {
            for x in 0..own as usize {
                let a = f32::from(alpha[(y * own as usize + x) * 4 + 3]) / 255.0;
                let at = &mut picture.pixels[(y + offset) * side + x + offset];
                for i in 0..3 {
                    at[i] = srgb(colour[i] * a + linear(at[i]) * (1.0 - a));
                }
            }
        }
    }
    picture
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The ink of a sprite, in pixels (the alphas summed).
    fn ink(shape: Shape, line: f32) -> f32 {
        let (_, pixels) = rasterise(shape, line);
        pixels
            .chunks_exact(4)
            .map(|p| f32::from(p[3]) / 255.0)
            .sum()
    }

    #[test]
    fn a_ring_sprite_holds_a_ring_of_the_line_width() {
        // 2π·r·w for the ring alone.
        let expected = std::f32::consts::TAU * MARKER_PX * 1.7 * 2.0;
        let got = ink(Shape::TipRing, 2.0);
        assert!(
            (got - expected).abs() < 0.03 * expected,
            "{got} against {expected}"
        );
    }

    #[test]
    fn a_dot_sprite_is_a_disc_and_every_shape_fits_its_sprite() {
        let r = MARKER_PX * 0.6;
        let expected = std::f32::consts::PI * r * r;
        let got = ink(Shape::Blocked, 2.0);
        assert!(
            (got - expected).abs() < 0.03 * expected,
            "{got} against {expected}"
        );
        for shape in SHAPES {
            let (side, pixels) = rasterise(shape, 2.0);
            assert_eq!(pixels.len(), (side * side * 4) as usize);
            // No ink on the sprite's border: nothing of the shape is cut.
            for (i, p) in pixels.chunks_exact(4).enumerate() {
                let (x, y) = (i as u32 % side, i as u32 / side);
                if x == 0 || y == 0 || x == side - 1 || y == side - 1 {
                    assert_eq!(p[3], 0, "{shape:?} at ({x}, {y})");
                }
            }
        }
    }

    #[test]
    fn each_marker_kind_is_drawn_in_its_colours() {
        assert_eq!(Shape::of(MarkerKind::Hit), &[(Shape::Hit, Ink::Hit)]);
        let tip = Shape::of(MarkerKind::TipSave);
        assert_eq!(tip, &[(Shape::Hit, Ink::Hit), (Shape::TipRing, Ink::Ghost)]);
        let spin = Shape::of(MarkerKind::SpinSave);
        assert_eq!(
            spin,
            &[(Shape::Hit, Ink::Hit), (Shape::SpinDiamond, Ink::Spin)]
        );
        let theme = Theme::DARK;
        assert_eq!(Ink::Spin.colour(&theme), theme.spin);
    }

    /// With protanopia, deuteranopia and tritanopia, in every theme and
    /// palette, every two marker kinds still differ: by the shape of the ink
    /// seen against the background, or by its lightness.
    #[test]
    fn marker_kinds_differ_with_every_colour_vision_deficiency() {
        use hitlab::colour_vision::{
            Deficiency, MIN_INK_CONTRAST, MIN_LIGHTNESS_CONTRAST, MIN_SHAPE_DIFFERENCE, contrast,
        };
        use hitlab::settings::preferences::{Palette, Preferences, ThemeName};
        let kinds = [
            MarkerKind::Hit,
            MarkerKind::TipSave,
            MarkerKind::SpinSave,
            MarkerKind::Ghost,
            MarkerKind::SpinGhost,
            MarkerKind::Blocked,
        ];
        for &theme in ThemeName::ALL {
            for &palette in Palette::ALL {
                let t = Theme::of(&Preferences {
                    theme,
                    palette,
                    ..Preferences::default()
                });
                let (r, g, b) = t.background.to_rgb();
                for d in Deficiency::ALL {
                    let seen: Vec<_> = kinds
                        .iter()
                        .map(|&k| {
                            let picture = picture_of(k, &t).simulated(d);
                            let side = picture.width;
                            let under = d.simulate([r, g, b]);
                            let mask = picture.ink_mask(
                                (side / 2, side / 2),
                                side,
                                under,
                                MIN_INK_CONTRAST,
                            );
                            let at: Vec<_> = (0..side * side)
                                .filter(|&i| mask.ink[i])
                                .map(|i| (i % side, i / side))
                                .collect();
                            (k, mask, picture.mean_luminance(&at))
                        })
                        .collect();
                    let case = format!("{theme}, {palette}, {}", d.name());
                    for (k, mask, _) in &seen {
                        assert!(mask.count() >= 20, "{case}: {k:?} is not seen");
                    }
                    for (i, (a, mask_a, lum_a)) in seen.iter().enumerate() {
                        for (b, mask_b, lum_b) in &seen[i + 1..] {
                            let shape = mask_a.shape_difference(mask_b);
                            let light = contrast(lum_a.unwrap_or(0.0), lum_b.unwrap_or(0.0));
                            assert!(
                                shape >= MIN_SHAPE_DIFFERENCE || light >= MIN_LIGHTNESS_CONTRAST,
                                "{case}: {a:?} and {b:?} differ by {shape:.2} in shape, {light:.2}:1 in lightness"
                            );
                        }
                    }
                }
            }
        }
    }
}
