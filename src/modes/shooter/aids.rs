//! The shooter's teaching aids: what a teacher turns on to show a hit (or a
//! miss) for what it is (the debug overlay, the local-space inset, slow
//! motion, a chosen hit test, practice without a clock), and the order `T`
//! steps through the hit tests. A
//! lesson step names them; so can a player's keys (`D`, `Tab`, `[`, `T`), which
//! change the same fields.

use super::ShooterGame;
use super::tuning::MAX_SLOW_LEVEL;
use crate::levels::arena::Detection;
use crate::sim::Selection;

/// The shooter's teaching aids a lesson step turns on (its `debug`,
/// `inset`, `slow_motion`, `detection` and `practice` keys).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TeachingAids {
    /// Triangles, bounds and paths drawn over the targets.
    pub debug: bool,
    /// The first target's local-space inset.
    pub inset: bool,
    /// Slow motion: the rules run at 1/2^`slow_motion` speed (0 to
    /// [`MAX_SLOW_LEVEL`]).
    pub slow_motion: u32,
    /// The hit test the step uses (the arena's when `None`).
    pub detection: Option<Detection>,
    /// No clock and no end box.
    pub practice: bool,
}

impl Default for TeachingAids {
    /// Nothing turned on, the arena's own hit test, and practice: a lesson
    /// step has no clock unless it asks for one.
    fn default() -> Self {
        Self {
            debug: false,
            inset: false,
            slow_motion: 0,
            detection: None,
            practice: true,
        }
    }
}

/// The test `T` turns to after `now`: the next stronger, after the
/// strongest the weakest, so a class sees each miss and then its fix.
#[must_use]
pub fn next_detection(now: Detection) -> Detection {
    let at = Detection::ALL.iter().position(|&d| d == now).unwrap_or(0);
    Detection::ALL[Selection::at(at, Detection::ALL.len()).stepped(1).index()]
}

impl ShooterGame {
    /// Turns `views` on in this game, as a lesson step shows it. A slow
    /// motion past [`MAX_SLOW_LEVEL`] is held to it (the lesson's check
    /// refuses one before it gets here).
    pub fn teach(&mut self, views: &TeachingAids) {
        self.debug = views.debug;
        if views.inset && self.selected.is_none() {
            self.select_next();
        }
        self.slow_level = views.slow_motion.min(MAX_SLOW_LEVEL);
        if let Some(detection) = views.detection {
            self.detection = detection;
        }
        self.practice = views.practice;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn t_steps_from_each_test_to_the_next_stronger_then_back() {
        assert_eq!(next_detection(Detection::Point), Detection::Swept);
        assert_eq!(next_detection(Detection::Swept), Detection::Spin);
        assert_eq!(next_detection(Detection::Spin), Detection::Point);
    }
}
