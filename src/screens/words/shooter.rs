//! The shooter's words on screen: the F3 panel's rows, the inset's, the
//! HUD's catch counters and the end box's, put together from the word
//! tables (`resources/i18n/`) and the round's numbers. The keys they name
//! come in from the window's keymaps.

use crate::i18n::{Arg, tr, tr_args};
use crate::levels::arena::medals::{Medal, MedalCondition};
use crate::modes::shooter::daily::Daily;
use crate::modes::shooter::{Detection, Rewound, ShooterGame, Stats};
use crate::sim::STEPS_PER_SECOND;

/// A span of steps as a clock reads it, rounded up to whole seconds ("1:05").
#[must_use]
pub fn clock(steps: u32) -> String {
    let seconds = steps.div_ceil(STEPS_PER_SECOND);
    format!("{}:{:02}", seconds / 60, seconds % 60)
}

/// How far a rewound round is behind the present, with the keys that go
/// on, as the HUD says it: "REWOUND −2.50 s (,: back, .: replay)";
/// hundredths, so that each step back (1/60 s) shows.
#[must_use]
pub fn rewound_words(rewound: Rewound, back: &str, replay: &str) -> String {
    let seconds = format!("{:.2}", rewound.seconds_back());
    let id = if rewound.replaying {
        "hud-replaying"
    } else {
        "hud-rewound"
    };
    let args = [
        ("seconds", seconds.into()),
        ("back", back.into()),
        ("replay", replay.into()),
    ];
    tr_args(id, &args)
}

/// A hit test as a card, the HUD or the end box names it ("swept test").
#[must_use]
pub fn detection_words(detection: Detection) -> String {
    tr(match detection {
        Detection::Point => "detection-point",
        Detection::Swept => "detection-swept",
        Detection::Spin => "detection-spin",
    })
}

/// The `F3` panel's lines: what the last collision step cost, by the grid
/// or by brute force (`key` switches), and what the last frame's world took
/// to draw (`draw_us` microseconds, at `fps` frames a second).
#[must_use]
pub fn step_lines(game: &ShooterGame, key: &str, draw_us: u32, fps: f64) -> [String; 3] {
    let c = game.counts;
    let way = tr(if game.broad_phase {
        "step-grid"
    } else {
        "step-brute-force"
    });
    [
        tr_args(
            "step-way",
            &[
                ("way", way.into()),
                ("key", key.into()),
                ("shells", c.shells.into()),
            ],
        ),
        tr_args(
            "step-pairs",
            &[
                ("pairs", c.pairs_looked_at.into()),
                ("tests", c.exact_tests.into()),
            ],
        ),
        tr_args(
            "step-times",
            &[
                ("broad", c.broad_us.into()),
                ("narrow", c.narrow_us.into()),
                ("draw", draw_us.into()),
                ("fps", format!("{fps:.0}").into()),
            ],
        ),
    ]
}

/// The `F3` panel's rows at their widest (brute force past 64 targets,
/// a slow software frame), in the current language, so its size, and the
/// layout round it, stay put while the numbers change.
#[must_use]
pub fn step_widest_rows() -> [String; 3] {
    let nines = |digits: u32| Arg::from(10u64.pow(digits) - 1);
    [
        tr_args(
            "step-way",
            &[
                ("way", tr("step-brute-force").into()),
                ("key", "B".into()),
                ("shells", 100_000.into()),
            ],
        ),
        tr_args("step-pairs", &[("pairs", nines(7)), ("tests", nines(6))]),
        tr_args(
            "step-times",
            &[
                ("broad", nines(5)),
                ("narrow", nines(5)),
                ("draw", nines(5)),
                ("fps", nines(3)),
            ],
        ),
    ]
}

/// The inset's rows at their widest (numbers with signs and two digits),
/// in the current language.
#[must_use]
pub fn inset_widest_rows() -> [String; 8] {
    let swept = detection_words(Detection::Swept);
    [
        tr("inset-subtitle"),
        "M^-1·P = (-99.999, -99.999)".to_owned(),
        tr_args("inset-edges", &[("edges", "-9.999  -9.999  -9.999".into())]),
        tr_args("inset-thick", &[("detection", swept.into())]),
        tr("inset-tip-save"),
        tr("inset-thin"),
        tr_args("inset-nearest", &[("triangle", 99.into())]),
        tr("inset-outside"),
    ]
}

