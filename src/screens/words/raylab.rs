//! The ray lab's panel in the window's language: the scene's title, the
//! verdict and the answers the scenes report as reasons
//! ([`Verdict`], [`Note`], [`Value::Case`]), and the help rows' message ids.

use crate::i18n::{Arg, Lang, has, lang, tr, tr_args};
use crate::modes::raylab::{Note, Row, Target, Value, Verdict};

/// The title of scene `number` (1-based): "1  Ray vs axis-aligned rect (slab method)".
#[must_use]
pub fn title(number: usize) -> String {
    tr(&format!("raylab-title-{number}"))
}

/// The sentence a verdict says ("hit: enters the rect at P0, leaves at P1").
#[must_use]
pub fn verdict(verdict: &Verdict) -> String {
    let about = |id: &str, target: Target| {
        let what = tr(match target {
            Target::Rect => "raylab-the-rect",
            Target::Disk => "raylab-the-disk",
            Target::Capsule => "raylab-the-capsule",
        });
        tr_args(id, &[("what", Arg::from(what))])
    };
    let radii = |id: &str, distance: f32, sum: f32| {
        let values = [
            ("d", format!("{distance:.3}").into()),
            ("sum", format!("{sum:.3}").into()),
        ];
        tr_args(id, &values)
    };
    let shape = |id: &str, number: usize, name: &str| {
        tr_args(id, &[("number", number.into()), ("name", name.into())])
    };
    match *verdict {
        Verdict::Unsaid => String::new(),
        Verdict::Miss(t) => about("raylab-verdict-miss", t),
        Verdict::Grazes(t) => about("raylab-verdict-grazes", t),
        Verdict::Hit(t) => about("raylab-verdict-hit", t),
        Verdict::Inside(t) => about("raylab-verdict-inside", t),
        Verdict::SlabParallel => tr("raylab-verdict-slab-parallel"),
        Verdict::SlabYFirst => tr("raylab-verdict-slab-y-first"),
        Verdict::SlabXFirst => tr("raylab-verdict-slab-x-first"),
        Verdict::SlabBehind => tr("raylab-verdict-slab-behind"),
        Verdict::DiskBehind => tr("raylab-verdict-disk-behind"),
        Verdict::DiskMisses => tr("raylab-verdict-disk-misses"),
        Verdict::LinesCross => tr("raylab-verdict-lines-cross"),
        Verdict::LinesParallel => tr("raylab-verdict-lines-parallel"),
        Verdict::LinesCoincident => tr("raylab-verdict-lines-coincident"),
        Verdict::LinesDegenerate => tr("raylab-verdict-lines-degenerate"),
        Verdict::CapsulesTouch { distance, sum } => {
            radii("raylab-verdict-capsules-touch", distance, sum)
        }
        Verdict::CapsulesApart { distance, sum } => {
            radii("raylab-verdict-capsules-apart", distance, sum)
        }
        Verdict::NotFinite => tr("raylab-verdict-not-finite"),
        Verdict::FreeInside { number, name } => shape("raylab-verdict-free-inside", number, name),
        Verdict::FreeHit { number, name } => shape("raylab-verdict-free-hit", number, name),
        Verdict::FreeMiss => tr("raylab-verdict-free-miss"),
    }
}

/// A panel answer that is not a number ("none (inside)", "cap disk at A").
#[must_use]
pub fn note(note: Note) -> String {
    tr(match note {
        Note::Nothing => "raylab-value-none",
        Note::NothingInside => "raylab-value-none-inside",
        Note::NoRoots => "raylab-value-no-roots",
        Note::Miss => "raylab-value-miss",
        Note::InsideBand => "raylab-value-inside-band",
        Note::BandNotCrossed => "raylab-value-band-not-crossed",
        Note::CapA => "raylab-value-cap-a",
        Note::CapB => "raylab-value-cap-b",
        Note::Side => "raylab-value-side",
        Note::ClampedStart => "raylab-value-clamped-start",
        Note::ClampedEnd => "raylab-value-clamped-end",
        Note::NotClamped => "raylab-value-not-clamped",
    })
}

