//! Colour themes. The dark theme is the game's own look; the light theme is
//! dark ink on a light background with the dark theme's line weights; the
//! high-contrast theme (F2) is for projectors: light background, dark ink,
//! thicker lines, and no meaning left to pale tints (a projector washes them
//! out): bands get bolder hatching and edges, targets darkened fills and an
//! outline.
//!
//! A palette then sets the colours that tell kinds apart (hit, miss, the
//! saves, the spin test, the two slabs, the aim and the accent): the
//! theme's own, or Okabe and Ito's eight ("Color Universal Design", 2008),
//! which stay apart with protanopia, deuteranopia and tritanopia. Colour is
//! never the only signal: each of those kinds also has its own shape or
//! pattern (docs/accessibility.md lists them).
//!
//! Translucent colours are blended by the GPU in linear light (the frame is
//! sRGB), so the tests' `over` composites the same way before a contrast is
//! measured; the tests hold every colour that carries meaning to WCAG's
//! ratios: 4.5:1 for text, 3:1 for lines and fills.

use ggez::graphics::Color;

use glam::Vec2;
use hitlab::colour_vision::{to_linear, to_srgb};
use hitlab::settings::preferences::{Palette, Preferences, ThemeName};

use super::text::{Face, PROJECTOR_MIN_TEXT_PX_AT_720};

/// How a band (a slab of the slab method, a capsule's band) is painted.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct BandPaint {
    /// Opacity of the band's tint (its role colour).
    pub fill_alpha: f32,
    /// Width in pixels of the band's two edge lines; 0 draws none.
    pub edge_px: f32,
    /// Width in pixels of the hatching across the band; 0 draws none.
    pub hatch_px: f32,
    /// Pixels between hatch lines.
    pub hatch_gap_px: f32,
    /// Opacity of the hatch lines (in the band's role colour).
    pub hatch_alpha: f32,
}

/// How a shooter target's designer colour is shown.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct TargetPaint {
    /// The most luminous a fill may be (relative luminance, 0..1); brighter
    /// designer colours are darkened, keeping their hue, to this.
    pub max_luminance: f32,
    /// The outline round the shape, and its width in pixels (0: none).
    pub outline: Color,
    pub outline_px: f32,
    /// The colour a hit target flashes towards.
    pub flash: Color,
}

/// The colours and line weights every mode draws with.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Theme {
    pub background: Color,
    /// Side panels (the ray lab's values).
    pub panel: Color,
    pub text: Color,
    pub dim_text: Color,
    pub accent: Color,
    pub hit: Color,
    pub miss: Color,
    pub ghost: Color,
    /// What the spin test (the target's motion swept) adds: its saves, the
    /// ghosts of its misses, and the label of its mode.
    pub spin: Color,
    pub outline: Color,
    /// The slab method's x slab and y slab (bands, ticks, t-spans, labels).
    pub slab_x: Color,
    pub slab_y: Color,
    pub band: BandPaint,
    /// The shooter's aim line while it points at something, and while it
    /// points at nothing; its width in pixels.
    pub aim: Color,
    pub aim_idle: Color,
    pub aim_px: f32,
    pub target: TargetPaint,
    /// Line width in pixels for outlines and rays.
    pub line_px: f32,
    pub high_contrast: bool,
}

impl Theme {
    /// The default dark theme.
    pub const DARK: Theme = Theme {
        background: Color::new(0.06, 0.07, 0.10, 1.0),
        panel: Color::new(0.10, 0.11, 0.15, 1.0),
        text: Color::new(0.93, 0.94, 0.96, 1.0),
        dim_text: Color::new(0.60, 0.64, 0.70, 1.0),
        accent: Color::new(0.35, 0.75, 1.0, 1.0),
        hit: Color::new(1.0, 0.35, 0.30, 1.0),
        miss: Color::new(0.55, 0.55, 0.60, 1.0),
        ghost: Color::new(1.0, 0.85, 0.25, 1.0),
        spin: Color::new(0.85, 0.55, 1.0, 1.0),
        outline: Color::new(0.85, 0.88, 0.92, 1.0),
        slab_x: Color::new(0.35, 0.75, 1.0, 1.0),
        slab_y: Color::new(1.0, 0.85, 0.25, 1.0),
        // Faint hatching, at a different angle in each slab, tells them
        // apart without their colours.
        band: BandPaint {
            fill_alpha: 0.10,
            edge_px: 1.5,
            hatch_px: 1.0,
            hatch_gap_px: 14.0,
            hatch_alpha: 0.35,
        },
        aim: Color::new(0.35, 0.75, 1.0, 0.6),
        aim_idle: Color::new(0.35, 0.75, 1.0, 0.35),
        aim_px: 1.0,
        target: TargetPaint {
            max_luminance: 1.0,
            outline: Color::new(0.85, 0.88, 0.92, 1.0),
            outline_px: 0.0,
            flash: Color::WHITE,
        },
        line_px: 2.0,
        high_contrast: false,
    };

