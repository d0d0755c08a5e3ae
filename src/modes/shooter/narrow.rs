//! The narrow phase: one shell's step against the targets and obstacles it
//! may meet, by the round's hit test, and what the other tests would have
//! said (the HUD's saves and misses, the ghost markers).
//!
//! The three tests, weakest first ([`Detection`]), each carry the shell into
//! a target's local space, where its triangles are:
//!
//! - **point**: `M₁⁻¹·P'` in a triangle, `M₁` the target's pose at the end of
//!   the step (`contain::point_in_trimesh`);
//! - **swept**: the segment `M₁⁻¹·P → M₁⁻¹·P'` crosses a triangle: the
//!   shell's motion swept, the target held in its end pose
//!   (`sweep::sweep_segment_trimesh`);
//! - **spin**: the shell's true local path `M(s)⁻¹·P(s)` over the step meets a
//!   triangle, the target turning and sliding from `M₀` to `M₁`
//!   (`sweep::sweep_point_moving_trimesh`).
//!
//! Each finds every hit on a target the one before it finds (the point test's
//! `P'` is the end of both sweeps' paths), so a hit is classed by the weakest
//! test that finds it: a *tip save* if only the sweeps do, a *spin save* if
//! only the spin test does. A shell the round's test lets through where a
//! stronger one meets a target leaves a ghost there: a *tip miss* where the
//! swept test would have hit, a *spin miss* where only the spin test would.
//! Only the queries a verdict needs are asked, weakest or strongest first as
//! the round's test makes cheaper.

use glam::Vec2;

use super::target::{LocalHit, Target};
use crate::geom::{
    self, Capsule, Segment, TriMesh, contain,
    overlap::{self, Proximity},
    sweep::{self, MOVING_SWEEP_REL_EPS},
};
use crate::levels::arena::{Detection, ObstacleSpec};

/// What a shell's step is tested against: this step's targets (each with
/// its motion) and obstacles, and the round's hit test. Every shell of a
/// step shares it.
#[derive(Debug, Clone, Copy)]
pub(crate) struct ShellWorld<'a> {
    /// Each with its motion over this step ([`Target::motion`]), which holds
    /// both poses' inverse model matrices, computed once for the step.
    pub targets: &'a [Target],
    pub obstacles: &'a [ObstacleSpec],
    pub detection: Detection,
}

impl ShellWorld<'_> {
    /// Candidate ids: `0..targets.len()` are targets, the obstacles follow.
    #[inline]
    pub fn obstacle_id(&self, obstacle: usize) -> u32 {
        (self.targets.len() + obstacle) as u32
    }
}

/// What stopped a shell this step.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) enum ShellHit {
    Obstacle { point: Vec2 },
    Target { index: usize, hit: LocalHit },
}

/// The verdict on one shell for one step.
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub(crate) struct ShellOutcome {
    pub hit: Option<ShellHit>,
    /// Point test only: where the swept test would have hit a target the
    /// shell stepped over (a tip miss).
    pub tip_ghost: Option<Vec2>,
    /// Point and swept tests: where only the spin test would have hit a
    /// target that turned across the shell (a spin miss).
    pub spin_ghost: Option<Vec2>,
}

/// A contact along the path: its time in the step, and where.
#[derive(Debug, Clone, Copy)]
struct Contact {
    t: f32,
    local_point: Vec2,
    triangle: usize,
}

/// What one target makes of the shell: the round's test hit it, or a
/// stronger test would have.
enum TargetVerdict {
    Hit(Contact, Detection),
    TipGhost(f32),
    SpinGhost(f32),
    Clear,
}

