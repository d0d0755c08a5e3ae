//! Text that is built once and kept: one cache, owned by the app and lent to
//! whichever screen draws, keyed by content, size and face.
//!
//! Building and laying out a `Text` is the costly part of drawing it, so a
//! screen asks the cache for "this string at this size in this face" every
//! frame and gets the same object back. Colour is applied per draw through
//! `DrawParam` (ggez colours a fragment without its own colour with the draw's),
//! so one entry serves every colour and both themes.

use std::collections::HashMap;

use ggez::glam::Vec2;
use ggez::graphics::{Canvas, Color, DrawParam, FontData, PxScale, Text, TextFragment};
use ggez::{Context, GameResult};

/// Which face a text is set in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Face {
    /// Words: `resources/fonts/DejaVuSans.ttf`.
    Ui,
    /// What must carry on a projector: the bold face the shooter's letters
    /// are cut from (compiled in). Its digits share one width, so
    /// right-aligned numbers still line up.
    Bold,
    /// ggez's built-in monospaced face: the shooter's HUD and the ray lab's
    /// numbers, whose columns line up.
    Mono,
}

/// The UI font's name inside ggez, once loaded.
const UI_FONT: &str = "DejaVuSans";
/// The bold face's name inside ggez, once loaded.
const BOLD_FONT: &str = "DejaVuSans-Bold";
/// ggez's built-in font: the monospaced face, and the UI face when
/// `resources/fonts/DejaVuSans.ttf` is missing.
const MONO_FONT: &str = "LiberationMono-Regular";

/// More distinct strings than all the screens show at once; past this the
/// cache is emptied rather than grown without bound (e.g. by a ticking
/// score, or the ray lab's values while a shape is dragged).
const MAX_ENTRIES: usize = 1024;

/// The projector theme's smallest text, in pixels in a window 720 lines high
/// (scaled with the height): a 720-line picture projected about 2 m high in a
/// classroom puts 20 px at about 5.5 cm, the size a back row still reads
/// (a projector's usual rule: letters at least 1/150 of the viewing distance,
/// 8 m here). Below it, the shooter's 12 to 14 px glyphs washed out on a
/// projector (issue 27).
pub const PROJECTOR_MIN_TEXT_PX_AT_720: f32 = 20.0;

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

/// What identifies a cached text: content, whole pixel size, face, and the
/// wrapping width's bits (0: one line).
type Key = (String, u32, Face, u32);

struct Entry {
    text: Text,
    size: Option<Vec2>,
}

/// Sizes are whole pixels: a key must not depend on float noise.
fn whole_px(px: f32) -> u32 {
    px.round().max(1.0) as u32
}

/// `content` at `px` pixels in `font`, wrapped at `wrap` pixels if given.
fn build(font: &str, content: &str, px: u32, wrap: Option<f32>) -> Text {
    let mut text = Text::new(
        TextFragment::new(content)
            .font(font)
            .scale(PxScale::from(px as f32)),
    );
    if let Some(width) = wrap {
        text.set_bounds(Vec2::new(width, f32::INFINITY))
            .set_wrap(true);
    }
    text
}

/// Cached `Text` objects, and the faces they are set in.
pub struct TextCache {
    /// The face words are set in: the UI font, or ggez's own if it failed.
    ui: &'static str,
    /// The bold face, or the UI face if ggez refused it.
    bold: &'static str,
    entries: HashMap<Key, Entry>,
}

impl TextCache {
    /// Loads the faces into ggez, once for the whole run: the UI font from
    /// the resources (ggez's built-in face, with a warning, if it is missing
    /// or unreadable, so a broken install still shows text) and the bold face
    /// from the copy compiled in.
    pub fn load(ctx: &mut Context) -> Self {
        let path = hitlab::resources::resolve("fonts/DejaVuSans.ttf");
        let ui = hitlab::resources::read_bytes(&path)
            .map_err(|e| e.to_string())
            .and_then(|bytes| FontData::from_vec(bytes.into_owned()).map_err(|e| e.to_string()));
        let ui = match ui {
            Ok(font) => {
                ctx.gfx.add_font(UI_FONT, font);
                UI_FONT
            }
            Err(e) => {
                log::warn!("font {} not loaded ({e}); using a fallback", path.display());
                MONO_FONT
            }
        };
        let bold = match FontData::from_slice(hitlab::levels::arena::font::FONT) {
            Ok(font) => {
                ctx.gfx.add_font(BOLD_FONT, font);
                BOLD_FONT
            }
            Err(e) => {
                log::warn!("the bold face was not loaded ({e}); using the UI face");
                ui
            }
        };
        Self {
            ui,
            bold,
            entries: HashMap::new(),
        }
    }

