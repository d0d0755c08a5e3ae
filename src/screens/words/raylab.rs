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
        tr_args(
            id,
            &[("number", number.into()), ("name", shape(name).into())],
        )
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

/// A row's name as the panel shows it: the case row's name and every
/// other row's [`label`] in the window's language.
#[must_use]
pub fn row_label(row: &Row) -> String {
    match row.value {
        Value::Case { .. } => tr("raylab-case-loaded"),
        _ => label(&row.label),
    }
}

/// A panel row's or a figure marker's name as the scene gives it ("t
/// entry", "D = b²−c", "P0") in the window's language: its message
/// (`raylab-label-` and [`label_id`]) where the table has one, which every
/// name with words has and a formula a language writes its own way may
/// have (Japanese writes the discriminant of `t² + 2bt + c` as `D/4`);
/// else the symbols as they are. The free scene's "2 disk: t" names its
/// shape in the window's language.
#[must_use]
pub fn label(label: &str) -> String {
    let id = label_id(label);
    if has(lang(), &id) || has(Lang::En, &id) {
        return tr(&id);
    }
    match free_shape_row(label) {
        Some((number, name)) => format!("{number} {}: t", shape(name)),
        None => label.to_owned(),
    }
}

/// A free-scene shape's name ("rotated rect") in the window's language.
#[must_use]
fn shape(name: &str) -> String {
    let id = format!("raylab-shape-{}", kebab(name));
    if has(lang(), &id) || has(Lang::En, &id) {
        tr(&id)
    } else {
        name.to_owned()
    }
}

/// The free scene's row of a shape's first `t`, "2 disk: t", as its number
/// and its shape's name.
fn free_shape_row(label: &str) -> Option<(&str, &str)> {
    let (number, rest) = label.split_once(' ')?;
    let name = rest.strip_suffix(": t")?;
    (!number.is_empty() && number.bytes().all(|b| b.is_ascii_digit())).then_some((number, name))
}

/// The message id of a label: `raylab-label-` and its letters and digits
/// in runs, case kept, with `+` and `−` as words (`t+ = −b+√D` →
/// `raylab-label-t-plus-minus-b-plus-D`), so that `t+` and `t−`, `B` and
/// `b`, stay apart.
#[must_use]
fn label_id(label: &str) -> String {
    let mut words: Vec<String> = Vec::new();
    let mut word = String::new();
    for c in label.chars() {
        if c.is_ascii_alphanumeric() {
            word.push(c);
            continue;
        }
        if !word.is_empty() {
            words.push(std::mem::take(&mut word));
        }
        match c {
            '+' => words.push("plus".to_owned()),
            '−' | '-' => words.push("minus".to_owned()),
            _ => {}
        }
    }
    if !word.is_empty() {
        words.push(word);
    }
    format!("raylab-label-{}", words.join("-"))
}

/// Lower-case words of letters and digits joined by `-`: "rotated rect" →
/// `rotated-rect`.
fn kebab(name: &str) -> String {
    let words: Vec<String> = name
        .split(|c: char| !c.is_ascii_alphanumeric())
        .filter(|w| !w.is_empty())
        .map(str::to_ascii_lowercase)
        .collect();
    words.join("-")
}

/// The message id of a prepared case's name: `raylab-case-` and the name in
/// kebab case ("miss (D < 0)" → `raylab-case-miss-d-0`).
#[must_use]
fn case_id(name: &str) -> String {
    format!("raylab-case-{}", kebab(name))
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

    /// Every name a panel row or a figure marker has, in every scene and
    /// every prepared case.
    fn every_label() -> Vec<String> {
        use crate::modes::raylab::Item;
        let mut labels = Vec::new();
        for number in 1..=SCENE_COUNT {
            let mut lab = RayLab::new();
            lab.open(number);
            let cases = RayLab::scene_cases(number).unwrap_or_default().len();
            for case in 0..cases.max(1) {
                lab.load_case(case);
                let sketch = lab.sketch();
                let rows = sketch.report.rows.iter();
                labels.extend(
                    rows.filter(|r| !matches!(r.value, Value::Case { .. }))
                        .map(|r| r.label.clone()),
                );
                labels.extend(sketch.items.iter().filter_map(|item| match item {
                    Item::Marker { label, .. } if !label.is_empty() => Some(label.clone()),
                    _ => None,
                }));
            }
        }
        labels.sort();
        labels.dedup();
        labels
    }

    /// Whether a label has words, not only symbols: a run of two or more
    /// lower-case letters ("t entry", "P0 on", "min"), other than a
    /// vector's component (`ax` for a.x, `ui` for u·i); `inX` is a symbol.
    fn has_words(label: &str) -> bool {
        label
            .split(|c: char| !c.is_ascii_alphanumeric())
            .any(|run| {
                let component = run.len() == 2 && run.ends_with(['x', 'y', 'i', 'j']);
                run.len() >= 2 && run.bytes().all(|b| b.is_ascii_lowercase()) && !component
            })
    }

    #[test]
    fn every_label_with_words_is_in_every_language_and_english_shows_it_as_written() {
        use crate::i18n::set_lang;
        let labels = every_label();
        assert!(labels.len() > 40, "{labels:?}");
        assert!(labels.iter().any(|l| l == "t entry"), "{labels:?}");
        let mut ids: Vec<String> = labels.iter().map(|l| label_id(l)).collect();
        ids.sort();
        ids.dedup();
        assert_eq!(ids.len(), labels.len(), "two labels share a message id");
        for shown in &labels {
            assert_eq!(
                &label(shown),
                shown,
                "English shows the label as the scene writes it"
            );
            let free_row = free_shape_row(shown).is_some();
            if has_words(shown) && !free_row {
                for lang in Lang::ALL {
                    assert!(
                        has(lang, &label_id(shown)),
                        "{}.ftl lacks {}",
                        lang.code(),
                        label_id(shown)
                    );
                }
            }
        }
        set_lang(Lang::Ja);
        let japanese: Vec<String> = labels.iter().map(|l| label(l)).collect();
        set_lang(Lang::En);
        for (english, japanese) in labels.iter().zip(&japanese) {
            // Japanese writes the discriminant of t² + 2bt + c as D/4.
            assert!(
                !japanese.contains("√D") && !japanese.contains("D ="),
                "{japanese}"
            );
            if has_words(english) {
                assert_ne!(english, japanese, "still English in Japanese");
            }
        }
        assert!(japanese.contains(&"D/4 = b²−c".to_owned()), "{japanese:?}");
    }

    #[test]
    fn the_free_scenes_shapes_are_named_in_the_window_language() {
        use crate::i18n::set_lang;
        assert_eq!(label("2 rotated rect: t"), "2 rotated rect: t");
        assert_eq!(label_id("t+ = −b+√D"), "raylab-label-t-plus-minus-b-plus-D");
        set_lang(Lang::Ja);
        assert_eq!(label("2 rotated rect: t"), "2 回った長方形: t");
        assert_eq!(
            verdict(&Verdict::FreeHit {
                number: 3,
                name: "disk"
            }),
            "最初の当たり: 図形 3 (円盤)"
        );
        assert_eq!(label("t entry"), "入る t");
        set_lang(Lang::En);
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