    /// Dark ink on a light background, with the dark theme's line weights:
    /// for a bright room, not a projector.
    pub const LIGHT: Theme = Theme {
        background: Color::new(0.965, 0.968, 0.975, 1.0),
        panel: Color::new(0.90, 0.91, 0.93, 1.0),
        text: Color::new(0.08, 0.09, 0.11, 1.0),
        dim_text: Color::new(0.32, 0.35, 0.40, 1.0),
        accent: Color::new(0.0, 0.36, 0.70, 1.0),
        hit: Color::new(0.78, 0.12, 0.10, 1.0),
        miss: Color::new(0.42, 0.44, 0.48, 1.0),
        // Dark amber: yellow vanishes on a light background.
        ghost: Color::new(0.60, 0.38, 0.0, 1.0),
        spin: Color::new(0.50, 0.15, 0.70, 1.0),
        outline: Color::new(0.16, 0.18, 0.22, 1.0),
        slab_x: Color::new(0.0, 0.36, 0.70, 1.0),
        slab_y: Color::new(0.60, 0.38, 0.0, 1.0),
        band: BandPaint {
            fill_alpha: 0.12,
            edge_px: 1.5,
            hatch_px: 1.0,
            hatch_gap_px: 14.0,
            hatch_alpha: 0.45,
        },
        // A translucent line fades into a light background: both aims stay
        // near opaque to keep 3:1.
        aim: Color::new(0.0, 0.36, 0.70, 0.95),
        aim_idle: Color::new(0.0, 0.36, 0.70, 0.85),
        aim_px: 1.0,
        target: TargetPaint {
            max_luminance: 0.26,
            outline: Color::new(0.16, 0.18, 0.22, 1.0),
            outline_px: 0.0,
            flash: Color::new(0.08, 0.09, 0.11, 1.0),
        },
        line_px: 2.0,
        high_contrast: false,
    };

    /// Light background, near-black ink, thick lines: legible on a projector.
    pub const HIGH_CONTRAST: Theme = Theme {
        background: Color::new(1.0, 1.0, 1.0, 1.0),
        panel: Color::new(0.93, 0.93, 0.93, 1.0),
        text: Color::new(0.0, 0.0, 0.0, 1.0),
        dim_text: Color::new(0.15, 0.15, 0.15, 1.0),
        accent: Color::new(0.0, 0.25, 0.75, 1.0),
        hit: Color::new(0.80, 0.0, 0.0, 1.0),
        miss: Color::new(0.30, 0.30, 0.30, 1.0),
        // Burnt orange: the dark theme's yellow vanishes on white.
        ghost: Color::new(0.70, 0.35, 0.0, 1.0),
        spin: Color::new(0.50, 0.0, 0.65, 1.0),
        outline: Color::new(0.0, 0.0, 0.0, 1.0),
        slab_x: Color::new(0.0, 0.25, 0.75, 1.0),
        slab_y: Color::new(0.70, 0.35, 0.0, 1.0),
        // A tint alone is invisible on a projector: the edges show where a
        // slab starts and ends, the hatching (crossed where slabs overlap)
        // shows its inside, and ink on the tint still reads.
        band: BandPaint {
            fill_alpha: 0.14,
            edge_px: 2.5,
            hatch_px: 1.5,
            hatch_gap_px: 16.0,
            hatch_alpha: 1.0,
        },
        aim: Color::new(0.0, 0.25, 0.75, 1.0),
        aim_idle: Color::new(0.0, 0.25, 0.75, 0.9),
        aim_px: 3.0,
        target: TargetPaint {
            max_luminance: 0.26,
            outline: Color::new(0.0, 0.0, 0.0, 1.0),
            outline_px: 2.0,
            flash: Color::new(0.0, 0.0, 0.0, 1.0),
        },
        line_px: 4.0,
        high_contrast: true,
    };

