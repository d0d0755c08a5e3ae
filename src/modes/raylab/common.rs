//! Pieces the scenes share: the ray the class aims, held-key motion and its
//! help rows, point handles, the markers and panel rows for a
//! [`RayInterval`], and shapes placed by centre and heading.

use glam::Vec2;

use super::controls::{LabControl, MOVE_UNITS_PER_STEP, ROTATE_DEGREES_PER_STEP, turn};
use super::figure::{FigureMark, Item, Note, Report, Role, Target, Verdict};
use crate::geom::{Aabb, Capsule, Ray, ray::RayInterval};
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
    /// Where the ray starts (t = 0), world units.
    pub origin: Vec2,
    /// Heading, radians counter-clockwise from +x.
    pub angle: f32,
}

impl LabRay {
    /// A ray from `origin` heading `degrees` counter-clockwise from +x (the
    /// scenes' cases are written in degrees).
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
        turn_by(
            &mut self.angle,
            spin(frame, LabControl::RotateRay, LabControl::RotateRayBack),
        );
        self.origin += arrow_shift(frame);
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
        items.push(Item::marker(self.origin, FigureMark::Dot, "R0", Role::Ray));
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

/// Turns `angle` (radians) by `degrees` unless that is zero (see [`turn`]).
pub fn turn_by(angle: &mut f32, degrees: f32) {
    if degrees != 0.0 {
        *angle = turn(*angle, degrees);
    }
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
    use LabControl::{MoveDown, MoveLeft, MoveRight, MoveUp};
    shift(frame, [MoveUp, MoveDown, MoveLeft, MoveRight])
}

/// The arrow keys as a move this step.
#[must_use]
pub fn arrow_shift(frame: &ControlFrame<LabControl>) -> Vec2 {
    use LabControl::{RayDown, RayLeft, RayRight, RayUp};
    shift(frame, [RayUp, RayDown, RayLeft, RayRight])
}

/// R / Shift+R as degrees this step.
#[must_use]
pub fn shape_spin(frame: &ControlFrame<LabControl>) -> f32 {
    spin(frame, LabControl::RotateShape, LabControl::RotateShapeBack)
}

/// What E / Shift+E do in every scene with a ray, last in its help. A
/// scene's help rows are message ids (`raylab-help-...`), which
/// [`RayLab::help`](super::RayLab::help) puts in the window's language.
pub const RAY_TURN_HELP: [(LabControl, &str); 2] = [
    (LabControl::RotateRay, "raylab-help-turn-ray-ccw"),
    (LabControl::RotateRayBack, "raylab-help-turn-ray-cw"),
];

/// The help rows for H/J/K/L moving `$what` (`rect`: the message ids
/// `raylab-help-move-rect-left` ...), as an array, in the keys' order
/// (left, down, up, right).
macro_rules! move_help {
    ($what:literal) => {{
        use $crate::modes::raylab::controls::LabControl::{MoveDown, MoveLeft, MoveRight, MoveUp};
        [
            (MoveLeft, concat!("raylab-help-move-", $what, "-left")),
            (MoveDown, concat!("raylab-help-move-", $what, "-down")),
            (MoveUp, concat!("raylab-help-move-", $what, "-up")),
            (MoveRight, concat!("raylab-help-move-", $what, "-right")),
        ]
    }};
}
pub(super) use move_help;

/// The help rows for R / Shift+R turning `$what` (`rect`: the message ids
/// `raylab-help-turn-rect-ccw`, `-cw`), as an array.
macro_rules! turn_help {
    ($what:literal) => {{
        use $crate::modes::raylab::controls::LabControl::{RotateShape, RotateShapeBack};
        [
            (RotateShape, concat!("raylab-help-turn-", $what, "-ccw")),
            (RotateShapeBack, concat!("raylab-help-turn-", $what, "-cw")),
        ]
    }};
}
pub(super) use turn_help;

/// Markers P0 (entry, filled) and P1 (exit, hollow) with their rows, and the
/// verdict for one shape, `what`.
pub fn show_interval(
    hit: Option<RayInterval>,
    what: Target,
    items: &mut Vec<Item>,
    report: &mut Report,
) {
    match hit {
        None => {
            report.hit = false;
            report.verdict = Verdict::Miss(what);
            report.note("hit", Note::Nothing);
        }
        Some(RayInterval::Crossing { entry, exit }) => {
            report.hit = true;
            let grazes = exit.t - entry.t <= GRAZE_EPS;
            report.verdict = if grazes {
                Verdict::Grazes(what)
            } else {
                Verdict::Hit(what)
            };
            let entry_label = if grazes { "P0=P1" } else { "P0" };
            items.push(Item::marker(
                entry.point,
                FigureMark::Filled,
                entry_label,
                Role::Entry,
            ));
            if !grazes {
                items.push(Item::marker(exit.point, FigureMark::Ring, "P1", Role::Exit));
            }
            report.number("t entry", entry.t);
            report.number("t exit", exit.t);
            report.point("P0", entry.point);
            report.point("P1", exit.point);
            report.point("normal", entry.normal);
        }
        Some(RayInterval::FromInside { exit }) => {
            report.hit = true;
            report.verdict = Verdict::Inside(what);
            items.push(Item::marker(exit.point, FigureMark::Ring, "P1", Role::Exit));
            report.note("t entry", Note::NothingInside);
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

    /// A point handle, grabbed within [`GRAB_REACH`].
    #[must_use]
    pub fn point(id: usize, at: Vec2) -> Self {
        Self::new(id, at, GRAB_REACH)
    }
}

/// The corners of `aabb`, counter-clockwise from its minimum, to draw it.
#[must_use]
pub fn aabb_corners(aabb: &Aabb) -> Vec<Vec2> {
    vec![
        aabb.min,
        Vec2::new(aabb.max.x, aabb.min.y),
        aabb.max,
        Vec2::new(aabb.min.x, aabb.max.y),
    ]
}

/// The capsule centred on `center` whose core segment heads `angle` (radians)
/// and reaches `half_length` either side.
#[must_use]
pub fn capsule_at(center: Vec2, half_length: f32, angle: f32, radius: f32) -> Capsule {
    let d = Vec2::from_angle(angle) * half_length;
    Capsule::new(center - d, center + d, radius)
}
