//! The fonts the window has loaded into ggez, and which one draws each
//! character of a text (`hitlab::text::fonts` decides; this loads).
//!
//! The UI, bold and monospaced faces and the Japanese subset are loaded at
//! start. Any other font a character needs (a lesson's own `font`, one of
//! the system's) is loaded the first time a text needs it: ggez can only
//! add a font with the `Context` in hand, which building a text has not,
//! so the font is queued ([`WindowFonts::load_pending`] adds it before the
//! frame is drawn again) and the text is drawn in its face meanwhile.

use std::borrow::Cow;
use std::cell::RefCell;
use std::collections::HashMap;
use std::sync::Arc;

use ggez::Context;
use ggez::graphics::FontData;
use hitlab::text::fonts::{Fonts, WORD_FONTS, WordFont, font_has, needs_glyph, split_runs};

use super::Face;

/// The UI font's name inside ggez, once loaded.
const UI_FONT: &str = "DejaVuSans";
/// The bold face's name inside ggez, once loaded.
const BOLD_FONT: &str = "DejaVuSans-Bold";
/// ggez's built-in font: the monospaced face, and the UI face when
/// `resources/fonts/DejaVuSans.ttf` is missing.
pub(super) const MONO_FONT: &str = "LiberationMono-Regular";

/// The ascender of ggez's built-in LiberationMono Regular as a share of its
/// height (1705 of 1705 + 615 font units): the font is compiled into ggez,
/// out of this crate's reach to measure.
const MONO_ASCENT_PER_HEIGHT: f32 = 1705.0 / 2320.0;

/// What a run in a fallback font needs to know of it.
struct Fallback {
    /// The blank characters it draws (spaces), so a run in it keeps them.
    blanks: Vec<char>,
    /// Its size beside the UI face's ([`em_scale_of`]).
    em_scale: f32,
    /// [`WordFont::ascent_per_height`].
    ascent_per_height: f32,
}

impl Fallback {
    fn of(font: &WordFont) -> Self {
        Self {
            blanks: blanks_of(font),
            em_scale: em_scale_of(font),
            ascent_per_height: font.ascent_per_height(),
        }
    }
}

/// A font a text needs that ggez does not have yet.
struct Pending {
    key: String,
    bytes: std::io::Result<Cow<'static, [u8]>>,
    fallback: Fallback,
}

/// The fonts ggez has, and the chain a character is looked for in.
pub(super) struct WindowFonts {
    /// The face words are set in: the UI font, or ggez's own if it failed.
    ui: &'static str,
    /// The bold face, or the UI face if ggez refused it.
    bold: &'static str,
    /// The chain: a file's own font (set while its screen draws), the
    /// shipped fonts, the system's.
    chain: Fonts<'static>,
    /// Fallback fonts by [`WordFont::key`]: the name ggez has each under,
    /// or `None` if ggez refused it (its characters are then drawn in the
    /// text's face, as boxes).
    loaded: RefCell<HashMap<String, Option<&'static str>>>,
    /// Each fallback font's blanks and size, by ggez name; a face not
    /// listed (UI, bold, mono) draws every blank, at the text's size.
    fallbacks: RefCell<HashMap<&'static str, Fallback>>,
    pending: RefCell<Vec<Pending>>,
}

/// How much larger a run in `font` is set than the text around it, so its
/// em (the size its letters are drawn to) is the UI face's: ggez sets a
/// font's whole height, descender to ascender, to the pixel size, and a
/// tall font (Noto Sans CJK is 1.45 em, DejaVu Sans 1.16) would otherwise
/// draw its kana a fifth smaller than the Latin letters beside them.
fn em_scale_of(font: &WordFont) -> f32 {
    let ui = hitlab::text::fonts::shipped_fonts()
        .first()
        .and_then(Option::as_ref)
        .map_or(1.0, WordFont::height_per_em);
    font.height_per_em() / ui
}

/// The blank characters (spaces) `font` draws; line ends and tabs are
/// breaks and never drawn (`split_runs` keeps them in any run).
fn blanks_of(font: &WordFont) -> Vec<char> {
    [' ', '\u{A0}', '\u{3000}']
        .into_iter()
        .filter(|&c| font.has(c))
        .collect()
}

/// Adds `bytes` to ggez as `key`; its ggez name, or `None` with a warning.
fn add(
    ctx: &mut Context,
    key: &str,
    bytes: std::io::Result<Cow<'static, [u8]>>,
) -> Option<&'static str> {
    let font = bytes
        .map_err(|e| e.to_string())
        .and_then(|bytes| FontData::from_vec(bytes.into_owned()).map_err(|e| e.to_string()));
    match font {
        Ok(font) => {
            // Each font is added once for the whole run, under a name that
            // lives as long: a handful of names, not a growing leak.
            let name: &'static str = Box::leak(key.to_owned().into_boxed_str());
            ctx.gfx.add_font(name, font);
            Some(name)
        }
        Err(e) => {
            log::warn!("font {key} not loaded ({e}); its characters will show as boxes");
            None
        }
    }
}

impl WindowFonts {
    /// Loads the faces into ggez: the UI font from the resources (ggez's
    /// built-in face, with a warning, if it is missing or unreadable, so a
    /// broken install still shows text), the bold face from the copy
    /// compiled in, and the Japanese subset.
    pub(super) fn load(ctx: &mut Context) -> Self {
        let path = hitlab::resources::resolve(WORD_FONTS[0]);
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
        let fonts = Self {
            ui,
            bold,
            chain: Fonts::window(),
            loaded: RefCell::default(),
            fallbacks: RefCell::default(),
            pending: RefCell::default(),
        };
        // The Japanese subset is loaded now: the shipped lessons need it,
        // and their first frame should not wait a frame for it.
        if let Some(japanese) = hitlab::text::fonts::shipped_fonts()
            .get(1)
            .and_then(Option::as_ref)
        {
            fonts.queue(japanese);
            fonts.load_pending(ctx);
        }
        fonts
    }

