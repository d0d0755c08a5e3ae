//! The lesson screen driven without a window: page turns, handing the
//! keys over, questions, and the state each step shows.

use super::*;
use hitlab::lesson::StepRun;
use hitlab::screens::lesson::Place;

fn launch() -> Launch {
    Launch {
        data_dir: None,
        seed: 7,
        level_path: None,
        window: Vec2::new(1280.0, 720.0),
        practice: false,
        last_choice: None,
        daily: None,
    }
}

fn press(screen: &mut LessonScreen, code: ggez::winit::keyboard::KeyCode) {
    let event = KeyEvent::code(code);
    screen.key(&event, true);
    screen.key(&event, false);
}

/// A lesson's help lists only what works in it: the shooter's step has
/// no next arena and nothing to edit.
#[test]
fn the_help_lists_no_key_that_does_nothing_in_a_lesson() {
    use hitlab::modes::shooter::ShooterControl;
    let path = hitlab::resources::resolve("lessons/2_why_fast_things_miss.toml");
    let screen = LessonScreen::open(&path, &launch(), 1).expect("opens");
    let help = screen.help();
    for control in [ShooterControl::NextArena, ShooterControl::Edit] {
        let words = crate::view::keymap::control_words("shooter", control, &[]);
        assert!(help.iter().all(|row| row.action != words), "{help:?}");
    }
    let names_e = |row: &HelpLine| row.keys.split(" / ").any(|k| k == "E");
    assert!(!help.iter().any(names_e), "{help:?}");
    assert!(
        help.iter()
            .any(|row| row.keys.starts_with("Page Down") && row.action == tr("help-lesson-next")),
        "{help:?}"
    );
}

/// On a step its script left paused, `Enter` hands the keys over and
/// the step plays on, so `←`, `→` and `Space` act: `→` held turns the
/// plane.
#[test]
fn handing_the_keys_over_resumes_a_paused_step() {
    use ggez::winit::keyboard::KeyCode;
    let launch = launch();
    let path = hitlab::resources::resolve("lessons/2_why_fast_things_miss.toml");
    let lesson = load(&path).expect("loads");
    let (index, step) = (1, &lesson.steps[1]);
    let mut screen = LessonScreen::open(&path, &launch, index).expect("opens");
    // The step asks first: Space reveals, and it plays to its pause.
    assert!(screen.asked.is_some(), "the step asks a question");
    press(&mut screen, KeyCode::Space);
    assert_eq!(screen.presentation.presenter().current(), index);
    for _ in 0..step.setup_steps() {
        screen.step();
    }
    let paused = screen.fingerprint();
    assert!(
        paused.contains(" true None") || paused.contains(" true Some"),
        "{paused}"
    );
    press(&mut screen, KeyCode::Enter);
    let right = KeyEvent::code(KeyCode::ArrowRight);
    screen.key(&right, true);
    for _ in 0..10 {
        screen.step();
    }
    screen.key(&right, false);
    assert_eq!(
        screen.presentation.presenter().current(),
        index,
        "→ played, it turned no page"
    );
    let playing = screen.fingerprint();
    assert_ne!(playing, paused, "the plane turned");
    assert!(
        !playing.contains(" true None") && !playing.contains(" true Some"),
        "{playing}"
    );
}

