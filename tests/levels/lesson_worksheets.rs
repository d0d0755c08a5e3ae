//! The shipped lessons ask, and their worksheets hold what they ask: each
//! lesson asks at least three questions of at least two kinds, and its
//! questions page and answer key name every question, the key every answer
//! the mode computed.

use std::collections::BTreeSet;

use hitlab::lesson::question::{Answer, QuestionKind};
use hitlab::lesson::worksheet::{answers_html, questions_html, sheet_questions};
use hitlab::lesson::{StepScene, load_lesson};

use super::lessons::{resources, shipped_lessons};

/// Text as the pages write it: HTML's five characters escaped.
fn escaped(text: &str) -> String {
    hitlab::lesson::handout::escape(text)
}

#[test]
fn every_shipped_lessons_worksheet_holds_each_question_and_its_answer() {
    for file in shipped_lessons() {
        let name = file.display().to_string();
        let lesson = load_lesson(&file, &resources()).unwrap_or_else(|e| panic!("{e}"));
        let sheets = sheet_questions(&lesson);
        let kinds: BTreeSet<&str> = sheets.iter().map(|s| s.question.kind.key()).collect();
        assert!(sheets.len() >= 3, "{name}: {} questions", sheets.len());
        assert!(kinds.len() >= 2, "{name}: only {kinds:?}");
        let questions = questions_html(&lesson, &sheets);
        let answers = answers_html(&lesson, &sheets);
        assert_eq!(questions.matches("<img ").count(), sheets.len(), "{name}");
        assert_eq!(answers.matches("<img ").count(), sheets.len(), "{name}");
        for sheet in &sheets {
            let ask = escaped(&sheet.question.ask);
            assert!(questions.contains(&ask), "{name}: {ask}");
            assert!(answers.contains(&ask), "{name}: {ask}");
            assert!(questions.contains(&escaped(&sheet.asked_picture())));
            assert!(answers.contains(&escaped(&sheet.revealed_picture())));
            let answer = sheet
                .answer
                .clone()
                .unwrap_or_else(|e| panic!("{name}: {e}"));
            let said = match (answer, &sheet.question.kind) {
                (Answer::Choice(i), QuestionKind::Choose { choices, why, .. }) => {
                    assert!(answers.contains(&escaped(why)), "{name}: {why}");
                    assert!(!questions.contains(&escaped(why)), "{name}: the why before");
                    escaped(&choices[i])
                }
                (Answer::Point(p), _) => format!("({:.2}, {:.2})", p.x, p.y),
                (Answer::Number(n), _) if n.fract() == 0.0 => format!("{n:.0}"),
                (Answer::Number(n), _) => format!("{n:.2}"),
                (other, kind) => panic!("{name}: {other:?} for {kind:?}"),
            };
            assert!(answers.contains(&said), "{name}: {said}");
        }
    }
}

#[test]
fn the_fifth_lesson_asks_where_rays_enter_disks_and_capsules() {
    for stem in ["5_rays_disks_and_capsules", "5_rays_disks_and_capsules_ja"] {
        let file = resources().join(format!("lessons/{stem}.toml"));
        let lesson = load_lesson(&file, &resources()).unwrap_or_else(|e| panic!("{e}"));
        let sheets = sheet_questions(&lesson);
        // The ray lab's scenes 3 (a disk) and 6 (a capsule).
        let points: BTreeSet<usize> = sheets
            .iter()
            .filter(|s| s.question.kind == QuestionKind::Point)
            .filter_map(|s| match s.step.scene {
                StepScene::RayLab { scene, .. } => Some(scene),
                _ => None,
            })
            .collect();
        assert_eq!(points, BTreeSet::from([3, 6]), "{stem}");
        let point_questions = sheets
            .iter()
            .filter(|s| matches!(s.answer, Ok(Answer::Point(_))))
            .count();
        assert!(point_questions >= 3, "{stem}: {point_questions} points");
    }
}
