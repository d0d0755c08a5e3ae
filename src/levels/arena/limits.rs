//! The ranges an arena's values must lie in. Wide enough for any sensible
//! arena, narrow enough that a typo (a missing decimal point, a sign) is
//! caught rather than played. The checks and the words that say what a key
//! accepts both read them from here.

use std::ops::RangeInclusive;

/// Characters in `about` at most: one line on a chooser's card, which wraps
/// nothing, so a paragraph pasted by mistake is caught, not clipped.
pub(super) const ABOUT_CHARS: usize = 100;
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
/// Shells in flight at most: 100,000 keeps a step to a few milliseconds
/// (docs/performance.md); a file asking for more is refused, not played in
/// a frozen window.
pub(super) const MAX_SHELLS: RangeInclusive<u32> = 1..=100_000;
pub(super) const SPREAD_SHELLS: RangeInclusive<u32> = 1..=1000;
pub(super) const SPREAD_DEG: RangeInclusive<f32> = 0.0..=360.0;
pub(super) const TURRETS: RangeInclusive<u32> = 0..=64;
pub(super) const TURRET_SHELLS: RangeInclusive<u32> = 0..=1000;
pub(super) const SCATTER_DEG: RangeInclusive<f32> = 0.0..=180.0;
/// A medal's score: a million is far past any round's (a hit scores a few
/// points), so a longer number is a typo.
pub(super) const MEDAL_SCORE: RangeInclusive<u32> = 0..=1_000_000;
pub(super) const ACCURACY_PERCENT: RangeInclusive<u32> = 1..=100;
pub(super) const TIME_LEFT_SECONDS: RangeInclusive<u32> = 1..=3600;
