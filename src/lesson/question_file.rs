//! A step's `[step.question]` table: walked key by key (like the step's
//! own keys) and checked against the step played headless: a choice that
//! is not there, a `point` question on a mode that cannot answer one, and a
//! question held after the step's deciding moment are problems, each at its
//! key.
//!
//! ```toml
//! [step.question]
//! kind = "choose"            # or "point", "number"
//! ask = "Which test catches this shell?"
//! choices = ["point", "swept", "spin"]
//! right = 3                  # 1 to the number of choices
//! why = "Only the spin test turns the star through the step."
//! at = 30                    # hold at app step 30 (default: the script's end)
//! slow = 2                   # the reveal at a quarter speed
//! ```

use std::ops::Range;

use toml::Spanned;
use toml::de::{DeTable, DeValue};

use super::question::{self, MAX_CHOICES, Question, QuestionKind, answers_points};
use super::readings::number_names;
use super::setup::LESSON_SEED;
use super::{Step, StepMode};
use crate::levels::spanned::keys::{each_key, required};
use crate::levels::spanned::problem::{Problem, Problems};
use crate::levels::spanned::problem_text::{unknown_name, written};
use crate::levels::spanned::value::{text, whole};
use crate::modes::shooter::tuning::MAX_SLOW_LEVEL;

/// A question's keys, in the order messages list them.
const KEYS: &[&str] = &[
    "kind", "ask", "choices", "right", "why", "number", "at", "slow",
];
/// The kinds, as a file writes them.
const KINDS: &[&str] = &["choose", "point", "number"];

/// A `[step.question]` table as written.
pub(super) struct RawQuestion {
    pub span: Range<usize>,
    pub kind: Spanned<String>,
    pub ask: Spanned<String>,
    pub choices: Option<Spanned<Vec<String>>>,
    pub right: Option<Spanned<u32>>,
    pub why: Option<Spanned<String>>,
    pub number: Option<Spanned<String>>,
    pub at: Option<Spanned<u32>>,
    pub slow: Option<Spanned<u32>>,
}

fn wrong(source: &str, key: &str, span: Range<usize>) -> Problem {
    let wants = match key {
        "choices" => "a list of two to four texts in quotes",
        "right" | "at" | "slow" => "a whole number",
        _ => "text in quotes",
    };
    let found = written(source, &span);
    Problem::new(
        span,
        format!("question's {key} must be {wants}, found {found}"),
    )
}

/// Walks the table of a step's `question` key.
pub(super) fn walk(source: &str, value: &Spanned<DeValue<'_>>) -> Result<RawQuestion, Problem> {
    let DeValue::Table(table) = value.get_ref() else {
        let found = written(source, &value.span());
        let why = format!("question must be a [step.question] table, found {found}");
        return Err(Problem::new(value.span(), why));
    };
    walk_table(source, table, value.span())
}

fn walk_table(
    source: &str,
    table: &DeTable<'_>,
    span: Range<usize>,
) -> Result<RawQuestion, Problem> {
    let (mut kind, mut ask, mut why, mut number) = (None, None, None, None);
    let (mut choices, mut right, mut at, mut slow) = (None, None, None, None);
    each_key(table, KEYS, |key, value| {
        let at_span = value.span();
        let string = || {
            text(value.get_ref())
                .map(|t| Spanned::new(at_span.clone(), t.to_owned()))
                .ok_or_else(|| wrong(source, key, at_span.clone()))
        };
        let number_of = || {
            whole(value.get_ref())
                .map(|n| Spanned::new(at_span.clone(), n))
                .ok_or_else(|| wrong(source, key, at_span.clone()))
        };
        match key {
            "kind" => kind = Some(string()?),
            "ask" => ask = Some(string()?),
            "why" => why = Some(string()?),
            "number" => number = Some(string()?),
            "right" => right = Some(number_of()?),
            "at" => at = Some(number_of()?),
            "slow" => slow = Some(number_of()?),
            _ => {
                let DeValue::Array(items) = value.get_ref() else {
                    return Err(wrong(source, key, at_span));
                };
                let read = items
                    .iter()
                    .map(|item| text(item.get_ref()).map(str::to_owned))
                    .collect::<Option<Vec<_>>>()
                    .ok_or_else(|| wrong(source, key, at_span.clone()))?;
                choices = Some(Spanned::new(at_span, read));
            }
        }
        Ok(())
    })?;
    let owner = "a [step.question] table";
    Ok(RawQuestion {
        kind: required(kind, "kind", owner, &span)?,
        ask: required(ask, "ask", owner, &span)?,
        span,
        choices,
        right,
        why,
        number,
        at,
        slow,
    })
}

