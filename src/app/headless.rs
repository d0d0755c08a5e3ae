//! `--frames N --screenshot out.png`: run N frames of the clock (1/60 s
//! each: N steps at full game speed, N/2 at 50 %) as fast as the machine
//! allows, draw one frame through the same `draw_frame` as the window, and
//! save it as a PNG.

use std::io::{BufWriter, Write};
use std::path::Path;

use ggez::Context;
use ggez::graphics::{Canvas, Image, ImageFormat};
use image::ImageEncoder;
use image::codecs::png::PngEncoder;

use super::run_progress::RunProgress;
use super::state::App;

/// Runs `frames` frames of `app`, opens the help overlay if asked, renders it,
/// and writes the PNG to `file`
/// (already created, so an unwritable path failed before any work).
pub fn screenshot(
    ctx: &mut Context,
    app: &mut App,
    frames: u64,
    help_overlay: bool,
    file: &mut std::fs::File,
    path: &Path,
) -> Result<(), String> {
    let mut progress = RunProgress::new(frames);
    for done in 1..=frames {
        app.run_frame();
        progress.step(done);
    }
    drop(progress);
    // Opened only now: the overlay pauses the mode, and the script must run
    // first so the overlay lists the keys of where the run ended up.
    app.set_help(help_overlay);
    save_frame(ctx, app, file, path)
}

/// Draws `app`'s current screen into an image through the same
/// `draw_frame` as the window and writes it to `file` as a PNG (`path`
/// names it in errors). F12 saves the live screen through here too.
pub fn save_frame(
    ctx: &mut Context,
    app: &mut App,
    file: &mut std::fs::File,
    path: &Path,
) -> Result<(), String> {
    let (w, h) = ctx.gfx.drawable_size();
    let (width, height) = (w.round().max(1.0) as u32, h.round().max(1.0) as u32);
    let format = ctx.gfx.surface_format();

    // The frame image is the surface's format (BGRA on most desktops); a
    // canvas image of the same format reads back with `to_pixels`.
    let image = Image::new_canvas_image(ctx, width, height, 1);
    let gfx_error = |e: ggez::GameError| format!("drawing the screenshot failed: {e}");
    ctx.gfx.begin_frame().map_err(gfx_error)?;
    let mut canvas = Canvas::from_image(ctx, image.clone(), app.clear_color());
    let drawn = app.draw_frame(ctx, &mut canvas);
    canvas.finish(ctx).map_err(gfx_error)?;
    ctx.gfx.end_frame().map_err(gfx_error)?;
    drawn.map_err(gfx_error)?;

    let pixels = image.to_pixels(ctx).map_err(gfx_error)?;
    let rgb = to_rgb(format, &pixels, width, height)?;
    let cannot_write = |e: &dyn std::fmt::Display| format!("cannot write {}: {e}", path.display());
    let mut out = BufWriter::new(file);
    PngEncoder::new(&mut out)
        .write_image(&rgb, width, height, image::ExtendedColorType::Rgb8)
        .map_err(|e| cannot_write(&e))?;
    // Flushed here, where an error can be told: dropping a buffer drops it.
    out.flush().map_err(|e| cannot_write(&e))
}

/// Tightly packed 8-bit RGB from the GPU's 4-byte pixels. The frame is
/// opaque (cleared with the theme background), so alpha is dropped.
fn to_rgb(format: ImageFormat, pixels: &[u8], width: u32, height: u32) -> Result<Vec<u8>, String> {
    let bgra = match format {
        ImageFormat::Bgra8Unorm | ImageFormat::Bgra8UnormSrgb => true,
        ImageFormat::Rgba8Unorm | ImageFormat::Rgba8UnormSrgb => false,
        other => return Err(format!("cannot save a screenshot from a {other:?} surface")),
    };
    let expected = width as usize * height as usize * 4;
    if pixels.len() != expected {
        return Err(format!(
            "screenshot read back {} bytes, expected {expected}",
            pixels.len()
        ));
    }
    Ok(pixels
        .chunks_exact(4)
        .flat_map(|p| {
            if bgra {
                [p[2], p[1], p[0]]
            } else {
                [p[0], p[1], p[2]]
            }
        })
        .collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bgra_is_swizzled_to_rgb_and_rgba_kept() {
        let px = [10, 20, 30, 255, 1, 2, 3, 255];
        assert_eq!(
            to_rgb(ImageFormat::Bgra8UnormSrgb, &px, 2, 1).unwrap(),
            vec![30, 20, 10, 3, 2, 1]
        );
        assert_eq!(
            to_rgb(ImageFormat::Rgba8UnormSrgb, &px, 2, 1).unwrap(),
            vec![10, 20, 30, 1, 2, 3]
        );
        assert!(to_rgb(ImageFormat::Rgba8UnormSrgb, &px, 3, 1).is_err());
        assert!(to_rgb(ImageFormat::R8Unorm, &px, 2, 1).is_err());
    }
}
