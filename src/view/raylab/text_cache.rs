//! The ray lab's texts, kept between frames (building a `Text` is costly),
//! in three faces: the UI font for words, ggez's monospaced font for the
//! panel's numbers, and a bold face for what must carry on a projector.

use std::collections::HashMap;
use std::path::Path;

use ggez::Context;
use ggez::graphics::{Color, Text, TextFragment};
use glam::Vec2;

use crate::view::text::load_font;

/// The bold face's name inside ggez, once loaded.
const BOLD_FONT: &str = "DejaVuSans-Bold";

/// Which face a text is set in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
enum Face {
    Ui,
    Mono,
    Bold,
}

/// A cached text: content, pixel size, RGBA colour, face.
type TextKey = (String, u32, (u8, u8, u8, u8), Face);

/// Keeps `Text`s between frames; forgets them all when too many pile up as
/// the values change.
pub struct TextCache {
    texts: HashMap<TextKey, Text>,
    /// The app's UI font for words.
    font: &'static str,
    /// `resources/fonts/DejaVuSans-Bold.ttf` if it loaded. Its digits share
    /// one width, so right-aligned numbers still line up.
    bold: Option<&'static str>,
}

impl TextCache {
    /// A cache for words in `font`; loads the bold face from `resources_dir`
    /// (without it, bold text falls back to `font` with a warning).
    pub fn new(ctx: &mut Context, font: &'static str, resources_dir: &Path) -> Self {
        let bold = load_font(ctx, resources_dir, "DejaVuSans-Bold.ttf", BOLD_FONT);
        Self {
            texts: HashMap::new(),
            font,
            bold,
        }
    }

    /// Words in the UI font.
    pub fn get(&mut self, content: &str, px: f32, color: Color) -> &Text {
        self.text(content, px, color, Face::Ui)
    }

    /// Numbers in the monospaced font.
    pub fn get_mono(&mut self, content: &str, px: f32, color: Color) -> &Text {
        self.text(content, px, color, Face::Mono)
    }

    /// Words or numbers in the bold face: thin strokes of dark ink on a
    /// light background fade on a projector.
    pub fn get_bold(&mut self, content: &str, px: f32, color: Color) -> &Text {
        self.text(content, px, color, Face::Bold)
    }

    fn text(&mut self, content: &str, px: f32, color: Color, face: Face) -> &Text {
        if self.texts.len() > 600 {
            self.texts.clear();
        }
        let font = match face {
            Face::Ui => Some(self.font),
            Face::Mono => None,
            Face::Bold => Some(self.bold.unwrap_or(self.font)),
        };
        let key = (content.to_owned(), px.round() as u32, color.to_rgba(), face);
        self.texts.entry(key).or_insert_with(|| {
            let mut fragment = TextFragment::new(content).scale(px.round()).color(color);
            if let Some(font) = font {
                fragment = fragment.font(font);
            }
            Text::new(fragment)
        })
    }

    /// Wrapped words in the UI font, or the bold face if `bold` (not
    /// cached: one per frame).
    pub fn wrapped(&self, content: &str, px: f32, color: Color, width: f32, bold: bool) -> Text {
        let font = if bold {
            self.bold.unwrap_or(self.font)
        } else {
            self.font
        };
        let mut text = Text::new(
            TextFragment::new(content)
                .scale(px.round())
                .color(color)
                .font(font),
        );
        text.set_bounds(Vec2::new(width, f32::INFINITY))
            .set_wrap(true);
        text
    }
}
