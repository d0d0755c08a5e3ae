//! The tables of an arena file whose keys depend on their `kind` (a target's
//! `shape`, an `[[obstacles]]` entry), read key by key.
//!
//! serde's tagged enums buffer such a table before they look at it, which
//! throws away the place of every key inside: a mistake would be reported at
//! the table, and the first one would stop the reading. Here each key keeps
//! its place, and an unknown kind, an unknown or missing key and a value of
//! the wrong type are problems like any other: they make the table bad, and
//! the rest of the file is still checked.

use std::fmt;
use std::ops::Range;

use serde::de::{DeserializeOwned, Deserializer, MapAccess, Visitor};
use serde::{Deserialize, de::IntoDeserializer};
use toml::Spanned;

use super::arena_validate::{Problem, Problems, Wording, problem};
use super::arena_wording::{missing_key, unknown_key, unknown_kind, with_article};
use super::suggest::nearest;

/// A table's keys and values as written, each with its byte span.
pub(crate) struct KindTable {
    entries: Vec<(Spanned<String>, Spanned<toml::Value>)>,
}

impl<'de> Deserialize<'de> for KindTable {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct Entries;
        impl<'de> Visitor<'de> for Entries {
            type Value = KindTable;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a table")
            }
            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<KindTable, A::Error> {
                let mut entries = Vec::new();
                while let Some(key) = map.next_key::<Spanned<String>>()? {
                    entries.push((key, map.next_value()?));
                }
                Ok(KindTable { entries })
            }
        }
        deserializer.deserialize_map(Entries)
    }
}

/// Reads a [`KindTable`] whose place in the file is `span`, recording
/// every problem.
pub(crate) struct KindReader<'t> {
    table: &'t KindTable,
    span: Range<usize>,
    /// Keys an unknown key was taken for: their absence is that typo, told once.
    meant: Vec<&'static str>,
    /// The kind once read, naming its keys in messages (`star points`).
    kind: Option<&'static str>,
    /// What the table is (`shape`, `obstacle`), for messages.
    what: &'static str,
}

impl<'t> KindReader<'t> {
    pub(crate) fn new(table: &'t Spanned<KindTable>) -> Self {
        Self {
            table: table.get_ref(),
            span: table.span(),
            meant: Vec::new(),
            kind: None,
            what: "table",
        }
    }

    fn get(&self, key: &str) -> Option<&'t Spanned<toml::Value>> {
        self.table
            .entries
            .iter()
            .find(|(k, _)| k.get_ref() == key)
            .map(|(_, v)| v)
    }

    /// The `kind` key, if it names one of `kinds`; `what` (`shape`,
    /// `obstacle`) names the table in the message.
    pub(crate) fn kind(
        &mut self,
        what: &'static str,
        kinds: &[&'static str],
        problems: &mut Problems,
    ) -> Option<&'static str> {
        self.what = what;
        let kind: Spanned<String> = self.required("kind", problems)?;
        let found = kinds.iter().find(|&&k| k == kind.get_ref()).copied();
        if found.is_none() {
            let message = unknown_kind(what, kind.get_ref(), kinds);
            problems.0.push(problem(kind.span(), message));
        }
        self.kind = found;
        found
    }

    /// Reports every key other than `kind` that is not in `keys`, with the
    /// nearest of `keys` when one is near enough to be what was meant.
    pub(crate) fn only(&mut self, keys: &[&'static str], problems: &mut Problems) {
        for (key, _) in &self.table.entries {
            let key_name = key.get_ref().as_str();
            if key_name == "kind" || keys.contains(&key_name) {
                continue;
            }
            problems
                .0
                .push(problem(key.span(), unknown_key(key_name, keys)));
            self.meant.extend(nearest(key_name, keys.iter().copied()));
        }
    }

    /// The value of `key`; a missing key is a problem at the table.
    pub(crate) fn required<T: DeserializeOwned>(
        &self,
        key: &str,
        problems: &mut Problems,
    ) -> Option<Spanned<T>> {
        match self.optional(key, problems) {
            Ok(Some(value)) => Some(value),
            Ok(None) if self.meant.contains(&key) => None,
            Ok(None) => {
                let owner = match self.kind {
                    Some(kind) => with_article(&format!("{kind} {}", self.what)),
                    None => format!("this {}", self.what),
                };
                problems
                    .0
                    .push(problem(self.span.clone(), missing_key(key, &owner)));
                None
            }
            Err(()) => None,
        }
    }

    /// The value of `key` if present (`Ok(None)` if not); `Err` if it has
    /// the wrong type, which is recorded.
    pub(crate) fn optional<T: DeserializeOwned>(
        &self,
        key: &str,
        problems: &mut Problems,
    ) -> Result<Option<Spanned<T>>, ()> {
        let Some(value) = self.get(key) else {
            return Ok(None);
        };
        match T::deserialize(value.get_ref().clone().into_deserializer()) {
            Ok(v) => Ok(Some(Spanned::new(value.span(), v))),
            Err(e) => {
                problems.0.push(Problem {
                    span: value.span(),
                    message: e.to_string().trim().to_owned(),
                    wording: Wording::Serde {
                        key: Some(match self.kind {
                            Some(kind) => format!("{kind} {key}"),
                            None => key.to_owned(),
                        }),
                    },
                });
                Err(())
            }
        }
    }
}
