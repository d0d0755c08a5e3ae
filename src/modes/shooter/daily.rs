//! The daily arena: from the date alone, everyone gets the same arena, the
//! same seed and one named twist on its rules, so a class (or the world)
//! plays the same round on the same day. A local streak counts the days
//! played in a row; yesterday's can be played again, unranked.
//!
//! The date comes in from the caller (the binary reads the local date), so
//! the choice is the same on every machine for the same day, and tests
//! name their days.

use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use crate::files::{read_toml, write_toml};
use crate::levels::arena::{Arena, Detection};

/// The arenas a day is chosen from: the shipped timed rounds (a practice
/// arena has no clock to beat, and the storm is a benchmark).
pub const DAILY_ARENAS: [&str; 8] = [
    "arenas/default.toml",
    "arenas/thin_tip.toml",
    "arenas/spinning_tip.toml",
    "arenas/spinning_fast.toml",
    "arenas/narrow_tips.toml",
    "arenas/giant_star.toml",
    "arenas/letters_wall.toml",
    "arenas/maze.toml",
];

/// Where the streak is kept, in the data folder.
pub const STREAK_FILE: &str = "daily.toml";

/// A day of the calendar (proleptic Gregorian).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub struct Date {
    year: i32,
    month: u8,
    day: u8,
}

fn days_in_month(year: i32, month: u8) -> u8 {
    let leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0;
    match month {
        2 if leap => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    }
}

impl Date {
    /// The day `year-month-day`, if the calendar has it.
    #[must_use]
    pub fn new(year: i32, month: u8, day: u8) -> Option<Self> {
        ((1..=12).contains(&month) && (1..=days_in_month(year, month)).contains(&day))
            .then_some(Self { year, month, day })
    }

    /// Reads `YYYY-MM-DD`.
    ///
    /// # Errors
    /// A line saying the text is not such a day.
    pub fn parse(text: &str) -> Result<Self, String> {
        let refuse = || format!("`{text}` is not a day written YYYY-MM-DD (2026-11-29)");
        let mut parts = text.trim().splitn(3, '-');
        let mut next = || parts.next().ok_or_else(refuse);
        let (y, m, d) = (next()?, next()?, next()?);
        if y.len() != 4 || m.len() != 2 || d.len() != 2 {
            return Err(refuse());
        }
        let year = y.parse().map_err(|_| refuse())?;
        let month = m.parse().map_err(|_| refuse())?;
        let day = d.parse().map_err(|_| refuse())?;
        Self::new(year, month, day).ok_or_else(refuse)
    }

    /// Days since 1970-01-01 (negative before): consecutive days differ by one.
    #[must_use]
    pub fn day_number(self) -> i64 {
        // Howard Hinnant's days_from_civil: years start in March, so the
        // leap day ends one.
        let year = i64::from(self.year) - i64::from(self.month <= 2);
        let era = year.div_euclid(400);
        let year_of_era = year - era * 400;
        let march_month = (i64::from(self.month) + 9) % 12;
        let day_of_year = (153 * march_month + 2) / 5 + i64::from(self.day) - 1;
        let day_of_era = year_of_era * 365 + year_of_era / 4 - year_of_era / 100 + day_of_year;
        era * 146_097 + day_of_era - 719_468
    }

    /// The day before.
    #[must_use]
    pub fn previous(self) -> Self {
        if self.day > 1 {
            Self {
                day: self.day - 1,
                ..self
            }
        } else if self.month > 1 {
            let month = self.month - 1;
            Self {
                month,
                day: days_in_month(self.year, month),
                ..self
            }
        } else {
            Self {
                year: self.year - 1,
                month: 12,
                day: 31,
            }
        }
    }
}

impl std::fmt::Display for Date {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{:04}-{:02}-{:02}", self.year, self.month, self.day)
    }
}

/// A change to an arena's rules that names a day's round.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Twist {
    /// Shells fly twice as fast: the swept test's day.
    FastShells,
    /// The round starts on the point test: thin tips slip between steps.
    PointTest,
    /// Every target spins twice as fast: the spin test's day.
    DoubleSpin,
    /// The plane turns at half its rate.
    SlowTurn,
    /// Two thirds of the usual time.
    ShortRound,
    /// Every target takes one more hit to break.
    ToughTargets,
}

