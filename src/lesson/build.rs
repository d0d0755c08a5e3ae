//! A walked lesson checked value by value into a [`Lesson`]: each step's
//! mode, what it loads (the arena file exists and loads, the scene, case and
//! level are there), its script (every control is the mode's), its views and
//! caption, and what the caption's numbers and `expect` claims say, against
//! the step played headless (`truth`). Every problem of every step is
//! collected.

use std::ops::Range;
use std::path::Path;

use toml::Spanned;

use super::claims::Piece;
use super::file::lesson_resource;
use super::question_file;
use super::truth::{check_claims, check_placeholders, told};
use super::walk::{RawLesson, RawStep, step_key_owner, walk};
use super::{Lesson, Step, StepMode, StepScene};
use crate::levels::arena::{DEFAULT_ARENA, Detection, load_arena};
use crate::levels::file_font::load_file_font;
use crate::levels::sokoban::{DEFAULT_PACK, Pack};
use crate::levels::spanned::FileProblem;
use crate::levels::spanned::glyphs::{fonts_for, glyph_warnings};
use crate::levels::spanned::located::located;
use crate::levels::spanned::problem::{Problem, Problems};
use crate::levels::spanned::problem_text::unknown_name;
use crate::levels::spanned::syntax::parse as parse_toml;
use crate::modes::raylab::{LabControl, RayLab, SCENE_COUNT};
use crate::modes::shooter::tuning::MAX_SLOW_LEVEL;
use crate::modes::shooter::{ShooterControl, TeachingAids};
use crate::modes::sokoban::SokobanControl;
use crate::sim::{Control, Script, ScriptError};
use crate::text::{count_sentences, ends_sentence, guess_language, is_language_tag};

/// The longest a step's script may run, in app steps (five minutes): a
/// step is set up before it is shown, and a handout renders every step.
const MAX_SCRIPT_STEPS: u64 = 5 * 60 * 60;
/// The most sentences a caption may have: it is read aloud, not studied.
const MAX_SENTENCES: usize = 3;

/// Parses and checks `text`, a file in folder `file_dir`; paths are
/// relative to `resources` (the `font` first to `file_dir`).
pub(super) fn parse(
    text: &str,
    file_dir: &Path,
    resources: &Path,
) -> Result<Lesson, Vec<FileProblem>> {
    let fail = |problems: Vec<Problem>| located(text, problems);
    let root = parse_toml(text).map_err(|p| fail(vec![p]))?;
    let raw = walk(text, &root).map_err(|p| fail(vec![p]))?;
    let mut problems = Problems::new(text);
    if raw.steps.is_empty() {
        problems.push(root.span(), "a lesson needs at least one [[step]] entry");
    }
    if let Some(lang) = &raw.lang
        && !is_language_tag(lang.get_ref())
    {
        problems.push(
            lang.span(),
            format!(
                "lang must be a language tag such as \"ja\", \"en\" or \"zh-Hant\" (letters, then subtags after hyphens), found {}",
                problems.written(&lang.span())
            ),
        );
    }
    let font = raw.font.as_ref().and_then(|font| {
        load_file_font(font.get_ref(), file_dir, resources)
            .map_err(|words| problems.push(font.span(), words))
            .ok()
    });
    let steps: Vec<Option<Step>> = raw
        .steps
        .iter()
        .map(|step| check_step(text, step, resources, &mut problems))
        .collect();
    let problems = problems.into_vec();
    match steps.into_iter().collect::<Option<Vec<_>>>() {
        Some(steps) if problems.is_empty() => Ok(Lesson {
            warnings: located(
                text,
                glyph_warnings(
                    text,
                    std::iter::once(&raw.title).chain(raw.steps.iter().map(|s| &s.caption)),
                    &fonts_for(font.clone()),
                ),
            ),
            font,
            lang: language_of(&raw),
            title: raw.title.into_inner(),
            steps,
        }),
        _ if problems.is_empty() => Err(fail(vec![Problem::new(
            0..0,
            "the lesson is incomplete (a loader bug: please report it)",
        )])),
        _ => Err(fail(problems)),
    }
}

/// The language a lesson is written in: its `lang` as written, else the
/// one the script of its title and captions suggests.
fn language_of(raw: &RawLesson) -> String {
    if let Some(lang) = &raw.lang {
        return lang.get_ref().clone();
    }
    let mut all = raw.title.get_ref().clone();
    for step in &raw.steps {
        all.push('\n');
        all.push_str(step.caption.get_ref());
    }
    guess_language(&all).to_owned()
}

/// The language of lesson TOML `text` by the rule [`parse`] uses, read
/// without checking its steps (no arena is loaded); `None` if it is not
/// a lesson's TOML at all.
pub(super) fn language(text: &str) -> Option<String> {
    let root = parse_toml(text).ok()?;
    let raw = walk(text, &root).ok()?;
    Some(language_of(&raw))
}

