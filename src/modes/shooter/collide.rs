//! The collision step: every shell's step against the targets and obstacles,
//! a broad phase first (or brute force, the reference, switched live with
//! `B`), then the narrow phase (`narrow::resolve_shell`) over both cores.
//!
//! The broad phase files each live target under a uniform grid by the box of
//! what it covers over the step: its reach (the disk about its position that
//! holds its mesh whatever its angle) swept from its position at the start
//! of the step to its position at the end. Its spin adds nothing to that
//! disk, so the box holds every point any of the three tests can find. Each
//! shell's box (its step `P → P'`) is looked up; the things whose boxes it
//! overlaps are its candidates. Both ways give the same hits: the broad
//! phase only leaves out pairs no exact test can find.
//!
//! The narrow phase runs over fixed chunks of [`CHUNK`] shells in parallel
//! (rayon). Each chunk writes only its own shells' verdicts, and the round
//! applies them afterwards in shell order, so 1 or 2 threads give the same
//! round. The buffers are kept between steps: once they are as large as the
//! storm, a step allocates nothing.

use std::time::Instant;

use glam::Vec2;
use rayon::prelude::*;

use super::narrow::{ShellOutcome, StepScene, resolve_shell};
use super::shell::Shells;
use super::target::Target;
use crate::geom::{Aabb, Disk, MOVING_SWEEP_REL_EPS, UniformGrid, segment_box, swept_disk_box};
use crate::levels::arena::ObstacleSpec;

/// Shells per parallel task: small enough to share 100,000 shells among
/// cores evenly, large enough (the floor is 64) that a task's
/// overhead is small beside its tests.
pub const CHUNK: usize = 256;

/// Chunks a parallel task takes at least: 1,024 shells.
const MIN_CHUNKS_PER_TASK: usize = 4;

/// What the last collision step did, for the `F3` line and the benches.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct StepCounts {
    /// Shells tested.
    pub shells: u32,
    /// (shell, thing) pairs the broad phase looked at: the entries of the
    /// grid cells the shells' boxes overlap. Brute force: every pair.
    pub pairs_looked_at: u64,
    /// (shell, thing) pairs handed to the exact tests: those whose boxes
    /// overlap. Brute force: every pair with a live target or an obstacle.
    pub exact_tests: u64,
    /// Microseconds filing the targets in the grid (0 for brute force).
    pub broad_us: u32,
    /// Microseconds of the lookups and exact tests, all chunks.
    pub narrow_us: u32,
}

/// The buffers of the collision step, kept between steps.
#[derive(Debug, Clone, Default)]
pub(crate) struct Collider {
    grid: UniformGrid,
    /// Brute force's candidates: every live target and obstacle.
    everything: Vec<u32>,
    /// Per chunk, the shells something happened to (a hit or a ghost), by
    /// index: most shells of a storm meet nothing, and a full verdict per
    /// shell would be megabytes written and read again every step.
    found: Vec<Vec<(u32, ShellOutcome)>>,
    /// One candidate list per chunk, reused.
    scratch: Vec<Vec<u32>>,
    /// (pairs looked at, exact tests) per chunk.
    chunk_counts: Vec<(u64, u64)>,
}

/// The box of everything a target can reach over its step (see the module
/// notes), grown by the spin test's tolerance and more, so a hit that test
/// reports a little outside the mesh is still inside it.
#[must_use]
pub fn target_sweep_box(target: &Target) -> Aabb {
    let reach = target_reach(target);
    let start = Disk::new(target.motion.start().position, reach);
    swept_disk_box(start, Disk::new(target.motion.end().position, reach))
}

/// How far from its centre (world units) anything any of the three tests
/// reports on `target` can be, at any time of the step: its reach (the disk
/// about its position that holds its mesh whatever its angle) grown by eight
/// times the spin test's tolerance `ε` (a hit of the spin test is within
/// `0.9·ε` of the mesh, and `ε` is at most the reach times
/// [`MOVING_SWEEP_REL_EPS`]) and 10⁻³ more for rounding. The grid's box and
/// the narrow phase's capsule reject both use it.
#[must_use]
pub fn target_reach(target: &Target) -> f32 {
    let local = target.mesh.bounding_disk();
    let reach = (local.center.length() + local.radius) * target.motion.start().scale.abs();
    reach * (1.0 + 8.0 * MOVING_SWEEP_REL_EPS) + 1e-3
}

