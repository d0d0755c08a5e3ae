//! Colour themes. The high-contrast theme (F2) is for projectors: light
//! background, dark ink, thicker lines.

use ggez::graphics::Color;

/// The colours and line weights every mode draws with.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Theme {
    pub background: Color,
    pub text: Color,
    pub dim_text: Color,
    pub accent: Color,
    pub hit: Color,
    pub miss: Color,
    pub ghost: Color,
    pub outline: Color,
    /// Line width in pixels for outlines and rays.
    pub line_px: f32,
    pub high_contrast: bool,
}

impl Theme {
    /// The default dark theme.
    pub const DARK: Theme = Theme {
        background: Color::new(0.06, 0.07, 0.10, 1.0),
        text: Color::new(0.93, 0.94, 0.96, 1.0),
        dim_text: Color::new(0.60, 0.64, 0.70, 1.0),
        accent: Color::new(0.35, 0.75, 1.0, 1.0),
        hit: Color::new(1.0, 0.35, 0.30, 1.0),
        miss: Color::new(0.55, 0.55, 0.60, 1.0),
        ghost: Color::new(1.0, 0.85, 0.25, 1.0),
        outline: Color::new(0.85, 0.88, 0.92, 1.0),
        line_px: 2.0,
        high_contrast: false,
    };

    /// Light background, near-black ink, thick lines: legible on a projector.
    pub const HIGH_CONTRAST: Theme = Theme {
        background: Color::new(1.0, 1.0, 1.0, 1.0),
        text: Color::new(0.0, 0.0, 0.0, 1.0),
        dim_text: Color::new(0.15, 0.15, 0.15, 1.0),
        accent: Color::new(0.0, 0.25, 0.75, 1.0),
        hit: Color::new(0.80, 0.0, 0.0, 1.0),
        miss: Color::new(0.30, 0.30, 0.30, 1.0),
        ghost: Color::new(0.75, 0.45, 0.0, 1.0),
        outline: Color::new(0.0, 0.0, 0.0, 1.0),
        line_px: 4.0,
        high_contrast: true,
    };
}
