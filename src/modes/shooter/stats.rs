//! A round's numbers: what the HUD counts, what the end of a round reports,
//! and what `--stats` writes as JSON. All three read them from here, in the
//! same words, so they cannot disagree.

use serde::Serialize;

use crate::levels::arena::Detection;
use crate::levels::arena::medals::Medal;

/// The counts of a round. The four catch counters are kept in every mode, so
/// that switching tests mid-round loses nothing.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Stats {
    /// Shells the player fired (a storm's turrets' are not counted).
    pub shots: u32,
    /// The player's shells that hit a target.
    pub hits: u32,
    /// Hits a swept test (swept or spin) found that the point test would have
    /// missed: a shell that stepped over a tip.
    pub tip_saves: u32,
    /// Point test: shells it let pass through a target between two steps,
    /// where the swept test would have hit (each counted once, with a ghost
    /// marker where the swept test would first have hit it).
    pub tip_misses: u32,
    /// Spin test: hits the swept test would have missed too: a tip that turned
    /// across the shell within the step.
    pub spin_saves: u32,
    /// Point and swept tests: shells they let a turning tip pass over, where
    /// the spin test would have hit (each counted once, with a ghost marker
    /// where the spin test would first have hit it).
    pub spin_misses: u32,
    /// Targets the player's shells broke.
    pub breaks: u32,
    /// Points: for each hit and each target broken (see `tuning`).
    pub score: u32,
    /// The tests the round's steps were played with (bit `i`:
    /// `Detection::ALL[i]`).
    played: u8,
}

impl Stats {
    /// Hits per shot, 0 before the first shot.
    #[must_use]
    pub fn accuracy(&self) -> f32 {
        if self.shots == 0 {
            0.0
        } else {
            self.hits as f32 / self.shots as f32
        }
    }

    /// Notes that a step of the round was played with `detection`.
    pub fn record_detection(&mut self, detection: Detection) {
        self.played |= 1 << detection as u8;
    }

    /// The tests the round's steps were played with, weakest first.
    #[must_use]
    pub fn detections_played(&self) -> Vec<Detection> {
        Detection::ALL
            .into_iter()
            .filter(|&d| self.played & (1 << d as u8) != 0)
            .collect()
    }

    /// What each test caught that a weaker one would have missed, and what
    /// each weaker one missed, in the HUD's words: the tip pair (point test
    /// against the swept test) and the spin pair (swept against spin).
    #[must_use]
    pub fn catch_rows(&self) -> [String; 2] {
        [
            format!(
                "tip saves {}  tip misses {}",
                self.tip_saves, self.tip_misses
            ),
            format!(
                "spin saves {}  spin misses {}",
                self.spin_saves, self.spin_misses
            ),
        ]
    }

    /// [`catch_rows`](Self::catch_rows) on one line: the HUD's row.
    #[must_use]
    pub fn catch_counts(&self) -> String {
        self.catch_rows().join("    ")
    }

    /// The tests the round was played with, weakest first (the end box
    /// names them); `now` alone when no step has been played yet.
    #[must_use]
    pub fn played_with(&self, now: Detection) -> Vec<Detection> {
        let played = self.detections_played();
        if played.is_empty() { vec![now] } else { played }
    }
}

/// A round's numbers as `--stats` writes them: one JSON object, its keys the
/// field names (see docs/guide.md, `--stats`).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct RoundReport {
    /// The arena's name.
    pub arena: String,
    /// The test in use when the report was made.
    pub detection: Detection,
    /// Every test the round's steps were played with, weakest first.
    pub detections_played: Vec<Detection>,
    /// Rules steps played this round.
    pub steps: u32,
    /// Whether the round's clock ran out.
    pub round_over: bool,
    /// [`Stats::shots`].
    pub shots: u32,
    /// [`Stats::hits`].
    pub hits: u32,
    /// [`Stats::tip_misses`].
    pub tip_misses: u32,
    /// [`Stats::tip_saves`].
    pub tip_saves: u32,
    /// [`Stats::spin_misses`].
    pub spin_misses: u32,
    /// [`Stats::spin_saves`].
    pub spin_saves: u32,
    /// [`Stats::breaks`].
    pub breaks: u32,
    /// [`Stats::score`].
    pub score: u32,
    /// The medal the round earned (`null` before it ends, when it earned
    /// none, or when the arena gives none).
    pub medal: Option<Medal>,
    /// The medal after that one, and the score it needs (`null` after
    /// gold, or when the arena gives none).
    pub next_medal: Option<Medal>,
    /// The score [`next_medal`](Self::next_medal) needs.
    pub next_medal_score: Option<u32>,
}

