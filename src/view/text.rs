//! Text that is built once and kept: one cache, owned by the app and lent to
//! whichever screen draws, keyed by content, size and face.
//!
//! Building and laying out a `Text` is the costly part of drawing it, so a
//! screen asks the cache for "this string at this size in this face" every
//! frame and gets the same object back. Colour is applied per draw through
//! `DrawParam` (ggez colours a fragment without its own colour with the draw's),
//! so one entry serves every colour and both themes.

mod fonts;
mod record;

use std::cell::Cell;
use std::collections::HashMap;
use std::sync::Arc;

use ggez::glam::Vec2;
use ggez::graphics::{Canvas, Color, DrawParam, PxScale, Text, TextFragment};
use ggez::{Context, GameResult};
use hitlab::text::boxes::SCREEN;
use hitlab::text::fonts::WordFont;

use fonts::WindowFonts;
use record::Drawn;

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

/// More distinct strings than all the screens show at once; past this the
/// cache is emptied rather than grown without bound (e.g. by a ticking
/// score, or the ray lab's values while a shape is dragged).
const MAX_ENTRIES: usize = 1024;

/// The projector theme's smallest text, in pixels in a window 720 lines high
/// (scaled with the height): a 720-line picture projected about 2 m high in a
/// classroom puts 20 px at about 5.5 cm, the size a back row still reads
/// (a projector's usual rule: letters at least 1/150 of the viewing distance,
/// 8 m here). Glyphs of 12 to 14 px wash out on a projector.
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

thread_local! {
    /// The text size preference in force, as a fraction (1.0 at 100 %):
    /// one value the whole window reads, as the language is, so every
    /// screen's layout (drawn and hit-tested alike) follows a change at once.
    static TEXT_SCALE: Cell<f32> = const { Cell::new(1.0) };
}

/// Puts the text size preference `scale` (1.0 at 100 %) in force: every
/// [`TextSizes::for_window`] from now on is that much larger.
pub fn set_text_scale(scale: f32) {
    TEXT_SCALE.with(|s| s.set(scale.max(0.1)));
}

/// The text size preference in force ([`set_text_scale`]), 1.0 at 100 %.
#[must_use]
pub fn text_scale() -> f32 {
    TEXT_SCALE.with(Cell::get)
}

impl TextSizes {
    /// [`Self::scaled`] by the text size preference in force.
    #[must_use]
    pub fn for_window(window: Vec2) -> Self {
        Self::scaled(window, text_scale())
    }

    /// Body text is about 1/30 of the window height (27 px at 800 px), never
    /// below 14 px, so a back row can read it off a projector screen; then
    /// `scale` times that (the text size preference).
    #[must_use]
    pub fn scaled(window: Vec2, scale: f32) -> Self {
        let body = ((window.y / 30.0).max(14.0) * scale).round();
        Self {
            body,
            heading: (body * 1.5).round(),
            title: (body * 3.0).round(),
        }
    }
}

/// What identifies a cached text: content, whole pixel size, face, and the
/// file's own font it is drawn in first (its key), if any.
type Key = (String, u32, Face, Option<String>);

struct Entry {
    text: Text,
    size: Option<Vec2>,
    /// How far above its place the text is drawn ([`Built::lift`]).
    lift: f32,
    /// The bold face's runs in fallback fonts alone ([`Built::overlay`]).
    overlay: Option<Text>,
}

/// A text as built, and how it is drawn so that every script looks alike.
struct Built {
    text: Text,
    /// Pixels to draw it higher: a fallback font with a taller ascender
    /// (Noto Sans CJK's is 1.16 em, DejaVu Sans's 0.93) puts the first
    /// line's baseline lower than the face alone would, and a Japanese
    /// line would sit low in its place, touching what is under it. Lifted,
    /// every line of a text in the face sits on the same baseline whatever
    /// its script.
    lift: f32,
    /// In the bold face, the same runs with only those in a fallback font
    /// drawn, to draw again a little to the right: no fallback font has a
    /// bold face here, so its characters are made bold as a browser
    /// synthesises bold, by doubling the stroke.
    overlay: Option<Text>,
}

/// How far right a fallback run is drawn again to embolden it, per pixel
/// of text size: the stem of a bold face is about a twentieth of an em
/// wider than the regular's.
const SYNTHETIC_BOLD_PER_PX: f32 = 0.05;

/// Sizes are whole pixels: a key must not depend on float noise.
fn whole_px(px: f32) -> u32 {
    px.round().max(1.0) as u32
}

/// `content` set in `face` at `px` pixels, one fragment per run in the
/// font that draws it (a fallback font's run scaled so that every run has
/// the same em), broken only at its newlines.
fn build(fonts: &WindowFonts, face: Face, content: &str, px: u32) -> Text {
    shape(fonts, face, content, px).text
}