fn check_step(
    text: &str,
    raw: &RawStep,
    resources: &Path,
    problems: &mut Problems<'_>,
) -> Option<Step> {
    let before = problems.count();
    let name = raw.name.get_ref();
    // Letters and digits of any script (`entrepôt`, `先端`): the name is a
    // file name on every system, which none of them forbids.
    let good_name = !name.is_empty()
        && name
            .chars()
            .all(|c| c.is_alphanumeric() || c == '-' || c == '_');
    if !good_name {
        problems.push(
            raw.name.span(),
            format!(
                "name must be letters, digits, - and _ (it names the step's picture), found {}",
                problems.written(&raw.name.span())
            ),
        );
    }
    check_caption(&raw.caption, problems);
    let written = raw.mode.get_ref().as_str();
    let Some(mode) = StepMode::from_key(written) else {
        let modes = StepMode::ALL.map(StepMode::key);
        problems.push(raw.mode.span(), unknown_name("mode", written, &modes));
        return None;
    };
    for (key, span) in raw.keys() {
        if let Some(owner) = step_key_owner(key).filter(|&owner| owner != mode) {
            problems.push(
                span,
                format!(
                    "`{key}` is for {} steps; this step's mode is {}",
                    owner.key(),
                    mode.key()
                ),
            );
        }
    }
    let script_text = raw.text("script");
    let script = match script_text {
        Some(written) => check_script(text, mode, written, problems),
        None => Some(Script::default()),
    };
    let scene = match mode {
        StepMode::Shooter => shooter(raw, resources, problems),
        StepMode::RayLab => raylab(raw, problems),
        StepMode::Sokoban => sokoban(raw, resources, problems),
    };
    let pause_at_end = raw.flag("pause_at_end").unwrap_or(false);
    let script_end = script.as_ref().map_or(0, Script::end) + u64::from(pause_at_end);
    let question = raw
        .question
        .as_ref()
        .map(|q| question_file::check(q, mode, script_end, problems));
    let pieces = check_placeholders(text, raw, mode, problems);
    let claims = check_claims(raw, mode, problems);
    if problems.count() > before {
        return None;
    }
    let mut step = Step {
        name: name.clone(),
        caption: raw.caption.get_ref().clone(),
        scene: scene?,
        script: if pause_at_end {
            script?.then_press(ShooterControl::Pause.name())
        } else {
            script?
        },
        question: question.flatten(),
    };
    if let (Some(raw_question), Some(asked)) = (&raw.question, &step.question) {
        question_file::check_played(raw_question, &step, asked, problems);
        if problems.count() > before {
            return None;
        }
    }
    let fills = pieces.iter().any(|p| matches!(p, Piece::Number { .. }));
    if fills || !claims.is_empty() {
        step.caption = told(text, raw, &step, &pieces, &claims, problems)?;
    }
    Some(step)
}

/// One to three sentences, each ended as `text::sentence` reads ends: `.`,
/// `!` or `?` before a space or the end, or `。` `！` `？` (and the
/// full-width `．`) anywhere, as Chinese and Japanese write them.
fn check_caption(caption: &Spanned<String>, problems: &mut Problems<'_>) {
    const ENDS: &str = "each ending in . ! ? or 。！？";
    let words = caption.get_ref().trim();
    let ends = ends_sentence(words);
    // `count_sentences` counts ended sentences; words after the last end
    // are one more.
    let sentences = count_sentences(words) + usize::from(!ends);
    let problem = if words.is_empty() {
        format!("caption is empty: write one to three sentences, {ENDS}")
    } else if sentences > MAX_SENTENCES {
        let unended = if ends {
            ""
        } else {
            ", the last without an end,"
        };
        format!("caption has {sentences} sentences{unended}; at most three, {ENDS}")
    } else if !ends {
        format!("caption's last sentence has no end: one to three sentences, {ENDS}")
    } else {
        return;
    };
    problems.push(caption.span(), problem);
}

/// The script, its controls checked against the mode's; a problem is put
/// at the item it is about.
fn check_script(
    text: &str,
    mode: StepMode,
    written: &Spanned<String>,
    problems: &mut Problems<'_>,
) -> Option<Script> {
    let at = |needle: &str| -> Range<usize> {
        let span = written.span();
        let raw = text.get(span.clone()).unwrap_or("");
        match raw.find(needle) {
            Some(offset) if !needle.is_empty() => span.start + offset..span.start + offset + 1,
            _ => span,
        }
    };
    let script = match Script::parse(written.get_ref()) {
        Ok(script) => script,
        Err(ScriptError::Syntax { item, reason, .. }) => {
            let message =
                format!("script item `{item}` is not STEP:CONTROL or STEP:CONTROL*N ({reason})");
            problems.push(at(&item), message);
            return None;
        }
        Err(e) => {
            problems.push(written.span(), e.to_string());
            return None;
        }
    };
    if script.end() > MAX_SCRIPT_STEPS {
        problems.push(
            written.span(),
            format!(
                "the script runs {} steps; a step's script may run at most {MAX_SCRIPT_STEPS} (five minutes)",
                script.end()
            ),
        );
        return None;
    }
    let checked = match mode {
        StepMode::Shooter => unknown_control::<ShooterControl>(&script),
        StepMode::RayLab => unknown_control::<LabControl>(&script),
        StepMode::Sokoban => unknown_control::<SokobanControl>(&script),
    };
    if let Some((name, known)) = checked {
        let what = format!("{} control in the script", mode.key());
        problems.push(at(&format!(":{name}")), unknown_name(&what, &name, &known));
        return None;
    }
    Some(script)
}

