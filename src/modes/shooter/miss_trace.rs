//! The lasting trace of the last missed shell: the step P→P' a weaker test
//! let through, kept (unlike the fading ghost marker) until the next miss or
//! a new round, in the world and in the local space of the target it
//! slipped past, where the chord visibly crosses the tip.

use glam::Vec2;

use super::target::Target;

/// The last shell a weaker test let through, kept until the next miss or
/// a new round: its step's path P→P', in the world and in the local space
/// of the target it slipped past, where the chord visibly crosses the tip.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct MissTrace {
    /// P and P', world units.
    pub world: [Vec2; 2],
    /// The target it slipped past, in arena order.
    pub target: usize,
    /// P and P' in that target's local space, each at its own time
    /// (`M(0)⁻¹·P`, `M(1)⁻¹·P'`).
    pub local: [Vec2; 2],
    /// A spin miss (the swept test's), else a tip miss (the point test's).
    pub spin: bool,
}

/// The trace of a shell's step `[P, P']`, against the live target nearest to where
/// a stronger test would have caught it (`ghost`); `None` if none is alive.
pub(crate) fn trace(
    targets: &[Target],
    [from, to]: [Vec2; 2],
    ghost: Vec2,
    spin: bool,
) -> Option<MissTrace> {
    let (index, target) = targets
        .iter()
        .enumerate()
        .filter(|(_, t)| t.is_alive())
        .min_by(|(_, a), (_, b)| {
            a.position
                .distance_squared(ghost)
                .total_cmp(&b.position.distance_squared(ghost))
        })?;
    Some(MissTrace {
        world: [from, to],
        target: index,
        local: [
            target.motion.local_point_at(from, to, 0.0),
            target.motion.local_point_at(from, to, 1.0),
        ],
        spin,
    })
}
