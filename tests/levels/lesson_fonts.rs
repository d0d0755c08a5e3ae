//! A lesson's own `font`: loaded with the lesson, looked in first by the
//! glyph warning, and refused at its value when it names no font. The
//! library alone uses no font of the machine, so these hold anywhere.

use std::path::{Path, PathBuf};

use hitlab::lesson::{load_lesson, parse_lesson};

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
    // Without it, what the Japanese subset lacks is a warning.
    let without = load_lesson(&lessons().join("zh_no_font.toml"), Path::new("")).unwrap();
    assert_eq!(without.font, None);
    assert_eq!(without.warnings.len(), 15, "{:?}", without.warnings);
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
