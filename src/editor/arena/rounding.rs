//! How an edit's numbers are rounded and bounded, so the file gets the
//! number a person would write (`2.35`, not what a sum of steps left
//! behind) and never one the loader refuses for its range.

/// The finest step a number is written to, world units or degrees: a
/// thousandth is below what a player can see at any zoom the game offers
/// and keeps the file's numbers short.
pub const FINE: f64 = 0.001;

/// The loader's ranges the edits keep to (`docs/levels.md`).
pub(super) mod range {
    pub(in crate::editor::arena) const ANGLE_DEG: f64 = 360.0;
    pub(in crate::editor::arena) const SCALE: (f64, f64) = (0.05, 50.0);
    pub(in crate::editor::arena) const SPIN: f64 = 45.0;
    pub(in crate::editor::arena) const SIZE: (f64, f64) = (4.0, 400.0);
    pub(in crate::editor::arena) const LENGTH: (f64, f64) = (0.01, 1000.0);
    pub(in crate::editor::arena) const SHELL_SPEED: (f64, f64) = (0.01, 10.0);
    pub(in crate::editor::arena) const COOLDOWN: (i64, i64) = (1, 600);
    pub(in crate::editor::arena) const TURN: (f64, f64) = (0.1, 45.0);
    pub(in crate::editor::arena) const ROUND_SECONDS: (f64, f64) = (5.0, 3600.0);
    pub(in crate::editor::arena) const MOVE_SPEED: (f64, f64) = (0.0, 2.0);
    pub(in crate::editor::arena) const HITS: (i64, i64) = (1, 1000);
    pub(in crate::editor::arena) const POINTS: (i64, i64) = (3, 64);
    pub(in crate::editor::arena) const SEGMENTS: (i64, i64) = (8, 1024);
    pub(in crate::editor::arena) const ABOUT_CHARS: usize = 100;
    /// Not the loader's (a position is free); far outside any field.
    pub(in crate::editor::arena) const POSITION: (f64, f64) = (-1000.0, 1000.0);
}

/// `value` rounded to a multiple of `step` (or left alone when `step` is
/// not a positive number), as the nearest `f64` to that decimal so the file
/// shows it shortly.
#[must_use]
pub fn round_to(value: f64, step: f64) -> f64 {
    // NaN steps fail `>` too, and are left alone with the rest.
    let positive = step > 0.0;
    if !positive || !value.is_finite() {
        return value;
    }
    // Divide by the step's inverse when it is a whole number (1000 for a
    // thousandth): n / 1000 is the f64 nearest the decimal, n * 0.001 may
    // not be.
    let inverse = (1.0 / step).round();
    if inverse >= 1.0 && ((1.0 / inverse) - step).abs() < step * 1e-9 {
        no_negative_zero((value * inverse).round() / inverse)
    } else {
        round_fine((value / step).round() * step)
    }
}

pub(super) fn round_fine(value: f64) -> f64 {
    no_negative_zero((value * 1000.0).round() / 1000.0)
}

/// A small negative number rounds to `-0.0`, which a file would show as
/// `-0.0` and which a save compares equal to the `0.0` it replaces, so the
/// draft and the file would disagree on its sign (found by fuzzing the
/// write-back). Adding `0.0` turns `-0.0` into `0.0` and leaves the rest.
fn no_negative_zero(value: f64) -> f64 {
    value + 0.0
}

/// `deg` brought within ±360 (the format's range) and to a thousandth.
pub(super) fn wrap_angle(deg: f64) -> f64 {
    let mut deg = deg;
    while deg > range::ANGLE_DEG {
        deg -= 360.0;
    }
    while deg < -range::ANGLE_DEG {
        deg += 360.0;
    }
    round_fine(deg)
}