/// Tests one shell's step `from → to` against the candidates (ascending ids,
/// see [`ShellWorld::obstacle_id`]; a broken target among them is skipped)
/// by the world's test, the others asked only as the verdict needs. The
/// collision step has already left out the targets out of reach
/// ([`ReachCapsule::beyond`]).
///
/// Obstacles always block along the path (they are not what the tests
/// teach). The earliest contact along the path wins, the lowest id on a tie;
/// a point-test hit is found at `P'`, so at `t = 1`. A ghost behind what
/// stopped the shell was never reached, and is dropped.
pub(crate) fn resolve_shell(
    from: Vec2,
    to: Vec2,
    candidates: &[u32],
    world: &ShellWorld,
) -> ShellOutcome {
    let mut best: Option<(f32, ShellHit)> = None;
    let (mut tip_ghost, mut spin_ghost) = (None::<f32>, None::<f32>);
    let earliest = |slot: &mut Option<f32>, t: f32| {
        if slot.is_none_or(|old| t < old) {
            *slot = Some(t);
        }
    };
    let split = candidates.partition_point(|&id| (id as usize) < world.targets.len());
    let (targets, obstacles) = candidates.split_at(split);
    for &id in targets {
        let index = id as usize;
        let Some(target) = world.targets.get(index) else {
            continue;
        };
        if !target.is_alive() {
            continue;
        }
        match target_verdict(from, to, target, world.detection) {
            TargetVerdict::Hit(contact, weakest) => {
                if best.is_none_or(|(best_t, _)| contact.t < best_t) {
                    let world_point = from.lerp(to, contact.t);
                    let hit = local_hit(&target.mesh, world_point, contact, weakest);
                    best = Some((contact.t, ShellHit::Target { index, hit }));
                }
            }
            TargetVerdict::TipGhost(t) => earliest(&mut tip_ghost, t),
            TargetVerdict::SpinGhost(t) => earliest(&mut spin_ghost, t),
            TargetVerdict::Clear => {}
        }
    }
    for &id in obstacles {
        let Some(obstacle) = world.obstacles.get(id as usize - world.targets.len()) else {
            continue;
        };
        if let Some(t) = obstacle.segment_entry(from, to)
            && best.is_none_or(|(best_t, _)| t < best_t)
        {
            let point = from.lerp(to, t);
            best = Some((t, ShellHit::Obstacle { point }));
        }
    }
    let reached = |ghost: Option<f32>| {
        ghost
            .filter(|&t| best.is_none_or(|(best_t, _)| t < best_t))
            .map(|t| from.lerp(to, t))
    };
    ShellOutcome {
        hit: best.map(|(_, hit)| hit),
        tip_ghost: reached(tip_ghost),
        spin_ghost: reached(spin_ghost),
    }
}

/// How far from its centre (world units) anything any of the three tests
/// reports on `target` can be, at any time of the step: its reach (the disk
/// about its position that holds its mesh whatever its angle) grown by eight
/// times the spin test's tolerance `ε` (a hit of the spin test is within
/// `0.9·ε` of the mesh, and `ε` is at most the reach times
/// [`MOVING_SWEEP_REL_EPS`]) and 10⁻³ more for rounding. The grid's box and
/// the narrow phase's capsule reject both use it.
#[must_use]
pub(crate) fn hit_reach(target: &Target) -> f32 {
    let reach = target.mesh.reach() * target.motion.start().scale.abs();
    reach * (1.0 + 8.0 * MOVING_SWEEP_REL_EPS) + 1e-3
}

/// The capsule of everything a target can reach over its step: its reach
/// ([`hit_reach`]) about the segment its centre slides along (its spin adds
/// nothing to that disk). The collision step's grids file it, and the
/// capsule reject tests it; it lives here, with the tests it bounds, so the
/// collision step depends on the narrow phase and not the other way round.
#[must_use]
pub(crate) fn target_capsule(target: &Target) -> Capsule {
    let (start, end) = (target.motion.start(), target.motion.end());
    Capsule::new(start.position, end.position, hit_reach(target))
}

/// The capsule reject of one target over a step: its [`target_capsule`],
/// worked out once a step, which a shell's step passing wide of
/// ([`overlap::segment_capsule`]) cannot hit.
#[derive(Debug, Clone, Copy)]
pub(crate) struct ReachCapsule(Capsule);

impl ReachCapsule {
    /// One that rejects nothing (an obstacle's: they are not what the
    /// reject is for).
    pub const EVERYWHERE: Self = Self(Capsule::new(Vec2::ZERO, Vec2::ZERO, f32::INFINITY));

    /// `target`'s over this step: its reach about `c₀ → c₁`.
    pub fn of(target: &Target) -> Self {
        Self(target_capsule(target))
    }

    /// True when no test can find anything of the target on the step
    /// `from → to`: the step passes farther than its reach ([`hit_reach`])
    /// from the segment the target's centre slides along (`c₀ → c₁`).
    /// Conservative: every point any test reports is the shell at some time
    /// `t`, `P(t)`, within that reach of the centre at `t` (the spin test)
    /// or at the end (the point and swept tests, which hold the end pose),
    /// both points of `c₀ → c₁`; so the distance between the two segments
    /// is at most the reach. This capsule is much tighter than a grid cell
    /// or box round it, and costs a few products against a mesh sweep.
    /// False for NaN ([`Proximity::Unknown`]): then the exact tests decide.
    #[inline]
    pub fn beyond(&self, from: Vec2, to: Vec2) -> bool {
        overlap::segment_capsule(&Segment::new(from, to), &self.0) == Proximity::Apart
    }
}

