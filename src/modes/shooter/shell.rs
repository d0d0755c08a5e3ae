//! A shell in flight: what the round (`game`) and the hit tests (`narrow`)
//! both speak of. Which test decides whether it hit a target is the arena's
//! [`Detection`](crate::levels::arena::Detection).

use glam::Vec2;
use rayon::prelude::*;

/// Shells one parallel task of [`Shells::advance`] moves: a storm's
/// 100,000 make 13 tasks (the last of 1,696), a duel's handful one.
const ADVANCE_CHUNK: usize = 8192;

/// Bytes one shell takes in [`Shells`]: where it is and was, its
/// direction (two `f32` each) and its three flags (a byte each).
pub const SHELL_BYTES: usize = 3 * size_of::<Vec2>() + 3;

/// A bound on a step of length `step` as computed: grown for the rounding
/// of `p + step` (a few ulps of the position, so relative to it, not to the
/// step) and of the square root.
fn bound_over(step: f32) -> f32 {
    step * (1.0 + 1e-5) + 1e-3
}

/// A shell in flight.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Shell {
    /// Where it is now, P' of the last step, world units.
    pub position: Vec2,
    /// Position one step ago: the path P→P' the swept test checks.
    pub previous: Vec2,
    /// Unit direction.
    pub direction: Vec2,
    /// Already counted as a tip miss: a shell is counted (and leaves its
    /// ghost) once, where the swept test would first have hit it.
    pub tip_missed: bool,
    /// Already counted as a spin miss: once, where the spin test would first
    /// have hit it, however many tips turn across it after that.
    pub spin_missed: bool,
    /// Fired by a storm's turret, not by the player: it hits and breaks
    /// targets, and the tests' catches count it, but the player's shots,
    /// hits and score do not.
    pub from_turret: bool,
}

impl Shell {
    /// A shell just fired from `position` along the unit `direction`: it
    /// has not moved yet (P = P') and has been counted as no miss.
    #[must_use]
    pub fn fired(position: Vec2, direction: Vec2) -> Self {
        Self {
            position,
            previous: position,
            direction,
            tip_missed: false,
            spin_missed: false,
            from_turret: false,
        }
    }

    /// A shell a storm's turret has just fired from `position` along the
    /// unit `direction`.
    #[must_use]
    pub fn from_turret(position: Vec2, direction: Vec2) -> Self {
        Self {
            from_turret: true,
            ..Self::fired(position, direction)
        }
    }
}

/// The shells in flight as a structure of arrays: the hit tests read only
/// where each shell was and is, so those lie packed together, the flags
/// and directions elsewhere. Index `i` of every array is shell `i`.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Shells {
    positions: Vec<Vec2>,
    previous: Vec<Vec2>,
    directions: Vec<Vec2>,
    tip_missed: Vec<bool>,
    spin_missed: Vec<bool>,
    from_turret: Vec<bool>,
    /// No shell's last step (`P → P'`) is longer than this: every change to
    /// the shells that moves one (pushing, advancing) keeps it so.
    step_bound: f32,
}

impl Shells {
    /// Shells in flight.
    #[must_use]
    pub fn len(&self) -> usize {
        self.positions.len()
    }

