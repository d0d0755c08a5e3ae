//! Which shell hit what: the triangle-mesh chapter's inverse-matrix test,
//! point or swept, plus the aim ray, mouse picking and the local-space
//! inset. Every query is `crate::geom`'s; this file only decides which to
//! ask and what wins.

use glam::{Affine2, Vec2};

use super::shell::{Detection, Shell};
use super::target::{LocalHit, Target};
use crate::geom::{
    self, Aabb, Ray, RayInterval, TriMesh, Triangle, point_in_trimesh, ray_disk, ray_obb,
    ray_trimesh, sweep_segment_trimesh,
};
use crate::levels::arena::ObstacleSpec;

/// What stopped a shell this step.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) enum ShellHit {
    Obstacle { point: Vec2 },
    Target { index: usize, hit: LocalHit },
}

/// The verdict on one shell for one step.
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub(crate) struct ShellOutcome {
    pub hit: Option<ShellHit>,
    /// Point mode only: where the swept test would have hit a target that
    /// the point test let the shell pass over.
    pub ghost: Option<Vec2>,
}

/// Tests one shell's step P→P' against every obstacle and live target.
///
/// Targets are tested the triangle-mesh chapter's way: P' (and P) are
/// carried into the target's initial pose by M⁻¹ at its current pose. In
/// point mode only P' counts; the swept query still runs, for the ghost
/// marker. Obstacles always block along the path (they are not what this
/// mode teaches). The earliest contact along the path wins; a point-mode hit
/// is found at P', so at t = 1.
pub(crate) fn resolve_shell(
    shell: &Shell,
    targets: &[Target],
    obstacles: &[ObstacleSpec],
    detection: Detection,
) -> ShellOutcome {
    let (from, to) = (shell.previous, shell.position);
    let mut best: Option<(f32, ShellHit)> = None;
    let mut ghost: Option<(f32, Vec2)> = None;
    for (index, target) in targets.iter().enumerate() {
        if !target.is_alive() {
            continue;
        }
        let inv = target.model().inverse();
        let point = point_in_trimesh(to, &target.mesh, &inv);
        let sweep = sweep_segment_trimesh(from, to, &target.mesh, &inv);
        let found = match (detection, point, sweep) {
            (Detection::Point, Some(triangle), _) => {
                Some((1.0, to, inv.transform_point2(to), triangle, false))
            }
            (Detection::Point, None, Some(s)) => {
                if ghost.is_none_or(|(t, _)| s.t < t) {
                    ghost = Some((s.t, from.lerp(to, s.t)));
                }
                None
            }
            (Detection::Swept, _, Some(s)) => Some((
                s.t,
                from.lerp(to, s.t),
                s.local_point,
                s.triangle,
                point.is_none(),
            )),
            _ => None,
        };
        if let Some((t, world_point, local_point, triangle, tip_save)) = found
            && best.is_none_or(|(best_t, _)| t < best_t)
        {
            let hit = local_hit(&target.mesh, world_point, local_point, triangle, tip_save);
            best = Some((t, ShellHit::Target { index, hit }));
        }
    }
    for obstacle in obstacles {
        if let Some(t) = segment_obstacle(from, to, obstacle)
            && best.is_none_or(|(best_t, _)| t < best_t)
        {
            best = Some((
                t,
                ShellHit::Obstacle {
                    point: from.lerp(to, t),
                },
            ));
        }
    }
    let hit = best.map(|(_, hit)| hit);
    // A ghost behind whatever stopped the shell was never reached.
    let ghost = match (ghost, best) {
        (Some((tg, _)), Some((tb, _))) if tg >= tb => None,
        (g, _) => g.map(|(_, p)| p),
    };
    ShellOutcome { hit, ghost }
}

fn local_hit(
    mesh: &TriMesh,
    world_point: Vec2,
    local_point: Vec2,
    triangle: usize,
    tip_save: bool,
) -> LocalHit {
    let edges = mesh
        .triangles()
        .get(triangle)
        .map_or([0.0; 3], |tri| geom::edge_functions(local_point, tri));
    LocalHit {
        world_point,
        local_point,
        triangle,
        edges,
        tip_save,
    }
}

fn obstacle_ray(ray: &Ray, obstacle: &ObstacleSpec) -> Option<RayInterval> {
    match obstacle {
        ObstacleSpec::Rect(obb) => ray_obb(ray, obb),
        ObstacleSpec::Disk(disk) => ray_disk(ray, disk),
    }
}

/// First contact (fraction of the step) of the path `from→to` with an
/// obstacle; 0 if it starts inside. A shell that has not moved yet (its
/// first step) is tested with a unit probe direction, only for "inside".
fn segment_obstacle(from: Vec2, to: Vec2, obstacle: &ObstacleSpec) -> Option<f32> {
    let step = to - from;
    let moving = step.length_squared() > 0.0;
    let ray = Ray::new(from, if moving { step } else { Vec2::X });
    match obstacle_ray(&ray, obstacle)? {
        RayInterval::FromInside { .. } => Some(0.0),
        RayInterval::Crossing { entry, .. } if moving && entry.t <= 1.0 => Some(entry.t),
        RayInterval::Crossing { .. } => None,
    }
}

/// Where the aim line meets something first.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct AimHit {
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
    pub index: usize,
    /// The local triangles (`initTriangleCoords`).
    pub triangles: Vec<Triangle>,
    /// The local bounding box, to frame the inset.
    pub bounds: Aabb,
    /// Each shell's path this step, M⁻¹·P → M⁻¹·P'.
    pub shells: Vec<(Vec2, Vec2)>,
    /// The latest hit on this target, in local space.
    pub last_hit: Option<LocalHit>,
    /// The model matrix M the shells were carried back through.
    pub model: Affine2,
}

pub(crate) fn inset(index: usize, target: &Target, shells: &[Shell]) -> Option<Inset> {
    let model = target.model();
    let inv = model.inverse();
    Some(Inset {
        index,
        triangles: target.mesh.triangles().to_vec(),
        bounds: target.mesh.aabb(),
        shells: shells
            .iter()
            .map(|s| {
                (
                    inv.transform_point2(s.previous),
                    inv.transform_point2(s.position),
                )
            })
            .collect(),
        last_hit: target.last_hit,
        model,
    })
}
