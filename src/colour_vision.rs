//! Colour vision: the Okabe–Ito palette, what a picture looks like with
//! protanopia, deuteranopia or tritanopia, and the measures that show two
//! kinds of mark still differ there, by lightness or by shape.
//!
//! The simulation is Machado, Oliveira and Fernandes, "A Physiologically-based
//! Model for Simulation of Color Vision Deficiency" (IEEE TVCG 15(6), 2009):
//! one 3×3 matrix per deficiency, at severity 1.0 (the full dichromacy),
//! applied to linear RGB. Greys are kept (each row sums to one), so a
//! difference in lightness survives every deficiency and a difference in hue
//! alone may not.
//!
//! The palette is Okabe and Ito, "Color Universal Design (CUD): How to make
//! figures and presentations that are friendly to colorblind people" (2008).

/// Okabe and Ito's colours, sRGB bytes; their black is a theme's own ink.
#[allow(missing_docs)]
pub mod okabe_ito {
    pub const ORANGE: [u8; 3] = [0xE6, 0x9F, 0x00];
    pub const SKY_BLUE: [u8; 3] = [0x56, 0xB4, 0xE9];
    pub const BLUISH_GREEN: [u8; 3] = [0x00, 0x9E, 0x73];
    pub const YELLOW: [u8; 3] = [0xF0, 0xE4, 0x42];
    pub const BLUE: [u8; 3] = [0x00, 0x72, 0xB2];
    pub const VERMILLION: [u8; 3] = [0xD5, 0x5E, 0x00];
    pub const REDDISH_PURPLE: [u8; 3] = [0xCC, 0x79, 0xA7];
}

/// A colour-vision deficiency, at its full severity.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Deficiency {
    /// No long-wavelength (red) cones.
    Protanopia,
    /// No medium-wavelength (green) cones.
    Deuteranopia,
    /// No short-wavelength (blue) cones.
    Tritanopia,
}

impl Deficiency {
    /// Each deficiency, red first.
    pub const ALL: [Self; 3] = [Self::Protanopia, Self::Deuteranopia, Self::Tritanopia];

    /// Its name, for messages.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Self::Protanopia => "protanopia",
            Self::Deuteranopia => "deuteranopia",
            Self::Tritanopia => "tritanopia",
        }
    }

    /// Machado, Oliveira and Fernandes (2009), table of simulation matrices,
    /// severity 1.0; rows give linear R, G, B.
    #[must_use]
    pub const fn matrix(self) -> [[f32; 3]; 3] {
        match self {
            Self::Protanopia => [
                [0.152_286, 1.052_583, -0.204_868],
                [0.114_503, 0.786_281, 0.099_216],
                [-0.003_882, -0.048_116, 1.051_998],
            ],
            Self::Deuteranopia => [
                [0.367_322, 0.860_646, -0.227_968],
                [0.280_085, 0.672_501, 0.047_413],
                [-0.011_820, 0.042_940, 0.968_881],
            ],
            Self::Tritanopia => [
                [1.255_528, -0.076_749, -0.178_779],
                [-0.078_411, 0.930_809, 0.147_602],
                [0.004_733, 0.691_367, 0.303_900],
            ],
        }
    }

    /// The sRGB colour `rgb` as seen with this deficiency.
    #[must_use]
    pub fn simulate(self, rgb: [u8; 3]) -> [u8; 3] {
        let linear = rgb.map(|c| to_linear(f32::from(c) / 255.0));
        self.matrix().map(|row| {
            let v = row[0] * linear[0] + row[1] * linear[1] + row[2] * linear[2];
            byte(to_srgb(v.clamp(0.0, 1.0)))
        })
    }
}

/// An sRGB channel (0..1) in linear light: the sRGB transfer function
/// undone (IEC 61966-2-1).
#[must_use]
pub fn to_linear(c: f32) -> f32 {
    if c <= 0.04045 {
        c / 12.92
    } else {
        ((c + 0.055) / 1.055).powf(2.4)
    }
}

/// A linear-light channel (0..1) as sRGB: [`to_linear`]'s inverse.
#[must_use]
pub fn to_srgb(c: f32) -> f32 {
    if c <= 0.003_130_8 {
        c * 12.92
    } else {
        1.055 * c.powf(1.0 / 2.4) - 0.055
    }
}

#[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
fn byte(c: f32) -> u8 {
    (c * 255.0).round().clamp(0.0, 255.0) as u8
}

/// WCAG 2 relative luminance of an sRGB colour, 0 (black) to 1 (white).
#[must_use]
pub fn luminance(rgb: [u8; 3]) -> f32 {
    let [r, g, b] = rgb.map(|c| to_linear(f32::from(c) / 255.0));
    0.2126 * r + 0.7152 * g + 0.0722 * b
}

/// WCAG 2 contrast ratio of two colours' luminances, 1 (same) to 21.
#[must_use]
pub fn contrast(a: f32, b: f32) -> f32 {
    (a.max(b) + 0.05) / (a.min(b) + 0.05)
}

/// An RGB picture, row by row.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Picture {
    /// Columns.
    pub width: usize,
    /// Rows.
    pub height: usize,
    /// `width × height` sRGB pixels, the top row first.
    pub pixels: Vec<[u8; 3]>,
}

impl Picture {
    /// A `width × height` picture of one colour.
    #[must_use]
    pub fn filled(width: usize, height: usize, rgb: [u8; 3]) -> Self {
        Self {
            width,
            height,
            pixels: vec![rgb; width * height],
        }
    }

