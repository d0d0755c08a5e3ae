//! The collision step: every shell's step against the targets and obstacles,
//! a broad phase first (or brute force, the reference, switched live with
//! `B`), then the narrow phase (`narrow::resolve_shell`) over both cores.
//!
//! The broad phase files each live target by what it covers over the step:
//! its reach (the disk about its position that holds its mesh whatever its
//! angle) swept from its position at the start of the step to its position
//! at the end, a capsule. Its spin adds nothing to that disk, so the
//! capsule holds every point any of the three tests can find. With at most
//! 64 things (a storm's targets) they go in a [`MaskGrid`], each cell a bit
//! mask of the capsules within the longest shell step of it, and a shell
//! asks only the cell its step starts in; with more, in a [`UniformGrid`]
//! by their boxes, which each shell's step box is looked up in. Every
//! candidate then meets the capsule reject ([`ReachCapsule`]): a step that
//! passes wide of a target's reach is dropped before any mesh is touched,
//! whichever way found it. Both ways give the same hits: the broad phase
//! only leaves out pairs the reject would.
//!
//! The narrow phase runs over fixed chunks of [`CHUNK`] shells in parallel
//! (rayon). Each chunk writes only its own shells' verdicts, and the round
//! applies them afterwards in shell order, so 1 or 2 threads give the same
//! round. The buffers are kept between steps: once they are as large as the
//! storm, a step allocates nothing.

use std::time::Instant;

use glam::Vec2;
use rayon::prelude::*;

use super::narrow::{ReachCapsule, ShellOutcome, ShellWorld, resolve_shell, target_capsule};
use super::shell::Shells;
use super::target::Target;
use crate::geom::{
    Aabb, Capsule, Disk,
    broad::{self, GridCell, MASK_GRID_IDS, MaskGrid, UniformGrid},
};
use crate::levels::arena::ObstacleSpec;

/// Shells per chunk of the narrow phase: small enough to share 100,000
/// shells among cores evenly, large enough that a chunk's own work (its
/// candidate passes over fixed arrays of this size) is small beside its
/// tests; four chunks at least make a task ([`MIN_CHUNKS_PER_TASK`]).
pub const CHUNK: usize = 256;

/// Chunks a parallel task takes at least: 1,024 shells.
const MIN_CHUNKS_PER_TASK: usize = 4;

/// What the last collision step did, for the `F3` line and the benches.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct StepCounts {
    /// Shells tested.
    pub shells: u32,
    /// (shell, thing) pairs the broad phase gave as candidates (the bits of
    /// a shell's cell, or the entries of the cells its box overlaps). Brute
    /// force: every pair with a live target or an obstacle.
    pub pairs_looked_at: u64,
    /// (shell, thing) pairs handed to the exact tests: the candidates left
    /// once the targets whose reach the step passes wide of are dropped
    /// (the capsule reject). For targets the same both ways: the broad
    /// phase only leaves out pairs that reject would.
    pub exact_tests: u64,
    /// Microseconds filing the targets in the grid (0 for brute force).
    pub broad_us: u32,
    /// Microseconds of the lookups and exact tests, all chunks.
    pub narrow_us: u32,
}

/// How the step finds each shell's candidates.
#[derive(Debug, Clone, Copy)]
enum Way {
    /// The mask grid, asked at the shell's start: at most 64 things.
    Masks,
    /// The box grid: more things than a mask holds.
    Grid,
    /// Brute force, the reference: every live target and obstacle.
    Everything,
}

/// The buffers of the collision step, kept between steps.
#[derive(Debug, Clone, Default)]
pub(crate) struct Collider {
    /// The broad phase for up to 64 things (a storm's targets).
    masks: MaskGrid,
    /// The broad phase for more.
    grid: UniformGrid,
    /// Brute force's candidates: every live target and obstacle.
    everything: Vec<u32>,
    /// Each thing's capsule reject, worked out once a step (by id; an
    /// obstacle's rejects nothing).
    reaches: Vec<ReachCapsule>,
    /// Per chunk, the shells something happened to (a hit or a ghost), by
    /// index: most shells of a storm meet nothing, and a full verdict per
    /// shell would be megabytes written and read again every step.
    found: Vec<Vec<(u32, ShellOutcome)>>,
    /// One set of candidate buffers per chunk, reused.
    scratch: Vec<ChunkScratch>,
    /// (pairs looked at, exact tests) per chunk.
    chunk_counts: Vec<(u64, u64)>,
}

/// The box of everything a target can reach over its step: the box round
/// its [`target_capsule`].
#[must_use]
pub fn target_sweep_box(target: &Target) -> Aabb {
    let Capsule { segment, radius } = target_capsule(target);
    broad::swept_disk_box(Disk::new(segment.a, radius), Disk::new(segment.b, radius))
}

