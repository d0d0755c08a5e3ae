//! Scene 3: ray vs disk (docs/collision.md, "Ray vs disk").
//!
//! `|R0 + t·v − C|² = r²` is `t² + 2bt + c = 0` for unit v, with
//! `b = (R0 − C)·v`, `c = |R0 − C|² − r²`; the discriminant `D = b² − c`
//! decides: D < 0 misses, D = 0 touches, D > 0 gives the roots `t = −b ± √D`.
//! Both roots are marked, a root behind the origin dimmed (the ray starts
//! inside when t− < 0 < t+).

use glam::Vec2;

use super::common::{LabRay, move_help, show_interval};
use super::controls::LabControl;
use super::figure::{FigureMark, Item, Note, Report, Role, Target, Verdict};
use super::ray_scene::{OneShape, RayScene};
use crate::geom::{
    Disk, Ray,
    ray::{self, RayInterval},
};

/// The disk's radius, world units.
pub const DISK_RADIUS: f32 = 1.8;

/// Scene 3's state.
pub type DiskScene = RayScene<PlainDisk>;

/// Scene 3's shape: a disk of radius [`DISK_RADIUS`].
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct PlainDisk;

impl OneShape for PlainDisk {
    const CASES: &'static [&'static str] = &[
        "crossing",
        "miss (D < 0)",
        "tangent (D = 0)",
        "starts inside",
        "disk behind the ray",
    ];
    const REACH: f32 = DISK_RADIUS;
    const MOVE_HELP: [(LabControl, &'static str); 4] = move_help!("disk");
    const TURN_HELP: Option<[(LabControl, &'static str); 2]> = None;
    type Core = Disk;

    fn case(index: usize) -> (LabRay, f32) {
        let ray = match index {
            1 => LabRay::new(Vec2::new(-4.5, -3.5), 60.0),
            // Along y = 0.5 − 1.8 = −1.3: tangent at the disk's bottom.
            2 => LabRay::new(Vec2::new(-4.5, 0.5 - DISK_RADIUS), 0.0),
            3 => LabRay::new(Vec2::new(1.0, 0.0), 30.0),
            4 => LabRay::new(Vec2::new(4.5, 3.0), 30.0),
            _ => LabRay::new(Vec2::new(-4.5, -3.5), 35.0),
        };
        (ray, 0.0)
    }

    fn core(center: Vec2, _angle: f32) -> Disk {
        Disk::new(center, DISK_RADIUS)
    }

    fn cast(ray: &Ray, disk: &Disk) -> Option<RayInterval> {
        ray::ray_disk(ray, disk)
    }

    fn draw(_scene: &DiskScene, disk: &Disk, role: Role, items: &mut Vec<Item>) {
        items.push(Item::Circle {
            center: disk.center,
            radius: disk.radius,
            role,
        });
        items.push(Item::marker(disk.center, FigureMark::Dot, "C", Role::Shape));
    }

    fn explain(
        _scene: &DiskScene,
        disk: &Disk,
        ray: &Ray,
        hit: Option<RayInterval>,
        items: &mut Vec<Item>,
        report: &mut Report,
    ) {
        let quadratic = ray::ray_disk_quadratic(ray, disk);
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
        show_interval(hit, Target::Disk, items, report);
        if let Some(q) = quadratic {
            report.number("b = (R0−C)·v", q.b);
            report.number("c = |R0−C|²−r²", q.c);
            report.number("D = b²−c", q.discriminant);
            match q.roots {
                Some((t0, t1)) => {
                    report.number("t− = −b−√D", t0);
                    report.number("t+ = −b+√D", t1);
                    if hit.is_none() {
                        report.verdict = Verdict::DiskBehind;
                    }
                }
                None => {
                    report.note("roots", Note::NoRoots);
                    report.verdict = Verdict::DiskMisses;
                }
            }
        }
        report.point("C", disk.center);
        report.number("r", disk.radius);
    }
}
