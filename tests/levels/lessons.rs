//! Lesson files: the shipped lessons load and play, each kind of mistake is
//! refused at its line and column, and a step shown again (after going on
//! and coming back, or a reset) is the same scene.

use std::path::{Path, PathBuf};

use hitlab::lesson::handout::index_html;
use hitlab::lesson::{
    Lesson, LessonError, Presenter, StepRun, StepScene, load_lesson, parse_lesson, picture_name,
    play_all,
};

pub(crate) fn resources() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("resources")
}

/// Every shipped lesson file, in name order.
pub(crate) fn shipped_lessons() -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(resources().join("lessons"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "toml"))
        .collect();
    files.sort();
    files
}

/// A good lesson of three steps, one per mode (lines 1 to 20).
const GOOD: &str = r#"title = "Test lesson"

[[step]]
name = "miss"
mode = "shooter"
arena = "arenas/thin_tip.toml"
detection = "point"
inset = true
script = "2:fire"
pause_at_end = true
caption = "The point test misses the tip."

[[step]]
name = "slab"
mode = "raylab"
scene = 1
case = "axis-parallel ray"
script = "0:rotate_ray*3"
caption = "A ray turned 3 degrees off the x axis. It crosses the y lines too!"

[[step]]
name = "box"
mode = "sokoban"
level = 2
script = "0:left, 10:up"
caption = "A box on its goal."
"#;

pub(crate) fn lesson(text: &str) -> Result<Lesson, LessonError> {
    parse_lesson(text, Path::new("test.toml"), &resources())
}

/// The problems of a bad lesson, each `line:column: message`.
pub(crate) fn problems(text: &str) -> Vec<String> {
    match lesson(text) {
        Err(LessonError::Invalid { problems, .. }) => {
            problems.iter().map(ToString::to_string).collect()
        }
        other => panic!("expected problems, got {other:?}"),
    }
}

/// The one problem of `text`, which must start with `place` (`line:column:`)
/// and contain `words`.
fn refused(text: &str, place: &str, words: &str) {
    let found = problems(text);
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(
        found[0].starts_with(place) && found[0].contains(words),
        "expected {place} … {words}, found {}",
        found[0]
    );
}

#[test]
fn a_good_lesson_loads_with_its_steps_in_order() {
    let lesson = lesson(GOOD).unwrap();
    assert_eq!(lesson.title, "Test lesson");
    let modes: Vec<&str> = lesson.steps.iter().map(|s| s.scene.mode().key()).collect();
    assert_eq!(modes, ["shooter", "raylab", "sokoban"]);
    assert!(matches!(
        lesson.steps[1].scene,
        StepScene::RayLab { scene: 1, case: 2 }
    ));
    // pause_at_end adds a press of pause after the script's last item.
    let items = lesson.steps[0].script.items();
    assert_eq!(
        items.last().map(|i| (i.start, i.control.as_str())),
        Some((3, "pause"))
    );
}

#[test]
fn an_unknown_key_is_refused_at_the_key() {
    let text = GOOD.replace("inset = true", "insett = true");
    refused(&text, "8:1:", "unknown key `insett`: did you mean `inset`?");
}

#[test]
fn a_key_of_another_mode_is_refused() {
    let text = GOOD.replace("scene = 1\n", "scene = 1\ndebug = true\n");
    refused(
        &text,
        "17:9:",
        "`debug` is for shooter steps; this step's mode is raylab",
    );
}

#[test]
fn a_missing_arena_is_refused_at_its_path() {
    let text = GOOD.replace("arenas/thin_tip.toml", "arenas/no_such_arena.toml");
    refused(&text, "6:9:", "no arena `arenas/no_such_arena.toml`");
}

#[test]
fn an_unknown_script_action_is_refused_at_the_action() {
    let text = GOOD.replace("script = \"2:fire\"", "script = \"2:fier\"");
    refused(
        &text,
        "9:12:",
        "unknown shooter control in the script \"fier\": did you mean \"fire\"?",
    );
    // A ray lab control in a shooter step is no shooter control either.
    let text = GOOD.replace("script = \"0:rotate_ray*3\"", "script = \"0:fire\"");
    refused(
        &text,
        "18:12:",
        "unknown raylab control in the script \"fire\"",
    );
    let text = GOOD.replace("script = \"2:fire\"", "script = \"2:fire*100000000\"");
    refused(&text, "9:10:", "a step's script may run at most 18000");
    let text = GOOD.replace("script = \"2:fire\"", "script = \"fire\"");
    refused(&text, "9:", "script item `fire` is not STEP:CONTROL");
}

