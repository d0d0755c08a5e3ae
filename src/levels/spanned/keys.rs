//! Walking a table key by key: each key looked up among those the table
//! takes, and a key it needs found or its absence reported.

use std::ops::Range;

use toml::Spanned;
use toml::de::{DeTable, DeValue};

use super::problem::Problem;
use super::problem_text::{missing_key, unknown_key};

/// Calls `each` with every key of `table` and its value, in the table's
/// order; the first unknown key (not in `keys`) or problem stops it.
pub(crate) fn each_key<'a>(
    table: &'a DeTable<'a>,
    keys: &[&'static str],
    mut each: impl FnMut(&'static str, &'a Spanned<DeValue<'a>>) -> Result<(), Problem>,
) -> Result<(), Problem> {
    for (key, value) in table {
        let name: &str = key.get_ref();
        let Some(&known) = keys.iter().find(|&&k| k == name) else {
            return Err(Problem::new(key.span(), unknown_key(name, keys)));
        };
        each(known, value)?;
    }
    Ok(())
}

/// The value of a key `owner` (at `span`) needs, or the problem of its absence.
pub(crate) fn required<T>(
    value: Option<T>,
    key: &str,
    owner: &str,
    span: &Range<usize>,
) -> Result<T, Problem> {
    value.ok_or_else(|| Problem::new(span.clone(), missing_key(key, owner)))
}
