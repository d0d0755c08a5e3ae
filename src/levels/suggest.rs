//! "Did you mean …?" for misspelt keys and kinds in level files.
//!
//! The arena loader rejects an unknown key and knows the valid ones;
//! [`nearest`] picks the valid one nearest to what was typed, so a designer
//! reads ``unknown key `spin_deg_per_stp`: did you mean `spin_deg_per_step`?``
//! instead of scanning the list.

/// Jaro–Winkler similarity (0 to 1) at or above which a candidate counts as
/// "what you meant". 0.8 accepts a dropped, doubled or swapped letter in a key
/// of four or more letters, and rejects unrelated words of the same length.
const MIN_SIMILARITY: f64 = 0.8;

/// The candidate nearest to `word`, if any is near enough to be a likely typo.
/// Case and `-`/`_` differences count as nothing (`Spin-Deg` finds `spin_deg`).
#[must_use]
pub fn nearest<'a>(word: &str, candidates: impl IntoIterator<Item = &'a str>) -> Option<&'a str> {
    let normalise = |s: &str| s.to_lowercase().replace('-', "_");
    let word = normalise(word);
    candidates
        .into_iter()
        .map(|c| (c, strsim::jaro_winkler(&word, &normalise(c))))
        .filter(|&(_, score)| score >= MIN_SIMILARITY)
        // The first of equally near candidates wins, so the answer is stable.
        .fold(None, |best: Option<(&str, f64)>, (c, score)| match best {
            Some((_, best_score)) if best_score >= score => best,
            _ => Some((c, score)),
        })
        .map(|(c, _)| c)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A target's keys, in alphabetical order.
    const TARGET_KEYS: [&str; 7] = [
        "angle_deg",
        "colour",
        "hits_to_break",
        "position",
        "scale",
        "shape",
        "spin_deg_per_step",
    ];

    #[test]
    fn typos_find_the_key() {
        assert_eq!(
            nearest("spin_deg_per_stp", TARGET_KEYS),
            Some("spin_deg_per_step")
        );
        assert_eq!(nearest("color", TARGET_KEYS), Some("colour"));
        assert_eq!(nearest("postion", TARGET_KEYS), Some("position"));
        assert_eq!(nearest("Hits-To-Break", TARGET_KEYS), Some("hits_to_break"));
        assert_eq!(nearest("spin", TARGET_KEYS), Some("spin_deg_per_step"));
    }

    #[test]
    fn unrelated_words_find_nothing() {
        assert_eq!(nearest("banana", TARGET_KEYS), None);
        assert_eq!(nearest("", TARGET_KEYS), None);
        assert_eq!(nearest("colour", []), None);
    }
}