#[test]
fn a_scene_case_or_level_that_does_not_exist_is_refused() {
    refused(
        &GOOD.replace("scene = 1", "scene = 9"),
        "16:9:",
        "no scene 9: the ray lab has scenes 1 to 7",
    );
    refused(
        &GOOD.replace(
            "case = \"axis-parallel ray\"",
            "case = \"axis parallel ray\"",
        ),
        "17:8:",
        "did you mean \"axis-parallel ray\"?",
    );
    refused(
        &GOOD.replace("level = 2", "level = 99"),
        "24:9:",
        "no level 99",
    );
}

#[test]
fn wrong_values_and_captions_are_refused() {
    refused(
        &GOOD.replace("mode = \"raylab\"", "mode = \"raylb\""),
        "15:8:",
        "did you mean \"raylab\"?",
    );
    refused(
        &GOOD.replace("detection = \"point\"", "detection = \"sweep\""),
        "7:13:",
        "did you mean \"swept\"?",
    );
    refused(
        &GOOD.replace("inset = true", "inset = \"yes\""),
        "8:9:",
        "inset must be true or false",
    );
    refused(
        &GOOD.replace(
            "\"The point test misses the tip.\"",
            "\"One. Two. Three. Four.\"",
        ),
        "11:11:",
        "caption has 4 sentences; at most three, each ending in . ! ? or 。！？",
    );
    refused(
        &GOOD.replace("name = \"slab\"", "name = \"the slab\""),
        "14:8:",
        "name must be letters",
    );
    refused(
        &GOOD.replace("title = \"Test lesson\"\n", ""),
        "1:1:",
        "missing key `title`",
    );
}

/// GOOD with its first caption replaced by `caption`.
fn with_caption(caption: &str) -> String {
    GOOD.replace("The point test misses the tip.", caption)
}

#[test]
fn captions_in_chinese_and_japanese_end_their_sentences_with_their_own_marks() {
    // A shipped caption: two sentences ending in `。`.
    let star = "星の先端は細い。弾は1ステップで0.5進むので、点判定では先端を飛び越えてしまう。";
    let loaded = lesson(&with_caption(star)).expect("a Japanese caption is accepted");
    assert_eq!(loaded.steps[0].caption, star);
    for caption in [
        "子弹每一步前进0.5。所以会错过尖端！",
        "별의 끝은 가늘다. 총알은 한 걸음에 0.5 나아간다.",
        "速いのはなぜ？",
        "The ray hits. 光線が当たる。",
    ] {
        assert!(lesson(&with_caption(caption)).is_ok(), "{caption} refused");
    }
}

#[test]
fn a_japanese_caption_without_an_end_or_with_four_sentences_is_refused() {
    refused(
        &with_caption("星の先端は細い"),
        "11:11:",
        "caption's last sentence has no end",
    );
    refused(
        &with_caption("一。二。三。四。"),
        "11:11:",
        "caption has 4 sentences; at most three",
    );
    refused(
        &with_caption("一。二。三。四"),
        "11:11:",
        "caption has 4 sentences, the last without an end,",
    );
    refused(&with_caption("  "), "11:11:", "caption is empty");
}

#[test]
fn every_problem_of_every_step_is_reported() {
    let text = GOOD
        .replace("arenas/thin_tip.toml", "arenas/none.toml")
        .replace("level = 2", "level = 0");
    let found = problems(&text);
    assert_eq!(found.len(), 2, "{found:?}");
    assert!(
        found[0].starts_with("6:") && found[1].starts_with("24:"),
        "{found:?}"
    );
}

#[test]
fn going_forward_and_back_shows_the_same_scene() {
    let mut presenter = Presenter::new(lesson(GOOD).unwrap());
    let first = StepRun::play(presenter.step(), 0).unwrap().fingerprint();
    assert_eq!(presenter.counter(), "1 / 3");
    assert!(presenter.forward());
    let second = StepRun::play(presenter.step(), 0).unwrap().fingerprint();
    assert_ne!(first, second);
    assert!(presenter.forward());
    assert!(!presenter.forward(), "the last step stays");
    assert_eq!(presenter.counter(), "3 / 3");
    assert!(presenter.back() && presenter.back());
    assert!(!presenter.back(), "the first step stays");
    let again = StepRun::play(presenter.step(), 0).unwrap().fingerprint();
    assert_eq!(first, again);
}