/// [`build`], with what drawing it needs besides ([`Built`]).
fn shape(fonts: &WindowFonts, face: Face, content: &str, px: u32) -> Built {
    let px = px as f32;
    let runs = fonts.runs(face, content);
    let fragment = |font: &str, run: &str| {
        TextFragment::new(run)
            .font(font)
            .scale(PxScale::from(px * fonts.em_scale(font)))
    };
    let mut text = Text::default();
    for &(font, run) in &runs {
        text.add(fragment(font, run));
    }
    let face_font = fonts.font(face);
    let face_ascent = fonts.ascent_px(face_font, px);
    let mut first_line_ascent = face_ascent;
    for &(font, run) in &runs {
        if !run.starts_with('\n') {
            first_line_ascent =
                first_line_ascent.max(fonts.ascent_px(font, px * fonts.em_scale(font)));
        }
        if run.contains('\n') {
            break;
        }
    }
    let any_fallback = runs.iter().any(|&(font, _)| fonts.is_fallback(font));
    let overlay = (face == Face::Bold && any_fallback).then(|| {
        let mut overlay = Text::default();
        for &(font, run) in &runs {
            let fragment = fragment(font, run);
            overlay.add(if fonts.is_fallback(font) {
                fragment
            } else {
                fragment.color(Color::new(0.0, 0.0, 0.0, 0.0))
            });
        }
        overlay
    });
    Built {
        text,
        lift: first_line_ascent - face_ascent,
        overlay,
    }
}

/// Draws a cached text at `pos` as [`Built`] says: lifted, and its
/// fallback runs drawn twice in the bold face.
fn draw_entry(canvas: &mut Canvas, entry: &Entry, px: f32, pos: Vec2, color: Color) {
    let at = Vec2::new(pos.x, pos.y - entry.lift);
    canvas.draw(&entry.text, DrawParam::default().dest(at).color(color));
    if let Some(overlay) = &entry.overlay {
        let shift = (px * SYNTHETIC_BOLD_PER_PX).max(1.0);
        let at = Vec2::new(at.x + shift, at.y);
        canvas.draw(overlay, DrawParam::default().dest(at).color(color));
    }
}

/// Cached `Text` objects, and the fonts they are set in.
pub struct TextCache {
    fonts: WindowFonts,
    entries: HashMap<Key, Entry>,
    /// Paragraphs broken into lines (joined by newlines) for a width's
    /// bits: the breaking measures many trial lines, done once.
    broken: HashMap<(Key, u32), String>,
    /// Every text drawn since [`Self::record_boxes`], while recording.
    drawn: Option<Vec<Drawn>>,
    /// The surface texts are drawn on now ([`Self::set_surface`]).
    surface: &'static str,
}

impl TextCache {
    /// Loads the faces into ggez, once for the whole run (see
    /// [`WindowFonts::load`]).
    pub fn load(ctx: &mut Context) -> Self {
        Self {
            fonts: WindowFonts::load(ctx),
            entries: HashMap::new(),
            broken: HashMap::new(),
            drawn: None,
            surface: SCREEN,
        }
    }

    /// Adds to ggez the fonts texts asked for since the last call (a
    /// lesson's own font, a system font for a character no shipped font
    /// has) and forgets the texts built without them. True if any was
    /// added: the frame drawn since showed boxes in their place and should
    /// be drawn again.
    pub fn load_pending_fonts(&mut self, ctx: &mut Context) -> bool {
        let added = self.fonts.load_pending(ctx);
        if added {
            self.entries.clear();
            self.broken.clear();
        }
        added
    }

    /// Runs `draw` with `font` looked in first for its words (a lesson's
    /// `font`), then the usual chain again.
    pub fn with_own_font<T>(
        &mut self,
        font: Option<Arc<WordFont>>,
        draw: impl FnOnce(&mut Self) -> T,
    ) -> T {
        let had = font.is_some();
        if had {
            self.fonts.set_own(font);
        }
        let out = draw(self);
        if had {
            self.fonts.set_own(None);
        }
        out
    }

    fn key(&self, face: Face, content: &str, px: f32) -> Key {
        (content.to_owned(), whole_px(px), face, self.fonts.own_key())
    }

    fn entry(&mut self, face: Face, content: &str, px: f32) -> &mut Entry {
        if self.entries.len() >= MAX_ENTRIES {
            self.entries.clear();
        }
        let key = self.key(face, content, px);
        if !self.entries.contains_key(&key) {
            let built = shape(&self.fonts, face, content, key.1);
            let entry = Entry {
                text: built.text,
                size: None,
                lift: built.lift,
                overlay: built.overlay,
            };
            self.entries.insert(key.clone(), entry);
        }
        self.entries.get_mut(&key).expect("inserted above")
    }