/// What each test caught that a weaker one would have missed, and what
/// each weaker one let through (the core's `catch_rows`, in the current
/// language): the tip pair, then the spin pair.
#[must_use]
pub fn catch_rows(s: &Stats) -> [String; 2] {
    [
        tr_args(
            "hud-tip-counts",
            &[
                ("saves", s.tip_saves.into()),
                ("misses", s.tip_misses.into()),
            ],
        ),
        tr_args(
            "hud-spin-counts",
            &[
                ("saves", s.spin_saves.into()),
                ("misses", s.spin_misses.into()),
            ],
        ),
    ]
}

/// The tests a round was played with ("the point test and the swept
/// test"); `now` when no step has been played yet.
#[must_use]
pub fn played_with(s: &Stats, now: Detection) -> String {
    let words: Vec<String> = s
        .played_with(now)
        .into_iter()
        .map(detection_words)
        .collect();
    words.join(&tr("and-separator"))
}

/// The keys the end box names: `again` (every key that plays the arena
/// again, as one phrase), `next` (the key to the next arena) and `back`
/// (the key back to the title).
#[derive(Debug, Clone, Copy)]
pub struct EndKeys<'a> {
    /// The keys that play the arena again.
    pub again: &'a str,
    /// The key to the next arena.
    pub next: &'a str,
    /// The key back to the title.
    pub back: &'a str,
}

/// Whose round the end box sums up, which decides what it earned.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RoundKind<'a> {
    /// The player's round: it can set a best and earn the arena's medals.
    Played,
    /// A replay watched: a round already played, which earns nothing.
    Watched,
    /// A daily round: its twisted rules are not the arena's, so it earns
    /// neither a best nor medals; `line` names the day (its
    /// [`daily_name`]).
    Daily {
        /// The daily round's name, with its streak.
        line: &'a str,
    },
}

/// A daily round's name: the arena (`arena`, its own name), the day and
/// its twist, and the streak of days played in a row (`streak`, when any),
/// in the current language.
#[must_use]
pub fn daily_name(arena: &str, daily: &Daily, streak: u32) -> String {
    let twist = tr(&format!("daily-twist-{}", daily.twist.key()));
    let args = [
        ("arena", arena.into()),
        ("date", daily.date.to_string().into()),
        ("twist", twist.into()),
    ];
    let name = tr_args("daily-name", &args);
    if streak == 0 {
        return name;
    }
    let days = tr_args("daily-streak", &[("days", streak.into())]);
    format!("{name} · {days}")
}

/// The end box's rows: score and accuracy, then the HUD's catch counters in
/// its words and the tests they were counted with, then the keys (two rows).
/// A round of another `kind` than the player's own earns nothing, and its
/// box does not say it did.
#[must_use]
pub fn end_rows(game: &ShooterGame, kind: RoundKind, keys: EndKeys) -> Vec<String> {
    let EndKeys { again, next, back } = keys;
    let s = game.stats;
    let new_best = kind == RoundKind::Played && s.score > 0 && s.score >= game.best;
    let [tips, spins] = catch_rows(&s);
    let score_id = if new_best {
        "end-score-best"
    } else {
        "end-score"
    };
    let arena = game.arena().name.clone();
    let title = match kind {
        RoundKind::Watched => tr("end-replay-over"),
        _ => tr("end-round-over"),
    };
    let third = match kind {
        RoundKind::Daily { line } => line.to_owned(),
        _ => tr_args(
            "end-arena-best",
            &[("arena", arena.into()), ("best", game.best.into())],
        ),
    };
    let key_row = match kind {
        RoundKind::Watched => tr_args("end-keys-watched", &[("again", again.into())]),
        _ => tr_args(
            "end-keys",
            &[("again", again.into()), ("next", next.into())],
        ),
    };
    let mut rows = vec![
        title,
        tr_args(score_id, &[("score", s.score.into())]),
        third,
        tr_args(
            "end-accuracy",
            &[
                ("accuracy", format!("{:.0}", 100.0 * s.accuracy()).into()),
                ("hits", s.hits.into()),
                ("shots", s.shots.into()),
            ],
        ),
        tr_args(
            "end-played-with",
            &[("tests", played_with(&s, game.detection).into())],
        ),
        tips,
        spins,
        tr_args("end-broken", &[("broken", s.breaks.into())]),
        tr_args(
            "end-time",
            &[("time", clock(game.arena().round_steps).into())],
        ),
        key_row,
        tr_args("end-back", &[("esc", back.into())]),
    ];
    if kind == RoundKind::Played {
        rows.splice(3..3, medal_rows(game));
    }
    // A best the data folder would not take is said, not passed off as kept.
    if let Some(why) = game.best_not_saved.as_ref().filter(|_| new_best) {
        rows.insert(
            3,
            tr_args("end-best-not-saved", &[("why", why.clone().into())]),
        );
    }
    rows
}

