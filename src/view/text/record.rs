//! The box of every text drawn, recorded when asked (`--check-text`): the
//! text cache notes each draw, and measures the boxes once the frame is
//! drawn (`hitlab::text::boxes` says what is wrong with them).

use ggez::glam::Vec2;
use ggez::graphics::Text;
use ggez::{Context, GameResult};
use hitlab::text::boxes::{SCREEN, TextBox};

use super::{Key, SYNTHETIC_BOLD_PER_PX, TextCache};

/// A text as drawn, kept while a frame's text boxes are recorded.
pub(super) struct Drawn {
    content: String,
    surface: &'static str,
    text: Text,
    /// Its size in pixels.
    px: f32,
    /// Where its top-left corner was asked to go (before the lift).
    at: Vec2,
    /// How much wider the synthetic bold's second pass draws it.
    extra_width: f32,
}

impl TextCache {
    /// Starts recording every text drawn from now on (forgetting any
    /// recorded before), on the screen's own surface, for
    /// [`Self::recorded_boxes`].
    pub fn record_boxes(&mut self) {
        self.drawn = Some(Vec::new());
        self.surface = SCREEN;
    }

    /// A frame begins: what was recorded is forgotten (while recording),
    /// and texts are on the screen's own surface again.
    pub fn begin_frame(&mut self) {
        if let Some(drawn) = &mut self.drawn {
            drawn.clear();
        }
        self.surface = SCREEN;
    }

    /// Texts drawn from now on are on `surface`, an opaque panel over what
    /// was drawn before (`hitlab::text::boxes`), until set back;
    /// returns the surface they were on, to set back to.
    pub fn set_surface(&mut self, surface: &'static str) -> &'static str {
        std::mem::replace(&mut self.surface, surface)
    }

    /// The box of every text drawn since [`Self::record_boxes`], in window
    /// pixels, in drawing order (none if not recording).
    pub fn recorded_boxes(&self, ctx: &Context) -> GameResult<Vec<TextBox>> {
        let Some(drawn) = &self.drawn else {
            return Ok(Vec::new());
        };
        drawn
            .iter()
            .map(|d| {
                let size: Vec2 = d.text.measure(ctx)?.into();
                // Each line's box is the face's line, `px` high, on the
                // face's baseline: a fallback font's run (Japanese) is set
                // taller to match the face's em and lifted onto that
                // baseline, and its taller line is empty above and below
                // the glyphs. Its lines are spaced by that taller line.
                let lines = d.content.split('\n').count().max(1) as f32;
                let spacing = size.y / lines;
                Ok(TextBox {
                    text: d.content.clone(),
                    surface: d.surface.to_owned(),
                    x: d.at.x,
                    y: d.at.y,
                    w: size.x + d.extra_width,
                    h: (size.y - spacing + d.px).min(size.y),
                })
            })
            .collect()
    }

    /// Keeps `entry` drawn at `pos` if recording.
    pub(super) fn note_drawn(&mut self, key: &Key, pos: Vec2) {
        let Some(drawn) = &mut self.drawn else {
            return;
        };
        let Some(entry) = self.entries.get(key) else {
            return;
        };
        let px = key.1 as f32;
        drawn.push(Drawn {
            content: key.0.clone(),
            surface: self.surface,
            text: entry.text.clone(),
            px,
            at: pos,
            extra_width: if entry.overlay.is_some() {
                (px * SYNTHETIC_BOLD_PER_PX).max(1.0)
            } else {
                0.0
            },
        });
    }
}