#[test]
fn a_step_sets_up_what_it_says() {
    let lesson = lesson(GOOD).unwrap();
    match StepRun::play(&lesson.steps[0], 0).unwrap() {
        StepRun::Shooter(game) => {
            assert!(game.paused, "pause_at_end");
            assert_eq!(game.selected, Some(0), "inset");
            assert!(game.practice, "a lesson step practises by default");
            assert_eq!(game.stats.shots, 1);
            assert_eq!(game.detection.key(), "point");
        }
        _ => panic!("a shooter step"),
    }
    match StepRun::play(&lesson.steps[1], 0).unwrap() {
        StepRun::RayLab(lab) => {
            assert_eq!(lab.scene_number(), 1);
            assert_eq!(lab.case_name(), "axis-parallel ray");
        }
        _ => panic!("a ray lab step"),
    }
}

#[test]
fn an_edited_lesson_keeps_the_step_on_screen() {
    let mut presenter = Presenter::new(lesson(GOOD).unwrap());
    presenter.go_to(2);
    let caption_only = GOOD.replace("A box on its goal.", "A box on its goal!");
    assert!(
        presenter.replace(lesson(&caption_only).unwrap()),
        "the step changed"
    );
    assert_eq!(presenter.current(), 2);
    assert!(
        !presenter.replace(lesson(&caption_only).unwrap()),
        "nothing changed"
    );
}

#[test]
fn every_shipped_lesson_loads_and_plays() {
    let files = shipped_lessons();
    assert_eq!(files.len(), 10, "{files:?}");
    for file in &files {
        let lesson = load_lesson(file, &resources()).unwrap_or_else(|e| panic!("{e}"));
        let steps = lesson.steps.len();
        assert!(
            (6..=12).contains(&steps),
            "{}: {steps} steps",
            file.display()
        );
        let runs = play_all(&lesson, 0).unwrap();
        assert_eq!(runs.len(), steps);
        let html = index_html(&lesson);
        assert_eq!(html.matches("<img ").count(), steps);
    }
}

#[test]
fn a_character_no_font_has_is_a_warning_at_its_place() {
    // Line 11 is the first caption: `caption = "` is 11 characters.
    let loaded = lesson(&with_caption("Tamil ஃ here. 별의 끝.")).expect("it still loads");
    let warnings: Vec<String> = loaded.warnings.iter().map(ToString::to_string).collect();
    assert_eq!(warnings.len(), 2, "{warnings:?}");
    assert!(
        warnings[0].starts_with("11:18: no font has `ஃ` (U+0B83)"),
        "{warnings:?}"
    );
    // A run with only spaces inside is one warning, at its first character.
    assert!(
        warnings[1].starts_with("11:26: no font has `별` (U+BCC4), `의` (U+C758), `끝` (U+B05D)"),
        "{warnings:?}"
    );
    // Japanese, Latin, arrows and maths are drawn: no warning.
    let drawn = "星の先端は細い。M⁻¹ = R⁻¹·T⁻¹ → P'.";
    assert_eq!(lesson(&with_caption(drawn)).unwrap().warnings, []);
}

#[test]
fn the_shipped_lessons_have_a_font_for_every_character() {
    for entry in std::fs::read_dir(resources().join("lessons")).unwrap() {
        let path = entry.unwrap().path();
        let loaded = load_lesson(&path, &resources()).unwrap();
        assert_eq!(loaded.warnings, [], "{}", path.display());
    }
}

/// A step name that passes `check` (84 kanji, 252 bytes) gives a picture
/// name a file system takes, kept whole up to its extension.
#[test]
fn a_long_step_name_gives_a_picture_name_that_fits_a_file_system() {
    let name = "先".repeat(84);
    let text = GOOD.replace("name = \"slab\"", &format!("name = \"{name}\""));
    let loaded = lesson(&text).unwrap_or_else(|e| panic!("refused: {e}"));
    let picture = picture_name(1, &loaded.steps[1]);
    assert!(
        picture.len() <= hitlab::files::MAX_NAME_BYTES,
        "{}",
        picture.len()
    );
    assert!(
        picture.starts_with("02-先先") && picture.ends_with("先.png"),
        "{picture}"
    );
}

