//! The colour-vision check on CI's screenshots: the shooter with hits,
//! saves and spin misses, the ray lab's slab method and a Sokoban board with
//! a box on its goal, each in every theme and palette (`.ci/run` takes them
//! as `shots/ci-cv-SCREEN-THEME-PALETTE.png`, then runs this test).
//!
//! For each picture it finds where each kind was drawn (the pixels of the
//! kind's colour over the background, at 80 % strength or more), simulates protanopia, deuteranopia and
//! tritanopia on the whole picture (Machado, Oliveira and Fernandes, "A
//! Physiologically-based Model for Simulation of Color Vision Deficiency",
//! 2009) and measures there: each kind's ink still stands out from the
//! background, so its shape is seen, and every two kinds differ in
//! lightness or are drawn in different shapes (the shapes this file names
//! are the ones the views draw; the marker sprites' are measured apart in
//! `shooter::marker_sprites`).

use std::path::PathBuf;

use ggez::graphics::Color;
use hitlab::colour_vision::{
    Deficiency, MIN_INK_CONTRAST, MIN_LIGHTNESS_CONTRAST, Picture, contrast, luminance,
};
use hitlab::settings::preferences::{Palette, Preferences, ThemeName};

use crate::view::theme::Theme;

/// A kind of mark a screen tells apart: its name, its colour in a theme,
/// and the shape it is drawn in.
type Kind = (&'static str, fn(&Theme) -> Color, &'static str);

/// Each screen and the kinds on it.
const SCREENS: [(&str, &[Kind]); 3] = [
    (
        "shooter",
        &[
            ("hit", |t| t.hit, "a ring with a cross"),
            ("tip save", |t| t.ghost, "a wide ring round a hit"),
            (
                "spin miss",
                |t| t.spin,
                "a diamond with a dot, its trace dashed",
            ),
        ],
    ),
    (
        "raylab",
        &[
            (
                "hit",
                |t| t.hit,
                "a dot at P0, a ring at P1, the rect's edge",
            ),
            (
                "x slab",
                |t| t.slab_x,
                "an upright band, hatched leaning left",
            ),
            (
                "y slab",
                |t| t.slab_y,
                "a level band, hatched leaning right",
            ),
        ],
    ),
    (
        "sokoban",
        &[
            ("worker", |t| t.hit, "a disk"),
            ("box", |t| t.ghost, "a square with a square in it"),
            (
                "goal, box on it",
                |t| t.accent,
                "a ring; a square with a ring in it",
            ),
        ],
    ),
];

fn bytes(c: Color) -> [u8; 3] {
    let (r, g, b) = c.to_rgb();
    [r, g, b]
}

fn shots() -> PathBuf {
    std::env::var_os("HITLAB_SHOTS").map_or_else(
        || PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("shots"),
        PathBuf::from,
    )
}

fn load(path: &std::path::Path) -> Picture {
    let image = image::open(path)
        .unwrap_or_else(|e| {
            panic!(
                "{}: {e}; `bash .ci/run` takes the screenshots this test needs",
                path.display()
            )
        })
        .to_rgb8();
    Picture {
        width: image.width() as usize,
        height: image.height() as usize,
        pixels: image.pixels().map(|p| p.0).collect(),
    }
}

