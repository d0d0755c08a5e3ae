//! A lesson's keys, each written once. Page Down and Page Up (what most
//! presentation clickers send) always turn pages; the arrows and Space turn
//! them too while the teacher presents, and play the step once Enter has
//! handed the keyboard to the class (the shooter's H, L and A play either
//! way). Backspace sets the step up again from its seed.

use ggez::winit::keyboard::KeyCode;

use hitlab::i18n::{Arg, tr_args};
use hitlab::screens::lesson::Place;

use crate::view::app_keys::{APP_KEYS, AppKey};
use crate::view::keymap::{Binding, Condition, HelpLine, Keymap, Press, bind, key};

/// What a lesson does with a key.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LessonKey {
    Forward,
    Back,
    Reset,
    ClassPlays,
    /// The class's choice on a question, from 0.
    Choice(usize),
    /// The teacher goes on without the class's guess.
    Skip,
    /// The question's answer is shown; the step runs on.
    Reveal,
    /// A student types a character of a number (a digit, `.` or `-`).
    Type(char),
    /// A student erases the last character typed.
    Erase,
    /// A student answers the number typed, or the point aimed at.
    Submit,
    /// A student's aim at a point, moved while the arrow is held.
    Aim(AimWay),
}

/// Which way an arrow moves a student's aim.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AimWay {
    Left,
    Right,
    Up,
    Down,
}

impl AimWay {
    /// Every way, in the order of [`AimWay::index`].
    pub const ALL: [AimWay; 4] = [AimWay::Left, AimWay::Right, AimWay::Up, AimWay::Down];

    /// Its place in [`AimWay::ALL`].
    #[must_use]
    pub fn index(self) -> usize {
        self as usize
    }

    /// The step it moves the aim by, world units (y up).
    #[must_use]
    pub fn step(self) -> glam::Vec2 {
        let step = hitlab::lesson::student_script::AIM_STEP;
        match self {
            AimWay::Left => glam::Vec2::new(-step, 0.0),
            AimWay::Right => glam::Vec2::new(step, 0.0),
            AimWay::Up => glam::Vec2::new(0.0, step),
            AimWay::Down => glam::Vec2::new(0.0, -step),
        }
    }
}

/// When a lesson binding holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum When {
    /// The teacher presents: the clicker's arrows and Space turn pages.
    Presenting,
    /// A question waits for its reveal, and the teacher presents: the
    /// digits take the class's choice and Space reveals.
    Asking,
    /// A student alone types a number for a question that waits: the
    /// digits, `.` and `-` type, Backspace erases, Enter answers.
    Typing,
    /// A student alone aims at a point for a question that waits: the
    /// arrows move the aim, Enter answers.
    Aiming,
}

impl Condition for When {
    fn note(self) -> Option<String> {
        match self {
            When::Presenting => Some(hitlab::i18n::tr("keys-while-presenting")),
            When::Asking => Some(hitlab::i18n::tr("keys-while-asking")),
            When::Typing => Some(hitlab::i18n::tr("keys-while-typing")),
            When::Aiming => Some(hitlab::i18n::tr("keys-while-aiming")),
        }
    }
}

/// `presses` type `c` into a student's number.
const fn typing(c: char, presses: &'static [Press]) -> Binding<LessonKey, When> {
    bind(LessonKey::Type(c), presses).when(When::Typing)
}