    fn font(&self, face: Face) -> &'static str {
        match face {
            Face::Ui => self.ui,
            Face::Bold => self.bold,
            Face::Mono => MONO_FONT,
        }
    }

    fn entry(&mut self, face: Face, content: &str, px: f32, wrap: Option<f32>) -> &mut Entry {
        if self.entries.len() >= MAX_ENTRIES {
            self.entries.clear();
        }
        let key = (
            content.to_owned(),
            whole_px(px),
            face,
            wrap.map_or(0, f32::to_bits),
        );
        let font = self.font(face);
        self.entries
            .entry(key)
            .or_insert_with_key(|(content, px, _, _)| Entry {
                text: build(font, content, *px, wrap),
                size: None,
            })
    }

    /// The text for `content` at `px` in `face`, to draw with a colour.
    pub fn get(&mut self, face: Face, content: &str, px: f32) -> &Text {
        &self.entry(face, content, px, None).text
    }

    /// `content` at `px` in `face`, wrapped to lines of at most `width`
    /// pixels.
    pub fn wrapped(&mut self, face: Face, content: &str, px: f32, width: f32) -> &Text {
        &self.entry(face, content, px, Some(width)).text
    }

    /// The laid-out size of `content` at `px` in `face`, in pixels.
    pub fn measure_in(
        &mut self,
        ctx: &Context,
        face: Face,
        content: &str,
        px: f32,
    ) -> GameResult<Vec2> {
        let entry = self.entry(face, content, px, None);
        if let Some(size) = entry.size {
            return Ok(size);
        }
        let size: Vec2 = entry.text.measure(ctx)?.into();
        entry.size = Some(size);
        Ok(size)
    }

    /// The laid-out size of words `content` at `px`, in pixels.
    pub fn measure(&mut self, ctx: &Context, content: &str, px: f32) -> GameResult<Vec2> {
        self.measure_in(ctx, Face::Ui, content, px)
    }

    /// Draws `content` in `face` with its top-left corner at `pos`.
    pub fn draw_in(
        &mut self,
        canvas: &mut Canvas,
        face: Face,
        content: &str,
        px: f32,
        pos: Vec2,
        color: Color,
    ) {
        let text = self.get(face, content, px);
        canvas.draw(text, DrawParam::default().dest(pos).color(color));
    }

    /// Draws words `content` with their top-left corner at `pos`.
    pub fn draw(&mut self, canvas: &mut Canvas, content: &str, px: f32, pos: Vec2, color: Color) {
        self.draw_in(canvas, Face::Ui, content, px, pos, color);
    }

    /// Draws words `content` centred horizontally on `top_center.x`, their
    /// top at `top_center.y`. Returns their size.
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

    /// The largest size up to `px` at which words `content` fit in
    /// `max_width` pixels: narrow windows shrink long lines rather than cut them.
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

    /// Runs a layout that measures many trial strings at `px` in `face`
    /// (wrapping tries many candidate lines, which are not worth keeping, so
    /// they are measured without being cached). The layout code takes a plain
    /// `FnMut(&str) -> f32` (so it is tested without a window); the first
    /// measuring error, if any, replaces its result.
    pub fn with_measure<T>(
        &self,
        ctx: &Context,
        face: Face,
        px: f32,
        layout: impl FnOnce(&mut dyn FnMut(&str) -> f32) -> T,
    ) -> GameResult<T> {
        let mut error = None;
        let font = self.font(face);
        let mut measure = |s: &str| match build(font, s, whole_px(px), None).measure(ctx) {
            Ok(size) => size.x,
            Err(e) => {
                error.get_or_insert(e);
                0.0
            }
        };
        let out = layout(&mut measure);
        error.map_or(Ok(out), Err)
    }
}