    /// The text for `content` at `px` in `face`, to draw with a colour.
    pub fn get(&mut self, face: Face, content: &str, px: f32) -> &Text {
        &self.entry(face, content, px).text
    }

    /// `content` at `px` in `face`, broken into lines of at most `width`
    /// pixels by the Unicode rules (`hitlab::text::break_lines`: Latin at
    /// spaces, Chinese and Japanese between characters, no line starting
    /// with `、` or `。`). ggez's own wrapping is not used, so the banner, the
    /// band and the panels break every script by the one set of rules.
    pub fn wrapped(
        &mut self,
        ctx: &Context,
        face: Face,
        content: &str,
        px: f32,
        width: f32,
    ) -> GameResult<&Text> {
        let lines = self.broken_lines(ctx, face, content, px, width)?;
        Ok(self.get(face, &lines, px))
    }

    /// How many lines [`Self::wrapped`] breaks `content` into.
    pub fn wrapped_lines(
        &mut self,
        ctx: &Context,
        face: Face,
        content: &str,
        px: f32,
        width: f32,
    ) -> GameResult<usize> {
        Ok(self
            .broken_lines(ctx, face, content, px, width)?
            .split('\n')
            .count())
    }

    /// `content` broken into lines for [`Self::wrapped`], joined by newlines.
    fn broken_lines(
        &mut self,
        ctx: &Context,
        face: Face,
        content: &str,
        px: f32,
        width: f32,
    ) -> GameResult<String> {
        let key = (self.key(face, content, px), width.to_bits());
        if let Some(lines) = self.broken.get(&key) {
            return Ok(lines.clone());
        }
        let lines = self
            .with_measure(ctx, face, px, |measure| {
                hitlab::text::break_lines(content, width, width, measure)
            })?
            .join("\n");
        if self.broken.len() >= MAX_ENTRIES {
            self.broken.clear();
        }
        self.broken.insert(key, lines.clone());
        Ok(lines)
    }

    /// The laid-out size of `content` at `px` in `face`, in pixels.
    pub fn measure_in(
        &mut self,
        ctx: &Context,
        face: Face,
        content: &str,
        px: f32,
    ) -> GameResult<Vec2> {
        let entry = self.entry(face, content, px);
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
        let entry = self.entry(face, content, px);
        draw_entry(canvas, entry, px, pos, color);
        if self.drawn.is_some() {
            let key = self.key(face, content, px);
            self.note_drawn(&key, pos);
        }
    }

    /// Draws `content` in `face` broken into lines of at most `width`
    /// pixels (as [`Self::wrapped`]), with its top-left corner at `pos`.
    #[allow(clippy::too_many_arguments)]
    pub fn draw_wrapped(
        &mut self,
        ctx: &Context,
        canvas: &mut Canvas,
        face: Face,
        content: &str,
        px: f32,
        width: f32,
        pos: Vec2,
        color: Color,
    ) -> GameResult {
        let lines = self.broken_lines(ctx, face, content, px, width)?;
        self.draw_in(canvas, face, &lines, px, pos, color);
        Ok(())
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
        self.fit_px_in(ctx, Face::Ui, content, px, max_width)
    }

    /// [`Self::fit_px`] for `content` in `face`.
    pub fn fit_px_in(
        &mut self,
        ctx: &Context,
        face: Face,
        content: &str,
        px: f32,
        max_width: f32,
    ) -> GameResult<f32> {
        let width = self.measure_in(ctx, face, content, px)?.x;
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
        let mut measure = |s: &str| match build(&self.fonts, face, s, whole_px(px)).measure(ctx) {
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_text_size_preference_scales_every_size_and_100_percent_is_unchanged() {
        let window = Vec2::new(1280.0, 720.0);
        let plain = TextSizes::scaled(window, 1.0);
        assert_eq!((plain.body, plain.heading, plain.title), (24.0, 36.0, 72.0));
        let double = TextSizes::scaled(window, 2.0);
        assert_eq!(
            (double.body, double.heading, double.title),
            (48.0, 72.0, 144.0)
        );
        let more = TextSizes::scaled(window, 1.25);
        assert_eq!(more.body, 30.0);
        // The floor for tiny windows is scaled too: 14 px at 100 %.
        assert_eq!(TextSizes::scaled(Vec2::new(200.0, 100.0), 1.5).body, 21.0);
    }

    #[test]
    fn for_window_reads_the_preference_in_force_on_this_thread() {
        let window = Vec2::new(1280.0, 800.0);
        assert_eq!(text_scale(), 1.0);
        let before = TextSizes::for_window(window);
        set_text_scale(1.5);
        let during = TextSizes::for_window(window);
        set_text_scale(1.0);
        assert_eq!(during, TextSizes::scaled(window, 1.5));
        assert_eq!(before, TextSizes::scaled(window, 1.0));
        assert_eq!(TextSizes::for_window(window), before);
    }
}
