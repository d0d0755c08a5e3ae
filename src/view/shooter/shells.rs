//! All shells in one draw: one instanced draw of a small disk (ggez
//! `InstanceArray`), or, for a storm on a software renderer, one picture.
//!
//! A storm on a software renderer (the device says it is a CPU) is not
//! drawn instanced: under Mesa's llvmpipe most of a 10,000-shell frame went
//! to setting up and rasterising the dots' 20,000 tiny triangles. Writing
//! each dot's few pixels into a picture on the CPU, uploading it into one
//! kept image and drawing that as one quad costs a fixed quad plus a few
//! pixel writes per shell (`docs/performance.md`, the storm section). A
//! graphics card draws the instances faster than the CPU writes pixels, so
//! it keeps the instanced draw.

use ggez::graphics::{
    Canvas, Color, DrawMode, DrawParam, Image, ImageFormat, InstanceArray, Mesh, Rect, Sampler,
};
use ggez::{Context, GameResult};
use glam::Vec2;

use hitlab::camera::Camera;
use hitlab::modes::shooter::ShooterGame;

use crate::view::paint::with_alpha;

/// A shell's radius on screen in pixels (visible at any zoom).
const SHELL_PX: f32 = 3.5;
/// Above this many shells, a storm: each is a small square dot of this
/// half-width in pixels, see-through.
const CROWD: usize = 2000;
const CROWD_SHELL_PX: f32 = 1.2;
/// A storm dot's opacity: the targets (drawn over it) and the gaps a
/// spinning tip cuts stay legible.
const CROWD_ALPHA: f32 = 0.6;

/// What the shells are drawn with, made on first use and kept, so that a
/// storm allocates its buffers once.
#[derive(Default)]
pub struct ShellSprites {
    /// A shell's disk and its instances.
    disks: Option<(Mesh, InstanceArray)>,
    /// A storm's pixels (RGBA rows) and the image they are uploaded into.
    pixels: Vec<u8>,
    picture: Option<Image>,
    /// The device is a software renderer (asked once).
    software: Option<bool>,
}

impl ShellSprites {
    /// Draws `game`'s shells through `camera` in `colour`; `area` is the
    /// part of the canvas they can show in (the play field), in pixels.
    pub fn draw(
        &mut self,
        ctx: &mut Context,
        canvas: &mut Canvas,
        camera: &Camera,
        game: &ShooterGame,
        colour: Color,
        area: Rect,
    ) -> GameResult {
        let crowd = game.shells.len() > CROWD;
        let software = *self.software.get_or_insert_with(|| {
            let device = &ctx.gfx.wgpu().device;
            device.adapter_info().device_type == wgpu::DeviceType::Cpu
        });
        if game.shells.is_empty() {
            Ok(())
        } else if crowd && software {
            self.draw_storm(ctx, canvas, camera, game, colour, area);
            Ok(())
        } else {
            self.draw_disks(ctx, canvas, camera, game, colour, crowd)
        }
    }

    /// One instanced draw: the disk mesh once per shell; in a `crowd`, as
    /// small and see-through as a storm's dots.
    fn draw_disks(
        &mut self,
        ctx: &mut Context,
        canvas: &mut Canvas,
        camera: &Camera,
        game: &ShooterGame,
        colour: Color,
        crowd: bool,
    ) -> GameResult {
        let (disk, instances) = match &mut self.disks {
            Some(parts) => parts,
            None => {
                let disk = Mesh::new_circle(
                    ctx,
                    DrawMode::fill(),
                    Vec2::ZERO,
                    SHELL_PX,
                    0.5,
                    Color::WHITE,
                )?;
                self.disks.insert((disk, InstanceArray::new(ctx, None)))
            }
        };
        let (scale, colour) = if crowd {
            (CROWD_SHELL_PX / SHELL_PX, with_alpha(colour, CROWD_ALPHA))
        } else {
            (1.0, colour)
        };
        let to_screen = camera.world_to_screen();
        instances.set(game.shells.positions().iter().filter_map(|&p| {
            let at = to_screen.transform_point2(p);
            at.is_finite().then(|| {
                DrawParam::default()
                    .dest(at)
                    .scale(Vec2::splat(scale))
                    .color(colour)
            })
        }));
        canvas.draw_instanced_mesh(disk.clone(), instances, DrawParam::default());
        Ok(())
    }

