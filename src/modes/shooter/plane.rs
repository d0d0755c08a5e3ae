//! The player's plane: where it is, where it points, and how it is kept
//! whole inside the arena.

use glam::{Affine2, Vec2};

use super::control::ShooterControl as C;
use super::step_input::StepInput;
use super::tuning::{FORWARD, MUZZLE, PLANE_WALL_GAP, plane_radius};
use crate::levels::arena::Arena;

/// The player's plane.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Plane {
    /// Its centre, world units.
    pub position: Vec2,
    /// Radians; 0 faces +y.
    pub heading: f32,
    /// Flying forward without a key held (toggled by `S`).
    pub moving: bool,
}

impl Plane {
    /// M = T·R, the plane's model matrix.
    #[must_use]
    pub fn model(&self) -> Affine2 {
        Affine2::from_angle_translation(self.heading, self.position)
    }

    /// Where shells appear: M·`initShootPosition`.
    #[must_use]
    pub fn muzzle(&self) -> Vec2 {
        self.model().transform_point2(MUZZLE)
    }

    /// Where a round in `arena` starts it: the file's start, kept inside.
    #[must_use]
    pub fn at_start(arena: &Arena) -> Self {
        start_plane(arena)
    }

    /// Unit forward vector: R·`initShootDirection`.
    #[must_use]
    pub fn forward(&self) -> Vec2 {
        Vec2::from_angle(self.heading).rotate(FORWARD)
    }
}

/// `position` moved just far enough inside the arena that the whole plane
/// (its outline at any heading) is inside, [`PLANE_WALL_GAP`] clear of the
/// border. An arena too small for that (the smallest is 4 units, the
/// plane 3.4 across) keeps the plane at its centre.
pub(super) fn keep_inside(arena: &Arena, position: Vec2) -> Vec2 {
    let reach = plane_radius() + PLANE_WALL_GAP;
    let half = (arena.size / 2.0 - Vec2::splat(reach)).max(Vec2::ZERO);
    position.clamp(-half, half)
}

pub(super) fn start_plane(arena: &Arena) -> Plane {
    Plane {
        // A start the file puts nearer the border than the plane's size
        // would draw part of it outside.
        position: keep_inside(arena, arena.plane.position),
        heading: arena.plane.heading,
        moving: false,
    }
}

/// One rules step of the plane's flight with `input`: turn, start or stop
/// flying, then fly. It reads nothing but the input and the arena (no
/// random draw, no target), so a replay's plane can be flown alone: the
/// ghost ([`super::replay::Replay::plane_track`]).
pub(super) fn fly(plane: &mut Plane, arena: &Arena, input: &StepInput) {
    let turn = arena.plane.turn_rate;
    if input.held(C::RotateLeft) {
        plane.heading += turn;
    } else if input.held(C::RotateRight) {
        plane.heading -= turn;
    }
    plane.heading = plane.heading.rem_euclid(std::f32::consts::TAU);
    if input.pressed(C::ToggleMove) {
        plane.moving = !plane.moving;
    }
    if plane.moving || input.held(C::Thrust) {
        let next = plane.position + arena.plane.move_speed * plane.forward();
        plane.position = keep_inside(arena, next);
    }
}