    /// None in flight.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.positions.is_empty()
    }

    fn at(&self, i: usize) -> Shell {
        Shell {
            position: self.positions[i],
            previous: self.previous[i],
            direction: self.directions[i],
            tip_missed: self.tip_missed[i],
            spin_missed: self.spin_missed[i],
            from_turret: self.from_turret[i],
        }
    }

    /// Every shell, gathered, in order (the inset walks them).
    pub fn iter(&self) -> impl ExactSizeIterator<Item = Shell> + '_ {
        (0..self.len()).map(|i| self.at(i))
    }

    /// Where each is now (P').
    #[must_use]
    pub fn positions(&self) -> &[Vec2] {
        &self.positions
    }

    /// Where each was a step ago (P).
    #[must_use]
    pub fn previous(&self) -> &[Vec2] {
        &self.previous
    }

    /// Shell `i`'s step over the last rules step, `[P, P']`.
    #[must_use]
    pub fn step(&self, i: usize) -> [Vec2; 2] {
        [self.previous[i], self.positions[i]]
    }

    pub(crate) fn push(&mut self, shell: Shell) {
        // Kept an upper bound whatever was pushed (a fired shell has not
        // moved, so this is no change).
        let step = shell.position.distance(shell.previous);
        if step > self.step_bound || step.is_nan() {
            self.step_bound = bound_over(step);
        }
        self.positions.push(shell.position);
        self.previous.push(shell.previous);
        self.directions.push(shell.direction);
        self.tip_missed.push(shell.tip_missed);
        self.spin_missed.push(shell.spin_missed);
        self.from_turret.push(shell.from_turret);
    }

    pub(crate) fn clear(&mut self) {
        self.positions.clear();
        self.previous.clear();
        self.directions.clear();
        self.tip_missed.clear();
        self.spin_missed.clear();
        self.from_turret.clear();
    }

    /// Makes this a copy of `other`, reusing these buffers (no allocation
    /// once they hold as many shells).
    pub(crate) fn copy_from(&mut self, other: &Shells) {
        self.positions.clone_from(&other.positions);
        self.previous.clone_from(&other.previous);
        self.directions.clone_from(&other.directions);
        self.tip_missed.clone_from(&other.tip_missed);
        self.spin_missed.clone_from(&other.spin_missed);
        self.from_turret.clone_from(&other.from_turret);
        self.step_bound = other.step_bound;
    }

    /// Room for `total` shells in every array.
    pub(crate) fn reserve_total(&mut self, total: usize) {
        let more = total.saturating_sub(self.len());
        self.positions.reserve(more);
        self.previous.reserve(more);
        self.directions.reserve(more);
        self.tip_missed.reserve(more);
        self.spin_missed.reserve(more);
        self.from_turret.reserve(more);
    }

    /// Bytes the arrays hold room for: [`SHELL_BYTES`] a shell of capacity.
    #[must_use]
    pub fn heap_bytes(&self) -> usize {
        let vectors = [&self.positions, &self.previous, &self.directions];
        let flags = [&self.tip_missed, &self.spin_missed, &self.from_turret];
        vectors
            .iter()
            .map(|v| v.capacity() * size_of::<Vec2>())
            .chain(flags.iter().map(|v| v.capacity()))
            .sum()
    }

    /// No shell's last step `P → P'` is longer than this (world units): a
    /// broad phase asked at a step's start covers the step within it.
    #[must_use]
    pub fn step_bound(&self) -> f32 {
        self.step_bound
    }

    /// Moves every shell `speed` along its direction, over both cores for a
    /// storm (each shell on its own, so the threads change nothing).
    pub(crate) fn advance(&mut self, speed: f32) {
        let longest_sq = self
            .positions
            .par_chunks_mut(ADVANCE_CHUNK)
            .zip(self.previous.par_chunks_mut(ADVANCE_CHUNK))
            .zip(self.directions.par_chunks(ADVANCE_CHUNK))
            .map(|((positions, previous), directions)| {
                previous.copy_from_slice(positions);
                let mut longest_sq = 0.0f32;
                for (p, d) in positions.iter_mut().zip(directions) {
                    let step = speed * *d;
                    *p += step;
                    longest_sq = longest_sq.max(step.length_squared());
                }
                longest_sq
            })
            .reduce(|| 0.0, f32::max);
        self.step_bound = bound_over(longest_sq.sqrt());
    }

    /// Whether shell `i` is the player's, not a turret's.
    #[must_use]
    pub fn is_players(&self, i: usize) -> bool {
        !self.from_turret[i]
    }

    /// Marks shell `i` as counted for a tip miss; whether it was already.
    pub(crate) fn mark_tip_missed(&mut self, i: usize) -> bool {
        std::mem::replace(&mut self.tip_missed[i], true)
    }

    /// Marks shell `i` as counted for a spin miss; whether it was already.
    pub(crate) fn mark_spin_missed(&mut self, i: usize) -> bool {
        std::mem::replace(&mut self.spin_missed[i], true)
    }

    /// Removes the shells whose flag is set (`flagged[i]` for shell `i`),
    /// each by moving the last shell into its place: a handful of moves for
    /// a step's few hits, where keeping the survivors in order moved every
    /// shell after the first hit. The order left is the same whatever found
    /// the hits (one thread or two, the grid or brute force).
    pub(crate) fn remove_flagged(&mut self, flagged: &[bool]) {
        // From the end: every shell after `i` is then one that stays, so
        // the one moved into `i` is never a shell still to be removed.
        for i in (0..flagged.len().min(self.len())).rev() {
            if flagged[i] {
                self.positions.swap_remove(i);
                self.previous.swap_remove(i);
                self.directions.swap_remove(i);
                self.tip_missed.swap_remove(i);
                self.spin_missed.swap_remove(i);
                self.from_turret.swap_remove(i);
            }
        }
    }
}
