//! Scene 6: ray vs capsule = ray vs band + ray vs two disks (in 2D an
//! infinite cylinder is a band: docs/collision.md, "Ray vs band and ray vs
//! capsule").
//!
//! The band (all points within r of the axis line) and the two end disks are
//! drawn faintly behind the capsule, with the band's own crossing times ticked
//! on the ray, so the class sees which of the three pieces each hit comes from.

use glam::Vec2;

use super::common::{LabRay, capsule_at, move_help, show_interval, turn_help};
use super::controls::LabControl;
use super::figure::{FigureMark, Item, Note, Report, Role, Target};
use super::ray_scene::{OneShape, RayScene};
use crate::geom::{
    Band, Capsule, Line, Ray,
    ray::{self, RayInterval},
};

/// Half the length of the capsule's core segment, world units.
pub const CAPSULE_HALF_LENGTH: f32 = 1.8;
/// The capsule's radius, world units.
pub const CAPSULE_RADIUS: f32 = 1.0;

/// Scene 6's state.
pub type CapsuleScene = RayScene<TurnedCapsule>;

/// Scene 6's shape: a capsule of [`CAPSULE_HALF_LENGTH`] and
/// [`CAPSULE_RADIUS`] that R turns.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct TurnedCapsule;

/// Which piece of the capsule `p` (on its boundary) belongs to, from where
/// its foot falls on the core segment.
fn piece(capsule: &Capsule, p: Vec2) -> Note {
    let s = capsule.segment;
    let d = s.dir();
    let u = (p - s.a).dot(d) / d.length_squared().max(f32::MIN_POSITIVE);
    if u < 0.0 {
        Note::CapA
    } else if u > 1.0 {
        Note::CapB
    } else {
        Note::Side
    }
}

impl OneShape for TurnedCapsule {
    const CASES: &'static [&'static str] = &[
        "hits the side",
        "hits a cap",
        "miss",
        "starts inside",
        "parallel to the axis",
    ];
    const REACH: f32 = CAPSULE_RADIUS;
    const MOVE_HELP: [(LabControl, &'static str); 4] = move_help!("capsule");
    const TURN_HELP: Option<[(LabControl, &'static str); 2]> = Some(turn_help!("capsule"));
    type Core = Capsule;

    fn case(index: usize) -> (LabRay, f32) {
        match index {
            // Into the far-left point of the cap at A, (-1.18, 0.06), slightly downhill.
            1 => (LabRay::new(Vec2::new(-4.45, 0.65), -10.0), 20.0),
            2 => (LabRay::new(Vec2::new(-4.5, -3.5), 70.0), 20.0),
            3 => (LabRay::new(Vec2::new(1.2, 0.6), 250.0), 20.0),
            4 => (LabRay::new(Vec2::new(-4.5, -1.6), 20.0), 20.0),
            // Steeply into the middle of the lower side, (1.84, -0.44).
            _ => (LabRay::new(Vec2::new(0.75, -3.45), 70.0), 20.0),
        }
    }

    fn core(center: Vec2, angle: f32) -> Capsule {
        capsule_at(center, CAPSULE_HALF_LENGTH, angle, CAPSULE_RADIUS)
    }

    fn cast(ray: &Ray, capsule: &Capsule) -> Option<RayInterval> {
        ray::ray_capsule(ray, capsule)
    }

    fn draw(_scene: &CapsuleScene, capsule: &Capsule, role: Role, items: &mut Vec<Item>) {
        let seg = capsule.segment;
        items.extend([
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
                role,
            },
            Item::Segment {
                a: seg.a,
                b: seg.b,
                role: Role::Shape,
            },
            Item::marker(seg.a, FigureMark::Dot, "A", Role::Shape),
            Item::marker(seg.b, FigureMark::Dot, "B", Role::Shape),
        ]);
    }

    fn explain(
        _scene: &CapsuleScene,
        capsule: &Capsule,
        ray: &Ray,
        hit: Option<RayInterval>,
        items: &mut Vec<Item>,
        report: &mut Report,
    ) {
        let seg = capsule.segment;
        let band = Band::new(Line::through(seg.a, seg.b), capsule.radius);
        let band_hit = ray::ray_band(ray, &band);
        if let Some(b) = band_hit {
            if let Some(entry) = b.entry() {
                items.push(Item::tick(entry.point, ray.dir, "band in", Role::Guide));
            }
            items.push(Item::tick(b.exit().point, ray.dir, "band out", Role::Guide));
        }
        show_interval(hit, Target::Capsule, items, report);
        match hit {
            Some(RayInterval::Crossing { entry, exit }) => {
                report.note("P0 on", piece(capsule, entry.point));
                report.note("P1 on", piece(capsule, exit.point));
            }
            Some(RayInterval::FromInside { exit }) => {
                report.note("P1 on", piece(capsule, exit.point))
            }
            None => {}
        }
        match band_hit {
            Some(b) => {
                match b.entry() {
                    Some(e) => report.number("band t in", e.t),
                    None => report.note("band t in", Note::InsideBand),
                }
                report.number("band t out", b.exit().t);
            }
            None => report.note("band", Note::BandNotCrossed),
        }
        report.point("A", seg.a);
        report.point("B", seg.b);
        report.number("r", capsule.radius);
    }
}
