//! A moment of a round: everything its next steps depend on, so that a
//! round put back to it and given the same inputs plays on exactly as it
//! did. The rewind history keeps one every so many steps.

use rand::rngs::Xoshiro256PlusPlus;

use super::effects::{Marker, Shard};
use super::game::{Phase, ShooterGame};
use super::miss_trace::MissTrace;
use super::plane::Plane;
use super::shell::Shells;
use super::stats::Stats;
use super::target::Target;
use crate::levels::arena::Detection;

/// The round's state at the start of a rules step: its two random streams,
/// the plane, shells, targets, counters, clock and effects. Not in it: the
/// arena and its meshes (shared, unchanged by a round), what the class
/// chose to look at (debug, inset, step line, slow motion, pause) and the
/// collision step's buffers, which hold nothing between steps.
#[derive(Debug, Clone, PartialEq)]
pub struct Moment {
    rng: Xoshiro256PlusPlus,
    storm_rng: Xoshiro256PlusPlus,
    plane: Plane,
    shells: Shells,
    targets: Vec<Target>,
    markers: Vec<Marker>,
    last_miss: Option<MissTrace>,
    shards: Vec<Shard>,
    stats: Stats,
    phase: Phase,
    round_step: u32,
    clock_start: Option<u32>,
    cooldown: u32,
    detection: Detection,
}

impl Moment {
    /// The rules step this moment starts.
    #[must_use]
    pub fn step(&self) -> u32 {
        self.round_step
    }

    /// Shell bytes this moment keeps room for ([`Shells::heap_bytes`]).
    #[must_use]
    pub fn shell_bytes(&self) -> usize {
        self.shells.heap_bytes()
    }

    /// Copies `game`'s round into this moment, reusing its buffers: once
    /// they are as large as the round's, no copy allocates.
    pub(super) fn copy_from(&mut self, game: &ShooterGame) {
        self.rng.clone_from(&game.rng);
        self.storm_rng.clone_from(&game.storm_rng);
        self.plane = game.plane;
        self.shells.copy_from(&game.shells);
        self.targets.clone_from(&game.targets);
        self.markers.clone_from(&game.markers);
        self.last_miss = game.last_miss;
        self.shards.clone_from(&game.shards);
        self.stats = game.stats;
        self.phase = game.phase;
        self.round_step = game.round_step;
        self.clock_start = game.clock_start;
        self.cooldown = game.cooldown;
        self.detection = game.detection;
    }

    /// Room for `shells` shells and `markers` markers, so that copies up to
    /// the round's caps never grow it.
    pub(super) fn reserve(&mut self, shells: usize, markers: usize) {
        self.shells.reserve_total(shells);
        self.markers
            .reserve(markers.saturating_sub(self.markers.len()));
    }
}

impl ShooterGame {
    /// The round's state now, as a [`Moment`] (a copy: for comparing two
    /// runs, which must agree on every part of it).
    #[must_use]
    pub fn moment(&self) -> Moment {
        Moment {
            rng: self.rng.clone(),
            storm_rng: self.storm_rng.clone(),
            plane: self.plane,
            shells: self.shells.clone(),
            targets: self.targets.clone(),
            markers: self.markers.clone(),
            last_miss: self.last_miss,
            shards: self.shards.clone(),
            stats: self.stats,
            phase: self.phase,
            round_step: self.round_step,
            clock_start: self.clock_start,
            cooldown: self.cooldown,
            detection: self.detection,
        }
    }

    /// Puts the round back to `moment`, reusing the round's buffers.
    pub(super) fn restore(&mut self, moment: &Moment) {
        self.rng.clone_from(&moment.rng);
        self.storm_rng.clone_from(&moment.storm_rng);
        self.plane = moment.plane;
        self.shells.copy_from(&moment.shells);
        self.targets.clone_from(&moment.targets);
        self.markers.clone_from(&moment.markers);
        self.last_miss = moment.last_miss;
        self.shards.clone_from(&moment.shards);
        self.stats = moment.stats;
        self.phase = moment.phase;
        self.round_step = moment.round_step;
        self.clock_start = moment.clock_start;
        self.cooldown = moment.cooldown;
        self.detection = moment.detection;
    }
}
