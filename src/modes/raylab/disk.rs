//! Scene 3: ray vs disk (`000_24810b86aa34712b.txt`, B and Code3).
//!
//! `|R0 + t·v − C|² = r²` is `t² + 2bt + c = 0` for unit v, with
//! `b = (R0 − C)·v`, `c = |R0 − C|² − r²`; the discriminant `D = b² − c`
//! decides: D < 0 misses, D = 0 touches, D > 0 gives the roots `t = −b ± √D`.
//! Both roots are marked, a root behind the origin dimmed (the ray starts
//! inside when t− < 0 < t+).

use glam::Vec2;

use super::common::{GRAB_REACH, Handle, LabRay, shape_shift, show_interval};
use super::controls::LabControl;
use super::figure::{Item, Report, Role, Sketch};
use super::scene::Scene;
use crate::geom::{Disk, ray_disk, ray_disk_quadratic};
use crate::sim::ControlFrame;

/// The disk's radius, world units.
pub const DISK_RADIUS: f32 = 1.8;

const CASES: &[&str] = &[
    "crossing",
    "miss (D < 0)",
    "tangent (D = 0)",
    "starts inside",
    "disk behind the ray",
];

/// Scene 3's state.
#[derive(Debug, Clone, PartialEq)]
pub struct DiskScene {
    pub ray: LabRay,
    pub center: Vec2,
}

impl Default for DiskScene {
    fn default() -> Self {
        Self::case(0)
    }
}

impl DiskScene {
    #[must_use]
    pub fn case(index: usize) -> Self {
        let center = Vec2::new(1.5, 0.5);
        let ray = match index % CASES.len() {
            1 => LabRay::new(Vec2::new(-4.5, -3.5), 60.0),
            // Along y = 0.5 − 1.8 = −1.3: tangent at the disk's bottom.
            2 => LabRay::new(Vec2::new(-4.5, 0.5 - DISK_RADIUS), 0.0),
            3 => LabRay::new(Vec2::new(1.0, 0.0), 30.0),
            4 => LabRay::new(Vec2::new(4.5, 3.0), 30.0),
            _ => LabRay::new(Vec2::new(-4.5, -3.5), 35.0),
        };
        Self { ray, center }
    }

    #[must_use]
    pub fn disk(&self) -> Disk {
        Disk::new(self.center, DISK_RADIUS)
    }
}

impl Scene for DiskScene {
    fn title(&self) -> &'static str {
        "3  Ray vs disk (quadratic, discriminant)"
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
    }

    fn handles(&self) -> Vec<Handle> {
        vec![
            Handle::new(0, self.ray.origin, GRAB_REACH),
            Handle::new(1, self.center, DISK_RADIUS),
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
        let disk = self.disk();
        let ray = self.ray.ray();
        let hit = ray_disk(&ray, &disk);
        let quadratic = ray_disk_quadratic(&ray, &disk);
        let mut items = vec![Item::Circle {
            center: disk.center,
            radius: disk.radius,
            role: if hit.is_some() {
                Role::Touched
            } else {
                Role::Shape
            },
        }];
        items.push(Item::marker(
            disk.center,
            super::figure::MarkerKind::Dot,
            "C",
            Role::Shape,
        ));
        self.ray.draw(&mut items);
        let mut report = Report::new(self.title());
        // Roots behind the origin are not hits, but the class should see where
        // the quadratic put them: dim ticks on the backward extension (roots
        // ahead are the P0/P1 markers).
        if let Some((t0, t1)) = quadratic.and_then(|q| q.roots) {
            for (t, label) in [(t0, "t−"), (t1, "t+")] {
                if t < 0.0 {
                    items.push(Item::tick(ray.at(t), ray.dir, label, Role::Behind));
                }
            }
        }
        show_interval(hit, "the disk", &mut items, &mut report);
        if let Some(q) = quadratic {
            report.number("b = (R0−C)·v", q.b);
            report.number("c = |R0−C|²−r²", q.c);
            report.number("D = b²−c", q.discriminant);
            match q.roots {
                Some((t0, t1)) => {
                    report.number("t− = −b−√D", t0);
                    report.number("t+ = −b+√D", t1);
                    if hit.is_none() {
                        report.verdict = "miss: both roots are behind the origin (t < 0)".into();
                    }
                }
                None => {
                    report.text("roots", "none (D < 0)");
                    report.verdict = "miss: D < 0, the line misses the circle".into();
                }
            }
        }
        report.point("C", disk.center);
        report.number("r", disk.radius);
        self.ray.report(&mut report);
        Sketch { items, report }
    }

    fn help(&self) -> Vec<(LabControl, &'static str)> {
        vec![
            (LabControl::MoveUp, "move the disk up"),
            (LabControl::MoveDown, "move the disk down"),
            (LabControl::MoveLeft, "move the disk left"),
            (LabControl::MoveRight, "move the disk right"),
            (
                LabControl::RotateRay,
                "rotate the ray counter-clockwise, 1°/step",
            ),
            (LabControl::RotateRayBack, "rotate the ray clockwise"),
        ]
    }
}
