//! The storm (an arena's `[storm]`): the plane's spread gun and the turrets
//! round the rim, which keep up to 100,000 shells in flight. Where shells
//! go is decided here; the round spawns them and the collision step tests
//! them like any other.

use std::f32::consts::{PI, TAU};

use glam::Vec2;
use rand::rngs::Xoshiro256PlusPlus;
use rand::{RngExt, SeedableRng};

use crate::levels::arena::StormSpec;

/// Shells in flight at most without a storm: one gun with a cooldown of at
/// least a step cannot come near it, so it only bounds a round that spawns
/// shells by hand (benches, tests).
pub const PLAIN_MAX_SHELLS: usize = 1_000_000;

/// The turrets' generator, from the round's seed: a different stream from
/// the round's own (respawns), so the storm does not change where targets
/// come back.
pub fn rng(seed: u64) -> Xoshiro256PlusPlus {
    Xoshiro256PlusPlus::seed_from_u64(seed.wrapping_add(0x9E37_79B9_7F4A_7C15))
}

/// `count` unit directions fanned evenly over `spread` radians about
/// `forward` (one shell: `forward` itself).
pub fn fan(forward: Vec2, count: u32, spread: f32) -> impl Iterator<Item = Vec2> {
    let step = if count > 1 {
        spread / (count - 1) as f32
    } else {
        0.0
    };
    let first = -spread / 2.0 * (count > 1) as u8 as f32;
    (0..count).map(move |i| Vec2::from_angle(first + step * i as f32).rotate(forward))
}

/// Where turret `k` of `count` stands: evenly round the rim of the arena
/// (half extents `half`), the first at the middle of the bottom edge.
#[must_use]
pub fn turret_position(k: u32, count: u32, half: Vec2) -> Vec2 {
    let perimeter = 4.0 * (half.x + half.y);
    let mut along = perimeter * (k as f32 + 0.5) / count.max(1) as f32;
    // Walk the rim counter-clockwise from the bottom edge's left end.
    let edges = [
        (Vec2::new(-half.x, -half.y), Vec2::X, 2.0 * half.x),
        (Vec2::new(half.x, -half.y), Vec2::Y, 2.0 * half.y),
        (Vec2::new(half.x, half.y), -Vec2::X, 2.0 * half.x),
        (Vec2::new(-half.x, half.y), -Vec2::Y, 2.0 * half.y),
    ];
    for (start, dir, length) in edges {
        if along <= length {
            return start + dir * along;
        }
        along -= length;
    }
    Vec2::new(-half.x, -half.y)
}

/// One step of the turrets: at most `room` shells, as `spawn(from,
/// direction)`, each turret's aimed at the arena's centre and scattered by
/// up to the spec's scatter either side.
pub fn turret_volley(
    spec: &StormSpec,
    half: Vec2,
    room: usize,
    rng: &mut Xoshiro256PlusPlus,
    mut spawn: impl FnMut(Vec2, Vec2),
) {
    let scatter = spec.turret_scatter.clamp(0.0, PI);
    let mut left = room;
    for k in 0..spec.turrets {
        let at = turret_position(k, spec.turrets, half);
        let inward = (-at).try_normalize().unwrap_or(Vec2::Y);
        for _ in 0..spec.turret_shells_per_step {
            if left == 0 {
                return;
            }
            let turn = if scatter > 0.0 {
                rng.random_range(-scatter..=scatter)
            } else {
                0.0
            };
            spawn(at, Vec2::from_angle(turn.rem_euclid(TAU)).rotate(inward));
            left -= 1;
        }
    }
}
