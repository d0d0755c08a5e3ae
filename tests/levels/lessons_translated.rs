//! The shipped lessons in Japanese: each is its English lesson step for
//! step with only the captions translated, and a run of lessons in a row
//! keeps to one language.

use std::path::PathBuf;

use hitlab::lesson::handout::index_html;
use hitlab::lesson::{lesson_language, lessons_in_language, load_lesson};

use super::lessons::{resources, shipped_lessons};

/// The file names of `paths`.
fn names(paths: &[PathBuf]) -> Vec<String> {
    paths
        .iter()
        .map(|p| p.file_name().unwrap().to_string_lossy().into_owned())
        .collect()
}

#[test]
fn every_english_lesson_has_a_japanese_one_with_its_steps() {
    let dir = resources().join("lessons");
    let english: Vec<PathBuf> = shipped_lessons()
        .into_iter()
        .filter(|p| !p.to_string_lossy().ends_with("_ja.toml"))
        .collect();
    assert_eq!(english.len(), 5, "{english:?}");
    for english_file in english {
        let stem = english_file.file_stem().unwrap().to_string_lossy();
        let japanese_file = dir.join(format!("{stem}_ja.toml"));
        let english = load_lesson(&english_file, &resources()).unwrap();
        let japanese = load_lesson(&japanese_file, &resources())
            .unwrap_or_else(|e| panic!("{}: {e}", japanese_file.display()));
        assert_eq!(
            (english.lang.as_str(), japanese.lang.as_str()),
            ("en", "ja"),
            "{stem}"
        );
        assert_eq!(japanese.steps.len(), english.steps.len(), "{stem}");
        assert_ne!(japanese.title, english.title);
        for (en, ja) in english.steps.iter().zip(&japanese.steps) {
            // The same picture, scene and script; only the caption differs.
            assert_eq!(ja.name, en.name, "{stem}");
            assert_eq!(ja.scene, en.scene, "{stem} step {}", ja.name);
            assert_eq!(ja.script, en.script, "{stem} step {}", ja.name);
            assert_ne!(ja.caption, en.caption);
            assert_eq!(
                hitlab::text::guess_language(&ja.caption),
                "ja",
                "{}",
                ja.caption
            );
        }
        assert!(index_html(&japanese).contains("<html lang=\"ja\">"));
        assert_eq!(japanese.warnings, [], "{stem}: every character has a font");
    }
}

#[test]
fn the_shipped_lessons_in_a_row_follow_the_language() {
    let all = shipped_lessons();
    let english = lessons_in_language(&all, "en", lesson_language);
    assert_eq!(
        names(&english),
        [
            "1_inside_a_spinning_shape.toml",
            "2_why_fast_things_miss.toml",
            "3_rays_and_slabs.toml",
            "4_picking_and_the_warehouse.toml",
            "5_rays_disks_and_capsules.toml"
        ]
    );
    let japanese = lessons_in_language(&all, "ja", lesson_language);
    assert_eq!(
        names(&japanese),
        [
            "1_inside_a_spinning_shape_ja.toml",
            "2_why_fast_things_miss_ja.toml",
            "3_rays_and_slabs_ja.toml",
            "4_picking_and_the_warehouse_ja.toml",
            "5_rays_disks_and_capsules_ja.toml"
        ]
    );
    // A language no shipped lesson is in gets the English run.
    assert_eq!(lessons_in_language(&all, "ko", lesson_language), english);
}
