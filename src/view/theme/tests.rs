//! Every colour that carries meaning meets its contrast ratio in every theme
//! and palette.

use super::*;

mod colour_vision_shots;
use hitlab::colour_vision::Deficiency;
use hitlab::settings::preferences::Palette;

/// `color` as it shows over the opaque `under`: the GPU's blend, done in
/// linear light as on the sRGB frame.
#[must_use]
fn over(color: Color, under: Color) -> Color {
    let a = color.a.clamp(0.0, 1.0);
    let mix = |c: f32, u: f32| to_srgb(to_linear(c) * a + to_linear(u) * (1.0 - a));
    Color::new(
        mix(color.r, under.r),
        mix(color.g, under.g),
        mix(color.b, under.b),
        1.0,
    )
}

/// WCAG 2 contrast ratio of two opaque colours, from 1 (same) to 21.
#[must_use]
pub fn contrast_ratio(a: Color, b: Color) -> f32 {
    hitlab::colour_vision::contrast(relative_luminance(a), relative_luminance(b))
}

/// Every theme in every palette, named "theme, palette".
fn themes() -> Vec<(String, Theme)> {
    let mut all = Vec::new();
    for &theme in ThemeName::ALL {
        for &palette in Palette::ALL {
            let preferences = Preferences {
                theme,
                palette,
                ..Preferences::default()
            };
            all.push((format!("{theme}, {palette}"), Theme::of(&preferences)));
        }
    }
    assert_eq!(all.len(), 6);
    all
}

fn assert_ratio(theme: &str, what: &str, fg: Color, bg: Color, min: f32) {
    let ratio = contrast_ratio(over(fg, bg), bg);
    assert!(
        ratio >= min,
        "{theme}: {what} has contrast {ratio:.2}:1 against its background, needs {min}:1"
    );
}

#[test]
fn contrast_ratio_matches_wcag_reference_values() {
    let white = Color::WHITE;
    assert!((contrast_ratio(Color::BLACK, white) - 21.0).abs() < 0.01);
    assert!((contrast_ratio(white, white) - 1.0).abs() < 1e-6);
    // #767676 is the lightest grey that passes 4.5:1 on white.
    let grey = Color::from_rgb(0x76, 0x76, 0x76);
    assert!((contrast_ratio(grey, white) - 4.54).abs() < 0.01);
    assert_eq!(contrast_ratio(grey, white), contrast_ratio(white, grey));
}

#[test]
fn translucent_colours_blend_in_linear_light_like_the_gpu() {
    // Measured on a ray-lab screenshot: the x slab's 14 % tint over white.
    let tint = Color::new(0.0, 0.25, 0.75, 0.14);
    let (r, g, b) = over(tint, Color::WHITE).to_rgb();
    let near = |x: u8, y: u8| x.abs_diff(y) <= 1;
    assert!(
        near(r, 239) && near(g, 239) && near(b, 247),
        "{:?}",
        (r, g, b)
    );
}

#[test]
fn every_text_colour_reads_at_4_5_to_1_on_background_and_panel() {
    for (name, t) in themes() {
        let name = name.as_str();
        let inks = [
            ("text", t.text),
            ("dim text", t.dim_text),
            ("accent", t.accent),
            ("hit", t.hit),
            ("ghost", t.ghost),
            ("spin", t.spin),
            ("x slab label", t.slab_x),
            ("y slab label", t.slab_y),
        ];
        for (what, ink) in inks {
            assert_ratio(name, what, ink, t.background, 4.5);
        }
        // The ray lab's panel prints its rows in these two.
        for (what, ink) in [("text", t.text), ("dim text", t.dim_text)] {
            assert_ratio(name, &format!("{what} on the panel"), ink, t.panel, 4.5);
        }
    }
}

#[test]
fn every_meaningful_line_stands_out_at_3_to_1() {
    for (name, t) in themes() {
        let name = name.as_str();
        let lines = [
            ("outline", t.outline),
            ("miss", t.miss),
            ("aim line", t.aim),
            ("idle aim line", t.aim_idle),
            ("x slab", t.slab_x),
            ("y slab", t.slab_y),
        ];
        for (what, line) in lines {
            assert_ratio(name, what, line, t.background, 3.0);
        }
    }
    let hc = Theme::HIGH_CONTRAST;
    assert!(hc.aim_px >= 2.0, "a 1 px aim line is lost on a projector");
}

