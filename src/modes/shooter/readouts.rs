//! What the screen and a round's report read from a round: the aim line,
//! the selected target and its local-space inset, the round's numbers.
//! Selecting a target is all that changes here; the rules never read it.

use glam::Vec2;

use super::detect;
use super::game::{Phase, ShooterGame};
use super::stats::RoundReport;
use crate::geom::{Aabb, Ray, ray};
use crate::levels::arena::medals::{Medal, RoundOutcome};

impl ShooterGame {
    /// Where a shell fired at the next step would first be stopped, as the
    /// round's test will decide it: the aim line's ring. In point mode a thin
    /// tip the shell steps over is not where it lands.
    #[must_use]
    pub fn aim(&self) -> Option<detect::AimHit> {
        let shot = detect::AimShot {
            origin: self.plane.muzzle(),
            dir: self.plane.forward(),
            speed: self.arena().shells.speed,
            max_distance: self.arena().size.length(),
        };
        detect::aim(shot, &self.targets, &self.arena().obstacles, self.detection)
    }

    /// Where the aim line leaves the arena when it meets nothing: the exit of
    /// the ray from the arena's rect (slab method; the muzzle is inside, or the
    /// ray crosses the arena from outside). `None` if it never enters it.
    #[must_use]
    pub fn aim_exit(&self) -> Option<Vec2> {
        let half = self.arena().size * 0.5;
        let arena = Aabb {
            min: -half,
            max: half,
        };
        let ray = Ray {
            origin: self.plane.muzzle(),
            dir: self.plane.forward(),
        };
        ray::ray_aabb(&ray, &arena).map(|hit| hit.exit().point)
    }

    /// Selects the next target in arena order, and none after the last.
    pub fn select_next(&mut self) -> Option<usize> {
        self.selected = match self.selected {
            None if !self.targets.is_empty() => Some(0),
            Some(i) if i + 1 < self.targets.len() => Some(i + 1),
            _ => None,
        };
        self.selected
    }

    /// Selects the target under `world` (a click mapped through the inverse
    /// camera), or clears the selection. Returns the new selection.
    pub fn select_at(&mut self, world: Vec2) -> Option<usize> {
        self.selected = detect::pick(world, &self.targets);
        self.selected
    }

    /// The selected target seen in its initial pose, with the shells
    /// carried back by M⁻¹.
    #[must_use]
    pub fn inset(&self) -> Option<detect::Inset> {
        self.inset_of(self.selected?)
    }

    /// Target `index` seen as the inset would show it, selected or not.
    #[must_use]
    pub fn inset_of(&self, index: usize) -> Option<detect::Inset> {
        detect::inset(
            index,
            self.targets.get(index)?,
            &self.shells,
            self.detection,
        )
    }

    /// What the round shows of itself to the arena's medal rule.
    #[must_use]
    pub fn outcome(&self) -> RoundOutcome {
        RoundOutcome {
            score: self.stats.score,
            tip_and_spin_misses: self.stats.tip_misses + self.stats.spin_misses,
            accuracy: self.stats.accuracy(),
            steps_left: if self.clock_running() {
                self.steps_left()
            } else {
                0
            },
        }
    }

    /// The medal the round earned: none before it ends (a medal is for a
    /// whole round), nor in an arena without `[medals]`.
    #[must_use]
    pub fn earned_medal(&self) -> Option<Medal> {
        if self.phase != Phase::Ended {
            return None;
        }
        self.arena().medals?.earned(&self.outcome())
    }

    /// The round's numbers so far, as `--stats` writes them, with the medal
    /// it earned and the one after that.
    #[must_use]
    pub fn report(&self) -> RoundReport {
        let report = RoundReport::new(
            &self.arena().name,
            self.detection,
            &self.stats,
            self.round_step,
            self.phase == Phase::Ended,
        );
        let medal = self.earned_medal();
        let next = self.arena().medals.and_then(|rule| rule.next_after(medal));
        report.with_medals(medal, next)
    }
}
