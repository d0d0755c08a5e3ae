//! Text that is built once and kept: a cache keyed by content and size.
//!
//! Laying out a `Text` is the costly part of drawing it, so a screen asks the
//! cache for "this string at this size" every frame and gets the same object
//! back; colour is applied per draw through `DrawParam`, so one entry serves
//! both themes.

use std::collections::HashMap;

use ggez::glam::Vec2;
use ggez::graphics::{Canvas, Color, DrawParam, FontData, PxScale, Text};
use ggez::{Context, GameResult};

/// The UI font's name inside ggez, once loaded.
pub const UI_FONT: &str = "DejaVuSans";

/// ggez's built-in font, used when `resources/fonts/DejaVuSans.ttf` is missing.
const FALLBACK_FONT: &str = "LiberationMono-Regular";

/// More distinct strings than any screen shows at once; past this the cache
/// is emptied rather than grown without bound (e.g. by a ticking score).
const MAX_ENTRIES: usize = 512;

/// Loads `resources/fonts/DejaVuSans.ttf` as the UI font. Returns the font
/// name to use: the UI font, or ggez's built-in one (with a warning) if the
/// file is missing or unreadable, so a broken install still shows text.
pub fn load_ui_font(ctx: &mut Context, resources_dir: &std::path::Path) -> &'static str {
    load_font(ctx, resources_dir, "DejaVuSans.ttf", UI_FONT).unwrap_or(FALLBACK_FONT)
}

/// Loads `resources/fonts/{file}` into ggez under `name`. `None`, with a
/// warning naming the file, if it is missing or unreadable: callers fall back to
/// another face rather than fail.
pub fn load_font(
    ctx: &mut Context,
    resources_dir: &std::path::Path,
    file: &str,
    name: &'static str,
) -> Option<&'static str> {
    let path = resources_dir.join("fonts").join(file);
    let loaded = std::fs::read(&path)
        .map_err(|e| e.to_string())
        .and_then(|bytes| FontData::from_vec(bytes).map_err(|e| e.to_string()));
    match loaded {
        Ok(font) => {
            ctx.gfx.add_font(name, font);
            Some(name)
        }
        Err(e) => {
            log::warn!("font {} not loaded ({e}); using a fallback", path.display());
            None
        }
    }
}

/// Font sizes derived from the window height, so text stays legible when
/// the game is projected in a classroom.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct TextSizes {
    /// Body text and help rows.
    pub body: f32,
    /// Section headings.
    pub heading: f32,
    /// The game's title.
    pub title: f32,
}

impl TextSizes {
    /// Body text is about 1/30 of the window height (27 px at 800 px), never
    /// below 14 px, so a back row can read it off a projector screen.
    #[must_use]
    pub fn for_window(window: Vec2) -> Self {
        let body = (window.y / 30.0).max(14.0).round();
        Self {
            body,
            heading: (body * 1.5).round(),
            title: (body * 3.0).round(),
        }
    }
}

struct Entry {
    text: Text,
    size: Option<Vec2>,
}

/// Cached `Text` objects keyed by (content, pixel size).
pub struct TextCache {
    font: &'static str,
    entries: HashMap<(String, u32), Entry>,
}

impl TextCache {
    /// A cache whose texts use `font` (see [`load_ui_font`]).
    #[must_use]
    pub fn new(font: &'static str) -> Self {
        Self {
            font,
            entries: HashMap::new(),
        }
    }

    fn entry(&mut self, content: &str, px: f32) -> &mut Entry {
        if self.entries.len() >= MAX_ENTRIES {
            self.entries.clear();
        }
        // Sizes are whole pixels: the key must not depend on float noise.
        let key = (content.to_owned(), px.round().max(1.0) as u32);
        let font = self.font;
        self.entries.entry(key).or_insert_with_key(|(content, px)| {
            let mut text = Text::new(content.as_str());
            text.set_font(font).set_scale(PxScale::from(*px as f32));
            Entry { text, size: None }
        })
    }

    /// The laid-out size of `content` at `px`, in pixels.
    pub fn measure(&mut self, ctx: &Context, content: &str, px: f32) -> GameResult<Vec2> {
        let entry = self.entry(content, px);
        if let Some(size) = entry.size {
            return Ok(size);
        }
        let size: Vec2 = entry.text.measure(ctx)?.into();
        entry.size = Some(size);
        Ok(size)
    }

    /// Draws `content` with its top-left corner at `pos`.
    pub fn draw(&mut self, canvas: &mut Canvas, content: &str, px: f32, pos: Vec2, color: Color) {
        let entry = self.entry(content, px);
        canvas.draw(&entry.text, DrawParam::default().dest(pos).color(color));
    }

    /// Draws `content` centred horizontally on `top_center.x`, its top at
    /// `top_center.y`. Returns its size.
    pub fn draw_centered(
        &mut self,
        ctx: &Context,
        canvas: &mut Canvas,
        content: &str,
        px: f32,
        top_center: Vec2,
        color: Color,
    ) -> GameResult<Vec2> {
        let size = self.measure(ctx, content, px)?;
        self.draw(
            canvas,
            content,
            px,
            Vec2::new(top_center.x - size.x * 0.5, top_center.y),
            color,
        );
        Ok(size)
    }

    /// The largest size up to `px` at which `content` fits in `max_width`
    /// pixels: narrow windows shrink long lines rather than cut them.
    pub fn fit_px(
        &mut self,
        ctx: &Context,
        content: &str,
        px: f32,
        max_width: f32,
    ) -> GameResult<f32> {
        let width = self.measure(ctx, content, px)?.x;
        if width <= max_width || width <= 0.0 {
            Ok(px)
        } else {
            Ok((px * max_width / width).floor().max(10.0))
        }
    }
}