#[test]
fn bands_show_their_edges_and_ink_on_them_still_reads() {
    for (name, t) in themes() {
        let name = name.as_str();
        assert!(t.band.edge_px >= 1.0, "{name}: bands need visible edges");
        for (what, slab) in [("x slab", t.slab_x), ("y slab", t.slab_y)] {
            let tint = over(
                Color {
                    a: t.band.fill_alpha,
                    ..slab
                },
                t.background,
            );
            // Where the tint alone is faint, hatching must show the inside.
            if contrast_ratio(tint, t.background) < 3.0 && t.high_contrast {
                assert!(t.band.hatch_px >= 1.0 && t.band.hatch_gap_px > 0.0);
            }
            assert_ratio(name, &format!("text on the {what}"), t.text, tint, 4.5);
            // The projector theme also keeps hit markers clear on a band.
            if t.high_contrast {
                assert_ratio(name, &format!("a hit on the {what}"), t.hit, tint, 3.0);
            }
        }
    }
}

/// Every colour a shipped arena gives a target.
fn shipped_target_colours() -> Vec<[u8; 3]> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("resources/arenas");
    let mut colours = Vec::new();
    for entry in std::fs::read_dir(dir).unwrap() {
        let text = std::fs::read_to_string(entry.unwrap().path()).unwrap();
        for line in text.lines() {
            if let Some(hex) = line.trim().strip_prefix("colour = \"#") {
                let v = u32::from_str_radix(&hex[..6], 16).unwrap();
                colours.push([(v >> 16) as u8, (v >> 8) as u8, v as u8]);
            }
        }
    }
    assert!(colours.len() >= 10, "found only {colours:?}");
    colours
}

#[test]
fn shipped_target_colours_stand_out_in_every_theme() {
    for (name, t) in themes() {
        let name = name.as_str();
        for colour in shipped_target_colours() {
            let what = format!("target {colour:?}");
            assert_ratio(name, &what, t.target_fill(colour), t.background, 3.0);
        }
    }
}

#[test]
fn high_contrast_darkens_any_target_colour_and_outlines_it() {
    let t = Theme::HIGH_CONTRAST;
    assert_ratio(
        "high contrast",
        "target outline",
        t.target.outline,
        t.background,
        3.0,
    );
    assert!(t.target.outline_px >= 1.0);
    assert_ratio("high contrast", "flash", t.target.flash, t.background, 3.0);
    for r in (0..=255).step_by(15) {
        for g in (0..=255).step_by(15) {
            for b in (0..=255).step_by(15) {
                let c = [r as u8, g as u8, b as u8];
                assert_ratio(
                    "high contrast",
                    "any target",
                    t.target_fill(c),
                    t.background,
                    3.0,
                );
            }
        }
    }
    // A colour already dark enough is kept as designed.
    let navy = [0x10, 0x20, 0x60];
    assert_eq!(t.target_fill(navy).to_rgb(), (0x10, 0x20, 0x60));
    // The dark theme shows the designer's colour untouched.
    assert_eq!(
        Theme::DARK.target_fill([0xf2, 0xc8, 0x4b]).to_rgb(),
        (0xf2, 0xc8, 0x4b)
    );
}

#[test]
fn values_are_bold_in_high_contrast_only() {
    assert_eq!(Theme::HIGH_CONTRAST.value_face(Face::Mono), Face::Bold);
    assert_eq!(Theme::HIGH_CONTRAST.value_face(Face::Ui), Face::Bold);
    assert_eq!(Theme::DARK.value_face(Face::Mono), Face::Mono);
}

/// Rows set at 0.7 to 0.8 of the body size are too small on a projector at
/// 1280×720: the projector theme has a floor, scaled with the window, and
/// the dark theme none.
#[test]
fn the_projector_theme_sets_no_text_below_its_minimum() {
    use crate::view::screen::Style;
    use crate::view::text::TextSizes;
    for lines in [600.0, 720.0, 1080.0] {
        let window = Vec2::new(1280.0, lines);
        let min = Theme::HIGH_CONTRAST.min_text_px(window);
        assert!((min - (PROJECTOR_MIN_TEXT_PX_AT_720 * lines / 720.0).round()).abs() < 0.5);
        assert_eq!(Theme::DARK.min_text_px(window), 0.0);
        let style = Style {
            theme: Theme::HIGH_CONTRAST,
            text_px: TextSizes::for_window(window).body.max(min),
            min_text_px: min,
            window,
            chrome: true,
            motion: hitlab::sim::Motion::Animated,
            ghost: true,
        };
        for scale in [0.6, 0.7, 0.75, 0.8, 1.0] {
            assert!(style.px(scale) >= min, "{lines} lines, {scale}");
        }
    }
    let at_720 = Theme::HIGH_CONTRAST.min_text_px(Vec2::new(1280.0, 720.0));
    assert_eq!(at_720, 20.0);
}

