//! The shooter's words on screen: the F3 panel's rows, the inset's, the
//! HUD's catch counters and the end box's, put together from the word
//! tables (`resources/i18n/`) and the round's numbers.

use hitlab::i18n::{Arg, tr, tr_args};
use hitlab::modes::shooter::{Detection, Phase, ShooterControl as C, ShooterGame, Stats};

use super::hud::{FrameCost, clock};
use super::keys::KEYS;
use crate::view::app_keys::{APP_KEYS, AppKey};

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
/// or by brute force (`B`), and what the last frame's world took to draw.
pub(super) fn step_lines(game: &ShooterGame, frame: &FrameCost) -> [String; 3] {
    let FrameCost { draw_us, fps } = *frame;
    let c = game.counts;
    let way = tr(if game.broad_phase {
        "step-grid"
    } else {
        "step-brute-force"
    });
    let key = KEYS.first_key(C::ToggleBroadPhase);
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
pub(super) fn step_widest_rows() -> [String; 3] {
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
pub(super) fn inset_widest_rows() -> [String; 6] {
    let swept = detection_words(Detection::Swept);
    [
        tr("inset-subtitle"),
        "M^-1·P = (-99.999, -99.999)".to_owned(),
        tr_args("inset-edges", &[("edges", "-9.999  -9.999  -9.999".into())]),
        tr_args("inset-thick", &[("detection", swept.into())]),
        tr("inset-tip-save"),
        tr("inset-thin"),
    ]
}

/// What each test caught that a weaker one would have missed, and what
/// each weaker one let through (the core's `catch_rows`, in the current
/// language): the tip pair, then the spin pair.
pub(super) fn catch_rows(s: &Stats) -> [String; 2] {
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
pub(super) fn played_with(s: &Stats, now: Detection) -> String {
    let words: Vec<String> = s
        .played_with(now)
        .into_iter()
        .map(detection_words)
        .collect();
    words.join(&tr("and-separator"))
}

/// The end box's rows: score and accuracy, then the HUD's catch counters in
/// its words and the tests they were counted with, then the keys (two rows).
pub(super) fn end_rows(game: &ShooterGame) -> Vec<String> {
    let s = game.stats;
    let new_best = s.score > 0 && s.score >= game.best;
    let [tips, spins] = catch_rows(&s);
    let again = KEYS
        .labels_when(C::Restart, |w| w.holds(Phase::Ended))
        .join(&tr("or-separator"));
    // N alone: Page Down, its twin for a clicker, is in the help.
    let next = KEYS
        .labels_when(C::NextArena, |w| w.holds(Phase::Ended))
        .first()
        .cloned()
        .unwrap_or_default();
    let score_id = if new_best {
        "end-score-best"
    } else {
        "end-score"
    };
    let arena = game.arena().name.clone();
    let mut rows = vec![
        tr("end-round-over"),
        tr_args(score_id, &[("score", s.score.into())]),
        tr_args(
            "end-arena-best",
            &[("arena", arena.into()), ("best", game.best.into())],
        ),
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
        tr_args(
            "end-keys",
            &[("again", again.into()), ("next", next.into())],
        ),
        tr_args(
            "end-back",
            &[("esc", APP_KEYS.first_key(AppKey::Escape).into())],
        ),
    ];
    // A best the data folder would not take is said, not passed off as kept.
    if let Some(why) = game.best_not_saved.as_ref().filter(|_| new_best) {
        rows.insert(
            3,
            tr_args("end-best-not-saved", &[("why", why.clone().into())]),
        );
    }
    rows
}