impl Twist {
    /// Every twist, in the order a day's number picks from.
    pub const ALL: [Self; 6] = [
        Self::FastShells,
        Self::PointTest,
        Self::DoubleSpin,
        Self::SlowTurn,
        Self::ShortRound,
        Self::ToughTargets,
    ];

    /// The twist's name in files, `--stats` and the i18n ids
    /// (`daily-twist-KEY`).
    #[must_use]
    pub fn key(self) -> &'static str {
        match self {
            Self::FastShells => "fast_shells",
            Self::PointTest => "point_test",
            Self::DoubleSpin => "double_spin",
            Self::SlowTurn => "slow_turn",
            Self::ShortRound => "short_round",
            Self::ToughTargets => "tough_targets",
        }
    }

    /// `arena` with the twist applied. Its medals go: they were set for
    /// the arena's own rules, which a twisted round does not play.
    pub fn apply(self, arena: &mut Arena) {
        arena.medals = None;
        match self {
            Self::FastShells => arena.shells.speed *= 2.0,
            Self::PointTest => arena.detection = Detection::Point,
            Self::DoubleSpin => arena.targets.iter_mut().for_each(|t| t.spin *= 2.0),
            Self::SlowTurn => arena.plane.turn_rate *= 0.5,
            Self::ShortRound => arena.round_steps = arena.round_steps * 2 / 3,
            Self::ToughTargets => arena
                .targets
                .iter_mut()
                .for_each(|t| t.hits_to_break = t.hits_to_break.saturating_add(1)),
        }
    }
}

/// One day's round.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Daily {
    /// The day.
    pub date: Date,
    /// The arena's resource name (one of [`DAILY_ARENAS`]).
    pub arena: &'static str,
    /// The round's seed.
    pub seed: u64,
    /// The day's twist.
    pub twist: Twist,
}

/// SplitMix64's step: a well-mixed number from any number.
fn mix(mut z: u64) -> u64 {
    z = z.wrapping_add(0x9e37_79b9_7f4a_7c15);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

impl Daily {
    /// The round of `date`: the same for everyone, every time.
    #[must_use]
    pub fn of(date: Date) -> Self {
        let seed = mix(date.day_number() as u64);
        let pick = |n: u64, len: usize| (mix(seed ^ n) % len as u64) as usize;
        Self {
            date,
            arena: DAILY_ARENAS[pick(1, DAILY_ARENAS.len())],
            seed,
            twist: Twist::ALL[pick(2, Twist::ALL.len())],
        }
    }
}

/// The days played in a row, kept in the data folder.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Streak {
    /// The last day played ([`Date::day_number`]); `None` before the first.
    pub last_day: Option<i64>,
    /// Days played in a row, up to the last.
    pub days: u32,
    /// The longest run of days so far.
    pub best: u32,
}

impl Streak {
    /// The streak kept in `data_dir` (none if missing or unreadable).
    #[must_use]
    pub fn load(data_dir: &Path) -> Self {
        read_toml(&data_dir.join(STREAK_FILE), "starting a new streak").unwrap_or_default()
    }

    /// Writes the streak whole into `data_dir`; returns where.
    ///
    /// # Errors
    /// Why the file could not be written.
    pub fn save(&self, data_dir: &Path) -> std::io::Result<PathBuf> {
        let path = data_dir.join(STREAK_FILE);
        write_toml(&path, self)?;
        Ok(path)
    }

    /// The streak after a round of `date`'s arena played on `today`: only
    /// today's counts (yesterday's, played again, is unranked). Returns
    /// whether the streak changed.
    pub fn played(&mut self, date: Date, today: Date) -> bool {
        if date != today {
            return false;
        }
        let day = today.day_number();
        self.days = match self.last_day {
            Some(last) if last == day => return false,
            Some(last) if last == day - 1 => self.days.saturating_add(1),
            _ => 1,
        };
        self.last_day = Some(day);
        self.best = self.best.max(self.days);
        true
    }