/// A question holds its step still at its moment, takes the class's
/// choice by key, and Space reveals: the step runs on to its script's
/// end, and the tally line says what the class said and what it was.
#[test]
fn a_question_holds_the_step_until_space_reveals_it() {
    use ggez::winit::keyboard::KeyCode;
    let path = hitlab::resources::resolve("lessons/2_why_fast_things_miss.toml");
    let lesson = load(&path).expect("loads");
    let (index, step) = (1, &lesson.steps[1]);
    let at = step.question.as_ref().expect("the step asks").at;
    let mut screen = LessonScreen::open(&path, &launch(), index).expect("opens");
    for _ in 0..step.setup_steps() * 2 {
        screen.step();
    }
    assert_eq!(screen.stepped, at, "held at the question's moment");
    assert!(screen.still());
    press(&mut screen, KeyCode::Digit1);
    press(&mut screen, KeyCode::Space);
    assert_eq!(
        screen.presentation.presenter().current(),
        index,
        "no page turned"
    );
    for _ in 0..step.setup_steps() {
        screen.step();
    }
    assert!(screen.stepped >= step.setup_steps());
    let tally = screen
        .asked
        .as_ref()
        .and_then(Asked::tally)
        .expect("a tally");
    assert!(
        tally.contains("the class said yes") && tally.contains("it was no"),
        "{tally}"
    );
    press(&mut screen, KeyCode::Space);
    assert_eq!(
        screen.presentation.presenter().current(),
        index + 1,
        "Space turns the page now"
    );
}

/// Past the last step the band says the lesson has ended, and a page
/// back takes that away.
#[test]
fn a_page_turn_past_the_last_step_ends_the_lesson() {
    use ggez::winit::keyboard::KeyCode;
    let launch = launch();
    let path = hitlab::resources::resolve("lessons/3_rays_and_slabs.toml");
    let steps = load(&path).expect("loads").steps.len();
    let mut screen = LessonScreen::open(&path, &launch, steps - 2).expect("opens");
    assert_eq!(screen.presentation.place(), Place::Before);
    press(&mut screen, KeyCode::PageDown);
    assert_eq!(screen.presentation.place(), Place::Last);
    press(&mut screen, KeyCode::PageDown);
    assert_eq!(screen.presentation.place(), Place::Ended);
    assert_eq!(screen.presentation.presenter().current(), steps - 1);
    press(&mut screen, KeyCode::PageUp);
    assert_eq!(screen.presentation.place(), Place::Before);
}

/// The presenter's screen (which the handout renders too) and the
/// lesson tests' window-free run are one set-up: every shipped step,
/// stepped on screen as long as its script runs, shows the state
/// `StepRun::play` gives.
#[test]
fn the_screen_shows_the_state_the_lesson_set_up() {
    let launch = launch();
    let deck = lesson_files();
    assert!(deck.len() >= 3, "{deck:?}");
    for path in deck {
        let lesson = load(&path).expect("a shipped lesson loads");
        for (index, step) in lesson.steps.iter().enumerate() {
            let mut screen = LessonScreen::open(&path, &launch, index).expect("opens");
            for _ in 0..step.setup_steps() {
                screen.step();
            }
            // A question holds the step until the reveal, which plays
            // the rest of its script (slowly, where it says).
            if let Some(asked) = screen.asked.as_mut() {
                asked.reveal();
                while screen.stepped < step.setup_steps() {
                    screen.step();
                }
            }
            let run = StepRun::play(step, LESSON_SEED).expect("plays");
            let (shown, played) = (screen.fingerprint(), run.fingerprint());
            assert!(!shown.is_empty(), "{}: step {}", path.display(), index + 1);
            assert_eq!(shown, played, "{} step {}", path.display(), index + 1);
        }
    }
}