/// The lesson's key table.
pub const KEYS: Keymap<LessonKey, When> = Keymap::new(&[
    // Before the page turns: of two bindings that hold, the first listed
    // takes the key (Space reveals while a question waits; a student's
    // number takes the digits before the choices do).
    typing('0', &[key(KeyCode::Digit0), key(KeyCode::Numpad0)]),
    typing('1', &[key(KeyCode::Digit1), key(KeyCode::Numpad1)]),
    typing('2', &[key(KeyCode::Digit2), key(KeyCode::Numpad2)]),
    typing('3', &[key(KeyCode::Digit3), key(KeyCode::Numpad3)]),
    typing('4', &[key(KeyCode::Digit4), key(KeyCode::Numpad4)]),
    typing('5', &[key(KeyCode::Digit5), key(KeyCode::Numpad5)]),
    typing('6', &[key(KeyCode::Digit6), key(KeyCode::Numpad6)]),
    typing('7', &[key(KeyCode::Digit7), key(KeyCode::Numpad7)]),
    typing('8', &[key(KeyCode::Digit8), key(KeyCode::Numpad8)]),
    typing('9', &[key(KeyCode::Digit9), key(KeyCode::Numpad9)]),
    typing('.', &[key(KeyCode::Period), key(KeyCode::NumpadDecimal)]),
    typing('-', &[key(KeyCode::Minus), key(KeyCode::NumpadSubtract)]),
    bind(LessonKey::Erase, &[key(KeyCode::Backspace)]).when(When::Typing),
    bind(
        LessonKey::Submit,
        &[key(KeyCode::Enter), key(KeyCode::NumpadEnter)],
    )
    .when(When::Typing),
    // A student's aim: the arrows before they turn pages.
    bind(LessonKey::Aim(AimWay::Left), &[key(KeyCode::ArrowLeft)]).when(When::Aiming),
    bind(LessonKey::Aim(AimWay::Right), &[key(KeyCode::ArrowRight)]).when(When::Aiming),
    bind(LessonKey::Aim(AimWay::Up), &[key(KeyCode::ArrowUp)]).when(When::Aiming),
    bind(LessonKey::Aim(AimWay::Down), &[key(KeyCode::ArrowDown)]).when(When::Aiming),
    bind(
        LessonKey::Submit,
        &[key(KeyCode::Enter), key(KeyCode::NumpadEnter)],
    )
    .when(When::Aiming),
    bind(LessonKey::Reveal, &[key(KeyCode::Space)]).when(When::Asking),
    bind(
        LessonKey::Skip,
        &[key(KeyCode::Digit0), key(KeyCode::Numpad0)],
    )
    .when(When::Asking),
    bind(
        LessonKey::Choice(0),
        &[key(KeyCode::Digit1), key(KeyCode::Numpad1)],
    )
    .when(When::Asking),
    bind(
        LessonKey::Choice(1),
        &[key(KeyCode::Digit2), key(KeyCode::Numpad2)],
    )
    .when(When::Asking),
    bind(
        LessonKey::Choice(2),
        &[key(KeyCode::Digit3), key(KeyCode::Numpad3)],
    )
    .when(When::Asking),
    bind(
        LessonKey::Choice(3),
        &[key(KeyCode::Digit4), key(KeyCode::Numpad4)],
    )
    .when(When::Asking),
    bind(LessonKey::Forward, &[key(KeyCode::PageDown)]),
    bind(
        LessonKey::Forward,
        &[key(KeyCode::ArrowRight), key(KeyCode::Space)],
    )
    .when(When::Presenting),
    bind(LessonKey::Back, &[key(KeyCode::PageUp)]),
    bind(LessonKey::Back, &[key(KeyCode::ArrowLeft)]).when(When::Presenting),
    bind(LessonKey::Reset, &[key(KeyCode::Backspace)]),
    bind(
        LessonKey::ClassPlays,
        &[key(KeyCode::Enter), key(KeyCode::NumpadEnter)],
    ),
]);

/// The help overlay's rows for the lesson's own keys.
#[must_use]
pub fn help_lines() -> Vec<HelpLine> {
    let mut rows = KEYS.help_rows(&[
        (LessonKey::Forward, "help-lesson-next"),
        (LessonKey::Back, "help-lesson-back"),
        (LessonKey::Reset, "help-lesson-reset"),
        (LessonKey::ClassPlays, "help-lesson-class"),
    ]);
    // A question's keys hold only while it waits: named with that note,
    // the four choices on one row.
    let note = hitlab::i18n::tr("keys-while-asking");
    let waiting = |keys: Vec<String>, id: &str| {
        HelpLine::new(format!("{} ({note})", keys.join(" ")), hitlab::i18n::tr(id))
    };
    let first = |k| KEYS.labels_when(k, |_| true).into_iter().take(1);
    let choices = (0..4).flat_map(|i| first(LessonKey::Choice(i))).collect();
    rows.push(waiting(choices, "help-question-choose"));
    rows.push(waiting(
        first(LessonKey::Skip).collect(),
        "help-question-skip",
    ));
    rows.push(waiting(
        first(LessonKey::Reveal).collect(),
        "help-question-reveal",
    ));
    // A student's number and aim: one row (the help keeps to its pages),
    // its keys holding only while they answer, Enter answering either.
    let label = |k| {
        KEYS.labels_when(k, |_| true)
            .into_iter()
            .next()
            .unwrap_or_default()
    };
    let keys = format!(
        "{}–{} {} {} / {} ({})",
        label(LessonKey::Type('0')),
        label(LessonKey::Type('9')),
        label(LessonKey::Type('.')),
        label(LessonKey::Type('-')),
        aim_keys(),
        hitlab::i18n::tr("keys-while-answering"),
    );
    let enter = [("enter", label(LessonKey::Submit).into())];
    rows.push(HelpLine::new(keys, tr_args("help-student-type", &enter)));
    rows
}

