//! Scene 2: ray vs rotated rect (`000_24810b86aa34712b.txt`, A second half, Code2).
//!
//! The ray's origin and direction are taken into the rect's i/j frame with dot
//! products (`m·ui`, `m·uj`, `v·ui`, `v·uj`); there the rect is axis-aligned
//! and the slab method applies, and the times carry back unchanged
//! (`P0 = R0 + k0·v`). The scene prints the local origin and direction and
//! draws the two local slabs, which turn with the rect.

use glam::Vec2;

use super::common::{GRAB_REACH, Handle, LabRay, shape_shift, shape_spin, show_interval};
use super::controls::{LabControl, turn};
use super::figure::{Item, Report, Role, Sketch};
use super::scene::Scene;
use super::slab::{report_slabs, slab_bands, slab_ticks};
use crate::geom::{Aabb, Obb, Ray, ray_obb, slab_intervals};
use crate::sim::ControlFrame;

/// The rect's half extents along i and j, world units.
pub const OBB_HALF: Vec2 = Vec2::new(2.2, 1.1);

const CASES: &[&str] = &[
    "crossing",
    "miss",
    "starts inside",
    "ray parallel to the i axis",
    "rect behind the ray",
];

/// Scene 2's state.
#[derive(Debug, Clone, PartialEq)]
pub struct ObbScene {
    pub ray: LabRay,
    pub center: Vec2,
    /// Rotation of the rect, radians CCW.
    pub angle: f32,
}

impl Default for ObbScene {
    fn default() -> Self {
        Self::case(0)
    }
}

impl ObbScene {
    #[must_use]
    pub fn case(index: usize) -> Self {
        let center = Vec2::new(1.5, 0.5);
        let (ray, degrees) = match index % CASES.len() {
            1 => (LabRay::new(Vec2::new(-4.5, -3.5), 75.0), 30.0),
            2 => (LabRay::new(Vec2::new(1.0, 0.3), 100.0), 30.0),
            3 => (LabRay::new(Vec2::new(-4.5, -2.964), 30.0), 30.0),
            4 => (LabRay::new(Vec2::new(5.0, 3.5), 20.0), 30.0),
            _ => (LabRay::new(Vec2::new(-4.5, -3.5), 30.0), 15.0),
        };
        Self {
            ray,
            center,
            angle: f32::to_radians(degrees),
        }
    }

    #[must_use]
    pub fn obb(&self) -> Obb {
        Obb::from_angle(self.center, OBB_HALF, self.angle)
    }
}

impl Scene for ObbScene {
    fn title(&self) -> &'static str {
        "2  Ray vs rotated rect (local i/j frame)"
    }

    fn cases(&self) -> &'static [&'static str] {
        CASES
    }

    fn load_case(&mut self, index: usize) {
        *self = Self::case(index);
    }

    fn step(&mut self, frame: &ControlFrame<LabControl>) {
        self.ray.step(frame);
        self.center += shape_shift(frame);
        let d = shape_spin(frame);
        if d != 0.0 {
            self.angle = turn(self.angle, d);
        }
    }

    fn handles(&self) -> Vec<Handle> {
        vec![
            Handle::new(0, self.ray.origin, GRAB_REACH),
            Handle::new(1, self.center, OBB_HALF.min_element()),
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
        let obb = self.obb();
        let ray = self.ray.ray();
        let [ui, uj] = obb.axes;
        let hit = ray_obb(&ray, &obb);
        let mut items = Vec::new();
        let mut report = Report::new(self.title());
        slab_bands(obb.center, ui, uj, OBB_HALF, &mut items);
        items.push(Item::Polygon {
            points: obb.corners().to_vec(),
            role: if hit.is_some() {
                Role::Touched
            } else {
                Role::Shape
            },
        });
        items.push(Item::Arrow {
            from: obb.center,
            to: obb.center + ui * (OBB_HALF.x + 0.8),
            role: Role::SlabX,
        });
        items.push(Item::Arrow {
            from: obb.center,
            to: obb.center + uj * (OBB_HALF.y + 0.8),
            role: Role::SlabY,
        });
        items.push(Item::marker(
            obb.center + ui * (OBB_HALF.x + 0.8),
            super::figure::MarkerKind::Dot,
            "i",
            Role::SlabX,
        ));
        items.push(Item::marker(
            obb.center + uj * (OBB_HALF.y + 0.8),
            super::figure::MarkerKind::Dot,
            "j",
            Role::SlabY,
        ));
        items.push(Item::marker(
            obb.center,
            super::figure::MarkerKind::Dot,
            "T",
            Role::Shape,
        ));
        self.ray.draw(&mut items);

        // The text's change of frame: m = R0 - T, then dot with ui and uj.
        let local_origin = obb.to_local(ray.origin);
        let local_dir = Vec2::new(ray.dir.dot(ui), ray.dir.dot(uj));
        let local_ray = Ray::new(local_origin, local_dir);
        let local_box = Aabb::from_center_half_extents(Vec2::ZERO, OBB_HALF);
        let slabs = slab_intervals(&local_ray, &local_box);
        if let Some(slabs) = slabs {
            // Times are the same in both frames, so the ticks go on the world ray.
            slab_ticks(&slabs, ray.origin, ray.dir, &mut items);
        }
        show_interval(hit, "the rect", &mut items, &mut report);
        report.point("local R0 (m·ui, m·uj)", local_origin);
        report.point("local v (v·ui, v·uj)", local_dir);
        if let Some(slabs) = slabs {
            report_slabs(&slabs, hit.is_some(), &mut report);
        }
        report.number("rect angle°", self.angle.to_degrees());
        self.ray.report(&mut report);
        Sketch { items, report }
    }

    fn help(&self) -> Vec<(LabControl, &'static str)> {
        vec![
            (LabControl::MoveUp, "move the rect up"),
            (LabControl::MoveDown, "move the rect down"),
            (LabControl::MoveLeft, "move the rect left"),
            (LabControl::MoveRight, "move the rect right"),
            (
                LabControl::RotateShape,
                "rotate the rect counter-clockwise, 1°/step",
            ),
            (LabControl::RotateShapeBack, "rotate the rect clockwise"),
            (
                LabControl::RotateRay,
                "rotate the ray counter-clockwise, 1°/step",
            ),
            (LabControl::RotateRayBack, "rotate the ray clockwise"),
        ]
    }
}
