//! What each key of an arena accepts, in the words of a problem about a
//! value it cannot take: "round_seconds must be a number from 5 to 3600,
//! found \"60\"". The ranges are the checks' own (`limits`).

use std::ops::RangeInclusive;

use super::limits::{ANGLE_DEG, ELLIPSE_SEGMENTS, LENGTH, SIZE, STAR_POINTS};
use super::spec::Detection;

/// What a key accepts, said in a problem about a value it cannot take.
#[derive(Debug, Clone, PartialEq)]
pub(super) enum Want {
    /// A number in this range.
    Number(RangeInclusive<f32>),
    /// A whole number in this range.
    Whole(RangeInclusive<u32>),
    /// Two numbers, a position or a size.
    Point,
    /// The arena's own size: two numbers in [`SIZE`].
    ArenaSize,
    Text,
    /// `true` or `false`.
    Boolean,
    /// The name of a hit test.
    Detection,
    /// The name of a medal condition.
    MedalCondition,
    Character,
    Colour,
    /// The `[plane]` or `[shells]` table.
    Table(&'static str),
    /// `[[targets]]` or `[[obstacles]]` entries.
    List(&'static str),
    /// A target's `shape`.
    Shape,
    /// A key no kind of shape or obstacle has, whose number TOML cannot hold.
    Holdable,
}

impl Want {
    /// What is accepted, as a phrase that ends "must be ...".
    fn accepted(&self) -> String {
        match self {
            Self::Number(range) => format!("a number from {} to {}", range.start(), range.end()),
            Self::Whole(range) => {
                format!("a whole number from {} to {}", range.start(), range.end())
            }
            Self::Point => "two numbers in brackets, like [1.0, 2.0]".to_owned(),
            Self::ArenaSize => format!(
                "two numbers in brackets, each from {} to {}, like [32.0, 20.0]",
                SIZE.start(),
                SIZE.end()
            ),
            Self::Text => "text in quotes".to_owned(),
            Self::Boolean => "true or false (without quotes)".to_owned(),
            Self::Detection => format!("one of {}, in quotes", detection_keys()),
            Self::MedalCondition => format!(
                "\"{}\", in quotes",
                super::medal_check::NO_TIP_OR_SPIN_MISSES
            ),
            Self::Character => "exactly one character, in quotes".to_owned(),
            Self::Colour => "a colour in quotes, like \"#ff8800\"".to_owned(),
            Self::Table(name) => format!("a table: a [{name}] header and its keys"),
            Self::List(name) => format!("a list of [[{name}]] tables"),
            Self::Shape => "an inline table, like { kind = \"star\", ... }".to_owned(),
            Self::Holdable => "a number of at most 64 bits".to_owned(),
        }
    }
}

/// `{label} must be {accepted}, found {written}`, with a note on a common
/// slip: a number in quotes, a word for a letter.
pub(super) fn wrong_value(label: &str, want: &Want, written: &str) -> String {
    let accepted = want.accepted();
    let quoted = written.strip_prefix('"').and_then(|w| w.strip_suffix('"'));
    let hint = match (want, quoted) {
        (Want::Number(_) | Want::Whole(_), Some(inner)) if inner.trim().parse::<f64>().is_ok() => {
            " (numbers are written without quotes)".to_owned()
        }
        (Want::Character, Some(inner)) => format!(" ({} characters)", inner.chars().count()),
        _ => String::new(),
    };
    format!("{label} must be {accepted}, found {written}{hint}")
}

/// The names of the hit tests, each in quotes: `"point", "swept", "spin"`.
pub(super) fn detection_keys() -> String {
    Detection::ALL
        .map(|d| format!("\"{}\"", d.key()))
        .join(", ")
}

/// What a key of a target's `shape` or of an `[[obstacles]]` entry accepts,
/// whichever kind has it.
pub(super) fn kind_key_want(key: &str) -> Want {
    match key {
        "points" => Want::Whole(STAR_POINTS),
        "segments" => Want::Whole(ELLIPSE_SEGMENTS),
        "outer_radius" | "inner_radius" | "radius" | "cut_radius" | "cut_offset" | "radius_x"
        | "radius_y" | "height" => Want::Number(LENGTH),
        "angle_deg" => Want::Number(ANGLE_DEG),
        "center" | "size" => Want::Point,
        "character" => Want::Character,
        "kind" => Want::Text,
        _ => Want::Holdable,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_slip_gets_a_note() {
        let number = Want::Number(0.5..=2.0);
        assert_eq!(
            wrong_value("scale", &number, "\"1.5\""),
            "scale must be a number from 0.5 to 2, found \"1.5\" (numbers are written without quotes)"
        );
        assert_eq!(
            wrong_value("scale", &number, "\"big\""),
            "scale must be a number from 0.5 to 2, found \"big\""
        );
        assert_eq!(
            wrong_value("letter character", &Want::Character, "\"GG\""),
            "letter character must be exactly one character, in quotes, found \"GG\" (2 characters)"
        );
    }
}
