//! An arena's `[medals]` checked (part of step 3, `build`): each score in
//! range and `bronze <= silver <= gold`, at most one condition, and only
//! what a round of this arena can earn. Each problem is at the value that
//! breaks the rule; the rule is built only when every check passed.
//!
//! What a round of the arena can earn:
//! - A practice arena has no clock, so its rounds never end and no medal
//!   is ever given: `[medals]` is refused there.
//! - A round ends only when its clock runs out, so no round ever has time
//!   left: `time_left_seconds` is refused in every arena. The key is read,
//!   so the file says why rather than "unknown key".
//! - No tip or spin misses in an arena that starts on the spin test holds
//!   for every round (the spin test misses neither): a warning, not a
//!   problem ([`always_met`]). Where the arena starts on the point or swept
//!   test, the condition asks the player to switch to the test that does
//!   not miss: the lesson.

use toml::Spanned;

use super::limits::{ACCURACY_PERCENT, MEDAL_SCORE};
use super::medals::{MedalCondition, MedalRule};
use super::spec::Detection;
use super::values::in_range;
use super::walk::RawMedals;
use crate::levels::spanned::problem::{Problem, Problems};

/// The one named condition's word in a file.
pub(super) const NO_TIP_OR_SPIN_MISSES: &str = "no-tip-or-spin-misses";

/// A warning (the arena loads; `check` prints it) for a condition every
/// round meets: no tip or spin misses in an arena that starts on the spin
/// test, which misses neither (only a player who turns to a weaker test can
/// miss the condition). Not a problem: a designer trying the tests in the
/// editor passes through it.
pub(super) fn always_met(raw: &RawMedals, detection: Option<Detection>) -> Option<Problem> {
    let named = raw.condition.as_ref()?;
    (named.get_ref() == NO_TIP_OR_SPIN_MISSES && detection == Some(Detection::Spin)).then(|| {
        Problem::new(
            named.span(),
            format!(
                "medals.condition \"{NO_TIP_OR_SPIN_MISSES}\" holds for every round of an \
                 arena that starts on the spin test, which misses neither; start it on the \
                 point or swept test (detection), or give another condition"
            ),
        )
    })
}

/// The rule if every value passed; `None` (with its problems recorded) if
/// not. `practice`: the arena has no clock.
pub(super) fn medal_rule(
    raw: &RawMedals,
    practice: bool,
    problems: &mut Problems<'_>,
) -> Option<MedalRule> {
    let before = problems.count();
    if practice {
        problems.push(
            raw.span.clone(),
            "[medals] in a practice arena: its rounds have no clock and never end, \
             so no medal could be earned (remove [medals] or practice = true)",
        );
    }
    let bronze = in_range(problems, "medals.bronze", &raw.bronze, &MEDAL_SCORE);
    let silver = in_range(problems, "medals.silver", &raw.silver, &MEDAL_SCORE);
    let gold = in_range(problems, "medals.gold", &raw.gold, &MEDAL_SCORE);
    order(
        problems,
        ("bronze", bronze),
        ("silver", &raw.silver, silver),
    );
    order(problems, ("silver", silver), ("gold", &raw.gold, gold));
    let condition = condition(raw, problems);
    let rule = MedalRule {
        scores: [bronze?, silver?, gold?],
        condition: condition?,
    };
    (problems.count() == before).then_some(rule)
}

/// `lower <= upper`, blamed at the upper's value.
fn order(
    problems: &mut Problems<'_>,
    (lower_name, lower): (&str, Option<u32>),
    (upper_name, upper_value, upper): (&str, &Spanned<u32>, Option<u32>),
) {
    if let (Some(lower), Some(upper)) = (lower, upper)
        && upper < lower
    {
        problems.push(
            upper_value.span(),
            format!(
                "medals.{upper_name} ({upper}) must be at least medals.{lower_name} ({lower}): \
                 bronze <= silver <= gold"
            ),
        );
    }
}

/// The condition the table names: `Some(None)` for none, `None` for a
/// problem.
fn condition(raw: &RawMedals, problems: &mut Problems<'_>) -> Option<Option<MedalCondition>> {
    let mut given = Vec::new();
    if let Some(named) = &raw.condition {
        given.push(("condition", named.span()));
    }
    if let Some(percent) = &raw.accuracy_percent {
        given.push(("accuracy_percent", percent.span()));
    }
    if let Some(seconds) = &raw.time_left_seconds {
        given.push(("time_left_seconds", seconds.span()));
    }
    // The second in the file is the one too many.
    given.sort_by_key(|(_, span)| span.start);
    if let [(first, _), (second, span), ..] = given.as_slice() {
        let message = format!(
            "medals.{second}: [medals] takes at most one condition, and medals.{first} is one"
        );
        problems.push(span.clone(), message);
        return None;
    }
    if let Some(named) = &raw.condition {
        if named.get_ref() != NO_TIP_OR_SPIN_MISSES {
            let message = format!(
                "medals.condition must be \"{NO_TIP_OR_SPIN_MISSES}\" (or use accuracy_percent), \
                 found {:?}",
                named.get_ref()
            );
            problems.push(named.span(), message);
            return None;
        }
        return Some(Some(MedalCondition::NoTipOrSpinMisses));
    }
    if let Some(percent) = &raw.accuracy_percent {
        let percent = in_range(
            problems,
            "medals.accuracy_percent",
            percent,
            &ACCURACY_PERCENT,
        )?;
        return Some(Some(MedalCondition::AccuracyAtLeast(
            percent as f32 / 100.0,
        )));
    }
    if let Some(seconds) = &raw.time_left_seconds {
        problems.push(
            seconds.span(),
            "medals.time_left_seconds: a round ends only when its clock runs out, so no \
             round has time left; give a score alone or another condition",
        );
        return None;
    }
    Some(None)
}