/// The question checked against `mode`; `None` (with its problems) if it
/// is not one the step can ask.
pub(super) fn check(
    raw: &RawQuestion,
    mode: StepMode,
    script_end: u64,
    problems: &mut Problems<'_>,
) -> Option<Question> {
    let before = problems.count();
    if raw.ask.get_ref().trim().is_empty() {
        problems.push(
            raw.ask.span(),
            "question's ask is empty: write the question",
        );
    }
    let kind = match raw.kind.get_ref().as_str() {
        "choose" => choose(raw, problems),
        "point" => {
            if !answers_points(mode) {
                problems.push(
                    raw.kind.span(),
                    format!(
                        "a point question needs a mode that computes the point (raylab: where the ray enters; shooter: where a shell first meets a target); this step's mode is {}",
                        mode.key()
                    ),
                );
            }
            Some(QuestionKind::Point)
        }
        "number" => match &raw.number {
            Some(name) if number_names(mode).contains(&name.get_ref().as_str()) => {
                Some(QuestionKind::Number {
                    name: name.get_ref().clone(),
                })
            }
            Some(name) => {
                let what = format!("{} number", mode.key());
                let names = number_names(mode);
                problems.push(name.span(), unknown_name(&what, name.get_ref(), &names));
                None
            }
            None => {
                let why = "a number question needs `number`: the name of the number the mode computes (as a caption's {name})";
                problems.push(raw.span.clone(), why);
                None
            }
        },
        other => {
            problems.push(raw.kind.span(), unknown_name("question kind", other, KINDS));
            None
        }
    };
    let slow = raw.slow.as_ref().map_or(0, |s| {
        if *s.get_ref() > MAX_SLOW_LEVEL {
            problems.push(
                s.span(),
                format!(
                    "question's slow must be a whole number from 0 to {MAX_SLOW_LEVEL} (halvings of the speed), found {}",
                    s.get_ref()
                ),
            );
        }
        *s.get_ref()
    });
    let at = raw
        .at
        .as_ref()
        .map_or(script_end, |a| u64::from(*a.get_ref()));
    if problems.count() > before {
        return None;
    }
    Some(Question {
        ask: raw.ask.get_ref().clone(),
        kind: kind?,
        at,
        slow,
    })
}

fn choose(raw: &RawQuestion, problems: &mut Problems<'_>) -> Option<QuestionKind> {
    let Some(choices) = &raw.choices else {
        problems.push(
            raw.span.clone(),
            "a choose question needs `choices`: two to four texts",
        );
        return None;
    };
    let count = choices.get_ref().len();
    if !(2..=MAX_CHOICES).contains(&count) {
        problems.push(
            choices.span(),
            format!("a choose question has two to four choices (the keys 1 to 4), found {count}"),
        );
        return None;
    }
    let Some(right) = &raw.right else {
        problems.push(
            raw.span.clone(),
            "a choose question needs `right`: the right choice, 1 to the number of choices",
        );
        return None;
    };
    let index = *right.get_ref() as usize;
    if !(1..=count).contains(&index) {
        problems.push(
            right.span(),
            format!("right = {index} is not one of the choices: 1 to {count}"),
        );
        return None;
    }
    let Some(why) = raw.why.as_ref().filter(|w| !w.get_ref().trim().is_empty()) else {
        problems.push(
            raw.span.clone(),
            "a choose question needs `why`: a short reason, shown at the reveal",
        );
        return None;
    };
    Some(QuestionKind::Choose {
        choices: choices.get_ref().clone(),
        right: index - 1,
        why: why.get_ref().clone(),
    })
}

/// The checked question against the step played headless: it must be
/// asked before the step's deciding moment, and the mode must have an
/// answer. A problem is put at the question's `at` (or the table).
pub(super) fn check_played(
    raw: &RawQuestion,
    step: &Step,
    asked: &Question,
    problems: &mut Problems<'_>,
) {
    let place = raw.at.as_ref().map_or(raw.span.clone(), Spanned::span);
    let played = match question::play(step, asked, LESSON_SEED) {
        Ok(played) => played,
        Err(why) => {
            problems.push(
                place,
                format!("the step does not play to its question: {why}"),
            );
            return;
        }
    };
    if let Some(deciding) = played.deciding
        && deciding <= asked.at
    {
        problems.push(
            place,
            format!(
                "the step decides at app step {deciding} ({}), but the question holds it at step {}: ask before the deciding moment (a smaller `at`)",
                played.what, asked.at
            ),
        );
        return;
    }
    if let Err(why) = question::answer(asked, &played) {
        problems.push(
            raw.kind.span(),
            format!("the question has no answer: {why}"),
        );
    }
}

#[cfg(test)]
mod tests {
    use std::path::Path;

    /// The problems of a one-step lesson whose step is `step`, as
    /// `hitlab check` prints them.
    fn refused(step: &str) -> String {
        let text = format!("title = \"Q\"\n\n[[step]]\n{step}");
        match super::super::parse_lesson(&text, Path::new("q.toml"), Path::new("")) {
            Ok(_) => panic!("loads:\n{text}"),
            Err(e) => e.to_string(),
        }
    }

    const RAY: &str = "name = \"a\"\nmode = \"raylab\"\nscene = 1\ncaption = \"A ray.\"\n";

    #[test]
    fn a_choice_out_of_range_is_refused_at_its_key() {
        let why = refused(&format!(
            "{RAY}[step.question]\nkind = \"choose\"\nask = \"Which?\"\nchoices = [\"a\", \"b\"]\nright = 3\nwhy = \"b.\"\n"
        ));
        assert!(why.contains("q.toml:12:9"), "{why}");
        assert!(
            why.contains("right = 3 is not one of the choices: 1 to 2"),
            "{why}"
        );
    }

    #[test]
    fn a_point_question_on_sokoban_is_refused() {
        let why = refused(
            "name = \"a\"\nmode = \"sokoban\"\nlevel = 1\ncaption = \"A level.\"\n\
             [step.question]\nkind = \"point\"\nask = \"Where?\"\n",
        );
        assert!(why.contains("q.toml:9:8"), "{why}");
        assert!(why.contains("this step's mode is sokoban"), "{why}");
    }

    #[test]
    fn a_question_after_the_deciding_moment_is_refused() {
        let step = "name = \"a\"\nmode = \"shooter\"\narena = \"arenas/thin_tip.toml\"\n\
                    detection = \"swept\"\nscript = \"2:fire, 20:pause\"\ncaption = \"A shell.\"\n\
                    [step.question]\nkind = \"point\"\nask = \"Where?\"\n";
        let why = refused(step);
        assert!(why.contains("q.toml:"), "{why}");
        assert!(why.contains("ask before the deciding moment"), "{why}");
    }
}
