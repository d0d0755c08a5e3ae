//! A lesson file's tables walked key by key into spanned values of the
//! type each key wants. A problem here (an unknown key, a missing one, a
//! value of the wrong type) stops the walk and comes alone; what the values
//! mean (does the arena exist, is the scene there) is `check`'s.

use std::ops::Range;

use toml::Spanned;
use toml::de::{DeTable, DeValue};

use crate::levels::spanned::keys::{each_key, required};
use crate::levels::spanned::problem::Problem;
use crate::levels::spanned::problem_text::written;
use crate::levels::spanned::value::{boolean, text, whole};

use super::StepMode;
use super::question_file::{self, RawQuestion};

/// The lesson's top-level keys, in the order messages list them.
pub(super) const TOP_KEYS: &[&str] = &["title", "lang", "font", "step"];
/// What a step key's value is.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Kind {
    Text,
    Whole,
    Flag,
    /// A list of texts in quotes (a step's `expect`).
    Texts,
}

/// A step key: its name, what its value is, and the one mode whose steps
/// take it (`None`: every step takes it).
struct StepKey {
    name: &'static str,
    kind: Kind,
    owner: Option<StepMode>,
}

const fn key(name: &'static str, kind: Kind, owner: Option<StepMode>) -> StepKey {
    StepKey { name, kind, owner }
}

/// A step's keys, in the order messages list them: each written once.
const STEP_KEY_TABLE: [StepKey; 16] = [
    key("name", Kind::Text, None),
    key("mode", Kind::Text, None),
    key("caption", Kind::Text, None),
    key("arena", Kind::Text, Some(StepMode::Shooter)),
    key("scene", Kind::Whole, Some(StepMode::RayLab)),
    key("case", Kind::Text, Some(StepMode::RayLab)),
    key("level", Kind::Whole, Some(StepMode::Sokoban)),
    key("script", Kind::Text, None),
    key("pause_at_end", Kind::Flag, Some(StepMode::Shooter)),
    key("debug", Kind::Flag, Some(StepMode::Shooter)),
    key("inset", Kind::Flag, Some(StepMode::Shooter)),
    key("slow_motion", Kind::Whole, Some(StepMode::Shooter)),
    key("detection", Kind::Text, Some(StepMode::Shooter)),
    key("practice", Kind::Flag, Some(StepMode::Shooter)),
    key("expect", Kind::Texts, None),
    // A `[step.question]` table, walked by `question_file`.
    key("question", Kind::Text, None),
];
/// A step's keys, in the order messages list them.
pub(super) const STEP_KEYS: [&str; STEP_KEY_TABLE.len()] = key_names(&STEP_KEY_TABLE);

const fn key_names<const N: usize>(table: &[StepKey; N]) -> [&'static str; N] {
    let mut names = [""; N];
    let mut i = 0;
    while i < N {
        names[i] = table[i].name;
        i += 1;
    }
    names
}

fn step_key(name: &str) -> Option<&'static StepKey> {
    STEP_KEY_TABLE.iter().find(|k| k.name == name)
}

/// The one mode whose steps take `key`; `None` if every step takes it (or
/// it is no step key).
pub(super) fn step_key_owner(key: &str) -> Option<StepMode> {
    step_key(key).and_then(|k| k.owner)
}

/// The lesson as written.
pub(super) struct RawLesson {
    pub title: Spanned<String>,
    /// The optional `lang` tag, as written.
    pub lang: Option<Spanned<String>>,
    /// The optional `font` path, as written.
    pub font: Option<Spanned<String>>,
    pub steps: Vec<RawStep>,
}