    /// The streak as of `today`: the days in a row, or 0 once a day was
    /// missed (the last day played is before yesterday).
    #[must_use]
    pub fn current(&self, today: Date) -> u32 {
        match self.last_day {
            Some(last) if last >= today.day_number() - 1 => self.days,
            _ => 0,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn date(text: &str) -> Date {
        Date::parse(text).unwrap()
    }

    #[test]
    fn the_same_date_gives_the_same_round_and_dates_vary() {
        let day = date("2026-11-29");
        assert_eq!(Daily::of(day), Daily::of(date("2026-11-29")));
        let mut arenas = std::collections::BTreeSet::new();
        let mut twists = std::collections::BTreeSet::new();
        let mut seeds = std::collections::BTreeSet::new();
        let mut d = day;
        for _ in 0..60 {
            let daily = Daily::of(d);
            assert_eq!(daily.date, d);
            arenas.insert(daily.arena);
            twists.insert(daily.twist.key());
            seeds.insert(daily.seed);
            d = d.previous();
        }
        assert_eq!(seeds.len(), 60, "a seed a day");
        assert!(arenas.len() >= 6, "{arenas:?}");
        assert_eq!(twists.len(), Twist::ALL.len(), "{twists:?}");
    }

    #[test]
    fn every_daily_arena_is_shipped_and_timed() {
        for name in DAILY_ARENAS {
            let path = Path::new(env!("CARGO_MANIFEST_DIR"))
                .join("resources")
                .join(name);
            let arena = crate::levels::arena::load_arena(&path).unwrap();
            assert!(!arena.practice && arena.storm.is_none(), "{name}");
        }
    }

    #[test]
    fn days_count_across_months_years_and_leap_days() {
        assert_eq!(date("1970-01-01").day_number(), 0);
        assert_eq!(date("2000-03-01").day_number(), 11_017);
        for (day, before) in [
            ("2024-03-01", "2024-02-29"),
            ("2023-03-01", "2023-02-28"),
            ("2026-01-01", "2025-12-31"),
            ("2026-11-29", "2026-11-28"),
        ] {
            assert_eq!(date(day).previous(), date(before));
            assert_eq!(date(day).day_number() - 1, date(before).day_number());
        }
        for bad in [
            "2026-02-29",
            "2026-13-01",
            "2026-1-01",
            "yesterday",
            "2026-11-29-1",
        ] {
            assert!(Date::parse(bad).is_err(), "{bad}");
        }
        assert_eq!(date("2026-02-03").to_string(), "2026-02-03");
    }

    #[test]
    fn the_streak_counts_days_in_a_row_and_only_today_ranks() {
        let mut streak = Streak::default();
        let (d1, d2, d3) = (date("2026-11-27"), date("2026-11-28"), date("2026-11-29"));
        assert!(streak.played(d1, d1));
        assert!(streak.played(d2, d2));
        assert!(!streak.played(d2, d2), "twice a day counts once");
        assert!(
            !streak.played(d2, d3),
            "yesterday's, played today, is unranked"
        );
        assert_eq!(streak.current(d3), 2);
        assert!(streak.played(d3, d3));
        assert_eq!((streak.days, streak.best), (3, 3));
        let later = date("2026-12-05");
        assert_eq!(streak.current(later), 0, "a missed day ends it");
        assert!(streak.played(later, later));
        assert_eq!((streak.days, streak.best), (1, 3));
    }

    #[test]
    fn the_streak_survives_a_save() {
        let dir = tempfile::tempdir().unwrap();
        let mut streak = Streak::default();
        let day = date("2026-11-29");
        streak.played(day, day);
        streak.save(dir.path()).unwrap();
        assert_eq!(Streak::load(dir.path()), streak);
    }

    #[test]
    fn each_twist_changes_the_arena() {
        // An arena not on the point test already, so that twist shows too.
        let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("resources/arenas/spinning_tip.toml");
        let arena = crate::levels::arena::load_arena(&path).unwrap();
        for twist in Twist::ALL {
            let mut twisted = arena.clone();
            twist.apply(&mut twisted);
            let changed = twisted.shells.speed != arena.shells.speed
                || twisted.detection != arena.detection
                || twisted.plane.turn_rate != arena.plane.turn_rate
                || twisted.round_steps != arena.round_steps
                || twisted.targets != arena.targets;
            assert!(changed, "{twist:?}");
            assert!(
                arena.medals.is_some() && twisted.medals.is_none(),
                "{twist:?}"
            );
        }
    }
}