    /// One picture of `area`, one texel per canvas pixel: every shell's dot
    /// written on the CPU, uploaded into the kept image, drawn as one quad.
    fn draw_storm(
        &mut self,
        ctx: &mut Context,
        canvas: &mut Canvas,
        camera: &Camera,
        game: &ShooterGame,
        colour: Color,
        area: Rect,
    ) {
        let (width, height) = (area.w.max(1.0) as u32, area.h.max(1.0) as u32);
        let (r, g, b, a) = with_alpha(colour, CROWD_ALPHA).to_rgba();
        self.pixels.clear();
        self.pixels.resize(width as usize * height as usize * 4, 0);
        let origin = Vec2::new(area.x, area.y);
        let to_screen = camera.world_to_screen();
        for &p in game.shells.positions() {
            let at = to_screen.transform_point2(p) - origin;
            dot(&mut self.pixels, width, height, at, [r, g, b, a]);
        }
        let image = match &self.picture {
            Some(image) if image.width() == width && image.height() == height => {
                ctx.gfx.wgpu().queue.write_texture(
                    image.wgpu().texture().as_image_copy(),
                    &self.pixels,
                    wgpu::TexelCopyBufferLayout {
                        offset: 0,
                        bytes_per_row: Some(4 * width),
                        rows_per_image: None,
                    },
                    wgpu::Extent3d {
                        width,
                        height,
                        depth_or_array_layers: 1,
                    },
                );
                image.clone()
            }
            // The first storm frame, or the field resized: a new image.
            _ => {
                let format = ImageFormat::Rgba8UnormSrgb;
                let image = Image::from_pixels(ctx, &self.pixels, format, width, height);
                self.picture.insert(image).clone()
            }
        };
        // One texel per pixel: the nearest texel is the exact one, and a
        // software renderer skips the four-texel blend of linear filtering.
        let sampler = canvas.sampler();
        canvas.set_sampler(Sampler::nearest_clamp());
        canvas.draw(&image, DrawParam::default().dest(origin));
        canvas.set_sampler(sampler);
    }
}

/// Writes a storm dot centred at `at` (pixels from the picture's top left)
/// into `pixels` (`width` × `height`, RGBA rows): the pixels whose centres
/// its square covers, as a rasteriser fills a square. Overlapping dots do
/// not add up: a storm's density shows as area covered.
fn dot(pixels: &mut [u8], width: u32, height: u32, at: Vec2, rgba: [u8; 4]) {
    if !at.is_finite() {
        return;
    }
    // Pixel centres x + 0.5 inside [at - half, at + half], in the picture.
    let first = (at - CROWD_SHELL_PX - 0.5).ceil().max(Vec2::ZERO);
    let last = (at + CROWD_SHELL_PX - 0.5)
        .floor()
        .min(Vec2::new(width as f32 - 1.0, height as f32 - 1.0));
    if first.x > last.x || first.y > last.y {
        return;
    }
    for y in first.y as usize..=last.y as usize {
        let row = y * width as usize;
        for x in first.x as usize..=last.x as usize {
            let i = (row + x) * 4;
            pixels[i..i + 4].copy_from_slice(&rgba);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const INK: [u8; 4] = [200, 100, 50, 153];

    /// The pixels `dot` sets in a `w` × `h` picture, as (x, y).
    fn inked(w: u32, h: u32, at: Vec2) -> Vec<(usize, usize)> {
        let mut pixels = vec![0; (w * h * 4) as usize];
        dot(&mut pixels, w, h, at, INK);
        let mut set = Vec::new();
        for (i, px) in pixels.chunks_exact(4).enumerate() {
            if px == INK {
                set.push((i % w as usize, i / w as usize));
            } else {
                assert_eq!(px, [0; 4], "pixel {i} half written");
            }
        }
        set
    }

    #[test]
    fn a_dot_on_a_pixel_centre_is_three_by_three() {
        let set = inked(8, 8, Vec2::new(4.5, 3.5));
        let expected: Vec<_> = (2..=4).flat_map(|y| (3..=5).map(move |x| (x, y))).collect();
        assert_eq!(set, expected);
    }

    #[test]
    fn a_dot_between_pixels_is_two_by_two() {
        let set = inked(8, 8, Vec2::new(4.0, 4.0));
        assert_eq!(set, vec![(3, 3), (4, 3), (3, 4), (4, 4)]);
    }

    #[test]
    fn a_dot_over_the_edge_is_cut_and_one_outside_or_lost_draws_nothing() {
        assert_eq!(inked(8, 8, Vec2::new(0.0, 7.9)), vec![(0, 7)]);
        for at in [
            Vec2::new(-5.0, 4.0),
            Vec2::new(4.0, 9.8),
            Vec2::new(f32::NAN, 1.0),
            Vec2::new(f32::INFINITY, 1.0),
        ] {
            assert!(inked(8, 8, at).is_empty(), "{at}");
        }
    }
}
