//! Counted nouns and grouped numbers for English messages: "1 box", "2
//! boxes", "2,000,000". One place for the rule, used by the level checks,
//! the command line, the terminal's progress line and the numbers the
//! window groups.

/// `n` followed by the singular `one` when `n` is 1, else the plural `many`.
#[must_use]
pub fn count(n: usize, one: &str, many: &str) -> String {
    if n == 1 {
        format!("1 {one}")
    } else {
        format!("{n} {many}")
    }
}

/// `n` with its thousands grouped: "2,000,000".
#[must_use]
pub fn grouped(n: usize) -> String {
    let digits = n.to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3);
    for (i, digit) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(digit);
    }
    out
}

/// "3 moves, 1 push": a Sokoban score as a player reads it.
#[must_use]
pub fn moves_and_pushes(moves: usize, pushes: usize) -> String {
    format!(
        "{}, {}",
        count(moves, "move", "moves"),
        count(pushes, "push", "pushes")
    )
}

#[cfg(test)]
mod tests {
    use super::{count, grouped};

    #[test]
    fn counts_are_grouped_by_thousands() {
        assert_eq!(grouped(0), "0");
        assert_eq!(grouped(999), "999");
        assert_eq!(grouped(1000), "1,000");
        assert_eq!(grouped(2_000_000), "2,000,000");
        assert_eq!(grouped(65_536), "65,536");
    }

    #[test]
    fn one_is_singular_and_everything_else_plural() {
        assert_eq!(count(1, "box", "boxes"), "1 box");
        assert_eq!(count(0, "box", "boxes"), "0 boxes");
        assert_eq!(count(2, "push", "pushes"), "2 pushes");
        assert_eq!(count(11, "level", "levels"), "11 levels");
    }
}