    /// The theme `preferences` name, in the palette they name.
    #[must_use]
    pub fn of(preferences: &Preferences) -> Self {
        let theme = match preferences.theme {
            ThemeName::Dark => Self::DARK,
            ThemeName::Light => Self::LIGHT,
            ThemeName::HighContrast => Self::HIGH_CONTRAST,
        };
        theme.in_palette(preferences.palette)
    }

    /// This theme with the colours that tell kinds apart taken from
    /// `palette`; its background, text and line weights kept.
    #[must_use]
    pub fn in_palette(self, palette: Palette) -> Self {
        match palette {
            Palette::Standard => self,
            Palette::OkabeIto => self.okabe_ito(),
        }
    }

    /// Okabe and Ito's colours for the kinds. On a dark background they are
    /// used as published (sky blue and yellow, which read there); on a light
    /// one blue and orange take their place, each darkened, hue kept, until
    /// it reads as text (4.5:1), and a hit darker still, so that it also
    /// differs from a save by lightness. A miss stays the theme's grey:
    /// grey is safe for every colour vision.
    fn okabe_ito(self) -> Self {
        use hitlab::colour_vision::okabe_ito::{
            BLUE, ORANGE, REDDISH_PURPLE, SKY_BLUE, VERMILLION, YELLOW,
        };
        let background = relative_luminance(self.background);
        let light = background > 0.5;
        // The most luminous an ink may be and still read at 4.5:1 (with a
        // little to spare for rounding to bytes).
        let text_limit = (background + 0.05) / 4.6 - 0.05;
        let ink = |rgb: [u8; 3], limit: f32| {
            if light {
                darkened(rgb, limit)
            } else {
                Color::from_rgb(rgb[0], rgb[1], rgb[2])
            }
        };
        let (accent, save) = if light {
            (ink(BLUE, text_limit), ink(ORANGE, text_limit))
        } else {
            (ink(SKY_BLUE, 1.0), ink(YELLOW, 1.0))
        };
        let slab_y = ink(ORANGE, text_limit);
        Theme {
            accent,
            hit: ink(VERMILLION, text_limit * 0.45),
            ghost: save,
            spin: ink(REDDISH_PURPLE, text_limit),
            slab_x: accent,
            slab_y,
            aim: Color {
                a: self.aim.a,
                ..accent
            },
            aim_idle: Color {
                a: self.aim_idle.a,
                ..accent
            },
            ..self
        }
    }

    /// A target's fill for its designer colour (sRGB bytes): as designed in
    /// the dark theme; in the high-contrast theme darkened, hue kept, until it
    /// stands out from the light background.
    #[must_use]
    pub fn target_fill(&self, rgb: [u8; 3]) -> Color {
        darkened(rgb, self.target.max_luminance)
    }

    /// The smallest text this theme sets in a window of `window` pixels:
    /// in the projector theme [`PROJECTOR_MIN_TEXT_PX_AT_720`] scaled with
    /// the window's height, so a footer or a panel row at 0.7 to 0.8 of the
    /// body size is not left below it; the dark theme keeps its sizes (0).
    #[must_use]
    pub fn min_text_px(&self, window: Vec2) -> f32 {
        if self.high_contrast {
            (PROJECTOR_MIN_TEXT_PX_AT_720 * window.y / 720.0).round()
        } else {
            0.0
        }
    }

    /// The face for text that carries a value (the shooter's counts, the ray
    /// lab's labels and verdict): bold in high contrast, where thin strokes
    /// on white wash out on a projector; `regular` otherwise.
    #[must_use]
    pub fn value_face(&self, regular: Face) -> Face {
        if self.high_contrast {
            Face::Bold
        } else {
            regular
        }
    }
}

/// The colour `rgb` (sRGB bytes), darkened, hue kept, to at most `limit`
/// relative luminance; as it is if already that dark.
fn darkened([r, g, b]: [u8; 3], limit: f32) -> Color {
    let color = Color::from_rgb(r, g, b);
    let luminance = relative_luminance(color);
    if luminance <= limit {
        return color;
    }
    // Scaling linear RGB scales relative luminance by the same factor.
    let k = limit / luminance;
    let dim = |c: f32| to_srgb(to_linear(c) * k);
    Color::new(dim(color.r), dim(color.g), dim(color.b), 1.0)
}

/// WCAG 2 relative luminance of an opaque sRGB colour.
#[must_use]
pub fn relative_luminance(c: Color) -> f32 {
    0.2126 * to_linear(c.r) + 0.7152 * to_linear(c.g) + 0.0722 * to_linear(c.b)
}

#[cfg(test)]
mod tests;
