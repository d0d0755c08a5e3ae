//! Scene 7: several shapes at once; the ray reports the first one it meets.
//!
//! Each shape answers with its own query (slab method, local frame, quadratic,
//! band + disks); the first hit is the smallest first-contact t among them.
//! A shape the ray starts inside counts with its exit (t > 0).

use glam::Vec2;

use super::common::{
    Handle, LabRay, RAY_TURN_HELP, aabb_corners, capsule_at, move_help, shape_shift, shape_spin,
    turn_by,
};
use super::controls::LabControl;
use super::figure::{FigureMark, Item, Note, Report, Role, Sketch, Verdict};
use super::scene::{Prepared, Scene};
use crate::geom::{
    Aabb, Disk, Obb,
    ray::{self, RayInterval},
};
use crate::sim::ControlFrame;

/// One shape of the free scene, with its placement.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum FreeShape {
    /// An axis-aligned rectangle (tested by the slab method).
    Rect {
        /// Centre, world units.
        center: Vec2,
        /// Half-width and half-height.
        half: Vec2,
    },
    /// A rectangle turned about its centre (tested in its local frame).
    RotatedRect {
        /// Centre, world units.
        center: Vec2,
        /// Half-width and half-height before turning.
        half: Vec2,
        /// Radians counter-clockwise.
        angle: f32,
    },
    /// A disk (tested by the quadratic).
    Disk {
        /// Centre, world units.
        center: Vec2,
        /// Radius, world units.
        radius: f32,
    },
    /// A capsule: a segment through `center` swept by `radius` (tested as a
    /// band and two disks).
    Capsule {
        /// Middle of the spine, world units.
        center: Vec2,
        /// Half the spine's length.
        half_length: f32,
        /// Heading of the spine, radians counter-clockwise from +x.
        angle: f32,
        /// Radius, world units.
        radius: f32,
    },
}

impl FreeShape {
    /// "rect", "rotated rect", ...
    #[must_use]
    pub fn name(&self) -> &'static str {
        match self {
            FreeShape::Rect { .. } => "rect",
            FreeShape::RotatedRect { .. } => "rotated rect",
            FreeShape::Disk { .. } => "disk",
            FreeShape::Capsule { .. } => "capsule",
        }
    }

    /// Where the shape is: the handle that drags it.
    #[must_use]
    pub fn center(&self) -> Vec2 {
        match *self {
            FreeShape::Rect { center, .. }
            | FreeShape::RotatedRect { center, .. }
            | FreeShape::Disk { center, .. }
            | FreeShape::Capsule { center, .. } => center,
        }
    }

    fn center_mut(&mut self) -> &mut Vec2 {
        match self {
            FreeShape::Rect { center, .. }
            | FreeShape::RotatedRect { center, .. }
            | FreeShape::Disk { center, .. }
            | FreeShape::Capsule { center, .. } => center,
        }
    }

    /// A radius the pointer can grab the shape by.
    fn reach(&self) -> f32 {
        match *self {
            FreeShape::Rect { half, .. } | FreeShape::RotatedRect { half, .. } => {
                half.min_element()
            }
            FreeShape::Disk { radius, .. } | FreeShape::Capsule { radius, .. } => radius,
        }
    }

    /// The core's answer for `ray` against this shape.
    #[must_use]
    pub fn cast(&self, ray: &crate::geom::Ray) -> Option<RayInterval> {
        match *self {
            FreeShape::Rect { center, half } => {
                ray::ray_aabb(ray, &Aabb::from_center_half_extents(center, half))
            }
            FreeShape::RotatedRect {
                center,
                half,
                angle,
            } => ray::ray_obb(ray, &Obb::from_angle(center, half, angle)),
            FreeShape::Disk { center, radius } => ray::ray_disk(ray, &Disk::new(center, radius)),
            FreeShape::Capsule {
                center,
                half_length,
                angle,
                radius,
            } => ray::ray_capsule(ray, &capsule_at(center, half_length, angle, radius)),
        }
    }

    fn outline(&self, role: Role) -> Item {
        match *self {
            FreeShape::Rect { center, half } => Item::Polygon {
                points: aabb_corners(&Aabb::from_center_half_extents(center, half)),
                role,
            },
            FreeShape::RotatedRect {
                center,
                half,
                angle,
            } => Item::Polygon {
                points: Obb::from_angle(center, half, angle).corners().to_vec(),
                role,
            },
            FreeShape::Disk { center, radius } => Item::Circle {
                center,
                radius,
                role,
            },
            FreeShape::Capsule {
                center,
                half_length,
                angle,
                radius,
            } => {
                let c = capsule_at(center, half_length, angle, radius);
                Item::Capsule {
                    a: c.segment.a,
                    b: c.segment.b,
                    radius,
                    role,
                }
            }
        }
    }

    fn turn(&mut self, degrees: f32) {
        match self {
            FreeShape::RotatedRect { angle, .. } | FreeShape::Capsule { angle, .. } => {
                turn_by(angle, degrees)
            }
            FreeShape::Rect { .. } | FreeShape::Disk { .. } => {}
        }
    }
}

/// Scene 7's state.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct FreeScene {
    /// The ray the class aims.
    pub ray: LabRay,
    /// The shapes the ray may meet, one of each kind.
    pub shapes: [FreeShape; 4],
}