    /// The pixel at column `x`, row `y`, if inside.
    #[must_use]
    pub fn at(&self, x: usize, y: usize) -> Option<[u8; 3]> {
        (x < self.width && y < self.height).then(|| self.pixels[y * self.width + x])
    }

    /// The picture as seen with `deficiency`.
    #[must_use]
    pub fn simulated(&self, deficiency: Deficiency) -> Self {
        Self {
            pixels: self
                .pixels
                .iter()
                .map(|&p| deficiency.simulate(p))
                .collect(),
            ..*self
        }
    }

    /// Where the picture is within `tolerance` (per channel) of `rgb`: the
    /// pixels a kind was drawn in at full strength.
    #[must_use]
    pub fn where_colour(&self, rgb: [u8; 3], tolerance: u8) -> Vec<(usize, usize)> {
        let near = |p: [u8; 3]| (0..3).all(|i| p[i].abs_diff(rgb[i]) <= tolerance);
        (0..self.height)
            .flat_map(|y| (0..self.width).map(move |x| (x, y)))
            .filter(|&(x, y)| near(self.pixels[y * self.width + x]))
            .collect()
    }

    /// Where the picture shows `rgb` laid over `background` at `min_strength`
    /// or more (0..1; 1 is `rgb` itself): each pixel that, in linear light
    /// (as the GPU blends), lies on the way from the background to the
    /// colour, at least that far along and within `tolerance` of the way.
    /// A mark that fades, or a smooth edge, is found where it is strong.
    #[must_use]
    pub fn where_laid(
        &self,
        rgb: [u8; 3],
        background: [u8; 3],
        min_strength: f32,
        tolerance: f32,
    ) -> Vec<(usize, usize)> {
        let lin = |c: [u8; 3]| c.map(|v| to_linear(f32::from(v) / 255.0));
        let (ink, under) = (lin(rgb), lin(background));
        let way = [0, 1, 2].map(|k| ink[k] - under[k]);
        let length2: f32 = way.iter().map(|w| w * w).sum();
        let mut found = Vec::new();
        if length2 <= f32::EPSILON {
            return found;
        }
        let mut seen = std::collections::HashMap::new();
        for (i, &p) in self.pixels.iter().enumerate() {
            let laid = *seen.entry(p).or_insert_with(|| {
                let q = lin(p);
                let d = [0, 1, 2].map(|k| q[k] - under[k]);
                let strength = (0..3).map(|k| d[k] * way[k]).sum::<f32>() / length2;
                let off = (0..3)
                    .map(|k| (d[k] - strength * way[k]).powi(2))
                    .sum::<f32>()
                    .sqrt();
                strength >= min_strength && strength <= 1.0 + tolerance && off <= tolerance
            });
            if laid {
                found.push((i % self.width, i / self.width));
            }
        }
        found
    }

    /// The mean luminance of the pixels at `places`; `None` for none.
    #[must_use]
    pub fn mean_luminance(&self, places: &[(usize, usize)]) -> Option<f32> {
        let values: Vec<f32> = places
            .iter()
            .filter_map(|&(x, y)| self.at(x, y))
            .map(luminance)
            .collect();
        #[allow(clippy::cast_precision_loss)]
        (!values.is_empty()).then(|| values.iter().sum::<f32>() / values.len() as f32)
    }

    /// The ink in the `side × side` square centred on `(cx, cy)`: each pixel
    /// whose luminance stands at least `min_contrast` from `background`'s.
    /// Outside the picture counts as no ink.
    #[must_use]
    pub fn ink_mask(
        &self,
        (cx, cy): (usize, usize),
        side: usize,
        background: [u8; 3],
        min_contrast: f32,
    ) -> Mask {
        let under = luminance(background);
        let half = side / 2;
        let mut ink = Vec::with_capacity(side * side);
        for dy in 0..side {
            for dx in 0..side {
                let (x, y) = ((cx + dx).checked_sub(half), (cy + dy).checked_sub(half));
                let p = x.zip(y).and_then(|(x, y)| self.at(x, y));
                ink.push(p.is_some_and(|p| contrast(luminance(p), under) >= min_contrast));
            }
        }
        Mask { side, ink }
    }
}

/// Which pixels of a square hold ink.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Mask {
    /// The square's side in pixels.
    pub side: usize,
    /// `side × side` flags, the top row first.
    pub ink: Vec<bool>,
}

impl Mask {
    /// How many pixels hold ink.
    #[must_use]
    pub fn count(&self) -> usize {
        self.ink.iter().filter(|&&i| i).count()
    }

    /// How much two masks of the same size differ in shape: one less their
    /// overlap over their union (0: the same pixels, 1: none shared).
    #[must_use]
    pub fn shape_difference(&self, other: &Self) -> f32 {
        let pairs = self.ink.iter().zip(&other.ink);
        let both = pairs.clone().filter(|(a, b)| **a && **b).count();
        let either = pairs.filter(|(a, b)| **a || **b).count();
        #[allow(clippy::cast_precision_loss)]
        if either == 0 {
            0.0
        } else {
            1.0 - both as f32 / either as f32
        }
    }
}

/// Two marks are told apart when their shapes differ by at least this
/// ([`Mask::shape_difference`])...
pub const MIN_SHAPE_DIFFERENCE: f32 = 0.25;
/// ... or their lightness by at least this contrast ratio.
pub const MIN_LIGHTNESS_CONTRAST: f32 = 1.5;
/// A mark's ink stands at least this contrast from the background to count
/// as seen (WCAG's ratio for graphics).
pub const MIN_INK_CONTRAST: f32 = 3.0;

#[cfg(test)]
mod tests;