/// The lesson control a `--script` names to answer a question headless:
/// `choose_1` to `choose_4`, `skip`, `reveal`; a student's `type_0` to
/// `type_9`, `type_point`, `type_minus`, `erase`, `answer` and `retry`; and
/// the page turns `next_step` and `previous_step`.
#[must_use]
pub fn question_control(name: &str) -> Option<LessonKey> {
    match name {
        "skip" => Some(LessonKey::Skip),
        "reveal" => Some(LessonKey::Reveal),
        // A student's, and the page turns a student's script needs.
        "type_point" => Some(LessonKey::Type('.')),
        "type_minus" => Some(LessonKey::Type('-')),
        "erase" => Some(LessonKey::Erase),
        "answer" => Some(LessonKey::Submit),
        "next_step" => Some(LessonKey::Forward),
        "previous_step" => Some(LessonKey::Back),
        "retry" => Some(LessonKey::Reset),
        "aim_left" => Some(LessonKey::Aim(AimWay::Left)),
        "aim_right" => Some(LessonKey::Aim(AimWay::Right)),
        "aim_up" => Some(LessonKey::Aim(AimWay::Up)),
        "aim_down" => Some(LessonKey::Aim(AimWay::Down)),
        _ if name.starts_with("type_") => {
            let digit = name.strip_prefix("type_")?.parse::<u8>().ok()?;
            (digit < 10).then(|| LessonKey::Type(char::from(b'0' + digit)))
        }
        _ => {
            let digit = name.strip_prefix("choose_")?.parse::<usize>().ok()?;
            (1..=4)
                .contains(&digit)
                .then(|| LessonKey::Choice(digit - 1))
        }
    }
}

/// The question's reminder of its keys, for a question of `kind`
/// (`choose`, `point` or `number`) with `choices` choices.
#[must_use]
pub fn question_reminder(kind: &str, choices: usize) -> String {
    // The question's keys hold only while it waits: named as they are then.
    let first = |k| {
        let labels = KEYS.labels_when(k, |_| true);
        Arg::from(labels.into_iter().next().unwrap_or_default())
    };
    let choose = (0..choices.min(4))
        .filter_map(|i| {
            KEYS.labels_when(LessonKey::Choice(i), |_| true)
                .into_iter()
                .next()
        })
        .collect::<Vec<_>>()
        .join(" ");
    let args = [
        ("choose", choose.into()),
        ("skip", first(LessonKey::Skip)),
        // Space reveals only while a question waits: named as it is then.
        (
            "reveal",
            KEYS.labels_when(LessonKey::Reveal, |_| true)
                .into_iter()
                .next()
                .unwrap_or_default()
                .into(),
        ),
    ];
    tr_args(&format!("question-keys-{kind}"), &args)
}

/// A student's reminder of a waiting question's keys, for a question of
/// `kind` with `choices` choices, and the number `typed` so far.
#[must_use]
pub fn student_reminder(kind: &str, choices: usize, typed: &str) -> String {
    // Each key as it is named while its condition holds (the digits are
    // the choices' unless a number is typed).
    let first = |k, typing: bool| -> String {
        let labels = KEYS.labels_when(k, |w| typing || w != When::Typing);
        labels.into_iter().next().unwrap_or_default()
    };
    let choose = (0..choices.min(4))
        .map(|i| first(LessonKey::Choice(i), false))
        .collect::<Vec<_>>()
        .join(" ");
    let args = [
        ("choose", choose.into()),
        ("enter", first(LessonKey::Submit, true).into()),
        ("typed", format!("{typed}_").into()),
        ("reveal", first(LessonKey::Reveal, false).into()),
        ("aim", aim_keys().into()),
    ];
    tr_args(&format!("question-keys-student-{kind}"), &args)
}