fn bytes(c: Color) -> [u8; 3] {
    let (r, g, b) = c.to_rgb();
    [r, g, b]
}

#[test]
fn the_light_theme_is_dark_ink_on_light_with_the_dark_themes_weights() {
    let (light, dark) = (Theme::LIGHT, Theme::DARK);
    assert!(relative_luminance(light.background) > 0.8);
    assert!(contrast_ratio(light.text, light.background) >= 12.0);
    assert_eq!(light.line_px, dark.line_px);
    assert_eq!(light.aim_px, dark.aim_px);
    assert_eq!(light.band.edge_px, dark.band.edge_px);
    assert!(
        !light.high_contrast,
        "the light theme is not the projector's"
    );
    let of = |theme| {
        Theme::of(&Preferences {
            theme,
            ..Preferences::default()
        })
    };
    assert_eq!(of(ThemeName::Light), Theme::LIGHT);
    assert_eq!(of(ThemeName::HighContrast), Theme::HIGH_CONTRAST);
    assert_eq!(of(ThemeName::Dark), Theme::DARK);
}

#[test]
fn okabe_ito_changes_only_the_colours_that_tell_kinds_apart() {
    use hitlab::colour_vision::okabe_ito::{SKY_BLUE, VERMILLION};
    for base in [Theme::DARK, Theme::LIGHT, Theme::HIGH_CONTRAST] {
        let oi = base.in_palette(Palette::OkabeIto);
        assert_eq!(base.in_palette(Palette::Standard), base);
        assert_eq!(
            (oi.background, oi.text, oi.miss, oi.band, oi.line_px),
            (
                base.background,
                base.text,
                base.miss,
                base.band,
                base.line_px
            )
        );
        assert_ne!(oi.hit, base.hit);
        assert_ne!(oi.slab_x, oi.slab_y);
        // Each kind keeps its hue: a darkened Okabe–Ito colour keeps its
        // channels' order.
        let order = |c: [u8; 3]| {
            let mut i = [0, 1, 2];
            i.sort_by_key(|&k| c[k]);
            i
        };
        assert_eq!(order(bytes(oi.hit)), order(VERMILLION));
    }
    // On the dark background the colours are as published.
    let dark = Theme::DARK.in_palette(Palette::OkabeIto);
    assert_eq!(bytes(dark.hit), VERMILLION);
    assert_eq!(bytes(dark.accent), SKY_BLUE);
}

/// With every deficiency, the Okabe–Ito slabs (drawn as the same band, told
/// apart by colour and the lean of their hatching) still differ in colour,
/// and a hit differs from a save in lightness, in every theme.
#[test]
fn okabe_ito_kinds_stay_apart_with_every_colour_vision_deficiency() {
    use hitlab::colour_vision::{MIN_LIGHTNESS_CONTRAST, contrast, luminance};
    for base in [Theme::DARK, Theme::LIGHT, Theme::HIGH_CONTRAST] {
        let t = base.in_palette(Palette::OkabeIto);
        for d in Deficiency::ALL {
            let seen = |c: Color| d.simulate(bytes(c));
            let (x, y) = (seen(t.slab_x), seen(t.slab_y));
            let apart = (0..3).map(|i| x[i].abs_diff(y[i])).max().unwrap_or(0);
            assert!(apart >= 60, "{}: slabs {x:?} and {y:?}", d.name());
            let (hit, save) = (luminance(seen(t.hit)), luminance(seen(t.ghost)));
            assert!(
                contrast(hit, save) >= MIN_LIGHTNESS_CONTRAST,
                "{}: a hit and a save differ by {:.2}:1 in lightness",
                d.name(),
                contrast(hit, save)
            );
        }
    }
}

#[test]
fn slabs_are_hatched_in_every_theme_so_they_differ_by_pattern_too() {
    for (name, t) in themes() {
        assert!(
            t.band.hatch_px >= 1.0 && t.band.hatch_gap_px > 0.0 && t.band.hatch_alpha > 0.2,
            "{name}: bands need hatching"
        );
    }
}
