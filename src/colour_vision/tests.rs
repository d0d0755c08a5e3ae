use super::*;

fn distance(a: [u8; 3], b: [u8; 3]) -> f32 {
    (0..3)
        .map(|i| (f32::from(a[i]) - f32::from(b[i])).powi(2))
        .sum::<f32>()
        .sqrt()
}

#[test]
fn greys_look_the_same_with_every_deficiency() {
    for d in Deficiency::ALL {
        for v in [0u8, 40, 128, 200, 255] {
            let seen = d.simulate([v, v, v]);
            assert!(
                seen.iter().all(|c| c.abs_diff(v) <= 2),
                "{}: grey {v} became {seen:?}",
                d.name()
            );
        }
    }
}

#[test]
fn pure_red_follows_the_published_deuteranopia_matrix() {
    // Red is linear (1, 0, 0): its picture is the matrix's first column.
    let m = Deficiency::Deuteranopia.matrix();
    let expected = [m[0][0], m[1][0], m[2][0]].map(|c| byte(to_srgb(c.clamp(0.0, 1.0))));
    assert_eq!(Deficiency::Deuteranopia.simulate([255, 0, 0]), expected);
    // With no green cones, red and green keep little but lightness and a
    // yellowish hue: blue stays below red and green for both.
    for c in [[255, 0, 0], [0, 255, 0]] {
        let seen = Deficiency::Deuteranopia.simulate(c);
        assert!(
            seen[2] < seen[0] / 2 && seen[2] < seen[1] / 2,
            "{c:?} became {seen:?}"
        );
    }
}

#[test]
fn red_and_green_collapse_where_blue_and_orange_stay_apart() {
    let (red, green) = ([0xD0, 0x30, 0x20], [0x30, 0x90, 0x30]);
    let (blue, orange) = (okabe_ito::BLUE, okabe_ito::ORANGE);
    for d in [Deficiency::Protanopia, Deficiency::Deuteranopia] {
        let red_green = distance(d.simulate(red), d.simulate(green));
        let blue_orange = distance(d.simulate(blue), d.simulate(orange));
        assert!(
            red_green < 0.5 * distance(red, green),
            "{}: red and green stay {red_green} apart",
            d.name()
        );
        assert!(
            blue_orange > 2.0 * red_green,
            "{}: blue and orange {blue_orange}, red and green {red_green}",
            d.name()
        );
    }
    // Tritanopia confuses blue with green, not blue with orange.
    let t = Deficiency::Tritanopia;
    assert!(distance(t.simulate(blue), t.simulate(orange)) > 100.0);
}

/// A picture with a ring (or a disk) of `rgb` centred at (10, 10).
fn mark(rgb: [u8; 3], disk: bool) -> Picture {
    let mut p = Picture::filled(21, 21, [0, 0, 0]);
    for y in 0..21 {
        for x in 0..21 {
            #[allow(clippy::cast_precision_loss)]
            let r = ((x as f32 - 10.0).powi(2) + (y as f32 - 10.0).powi(2)).sqrt();
            if (disk && r <= 8.0) || (!disk && (r - 7.0).abs() <= 1.0) {
                p.pixels[y * 21 + x] = rgb;
            }
        }
    }
    p
}

#[test]
fn a_ring_and_a_disk_differ_in_shape_and_the_same_shape_does_not() {
    let white = [255, 255, 255];
    let ring = mark(white, false).ink_mask((10, 10), 21, [0, 0, 0], MIN_INK_CONTRAST);
    let disk = mark(white, true).ink_mask((10, 10), 21, [0, 0, 0], MIN_INK_CONTRAST);
    assert!(ring.count() > 20 && disk.count() > ring.count());
    assert!(ring.shape_difference(&disk) >= MIN_SHAPE_DIFFERENCE);
    assert!(ring.shape_difference(&ring.clone()) < 1e-6);
}

#[test]
fn ink_too_faint_against_the_background_is_not_seen() {
    let faint = mark([30, 30, 30], true);
    let mask = faint.ink_mask((10, 10), 21, [0, 0, 0], MIN_INK_CONTRAST);
    assert_eq!(mask.count(), 0);
    let seen = mark([160, 160, 160], true).ink_mask((10, 10), 21, [0, 0, 0], MIN_INK_CONTRAST);
    assert!(seen.count() > 100);
}

#[test]
fn the_pixels_of_a_colour_are_found_and_simulated_with_the_picture() {
    let p = mark(okabe_ito::VERMILLION, true);
    let at = p.where_colour(okabe_ito::VERMILLION, 2);
    assert_eq!(at.len(), p.where_colour(okabe_ito::VERMILLION, 0).len());
    assert!(at.len() > 100 && at.contains(&(10, 10)) && !at.contains(&(0, 0)));
    let seen = p.simulated(Deficiency::Protanopia);
    let expected = luminance(Deficiency::Protanopia.simulate(okabe_ito::VERMILLION));
    let measured = seen.mean_luminance(&at).unwrap();
    assert!((measured - expected).abs() < 1e-6);
    assert_eq!(seen.mean_luminance(&[]), None);
}

#[test]
fn a_faded_mark_is_found_where_it_is_strong_and_not_elsewhere() {
    let (ink, under) = (okabe_ito::SKY_BLUE, [16, 18, 26]);
    let lin = |c: u8| to_linear(f32::from(c) / 255.0);
    // Left to right: the ink laid at strength 0, 0.1, ..., 1.0, then a grey
    // and an orange of the same lightness as the ink.
    let mut p = Picture::filled(13, 1, under);
    for i in 0..=10 {
        #[allow(clippy::cast_precision_loss)]
        let a = i as f32 / 10.0;
        p.pixels[i] = [0, 1, 2].map(|k| byte(to_srgb(lin(ink[k]) * a + lin(under[k]) * (1.0 - a))));
    }
    p.pixels[11] = [150, 150, 150];
    p.pixels[12] = okabe_ito::ORANGE;
    let found = p.where_laid(ink, under, 0.75, 0.02);
    let xs: Vec<usize> = found.iter().map(|&(x, _)| x).collect();
    assert_eq!(xs, vec![8, 9, 10]);
}
