//! Keeps built `Text`s between frames: ggez lays a `Text` out once and
//! caches its glyphs, so rebuilding every string every frame is wasted work.

use std::collections::HashMap;

use ggez::graphics::{PxScale, Text, TextFragment};

/// Cached texts, by content and pixel size.
#[derive(Default)]
pub struct TextCache {
    texts: HashMap<(String, u32), Text>,
}

/// Beyond this many cached strings (numbers change every frame) start over.
const MAX_CACHED: usize = 512;

impl TextCache {
    /// The text for `content` at `px` pixels.
    pub fn get(&mut self, content: &str, px: f32) -> &Text {
        let key = (content.to_owned(), px.round().max(1.0) as u32);
        if self.texts.len() >= MAX_CACHED && !self.texts.contains_key(&key) {
            self.texts.clear();
        }
        self.texts.entry(key).or_insert_with_key(|(content, size)| {
            Text::new(TextFragment::new(content.as_str()).scale(PxScale::from(*size as f32)))
        })
    }
}
