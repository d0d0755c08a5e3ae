//! What a step says about its screen, checked against the step played
//! headless: the numbers its caption writes (`{triangles}`) and the claims
//! its `expect` list makes (`"no shell in flight"`, `"tip_misses = 1"`).
//!
//! A caption's placeholder is `{name}` or `{name:N}`, N decimals (0 to 6);
//! `{{` and `}}` write a brace. A claim is a fact the mode tells, or a
//! comparison `name OP number` (or `name OP name`) with OP one of `=`, `<`, `<=`, `>`, `>=`
//! (`≤`, `≥` too); `=` holds within half the last decimal written
//! (`shell_x = 3.25`: 3.245 to 3.255). Names are [`super::readings`]'.

use std::ops::Range;

use super::StepMode;
use super::readings::{self, fact_names, number_names};
use super::setup::StepRun;

/// The most decimals a placeholder may ask for.
const MAX_DECIMALS: usize = 6;
/// The most decimals a placeholder without `:N` writes.
const DEFAULT_DECIMALS: usize = 2;

/// A piece of a caption: text as written, or a number to fill in.
#[derive(Debug, Clone, PartialEq)]
pub(super) enum Piece {
    /// Words, braces unescaped.
    Text(String),
    /// `{name}` or `{name:N}`.
    Number {
        /// The number's name.
        name: String,
        /// Decimals asked for; `None`: at most two, trailing zeros dropped.
        decimals: Option<usize>,
        /// Where the placeholder is, in bytes of the caption.
        at: Range<usize>,
    },
}

/// A caption's pieces; `Err`: where a placeholder is malformed, and why.
pub(super) fn pieces(caption: &str) -> Result<Vec<Piece>, (Range<usize>, String)> {
    let mut out = Vec::new();
    let mut words = String::new();
    let mut rest = caption.char_indices().peekable();
    while let Some((i, c)) = rest.next() {
        match c {
            '{' if rest.peek().is_some_and(|&(_, n)| n == '{') => {
                rest.next();
                words.push('{');
            }
            '}' if rest.peek().is_some_and(|&(_, n)| n == '}') => {
                rest.next();
                words.push('}');
            }
            '}' => {
                let why = "a lone `}` in the caption: write `}}` for a brace".to_owned();
                return Err((i..i + 1, why));
            }
            '{' => {
                let Some(len) = caption[i..].find('}') else {
                    let why = "`{` opens a number that no `}` closes: write `{{` for a brace";
                    return Err((i..i + 1, why.to_owned()));
                };
                let at = i..i + len + 1;
                let inner = &caption[i + 1..i + len];
                let (name, decimals) = match inner.split_once(':') {
                    Some((name, n)) => match n.parse::<usize>() {
                        Ok(n) if n <= MAX_DECIMALS => (name, Some(n)),
                        _ => {
                            let why = format!(
                                "`{{{inner}}}`: after `:` comes the number of decimals, 0 to {MAX_DECIMALS}"
                            );
                            return Err((at, why));
                        }
                    },
                    None => (inner, None),
                };
                if !words.is_empty() {
                    out.push(Piece::Text(std::mem::take(&mut words)));
                }
                out.push(Piece::Number {
                    name: name.trim().to_owned(),
                    decimals,
                    at,
                });
                while rest.peek().is_some_and(|&(j, _)| j < i + len + 1) {
                    rest.next();
                }
            }
            c => words.push(c),
        }
    }
    if !words.is_empty() {
        out.push(Piece::Text(words));
    }
    Ok(out)
}

/// `value` as a caption writes it: `decimals` decimals, or (`None`) at
/// most two, trailing zeros dropped; a minus sign `−`, infinities `∞`.
#[must_use]
pub(super) fn written(value: f32, decimals: Option<usize>) -> String {
    let sign = if value < 0.0 { "−" } else { "" };
    let size = value.abs();
    if size.is_infinite() {
        return format!("{sign}∞");
    }
    let digits = match decimals {
        Some(decimals) => format!("{size:.decimals$}"),
        // At most two decimals, as a teacher writes them: 0.5, 3, 12.57.
        None => {
            let digits = format!("{size:.DEFAULT_DECIMALS$}");
            digits
                .trim_end_matches('0')
                .trim_end_matches('.')
                .to_owned()
        }
    };
    // A value that rounds to zero is written without a sign.
    if digits.chars().all(|c| c == '0' || c == '.') {
        digits
    } else {
        format!("{sign}{digits}")
    }
}

/// How a comparison claim compares.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(super) enum Compare {
    Equal,
    Less,
    AtMost,
    Greater,
    AtLeast,
}