/// A medal's name on screen ("Silver").
#[must_use]
pub fn medal_words(medal: Medal) -> String {
    tr(match medal {
        Medal::Bronze => "medal-bronze",
        Medal::Silver => "medal-silver",
        Medal::Gold => "medal-gold",
    })
}

/// What a round must also do for a medal, as a phrase ("with no tip or
/// spin misses").
#[must_use]
pub fn medal_condition_words(condition: MedalCondition) -> String {
    match condition {
        MedalCondition::NoTipOrSpinMisses => tr("medal-condition-no-misses"),
        MedalCondition::AccuracyAtLeast(fraction) => {
            let percent = format!("{:.0}", fraction * 100.0);
            tr_args("medal-condition-accuracy", &[("percent", percent.into())])
        }
        MedalCondition::StepsLeftAtLeast(steps) => {
            let seconds = steps.div_ceil(STEPS_PER_SECOND);
            tr_args("medal-condition-time-left", &[("seconds", seconds.into())])
        }
    }
}

/// The end box's medal rows, in an arena that gives medals: what the
/// round earned (and whether it is new), or why it earned none; then what
/// the next medal after the best held needs.
#[must_use]
pub fn medal_rows(game: &ShooterGame) -> Vec<String> {
    let Some(rule) = game.arena().medals else {
        return Vec::new();
    };
    let earned = game.earned_medal();
    let first = match earned {
        Some(medal) if game.new_medal => {
            tr_args("end-medal-new", &[("medal", medal_words(medal).into())])
        }
        Some(medal) => tr_args("end-medal", &[("medal", medal_words(medal).into())]),
        None => match rule.condition {
            Some(condition) if !rule.condition_met(&game.outcome()) => tr_args(
                "end-medal-condition-missed",
                &[("condition", medal_condition_words(condition).into())],
            ),
            _ => tr("end-medal-none"),
        },
    };
    let held = game.medal_held.max(earned);
    let second = match rule.next_after(held) {
        Some((next, score)) => {
            let mut args = vec![("medal", medal_words(next).into()), ("score", score.into())];
            let id = match rule.condition {
                Some(condition) => {
                    args.push(("condition", medal_condition_words(condition).into()));
                    "end-medal-next-if"
                }
                None => "end-medal-next",
            };
            tr_args(id, &args)
        }
        None => tr("end-medal-all"),
    };
    vec![first, second]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::levels::arena::load_arena;
    use crate::modes::shooter::{Phase, ShooterControl};
    use crate::sim::Script;

    const KEYS: EndKeys = EndKeys {
        again: "R or Enter",
        next: "N",
        back: "Esc",
    };

    /// The HUD's rewind line says how far back, each step showing, and
    /// which way it goes on, in the window's language.
    #[test]
    fn the_rewind_line_says_how_far_back() {
        let rewound = Rewound {
            steps_back: 150,
            replaying: false,
        };
        assert_eq!(
            rewound_words(rewound, ",", "."),
            "REWOUND −2.50 s (,: back, .: replay)"
        );
        let replaying = Rewound {
            steps_back: 1,
            replaying: true,
        };
        let line = rewound_words(replaying, ",", ".");
        assert!(line.starts_with("REPLAY −0.02 s (.: hold still"), "{line}");
        crate::i18n::set_lang(crate::i18n::Lang::Ja);
        let ja = rewound_words(rewound, ",", ".");
        crate::i18n::set_lang(crate::i18n::Lang::En);
        assert_eq!(ja, "巻き戻し −2.50 秒 (,: 戻る, .: 再生)");
    }

    /// The end box once said "Tip saves 0" after a point-test round that
    /// counted hundreds of tip misses: it must show the counters the HUD
    /// showed for the test played.
    #[test]
    fn the_end_box_reports_the_huds_counters_in_the_mode_played() {
        let path = concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/resources/arenas/thin_tip.toml"
        );
        let mut game = ShooterGame::new(load_arena(path.as_ref()).unwrap(), 1).unwrap();
        assert_eq!(game.detection, Detection::Point);
        let steps = game.arena().round_steps + 2;
        let script = Script::parse(&format!("0:fire*{steps}")).unwrap();
        let mut player = script.player::<ShooterControl>().unwrap();
        for _ in 0..steps {
            game.step(&player.next_frame());
        }
        assert_eq!(game.phase, Phase::Ended);
        let misses = game.stats.tip_misses;
        assert!(misses > 100, "{:?}", game.stats);
        let rows = end_rows(&game, RoundKind::Played, KEYS);
        let has = |text: &str| rows.iter().any(|row| row == text);
        assert!(has("Played with the point test"), "{rows:?}");
        assert!(
            has(&format!("tip saves 0  tip misses {misses}")),
            "{rows:?}"
        );
        assert!(has("spin saves 0  spin misses 0"), "{rows:?}");
        let hud = game.stats.catch_counts();
        assert!(
            rows.iter()
                .filter(|r| r.contains("saves"))
                .all(|r| hud.contains(r.as_str()))
        );
        let keys = &rows[rows.len() - 2..];
        assert!(
            keys[0].contains("R or Enter") && keys[0].contains('N'),
            "{keys:?}"
        );
        assert!(keys[1].contains("Esc"), "{keys:?}");
    }

    /// A thin-tip round played to its end by holding fire, in an arena
    /// that gives medals, scored above its best (0) as if it had hit.
    fn ended_round() -> ShooterGame {
        let path = concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/resources/arenas/thin_tip.toml"
        );
        let mut game = ShooterGame::new(load_arena(path.as_ref()).unwrap(), 1).unwrap();
        let steps = game.arena().round_steps + 2;
        let script = Script::parse(&format!("0:fire*{steps}")).unwrap();
        let mut player = script.player::<ShooterControl>().unwrap();
        for _ in 0..steps {
            game.step(&player.next_frame());
        }
        assert_eq!(game.phase, Phase::Ended);
        game.stats.score = 250;
        assert!(game.arena().medals.is_some());
        game
    }

    /// A watched replay once said "new best!" and offered the next arena,
    /// which does nothing while watching.
    #[test]
    fn a_watched_round_earns_nothing_and_is_watched_again() {
        let game = ended_round();
        let played = end_rows(&game, RoundKind::Played, KEYS);
        let best = tr_args("end-score-best", &[("score", game.stats.score.into())]);
        assert!(played.contains(&best), "{played:?}");
        let watched = end_rows(&game, RoundKind::Watched, KEYS);
        assert_eq!(watched[0], tr("end-replay-over"));
        assert!(!watched.contains(&best), "{watched:?}");
        let medals = medal_rows(&game);
        assert!(!medals.is_empty());
        assert!(medals.iter().all(|m| !watched.contains(m)), "{watched:?}");
        assert!(watched.iter().all(|r| !r.contains("next arena")));
        let keys = &watched[watched.len() - 2..];
        assert_eq!(keys[0], "R or Enter: watch again");
        assert_eq!(keys[1], "Esc: back");
    }

    /// A daily round's rules are twisted: its box names the day and its
    /// streak instead of the arena's best and medals.
    #[test]
    fn a_daily_round_shows_its_day_not_the_arenas_medals() {
        use crate::modes::shooter::daily::{Date, Twist};
        let game = ended_round();
        let mut daily = Daily::of(Date::new(2026, 11, 29).unwrap());
        daily.twist = Twist::SlowTurn;
        let line = daily_name("Letters wall", &daily, 3);
        assert_eq!(
            line,
            "Letters wall · daily 2026-11-29: slow turns · streak 3 days"
        );
        let rows = end_rows(&game, RoundKind::Daily { line: &line }, KEYS);
        assert_eq!(rows[2], line);
        assert!(rows.iter().all(|r| !r.contains("new best")), "{rows:?}");
        let medals = medal_rows(&game);
        assert!(medals.iter().all(|m| !rows.contains(m)), "{rows:?}");
        assert!(rows.iter().all(|r| !r.contains("edal")), "{rows:?}");
        assert_eq!(
            daily_name("Letters wall", &daily, 0),
            "Letters wall · daily 2026-11-29: slow turns"
        );
        crate::i18n::set_lang(crate::i18n::Lang::Ja);
        let ja = daily_name("Letters wall", &daily, 3);
        crate::i18n::set_lang(crate::i18n::Lang::En);
        assert_ne!(ja, line);
    }

    #[test]
    fn the_clock_rounds_up_to_whole_seconds() {
        assert_eq!(clock(0), "0:00");
        assert_eq!(clock(1), "0:01");
        assert_eq!(clock(STEPS_PER_SECOND * 65), "1:05");
    }
}
