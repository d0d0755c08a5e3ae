//! The tables of an arena file whose keys depend on their `kind` (a target's
//! `shape`, an `[[obstacles]]` entry), read key by key.
//!
//! Each key keeps its place, and an unknown kind, an unknown or missing key
//! and a value of the wrong type are problems like any other: they make the
//! table bad, and the rest of the file is still checked.

use std::ops::Range;

use toml::Spanned;
use toml::de::{DeTable, DeValue};

use super::problem_text::{missing_key, unknown_key, unknown_kind, with_article};
use super::want::{kind_key_want, wrong_value};
use crate::levels::spanned::problem::Problems;
use crate::levels::spanned::value::Read;
use crate::levels::suggest::nearest;

/// A table whose keys depend on its `kind`, as written, and where it is.
#[derive(Clone)]
pub(super) struct KindTable<'a> {
    pub table: &'a DeTable<'a>,
    pub span: Range<usize>,
}

/// Reads a [`KindTable`], recording every problem.
pub(super) struct KindReader<'a> {
    table: KindTable<'a>,
    /// Keys an unknown key was taken for: their absence is that typo, told once.
    meant: Vec<&'static str>,
    /// The kind once read, naming its keys in messages (`star points`).
    kind: Option<&'static str>,
    /// What the table is (`shape`, `obstacle`), for messages.
    what: &'static str,
}

impl<'a> KindReader<'a> {
    pub(super) fn new(table: KindTable<'a>) -> Self {
        Self {
            table,
            meant: Vec::new(),
            kind: None,
            what: "table",
        }
    }

    fn get(&self, key: &str) -> Option<&'a Spanned<DeValue<'a>>> {
        self.table
            .table
            .iter()
            .find(|(k, _)| k.get_ref() == key)
            .map(|(_, v)| v)
    }

    /// The `kind` key, if it names one of `kinds`; `what` (`shape`,
    /// `obstacle`) names the table in the message.
    pub(super) fn kind(
        &mut self,
        what: &'static str,
        kinds: &[&'static str],
        problems: &mut Problems<'_>,
    ) -> Option<&'static str> {
        self.what = what;
        let kind: Spanned<String> = self.required("kind", problems)?;
        let found = kinds.iter().find(|&&k| k == kind.get_ref()).copied();
        if found.is_none() {
            let message = unknown_kind(what, kind.get_ref(), kinds);
            problems.push(kind.span(), message);
        }
        self.kind = found;
        found
    }

    /// Reports every key other than `kind` that is not in `keys`, with the
    /// nearest of `keys` when one is near enough to be what was meant.
    pub(super) fn only(&mut self, keys: &[&'static str], problems: &mut Problems<'_>) {
        for (key, _) in self.table.table {
            let key_name: &str = key.get_ref();
            if key_name == "kind" || keys.contains(&key_name) {
                continue;
            }
            problems.push(key.span(), unknown_key(key_name, keys));
            self.meant.extend(nearest(key_name, keys.iter().copied()));
        }
    }

    /// The value of `key`; a missing key is a problem at the table.
    pub(super) fn required<T: Read>(
        &self,
        key: &str,
        problems: &mut Problems<'_>,
    ) -> Option<Spanned<T>> {
        match self.optional(key, problems) {
            Ok(Some(value)) => Some(value),
            Ok(None) if self.meant.contains(&key) => None,
            Ok(None) => {
                let owner = match self.kind {
                    Some(kind) => with_article(&format!("{kind} {}", self.what)),
                    None => format!("this {}", self.what),
                };
                problems.push(self.table.span.clone(), missing_key(key, &owner));
                None
            }
            Err(()) => None,
        }
    }

    /// The value of `key` if present (`Ok(None)` if not); `Err` if it has
    /// the wrong type, which is recorded.
    pub(super) fn optional<T: Read>(
        &self,
        key: &str,
        problems: &mut Problems<'_>,
    ) -> Result<Option<Spanned<T>>, ()> {
        let Some(value) = self.get(key) else {
            return Ok(None);
        };
        match T::read(value.get_ref()) {
            Some(v) => Ok(Some(Spanned::new(value.span(), v))),
            None => {
                let label = match self.kind {
                    Some(kind) => format!("{kind} {key}"),
                    None => key.to_owned(),
                };
                let written = problems.written(&value.span());
                let message = wrong_value(&label, &kind_key_want(key), &written);
                problems.push(value.span(), message);
                Err(())
            }
        }
    }
}