/// A disk round an obstacle ([`ObstacleSpec::bounding_disk`]), grown a
/// little for rounding, as a capsule that does not slide.
#[must_use]
pub fn obstacle_capsule(obstacle: &ObstacleSpec) -> Capsule {
    let disk = obstacle.bounding_disk();
    Capsule::new(disk.center, disk.center, grown(disk.radius))
}

/// The box of an obstacle ([`ObstacleSpec::aabb`]), grown a little for
/// rounding.
#[must_use]
pub fn obstacle_box(obstacle: &ObstacleSpec) -> Aabb {
    let tight = obstacle.aabb();
    let half = tight.half_extents();
    Aabb::from_center_half_extents(tight.center(), Vec2::new(grown(half.x), grown(half.y)))
}

/// A length grown by a thousandth and 10⁻³ world units: the broad phase's
/// margin for an obstacle, far above the rounding of its box or disk and
/// far below anything a player sees.
fn grown(length: f32) -> f32 {
    length * 1.001 + 1e-3
}

impl Collider {
    /// Tests every shell's step (`previous → positions`) against `world`,
    /// through a broad phase over `domain` when `broad`, else against
    /// everything. The outcomes are then [`Collider::found`], in shell order.
    pub fn resolve(
        &mut self,
        shells: &Shells,
        world: &ShellWorld,
        domain: Aabb,
        broad: bool,
    ) -> StepCounts {
        let started = Instant::now();
        let live = |t: &Target| t.is_alive();
        let obstacle_ids = (0..world.obstacles.len()).map(|o| world.obstacle_id(o));
        self.everything.clear();
        let live_targets = world.targets.iter().enumerate().filter(|(_, t)| live(t));
        self.everything
            .extend(live_targets.map(|(i, _)| i as u32).chain(obstacle_ids));
        // The mask grid asks a shell only where its step starts, which the
        // shells' bound on their steps makes enough.
        debug_assert!(
            shells
                .previous()
                .iter()
                .zip(shells.positions())
                .all(|(a, b)| a.distance(*b) <= shells.step_bound() || a.distance(*b).is_nan()),
            "a shell stepped farther than its bound"
        );
        let way = if !broad {
            Way::Everything
        } else if self.masks.rebuild(
            domain,
            shells.step_bound(),
            world
                .targets
                .iter()
                .map(|t| live(t).then(|| target_capsule(t)))
                .chain(world.obstacles.iter().map(|o| Some(obstacle_capsule(o)))),
        ) {
            Way::Masks
        } else {
            let targets = world
                .targets
                .iter()
                .map(|t| live(t).then(|| target_sweep_box(t)));
            let obstacles = world.obstacles.iter().map(|o| Some(obstacle_box(o)));
            self.grid.rebuild(domain, targets.chain(obstacles));
            Way::Grid
        };
        let broad_us = if broad { micros(started) } else { 0 };

        let started = Instant::now();
        let n = shells.len();
        let chunks = n.div_ceil(CHUNK);
        if self.scratch.len() < chunks {
            self.scratch.resize_with(chunks, ChunkScratch::default);
            self.found.resize_with(chunks, Vec::new);
        }
        self.chunk_counts.clear();
        self.chunk_counts.resize(chunks, (0, 0));
        self.reaches.clear();
        let targets = world.targets.iter().map(ReachCapsule::of);
        let obstacles = world.obstacles.iter().map(|_| ReachCapsule::EVERYWHERE);
        self.reaches.extend(targets.chain(obstacles));
        let (masks, grid, reaches) = (&self.masks, &self.grid, self.reaches.as_slice());
        let everything = self.everything.as_slice();
        let everything_bits = everything
            .iter()
            .try_fold(0u64, |bits, &id| (id < 64).then(|| bits | 1 << id));
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
            .for_each(|((((chunk, found), scratch), counts), (from, to))| {
                found.clear();
                // Each shell's candidates that the capsule reject keeps
                // (ascending ids) to the narrow phase.
                let judge = |offset: usize, candidates: &[u32]| {
                    let outcome = resolve_shell(from[offset], to[offset], candidates, world);
                    if outcome != ShellOutcome::default() {
                        found.push(((chunk * CHUNK + offset) as u32, outcome));
                    }
                };
                match (way, everything_bits) {
                    (Way::Masks, _) => {
                        masked_candidates(from, to, Near::Grid(masks), reaches, counts, judge);
                    }
                    // Brute force over at most 64 things takes the same
                    // walk, every thing a candidate of every shell, so the
                    // two ways differ in the broad phase alone.
                    (Way::Everything, Some(bits)) => {
                        masked_candidates(from, to, Near::Every(bits), reaches, counts, judge);
                    }
                    (Way::Grid, _) => {
                        let list = Listed::Grid(grid);
                        listed_candidates(from, to, list, reaches, scratch, counts, judge);
                    }
                    (Way::Everything, None) => {
                        let list = Listed::Everything(everything);
                        listed_candidates(from, to, list, reaches, scratch, counts, judge);
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

/// What one chunk of shells keeps between steps: the candidates of the
/// shell it is at.
#[derive(Debug, Clone, Default)]
pub(crate) struct ChunkScratch {
    /// A box grid's answer, or brute force's list, for one shell.
    listed: Vec<u32>,
    /// Those of them the capsule reject keeps.
    kept: Vec<u32>,
}

/// The candidates of one chunk of shells as id bits (the mask grid's, or
/// every thing's), kept by the capsule reject, handed to `judge` shell by
/// shell (place in the chunk, ids ascending). Written to run with few
/// branches a processor can mispredict: most shells are near nothing and
/// the rest near one or two things, in no order a predictor can learn. So
/// it goes in passes, each gathering the shells the next needs without a
/// branch: the shells near something (a bit of a small table each), then
/// those with a candidate the reject keeps (the kept ids as bits, each
/// reject's answer shifted in), then the narrow phase on those.
fn masked_candidates(
    from: &[Vec2],
    to: &[Vec2],
    near: Near,
    reaches: &[ReachCapsule],
    counts: &mut (u64, u64),
    mut judge: impl FnMut(usize, &[u32]),
) {
    // Every step is within the grid's margin (`Shells::step_bound`), so it
    // needs only the cell it starts in: its start alone is read here.
    let mut cells = [GridCell::default(); CHUNK];
    let mut near_something = [0u32; CHUNK];
    let mut gathered = 0;
    for (offset, (&from, cell)) in from.iter().zip(&mut cells).enumerate() {
        let any = match near {
            Near::Grid(masks) => {
                *cell = masks.cell_near(from);
                masks.any_near(*cell)
            }
            Near::Every(ids) => ids != 0,
        };
        near_something[gathered] = offset as u32;
        gathered += usize::from(any);
    }
    // Each gathered shell's ids the reject keeps, as a mask, and the shells
    // with any gathered again.
    let mut kept = [0u64; CHUNK];
    let mut in_reach = 0;
    for g in 0..gathered {
        let offset = near_something[g] as usize;
        let (from, to) = (from[offset], to[offset]);
        let mut ids = match near {
            Near::Grid(masks) => masks.ids_near(cells[offset]),
            Near::Every(ids) => ids,
        };
        let mut keep = 0u64;
        while ids != 0 {
            let thing = ids.trailing_zeros();
            ids &= ids - 1;
            counts.0 += 1;
            keep |= u64::from(!reaches[thing as usize].beyond(from, to)) << thing;
        }
        kept[offset] = keep;
        // In place: `in_reach <= g`, so no entry still to be read is lost.
        near_something[in_reach] = offset as u32;
        in_reach += usize::from(keep != 0);
    }
    let mut candidates = [0u32; MASK_GRID_IDS];
    for &offset in &near_something[..in_reach] {
        let mut ids = kept[offset as usize];
        let mut count = 0;
        while ids != 0 {
            candidates[count] = ids.trailing_zeros();
            ids &= ids - 1;
            count += 1;
        }
        counts.1 += count as u64;
        judge(offset as usize, &candidates[..count]);
    }
}

/// Where [`masked_candidates`] finds a shell's candidates, as id bits.
#[derive(Debug, Clone, Copy)]
enum Near<'a> {
    /// The bits of the mask grid's cell the shell starts in.
    Grid(&'a MaskGrid),
    /// These bits for every shell: brute force over at most 64 things.
    Every(u64),
}

/// Where [`listed_candidates`] finds a shell's candidates, as ids.
#[derive(Debug, Clone, Copy)]
enum Listed<'a> {
    /// The box grid's cells the shell's step box overlaps.
    Grid(&'a UniformGrid),
    /// Every live target and obstacle: brute force over more than 64.
    Everything(&'a [u32]),
}

/// The box grid's or brute force's candidates for one chunk of shells, as
/// lists, kept by the capsule reject, handed to `judge` as
/// [`masked_candidates`] does.
fn listed_candidates(
    from: &[Vec2],
    to: &[Vec2],
    list: Listed,
    reaches: &[ReachCapsule],
    scratch: &mut ChunkScratch,
    counts: &mut (u64, u64),
    mut judge: impl FnMut(usize, &[u32]),
) {
    let ChunkScratch { listed, kept } = scratch;
    for (offset, (&from, &to)) in from.iter().zip(to).enumerate() {
        let candidates = match list {
            Listed::Grid(grid) => {
                counts.0 += grid.query(&broad::segment_box(from, to, 0.0), listed) as u64;
                listed.as_slice()
            }
            Listed::Everything(everything) => {
                counts.0 += everything.len() as u64;
                everything
            }
        };
        kept.clear();
        let in_reach = candidates
            .iter()
            .filter(|&&id| !reaches[id as usize].beyond(from, to));
        kept.extend(in_reach);
        if !kept.is_empty() {
            counts.1 += kept.len() as u64;
            judge(offset, kept);
        }
    }
}

fn micros(since: Instant) -> u32 {
    since.elapsed().as_micros().min(u32::MAX as u128) as u32
}