/// What `--stats` writes: the round's numbers, then the run's clock: the
/// frames of 1/60 s it ran and the game speed they ran at. At 100 % a frame
/// runs a step; at 50 % two frames run one, so `--speed 50 --frames 80`
/// plays the same steps as `--frames 40` and ends in the same round.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct RunReport {
    /// The round's numbers, its keys first.
    #[serde(flatten)]
    pub round: RoundReport,
    /// Frames of the window's clock the run ran (`--frames`).
    pub frames: u64,
    /// The game speed, percent of 60 steps a second.
    pub speed: u8,
}

impl RunReport {
    /// The report as pretty-printed JSON, ending in a newline.
    pub fn to_json(&self) -> serde_json::Result<String> {
        serde_json::to_string_pretty(self).map(|text| text + "\n")
    }
}

impl RoundReport {
    /// The report of a round with `stats`, played in `arena` for `steps`.
    #[must_use]
    pub fn new(
        arena: &str,
        detection: Detection,
        stats: &Stats,
        steps: u32,
        round_over: bool,
    ) -> Self {
        Self {
            arena: arena.to_owned(),
            detection,
            detections_played: stats.detections_played(),
            steps,
            round_over,
            shots: stats.shots,
            hits: stats.hits,
            tip_misses: stats.tip_misses,
            tip_saves: stats.tip_saves,
            spin_misses: stats.spin_misses,
            spin_saves: stats.spin_saves,
            breaks: stats.breaks,
            score: stats.score,
            medal: None,
            next_medal: None,
            next_medal_score: None,
        }
    }

    /// The report with the medal the round earned and the next one (the
    /// medal and the score it needs).
    #[must_use]
    pub fn with_medals(self, medal: Option<Medal>, next: Option<(Medal, u32)>) -> Self {
        Self {
            medal,
            next_medal: next.map(|(m, _)| m),
            next_medal_score: next.map(|(_, score)| score),
            ..self
        }
    }

    /// The report as pretty-printed JSON, ending in a newline.
    pub fn to_json(&self) -> serde_json::Result<String> {
        serde_json::to_string_pretty(self).map(|text| text + "\n")
    }

    /// Writes [`to_json`](Self::to_json) to `path`, whole or not at all
    /// (through a temporary file, as the player's data is written).
    pub fn write(&self, path: &std::path::Path) -> std::io::Result<()> {
        let text = self.to_json().map_err(std::io::Error::other)?;
        crate::files::write(path, &text)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_tests_played_are_kept_in_order() {
        let mut stats = Stats::default();
        assert_eq!(stats.played_with(Detection::Swept), [Detection::Swept]);
        stats.record_detection(Detection::Spin);
        stats.record_detection(Detection::Point);
        stats.record_detection(Detection::Spin);
        assert_eq!(
            stats.detections_played(),
            [Detection::Point, Detection::Spin]
        );
        assert_eq!(
            stats.played_with(Detection::Swept),
            [Detection::Point, Detection::Spin]
        );
    }

    #[test]
    fn the_json_has_every_number_under_its_name() {
        let stats = Stats {
            shots: 7,
            hits: 5,
            tip_saves: 1,
            tip_misses: 2,
            spin_saves: 3,
            spin_misses: 4,
            breaks: 6,
            score: 110,
            played: 0,
        };
        let report = RoundReport::new("Thin tip", Detection::Point, &stats, 40, false);
        let json: serde_json::Value = serde_json::from_str(&report.to_json().unwrap()).unwrap();
        assert_eq!(json["arena"], "Thin tip");
        assert_eq!(json["detection"], "point");
        assert_eq!(json["detections_played"], serde_json::json!([]));
        for (key, value) in [
            ("steps", 40),
            ("shots", 7),
            ("hits", 5),
            ("tip_saves", 1),
            ("tip_misses", 2),
            ("spin_saves", 3),
            ("spin_misses", 4),
            ("breaks", 6),
            ("score", 110),
        ] {
            assert_eq!(json[key], value, "{key}");
        }
        assert_eq!(json["round_over"], false);
    }

    #[test]
    fn the_run_report_adds_the_clock_after_the_rounds_numbers() {
        let round = RoundReport::new("Thin tip", Detection::Spin, &Stats::default(), 40, true);
        let run = RunReport {
            round: round.clone(),
            frames: 80,
            speed: 50,
        };
        let text = run.to_json().unwrap();
        let json: serde_json::Value = serde_json::from_str(&text).unwrap();
        assert_eq!(json["frames"], 80);
        assert_eq!(json["speed"], 50);
        assert_eq!(json["steps"], 40);
        let arena = text.find("\"arena\"").unwrap();
        let frames = text.find("\"frames\"").unwrap();
        assert!(arena < frames, "the round's keys come first: {text}");
        let round_json = round.to_json().unwrap();
        let mut without_clock = json.as_object().unwrap().clone();
        without_clock.remove("frames");
        without_clock.remove("speed");
        let alone: serde_json::Value = serde_json::from_str(&round_json).unwrap();
        assert_eq!(serde_json::Value::Object(without_clock), alone);
    }
}