/// One live target against the shell's step, by `detection`.
fn target_verdict(from: Vec2, to: Vec2, target: &Target, detection: Detection) -> TargetVerdict {
    let mesh: &TriMesh = &target.mesh;
    let motion = &target.motion;
    let inv = motion.end_inverse();
    let point = || {
        contain::point_in_trimesh(to, mesh, &inv).map(|triangle| Contact {
            t: 1.0,
            local_point: inv.transform_point2(to),
            triangle,
        })
    };
    let swept = || {
        sweep::sweep_segment_trimesh(from, to, mesh, &inv).map(|s| Contact {
            t: s.t,
            local_point: s.local_point,
            triangle: s.triangle,
        })
    };
    let spin = || {
        sweep::sweep_point_moving_trimesh(from, to, mesh, motion).map(|s| Contact {
            t: s.t,
            local_point: s.local_point,
            triangle: s.triangle,
        })
    };
    // A miss of the round's test: is there a stronger one that hits?
    let stronger = |swept_hit: Option<Contact>| match swept_hit {
        Some(s) => TargetVerdict::TipGhost(s.t),
        None => spin().map_or(TargetVerdict::Clear, |m| TargetVerdict::SpinGhost(m.t)),
    };
    match detection {
        Detection::Point => match point() {
            Some(p) => TargetVerdict::Hit(p, Detection::Point),
            None => stronger(swept()),
        },
        Detection::Swept => match swept() {
            Some(s) => {
                let weakest = if point().is_some() {
                    Detection::Point
                } else {
                    Detection::Swept
                };
                TargetVerdict::Hit(s, weakest)
            }
            None => stronger(None),
        },
        Detection::Spin => match spin() {
            Some(m) => {
                let weakest = if swept().is_none() {
                    Detection::Spin
                } else if point().is_none() {
                    Detection::Swept
                } else {
                    Detection::Point
                };
                TargetVerdict::Hit(m, weakest)
            }
            None => TargetVerdict::Clear,
        },
    }
}

fn local_hit(mesh: &TriMesh, world_point: Vec2, contact: Contact, weakest: Detection) -> LocalHit {
    let edges = mesh
        .triangles()
        .get(contact.triangle)
        .map_or([0.0; 3], |tri| {
            geom::contain::edge_functions(contact.local_point, tri)
        });
    LocalHit {
        world_point,
        local_point: contact.local_point,
        triangle: contact.triangle,
        edges,
        weakest,
    }
}

#[cfg(test)]
mod tests {
    use std::path::Path;

    use rand::rngs::Xoshiro256PlusPlus;
    use rand::{RngExt, SeedableRng};

    use super::*;
    use crate::geom::sweep::{MeshMotion, MeshPose};
    use crate::levels::arena::load_arena;
    use crate::modes::shooter::ShooterGame;

    /// The capsule reject never drops a pair any of the three tests finds:
    /// the storm's 64 targets, each turning by its spin and sliding a
    /// random way (or not), against steps from well inside the reach to
    /// well outside it, many grazing its rim.
    #[test]
    fn the_reach_capsule_drops_only_pairs_no_test_finds() {
        let root = Path::new(env!("CARGO_MANIFEST_DIR"));
        let arena = load_arena(&root.join("resources/arenas/storm.toml")).expect("storm.toml");
        let game = ShooterGame::new(arena, 1).expect("a playable storm");
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(15);
        let (mut dropped, mut found, mut near_rim) = (0, 0, 0);
        for original in &game.targets {
            let mut target = original.clone();
            for trial in 0..600 {
                let start = MeshPose {
                    angle: rng.random_range(0.0..std::f32::consts::TAU),
                    ..target.pose()
                };
                let slide = if trial % 2 == 0 {
                    Vec2::ZERO
                } else {
                    Vec2::from_angle(rng.random_range(0.0..6.3)) * rng.random_range(0.0..0.6)
                };
                target.motion = MeshMotion::new(start, start.position + slide, target.spin);
                let reach = hit_reach(&target);
                let heading = Vec2::from_angle(rng.random_range(0.0..6.3));
                let from = start.position
                    + Vec2::from_angle(rng.random_range(0.0..6.3))
                        * reach
                        * rng.random_range(0.6..1.4);
                let to = from + heading * rng.random_range(0.0..1.5);
                let motion = &target.motion;
                let any = contain::point_in_trimesh(to, &target.mesh, &motion.end_inverse())
                    .is_some()
                    || sweep::sweep_segment_trimesh(from, to, &target.mesh, &motion.end_inverse())
                        .is_some()
                    || sweep::sweep_point_moving_trimesh(from, to, &target.mesh, motion).is_some();
                found += usize::from(any);
                if ReachCapsule::of(&target).beyond(from, to) {
                    assert!(!any, "dropped a pair a test finds: {from} → {to}");
                    dropped += 1;
                    near_rim += usize::from(from.distance(start.position) < reach * 1.1);
                }
            }
        }
        assert!(found > 1000, "the tests find hits: {found}");
        assert!(
            dropped > 5000 && near_rim > 500,
            "it drops: {dropped}, {near_rim}"
        );
    }
}
