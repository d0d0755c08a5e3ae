//! Scene 5: segment–segment closest points and capsules: two capsules touch
//! when their core segments are at most `r1 + r2` apart (docs/collision.md,
//! "Closest points").
//!
//! The closest points of the two core segments come from the core (line–line
//! feet, clamp s to [0, 1], re-project, clamp t, re-project); two capsules
//! touch when that distance is at most r1 + r2, and change colour when they do.

use glam::Vec2;

use super::common::{GRAB_REACH, Handle, arrow_shift, shape_shift, shape_spin, spin};
use super::controls::LabControl;
use super::figure::{FigureMark, Item, Note, Report, Role, Sketch, Verdict};
use super::scene::{Prepared, Scene};
use crate::geom::{Capsule, Segment, closest, overlap};
use crate::sim::ControlFrame;

/// Scene 5's state: two segments (end points) and the capsules' radii.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct SegmentsScene {
    /// Segment A, the spine of capsule A.
    pub a: Segment,
    /// Segment B, the spine of capsule B.
    pub b: Segment,
    /// Capsule A's radius, world units.
    pub radius_a: f32,
    /// Capsule B's radius, world units.
    pub radius_b: f32,
}

/// The segment centred on `c`, heading `degrees`, of half length `half`.
fn centered(c: Vec2, degrees: f32, half: f32) -> Segment {
    let d = Vec2::from_angle(degrees.to_radians()) * half;
    Segment::new(c - d, c + d)
}

/// `segment` turned by `degrees` about its midpoint.
fn rotated(segment: Segment, degrees: f32) -> Segment {
    let mid = (segment.a + segment.b) * 0.5;
    let r = Vec2::from_angle(degrees.to_radians());
    Segment::new(
        mid + r.rotate(segment.a - mid),
        mid + r.rotate(segment.b - mid),
    )
}

/// `segment` shifted by `by`, then turned by `degrees` about its midpoint.
fn moved(segment: Segment, by: Vec2, degrees: f32) -> Segment {
    let shifted = Segment::new(segment.a + by, segment.b + by);
    if degrees == 0.0 {
        shifted
    } else {
        rotated(shifted, degrees)
    }
}

impl Prepared for SegmentsScene {
    const CASES: &'static [&'static str] = &[
        "apart",
        "capsules touch",
        "parallel segments",
        "segments cross",
        "B is a single point",
    ];

    fn case(index: usize) -> Self {
        let a = centered(Vec2::new(-2.5, -0.5), 30.0, 1.8);
        let (a, b) = match index % Self::CASES.len() {
            1 => (a, centered(Vec2::new(-0.6, 0.9), 100.0, 1.6)),
            2 => (
                centered(Vec2::new(-1.5, -1.0), 0.0, 1.8),
                centered(Vec2::new(1.0, 1.0), 0.0, 1.6),
            ),
            3 => (
                centered(Vec2::ZERO, 30.0, 1.8),
                centered(Vec2::new(0.5, 0.0), 120.0, 1.6),
            ),
            4 => (a, centered(Vec2::new(1.5, 1.5), 0.0, 0.0)),
            _ => (a, centered(Vec2::new(2.0, 0.8), 100.0, 1.6)),
        };
        Self {
            a,
            b,
            radius_a: 0.6,
            radius_b: 0.7,
        }
    }
}

impl SegmentsScene {
    /// The two capsules: each segment swept by its radius.
    #[must_use]
    pub fn capsules(&self) -> (Capsule, Capsule) {
        (
            Capsule::new(self.a.a, self.a.b, self.radius_a),
            Capsule::new(self.b.a, self.b.b, self.radius_b),
        )
    }
}

impl Scene for SegmentsScene {
    fn step(&mut self, frame: &ControlFrame<LabControl>) {
        // Capsule A moves like the other scenes' ray, capsule B like their shape.
        let turn_a = spin(frame, LabControl::RotateRay, LabControl::RotateRayBack);
        self.a = moved(self.a, arrow_shift(frame), turn_a);
        self.b = moved(self.b, shape_shift(frame), shape_spin(frame));
    }

    fn handles(&self) -> Vec<Handle> {
        let mid = |s: &Segment| (s.a + s.b) * 0.5;
        vec![
            Handle::point(0, self.a.a),
            Handle::point(1, self.a.b),
            Handle::point(2, self.b.a),
            Handle::point(3, self.b.b),
            Handle::new(4, mid(&self.a), self.radius_a.max(GRAB_REACH)),
            Handle::new(5, mid(&self.b), self.radius_b.max(GRAB_REACH)),
        ]
    }

