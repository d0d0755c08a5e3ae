//! A draft's parts as the shooter's types, for drawing them while the
//! arena as a whole does not load (a part the loader would refuse is still
//! drawn where it stands).

use glam::Vec2;

use crate::geom::{Disk, Obb};
use crate::levels::arena::{ObstacleSpec, ShapeSpec, TargetSpec, parse_colour};

use super::draft::{ObstacleDraft, ObstacleShapeDraft, ShapeDraft, TargetDraft};

/// The grey a target whose colour does not parse is drawn in.
const NO_COLOUR: [u8; 3] = [0x99, 0x99, 0x99];

#[allow(clippy::cast_possible_truncation)] // the file's numbers are f32 once loaded
fn f(value: f64) -> f32 {
    value as f32
}

fn point(at: [f64; 2]) -> Vec2 {
    Vec2::new(f(at[0]), f(at[1]))
}

impl ShapeDraft {
    /// The outline as the loader builds it (unchecked: a shape the loader
    /// refuses may fail to tessellate, which the caller handles).
    #[must_use]
    pub fn spec(&self) -> Option<ShapeSpec> {
        let count = |n: i64| u32::try_from(n).ok();
        Some(match self {
            Self::Star {
                points,
                outer_radius,
                inner_radius,
            } => ShapeSpec::Star {
                points: count(*points)?,
                outer_radius: f(*outer_radius),
                inner_radius: f(*inner_radius),
            },
            Self::Moon {
                radius,
                cut_radius,
                cut_offset,
            } => ShapeSpec::Moon {
                radius: f(*radius),
                cut_radius: f(*cut_radius),
                cut_offset: f(*cut_offset),
            },
            Self::Ellipse {
                radius_x,
                radius_y,
                segments,
            } => ShapeSpec::Ellipse {
                radius_x: f(*radius_x),
                radius_y: f(*radius_y),
                segments: count(*segments)?,
            },
            Self::Letter { character, height } => ShapeSpec::Letter {
                character: character.chars().next()?,
                height: f(*height),
            },
        })
    }
}

impl TargetDraft {
    /// The target as the shooter places it: radians, `f32`.
    #[must_use]
    pub fn spec(&self) -> Option<TargetSpec> {
        Some(TargetSpec {
            shape: self.shape.spec()?,
            position: point(self.position),
            angle: f(self.angle_deg).to_radians(),
            scale: f(self.scale),
            spin: f(self.spin_deg_per_step).to_radians(),
            colour: parse_colour(&self.colour).unwrap_or(NO_COLOUR),
            hits_to_break: u32::try_from(self.hits_to_break).unwrap_or(1),
        })
    }
}

impl ObstacleDraft {
    /// The obstacle as the shooter builds it.
    #[must_use]
    pub fn spec(&self) -> ObstacleSpec {
        let center = point(self.center);
        match self.shape {
            ObstacleShapeDraft::Rect { size, angle_deg } => ObstacleSpec::Rect(Obb::from_angle(
                center,
                point(size) / 2.0,
                f(angle_deg).to_radians(),
            )),
            ObstacleShapeDraft::Disk { radius } => ObstacleSpec::Disk(Disk::new(center, f(radius))),
        }
    }
}
