//! The swept test against a moving mesh (`sweep::sweep_point_moving_trimesh`) against
//! today's swept test at the end pose (`sweep::sweep_segment_trimesh` with `M₁⁻¹`), on
//! the same 4096 seeded shells, at 1° a step (the default arena's spin) and at
//! 45° a step.
//!
//! The shells fly at the default arena's 0.5 units a step, each starting within
//! 1.5 bounding radii of one of the default arena's four targets (so nearly all
//! of them are near enough to need the full test); both poses' inverses are
//! computed once per input beforehand, as the game does once per target and
//! step. Criterion reports each side; then a table gives ns per query and the
//! ratio new / today, timed by alternating the two sides in short rounds and
//! keeping each side's fastest batch, and the number of chords per query.
//! The goal at 1° a step: at most 1.5×. Run (short settings):
//!
//! ```text
//! cargo bench --bench sweep_moving -- --warm-up-time 0.5 --measurement-time 1
//! ```

use hitlab::levels::arena::DEFAULT_ARENA;
use std::hint::black_box;
use std::path::Path;
use std::time::Duration;

use criterion::{Criterion, Throughput};
use glam::{Affine2, Vec2};
use hitlab::geom::{
    TriMesh,
    sweep::{self, MeshMotion, MeshPose},
};
use hitlab::levels::arena::load_arena;
use hitlab::modes::shooter::shapes::shape_mesh;
use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};

mod timing;

/// Inputs per batch.
const N: usize = 4096;
/// Rounds alternating the two sides for the ratio table.
const RATIO_ROUNDS: usize = 40;
/// Back-to-back batches per side in each round.
const BATCHES_PER_ROUND: usize = 8;
/// The default arena's shell speed, world units a step.
const SHELL_SPEED: f32 = 0.5;

/// One shell's step near one target.
struct Input {
    mesh: usize,
    from: Vec2,
    to: Vec2,
    motion: MeshMotion,
    end_inverse: Affine2,
}

/// The default arena's four targets: their meshes and poses.
fn targets() -> Vec<(TriMesh, MeshPose)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let arena = load_arena(&root.join("resources").join(DEFAULT_ARENA)).expect("default arena");
    arena
        .targets
        .iter()
        .map(|t| {
            let mesh = shape_mesh(&t.shape).expect("a shape");
            let pose = MeshPose {
                position: t.position,
                angle: t.angle,
                scale: t.scale,
            };
            (mesh, pose)
        })
        .collect()
}

/// The same seeded shells for every spin: only the turn differs.
fn inputs(meshes: &[(TriMesh, MeshPose)], turn: f32) -> Vec<Input> {
    let mut rng = StdRng::seed_from_u64(0x5350_494E); // "SPIN"
    (0..N)
        .map(|i| {
            let index = i % meshes.len();
            let (mesh, pose) = &meshes[index];
            let start = MeshPose {
                angle: rng.random_range(0.0..std::f32::consts::TAU),
                ..*pose
            };
            let radius = mesh.bounding_disk().radius * pose.scale;
            let offset = Vec2::from_angle(rng.random_range(0.0..std::f32::consts::TAU))
                * 1.5
                * radius
                * rng.random_range(0.0..1.0_f32).sqrt();
            let from = pose.position + offset;
            let to =
                from + SHELL_SPEED * Vec2::from_angle(rng.random_range(0.0..std::f32::consts::TAU));
            let motion = MeshMotion::new(start, start.position, turn);
            Input {
                mesh: index,
                from,
                to,
                end_inverse: motion.end_inverse(),
                motion,
            }
        })
        .collect()
}

type Batch<'a> = Box<dyn Fn() -> usize + 'a>;

/// Counts the inputs `hits` says hit, each input behind `black_box`. `hits` is a
/// type parameter, not a `fn` pointer, so the query is inlined into the loop as
/// a game would call it.
fn batch<'a>(
    meshes: &'a [(TriMesh, MeshPose)],
    inputs: &'a [Input],
    hits: impl Fn(&Input, &TriMesh) -> bool + 'a,
) -> Batch<'a> {
    Box::new(move || {
        inputs
            .iter()
            .filter(|x| {
                let x = black_box(x);
                hits(x, &meshes[x.mesh].0)
            })
            .count()
    })
}

/// Today's swept test, with the end pose's inverse.
fn today<'a>(meshes: &'a [(TriMesh, MeshPose)], inputs: &'a [Input]) -> Batch<'a> {
    batch(meshes, inputs, |x, mesh| {
        sweep::sweep_segment_trimesh(x.from, x.to, mesh, &x.end_inverse).is_some()
    })
}

/// The new query, following the mesh through the step.
fn moving<'a>(meshes: &'a [(TriMesh, MeshPose)], inputs: &'a [Input]) -> Batch<'a> {
    batch(meshes, inputs, |x, mesh| {
        sweep::sweep_point_moving_trimesh(x.from, x.to, mesh, &x.motion).is_some()
    })
}

/// Each side's fastest batch, ns per query, over rounds that alternate the sides.
fn fastest_pair(a: &Batch, b: &Batch) -> (f64, f64) {
    let best = timing::fastest_alternating(&[a, b], RATIO_ROUNDS, BATCHES_PER_ROUND);
    let per = |d: Duration| d.as_secs_f64() * 1e9 / N as f64;
    (per(best[0]), per(best[1]))
}

/// How many chords each query tests: `0` for a shell out of reach all step.
fn chord_counts(meshes: &[(TriMesh, MeshPose)], inputs: &[Input]) -> String {
    let mut counts = std::collections::BTreeMap::new();
    for x in inputs {
        let plan = sweep::plan_moving_sweep(x.from, x.to, &meshes[x.mesh].0, &x.motion);
        *counts
            .entry(plan.map_or(0, |p| p.substeps))
            .or_insert(0_usize) += 1;
    }
    counts
        .iter()
        .map(|(chords, n)| format!("{chords}: {n}"))
        .collect::<Vec<_>>()
        .join(", ")
}

fn main() {
    let meshes = targets();
    let spins = [("1°/step", 1.0_f32), ("45°/step", 45.0)];
    let sets: Vec<(&str, Vec<Input>)> = spins
        .iter()
        .map(|&(name, degrees)| (name, inputs(&meshes, degrees.to_radians())))
        .collect();

    let mut c = Criterion::default().sample_size(20).configure_from_args();
    for (name, set) in &sets {
        let mut group = c.benchmark_group(format!("sweep_moving {name}"));
        group.throughput(Throughput::Elements(N as u64));
        let (old, new) = (today(&meshes, set), moving(&meshes, set));
        group.bench_function("end pose (today)", |b| b.iter(&old));
        group.bench_function("moving mesh (new)", |b| b.iter(&new));
        group.finish();
    }
    c.final_summary();

    println!(
        "\n| spin | end pose, today (ns) | moving mesh, new (ns) | ratio | hits today / new of {N} | chords per query (count: shells) |"
    );
    println!("| --- | ---: | ---: | ---: | --- | --- |");
    for (name, set) in &sets {
        let (old, new) = (today(&meshes, set), moving(&meshes, set));
        let (t_old, t_new) = fastest_pair(&old, &new);
        println!(
            "| {name} | {t_old:.1} | {t_new:.1} | {:.2}× | {} / {} | {} |",
            t_new / t_old,
            old(),
            new(),
            chord_counts(&meshes, set)
        );
    }
}