impl Prepared for FreeScene {
    const CASES: &'static [&'static str] = &[
        "first hit: the rect",
        "starts inside the disk",
        "misses everything",
    ];

    fn case(index: usize) -> Self {
        let shapes = [
            FreeShape::Rect {
                center: Vec2::new(-1.5, 0.0),
                half: Vec2::new(0.9, 0.7),
            },
            FreeShape::RotatedRect {
                center: Vec2::new(3.5, 2.6),
                half: Vec2::new(1.2, 0.6),
                angle: 35f32.to_radians(),
            },
            FreeShape::Disk {
                center: Vec2::new(2.0, -1.0),
                radius: 1.1,
            },
            FreeShape::Capsule {
                center: Vec2::new(5.0, -1.5),
                half_length: 1.2,
                angle: 80f32.to_radians(),
                radius: 0.6,
            },
        ];
        let ray = match index % Self::CASES.len() {
            1 => LabRay::new(Vec2::new(2.2, -0.8), 0.0),
            2 => LabRay::new(Vec2::new(-4.6, -4.0), 0.0),
            _ => LabRay::new(Vec2::new(-4.6, -0.4), -3.0),
        };
        Self { ray, shapes }
    }
}

impl FreeScene {
    /// Each shape's hit, and the index of the first one along the ray.
    #[must_use]
    pub fn first_hit(&self) -> (Vec<Option<RayInterval>>, Option<usize>) {
        let ray = self.ray.ray();
        let hits: Vec<_> = self.shapes.iter().map(|s| s.cast(&ray)).collect();
        let first = hits
            .iter()
            .enumerate()
            .filter_map(|(i, h)| h.map(|h| (i, h.first_contact().t)))
            .min_by(|a, b| a.1.total_cmp(&b.1))
            .map(|(i, _)| i);
        (hits, first)
    }
}

impl Scene for FreeScene {
    fn step(&mut self, frame: &ControlFrame<LabControl>) {
        self.ray.step(frame);
        // The text's H/J/K/L move "the" shape; here there are several, so they
        // move the ray's origin like the arrow keys.
        self.ray.origin += shape_shift(frame);
        let d = shape_spin(frame);
        for s in &mut self.shapes {
            s.turn(d);
        }
    }

    fn handles(&self) -> Vec<Handle> {
        let mut handles = vec![Handle::point(0, self.ray.origin)];
        handles.extend(
            self.shapes
                .iter()
                .enumerate()
                .map(|(i, s)| Handle::new(i + 1, s.center(), s.reach())),
        );
        handles
    }

    fn drag(&mut self, id: usize, to: Vec2) {
        if id == 0 {
            self.ray.origin = to;
        } else if let Some(s) = self.shapes.get_mut(id - 1) {
            *s.center_mut() = to;
        }
    }

    fn aim(&mut self, target: Vec2) -> bool {
        self.ray.aim_at(target);
        true
    }

    fn sketch(&self) -> Sketch {
        let (hits, first) = self.first_hit();
        let mut items = Vec::new();
        for (i, s) in self.shapes.iter().enumerate() {
            items.push(s.outline(Role::shape(Some(i) == first)));
            items.push(Item::marker(
                s.center(),
                FigureMark::Dot,
                format!("{}", i + 1),
                Role::Shape,
            ));
        }
        self.ray.draw(&mut items);
        let mut report = Report::default();
        for (i, (s, h)) in self.shapes.iter().zip(&hits).enumerate() {
            let label = format!("{} {}: t", i + 1, s.name());
            match h {
                Some(h) if Some(i) != first => {
                    report.number(label, h.first_contact().t);
                    items.push(Item::marker(
                        h.first_contact().point,
                        FigureMark::Ring,
                        "later",
                        Role::Guide,
                    ));
                }
                Some(h) => report.number(label, h.first_contact().t),
                None => report.note(label, Note::Miss),
            }
        }
        match first.and_then(|i| hits[i].map(|h| (i, h))) {
            Some((i, h)) => {
                let contact = h.first_contact();
                report.hit = true;
                let (number, name) = (i + 1, self.shapes[i].name());
                report.verdict = if h.starts_inside() {
                    Verdict::FreeInside { number, name }
                } else {
                    Verdict::FreeHit { number, name }
                };
                items.push(Item::marker(
                    contact.point,
                    FigureMark::Filled,
                    "first",
                    Role::Entry,
                ));
                items.push(Item::Arrow {
                    from: contact.point,
                    to: contact.point + contact.normal,
                    role: Role::Entry,
                });
                report.number("first t", contact.t);
                report.point("first point", contact.point);
                report.point("normal", contact.normal);
            }
            None => report.verdict = Verdict::FreeMiss,
        }
        self.ray.report(&mut report);
        Sketch { items, report }
    }

    fn help(&self) -> Vec<(LabControl, &'static str)> {
        let mut help = move_help!("origin").to_vec();
        help.extend([
            (LabControl::RotateShape, "raylab-help-turn-shapes-ccw"),
            (LabControl::RotateShapeBack, "raylab-help-turn-shapes-cw"),
        ]);
        help.extend(RAY_TURN_HELP);
        help
    }
}