/// The first control `script` names that mode `C` does not have, with the
/// names it does.
fn unknown_control<C: Control>(script: &Script) -> Option<(String, Vec<&'static str>)> {
    let names: Vec<&'static str> = C::all().iter().map(|c| c.name()).collect();
    script
        .items()
        .iter()
        .find(|item| C::from_name(&item.control).is_none())
        .map(|item| (item.control.clone(), names))
}

fn shooter(raw: &RawStep, resources: &Path, problems: &mut Problems<'_>) -> Option<StepScene> {
    let detection = raw.text("detection").and_then(|d| {
        let found = Detection::from_key(d.get_ref());
        if found.is_none() {
            let names = Detection::ALL.map(Detection::key);
            problems.push(d.span(), unknown_name("detection", d.get_ref(), &names));
        }
        found
    });
    let slow_motion = raw.whole("slow_motion").map_or(0, |s| {
        if *s.get_ref() > MAX_SLOW_LEVEL {
            problems.push(
                s.span(),
                format!(
                    "slow_motion must be a whole number from 0 to {MAX_SLOW_LEVEL} (halvings of the speed), found {}",
                    s.get_ref()
                ),
            );
        }
        *s.get_ref()
    });
    let (relative, span) = match raw.text("arena") {
        Some(a) => (a.get_ref().clone(), a.span()),
        None => (DEFAULT_ARENA.to_owned(), raw.span.clone()),
    };
    let arena_path = lesson_resource(resources, &relative);
    let arena = if crate::resources::is_file(&arena_path) {
        match load_arena(&arena_path) {
            Ok(arena) => Some(arena),
            Err(e) => {
                let first = e.to_string();
                let first = first.lines().next().unwrap_or("");
                problems.push(span, format!("arena `{relative}` does not load: {first}"));
                None
            }
        }
    } else {
        problems.push(
            span,
            format!(
                "no arena `{relative}`: arena paths are relative to resources/ \
                 (not there, nor among the shipped arenas)"
            ),
        );
        None
    };
    let views = TeachingAids {
        debug: raw.flag("debug").unwrap_or(false),
        inset: raw.flag("inset").unwrap_or(false),
        slow_motion,
        detection,
        practice: raw.flag("practice").unwrap_or(true),
    };
    Some(StepScene::Shooter {
        arena_path,
        arena: Box::new(arena?),
        views,
    })
}

fn raylab(raw: &RawStep, problems: &mut Problems<'_>) -> Option<StepScene> {
    let Some(scene) = raw.whole("scene") else {
        let message = format!("missing key `scene`: a raylab step needs it, 1 to {SCENE_COUNT}");
        problems.push(raw.span.clone(), message);
        return None;
    };
    let number = *scene.get_ref() as usize;
    let Some(cases) = RayLab::scene_cases(number) else {
        problems.push(
            scene.span(),
            format!("no scene {number}: the ray lab has scenes 1 to {SCENE_COUNT}"),
        );
        return None;
    };
    let case = match raw.text("case") {
        None => 0,
        Some(name) => match cases.iter().position(|c| c == name.get_ref()) {
            Some(index) => index,
            None => {
                let what = format!("case of scene {number}");
                problems.push(name.span(), unknown_name(&what, name.get_ref(), cases));
                return None;
            }
        },
    };
    Some(StepScene::RayLab {
        scene: number,
        case,
    })
}

fn sokoban(raw: &RawStep, resources: &Path, problems: &mut Problems<'_>) -> Option<StepScene> {
    let Some(level) = raw.whole("level") else {
        problems.push(
            raw.span.clone(),
            "missing key `level`: a sokoban step needs it (1 is the pack's first)",
        );
        return None;
    };
    let pack_path = lesson_resource(resources, DEFAULT_PACK);
    let pack = match Pack::load(&pack_path) {
        Ok(pack) => pack,
        Err(e) => {
            problems.push(level.span(), format!("the Sokoban pack does not load: {e}"));
            return None;
        }
    };
    let count = pack.entries.len();
    let number = *level.get_ref() as usize;
    if !(1..=count).contains(&number) {
        problems.push(
            level.span(),
            format!("no level {number}: the pack {DEFAULT_PACK} has levels 1 to {count}"),
        );
        return None;
    }
    Some(StepScene::Sokoban {
        pack_path,
        pack: Box::new(pack),
        level: number,
    })
}
