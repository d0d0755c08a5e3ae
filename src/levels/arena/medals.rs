//! An arena's medals: bronze, silver and gold by score, and a condition a
//! round may have to meet as well (no tip or spin misses, an accuracy, time
//! left). A round earns the best medal whose score it reaches while meeting
//! the condition; a round that misses the condition earns none of them, so
//! the condition is the lesson the arena asks for, not a bonus.

use std::fmt;

use serde::{Deserialize, Serialize};

/// A medal, worst first, so `Ord` ranks them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Medal {
    /// The first step: the round was played through.
    Bronze,
    /// The arena's lesson taken in.
    Silver,
    /// The arena mastered; in a campaign, it opens the way on.
    Gold,
}

impl Medal {
    /// Every medal, worst first.
    pub const ALL: [Self; 3] = [Self::Bronze, Self::Silver, Self::Gold];

    /// The name the files and `--stats` use.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Self::Bronze => "bronze",
            Self::Silver => "silver",
            Self::Gold => "gold",
        }
    }

    /// The next better medal; `None` after gold.
    #[must_use]
    pub fn next(self) -> Option<Self> {
        match self {
            Self::Bronze => Some(Self::Silver),
            Self::Silver => Some(Self::Gold),
            Self::Gold => None,
        }
    }
}

impl fmt::Display for Medal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// What a round must also do to earn any medal.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum MedalCondition {
    /// No shell the point or swept test let through (no tip or spin miss).
    NoTipOrSpinMisses,
    /// Hits per shot at least this fraction (0..=1).
    AccuracyAtLeast(f32),
    /// At least this many steps left on the clock when the round ends.
    StepsLeftAtLeast(u32),
}

/// What a finished round shows of itself to the medal rule.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct RoundOutcome {
    /// The round's score.
    pub score: u32,
    /// Shells the point test let through a tip, plus those a turning tip
    /// passed over.
    pub tip_and_spin_misses: u32,
    /// Hits per shot (0 before the first shot).
    pub accuracy: f32,
    /// Steps left on the clock (0 when the time ran out).
    pub steps_left: u32,
}

/// An arena's `[medals]`: scores with `bronze <= silver <= gold`, and
/// perhaps a condition.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct MedalRule {
    /// Scores for bronze, silver and gold, worst first.
    pub scores: [u32; 3],
    /// What a round must also do; `None`: the score alone.
    pub condition: Option<MedalCondition>,
}

impl MedalRule {
    /// The score `medal` needs.
    #[must_use]
    pub fn score_for(&self, medal: Medal) -> u32 {
        self.scores[medal as usize]
    }

    /// Whether `round` meets the condition (always, without one).
    #[must_use]
    pub fn condition_met(&self, round: &RoundOutcome) -> bool {
        match self.condition {
            None => true,
            Some(MedalCondition::NoTipOrSpinMisses) => round.tip_and_spin_misses == 0,
            Some(MedalCondition::AccuracyAtLeast(fraction)) => round.accuracy >= fraction,
            Some(MedalCondition::StepsLeftAtLeast(steps)) => round.steps_left >= steps,
        }
    }

    /// The best medal `round` earns, if any.
    #[must_use]
    pub fn earned(&self, round: &RoundOutcome) -> Option<Medal> {
        if !self.condition_met(round) {
            return None;
        }
        Medal::ALL
            .into_iter()
            .rev()
            .find(|&m| round.score >= self.score_for(m))
    }

    /// The medal after `held` (bronze when none is held) and the score it
    /// needs; `None` once gold is held.
    #[must_use]
    pub fn next_after(&self, held: Option<Medal>) -> Option<(Medal, u32)> {
        let next = match held {
            None => Some(Medal::Bronze),
            Some(m) => m.next(),
        }?;
        Some((next, self.score_for(next)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn round(score: u32) -> RoundOutcome {
        RoundOutcome {
            score,
            tip_and_spin_misses: 0,
            accuracy: 0.5,
            steps_left: 0,
        }
    }

    const RULE: MedalRule = MedalRule {
        scores: [100, 200, 300],
        condition: None,
    };

    #[test]
    fn each_medal_is_earned_at_its_score_and_not_one_below() {
        for m in Medal::ALL {
            let at = RULE.score_for(m);
            assert_eq!(RULE.earned(&round(at)), Some(m));
            let below = Medal::ALL.into_iter().rev().find(|&b| b < m);
            assert_eq!(RULE.earned(&round(at - 1)), below);
        }
    }

    #[test]
    fn a_missed_condition_earns_nothing_whatever_the_score() {
        let rule = MedalRule {
            condition: Some(MedalCondition::NoTipOrSpinMisses),
            ..RULE
        };
        let missed = RoundOutcome {
            tip_and_spin_misses: 1,
            ..round(1000)
        };
        assert_eq!(rule.earned(&missed), None);
        assert_eq!(rule.earned(&round(1000)), Some(Medal::Gold));
        let accurate = MedalRule {
            condition: Some(MedalCondition::AccuracyAtLeast(0.6)),
            ..RULE
        };
        assert_eq!(accurate.earned(&round(1000)), None);
    }

    #[test]
    fn the_next_medal_follows_the_one_held() {
        assert_eq!(RULE.next_after(None), Some((Medal::Bronze, 100)));
        assert_eq!(
            RULE.next_after(Some(Medal::Silver)),
            Some((Medal::Gold, 300))
        );
        assert_eq!(RULE.next_after(Some(Medal::Gold)), None);
        assert!(Medal::Gold > Medal::Bronze);
    }
}