#[test]
fn a_step_name_in_any_script_names_its_picture() {
    for name in ["entrepôt", "先端", "점_판정", "étape-2"] {
        let text = GOOD.replace("name = \"slab\"", &format!("name = \"{name}\""));
        let loaded = lesson(&text).unwrap_or_else(|e| panic!("{name} refused: {e}"));
        assert_eq!(picture_name(1, &loaded.steps[1]), format!("02-{name}.png"));
    }
    let loaded = lesson(&GOOD.replace("name = \"slab\"", "name = \"先端\"")).unwrap();
    let html = index_html(&loaded);
    // The file is named in UTF-8; the page links it percent-encoded.
    assert!(html.contains("src=\"02-%E5%85%88%E7%AB%AF.png\""), "{html}");
    assert!(html.contains("alt=\"Step 2: 先端\""), "{html}");
    // A Japanese lesson's page is Japanese throughout, its alt text too.
    let japanese = lesson(&with_lang("ja").replace("name = \"slab\"", "name = \"先端\"")).unwrap();
    let html = index_html(&japanese);
    assert!(html.contains("<html lang=\"ja\">"), "{html}");
    assert!(html.contains("alt=\"2 ページ目の絵: 先端\""), "{html}");
    for bad in ["the slab", "a/b", "..", "星。"] {
        let text = GOOD.replace("name = \"slab\"", &format!("name = \"{bad}\""));
        refused(&text, "14:8:", "name must be letters");
    }
}

/// GOOD with `lang = "{tag}"` on its second line.
fn with_lang(tag: &str) -> String {
    GOOD.replacen("\n", &format!("\nlang = \"{tag}\"\n"), 1)
}

#[test]
fn the_handout_page_carries_the_lessons_lang() {
    let loaded = lesson(&with_lang("zh-Hant")).unwrap();
    assert_eq!(loaded.lang, "zh-Hant");
    assert!(index_html(&loaded).contains("<html lang=\"zh-Hant\">"));
    // Written `lang` wins over the script: a Japanese caption in a lesson
    // said to be English stays English.
    let text = with_lang("en").replace("The point test misses the tip.", "星の先端は細い。");
    assert_eq!(lesson(&text).unwrap().lang, "en");
}

#[test]
fn without_lang_the_language_is_guessed_from_the_script() {
    let cases = [
        ("The point test misses the tip.", "en"),
        ("星の先端は細い。点の判定では飛び越える。", "ja"),
        ("별의 끝은 가늘다.", "ko"),
        ("子弹每一步前进0.5。", "zh"),
    ];
    for (caption, lang) in cases {
        let loaded = lesson(&with_caption(caption)).unwrap();
        assert_eq!(loaded.lang, lang, "{caption}");
        assert!(index_html(&loaded).contains(&format!("<html lang=\"{lang}\">")));
    }
    // Kana in the title alone is enough.
    let text = GOOD.replace("Test lesson", "テスト");
    assert_eq!(lesson(&text).unwrap().lang, "ja");
}

#[test]
fn a_lang_that_is_no_language_tag_is_refused_at_its_value() {
    refused(&with_lang("日本語"), "2:8:", "lang must be a language tag");
    refused(&with_lang("ja_JP"), "2:8:", "found \"ja_JP\"");
    refused(
        &GOOD.replacen("\n", "\nlang = 5\n", 1),
        "2:8:",
        "lang must be text in quotes",
    );
    refused(
        &GOOD.replacen("\n", "\nlanguage = \"ja\"\n", 1),
        "2:1:",
        "did you mean `lang`?",
    );
}

#[test]
fn the_handout_index_escapes_and_names_every_picture() {
    let text = GOOD.replace(
        "The point test misses the tip.",
        "P < P' & \\\"tip\\\" <b>missed</b>.",
    );
    let lesson = lesson(&text).unwrap();
    let html = index_html(&lesson);
    assert!(html.contains("src=\"01-miss.png\""));
    assert!(html.contains("src=\"03-box.png\""));
    assert!(html.contains("P &lt; P&#39; &amp; &quot;tip&quot; &lt;b&gt;missed&lt;/b&gt;."));
    assert!(!html.contains("<b>"));
    assert!(
        !html.contains("<script"),
        "readable offline, nothing to run"
    );
}
