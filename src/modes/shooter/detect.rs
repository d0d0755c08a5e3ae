//! What the player sees of the hit tests besides the hits (those are
//! `narrow`'s): the aim ray, mouse picking and the local-space inset. Every
//! query is `crate::geom`'s; this file only decides which to ask and what
//! wins.

use glam::{Affine2, Vec2};

use super::narrow::obstacle_ray;
use super::shell::Shell;
use super::target::{LocalHit, Target};
use crate::geom::{
    Aabb, Ray, RayInterval, Triangle, plan_moving_sweep, point_in_trimesh, ray_trimesh,
};
use crate::levels::arena::{Detection, ObstacleSpec};

/// Times at which the inset samples a shell's curved local path over a step:
/// a 45° turn (the most an arena allows) is then drawn in chords of under 2°,
/// which stray from the arc by under 1/6000 of its radius.
pub const INSET_CURVE_SEGMENTS: u32 = 24;

/// The inset shows the shells whose step comes within this many bounding
/// radii of the target's centre (in its local space); farther ones are off
/// its picture.
const INSET_REACH: f32 = 2.0;

/// Where the aim line meets something first.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct AimHit {
    /// Where, in world units.
    pub point: Vec2,
    /// Distance from the muzzle, world units.
    pub distance: f32,
    /// The target hit, or `None` for an obstacle.
    pub target: Option<usize>,
}

/// Casts the aim ray from `origin` along unit `dir`, up to `max_distance`.
pub(crate) fn aim(
    origin: Vec2,
    dir: Vec2,
    max_distance: f32,
    targets: &[Target],
    obstacles: &[ObstacleSpec],
) -> Option<AimHit> {
    let ray = Ray::new(origin, dir);
    let mut best: Option<AimHit> = None;
    let mut consider = |distance: f32, point: Vec2, target: Option<usize>| {
        if distance <= max_distance && best.is_none_or(|b| distance < b.distance) {
            best = Some(AimHit {
                point,
                distance,
                target,
            });
        }
    };
    for (index, target) in targets.iter().enumerate() {
        if target.is_alive() {
            let model = target.model();
            if let Some((hit, _)) = ray_trimesh(&ray, &target.mesh, &model, &model.inverse()) {
                consider(hit.t, hit.point, Some(index));
            }
        }
    }
    for obstacle in obstacles {
        match obstacle_ray(&ray, obstacle) {
            Some(RayInterval::FromInside { .. }) => consider(0.0, origin, None),
            Some(RayInterval::Crossing { entry, .. }) => consider(entry.t, entry.point, None),
            None => {}
        }
    }
    best
}

/// The live target under `world`: one whose triangles contain it, else the
/// nearest whose bounding circle does (thin shapes are hard to click).
pub(crate) fn pick(world: Vec2, targets: &[Target]) -> Option<usize> {
    let alive = || targets.iter().enumerate().filter(|(_, t)| t.is_alive());
    alive()
        .find(|(_, t)| point_in_trimesh(world, &t.mesh, &t.model().inverse()).is_some())
        .or_else(|| {
            alive()
                .map(|(i, t)| (i, t, t.bounding_disk()))
                .filter(|(_, _, d)| d.center.distance(world) <= d.radius)
                .min_by(|a, b| {
                    let da = a.2.center.distance(world);
                    let db = b.2.center.distance(world);
                    da.total_cmp(&db)
                })
                .map(|(i, t, _)| (i, t))
        })
        .map(|(i, _)| i)
}

/// A selected target in its initial pose, with the shells carried there.
#[derive(Debug, Clone, PartialEq)]
pub struct Inset {
    /// Which target, in arena order.
    pub index: usize,
    /// The local triangles (`initTriangleCoords`).
    pub triangles: Vec<Triangle>,
    /// What the inset frames, in local units: the square round the disk the
    /// target sweeps as it turns about its origin, so that a shell's path is
    /// in view wherever the target can touch it.
    pub bounds: Aabb,
    /// The last step of each shell near the target, in its local space.
    pub shells: Vec<InsetPath>,
    /// The latest hit on this target, in local space.
    pub last_hit: Option<LocalHit>,
    /// The model matrix M at the end of the step.
    pub model: Affine2,
}

/// One shell's last step as the selected target saw it, in its local space.
#[derive(Debug, Clone, PartialEq)]
pub struct InsetPath {
    /// Where the shell really was over the step, `M(s)⁻¹·P(s)`, at
    /// [`INSET_CURVE_SEGMENTS`]` + 1` evenly spaced times from `s = 0` to `1`:
    /// an arc when the target turned, a segment when it did not.
    pub curve: Vec<Vec2>,
    /// What the round's test looked at, as a polyline: the point test the end
    /// `M₁⁻¹·P'` alone; the swept test the segment `M₁⁻¹·P → M₁⁻¹·P'`; the spin
    /// test its chords (`plan_moving_sweep`), none when the shell never came
    /// within the target's reach.
    pub tested: Vec<Vec2>,
}

pub(crate) fn inset(
    index: usize,
    target: &Target,
    shells: &[Shell],
    detection: Detection,
) -> Option<Inset> {
    let motion = &target.motion;
    let mesh = &target.mesh;
    let disk = mesh.bounding_disk();
    let near = |p: Vec2| p.distance(disk.center) <= INSET_REACH * disk.radius;
    let paths = shells
        .iter()
        .filter_map(|shell| {
            let (from, to) = (shell.previous, shell.position);
            let plan = plan_moving_sweep(from, to, mesh, motion);
            let ends = [
                motion.local_point_at(from, to, 0.0),
                motion.local_point_at(from, to, 1.0),
            ];
            if plan.is_none() && !ends.into_iter().any(near) {
                return None;
            }
            let curve = (0..=INSET_CURVE_SEGMENTS)
                .map(|i| {
                    let s = i as f32 / INSET_CURVE_SEGMENTS as f32;
                    motion.local_point_at(from, to, s)
                })
                .collect();
            let end_inverse = motion.end_inverse();
            let tested = match detection {
                Detection::Point => vec![end_inverse.transform_point2(to)],
                Detection::Swept => vec![
                    end_inverse.transform_point2(from),
                    end_inverse.transform_point2(to),
                ],
                Detection::Spin => plan.map_or_else(Vec::new, |plan| {
                    (0..=plan.substeps)
                        .map(|i| motion.local_point_at(from, to, plan.node(i)))
                        .collect()
                }),
            };
            Some(InsetPath { curve, tested })
        })
        .collect();
    let reach = disk.center.length() + disk.radius;
    Some(Inset {
        index,
        triangles: mesh.triangles().to_vec(),
        bounds: Aabb {
            min: Vec2::splat(-reach),
            max: Vec2::splat(reach),
        },
        shells: paths,
        last_hit: target.last_hit,
        model: target.model(),
    })
}