/// After a student's reveal: whether their answer was `right` (`None`:
/// revealed unanswered), the key that sets the step up again to try it
/// once more, and the page turn on.
#[must_use]
pub fn student_again(right: Option<bool>) -> String {
    let args = [
        ("reset", KEYS.first_key(LessonKey::Reset).into()),
        ("next", KEYS.first_key(LessonKey::Forward).into()),
    ];
    let again = tr_args("question-student-again", &args);
    match right {
        Some(true) => format!("{}   {again}", hitlab::i18n::tr("question-student-right")),
        Some(false) => format!("{}   {again}", hitlab::i18n::tr("question-student-wrong")),
        None => again,
    }
}

/// The keys that always turn a lesson's pages, for the words that name
/// them: `next` ("Page Down") and `back` ("Page Up").
#[must_use]
pub fn page_keys() -> [(&'static str, Arg<'static>); 2] {
    [
        ("next", KEYS.first_key(LessonKey::Forward).into()),
        ("back", KEYS.first_key(LessonKey::Back).into()),
    ]
}

/// The arrows that move a student's aim ("← → ↑ ↓").
fn aim_keys() -> String {
    AimWay::ALL
        .iter()
        .flat_map(|&w| {
            KEYS.labels_when(LessonKey::Aim(w), |_| true)
                .into_iter()
                .take(1)
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// Who is at the keys and what the step on screen waits for: what the
/// band's reminder names.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Seat {
    /// Whether the class holds the arrows and Space (Enter handed them over).
    pub class_plays: bool,
    /// Where the step stands in the lesson.
    pub place: Place,
    /// Whether Esc goes back to the lesson chooser (else to the title).
    pub from_chooser: bool,
    /// Whether a student works alone (else a teacher presents to a class).
    pub student: bool,
    /// The question waiting for its reveal, if one does: its kind
    /// (`choose`, `point` or `number`) and how many choices it has.
    pub waiting: Option<(&'static str, usize)>,
}

/// The band's reminder of the keys, for the step's place and who holds the
/// keys ([`Seat`]); at the end it says where Esc goes: to the lesson
/// chooser if the lesson was opened from it, else the title. While a
/// question waits it names the key that reveals (a teacher's) or the keys
/// that answer (a student's), and a page turn only by the keys left to it.
#[must_use]
pub fn reminder(seat: Seat) -> String {
    let Seat {
        class_plays,
        place,
        from_chooser,
        student,
        waiting,
    } = seat;
    let first = |k| Arg::from(KEYS.first_key(k));
    if place == Place::Ended {
        let esc = APP_KEYS.first_key(AppKey::Escape);
        let id = if from_chooser {
            "lesson-ended-chooser"
        } else {
            "lesson-ended"
        };
        return tr_args(id, &[("back", first(LessonKey::Back)), ("esc", esc.into())]);
    }
    let asking = waiting.is_some() && !class_plays;
    let typing = asking && student && waiting.is_some_and(|(kind, _)| kind == "number");
    let aiming = asking && student && waiting.is_some_and(|(kind, _)| kind == "point");
    // Each key as it is named while its condition holds: while the teacher
    // presents, every key of a page turn turns it ("Page Down / → /
    // Space"), less those a waiting question takes first (Space reveals);
    // once the class plays, the presenting keys ("← → Space") play the
    // step and only the rest turn pages.
    let holds = |w: When| match w {
        When::Presenting => !class_plays,
        When::Asking => asking,
        When::Typing => typing,
        When::Aiming => aiming,
    };
    let taken = |k: LessonKey| -> Vec<String> {
        let mut earlier = Vec::new();
        let aim = AimWay::ALL.map(LessonKey::Aim);
        for other in [LessonKey::Reveal, LessonKey::Submit, LessonKey::Erase]
            .into_iter()
            .chain(aim)
        {
            if other != k {
                earlier.extend(KEYS.labels_when(other, holds));
            }
        }
        earlier
    };
    let named = |k: LessonKey| -> Vec<String> {
        let taken = taken(k);
        KEYS.labels_when(k, holds)
            .into_iter()
            .filter(|l| !taken.contains(l))
            .collect()
    };
    let turning = |k| named(k).join(" / ");
    let presenting = |k| {
        let always = KEYS.labels_when(k, |_| false);
        let labels = KEYS.labels_when(k, |_| true);
        labels.into_iter().filter(move |l| !always.contains(l))
    };
    let play: Vec<String> = presenting(LessonKey::Back)
        .chain(presenting(LessonKey::Forward))
        .collect();
    let mut keys = vec![
        ("next", turning(LessonKey::Forward).into()),
        ("back", turning(LessonKey::Back).into()),
        ("reset", first(LessonKey::Reset)),
        ("class", first(LessonKey::ClassPlays)),
        ("play", play.join(" ").into()),
        // Space reveals only while a question waits: named as it is then.
        (
            "reveal",
            KEYS.labels_when(LessonKey::Reveal, |_| true)
                .into_iter()
                .next()
                .unwrap_or_default()
                .into(),
        ),
    ];
    if let (true, Some((kind, choices))) = (student && asking, waiting) {
        keys.push(("answer", student_answer_keys(kind, choices).into()));
    }
    let last = place == Place::Last;
    let id = match (student, asking, class_plays, last) {
        (false, true, _, false) => "lesson-asking",
        (false, true, _, true) => "lesson-asking-last",
        (true, true, _, false) => "lesson-student-asking",
        (true, true, _, true) => "lesson-student-asking-last",
        (false, false, true, true) => "lesson-class-plays-last",
        (false, false, true, false) => "lesson-class-plays",
        (false, false, false, true) => "lesson-last-step",
        (false, false, false, false) => "lesson-keys",
        (true, false, true, true) => "lesson-student-plays-last",
        (true, false, true, false) => "lesson-student-plays",
        (true, false, false, true) => "lesson-student-last-step",
        (true, false, false, false) => "lesson-student-keys",
    };
    tr_args(id, &keys)
}

/// The keys that answer a waiting question of `kind` with `choices`
/// choices, for a student: the choices' digits, a click, or a number typed
/// and Enter.
fn student_answer_keys(kind: &str, choices: usize) -> String {
    let first = |k| {
        KEYS.labels_when(k, |_| true)
            .into_iter()
            .next()
            .unwrap_or_default()
    };
    let args = [
        (
            "choose",
            (0..choices.min(4))
                .map(|i| first(LessonKey::Choice(i)))
                .collect::<Vec<_>>()
                .join(" ")
                .into(),
        ),
        ("enter", first(LessonKey::Submit).into()),
        ("erase", first(LessonKey::Erase).into()),
        ("aim", aim_keys().into()),
    ];
    tr_args(&format!("lesson-student-answer-{kind}"), &args)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::view::keymap::KeyEvent;

    /// A teacher's seat, no question waiting.
    fn teacher(class_plays: bool, place: Place, from_chooser: bool) -> Seat {
        Seat {
            class_plays,
            place,
            from_chooser,
            student: false,
            waiting: None,
        }
    }

    /// While a question waits, Space reveals: the band names it so, and no
    /// longer as a page turn.
    #[test]
    fn a_waiting_question_names_the_reveal_in_the_band() {
        let waiting = Seat {
            waiting: Some(("choose", 3)),
            ..teacher(false, Place::Before, false)
        };
        assert_eq!(
            reminder(waiting),
            "Space reveal   Page Down / → next   Page Up / ← back   Backspace reset   Enter: the class plays"
        );
        let last = reminder(Seat {
            place: Place::Last,
            ..waiting
        });
        assert!(last.starts_with("last step   Space reveal"), "{last}");
        // Once the class plays, Space plays the step: nothing waits on it.
        let playing = Seat {
            class_plays: true,
            ..waiting
        };
        assert_eq!(
            reminder(playing),
            reminder(teacher(true, Place::Before, false))
        );
    }

    /// A student alone is told their own keys: no class, the answer keys
    /// while a question waits, a retry once it is answered.
    #[test]
    fn a_student_is_told_the_keys_that_act_for_them() {
        let student = Seat {
            student: true,
            ..teacher(false, Place::Before, false)
        };
        let keys = reminder(student);
        assert_eq!(
            keys,
            "Page Down / → / Space next   Page Up / ← back   Backspace try the step again   Enter: play the step"
        );
        let choose = reminder(Seat {
            waiting: Some(("choose", 4)),
            ..student
        });
        assert_eq!(
            choose,
            "1 2 3 4 answer   Space reveal   Page Down / → next   Page Up / ← back"
        );
        let number = reminder(Seat {
            waiting: Some(("number", 0)),
            ..student
        });
        assert!(
            number.starts_with("type a number, Enter answers (Backspace erases)"),
            "{number}"
        );
        let point = reminder(Seat {
            waiting: Some(("point", 0)),
            place: Place::Last,
            ..student
        });
        assert_eq!(
            point,
            "last step   click, or ← → ↑ ↓ then Enter, to answer   Space reveal   \
             Page Down how you did   Page Up back"
        );
        let playing = reminder(Seat {
            class_plays: true,
            ..student
        });
        assert!(playing.starts_with("you play: ← → Space"), "{playing}");
        for words in [keys, choose, number, point, playing] {
            assert!(!words.contains("class"), "{words}");
        }
    }

    #[test]
    fn clicker_keys_turn_pages_only_while_presenting() {
        let right = KeyEvent::code(KeyCode::ArrowRight);
        let presenting = |w| w == When::Presenting;
        assert_eq!(KEYS.control(&right, presenting), Some(LessonKey::Forward));
        assert_eq!(KEYS.control(&right, |_| false), None);
        // A student aiming at a point: the arrow moves the aim instead.
        assert_eq!(
            KEYS.control(&right, |_| true),
            Some(LessonKey::Aim(AimWay::Right))
        );
        let page_down = KeyEvent::code(KeyCode::PageDown);
        assert_eq!(
            KEYS.control(&page_down, |_| false),
            Some(LessonKey::Forward)
        );
        let page_up = KeyEvent::code(KeyCode::PageUp);
        assert_eq!(KEYS.control(&page_up, |_| false), Some(LessonKey::Back));
    }

    #[test]
    fn the_title_names_the_page_keys_of_the_table() {
        assert_eq!(
            tr_args("blurb-lessons", &page_keys()),
            "Prepared walk-throughs with captions: Page Down / Page Up step them"
        );
    }

    /// The reminder says where the lesson stands, past its last step too.
    #[test]
    fn the_reminder_says_where_the_lesson_stands() {
        assert_eq!(
            reminder(teacher(false, Place::Before, false)),
            "Page Down / → / Space next   Page Up / ← back   Backspace reset   Enter: the class plays"
        );
        let last = reminder(teacher(false, Place::Last, false));
        assert_eq!(
            last,
            "last step   Page Up / ← back   Backspace reset   Enter: the class plays"
        );
        assert!(!last.contains("next"), "{last}");
        assert_eq!(
            reminder(teacher(false, Place::Ended, false)),
            "End of the lesson: Page Up goes back, Esc to the title"
        );
        assert_eq!(
            reminder(teacher(false, Place::Ended, true)),
            "End of the lesson: Page Up goes back, Esc to the lesson chooser"
        );
        assert_eq!(
            reminder(teacher(true, Place::Ended, false)),
            reminder(teacher(false, Place::Ended, false))
        );
        let playing = reminder(teacher(true, Place::Before, false));
        assert_eq!(
            playing,
            "the class plays: ← → Space play the step (Enter takes them back)   \
             Page Down next   Page Up back   Backspace reset"
        );
    }

    #[test]
    fn a_waiting_question_names_its_keys_and_a_script_names_its_controls() {
        assert_eq!(
            question_reminder("choose", 3),
            "1 2 3 the class's choice   0 skip   Space reveal"
        );
        assert_eq!(question_control("choose_2"), Some(LessonKey::Choice(1)));
        assert_eq!(question_control("reveal"), Some(LessonKey::Reveal));
        assert_eq!(question_control("choose_5"), None);
        let space = KeyEvent::code(KeyCode::Space);
        assert_eq!(KEYS.control(&space, |_| true), Some(LessonKey::Reveal));
        let presenting = |w| w == When::Presenting;
        assert_eq!(KEYS.control(&space, presenting), Some(LessonKey::Forward));
    }
}