    /// The ggez font of `face`.
    pub(super) fn font(&self, face: Face) -> &'static str {
        match face {
            Face::Ui => self.ui,
            Face::Bold => self.bold,
            Face::Mono => MONO_FONT,
        }
    }

    /// Sets the font a file's words are drawn in first (`None`: none).
    pub(super) fn set_own(&mut self, font: Option<Arc<WordFont>>) {
        let chain = Fonts::window();
        self.chain = match font {
            Some(font) => chain.with_own(font),
            None => chain,
        };
    }

    /// The key of the file's own font, if one is set: part of a cached
    /// text's key, since it changes the runs.
    pub(super) fn own_key(&self) -> Option<String> {
        self.chain.own().map(|f| f.key().into_owned())
    }

    /// Queues `font` to be added to ggez, unless it is or was.
    fn queue(&self, font: &WordFont) {
        let key = font.key();
        let mut pending = self.pending.borrow_mut();
        if self.loaded.borrow().contains_key(key.as_ref()) || pending.iter().any(|p| p.key == key) {
            return;
        }
        pending.push(Pending {
            key: key.into_owned(),
            bytes: font.read(),
            fallback: Fallback::of(font),
        });
    }

    /// Adds the fonts texts have asked for since the last call. True if
    /// any was added: texts built before it must be built again (the
    /// caller empties its cache and draws the frame again).
    pub(super) fn load_pending(&self, ctx: &mut Context) -> bool {
        let pending = std::mem::take(&mut *self.pending.borrow_mut());
        let added = !pending.is_empty();
        for font in pending {
            let name = add(ctx, &font.key, font.bytes);
            if let Some(name) = name {
                self.fallbacks.borrow_mut().insert(name, font.fallback);
            }
            self.loaded.borrow_mut().insert(font.key, name);
        }
        added
    }

    /// The ggez font `font` is drawn in: its own once loaded, else (queued,
    /// or refused) `fallback`.
    fn ggez_font(&self, font: &WordFont, fallback: &'static str) -> &'static str {
        if font.key() == WORD_FONTS[0] && self.ui != MONO_FONT {
            return self.ui;
        }
        if let Some(name) = self.loaded.borrow().get(font.key().as_ref()) {
            return name.unwrap_or(fallback);
        }
        self.queue(font);
        fallback
    }

    /// The font `c` (which needs a glyph) is drawn in when set in `face`:
    /// a file's own font first for words, then the face's own if it has
    /// the character, else the first font of the chain that has it
    /// (`hitlab::text::fonts`: DejaVu Sans, the Japanese subset, the
    /// system's), else the face's own, which draws an empty box (`hitlab
    /// check` warns of such a character in a lesson).
    fn font_of(&self, face: Face, c: char) -> &'static str {
        let own_face = self.font(face);
        if face == Face::Ui
            && let Some(own) = self.chain.own().filter(|f| f.has(c))
        {
            return self.ggez_font(own, own_face);
        }
        let has = match face {
            Face::Ui => self.ui != MONO_FONT && font_has(0, c),
            Face::Bold => hitlab::levels::arena::font::font_has(c),
            // ggez's built-in face cannot be read from here; it has the
            // European scripts and symbols, and no CJK, whose characters
            // are all wide.
            Face::Mono => hitlab::text::display_width(c.encode_utf8(&mut [0; 4])) < 2,
        };
        if has {
            return own_face;
        }
        match self.chain.font_for(c) {
            Some(font) => self.ggez_font(font, own_face),
            None => own_face,
        }
    }

    /// How much larger than the text a run in ggez font `font` is set
    /// (1 for the faces themselves).
    pub(super) fn em_scale(&self, font: &str) -> f32 {
        self.fallbacks
            .borrow()
            .get(font)
            .map_or(1.0, |f| f.em_scale)
    }

    /// Whether ggez font `font` is a fallback font (the Japanese subset, a
    /// lesson's own, a system font), not one of the faces.
    pub(super) fn is_fallback(&self, font: &str) -> bool {
        self.fallbacks.borrow().contains_key(font)
    }

    /// How far below a line's top ggez puts the baseline of a run in ggez
    /// font `font` set at `scale` pixels.
    pub(super) fn ascent_px(&self, font: &str, scale: f32) -> f32 {
        let share = match self.fallbacks.borrow().get(font) {
            Some(fallback) => fallback.ascent_per_height,
            None if font == MONO_FONT => MONO_ASCENT_PER_HEIGHT,
            // The UI face and its bold share DejaVu Sans's vertical metrics.
            None => hitlab::text::fonts::shipped_fonts()
                .first()
                .and_then(Option::as_ref)
                .map_or(0.8, WordFont::ascent_per_height),
        };
        scale * share
    }

    /// `content` split into runs, each in the one font that draws it.
    pub(super) fn runs<'c>(&self, face: Face, content: &'c str) -> Vec<(&'static str, &'c str)> {
        let fallbacks = self.fallbacks.borrow();
        split_runs(
            content,
            self.font(face),
            |c| {
                if needs_glyph(c) {
                    self.font_of(face, c)
                } else {
                    self.font(face)
                }
            },
            |font, c| fallbacks.get(font).is_none_or(|f| f.blanks.contains(&c)),
        )
    }
}
