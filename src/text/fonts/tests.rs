//! The chain's order, the warning's characters, and the runs the window
//! draws, with the shipped fonts and fonts from known files only.

use std::path::Path;
use std::sync::Arc;

use super::*;

fn shipped_folder() -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("resources/fonts")
}

#[test]
fn latin_is_dejavus_and_japanese_the_subsets() {
    assert_eq!(font_for('A'), Some(0));
    assert_eq!(font_for('ô'), Some(0));
    assert_eq!(font_for('→'), Some(0));
    for c in ['星', 'の', 'カ', '。', '、', '！', '？', '弾', '掃', '羽'] {
        assert_eq!(font_for(c), Some(1), "{c}");
    }
}

#[test]
fn every_character_of_the_issues_caption_has_a_font() {
    let caption = "星の先端は細い。弾は一歩で0.5進むので、点の判定では先端を飛び越えてしまう。";
    assert_eq!(Fonts::shipped().missing_glyphs(caption), []);
}

#[test]
fn a_character_no_font_has_is_found_where_it_is() {
    // Tamil, which no shipped font has.
    assert_eq!(Fonts::shipped().missing_glyphs("aஃb"), [(1, 'ஃ')]);
    assert_eq!(Fonts::shipped().missing_glyphs("星 \n\u{200D}"), []);
}

#[test]
fn the_system_fonts_come_last_and_fill_what_the_shipped_ones_lack() {
    // A folder of known fonts stands for the machine's.
    let system = SystemFonts::in_folders(&[shipped_folder()]);
    let fonts = Fonts::shipped().with_system(&system);
    // DejaVu Sans is both shipped and "installed": the shipped copy wins.
    assert_eq!(
        fonts.font_for('A').map(WordFont::key).as_deref(),
        Some(WORD_FONTS[0])
    );
    assert_eq!(fonts.missing_glyphs("aஃb"), [(1, 'ஃ')]);
    let empty = SystemFonts::in_folders(&[]);
    assert!(empty.is_empty());
    assert!(
        Fonts::shipped()
            .with_system(&empty)
            .describe()
            .contains("0 font files")
    );
}

#[test]
fn a_files_own_font_is_looked_in_first() {
    let bold = WordFont::from_file(&shipped_folder().join("DejaVuSans-Bold.ttf")).expect("a font");
    let fonts = Fonts::shipped().with_own(Arc::new(bold));
    assert_eq!(fonts.font_for('A').map(WordFont::name), Some("DejaVu Sans"));
    assert!(
        fonts
            .font_for('A')
            .is_some_and(|f| f.key().ends_with("DejaVuSans-Bold.ttf"))
    );
    // What it lacks comes from the shipped ones.
    assert_eq!(
        fonts.font_for('星').map(WordFont::key).as_deref(),
        Some(WORD_FONTS[1])
    );
    assert!(
        fonts
            .describe()
            .starts_with("the file's font (DejaVu Sans), ")
    );
}

#[test]
fn a_space_after_japanese_is_drawn_in_a_font_that_has_one() {
    // 0: a font with spaces and Latin; 1: one with kanji and no space.
    let font_of = |c: char| u8::from(!c.is_ascii());
    let has_blank = |font: u8, _: char| font == 0;
    let runs = split_runs("行列 M = T", 0, font_of, has_blank);
    assert_eq!(runs, [(1, "行列"), (0, " M = T")]);
    // A space inside a run whose font has it stays there; a line end too.
    let runs = split_runs("a b\n星\nc", 0, font_of, |_, _| true);
    assert_eq!(runs, [(0, "a b\n"), (1, "星\n"), (0, "c")]);
    assert_eq!(split_runs("", 0, font_of, has_blank), [(0, "")]);
}

#[test]
fn each_shipped_font_knows_its_height_in_ems() {
    let [Some(latin), Some(japanese)] = shipped_fonts() else {
        panic!("both shipped fonts read");
    };
    // DejaVu Sans: ascender 1901, descender -483, 2048 units per em.
    assert!((latin.height_per_em() - 2384.0 / 2048.0).abs() < 1e-4);
    // Noto Sans CJK JP: 1160 and -288 per 1000: at one pixel size its
    // letters are a fifth smaller than DejaVu's unless scaled up.
    assert!((japanese.height_per_em() - 1.448).abs() < 1e-4);
}

#[test]
fn the_japanese_subset_puts_its_baseline_lower_than_dejavu_at_the_same_em() {
    let shipped = shipped_fonts();
    let (dejavu, noto) = (
        shipped[0].as_ref().expect("DejaVu Sans"),
        shipped[1].as_ref().expect("the Japanese subset"),
    );
    // DejaVu Sans: 1901 of 1901 + 483 units; Noto Sans CJK: 1160 of 1160 + 288.
    assert!((dejavu.ascent_per_height() - 1901.0 / 2384.0).abs() < 1e-6);
    assert!((noto.ascent_per_height() - 1160.0 / 1448.0).abs() < 1e-6);
    // Set to the same em, a Japanese run's baseline is about a fifth of the
    // text size lower, which the window lifts back.
    let em_scale = noto.height_per_em() / dejavu.height_per_em();
    let lower = em_scale * noto.ascent_per_height() - dejavu.ascent_per_height();
    assert!((0.15..0.25).contains(&lower), "{lower}");
}
