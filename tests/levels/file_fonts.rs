//! A lesson's and an arena's own `font`: loaded with the file, looked in
//! first by the glyph warning, and refused at its value when it names no
//! font. The library alone uses no font of the machine, so these hold
//! anywhere.

use std::path::{Path, PathBuf};

use hitlab::lesson::{load_lesson, parse_lesson};
use hitlab::levels::arena::parse_arena;
use hitlab::text::fonts::Fonts;

fn lessons() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/lessons_in_scripts")
}

#[test]
fn a_lesson_in_chinese_draws_with_its_own_font() {
    let lesson = load_lesson(&lessons().join("zh.toml"), Path::new("")).unwrap();
    let font = lesson.font.as_ref().expect("the font key is loaded");
    assert_eq!(font.name(), "Noto Sans CJK SC");
    assert!(font.has('这') && font.has('별'));
    assert_eq!(lesson.warnings, []);
    // Without it, what the Japanese subset lacks is a warning (步, an
    // older form of 歩, is a Jinmeiyō kanji: the subset has it).
    let without = load_lesson(&lessons().join("zh_no_font.toml"), Path::new("")).unwrap();
    assert_eq!(without.font, None);
    assert_eq!(without.warnings.len(), 12, "{:?}", without.warnings);
}

#[test]
fn every_joyo_and_jinmeiyo_kanji_is_in_the_shipped_fonts() {
    // The lists the subset is cut from, one `U+4E00<tab>kJoyoKanji<tab>2010`
    // line a kanji.
    let lists = Path::new(env!("CARGO_MANIFEST_DIR")).join(".ci/fonts/joyo_jinmeiyo_kanji.txt");
    let kanji: String = std::fs::read_to_string(lists)
        .unwrap()
        .lines()
        .filter(|line| !line.starts_with('#'))
        .map(|line| {
            let code = line.split('\t').next().unwrap().trim_start_matches("U+");
            char::from_u32(u32::from_str_radix(code, 16).unwrap()).unwrap()
        })
        .collect();
    assert_eq!(kanji.chars().count(), 2_140 + 863);
    assert!(kanji.contains('𠮟') && kanji.contains('步'));
    assert_eq!(Fonts::shipped().missing_glyphs(&kanji), []);
}

#[test]
fn kanji_a_teacher_writes_outside_the_official_lists_are_in_the_shipped_fonts() {
    // 閾値 (threshold), 嵌 and 躓: JIS X 0208 level 2, in neither list.
    assert_eq!(Fonts::shipped().missing_glyphs("閾値 嵌まる 躓く"), []);
}

#[test]
fn a_font_that_is_a_resource_name_is_found() {
    let text = "title = \"t\"\nfont = \"fonts/NotoSansJP-Subset.otf\"\n\n[[step]]\nname = \"s\"\n\
                mode = \"raylab\"\nscene = 1\ncaption = \"星の先端。\"\n";
    let lesson = parse_lesson(text, Path::new("/elsewhere/t.toml"), Path::new("")).unwrap();
    assert!(lesson.font.is_some_and(|f| f.has('星')));
}

#[test]
fn a_font_with_another_ending_is_refused_at_its_value() {
    let text = "title = \"t\"\nfont = \"picture.png\"\n\n[[step]]\nname = \"s\"\n\
                mode = \"raylab\"\nscene = 1\ncaption = \"A.\"\n";
    let error = parse_lesson(text, Path::new("t.toml"), Path::new("")).unwrap_err();
    let shown = error.to_string();
    assert!(
        shown.contains(
            "t.toml:2:8: font must name a .ttf, .otf or .ttc file, found \"picture.png\""
        ),
        "{shown}"
    );
}

/// The thin-tip arena named in Korean, with `font_line` after its name,
/// as if it lay in `tests/lessons_in_scripts/`.
fn korean_arena(font_line: &str) -> (String, PathBuf) {
    let shipped = Path::new(env!("CARGO_MANIFEST_DIR")).join("resources/arenas/thin_tip.toml");
    let text = std::fs::read_to_string(shipped).unwrap().replace(
        "name = \"Thin tip\"",
        &format!("name = \"별의 끝\"\n{font_line}"),
    );
    (text, lessons().join("korean_arena.toml"))
}

#[test]
fn an_arena_named_in_korean_draws_with_its_own_font() {
    let (text, path) = korean_arena("font = \"../fonts/cjk-test-subset.otf\"");
    let arena = parse_arena(&text, &path).unwrap();
    assert!(arena.font.is_some_and(|f| f.has('별')));
    assert_eq!(arena.warnings, []);
    // Without it, no shipped font has Hangul: one warning, at the name.
    let (text, path) = korean_arena("");
    let arena = parse_arena(&text, &path).unwrap();
    let warnings: Vec<String> = arena.warnings.iter().map(ToString::to_string).collect();
    assert_eq!(warnings.len(), 1, "{warnings:?}");
    assert!(
        warnings[0].starts_with("9:9: no font has `별` (U+BCC4), `의` (U+C758), `끝` (U+B05D)"),
        "{warnings:?}"
    );
}

#[test]
fn an_arena_font_naming_no_file_is_a_problem_at_its_value() {
    let (text, path) = korean_arena("font = \"missing.otf\"");
    let shown = parse_arena(&text, &path).unwrap_err().to_string();
    assert!(
        shown.contains(":10:8: font \"missing.otf\" not found"),
        "{shown}"
    );
}
