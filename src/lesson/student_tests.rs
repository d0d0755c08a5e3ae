use super::*;
use crate::lesson::report::{read_session, tally};
use crate::lesson::student_script::StudentDriver;
use crate::lesson::{load_lesson, resources_for};
use crate::sim::Script;

const TIME: &str = "2026-11-29T13:42:08.123+00:00";

fn shipped(name: &str) -> (Lesson, std::path::PathBuf) {
    let path = crate::resources::resolve(&format!("lessons/{name}.toml"));
    let lesson = load_lesson(&path, &resources_for(&path)).unwrap_or_else(|e| panic!("{e}"));
    (lesson, path)
}

fn session(name: &str) -> StudentSession {
    let (lesson, path) = shipped(name);
    StudentSession::new(&lesson, &path)
}

/// The right choice of the lesson's first `choose` question, its index.
fn first_choice(session: &StudentSession) -> (usize, usize) {
    session
        .posed()
        .iter()
        .enumerate()
        .find_map(|(i, p)| match p.answer {
            Ok(Answer::Choice(right)) => Some((i, right)),
            _ => None,
        })
        .expect("a choose question")
}

#[test]
fn a_wrong_answer_then_a_retry_counts_right_after_a_retry() {
    let mut s = session("2_why_fast_things_miss");
    let (q, right) = first_choice(&s);
    let wrong = (right + 1) % 2;
    let record = s
        .answer(q, Given::Choice(wrong), TIME)
        .expect("kept")
        .clone();
    assert!(!record.right);
    assert_eq!((record.attempt, record.question), (1, q + 1));
    assert!(
        s.answer(q, Given::Choice(right), TIME).is_none(),
        "answered: no second answer before a retry"
    );
    assert!(s.retry(q));
    assert!(s.answer(q, Given::Choice(right), TIME).expect("kept").right);
    assert_eq!(s.posed()[q].outcome(), Outcome::AfterRetry);
    let [first, after, not, unanswered] = s.totals();
    assert_eq!((first, after, not), (0, 1, 0));
    assert_eq!(unanswered, s.posed().len() - 1);
    assert_eq!(s.records().len(), 2);
}

#[test]
fn a_point_is_right_near_the_modes_answer_and_a_number_near_its_reading() {
    let answer = Ok(Answer::Point(Vec2::new(1.0, 2.0)));
    assert!(is_right(&answer, Given::Point(Vec2::new(1.3, 2.3))));
    assert!(!is_right(&answer, Given::Point(Vec2::new(1.0, 2.6))));
    let number = Ok(Answer::Number(10.0));
    assert!(is_right(&number, Given::Number(10.15)), "within 2 %");
    assert!(!is_right(&number, Given::Number(10.5)));
    assert!(!is_right(&Err("none".into()), Given::Number(10.0)));
    assert!(!is_right(&number, Given::Choice(0)), "the wrong kind");
}

#[test]
fn a_script_answers_every_kind_and_the_file_holds_each_answer() {
    let mut driver = StudentDriver::new(session("3_rays_and_slabs"));
    let kinds: Vec<&str> = driver
        .session
        .posed()
        .iter()
        .map(|p| p.question.kind.key())
        .collect();
    assert!(
        kinds.contains(&"point") && kinds.contains(&"number"),
        "{kinds:?}"
    );
    // Each question: an answer of its kind, then on to the next.
    let mut items = Vec::new();
    let mut at = 0;
    for kind in &kinds {
        let answer: &[&str] = match *kind {
            "choose" => &["choose_2"],
            "point" => &["aim_right*5", "answer"],
            _ => &["type_1", "type_point", "type_5", "answer"],
        };
        for item in answer {
            items.push(format!("{at}:{item}"));
            at += item
                .split_once('*')
                .map_or(1, |(_, n)| n.parse::<u64>().unwrap());
        }
        items.push(format!("{at}:next"));
        at += 1;
    }
    let script = Script::parse(&items.join(",")).unwrap();
    let dir = tempfile::tempdir().unwrap();
    let mut file = SessionFile::new(dir.path());
    driver
        .play(
            &script,
            || TIME.to_owned(),
            |s, t| {
                file.save(s, t).unwrap();
            },
        )
        .unwrap();
    assert!(driver.done());
    let path = file.path().expect("saved").to_owned();
    assert!(path.starts_with(dir.path().join(ANSWERS_FOLDER)));
    assert_eq!(
        path.file_name().unwrap(),
        "3_rays_and_slabs-20261129T134208.jsonl"
    );
    let records = read_session(&path).unwrap();
    assert_eq!(records.len(), kinds.len(), "one record per answer");
    let point = records.iter().find(|r| r.kind == "point").unwrap();
    assert_eq!(point.answer, "0.50 0.00");
    let number = records.iter().find(|r| r.kind == "number").unwrap();
    assert_eq!(number.answer, "1.5");
    assert!(
        records
            .iter()
            .all(|r| r.time == TIME && r.lesson == "3_rays_and_slabs")
    );
}

#[test]
fn the_tally_counts_each_session_once_per_question() {
    let mut runs = Vec::new();
    for answers in [[0, 0], [1, 0], [1, 1]] {
        let mut s = session("2_why_fast_things_miss");
        let (q, right) = first_choice(&s);
        let wrong = (right + 1) % 2;
        for (attempt, pick) in answers.iter().enumerate() {
            let chosen = if *pick == 0 { right } else { wrong };
            if attempt > 0 {
                s.retry(q);
            }
            s.answer(q, Given::Choice(chosen), TIME);
            if *pick == 0 {
                break;
            }
        }
        runs.push(s.records().to_vec());
    }
    let t = tally(&runs);
    assert_eq!(t.sessions, 3);
    let row = &t.rows[0];
    assert_eq!(row.students, 3);
    assert_eq!((row.first_time, row.after_retry, row.not_right), (1, 1, 1));
    assert_eq!(row.chose.iter().sum::<usize>(), 3, "first answers only");
    let csv = t.to_csv();
    assert_eq!(csv.lines().count(), 2);
    assert!(crate::lesson::handout::escape("<b> & \"q\"") == "&lt;b&gt; &amp; &quot;q&quot;");
    assert!(!t.to_html().contains("<b>"));
}
