//! Checks of single values in an arena file: ranges, finite points and
//! colours. Each failure is a problem at the value's byte span, recorded in
//! [`Problems`] so checking goes on past the first; the value is given back
//! only if it passed.

use std::fmt;
use std::ops::RangeInclusive;

use glam::Vec2;
use toml::Spanned;

use super::defaults;
use super::limits::ANGLE_DEG;
use super::problem_text::unknown_name;
use super::spec::Detection;
use crate::levels::spanned::problem::Problems;

/// An optional angle in degrees ([`defaults::ANGLE_DEG`] when left out),
/// as radians.
pub(super) fn optional_angle(
    problems: &mut Problems<'_>,
    what: &str,
    value: Option<&Spanned<f32>>,
) -> Option<f32> {
    match value {
        Some(v) => in_range(problems, what, v, &ANGLE_DEG).map(f32::to_radians),
        None => Some(defaults::ANGLE_DEG.to_radians()),
    }
}

/// The value if it lies in `range`; `what` names it in the problem.
pub(super) fn in_range<T: PartialOrd + Copy + fmt::Display>(
    problems: &mut Problems<'_>,
    what: &str,
    value: &Spanned<T>,
    range: &RangeInclusive<T>,
) -> Option<T> {
    let v = *value.get_ref();
    if range.contains(&v) {
        return Some(v);
    }
    let bounds = format!(
        "{what} must be between {} and {}",
        range.start(),
        range.end()
    );
    // The number as written: `1e30` printed back as an f32 would be 31
    // digits, and one too large for its type is read as infinity.
    let found = problems.written(&value.span());
    problems.push(value.span(), format!("{bounds}, found {found}"));
    None
}

/// The point if both its numbers are finite.
pub(super) fn finite_point(
    problems: &mut Problems<'_>,
    what: &str,
    value: &Spanned<[f32; 2]>,
) -> Option<Vec2> {
    let p = Vec2::from_array(*value.get_ref());
    if p.is_finite() {
        return Some(p);
    }
    let found = problems.written(&value.span());
    let message = format!("{what} must be two finite numbers, found {found}");
    problems.push(value.span(), message);
    None
}

/// The hit test the arena's `detection` key names; the strongest when the
/// arena has no such key.
pub(super) fn detection(
    problems: &mut Problems<'_>,
    value: Option<&Spanned<String>>,
) -> Option<Detection> {
    let Some(value) = value else {
        return Some(defaults::DETECTION);
    };
    let found = Detection::from_key(value.get_ref());
    if found.is_none() {
        let message = unknown_name(
            "detection",
            value.get_ref(),
            &Detection::ALL.map(Detection::key),
        );
        problems.push(value.span(), message);
    }
    found
}

/// Parses `#rrggbb`.
pub(super) fn colour(problems: &mut Problems<'_>, value: &Spanned<String>) -> Option<[u8; 3]> {
    let parsed = parse_colour(value.get_ref());
    if parsed.is_none() {
        let message = format!("colour must be \"#rrggbb\", found {:?}", value.get_ref());
        problems.push(value.span(), message);
    }
    parsed
}

pub(crate) fn parse_colour(text: &str) -> Option<[u8; 3]> {
    let hex = text.strip_prefix('#')?;
    if hex.len() != 6 || !hex.is_ascii() {
        return None;
    }
    let channel = |i: usize| u8::from_str_radix(&hex[i..i + 2], 16).ok();
    Some([channel(0)?, channel(2)?, channel(4)?])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn colour_parses_hex_only() {
        assert_eq!(parse_colour("#ff8000"), Some([255, 128, 0]));
        assert_eq!(parse_colour("ff8000"), None);
        assert_eq!(parse_colour("#ff80"), None);
        assert_eq!(parse_colour("#gg8000"), None);
    }

    #[test]
    fn a_number_that_is_no_number_is_quoted_as_written() {
        let text = "x = 1e39\ny = 1e30\nz = -2.0";
        let mut problems = Problems::new(text);
        let huge = Spanned::new(4..8, f32::INFINITY);
        assert_eq!(in_range(&mut problems, "x", &huge, &(0.0..=1.0)), None);
        let large = Spanned::new(13..17, 1e30_f32);
        assert_eq!(in_range(&mut problems, "y", &large, &(0.0..=1.0)), None);
        let negative = Spanned::new(22..26, -2.0);
        assert_eq!(in_range(&mut problems, "z", &negative, &(0.0..=1.0)), None);
        let messages: Vec<String> = problems.into_vec().into_iter().map(|p| p.message).collect();
        assert_eq!(
            messages,
            [
                "x must be between 0 and 1, found 1e39",
                "y must be between 0 and 1, found 1e30",
                "z must be between 0 and 1, found -2.0"
            ]
        );
    }
}
