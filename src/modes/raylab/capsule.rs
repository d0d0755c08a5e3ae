//! Scene 6: ray vs capsule = ray vs band + ray vs two disks
//! (`004_f1458387a8aae190.txt`; in 2D the infinite cylinder is a band).
//!
//! The band (all points within r of the axis line) and the two end disks are
//! drawn faintly behind the capsule, with the band's own crossing times ticked
//! on the ray, so the class sees which of the three pieces each hit comes from.

use glam::Vec2;

use super::common::{GRAB_REACH, Handle, LabRay, shape_shift, shape_spin, show_interval};
use super::controls::{LabControl, turn};
use super::figure::{Item, MarkerKind, Report, Role, Sketch};
use super::scene::Scene;
use crate::geom::{Band, Capsule, Line, RayInterval, ray_band, ray_capsule};
use crate::sim::ControlFrame;

/// Half the length of the capsule's core segment, world units.
pub const CAPSULE_HALF_LENGTH: f32 = 1.8;
/// The capsule's radius, world units.
pub const CAPSULE_RADIUS: f32 = 1.0;

const CASES: &[&str] = &[
    "hits the side",
    "hits a cap",
    "miss",
    "starts inside",
    "parallel to the axis",
];

/// Scene 6's state.
#[derive(Debug, Clone, PartialEq)]
pub struct CapsuleScene {
    pub ray: LabRay,
    pub center: Vec2,
    /// Heading of the core segment, radians.
    pub angle: f32,
}

impl Default for CapsuleScene {
    fn default() -> Self {
        Self::case(0)
    }
}

impl CapsuleScene {
    #[must_use]
    pub fn case(index: usize) -> Self {
        let center = Vec2::new(1.5, 0.5);
        let (ray, degrees) = match index % CASES.len() {
            // Into the far-left point of the cap at A, (-1.18, 0.06), slightly downhill.
            1 => (LabRay::new(Vec2::new(-4.45, 0.65), -10.0), 20.0),
            2 => (LabRay::new(Vec2::new(-4.5, -3.5), 70.0), 20.0),
            3 => (LabRay::new(Vec2::new(1.2, 0.6), 250.0), 20.0),
            4 => (LabRay::new(Vec2::new(-4.5, -1.6), 20.0), 20.0),
            // Steeply into the middle of the lower side, (1.84, -0.44).
            _ => (LabRay::new(Vec2::new(0.75, -3.45), 70.0), 20.0),
        };
        Self {
            ray,
            center,
            angle: f32::to_radians(degrees),
        }
    }

    #[must_use]
    pub fn capsule(&self) -> Capsule {
        let d = Vec2::from_angle(self.angle) * CAPSULE_HALF_LENGTH;
        Capsule::new(self.center - d, self.center + d, CAPSULE_RADIUS)
    }
}

/// Which piece of the capsule `p` (on its boundary) belongs to, from where
/// its foot falls on the core segment.
fn piece(capsule: &Capsule, p: Vec2) -> &'static str {
    let s = capsule.segment;
    let d = s.dir();
    let u = (p - s.a).dot(d) / d.length_squared().max(f32::MIN_POSITIVE);
    if u < 0.0 {
        "cap disk at A"
    } else if u > 1.0 {
        "cap disk at B"
    } else {
        "side (band)"
    }
}

impl Scene for CapsuleScene {
    fn title(&self) -> &'static str {
        "6  Ray vs capsule (band + two disks)"
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
            Handle::new(1, self.center, CAPSULE_RADIUS),
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
        let capsule = self.capsule();
        let seg = capsule.segment;
        let ray = self.ray.ray();
        let axis = Line::through(seg.a, seg.b);
        let band = Band::new(axis, capsule.radius);
        let hit = ray_capsule(&ray, &capsule);
        let mut items = vec![
            Item::Band {
                point: seg.a,
                normal: seg.dir().perp().normalize_or_zero(),
                half_width: capsule.radius,
                role: Role::Guide,
            },
            Item::Circle {
                center: seg.a,
                radius: capsule.radius,
                role: Role::Guide,
            },
            Item::Circle {
                center: seg.b,
                radius: capsule.radius,
                role: Role::Guide,
            },
            Item::Capsule {
                a: seg.a,
                b: seg.b,
                radius: capsule.radius,
                role: if hit.is_some() {
                    Role::Touched
                } else {
                    Role::Shape
                },
            },
            Item::Segment {
                a: seg.a,
                b: seg.b,
                role: Role::Shape,
            },
            Item::marker(seg.a, MarkerKind::Dot, "A", Role::Shape),
            Item::marker(seg.b, MarkerKind::Dot, "B", Role::Shape),
        ];
        self.ray.draw(&mut items);
        let band_hit = ray_band(&ray, &band);
        if let Some(b) = band_hit {
            if let Some(entry) = b.entry() {
                items.push(Item::tick(entry.point, ray.dir, "band in", Role::Guide));
            }
            items.push(Item::tick(b.exit().point, ray.dir, "band out", Role::Guide));
        }
        let mut report = Report::new(self.title());
        show_interval(hit, "the capsule", &mut items, &mut report);
        match hit {
            Some(RayInterval::Crossing { entry, exit }) => {
                report.text("P0 on", piece(&capsule, entry.point));
                report.text("P1 on", piece(&capsule, exit.point));
            }
            Some(RayInterval::FromInside { exit }) => {
                report.text("P1 on", piece(&capsule, exit.point))
            }
            None => {}
        }
        match band_hit {
            Some(b) => {
                match b.entry() {
                    Some(e) => report.number("band t in", e.t),
                    None => report.text("band t in", "inside the band"),
                }
                report.number("band t out", b.exit().t);
            }
            None => report.text("band", "not crossed (parallel or missed)"),
        }
        report.point("A", seg.a);
        report.point("B", seg.b);
        report.number("r", capsule.radius);
        self.ray.report(&mut report);
        Sketch { items, report }
    }

    fn help(&self) -> Vec<(LabControl, &'static str)> {
        vec![
            (LabControl::MoveUp, "move the capsule up"),
            (LabControl::MoveDown, "move the capsule down"),
            (LabControl::MoveLeft, "move the capsule left"),
            (LabControl::MoveRight, "move the capsule right"),
            (
                LabControl::RotateShape,
                "rotate the capsule counter-clockwise, 1°/step",
            ),
            (LabControl::RotateShapeBack, "rotate the capsule clockwise"),
            (
                LabControl::RotateRay,
                "rotate the ray counter-clockwise, 1°/step",
            ),
            (LabControl::RotateRayBack, "rotate the ray clockwise"),
        ]
    }
}