/// A student alone: a choice key answers and reveals at once and the
/// answer is kept; Backspace sets the step up to try again; a number is
/// typed and answered with Enter; past the last step the lesson ends on
/// the summary's place.
#[test]
fn a_student_answers_retries_types_a_number_and_ends_on_the_summary() {
    use ggez::winit::keyboard::KeyCode;
    let path = hitlab::resources::resolve("lessons/4_picking_and_the_warehouse.toml");
    let data = tempfile::tempdir().unwrap();
    let mut screen = LessonScreen::open(&path, &launch(), 0)
        .expect("opens")
        .for_student(Some(data.path()));
    let kept = |screen: &LessonScreen| {
        let pass = screen.student.as_ref().expect("a student");
        pass.session().records().to_vec()
    };
    press(&mut screen, KeyCode::Digit1);
    assert!(
        screen.asked.as_ref().is_some_and(Asked::revealed),
        "answered, revealed"
    );
    assert_eq!(kept(&screen).len(), 1);
    press(&mut screen, KeyCode::Digit2);
    assert_eq!(kept(&screen).len(), 1, "one answer until a retry");
    press(&mut screen, KeyCode::Backspace);
    assert!(
        screen.asked.as_ref().is_some_and(Asked::holds),
        "asked anew"
    );
    press(&mut screen, KeyCode::Digit2);
    let records = kept(&screen);
    assert_eq!(records.len(), 2);
    assert_eq!(records[1].attempt, 2);
    assert_ne!(
        records[0].right, records[1].right,
        "one of 1 and 2 is right"
    );
    // On to the number question: digits type, Backspace erases, Enter answers.
    let number = screen
        .student
        .as_ref()
        .and_then(|p| {
            p.session()
                .posed()
                .iter()
                .find(|q| q.question.kind.key() == "number")
                .map(|q| q.step)
        })
        .expect("a number question");
    while screen.presentation.presenter().current() < number {
        press(&mut screen, KeyCode::PageDown);
    }
    press(&mut screen, KeyCode::Digit7);
    press(&mut screen, KeyCode::Backspace);
    press(&mut screen, KeyCode::Digit1);
    assert_eq!(screen.student.as_ref().map(StudentPass::typed), Some("1"));
    press(&mut screen, KeyCode::Enter);
    let last = kept(&screen).pop().expect("kept");
    assert_eq!((last.kind.as_str(), last.answer.as_str()), ("number", "1"));
    while screen.presentation.place() != Place::Ended {
        press(&mut screen, KeyCode::PageDown);
    }
    let files: Vec<_> = std::fs::read_dir(data.path().join("answers"))
        .unwrap()
        .collect();
    assert_eq!(files.len(), 1, "one file for the session");
}

/// A student's point question answers from the keyboard too: a held
/// arrow moves the aim (and turns no page), Enter answers it.
#[test]
fn a_student_aims_at_a_point_with_the_arrows_and_answers_with_enter() {
    use ggez::winit::keyboard::KeyCode;
    let path = hitlab::resources::resolve("lessons/3_rays_and_slabs.toml");
    let data = tempfile::tempdir().unwrap();
    let mut screen = LessonScreen::open(&path, &launch(), 0)
        .expect("opens")
        .for_student(Some(data.path()));
    assert_eq!(
        screen.asked.as_ref().map(|a| a.question().kind.key()),
        Some("point"),
        "the first step asks for a point"
    );
    let aim = |screen: &LessonScreen| match screen.asked.as_ref().and_then(Asked::guess) {
        Some(Guess::Point(p)) => p,
        other => panic!("no aim: {other:?}"),
    };
    press(&mut screen, KeyCode::ArrowUp);
    let start = aim(&screen);
    let right = KeyEvent::code(KeyCode::ArrowRight);
    screen.key(&right, true);
    for _ in 0..9 {
        screen.step();
    }
    screen.key(&right, false);
    screen.step();
    let moved = aim(&screen) - start;
    let step = hitlab::lesson::student_script::AIM_STEP;
    assert!((moved.x - 10.0 * step).abs() < 1e-4, "{moved}");
    assert!(moved.y.abs() < 1e-4, "{moved}");
    assert_eq!(
        screen.presentation.presenter().current(),
        0,
        "no page turned"
    );
    press(&mut screen, KeyCode::Enter);
    assert!(
        screen.asked.as_ref().is_some_and(Asked::revealed),
        "answered"
    );
    let records = screen
        .student
        .as_ref()
        .map(|p| p.session().records().to_vec())
        .unwrap_or_default();
    assert_eq!(records.len(), 1);
    assert_eq!(records[0].kind, "point");
}