#[test]
#[ignore = "needs the CI screenshots: .ci/run takes them, then runs this test with --ignored"]
fn colour_vision_of_the_ci_screenshots() {
    let mut failures = Vec::new();
    for &theme_name in ThemeName::ALL {
        for &palette in Palette::ALL {
            let theme = Theme::of(&Preferences {
                theme: theme_name,
                palette,
                ..Preferences::default()
            });
            for (screen, kinds) in SCREENS {
                let file = format!("ci-cv-{screen}-{theme_name}-{palette}.png");
                let picture = load(&shots().join(&file));
                failures.extend(check(&file, &picture, &theme, kinds));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// What fails in one picture (nothing: it passes); the measures go to the
/// log either way.
fn check(file: &str, picture: &Picture, theme: &Theme, kinds: &[Kind]) -> Vec<String> {
    let mut failures = Vec::new();
    let colours: Vec<[u8; 3]> = kinds.iter().map(|(_, c, _)| bytes(c(theme))).collect();
    for (i, a) in colours.iter().enumerate() {
        if colours[i + 1..].contains(a) {
            failures.push(format!("{file}: two kinds share the colour {a:?}"));
        }
    }
    // Where each kind is drawn at 80 % of its strength or more: a marker
    // fades as it ages, and an edge is smoothed.
    let background = bytes(theme.background);
    let places: Vec<_> = colours
        .iter()
        .map(|&c| picture.where_laid(c, background, 0.8, 0.03))
        .collect();
    for ((name, _, _), at) in kinds.iter().zip(&places) {
        if at.len() < 30 {
            failures.push(format!("{file}: no {name} drawn ({} pixels)", at.len()));
        }
    }
    if !failures.is_empty() {
        return failures;
    }
    for d in Deficiency::ALL {
        // The picture as seen with `d`, where it is measured: each pixel is
        // simulated on its own, so only the marks' need be.
        let under = luminance(d.simulate(bytes(theme.background)));
        let light: Vec<f32> = places
            .iter()
            .map(|at| {
                let seen = at.iter().filter_map(|&(x, y)| picture.at(x, y));
                let sum: f32 = seen.map(|p| luminance(d.simulate(p))).sum();
                #[allow(clippy::cast_precision_loss)]
                if at.is_empty() {
                    under
                } else {
                    sum / at.len() as f32
                }
            })
            .collect();
        let mut line = format!("{file}, {}:", d.name());
        for ((name, _, shape), &l) in kinds.iter().zip(&light) {
            let ink = contrast(l, under);
            line += &format!(" {name} {ink:.1}:1 on the background;");
            if ink < MIN_INK_CONTRAST {
                failures.push(format!(
                    "{file}, {}: the {name} ({shape}) stands only {ink:.2}:1 from the background",
                    d.name()
                ));
            }
        }
        for i in 0..kinds.len() {
            for j in i + 1..kinds.len() {
                let ((a, _, shape_a), (b, _, shape_b)) = (kinds[i], kinds[j]);
                let apart = contrast(light[i], light[j]);
                let by = if apart >= MIN_LIGHTNESS_CONTRAST {
                    "lightness"
                } else if shape_a != shape_b {
                    "shape"
                } else {
                    failures.push(format!(
                        "{file}, {}: {a} and {b} have one shape and differ {apart:.2}:1 in lightness",
                        d.name()
                    ));
                    "nothing"
                };
                line += &format!(" {a}/{b} {apart:.2}:1, apart by {by};");
            }
        }
        eprintln!("{line}");
    }
    failures
}

/// The check on a picture made here: it finds the kinds, passes when
/// they stand out, and fails when one fades into the background with a
/// deficiency or is not drawn at all.
#[test]
fn the_check_fails_a_kind_that_vanishes_or_is_missing() {
    let theme = Theme::DARK;
    let kinds: &[Kind] = &[
        ("a", |t| t.hit, "a disk"),
        ("b", |_| Color::from_rgb(0, 0, 200), "a ring"),
    ];
    let mut picture = Picture::filled(40, 20, bytes(theme.background));
    for y in 5..15 {
        for x in 5..15 {
            picture.pixels[y * 40 + x] = bytes(theme.hit);
            picture.pixels[y * 40 + x + 20] = [0, 0, 200];
        }
    }
    let failures = check("made", &picture, &theme, &kinds[..1]);
    assert!(failures.is_empty(), "{failures:?}");
    // Dark blue on the dark background: lost with tritanopia (and dim in
    // every vision).
    let failures = check("made", &picture, &theme, kinds);
    assert!(
        failures
            .iter()
            .any(|f| f.contains("the b (a ring) stands only")),
        "{failures:?}"
    );
    let blank = Picture::filled(40, 20, bytes(theme.background));
    let failures = check("blank", &blank, &theme, kinds);
    assert!(
        failures.iter().any(|f| f.contains("no a drawn")),
        "{failures:?}"
    );
}
