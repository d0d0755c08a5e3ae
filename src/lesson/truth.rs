//! A step's words checked against the step itself: the caption's
//! placeholders and the `expect` claims are read first (an unknown name is
//! a problem before anything plays), then the step is played headless from
//! the lessons' seed, as the screen shows it, each claim checked and the
//! caption's numbers filled in.

use std::ops::Range;

use super::claims::{self, Claim, Piece, claim, holds, pieces, unknown_number};
use super::readings::{self, number_names};
use super::setup::{LESSON_SEED, StepRun};
use super::walk::RawStep;
use super::{Step, StepMode};
use crate::levels::spanned::problem::Problems;

/// The caption's pieces, each placeholder naming a number the mode shows;
/// a problem is put at the placeholder it is about.
pub(super) fn check_placeholders(
    text: &str,
    raw: &RawStep,
    mode: StepMode,
    problems: &mut Problems<'_>,
) -> Vec<Piece> {
    let caption = raw.caption.get_ref();
    let at = |range: Range<usize>| within(text, &raw.caption.span(), &caption[range]);
    match pieces(caption) {
        Ok(found) => {
            for piece in &found {
                if let Piece::Number {
                    name, at: range, ..
                } = piece
                    && !number_names(mode).contains(&name.as_str())
                {
                    problems.push(at(range.clone()), unknown_number(mode, name));
                }
            }
            found
        }
        Err((range, why)) => {
            problems.push(at(range), why);
            Vec::new()
        }
    }
}

/// Where `needle` is written inside `span` of `text`: its first byte, else
/// the whole span (a caption with escapes may not hold it as written).
fn within(text: &str, span: &Range<usize>, needle: &str) -> Range<usize> {
    let raw = text.get(span.clone()).unwrap_or("");
    match raw.find(needle) {
        Some(offset) if !needle.is_empty() => span.start + offset..span.start + offset + 1,
        _ => span.clone(),
    }
}

/// The step's claims, each one the mode can check.
pub(super) fn check_claims(
    raw: &RawStep,
    mode: StepMode,
    problems: &mut Problems<'_>,
) -> Vec<(Range<usize>, String, Claim)> {
    raw.expect
        .iter()
        .filter_map(|written| match claim(mode, written.get_ref()) {
            Ok(claim) => Some((written.span(), written.get_ref().clone(), claim)),
            Err(why) => {
                problems.push(written.span(), why);
                None
            }
        })
        .collect()
}

/// The step played headless from the lesson's seed, as the screen shows it:
/// each claim checked against it, the caption's numbers read off it. `None`
/// (with its problems) when it cannot be played or a claim does not hold.
pub(super) fn told(
    text: &str,
    raw: &RawStep,
    step: &Step,
    pieces: &[Piece],
    claims: &[(Range<usize>, String, Claim)],
    problems: &mut Problems<'_>,
) -> Option<String> {
    let line = text[..raw.span.start.min(text.len())].matches('\n').count() + 1;
    let name = raw.name.get_ref();
    let run = match StepRun::play(step, LESSON_SEED) {
        Ok(run) => run,
        Err(why) => {
            problems.push(
                raw.span.clone(),
                format!("the step `{name}` does not play: {why}"),
            );
            return None;
        }
    };
    let before = problems.count();
    for (span, written, claim) in claims {
        if let Err(seen) = holds(&run, claim) {
            problems.push(
                span.clone(),
                format!("the step `{name}` (line {line}) expects `{written}`, but when it is shown: {seen}"),
            );
        }
    }
    let mut caption = String::new();
    for piece in pieces {
        match piece {
            Piece::Text(words) => caption.push_str(words),
            Piece::Number {
                name: number,
                decimals,
                at,
            } => match readings::number(&run, number) {
                Ok(value) => caption.push_str(&claims::written(value, *decimals)),
                Err(why) => {
                    let place = within(text, &raw.caption.span(), &step.caption[at.clone()]);
                    problems.push(
                        place,
                        format!("the caption of `{name}` (line {line}) writes `{{{number}}}`, which has no value when it is shown: {why}"),
                    );
                }
            },
        }
    }
    (problems.count() == before).then_some(caption)
}
