//! What the player sees of the hit tests besides the hits (those are
//! `narrow`'s): the aim ray, mouse picking and the local-space inset. Every
//! query is `crate::geom`'s; this file only decides which to ask and what
//! wins.

use glam::{Affine2, Vec2};

use super::narrow::{ShellHit, ShellWorld, resolve_shell};
use super::shell::Shells;
use super::target::{LocalHit, Target};
use crate::geom::{
    Aabb, Disk, Ray, Triangle, contain,
    ray::{self, RayInterval},
    sweep::{self, MeshMotion, MeshPose},
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

/// Steps of one target's reach a predicted shell is followed through at
/// most: a shell of the slowest speed an arena allows (0.01 a step) crossing
/// a reach 100 units wide. Past it the prediction gives up on that target,
/// which keeps a frame's cost bounded whatever an arena holds.
const MAX_PREDICTED_STEPS: u32 = 10_000;

/// A shell about to be fired: from where, which way, how fast.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) struct AimShot {
    /// The muzzle, world units.
    pub origin: Vec2,
    /// Unit direction.
    pub dir: Vec2,
    /// World units per step.
    pub speed: f32,
    /// How far it can fly before it leaves the arena, world units.
    pub max_distance: f32,
}

/// Where a shell fired at the next step would first be stopped, as
/// `detection` (the round's test) will decide it: the aim line's ring.
///
/// The shell is stepped as the round steps it (spawned at the muzzle, then
/// `speed` a step) against each target turned as it will have turned by
/// then (its spin is constant), through the same narrow test the round
/// uses (`narrow::resolve_shell`), only over the steps where the shell is
/// within the target's reach (the disk its mesh sweeps as it turns).
/// Obstacles stop it where the ray meets them. A target that is broken now
/// is not predicted. `None`: it flies out of the arena.
pub(crate) fn aim(
    shot: AimShot,
    targets: &[Target],
    obstacles: &[ObstacleSpec],
    detection: Detection,
) -> Option<AimHit> {
    let ray = Ray::new(shot.origin, shot.dir);
    let mut best: Option<AimHit> = None;
    let mut consider = |distance: f32, point: Vec2, target: Option<usize>| {
        if distance <= shot.max_distance && best.is_none_or(|b| distance < b.distance) {
            best = Some(AimHit {
                point,
                distance,
                target,
            });
        }
    };
    for obstacle in obstacles {
        match obstacle.ray_interval(&ray) {
            Some(RayInterval::FromInside { .. }) => consider(0.0, shot.origin, None),
            Some(RayInterval::Crossing { entry, .. }) => consider(entry.t, entry.point, None),
            None => {}
        }
    }
    for (index, target) in targets.iter().enumerate() {
        if let Some((distance, point)) = predicted_hit(shot, target, detection) {
            consider(distance, point, Some(index));
        }
    }
    best
}

/// Where a shell `shot` at the next step first meets `target` by `detection`,
/// and how far from the muzzle; `None` if it never does (or the target is
/// broken, or the shell is too slow to follow through its reach).
fn predicted_hit(shot: AimShot, target: &Target, detection: Detection) -> Option<(f32, Vec2)> {
    // A speed the arena checks is positive; NaN or 0 would never get there.
    if !target.is_alive() || shot.speed.partial_cmp(&0.0) != Some(std::cmp::Ordering::Greater) {
        return None;
    }
    // The disk the target sweeps as it turns about its position.
    let bounds = target.bounding_disk();
    let reach = Disk::new(
        target.position,
        bounds.radius + bounds.center.distance(target.position),
    );
    let (enter, leave) = match ray::ray_disk(&Ray::new(shot.origin, shot.dir), &reach)? {
        RayInterval::Crossing { entry, exit } => (entry.t, exit.t),
        RayInterval::FromInside { exit } => (0.0, exit.t),
    };
    // Step j moves the shell from `speed·(j-1)` to `speed·j` along the ray
    // (step 0 only spawns it at the muzzle): the steps that reach into the disk.
    let first = (enter / shot.speed).floor() as u32;
    let last = (leave.min(shot.max_distance) / shot.speed).ceil() as u32 + 1;
    let at = |j: u32| shot.origin + shot.dir * (shot.speed * j as f32);
    let mut ahead = target.clone();
    for j in first..=last.min(first.saturating_add(MAX_PREDICTED_STEPS)) {
        // Its pose before step j's turn, then the turn (as `move_targets`).
        let start = MeshPose {
            angle: target.angle + target.spin * j as f32,
            ..target.pose()
        };
        ahead.angle = start.angle + target.spin;
        ahead.motion = MeshMotion::new(start, target.position, target.spin);
        let world = ShellWorld {
            targets: std::slice::from_ref(&ahead),
            obstacles: &[],
            detection,
        };
        let (from, to) = (at(j.saturating_sub(1)), at(j));
        if let Some(ShellHit::Target { hit, .. }) = resolve_shell(from, to, &[0], &world).hit {
            return Some((hit.world_point.distance(shot.origin), hit.world_point));
        }
    }
    None
}

