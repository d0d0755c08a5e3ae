//! Pieces every ray scene shares: the ray the class aims, held-key motion,
//! and the markers and panel rows for a [`RayInterval`].

use glam::Vec2;

use super::controls::{LabControl, MOVE_UNITS_PER_STEP, ROTATE_DEGREES_PER_STEP, turn};
use super::figure::{Item, MarkerKind, Report, Role};
use crate::geom::{Ray, RayInterval};
use crate::sim::ControlFrame;

/// Two parameters closer than this (in world units along a unit ray) are one
/// touch point: a ray grazing a corner or tangent to a disk. It is far below
/// what a projector shows (a pixel is ≈ 0.015 units) and far above f32 noise.
pub const GRAZE_EPS: f32 = 1e-4;

/// How close (world units) the pointer must come to a point handle to grab it.
pub const GRAB_REACH: f32 = 0.45;

/// The ray the class aims: an origin and a heading (radians, CCW from +x).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct LabRay {
    pub origin: Vec2,
    pub angle: f32,
}

impl LabRay {
    #[must_use]
    pub fn new(origin: Vec2, degrees: f32) -> Self {
        Self {
            origin,
            angle: degrees.to_radians(),
        }
    }

    /// Unit direction.
    #[must_use]
    pub fn dir(&self) -> Vec2 {
        Vec2::from_angle(self.angle)
    }

    /// The ray as the core takes it (unit direction, so t is a distance).
    #[must_use]
    pub fn ray(&self) -> Ray {
        Ray::new(self.origin, self.dir())
    }

    /// E / Shift+E turn it, the arrow keys move its origin.
    pub fn step(&mut self, frame: &ControlFrame<LabControl>) {
        let degrees = spin(frame, LabControl::RotateRay, LabControl::RotateRayBack);
        if degrees != 0.0 {
            self.angle = turn(self.angle, degrees);
        }
        self.origin += shift(
            frame,
            [
                LabControl::RayUp,
                LabControl::RayDown,
                LabControl::RayLeft,
                LabControl::RayRight,
            ],
        );
    }

    /// Points the ray at `target` (mouse aiming); ignored on the origin itself.
    pub fn aim_at(&mut self, target: Vec2) {
        let d = target - self.origin;
        if d.length_squared() > 1e-6 {
            self.angle = d.to_angle().rem_euclid(std::f32::consts::TAU);
        }
    }

    /// The ray, its dim extension behind the origin, the origin and an arrow.
    pub fn draw(&self, items: &mut Vec<Item>) {
        let dir = self.dir();
        items.push(Item::HalfLine {
            origin: self.origin,
            dir: -dir,
            role: Role::Behind,
        });
        items.push(Item::HalfLine {
            origin: self.origin,
            dir,
            role: Role::Ray,
        });
        items.push(Item::Arrow {
            from: self.origin,
            to: self.origin + dir * 1.2,
            role: Role::Ray,
        });
        items.push(Item::marker(self.origin, MarkerKind::Dot, "R0", Role::Ray));
    }

    /// Panel rows for the ray itself.
    pub fn report(&self, report: &mut Report) {
        report.point("R0", self.origin);
        report.point("v", self.dir());
        report.number("angle°", self.angle.to_degrees());
    }
}

/// Degrees to turn this step from a counter-clockwise and a clockwise control.
#[must_use]
pub fn spin(frame: &ControlFrame<LabControl>, ccw: LabControl, cw: LabControl) -> f32 {
    let mut d = 0.0;
    if frame.held(ccw) {
        d += ROTATE_DEGREES_PER_STEP;
    }
    if frame.held(cw) {
        d -= ROTATE_DEGREES_PER_STEP;
    }
    d
}

/// World units to move this step from [up, down, left, right] controls.
#[must_use]
pub fn shift(frame: &ControlFrame<LabControl>, [up, down, left, right]: [LabControl; 4]) -> Vec2 {
    let mut v = Vec2::ZERO;
    for (control, unit) in [
        (up, Vec2::Y),
        (down, -Vec2::Y),
        (left, -Vec2::X),
        (right, Vec2::X),
    ] {
        if frame.held(control) {
            v += unit;
        }
    }
    v * MOVE_UNITS_PER_STEP
}

/// H/J/K/L (the text's keys) as a move this step.
#[must_use]
pub fn shape_shift(frame: &ControlFrame<LabControl>) -> Vec2 {
    shift(
        frame,
        [
            LabControl::MoveUp,
            LabControl::MoveDown,
            LabControl::MoveLeft,
            LabControl::MoveRight,
        ],
    )
}

/// R / Shift+R as degrees this step.
#[must_use]
pub fn shape_spin(frame: &ControlFrame<LabControl>) -> f32 {
    spin(frame, LabControl::RotateShape, LabControl::RotateShapeBack)
}

/// Markers P0 (entry, filled) and P1 (exit, hollow) with their rows, and the
/// verdict sentence for one shape. `what` names the shape ("the rect").
pub fn show_interval(
    hit: Option<RayInterval>,
    what: &str,
    items: &mut Vec<Item>,
    report: &mut Report,
) {
    match hit {
        None => {
            report.hit = false;
            report.verdict = format!("miss: the ray does not meet {what}");
            report.text("hit", "none");
        }
        Some(RayInterval::Crossing { entry, exit }) => {
            report.hit = true;
            if exit.t - entry.t <= GRAZE_EPS {
                report.verdict = format!("grazes {what}: one touch point");
                items.push(Item::marker(
                    entry.point,
                    MarkerKind::Filled,
                    "P0=P1",
                    Role::Entry,
                ));
            } else {
                report.verdict = format!("hit: enters {what} at P0, leaves at P1");
                items.push(Item::marker(
                    entry.point,
                    MarkerKind::Filled,
                    "P0",
                    Role::Entry,
                ));
                items.push(Item::marker(exit.point, MarkerKind::Ring, "P1", Role::Exit));
            }
            report.number("t entry", entry.t);
            report.number("t exit", exit.t);
            report.point("P0", entry.point);
            report.point("P1", exit.point);
            report.point("normal", entry.normal);
        }
        Some(RayInterval::FromInside { exit }) => {
            report.hit = true;
            report.verdict = format!("starts inside {what}: exit only");
            items.push(Item::marker(exit.point, MarkerKind::Ring, "P1", Role::Exit));
            report.text("t entry", "none (inside)");
            report.number("t exit", exit.t);
            report.point("P1", exit.point);
            report.point("normal", exit.normal);
        }
    }
}

/// A pointer handle: a point the mouse can grab within `reach` world units.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Handle {
    pub id: usize,
    pub at: Vec2,
    pub reach: f32,
}

impl Handle {
    #[must_use]
    pub fn new(id: usize, at: Vec2, reach: f32) -> Self {
        Self { id, at, reach }
    }
}
