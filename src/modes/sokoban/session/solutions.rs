//! The solutions shipped beside a pack (`PACK.solutions`), by level number.

use std::collections::BTreeMap;
use std::path::Path;

/// Reads `PACK.solutions` beside a pack: `N LURD` per line, `#` comments.
#[must_use]
pub fn load_solutions(pack_file: &Path) -> BTreeMap<usize, String> {
    let path = pack_file.with_extension("solutions");
    // Read as a level file is: a regular file of bounded size, never a FIFO.
    let Ok(text) = crate::levels::file::read_level(&path) else {
        return BTreeMap::new();
    };
    parse_solutions(&text)
}

/// Parses solution lines `N LURD` (level number, then its solution); lines
/// that do not fit are ignored.
#[must_use]
pub fn parse_solutions(text: &str) -> BTreeMap<usize, String> {
    text.lines()
        .map(|l| l.split('#').next().unwrap_or("").trim())
        .filter_map(|l| {
            let (n, lurd) = l.split_once(char::is_whitespace)?;
            Some((n.parse().ok()?, lurd.trim().to_owned()))
        })
        .collect()
}
