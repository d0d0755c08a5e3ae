//! Tuning constants. Arena files set the plane's and shells' speeds; these
//! are the rules' own timings and scores.

use glam::Vec2;

/// Where a shell leaves the plane, in the plane's frame, world units.
pub const MUZZLE: Vec2 = Vec2::new(0.0, 2.1);
/// The plane's forward direction in its own frame (`initShootDirection`).
pub const FORWARD: Vec2 = Vec2::Y;
/// The plane's outline in its own frame (nose up, +y), world units: what
/// the view draws, and what [`plane_radius`] measures.
pub const PLANE_OUTLINE: [Vec2; 6] = [
    Vec2::new(0.0, 1.7),
    Vec2::new(0.35, 0.4),
    Vec2::new(1.4, -0.5),
    Vec2::new(0.0, -0.9),
    Vec2::new(-1.4, -0.5),
    Vec2::new(-0.35, 0.4),
];

/// Distance from the plane's centre to the farthest point of its outline
/// (the nose), world units: the plane's centre stays this far inside the
/// arena, so the drawn plane stays inside at any heading.
#[must_use]
pub fn plane_radius() -> f32 {
    PLANE_OUTLINE.iter().map(|v| v.length()).fold(0.0, f32::max)
}
/// How far inside the arena's border the plane's outline stays, world units
/// (a quarter of a unit: 6 px in the default arena's 800-px-wide window).
/// Touching the border, the outline's stroke lay on the border's line and
/// its nose looked to poke through it; with this gap the whole drawn plane
/// is plainly inside.
pub const PLANE_WALL_GAP: f32 = 0.25;
/// How far outside the arena a shell may fly before it is dropped, world units.
pub const SHELL_MARGIN: f32 = 1.0;
/// Steps a target flashes after a hit.
pub const FLASH_STEPS: u32 = 10;
/// Steps a broken target stays away (2 s).
pub const RESPAWN_STEPS: u32 = 120;
/// Largest distance from its arena position a target respawns at, world units.
pub const RESPAWN_JITTER: f32 = 0.8;
/// Steps a hit or ghost marker stays visible (1.5 s).
pub const MARKER_STEPS: u32 = 90;
/// Steps the shards of a broken target fly (0.8 s).
pub const SHARD_STEPS: u32 = 50;
/// Mean shard speed, world units per step.
pub const SHARD_SPEED: f32 = 0.12;
/// Score for a hit.
pub const HIT_POINTS: u32 = 10;
/// Extra score for breaking a target.
pub const BREAK_POINTS: u32 = 50;
/// Slowest slow motion: the rules step once every 2^this app steps (1/8).
pub const MAX_SLOW_LEVEL: u32 = 3;

/// Markers on screen at most: a storm lands hundreds of hits a step, and
/// the list is kept from growing (and allocating) without end.
pub const MAX_MARKERS: usize = 256;