/// A claim of a step's `expect` list.
#[derive(Debug, Clone, PartialEq)]
pub(super) enum Claim {
    /// A fact the mode tells, by name.
    Fact(&'static str),
    /// `name OP number`, or `name OP name`.
    Compare {
        name: String,
        compare: Compare,
        against: Against,
        /// Half the last decimal written: how near `=` must be (0 against
        /// a name).
        within: f32,
    },
}

/// What a comparison compares a number with.
#[derive(Debug, Clone, PartialEq)]
pub(super) enum Against {
    /// A number as written.
    Number(f32),
    /// Another number of the step, by name.
    Name(String),
}

/// Operators, longest first so `<=` is not read as `<`.
const OPERATORS: [(&str, Compare); 7] = [
    ("<=", Compare::AtMost),
    (">=", Compare::AtLeast),
    ("≤", Compare::AtMost),
    ("≥", Compare::AtLeast),
    ("=", Compare::Equal),
    ("<", Compare::Less),
    (">", Compare::Greater),
];

/// Reads claim `written` for a step of `mode`; `Err` says what is wrong.
pub(super) fn claim(mode: StepMode, written: &str) -> Result<Claim, String> {
    let words = written.trim();
    if let Some(fact) = fact_names(mode).iter().find(|f| **f == words) {
        return Ok(Claim::Fact(fact));
    }
    let Some((at, op, compare)) = OPERATORS
        .iter()
        .filter_map(|(op, c)| words.find(op).map(|at| (at, *op, *c)))
        .min_by_key(|(at, op, _)| (*at, std::cmp::Reverse(op.len())))
    else {
        return Err(format!(
            "`{words}` is no claim a {} step can check: a fact ({}) or `NAME = NUMBER` or `NAME < NAME` (also =, <=, >, >=) with NAME one of {}",
            mode.key(),
            quoted(fact_names(mode)),
            number_names(mode).join(", ")
        ));
    };
    let name = words[..at].trim();
    let number_text = words[at + op.len()..].trim();
    if !number_names(mode).contains(&name) {
        return Err(unknown_number(mode, name));
    }
    if number_names(mode).contains(&number_text) {
        return Ok(Claim::Compare {
            name: name.to_owned(),
            compare,
            against: Against::Name(number_text.to_owned()),
            within: 0.0,
        });
    }
    let number: f32 = number_text.replace('−', "-").parse().map_err(|_| {
        format!("`{words}`: after `{op}` comes a number or a number's name, found `{number_text}`")
    })?;
    let decimals = number_text
        .split_once('.')
        .map_or(0, |(_, d)| d.len())
        .min(MAX_DECIMALS);
    Ok(Claim::Compare {
        name: name.to_owned(),
        compare,
        against: Against::Number(number),
        within: 0.5 * 10f32.powi(-(decimals as i32)),
    })
}

fn quoted(names: &[&str]) -> String {
    names
        .iter()
        .map(|n| format!("\"{n}\""))
        .collect::<Vec<_>>()
        .join(", ")
}

/// The problem with a number name `mode` does not show.
pub(super) fn unknown_number(mode: StepMode, name: &str) -> String {
    format!(
        "no number `{name}` in a {} step: it shows {}",
        mode.key(),
        number_names(mode).join(", ")
    )
}

/// Whether `claim` holds in the played step; `Err` says what was seen
/// instead.
pub(super) fn holds(run: &StepRun, claim: &Claim) -> Result<(), String> {
    match claim {
        Claim::Fact(name) => {
            let (holds, seen) = readings::fact(run, name);
            if holds { Ok(()) } else { Err(seen) }
        }
        Claim::Compare {
            name,
            compare,
            against,
            within,
        } => {
            let value = readings::number(run, name)?;
            let (number, other) = match against {
                Against::Number(n) => (*n, String::new()),
                Against::Name(other) => {
                    let n = readings::number(run, other)?;
                    (n, format!(" and {other} is {}", written(n, Some(3))))
                }
            };
            let number = &number;
            let holds = match compare {
                Compare::Equal => value == *number || (value - number).abs() <= *within,
                Compare::Less => value < *number,
                Compare::AtMost => value <= *number,
                Compare::Greater => value > *number,
                Compare::AtLeast => value >= *number,
            };
            if holds {
                Ok(())
            } else {
                Err(format!("{name} is {}{other}", written(value, Some(3))))
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_caption_splits_into_words_and_numbers() {
        let found = pieces("The star is {triangles} triangles, t = {t_near:3} {{x}}.").unwrap();
        assert_eq!(found.len(), 5);
        assert!(
            matches!(&found[1], Piece::Number { name, decimals: None, .. } if name == "triangles")
        );
        assert!(
            matches!(&found[3], Piece::Number { name, decimals: Some(3), .. } if name == "t_near")
        );
        assert_eq!(found[4], Piece::Text(" {x}.".to_owned()));
    }

    #[test]
    fn a_malformed_placeholder_is_placed() {
        let (at, why) = pieces("ab {c").unwrap_err();
        assert_eq!(at, 3..4);
        assert!(why.contains("no `}`"), "{why}");
        let (at, _) = pieces("x {c:9} y").unwrap_err();
        assert_eq!(at, 2..7);
    }

    #[test]
    fn numbers_are_written_for_a_class() {
        assert_eq!(written(8.0, None), "8");
        assert_eq!(written(12.566, None), "12.57");
        assert_eq!(written(0.5, None), "0.5");
        assert_eq!(written(3.000_001, None), "3");
        assert_eq!(written(-0.001, None), "0");
        assert_eq!(written(-1.5, Some(1)), "−1.5");
        assert_eq!(written(f32::NEG_INFINITY, None), "−∞");
        assert_eq!(written(-0.0001, Some(2)), "0.00");
    }

    #[test]
    fn claims_read_facts_and_comparisons() {
        let mode = StepMode::Shooter;
        assert_eq!(
            claim(mode, "no shell in flight"),
            Ok(Claim::Fact("no shell in flight"))
        );
        let Ok(Claim::Compare {
            compare, within, ..
        }) = claim(mode, "shell_x <= 3.25")
        else {
            panic!("not a comparison");
        };
        assert_eq!(compare, Compare::AtMost);
        assert!((within - 0.005).abs() < 1e-6);
        assert!(matches!(
            claim(StepMode::RayLab, "in_x > out_y"),
            Ok(Claim::Compare { against: Against::Name(n), .. }) if n == "out_y"
        ));
        assert!(
            claim(mode, "shell is lost")
                .unwrap_err()
                .contains("no claim")
        );
        assert!(
            claim(mode, "in_x = 1")
                .unwrap_err()
                .contains("no number `in_x`")
        );
    }
}
