//! Checks of single values in an arena file: ranges, finite points,
//! colours and shapes. Each failure is a [`Problem`] at the value's byte
//! span; [`Problems`] collects them so checking goes on past the first.

use std::fmt;
use std::ops::{Range, RangeInclusive};

use glam::Vec2;
use toml::Spanned;

/// A validation failure before it is given a line and column.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Problem {
    pub span: Range<usize>,
    pub message: String,
    /// How `message` becomes the words shown (see `arena_wording`).
    pub wording: Wording,
}

/// Whether a problem's message is final, or is finished once the file's
/// text is at hand.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Wording {
    /// The message as it stands.
    Ours,
    /// The message, then `, found ` and the value as written at the span
    /// (a number too large for its type is read as infinity, which is not
    /// what the designer wrote).
    FoundWritten,
    /// serde's or toml's message, to be put in plain words; `key` names the
    /// value when the reader knows it, else it is read off the text.
    Serde { key: Option<String> },
}

pub(super) fn problem(span: Range<usize>, message: impl Into<String>) -> Problem {
    Problem {
        span,
        message: message.into(),
        wording: Wording::Ours,
    }
}

/// Collects problems; hands back the values that passed.
#[derive(Default)]
pub(crate) struct Problems(pub Vec<Problem>);

impl Problems {
    /// The value if it passed; otherwise records why and gives `None`.
    pub(super) fn keep<T>(&mut self, checked: Result<T, Problem>) -> Option<T> {
        checked.map_err(|p| self.0.push(p)).ok()
    }
}

/// Limits. Wide enough for any sensible arena, narrow enough that a typo
/// (a missing decimal point, a sign) is caught rather than played.
pub(super) const SIZE: RangeInclusive<f32> = 4.0..=400.0;
pub(super) const ROUND_SECONDS: RangeInclusive<f32> = 5.0..=3600.0;
pub(super) const TURN_DEG: RangeInclusive<f32> = 0.1..=45.0;
pub(super) const MOVE_SPEED: RangeInclusive<f32> = 0.0..=2.0;
pub(super) const SHELL_SPEED: RangeInclusive<f32> = 0.01..=10.0;
pub(super) const COOLDOWN: RangeInclusive<u32> = 1..=600;
pub(super) const SCALE: RangeInclusive<f32> = 0.05..=50.0;
pub(super) const SPIN_DEG: RangeInclusive<f32> = -45.0..=45.0;
pub(super) const HITS: RangeInclusive<u32> = 1..=1000;
pub(super) const LENGTH: RangeInclusive<f32> = 0.01..=1000.0;
pub(super) const STAR_POINTS: RangeInclusive<u32> = 3..=64;
pub(super) const ELLIPSE_SEGMENTS: RangeInclusive<u32> = 8..=1024;
pub(super) const MAX_TARGETS: usize = 64;
pub(super) const ANGLE_DEG: RangeInclusive<f32> = -360.0..=360.0;

/// An optional angle in degrees (default 0), as radians.
pub(super) fn optional_angle(what: &str, value: Option<&Spanned<f32>>) -> Result<f32, Problem> {
    Ok(match value {
        Some(v) => in_range(what, v, &ANGLE_DEG)?.to_radians(),
        None => 0.0,
    })
}

pub(super) fn in_range<T: PartialOrd + Copy + fmt::Display>(
    what: &str,
    value: &Spanned<T>,
    range: &RangeInclusive<T>,
) -> Result<T, Problem> {
    let v = *value.get_ref();
    if range.contains(&v) {
        Ok(v)
    } else if matches!(v.to_string().as_str(), "inf" | "-inf" | "NaN") {
        // NaN, or a number too large for its type (read as infinity): quote
        // what was written instead.
        Err(Problem {
            span: value.span(),
            message: format!(
                "{what} must be between {} and {}",
                range.start(),
                range.end()
            ),
            wording: Wording::FoundWritten,
        })
    } else {
        Err(problem(
            value.span(),
            format!(
                "{what} must be between {} and {}, found {v}",
                range.start(),
                range.end()
            ),
        ))
    }
}

pub(super) fn finite_point(what: &str, value: &Spanned<[f32; 2]>) -> Result<Vec2, Problem> {
    let p = Vec2::from_array(*value.get_ref());
    if p.is_finite() {
        Ok(p)
    } else {
        Err(Problem {
            span: value.span(),
            message: format!("{what} must be two finite numbers"),
            wording: Wording::FoundWritten,
        })
    }
}

/// Parses `#rrggbb`.
pub(crate) fn parse_colour(value: &Spanned<String>) -> Result<[u8; 3], Problem> {
    let bad = || {
        problem(
            value.span(),
            format!("colour must be \"#rrggbb\", found {:?}", value.get_ref()),
        )
    };
    let hex = value.get_ref().strip_prefix('#').ok_or_else(bad)?;
    if hex.len() != 6 || !hex.is_ascii() {
        return Err(bad());
    }
    let channel = |i: usize| u8::from_str_radix(&hex[i..i + 2], 16).map_err(|_| bad());
    Ok([channel(0)?, channel(2)?, channel(4)?])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn colour_parses_hex_only() {
        let c = |s: &str| parse_colour(&Spanned::new(0..1, s.to_owned())).ok();
        assert_eq!(c("#ff8000"), Some([255, 128, 0]));
        assert_eq!(c("ff8000"), None);
        assert_eq!(c("#ff80"), None);
        assert_eq!(c("#gg8000"), None);
    }
}
