//! What the rules leave behind for the eye: markers where shells hit (or,
//! with a weaker test, where a stronger one would have hit), and the shards
//! of a broken target. They live in the core so a run replays exactly, and
//! the rules make them whatever the player's motion preference: breaking a
//! target draws on the round's random numbers for its shards, so a run
//! without them would go on differently. Whether they are drawn moving or
//! still is the view's choice (`hitlab::sim::Motion`).

use glam::Vec2;
use rand::RngExt;

use super::target::Target;
use super::tuning::{FLASH_STEPS, MARKER_STEPS, SHARD_SPEED, SHARD_STEPS};
use crate::sim::Motion;

/// How strongly reduced motion draws a broken target's still pieces: fainter
/// than a target, so it reads as one that was there and broke.
pub const BROKEN_STRENGTH: f32 = 0.6;

/// Why a marker is there.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MarkerKind {
    /// A shell hit a target.
    Hit,
    /// A hit the point test would have missed: a tip save.
    TipSave,
    /// A hit the swept test would have missed too: a spin save.
    SpinSave,
    /// Point test: the shell passed over the target here; the swept test
    /// would have hit (a tip miss).
    Ghost,
    /// Point or swept test: the target turned across the shell here; the
    /// spin test would have hit (a spin miss).
    SpinGhost,
    /// A shell stopped against an obstacle.
    Blocked,
}

/// A mark left where a shell met something, or would have.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Marker {
    /// What happened there.
    pub kind: MarkerKind,
    /// Where, in world units.
    pub position: Vec2,
    /// Steps since it appeared; it fades out at [`MARKER_STEPS`].
    pub age: u32,
}

impl Marker {
    /// 1 when new, falling to 0 when it disappears.
    #[must_use]
    pub fn strength(&self) -> f32 {
        1.0 - self.age as f32 / MARKER_STEPS as f32
    }

    /// How strongly a frame draws it: fading out ([`Self::strength`]), or
    /// with reduced motion at full strength, still, until it goes.
    #[must_use]
    pub fn shown_strength(&self, motion: Motion) -> f32 {
        match motion {
            Motion::Animated => self.strength(),
            Motion::Reduced => 1.0,
        }
    }
}

/// One triangle of a broken target flying apart.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Shard {
    /// World-space corners.
    pub corners: [Vec2; 3],
    /// The corners when the target broke: the piece of the target it was,
    /// which reduced motion draws, still, instead of the flying shard.
    pub broke_at: [Vec2; 3],
    /// World units per step.
    pub velocity: Vec2,
    /// Radians per step about its centroid.
    pub spin: f32,
    /// The broken target's sRGB colour.
    pub colour: [u8; 3],
    /// Steps since the target broke; it fades out at [`SHARD_STEPS`].
    pub age: u32,
}

impl Shard {
    /// 1 when new, falling to 0 when it disappears.
    #[must_use]
    pub fn strength(&self) -> f32 {
        1.0 - self.age as f32 / SHARD_STEPS as f32
    }

    /// What a frame draws of it: the shard where it flies, fading; or with
    /// reduced motion the piece of the target it was, where the target
    /// broke, faint and still until the shard would be gone. The broken
    /// target still shows where it stood, and nothing flies or fades.
    #[must_use]
    pub fn shown(&self, motion: Motion) -> Piece {
        let (corners, strength) = match motion {
            Motion::Animated => (self.corners, self.strength()),
            Motion::Reduced => (self.broke_at, BROKEN_STRENGTH),
        };
        Piece {
            corners,
            colour: self.colour,
            strength,
        }
    }
}

/// A piece of a broken target as a frame draws it.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Piece {
    /// World-space corners.
    pub corners: [Vec2; 3],
    /// The broken target's sRGB colour.
    pub colour: [u8; 3],
    /// 1 drawn whole, 0 not at all.
    pub strength: f32,
}

/// How far a frame turns `target`'s fill to the flash colour: 1 just hit,
/// falling to 0 over [`FLASH_STEPS`]; always 0 with reduced motion, where
/// the hit's marker (still until it goes) and the target's worn fill say
/// it was hit.
#[must_use]
pub fn flash_shown(target: &Target, motion: Motion) -> f32 {
    match motion {
        Motion::Animated => target.flash as f32 / FLASH_STEPS as f32,
        Motion::Reduced => 0.0,
    }
}

/// Breaks world-space triangles into shards flying out from `center`.
pub fn shatter(
    triangles: impl Iterator<Item = [Vec2; 3]>,
    center: Vec2,
    colour: [u8; 3],
    rng: &mut impl rand::Rng,
) -> Vec<Shard> {
    triangles
        .map(|corners| {
            let centroid = (corners[0] + corners[1] + corners[2]) / 3.0;
            let out = (centroid - center).try_normalize().unwrap_or(Vec2::Y);
            let speed = SHARD_SPEED * rng.random_range(0.5..1.5);
            let wobble = Vec2::from_angle(rng.random_range(-0.5..0.5));
            Shard {
                corners,
                broke_at: corners,
                velocity: wobble.rotate(out) * speed,
                spin: rng.random_range(-0.2..0.2),
                colour,
                age: 0,
            }
        })
        .collect()
}

/// Ages markers and shards by one step, dropping the expired.
pub fn age_effects(markers: &mut Vec<Marker>, shards: &mut Vec<Shard>) {
    for m in markers.iter_mut() {
        m.age += 1;
    }
    markers.retain(|m| m.age < MARKER_STEPS);
    for s in shards.iter_mut() {
        s.age += 1;
        let centroid = (s.corners[0] + s.corners[1] + s.corners[2]) / 3.0;
        let turn = Vec2::from_angle(s.spin);
        for c in &mut s.corners {
            *c = centroid + turn.rotate(*c - centroid) + s.velocity;
        }
        s.velocity *= 0.96;
    }
    shards.retain(|s| s.age < SHARD_STEPS);
}