/// One `[[step]]` entry as written: every key it may have, by name.
pub(super) struct RawStep {
    /// The whole entry.
    pub span: Range<usize>,
    pub name: Spanned<String>,
    pub mode: Spanned<String>,
    pub caption: Spanned<String>,
    pub texts: Vec<(&'static str, Spanned<String>)>,
    pub wholes: Vec<(&'static str, Spanned<u32>)>,
    pub flags: Vec<(&'static str, Spanned<bool>)>,
    /// The `expect` list: what the step claims its screen shows, each claim
    /// with where it is written; empty when the step claims nothing.
    pub expect: Vec<Spanned<String>>,
    /// The step's question, as written; `None` when it asks nothing.
    pub question: Option<RawQuestion>,
}

impl RawStep {
    pub(super) fn text(&self, key: &str) -> Option<&Spanned<String>> {
        self.texts.iter().find(|(k, _)| *k == key).map(|(_, v)| v)
    }

    pub(super) fn whole(&self, key: &str) -> Option<&Spanned<u32>> {
        self.wholes.iter().find(|(k, _)| *k == key).map(|(_, v)| v)
    }

    pub(super) fn flag(&self, key: &str) -> Option<bool> {
        self.flags
            .iter()
            .find(|(k, _)| *k == key)
            .map(|(_, v)| *v.get_ref())
    }

    /// Every key set in the step, with where.
    pub(super) fn keys(&self) -> impl Iterator<Item = (&'static str, Range<usize>)> + '_ {
        let texts = self.texts.iter().map(|(k, v)| (*k, v.span()));
        let wholes = self.wholes.iter().map(|(k, v)| (*k, v.span()));
        let flags = self.flags.iter().map(|(k, v)| (*k, v.span()));
        texts.chain(wholes).chain(flags)
    }
}

type Value<'a> = Spanned<DeValue<'a>>;

/// What a key of a lesson takes, for a problem about a value it cannot.
fn wanted(key: &str) -> &'static str {
    if key == "step" {
        return "a list of [[step]] tables";
    }
    match step_key(key).map_or(Kind::Text, |k| k.kind) {
        Kind::Whole => "a whole number",
        Kind::Flag => "true or false (without quotes)",
        Kind::Text => "text in quotes",
        Kind::Texts => "a list of texts in quotes, [\"no shell in flight\", \"hits = 1\"]",
    }
}

fn wrong(text: &str, key: &str, span: Range<usize>) -> Problem {
    let found = written(text, &span);
    Problem::new(
        span,
        format!("{key} must be {}, found {found}", wanted(key)),
    )
}

/// Walks the whole document `root`, parsed from `text`.
pub(super) fn walk(text: &str, root: &Spanned<DeTable<'_>>) -> Result<RawLesson, Problem> {
    let (mut title, mut lang, mut font, mut steps) = (None, None, None, None);
    each_key(root.get_ref(), TOP_KEYS, |key, value| {
        match key {
            "title" => title = Some(string(text, key, value)?),
            "lang" => lang = Some(string(text, key, value)?),
            "font" => font = Some(string(text, key, value)?),
            _ => {
                let DeValue::Array(items) = value.get_ref() else {
                    return Err(wrong(text, key, value.span()));
                };
                let walked = items
                    .iter()
                    .map(|item| match item.get_ref() {
                        DeValue::Table(table) => step(text, table, item.span()),
                        _ => Err(wrong(text, key, item.span())),
                    })
                    .collect::<Result<Vec<_>, _>>()?;
                steps = Some(walked);
            }
        }
        Ok(())
    })?;
    let (owner, span) = ("a lesson", root.span());
    let title = required(title, "title", owner, &span)?;
    let steps = required(steps, "step", "a lesson ([[step]] entries)", &span)?;
    Ok(RawLesson {
        title,
        lang,
        font,
        steps,
    })
}

fn string(text: &str, key: &str, value: &Value<'_>) -> Result<Spanned<String>, Problem> {
    let read = self::text(value.get_ref()).ok_or_else(|| wrong(text, key, value.span()))?;
    Ok(Spanned::new(value.span(), read.to_owned()))
}

fn step(text: &str, table: &DeTable<'_>, span: Range<usize>) -> Result<RawStep, Problem> {
    let (mut name, mut mode, mut caption) = (None, None, None);
    let (mut texts, mut wholes, mut flags) = (Vec::new(), Vec::new(), Vec::new());
    let (mut expect, mut question) = (Vec::new(), None);
    each_key(table, &STEP_KEYS, |key, value| {
        let at = value.span();
        match key {
            "question" => question = Some(question_file::walk(text, value)?),
            "name" => name = Some(string(text, key, value)?),
            "mode" => mode = Some(string(text, key, value)?),
            "caption" => caption = Some(string(text, key, value)?),
            _ => match step_key(key).map_or(Kind::Text, |k| k.kind) {
                Kind::Whole => {
                    let read =
                        whole(value.get_ref()).ok_or_else(|| wrong(text, key, at.clone()))?;
                    wholes.push((key, Spanned::new(at, read)));
                }
                Kind::Flag => {
                    let read =
                        boolean(value.get_ref()).ok_or_else(|| wrong(text, key, at.clone()))?;
                    flags.push((key, Spanned::new(at, read)));
                }
                Kind::Text => texts.push((key, string(text, key, value)?)),
                Kind::Texts => {
                    let DeValue::Array(items) = value.get_ref() else {
                        return Err(wrong(text, key, at));
                    };
                    for item in items {
                        expect.push(string(text, key, item)?);
                    }
                }
            },
        }
        Ok(())
    })?;
    let owner = "each [[step]] entry";
    Ok(RawStep {
        name: required(name, "name", owner, &span)?,
        mode: required(mode, "mode", owner, &span)?,
        caption: required(caption, "caption", owner, &span)?,
        span,
        texts,
        wholes,
        flags,
        expect,
        question,
    })
}
