//! A target: a tessellated shape with a pose (position, angle, scale) that
//! spins about its position, takes hits, flashes, breaks and respawns.

use std::sync::Arc;

use glam::{Affine2, Vec2};

use crate::geom::{
    Disk, TriMesh,
    sweep::{MeshMotion, MeshPose},
};
use crate::levels::arena::{Detection, TargetSpec};

/// What the local-space inset shows about the latest hit on a target: the
/// target in its initial pose, the shell carried there by `M⁻¹`, the hit
/// triangle, with numbers.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct LocalHit {
    /// Where the shell was found, in world units.
    pub world_point: Vec2,
    /// The same point carried into the target's initial pose: M⁻¹·P.
    pub local_point: Vec2,
    /// Index of the triangle that contains it (or whose edge the swept tests
    /// crossed).
    pub triangle: usize,
    /// The three edge functions (B−A)×(P−A), (C−B)×(P−B), (A−C)×(P−C) of
    /// `local_point` against that triangle: all ≥ 0 means inside (the
    /// triangles are counter-clockwise); a swept hit lands on an edge, so
    /// one of them is about 0.
    pub edges: [f32; 3],
    /// The weakest test that finds this hit. `Swept`: the point test would
    /// have missed it (a tip save); `Spin`: the swept test too (a spin save).
    pub weakest: Detection,
}

impl LocalHit {
    /// The point test would have missed it; a swept test caught it.
    #[must_use]
    pub fn is_tip_save(&self) -> bool {
        self.weakest == Detection::Swept
    }

    /// Only the spin test catches it.
    #[must_use]
    pub fn is_spin_save(&self) -> bool {
        self.weakest == Detection::Spin
    }
}

/// Alive and hittable, or broken and waiting to come back.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TargetState {
    /// In play: shells can hit it.
    Alive,
    /// Broken apart; it comes back near its arena position.
    Broken {
        /// Steps until it does.
        respawn_in: u32,
    },
}

/// A target in play: its shape, its pose and how it moved, its hits.
#[derive(Debug, Clone, PartialEq)]
pub struct Target {
    /// The triangles in the initial pose (`initTriangleCoords`), shared by
    /// drawing and hit tests.
    pub mesh: Arc<TriMesh>,
    /// Where the arena placed it; respawns land near here.
    pub home: Vec2,
    /// Where it turns about now, world units.
    pub position: Vec2,
    /// Radians.
    pub angle: f32,
    /// Multiplies every length of its shape.
    pub scale: f32,
    /// Radians per step.
    pub spin: f32,
    /// Its designer colour, sRGB.
    pub colour: [u8; 3],
    /// Hits it takes before it breaks.
    pub hits_to_break: u32,
    /// Hits taken since it last came back.
    pub damage: u32,
    /// Steps left of the hit flash.
    pub flash: u32,
    /// Alive, or broken and waiting.
    pub state: TargetState,
    /// The latest hit on it, as the local-space inset shows it.
    pub last_hit: Option<LocalHit>,
    /// How it moved over the last step, from its pose before the step's turn
    /// to the pose it has now (still, for a fresh target and for the step it
    /// respawns in, when it jumps rather than moves). The hit tests carry
    /// shells into its local space with this, at both ends of the step.
    pub motion: MeshMotion,
}

impl Target {
    /// A fresh target from its arena entry and its tessellated shape.
    #[must_use]
    pub fn new(spec: &TargetSpec, mesh: Arc<TriMesh>) -> Self {
        let pose = MeshPose {
            position: spec.position,
            angle: spec.angle,
            scale: spec.scale,
        };
        Self {
            mesh,
            home: spec.position,
            position: spec.position,
            angle: spec.angle,
            scale: spec.scale,
            spin: spec.spin,
            colour: spec.colour,
            hits_to_break: spec.hits_to_break,
            damage: 0,
            flash: 0,
            state: TargetState::Alive,
            last_hit: None,
            motion: MeshMotion::still(pose),
        }
    }

    /// Where it is now: position, angle and scale.
    #[must_use]
    pub fn pose(&self) -> MeshPose {
        MeshPose {
            position: self.position,
            angle: self.angle,
            scale: self.scale,
        }
    }

    /// The model matrix M = T·R·S (scale, then rotate, then translate).
    #[must_use]
    pub fn model(&self) -> Affine2 {
        self.pose().model()
    }

    /// The mesh's bounding circle in world units.
    #[must_use]
    pub fn bounding_disk(&self) -> Disk {
        let local = self.mesh.bounding_disk();
        Disk {
            center: self.model().transform_point2(local.center),
            radius: local.radius * self.scale,
        }
    }

    /// Whether shells can hit it.
    #[must_use]
    pub fn is_alive(&self) -> bool {
        self.state == TargetState::Alive
    }
}
