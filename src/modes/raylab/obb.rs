//! Scene 2: ray vs rotated rect, solved in the rect's own frame
//! (docs/collision.md, "Ray vs rotated rect").
//!
//! The ray's origin and direction are taken into the rect's i/j frame with dot
//! products (`m·ui`, `m·uj`, `v·ui`, `v·uj`); there the rect is axis-aligned
//! and the slab method applies, and the times carry back unchanged
//! (`P0 = R0 + k0·v`). The scene prints the local origin and direction and
//! draws the two local slabs, which turn with the rect.

use glam::Vec2;

use super::common::{LabRay, move_help, show_interval, turn_help};
use super::controls::LabControl;
use super::figure::{FigureMark, Item, Report, Role, Target};
use super::ray_scene::{OneShape, RayScene};
use super::slab::{report_slabs, slab_bands, slab_ticks};
use crate::geom::{
    Aabb, Obb, Ray,
    ray::{self, RayInterval},
};

/// The rect's half extents along i and j, world units.
pub const OBB_HALF: Vec2 = Vec2::new(2.2, 1.1);
/// How far past the rect's sides the i and j arrows reach, world units.
const AXIS_OVERHANG: f32 = 0.8;

/// Scene 2's state.
pub type ObbScene = RayScene<TurnedRect>;

/// Scene 2's shape: a rect of half extents [`OBB_HALF`] that R turns.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct TurnedRect;

impl OneShape for TurnedRect {
    const CASES: &'static [&'static str] = &[
        "crossing",
        "miss",
        "starts inside",
        "ray parallel to the i axis",
        "rect behind the ray",
    ];
    const REACH: f32 = OBB_HALF.x.min(OBB_HALF.y);
    const MOVE_HELP: [(LabControl, &'static str); 4] = move_help!("rect");
    const TURN_HELP: Option<[(LabControl, &'static str); 2]> = Some(turn_help!("rect"));
    type Core = Obb;

    fn case(index: usize) -> (LabRay, f32) {
        match index {
            1 => (LabRay::new(Vec2::new(-4.5, -3.5), 75.0), 30.0),
            2 => (LabRay::new(Vec2::new(1.0, 0.3), 100.0), 30.0),
            3 => (LabRay::new(Vec2::new(-4.5, -2.964), 30.0), 30.0),
            4 => (LabRay::new(Vec2::new(5.0, 3.5), 20.0), 30.0),
            _ => (LabRay::new(Vec2::new(-4.5, -3.5), 30.0), 15.0),
        }
    }

    fn core(center: Vec2, angle: f32) -> Obb {
        Obb::from_angle(center, OBB_HALF, angle)
    }

    fn cast(ray: &Ray, obb: &Obb) -> Option<RayInterval> {
        ray::ray_obb(ray, obb)
    }

    fn draw(_scene: &ObbScene, obb: &Obb, role: Role, items: &mut Vec<Item>) {
        let [ui, uj] = obb.axes;
        slab_bands(obb.center, ui, uj, OBB_HALF, items);
        items.push(Item::Polygon {
            points: obb.corners().to_vec(),
            role,
        });
        let i_tip = obb.center + ui * (OBB_HALF.x + AXIS_OVERHANG);
        let j_tip = obb.center + uj * (OBB_HALF.y + AXIS_OVERHANG);
        items.push(Item::Arrow {
            from: obb.center,
            to: i_tip,
            role: Role::SlabX,
        });
        items.push(Item::Arrow {
            from: obb.center,
            to: j_tip,
            role: Role::SlabY,
        });
        items.push(Item::marker(i_tip, FigureMark::Dot, "i", Role::SlabX));
        items.push(Item::marker(j_tip, FigureMark::Dot, "j", Role::SlabY));
        items.push(Item::marker(obb.center, FigureMark::Dot, "T", Role::Shape));
    }

    fn explain(
        scene: &ObbScene,
        obb: &Obb,
        ray: &Ray,
        hit: Option<RayInterval>,
        items: &mut Vec<Item>,
        report: &mut Report,
    ) {
        // The text's change of frame: m = R0 - T, then dot with ui and uj.
        let [ui, uj] = obb.axes;
        let local_origin = obb.to_local(ray.origin);
        let local_dir = Vec2::new(ray.dir.dot(ui), ray.dir.dot(uj));
        let local_ray = Ray::new(local_origin, local_dir);
        let local_box = Aabb::from_center_half_extents(Vec2::ZERO, OBB_HALF);
        let slabs = ray::slab_intervals(&local_ray, &local_box);
        if let Some(slabs) = slabs {
            // Times are the same in both frames, so the ticks go on the world ray.
            slab_ticks(&slabs, ray.origin, ray.dir, items);
        }
        show_interval(hit, Target::Rect, items, report);
        report.point("local R0 (m·ui, m·uj)", local_origin);
        report.point("local v (v·ui, v·uj)", local_dir);
        if let Some(slabs) = slabs {
            report_slabs(&slabs, hit.is_some(), report);
        }
        report.number("rect angle°", scene.angle.to_degrees());
    }
}
