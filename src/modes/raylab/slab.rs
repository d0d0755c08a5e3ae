//! Scene 1: ray vs axis-aligned rect by the slab method (docs/collision.md,
//! "Ray vs axis-aligned rect: the slab method").
//!
//! The rect is the overlap of the X slab (xmin ≤ x ≤ xmax) and the Y slab; the
//! ray is inside each for one interval of t, [inX, outX] and [inY, outY], and
//! inside the rect where they overlap (`inX < outY && inY < outX`). The scene
//! draws both slabs as bands and ticks the four times on the ray, so the class
//! sees the intervals overlap or not.

use glam::Vec2;

use super::common::{LabRay, aabb_corners, move_help, show_interval};
use super::controls::LabControl;
use super::figure::{Item, Report, Role, Target, Verdict};
use super::ray_scene::{OneShape, RayScene};
use crate::geom::{
    Aabb, Ray,
    ray::{self, RayInterval, SlabIntervals},
};

/// The rect's half extents, world units.
pub const RECT_HALF: Vec2 = Vec2::new(2.0, 1.25);
/// Offset (world units) of the X and Y interval bars beside the ray.
const BAR_OFFSET: f32 = 0.3;

/// Scene 1's state.
pub type SlabScene = RayScene<AxisRect>;

/// Scene 1's shape: the axis-aligned rect of half extents [`RECT_HALF`].
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct AxisRect;

impl OneShape for AxisRect {
    const CASES: &'static [&'static str] = &[
        "crossing",
        "miss: leaves Y before entering X",
        "axis-parallel ray",
        "starts inside",
        "grazes a corner",
        "runs along an edge",
        "rect behind the ray",
    ];
    const REACH: f32 = RECT_HALF.x.min(RECT_HALF.y);
    const MOVE_HELP: [(LabControl, &'static str); 4] = move_help!("rect");
    const TURN_HELP: Option<[(LabControl, &'static str); 2]> = None;
    type Core = Aabb;

    fn case(index: usize) -> (LabRay, f32) {
        let ray = match index {
            1 => LabRay::new(Vec2::new(-4.5, -3.5), 60.0),
            2 => LabRay::new(Vec2::new(-4.5, 0.5), 0.0),
            3 => LabRay::new(Vec2::new(1.0, 0.0), 30.0),
            // Through the top-left corner (-0.5, 1.75) at 45°.
            4 => LabRay::new(Vec2::new(-4.5, -2.25), 45.0),
            5 => LabRay::new(Vec2::new(-4.5, 1.75), 0.0),
            6 => LabRay::new(Vec2::new(4.5, 3.0), 30.0),
            _ => LabRay::new(Vec2::new(-4.5, -3.5), 30.0),
        };
        (ray, 0.0)
    }

    fn core(center: Vec2, _angle: f32) -> Aabb {
        Aabb::from_center_half_extents(center, RECT_HALF)
    }

    fn cast(ray: &Ray, aabb: &Aabb) -> Option<RayInterval> {
        ray::ray_aabb(ray, aabb)
    }

    fn draw(scene: &SlabScene, aabb: &Aabb, role: Role, items: &mut Vec<Item>) {
        slab_bands(scene.center, Vec2::X, Vec2::Y, RECT_HALF, items);
        items.push(Item::Polygon {
            points: aabb_corners(aabb),
            role,
        });
    }

    fn explain(
        _scene: &SlabScene,
        aabb: &Aabb,
        ray: &Ray,
        hit: Option<RayInterval>,
        items: &mut Vec<Item>,
        report: &mut Report,
    ) {
        let slabs = ray::slab_intervals(ray, aabb);
        if let Some(slabs) = slabs {
            slab_ticks(&slabs, ray.origin, ray.dir, items);
        }
        show_interval(hit, Target::Rect, items, report);
        if let Some(slabs) = slabs {
            report_slabs(&slabs, hit.is_some(), report);
        }
        report.point("min", aabb.min);
        report.point("max", aabb.max);
    }
}

/// The X slab (across `i`, width 2·half.x) and the Y slab (across `j`) as bands.
pub fn slab_bands(center: Vec2, i: Vec2, j: Vec2, half: Vec2, items: &mut Vec<Item>) {
    items.push(Item::Band {
        point: center,
        normal: i,
        half_width: half.x,
        role: Role::SlabX,
    });
    items.push(Item::Band {
        point: center,
        normal: j,
        half_width: half.y,
        role: Role::SlabY,
    });
}

/// Ticks inX/outX/inY/outY on the (world) ray, and the two intervals as bars
/// beside it: X on one side, Y on the other, so their overlap is visible.
/// Infinite times (a ray parallel to a slab) get no tick: the panel says ±∞.
pub fn slab_ticks(slabs: &SlabIntervals, origin: Vec2, dir: Vec2, items: &mut Vec<Item>) {
    let side = dir.perp() * BAR_OFFSET;
    for (t, label, role) in [
        (slabs.in_x, "inX", Role::SlabX),
        (slabs.out_x, "outX", Role::SlabX),
        (slabs.in_y, "inY", Role::SlabY),
        (slabs.out_y, "outY", Role::SlabY),
    ] {
        if t.is_finite() {
            items.push(Item::tick(origin + t * dir, dir, label, role));
        }
    }
    // Bars for the intervals, clamped to a long finite stretch for drawing.
    let reach = 40.0;
    for (lo, hi, offset, role) in [
        (slabs.in_x, slabs.out_x, side, Role::SlabX),
        (slabs.in_y, slabs.out_y, -side, Role::SlabY),
    ] {
        if lo <= hi {
            let (lo, hi) = (lo.max(-reach), hi.min(reach));
            items.push(Item::Segment {
                a: origin + lo * dir + offset,
                b: origin + hi * dir + offset,
                role,
            });
        }
    }
}

/// The four slab times, the text's overlap test, and why a miss is a miss.
pub fn report_slabs(slabs: &SlabIntervals, hit: bool, report: &mut Report) {
    report.number("inX", slabs.in_x);
    report.number("outX", slabs.out_x);
    report.number("inY", slabs.in_y);
    report.number("outY", slabs.out_y);
    report.yes("inX<outY && inY<outX", slabs.overlap());
    if hit {
        return;
    }
    report.verdict = if slabs.in_x > slabs.out_x || slabs.in_y > slabs.out_y {
        Verdict::SlabParallel
    } else if slabs.in_x > slabs.out_y {
        Verdict::SlabYFirst
    } else if slabs.in_y > slabs.out_x {
        Verdict::SlabXFirst
    } else {
        Verdict::SlabBehind
    };
}