/// The live target under `world`: one whose triangles contain it, else the
/// nearest whose bounding circle does (thin shapes are hard to click).
pub(crate) fn pick(world: Vec2, targets: &[Target]) -> Option<usize> {
    let alive = || targets.iter().enumerate().filter(|(_, t)| t.is_alive());
    alive()
        // Each target's inverse model matrix was computed once this step,
        // with its motion (`MeshMotion::end_inverse`): none is inverted here.
        .find(|(_, t)| contain::point_in_trimesh(world, &t.mesh, &t.motion.end_inverse()).is_some())
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
    /// Where the point test saw the shell nearest the target at the end of
    /// the step, and the triangle it comes nearest to being inside: a miss
    /// shows its edge values too, one of them negative.
    pub nearest: Option<NearestTriangle>,
    /// The model matrix M at the end of the step.
    pub model: Affine2,
}

/// A point in a target's local space and the triangle it comes nearest to
/// being inside, with that triangle's three edge functions.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct NearestTriangle {
    /// The point, `M⁻¹·P`.
    pub local_point: Vec2,
    /// Index of the triangle in the mesh.
    pub triangle: usize,
    /// `[E_ab, E_bc, E_ca]` of the point against it (`contain::edge_functions`):
    /// all ≥ 0 inside, at least one negative outside.
    pub edges: [f32; 3],
}

/// The triangle of `triangles` that `p` comes nearest to being inside: the
/// one whose farthest-out edge is least far out, each edge function divided
/// by its edge's length to be a signed distance (so a long edge does not
/// count for more). `None` for no triangles, or a NaN point.
#[must_use]
pub fn nearest_triangle(p: Vec2, triangles: &[Triangle]) -> Option<NearestTriangle> {
    if p.is_nan() {
        return None;
    }
    let worst_distance = |tri: &Triangle, edges: &[f32; 3]| {
        let lengths = [tri.b - tri.a, tri.c - tri.b, tri.a - tri.c].map(Vec2::length);
        (0..3)
            .map(|i| edges[i] / lengths[i].max(f32::EPSILON))
            .fold(f32::INFINITY, f32::min)
    };
    triangles
        .iter()
        .enumerate()
        .map(|(i, tri)| {
            let edges = contain::edge_functions(p, tri);
            (i, edges, worst_distance(tri, &edges))
        })
        .filter(|(_, _, d)| !d.is_nan())
        .max_by(|a, b| a.2.total_cmp(&b.2))
        .map(|(triangle, edges, _)| NearestTriangle {
            local_point: p,
            triangle,
            edges,
        })
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
    /// test its chords (`sweep::plan_moving_sweep`), none when the shell never came
    /// within the target's reach.
    pub tested: Vec<Vec2>,
}

pub(crate) fn inset(
    index: usize,
    target: &Target,
    shells: &Shells,
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
            let plan = sweep::plan_moving_sweep(from, to, mesh, motion);
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
    // What the point test saw of the shell nearest the target.
    let end_inverse = motion.end_inverse();
    let nearest = shells
        .iter()
        .map(|shell| end_inverse.transform_point2(shell.position))
        .filter(|&p| near(p))
        .min_by(|a, b| {
            let (a, b) = (a.distance(disk.center), b.distance(disk.center));
            a.total_cmp(&b)
        })
        .and_then(|p| nearest_triangle(p, mesh.triangles()));
    // The mesh's reach, the disk it turns in, framed square.
    let reach = mesh.reach();
    Some(Inset {
        index,
        triangles: mesh.triangles().to_vec(),
        bounds: Aabb {
            min: Vec2::splat(-reach),
            max: Vec2::splat(reach),
        },
        shells: paths,
        last_hit: target.last_hit,
        nearest,
        model: target.model(),
    })
}

#[cfg(test)]
mod nearest_tests {
    use super::*;

    fn tri(a: (f32, f32), b: (f32, f32), c: (f32, f32)) -> Triangle {
        Triangle {
            a: Vec2::from(a),
            b: Vec2::from(b),
            c: Vec2::from(c),
        }
    }

    #[test]
    fn a_point_just_outside_names_the_triangle_it_misses_by_one_negative_edge() {
        // Two counter-clockwise triangles side by side; the point is just
        // right of the second's right edge and far from the first.
        let triangles = [
            tri((0.0, 0.0), (1.0, 0.0), (0.0, 1.0)),
            tri((3.0, 0.0), (4.0, 0.0), (3.0, 1.0)),
        ];
        let p = Vec2::new(3.5 + 0.01, 0.5 + 0.01);
        let nearest = nearest_triangle(p, &triangles).unwrap();
        assert_eq!(nearest.triangle, 1);
        assert_eq!(nearest.local_point, p);
        let negative = nearest.edges.iter().filter(|e| **e < 0.0).count();
        assert_eq!(negative, 1, "{:?}", nearest.edges);
        assert_eq!(nearest.edges, contain::edge_functions(p, &triangles[1]));
    }

    #[test]
    fn a_point_inside_has_all_three_edges_at_least_zero_and_nan_names_none() {
        let triangles = [tri((0.0, 0.0), (1.0, 0.0), (0.0, 1.0))];
        let nearest = nearest_triangle(Vec2::new(0.2, 0.2), &triangles).unwrap();
        assert!(
            nearest.edges.iter().all(|e| *e >= 0.0),
            "{:?}",
            nearest.edges
        );
        assert_eq!(nearest_triangle(Vec2::NAN, &triangles), None);
        assert_eq!(nearest_triangle(Vec2::ZERO, &[]), None);
    }
}
