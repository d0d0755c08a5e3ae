//! A ray and one shape: scenes 1 (rect), 2 (rotated rect), 3 (disk) and
//! 6 (capsule) are this one scene with a different [`OneShape`].
//!
//! What they share lives here: the state (the ray, the shape's centre and
//! heading), the held keys (E and the arrows for the ray, H/J/K/L to move the
//! shape left, down, up and right, R to turn it if it turns), the handles (the
//! ray's origin, then the shape's body), aiming, and the order of the sketch:
//! the shape, the ray, then the shape's own explanation. A scene file says only
//! what is particular to its shape: its cases, its query, and what it draws and
//! prints.

use std::marker::PhantomData;

use glam::Vec2;

use super::common::{Handle, LabRay, RAY_TURN_HELP, shape_shift, shape_spin, turn_by};
use super::controls::LabControl;
use super::figure::{Item, Report, Role, Sketch};
use super::scene::{Prepared, Scene};
use crate::geom::{Ray, ray::RayInterval};
use crate::sim::ControlFrame;

/// Where the shape sits when a case loads.
const SHAPE_HOME: Vec2 = Vec2::new(1.5, 0.5);

/// What one ray-and-shape scene says about its shape.
pub trait OneShape: Sized {
    /// The prepared cases (N cycles them); the first is how the scene opens.
    const CASES: &'static [&'static str];
    /// How far from its centre the pointer grabs the shape.
    const REACH: f32;
    /// The help rows for H/J/K/L, which move the shape.
    const MOVE_HELP: [(LabControl, &'static str); 4];
    /// The help rows for R / Shift+R if they turn the shape; `None` if it
    /// does not turn (its heading then stays 0).
    const TURN_HELP: Option<[(LabControl, &'static str); 2]>;
    /// The shape as the core's queries take it.
    type Core;

    /// Case `index` (in range): the ray, and the shape's heading in degrees.
    fn case(index: usize) -> (LabRay, f32);
    /// The shape placed at `center`, turned by `angle` (radians).
    fn core(center: Vec2, angle: f32) -> Self::Core;
    /// The core's answer for the ray against the shape.
    fn cast(ray: &Ray, core: &Self::Core) -> Option<RayInterval>;
    /// What is drawn under the ray: the shape in `role` (hit or not) and its guides.
    fn draw(scene: &RayScene<Self>, core: &Self::Core, role: Role, items: &mut Vec<Item>);
    /// What comes after the ray: the shape's marks on the ray, the hit
    /// (`show_interval`) and the shape's
    /// panel rows, before the ray's own rows close the panel.
    fn explain(
        scene: &RayScene<Self>,
        core: &Self::Core,
        ray: &Ray,
        hit: Option<RayInterval>,
        items: &mut Vec<Item>,
        report: &mut Report,
    );
}

/// The state of a ray-and-shape scene; `S` names the shape (a unit type).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct RayScene<S> {
    /// The ray the class aims.
    pub ray: LabRay,
    /// The shape's centre, world units (moved by dragging the shape).
    pub center: Vec2,
    /// Heading of the shape, radians CCW (stays 0 for a shape that does not turn).
    pub angle: f32,
    shape: PhantomData<S>,
}

impl<S: OneShape> Default for RayScene<S> {
    fn default() -> Self {
        Self::case(0)
    }
}

impl<S: OneShape> RayScene<S> {
    /// The shape as the core takes it.
    #[must_use]
    pub fn core(&self) -> S::Core {
        S::core(self.center, self.angle)
    }
}

impl<S: OneShape> Prepared for RayScene<S> {
    const CASES: &'static [&'static str] = S::CASES;

    fn case(index: usize) -> Self {
        let (ray, degrees) = S::case(index % S::CASES.len());
        Self {
            ray,
            center: SHAPE_HOME,
            angle: degrees.to_radians(),
            shape: PhantomData,
        }
    }
}

impl<S: OneShape> Scene for RayScene<S> {
    fn step(&mut self, frame: &ControlFrame<LabControl>) {
        self.ray.step(frame);
        self.center += shape_shift(frame);
        if S::TURN_HELP.is_some() {
            turn_by(&mut self.angle, shape_spin(frame));
        }
    }

    fn handles(&self) -> Vec<Handle> {
        vec![
            Handle::point(0, self.ray.origin),
            Handle::new(1, self.center, S::REACH),
        ]
    }

    fn drag(&mut self, id: usize, to: Vec2) {
        match id {
            0 => self.ray.origin = to,
            _ => self.center = to,
        }
    }

    fn aim(&mut self, target: Vec2) -> bool {
        self.ray.aim_at(target);
        true
    }

    fn sketch(&self) -> Sketch {
        let core = self.core();
        let ray = self.ray.ray();
        let hit = S::cast(&ray, &core);
        let mut items = Vec::new();
        S::draw(self, &core, Role::shape(hit.is_some()), &mut items);
        self.ray.draw(&mut items);
        let mut report = Report::default();
        S::explain(self, &core, &ray, hit, &mut items, &mut report);
        self.ray.report(&mut report);
        Sketch { items, report }
    }

    fn help(&self) -> Vec<(LabControl, &'static str)> {
        let mut help = S::MOVE_HELP.to_vec();
        help.extend(S::TURN_HELP.into_iter().flatten());
        help.extend(RAY_TURN_HELP);
        help
    }
}