    fn drag(&mut self, id: usize, to: Vec2) {
        let recentre = |s: Segment| {
            let d = to - (s.a + s.b) * 0.5;
            Segment::new(s.a + d, s.b + d)
        };
        match id {
            0 => self.a.a = to,
            1 => self.a.b = to,
            2 => self.b.a = to,
            3 => self.b.b = to,
            4 => self.a = recentre(self.a),
            _ => self.b = recentre(self.b),
        }
    }

    fn sketch(&self) -> Sketch {
        let (ca, cb) = self.capsules();
        let touch = overlap::capsule_capsule(&ca, &cb);
        let role = Role::shape(touch);
        let mut items = vec![
            Item::Capsule {
                a: self.a.a,
                b: self.a.b,
                radius: self.radius_a,
                role,
            },
            Item::Capsule {
                a: self.b.a,
                b: self.b.b,
                radius: self.radius_b,
                role,
            },
            Item::Segment {
                a: self.a.a,
                b: self.a.b,
                role: Role::Ray,
            },
            Item::Segment {
                a: self.b.a,
                b: self.b.b,
                role: Role::Other,
            },
            Item::marker(self.a.a, FigureMark::Dot, "A0", Role::Ray),
            Item::marker(self.a.b, FigureMark::Dot, "A1", Role::Ray),
            Item::marker(self.b.a, FigureMark::Dot, "B0", Role::Other),
            Item::marker(self.b.b, FigureMark::Dot, "B1", Role::Other),
        ];
        let mut report = Report {
            hit: touch,
            ..Report::default()
        };
        match closest::segment_segment(&self.a, &self.b) {
            Some(c) => {
                items.push(Item::Segment {
                    a: c.on_a,
                    b: c.on_b,
                    role: Role::Guide,
                });
                items.push(Item::marker(c.on_a, FigureMark::Filled, "P1", Role::Entry));
                items.push(Item::marker(c.on_b, FigureMark::Ring, "P2", Role::Exit));
                let sum = self.radius_a + self.radius_b;
                let distance = c.distance;
                report.verdict = if touch {
                    Verdict::CapsulesTouch { distance, sum }
                } else {
                    Verdict::CapsulesApart { distance, sum }
                };
                report.number("d = |P1 − P2|", c.distance);
                report.number("r1 + r2", sum);
                report.yes("touch (d ≤ r1 + r2)", touch);
                report.number("t1 on A", c.s);
                report.number("t2 on B", c.t);
                report.note("t1 clamped", clamp_note(c.s));
                report.note("t2 clamped", clamp_note(c.t));
                report.point("P1 on A", c.on_a);
                report.point("P2 on B", c.on_b);
            }
            None => report.verdict = Verdict::NotFinite,
        }
        report.number("r1", self.radius_a);
        report.number("r2", self.radius_b);
        Sketch { items, report }
    }

    fn help(&self) -> Vec<(LabControl, &'static str)> {
        vec![
            (LabControl::MoveLeft, "raylab-help-move-capsule-b-left"),
            (LabControl::MoveDown, "raylab-help-move-capsule-b-down"),
            (LabControl::MoveUp, "raylab-help-move-capsule-b-up"),
            (LabControl::MoveRight, "raylab-help-move-capsule-b-right"),
            (LabControl::RotateShape, "raylab-help-turn-capsule-b-ccw"),
            (LabControl::RotateShapeBack, "raylab-help-turn-capsule-b-cw"),
            (LabControl::RotateRay, "raylab-help-turn-capsule-a-ccw"),
            (LabControl::RotateRayBack, "raylab-help-turn-capsule-a-cw"),
            (LabControl::RayUp, "raylab-help-move-capsule-a-up"),
            (LabControl::RayDown, "raylab-help-move-capsule-a-down"),
            (LabControl::RayLeft, "raylab-help-move-capsule-a-left"),
            (LabControl::RayRight, "raylab-help-move-capsule-a-right"),
        ]
    }
}

/// Whether a closest-point parameter sits on an end (clamped) or inside.
fn clamp_note(t: f32) -> Note {
    if t <= 0.0 {
        Note::ClampedStart
    } else if t >= 1.0 {
        Note::ClampedEnd
    } else {
        Note::NotClamped
    }
}