/// The case row's value: the case's name, marked once the scene has changed.
#[must_use]
pub fn case(name: &str, modified: bool) -> String {
    let name = case_words(name);
    if modified {
        tr_args("raylab-case-modified", &[("case", name.into())])
    } else {
        name
    }
}

/// A row's name as the panel shows it: a formula's symbols as they are,
/// the case row's name in the window's language.
#[must_use]
pub fn row_label(row: &Row) -> String {
    match row.value {
        Value::Case { .. } => tr("raylab-case-loaded"),
        _ => row.label.clone(),
    }
}

/// The message id of a prepared case's name: `raylab-case-` and the name in
/// kebab case ("miss (D < 0)" → `raylab-case-miss-d-0`).
#[must_use]
fn case_id(name: &str) -> String {
    let words: Vec<String> = name
        .split(|c: char| !c.is_ascii_alphanumeric())
        .filter(|w| !w.is_empty())
        .map(str::to_ascii_lowercase)
        .collect();
    format!("raylab-case-{}", words.join("-"))
}

/// A prepared case's name in the window's language: its message
/// ([`case_id`]), else the name as the scene (and a lesson's `case` key,
/// which keeps the English name) writes it.
#[must_use]
fn case_words(name: &str) -> String {
    let id = case_id(name);
    if has(lang(), &id) || has(Lang::En, &id) {
        tr(&id)
    } else {
        name.to_owned()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::modes::raylab::{RayLab, SCENE_COUNT};

    #[test]
    fn every_scene_and_case_has_words_in_every_language() {
        for number in 1..=SCENE_COUNT {
            let mut ids = vec![format!("raylab-title-{number}")];
            let cases = RayLab::scene_cases(number).unwrap_or_default();
            ids.extend(cases.iter().map(|name| case_id(name)));
            let mut lab = RayLab::new();
            lab.open(number);
            ids.extend(lab.help().into_iter().map(|(_, id)| id.to_owned()));
            for lang in Lang::ALL {
                for id in &ids {
                    assert!(has(lang, id), "{}.ftl lacks {id}", lang.code());
                }
            }
        }
        assert_eq!(case_id("miss (D < 0)"), "raylab-case-miss-d-0");
    }

    #[test]
    fn verdicts_name_their_reason_and_shape() {
        assert_eq!(
            verdict(&Verdict::Hit(Target::Disk)),
            "hit: enters the disk at P0, leaves at P1"
        );
        assert!(verdict(&Verdict::SlabParallel).contains("parallel to a slab"));
        assert!(verdict(&Verdict::SlabYFirst).contains("inX > outY"));
        assert!(verdict(&Verdict::Inside(Target::Rect)).starts_with("starts inside the rect"));
        assert_eq!(
            verdict(&Verdict::CapsulesTouch {
                distance: 0.5,
                sum: 1.25
            }),
            "capsules touch: d = 0.500 ≤ r1 + r2 = 1.250"
        );
        assert_eq!(
            verdict(&Verdict::FreeHit {
                number: 2,
                name: "disk"
            }),
            "first hit: shape 2 (disk)"
        );
        assert_eq!(verdict(&Verdict::Unsaid), "");
    }

    #[test]
    fn the_case_row_names_the_case_and_marks_a_change() {
        assert_eq!(case("crossing", false), "crossing");
        assert_eq!(case("crossing", true), "crossing (modified)");
        assert_eq!(note(Note::Side), "side (band)");
        assert_eq!(note(Note::CapA), "cap disk at A");
        let lab = RayLab::new();
        let report = lab.report();
        assert_eq!(row_label(&report.rows[0]), "case loaded");
        assert_eq!(title(report.scene), tr("raylab-title-1"));
        assert!(title(report.scene).starts_with('1'));
    }
}