/// The box of an obstacle, grown a little for rounding.
#[must_use]
pub fn obstacle_box(obstacle: &ObstacleSpec) -> Aabb {
    let tight = match obstacle {
        ObstacleSpec::Rect(obb) => obb.aabb(),
        ObstacleSpec::Disk(disk) => disk.aabb(),
    };
    let grown = tight.half_extents() * 1.001 + Vec2::splat(1e-3);
    Aabb::from_center_half_extents(tight.center(), grown)
}

impl Collider {
    /// Tests every shell's step (`previous → positions`) against `scene`,
    /// through the grid over `domain` when `broad`, else against everything.
    /// The outcomes are then [`Collider::outcomes`], in shell order.
    pub fn resolve(
        &mut self,
        shells: &Shells,
        scene: &StepScene,
        domain: Aabb,
        broad: bool,
    ) -> StepCounts {
        let started = Instant::now();
        let live = |t: &Target| t.is_alive();
        let obstacle_ids = (0..scene.obstacles.len()).map(|o| scene.obstacle_id(o));
        self.everything.clear();
        let live_targets = scene.targets.iter().enumerate().filter(|(_, t)| live(t));
        self.everything
            .extend(live_targets.map(|(i, _)| i as u32).chain(obstacle_ids));
        if broad {
            let targets = scene
                .targets
                .iter()
                .map(|t| live(t).then(|| target_sweep_box(t)));
            let obstacles = scene.obstacles.iter().map(|o| Some(obstacle_box(o)));
            self.grid.rebuild(domain, targets.chain(obstacles));
        }
        let broad_us = if broad { micros(started) } else { 0 };

        let started = Instant::now();
        let n = shells.len();
        let chunks = n.div_ceil(CHUNK);
        if self.scratch.len() < chunks {
            self.scratch.resize_with(chunks, Vec::new);
            self.found.resize_with(chunks, Vec::new);
        }
        self.chunk_counts.clear();
        self.chunk_counts.resize(chunks, (0, 0));
        let (grid, everything) = (&self.grid, self.everything.as_slice());
        let shell_chunks = shells
            .previous()
            .par_chunks(CHUNK)
            .zip(shells.positions().par_chunks(CHUNK));
        self.found[..chunks]
            .par_iter_mut()
            .enumerate()
            .zip(self.scratch.par_iter_mut())
            .zip(self.chunk_counts.par_iter_mut())
            .zip(shell_chunks)
            // A task is at least this many chunks: below that, handing work
            // to another thread costs more than it saves (1,000 shells ran
            // slower on two threads than on one).
            .with_min_len(MIN_CHUNKS_PER_TASK)
            .for_each(|((((chunk, found), candidates), counts), (from, to))| {
                found.clear();
                for (offset, (&from, &to)) in from.iter().zip(to).enumerate() {
                    let tested = if broad {
                        counts.0 += grid.query(&segment_box(from, to, 0.0), candidates) as u64;
                        candidates.as_slice()
                    } else {
                        counts.0 += everything.len() as u64;
                        everything
                    };
                    counts.1 += tested.len() as u64;
                    // Most shells of a storm have no candidate at all.
                    if tested.is_empty() {
                        continue;
                    }
                    let outcome = resolve_shell(from, to, tested, scene);
                    if outcome != ShellOutcome::default() {
                        found.push(((chunk * CHUNK + offset) as u32, outcome));
                    }
                }
            });
        let (pairs_looked_at, exact_tests) = self
            .chunk_counts
            .iter()
            .fold((0, 0), |(a, b), &(c, d)| (a + c, b + d));
        StepCounts {
            shells: n as u32,
            pairs_looked_at,
            exact_tests,
            broad_us,
            narrow_us: micros(started),
        }
    }

    /// The last step's verdicts on the shells something happened to, as
    /// (shell index, verdict), ascending; every other shell met nothing.
    pub fn found(&self, shells: usize) -> impl Iterator<Item = &(u32, ShellOutcome)> {
        let chunks = shells.div_ceil(CHUNK);
        self.found[..chunks.min(self.found.len())].iter().flatten()
    }
}

fn micros(since: Instant) -> u32 {
    since.elapsed().as_micros().min(u32::MAX as u128) as u32
}
