//! Keeps built `Text`s between frames: ggez lays a `Text` out once and
//! caches its glyphs, so rebuilding every string every frame is wasted work.

use std::collections::HashMap;

use ggez::graphics::{PxScale, Text, TextFragment};
use ggez::{Context, GameResult};

/// Cached texts, by content and pixel size.
#[derive(Default)]
pub struct TextCache {
    texts: HashMap<(String, u32), Text>,
}

/// Beyond this many cached strings (numbers change every frame) start over.
const MAX_CACHED: usize = 512;

/// Sizes are whole pixels, so the key does not depend on float noise.
fn whole_px(px: f32) -> u32 {
    px.round().max(1.0) as u32
}

/// `content` at `px` pixels, as every text of the shooter is built.
fn build(content: &str, px: u32) -> Text {
    Text::new(TextFragment::new(content).scale(PxScale::from(px as f32)))
}

impl TextCache {
    /// The text for `content` at `px` pixels.
    pub fn get(&mut self, content: &str, px: f32) -> &Text {
        let key = (content.to_owned(), whole_px(px));
        if self.texts.len() >= MAX_CACHED && !self.texts.contains_key(&key) {
            self.texts.clear();
        }
        self.texts
            .entry(key)
            .or_insert_with_key(|(content, size)| build(content, *size))
    }
}

/// The width in pixels `content` takes when drawn at `px` by the cache,
/// measured by ggez. For layout work (wrapping tries many candidate lines,
/// which are not worth keeping), so the text is not cached.
pub fn measure_width(ctx: &Context, content: &str, px: f32) -> GameResult<f32> {
    Ok(build(content, whole_px(px)).measure(ctx)?.x)
}

/// Runs a layout that measures many trial strings with ggez at `px`. The
/// layout code takes a plain `FnMut(&str) -> f32` (so it is tested without a
/// window); the first measuring error, if any, replaces its result.
pub fn with_measure<T>(
    ctx: &Context,
    px: f32,
    layout: impl FnOnce(&mut dyn FnMut(&str) -> f32) -> T,
) -> GameResult<T> {
    let mut error = None;
    let mut measure = |s: &str| {
        measure_width(ctx, s, px).unwrap_or_else(|e| {
            error.get_or_insert(e);
            0.0
        })
    };
    let out = layout(&mut measure);
    error.map_or(Ok(out), Err)
}