#[cfg(test)]
mod tests {
    use std::path::Path;

    use crate::levels::arena::medals::{MedalCondition, MedalRule};
    use crate::levels::arena::parse_arena;

    /// A small arena with `extra` at its top level (`detection`,
    /// `practice`) and `medals` as its `[medals]` table's lines.
    fn arena(extra: &str, medals: &str) -> String {
        format!(
            "name = \"M\"\nsize = [20.0, 20.0]\nround_seconds = 10\n{extra}\n\
             [plane]\nposition = [0.0, -5.0]\nturn_deg_per_step = 2.0\nmove_speed = 0.1\n\n\
             [shells]\nspeed = 0.5\ncooldown_steps = 6\n\n\
             [[targets]]\nshape = {{ kind = \"ellipse\", radius_x = 1.0, radius_y = 1.0 }}\n\
             position = [0.0, 5.0]\nspin_deg_per_step = 0.0\ncolour = \"#ff8800\"\n\n\
             [medals]\n{medals}\n"
        )
    }

    fn rule(extra: &str, medals: &str) -> Result<Option<MedalRule>, String> {
        parse_arena(&arena(extra, medals), Path::new("m.toml"))
            .map(|a| a.medals)
            .map_err(|e| e.to_string())
    }

    #[test]
    fn scores_and_a_condition_make_the_rule() {
        let read = rule(
            "detection = \"point\"",
            "bronze = 40\nsilver = 80\ngold = 120\ncondition = \"no-tip-or-spin-misses\"",
        );
        assert_eq!(
            read,
            Ok(Some(MedalRule {
                scores: [40, 80, 120],
                condition: Some(MedalCondition::NoTipOrSpinMisses),
            }))
        );
        let accuracy = rule(
            "",
            "bronze = 0\nsilver = 5\ngold = 5\naccuracy_percent = 60",
        );
        assert_eq!(
            accuracy.unwrap().unwrap().condition,
            Some(MedalCondition::AccuracyAtLeast(0.6))
        );
        let plain = parse_arena(
            &arena("", "bronze = 1\nsilver = 2\ngold = 3").replace("[medals]\n", "[unused]\n"),
            Path::new("m.toml"),
        );
        assert!(plain.is_err(), "an unknown table is still refused");
    }

    #[test]
    fn a_condition_every_round_meets_is_a_warning_at_its_value() {
        let text = arena(
            "detection = \"spin\"",
            "bronze = 5\nsilver = 6\ngold = 7\ncondition = \"no-tip-or-spin-misses\"",
        );
        let loaded = parse_arena(&text, Path::new("m.toml")).unwrap();
        assert!(loaded.medals.is_some());
        let [warning] = loaded.warnings.as_slice() else {
            panic!("one warning: {:?}", loaded.warnings);
        };
        assert_eq!((warning.line, warning.column), (24, 13));
        assert!(warning.message.contains("spin test"), "{}", warning.message);
        let point = text.replace("detection = \"spin\"", "detection = \"point\"");
        assert!(
            parse_arena(&point, Path::new("m.toml"))
                .unwrap()
                .warnings
                .is_empty()
        );
    }

    #[test]
    fn each_broken_rule_is_refused_where_it_is_written() {
        let cases = [
            (
                "",
                "bronze = 50\nsilver = 40\ngold = 60",
                "22:10",
                "medals.silver (40)",
            ),
            (
                "",
                "bronze = 5\nsilver = 40\ngold = 30",
                "23:8",
                "medals.gold (30)",
            ),
            ("", "bronze = 5\nsilver = 6\n", "", "missing"),
            (
                "",
                "bronze = 5\nsilver = 6\ngold = 7\naccuracy_percent = 50\ncondition = \"no-tip-or-spin-misses\"",
                "25:13",
                "at most one condition",
            ),
            (
                "",
                "bronze = 5\nsilver = 6\ngold = 7\naccuracy_percent = 0",
                "24:20",
                "between 1 and 100",
            ),
            (
                "",
                "bronze = 5\nsilver = 6\ngold = 7\ncondition = \"perfect\"",
                "24:13",
                "\"perfect\"",
            ),
            (
                "",
                "bronze = 5\nsilver = 6\ngold = 7\ntime_left_seconds = 5",
                "24:21",
                "no round has time left",
            ),
            (
                "practice = true",
                "bronze = 5\nsilver = 6\ngold = 7",
                "",
                "practice arena",
            ),
            (
                "",
                "bronze = 5\nsilver = 6\ngold = 7\nplatinum = 9",
                "",
                "platinum",
            ),
            ("", "bronze = -5\nsilver = 6\ngold = 7", "", "medals.bronze"),
        ];
        for (extra, medals, at, says) in cases {
            let error = rule(extra, medals).unwrap_err();
            assert!(error.contains(says), "{medals}: {error}");
            assert!(error.contains(&format!("m.toml:{at}")), "{medals}: {error}");
        }
    }
}
