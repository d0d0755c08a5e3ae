//! The swept test against a *moving* mesh (`sweep::sweep_point_moving_trimesh`): the
//! third miss (a spinning tip sweeps over a shell) and its proof.
//!
//! - Against an independent reference: each step cut into 1,024 sub-steps, each
//!   a point test at the pose and shell position of that instant, on seeded
//!   trials at spins of 0–90° a step and shell speeds of 0–2 target radii a
//!   step, across the default arena's star, moon, ellipse and letter. No contact
//!   deeper than ε is missed; every hit is within ε of the surface; the counts
//!   (hits, false hits, shallow misses, chords per query) are printed.
//!   `HITLAB_SPIN_TRIALS` sets the number of trials (default 2,000), e.g.
//!   `HITLAB_SPIN_TRIALS=100000 cargo test --release --test geom sweep_moving -- --nocapture`
//!   (or, to optimise only this crate and not build the graphics stack in
//!   release, `CARGO_PROFILE_DEV_OPT_LEVEL=3` in place of `--release`).
//! - The reductions (a still mesh is today's swept test, bit for bit; a still
//!   shell too is the point test) and unusable input, as property tests.
//! - The thin-tip regressions: a fast shell over a still tip, a still shell under
//!   a tip spinning 30° a step.

use hitlab::levels::arena::DEFAULT_ARENA;
use std::f32::consts::{FRAC_PI_2, PI, TAU};
use std::path::Path;
use std::sync::OnceLock;
use std::time::Instant;

use glam::{Affine2, DVec2, Vec2};
use hitlab::geom::{
    TriMesh, contain,
    sweep::{self, MAX_SWEEP_SUBSTEPS, MOVING_SWEEP_REL_EPS, MeshMotion, MeshPose},
};
use hitlab::levels::arena::{ShapeSpec, load_arena};
use hitlab::modes::shooter::shapes::shape_mesh;
use proptest::prelude::*;
use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};

use crate::common::point_segment_f64;

/// Sub-steps of the reference: over a thousand, so that between two of them a
/// tip turns far less than the sweep's tolerance.
const REFERENCE_SUBSTEPS: u32 = 1024;
/// Trials in a plain `cargo test` (a few seconds unoptimised).
const DEFAULT_TRIALS: u64 = 2000;
/// Slack on "no later than the first deep sample", in step fractions: the
/// rounding of mapping a chord's parameter back to the step.
const TIME_SLACK: f32 = 1e-5;

/// A mesh of the default arena, with what the reference needs in f64.
struct Shape {
    name: String,
    mesh: TriMesh,
    /// Edges that belong to one triangle only: the outline (a superset of it if
    /// the tessellation left a T-junction, which only makes depths smaller).
    outline: Vec<[DVec2; 2]>,
    triangles: Vec<[DVec2; 3]>,
}

fn dvec(v: Vec2) -> DVec2 {
    v.as_dvec2()
}

impl Shape {
    fn new(name: String, mesh: TriMesh) -> Self {
        let triangles: Vec<[DVec2; 3]> = mesh
            .triangles()
            .iter()
            .map(|t| [dvec(t.a), dvec(t.b), dvec(t.c)])
            .collect();
        let key = |v: Vec2| (v.x.to_bits(), v.y.to_bits());
        let mut count = std::collections::HashMap::new();
        for t in mesh.triangles() {
            for (a, b) in [(t.a, t.b), (t.b, t.c), (t.c, t.a)] {
                let edge = if key(a) < key(b) {
                    (key(a), key(b))
                } else {
                    (key(b), key(a))
                };
                count.entry(edge).or_insert((a, b, 0)).2 += 1;
            }
        }
        let outline = count
            .values()
            .filter(|(_, _, n)| *n == 1)
            .map(|&(a, b, _)| [dvec(a), dvec(b)])
            .collect();
        Self {
            name,
            mesh,
            outline,
            triangles,
        }
    }

    /// How far inside `p` is: its distance to the outline.
    fn depth(&self, p: DVec2) -> f64 {
        self.outline
            .iter()
            .map(|&[a, b]| point_segment_f64(p, a, b))
            .fold(f64::INFINITY, f64::min)
    }

    /// Distance from `p` to the mesh (0 inside).
    fn distance(&self, p: DVec2) -> f64 {
        self.triangles
            .iter()
            .map(|&[a, b, c]| {
                let side = |u: DVec2, v: DVec2| (v - u).perp_dot(p - u);
                let (e0, e1, e2) = (side(a, b), side(b, c), side(c, a));
                if (e0 >= 0.0 && e1 >= 0.0 && e2 >= 0.0) || (e0 <= 0.0 && e1 <= 0.0 && e2 <= 0.0) {
                    0.0
                } else {
                    point_segment_f64(p, a, b)
                        .min(point_segment_f64(p, b, c))
                        .min(point_segment_f64(p, c, a))
                }
            })
            .fold(f64::INFINITY, f64::min)
    }
}

/// The default arena's four shapes, tessellated as the game does (once).
fn shapes() -> &'static [Shape] {
    static SHAPES: OnceLock<Vec<Shape>> = OnceLock::new();
    SHAPES.get_or_init(tessellate_shapes)
}

fn tessellate_shapes() -> Vec<Shape> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let arena = load_arena(&root.join("resources").join(DEFAULT_ARENA)).expect("default arena");
    arena
        .targets
        .iter()
        .map(|t| {
            let name = match &t.shape {
                ShapeSpec::Star { .. } => "star".to_owned(),
                ShapeSpec::Moon { .. } => "moon".to_owned(),
                ShapeSpec::Ellipse { .. } => "ellipse".to_owned(),
                ShapeSpec::Letter { character, .. } => format!("letter {character}"),
            };
            Shape::new(name, shape_mesh(&t.shape).expect("a shape"))
        })
        .collect()
}

fn star() -> &'static TriMesh {
    &shapes()[2].mesh
}

/// One step: a shell `from → to` and a mesh moving from `start` by `turn` to `end_position`.
#[derive(Clone, Copy, Debug)]
struct Step {
    from: Vec2,
    to: Vec2,
    start: MeshPose,
    end_position: Vec2,
    turn: f32,
}

impl Step {
    fn motion(&self) -> MeshMotion {
        MeshMotion::new(self.start, self.end_position, self.turn)
    }

    /// The reference's own pose at time `s`, written apart from the query's.
    fn inverse_at(&self, s: f32) -> Affine2 {
        let position = self.start.position + s * (self.end_position - self.start.position);
        Affine2::from_scale_angle_translation(
            Vec2::splat(self.start.scale),
            self.start.angle + s * self.turn,
            position,
        )
        .inverse()
    }

    fn shell_at(&self, s: f32) -> Vec2 {
        self.from + s * (self.to - self.from)
    }

    /// The shell's true local position at time `s`, in f64.
    fn local_at(&self, s: f64) -> DVec2 {
        let shell = dvec(self.from) + s * (dvec(self.to) - dvec(self.from));
        let centre =
            dvec(self.start.position) + s * (dvec(self.end_position) - dvec(self.start.position));
        let angle = f64::from(self.start.angle) + s * f64::from(self.turn);
        DVec2::from_angle(-angle).rotate(shell - centre) / f64::from(self.start.scale)
    }
}

/// A seeded step at a spin of up to `max_turn` radians and a shell speed of up
/// to 2 target radii (of the world bounding circle) a step, the target sliding
/// up to half a radius, aimed so that the shell's local path passes through a
/// random point of the bounding disk at a random time (most trials come close).
/// One in ten meshes does not turn and one in five shells does not move: the
/// two misses' pure cases.
fn random_step(rng: &mut StdRng, mesh: &TriMesh, max_turn: f32) -> Step {
    let scale = rng.random_range(0.5..2.0_f32);
    let disk = mesh.bounding_disk();
    let radius = disk.radius * scale;
    let start = MeshPose {
        position: Vec2::new(rng.random_range(-10.0..10.0), rng.random_range(-6.0..6.0)),
        angle: rng.random_range(0.0..TAU),
        scale,
    };
    let turn = if rng.random_bool(0.1) {
        0.0
    } else {
        rng.random_range(-max_turn..=max_turn)
    };
    let slide = if rng.random_bool(0.5) {
        Vec2::ZERO
    } else {
        Vec2::from_angle(rng.random_range(0.0..TAU)) * rng.random_range(0.0..0.5 * radius)
    };
    let speed = if rng.random_bool(0.2) {
        0.0
    } else {
        rng.random_range(0.0..2.0 * radius)
    };
    let velocity = Vec2::from_angle(rng.random_range(0.0..TAU)) * speed;
    let aim_time = rng.random_range(0.0..=1.0_f32);
    let aim_local = disk.center
        + Vec2::from_angle(rng.random_range(0.0..TAU))
            * disk.radius
            * rng.random_range(0.0..1.1_f32).sqrt();
    let mut step = Step {
        from: Vec2::ZERO,
        to: Vec2::ZERO,
        start,
        end_position: start.position + slide,
        turn,
    };
    let aim_world = step
        .inverse_at(aim_time)
        .inverse()
        .transform_point2(aim_local);
    step.from = aim_world - aim_time * velocity;
    step.to = step.from + velocity;
    step
}

/// What the reference saw along one step.
struct Reference {
    /// First sample inside the mesh.
    first_inside: Option<f32>,
    /// First sample inside by more than ε.
    first_deep: Option<f32>,
}

fn reference(step: &Step, shape: &Shape, eps: f64) -> Reference {
    let mut first_inside = None;
    for i in 0..=REFERENCE_SUBSTEPS {
        let s = i as f32 / REFERENCE_SUBSTEPS as f32;
        let inside =
            contain::point_in_trimesh(step.shell_at(s), &shape.mesh, &step.inverse_at(s)).is_some();
        if !inside {
            continue;
        }
        first_inside.get_or_insert(s);
        if shape.depth(step.local_at(f64::from(s))) > eps {
            return Reference {
                first_inside,
                first_deep: Some(s),
            };
        }
    }
    Reference {
        first_inside,
        first_deep: None,
    }
}

fn trials() -> u64 {
    std::env::var("HITLAB_SPIN_TRIALS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(DEFAULT_TRIALS)
}

/// Chords per query, bucketed: none (out of reach), 1, 2, 3–4, 5–8, ... 513–1024.
#[derive(Default)]
struct Histogram([u64; 12]);

impl Histogram {
    fn add(&mut self, chords: Option<u32>) {
        let bucket = chords.map_or(0, |n| 1 + (32 - (n - 1).leading_zeros()) as usize);
        self.0[bucket.min(11)] += 1;
    }

    fn print(&self) {
        let mut line = format!("none {}", self.0[0]);
        for (k, n) in self.0.iter().enumerate().skip(1).filter(|(_, n)| **n > 0) {
            let hi = 1u32 << (k - 1);
            let lo = hi / 2 + 1;
            line += &format!(
                ", {}{hi}: {n}",
                if lo < hi {
                    format!("{lo}–")
                } else {
                    String::new()
                }
            );
        }
        println!("chords per query: {line}");
    }
}

#[derive(Default)]
struct Tally {
    trials: u64,
    deep: u64,
    hits: u64,
    /// Deep contacts the query missed, or caught later than the reference: must stay 0.
    missed_deep: Vec<String>,
    /// Hits farther than ε from the mesh: must stay 0.
    far_hits: Vec<String>,
    /// Hits where no reference sample was inside (all within ε of the surface).
    false_hits: u64,
    /// Hits earlier than the reference's first inside sample.
    early_hits: u64,
    /// Reference contacts, all shallower than ε, that the query missed.
    shallow_misses: u64,
    /// Largest distance of a hit's true local position from the mesh, in ε.
    worst_hit_distance: f64,
    chords: Histogram,
}

/// Runs `trials` seeded steps with spins up to `max_turn` across the four shapes.
fn run_trials(seed: u64, trials: u64, max_turn: f32) -> Tally {
    let shapes = shapes();
    let mut rng = StdRng::seed_from_u64(seed);
    let mut tally = Tally::default();
    for trial in 0..trials {
        let shape = &shapes[(trial % shapes.len() as u64) as usize];
        let step = random_step(&mut rng, &shape.mesh, max_turn);
        let motion = step.motion();
        let eps = sweep::moving_sweep_tolerance(&shape.mesh);
        let plan = sweep::plan_moving_sweep(step.from, step.to, &shape.mesh, &motion);
        assert!(
            plan.is_none_or(|p| !p.is_capped() && p.deviation <= p.tolerance),
            "{step:?}: {plan:?} capped, or chords farther than ε, below 10 turns"
        );
        tally.chords.add(plan.map(|p| p.substeps));
        let hit = sweep::sweep_point_moving_trimesh(step.from, step.to, &shape.mesh, &motion);
        let seen = reference(&step, shape, f64::from(eps));
        tally.trials += 1;
        let what = || format!("{} trial {trial}: {step:?}: {hit:?}", shape.name);
        if let Some(deep) = seen.first_deep {
            tally.deep += 1;
            if hit.is_none_or(|h| h.t > deep + TIME_SLACK) {
                tally
                    .missed_deep
                    .push(format!("{}; first deep at {deep}", what()));
            }
        }
        match (hit, seen.first_inside) {
            (Some(h), inside) => {
                tally.hits += 1;
                let distance = shape.distance(step.local_at(f64::from(h.t))) / f64::from(eps);
                tally.worst_hit_distance = tally.worst_hit_distance.max(distance);
                if distance > 1.0 {
                    tally
                        .far_hits
                        .push(format!("{}; {distance} ε away", what()));
                }
                match inside {
                    None => tally.false_hits += 1,
                    Some(s) if h.t < s - 1.0 / REFERENCE_SUBSTEPS as f32 => tally.early_hits += 1,
                    Some(_) => {}
                }
            }
            (None, Some(_)) => tally.shallow_misses += 1,
            (None, None) => {}
        }
    }
    tally
}

fn report_and_check(label: &str, tally: &Tally, seconds: f64) {
    println!(
        "{label}: {} trials in {seconds:.1} s; {} with a contact deeper than ε, {} hits; \
         deep contacts missed {}; hits farther than ε {}; false hits (no reference sample \
         inside, all within ε) {}; hits earlier than the reference {}; shallow contacts \
         missed {}; farthest hit {:.3} ε from the mesh",
        tally.trials,
        tally.deep,
        tally.hits,
        tally.missed_deep.len(),
        tally.far_hits.len(),
        tally.false_hits,
        tally.early_hits,
        tally.shallow_misses,
        tally.worst_hit_distance,
    );
    tally.chords.print();
    assert!(tally.deep > 0, "the trials should reach inside the meshes");
    assert!(
        tally.missed_deep.is_empty(),
        "missed deep contacts: {:#?}",
        &tally.missed_deep[..tally.missed_deep.len().min(5)]
    );
    assert!(
        tally.far_hits.is_empty(),
        "hits farther than ε: {:#?}",
        &tally.far_hits[..tally.far_hits.len().min(5)]
    );
}

#[test]
fn no_contact_deeper_than_eps_is_missed_at_spins_up_to_90_degrees() {
    let started = Instant::now();
    let tally = run_trials(0x5350_494E, trials(), FRAC_PI_2);
    report_and_check("spins 0–90°/step", &tally, started.elapsed().as_secs_f64());
}

/// Above half a turn a step the step is sub-stepped, not refused. The reference's
/// 1,024 samples are coarser here (several degrees apart), so it sees fewer of
/// the contacts; every one it sees must still be caught.
#[test]
fn spins_of_several_turns_a_step_are_substepped_not_refused() {
    let started = Instant::now();
    let tally = run_trials(0x5455_524E, trials() / 10 + 1, 10.0 * TAU);
    report_and_check(
        "spins up to 10 turns/step",
        &tally,
        started.elapsed().as_secs_f64(),
    );
}

#[test]
fn eps_is_the_documented_share_of_the_bounding_radius() {
    for shape in shapes() {
        let radius = shape.mesh.bounding_disk().radius;
        assert_eq!(
            sweep::moving_sweep_tolerance(&shape.mesh),
            MOVING_SWEEP_REL_EPS * radius
        );
        println!(
            "{}: {} triangles, {} outline edges, bounding radius {radius:.3}, ε {:.5}",
            shape.name,
            shape.mesh.triangles().len(),
            shape.outline.len(),
            sweep::moving_sweep_tolerance(&shape.mesh)
        );
    }
}

// The thin-tip regressions.

/// The default star (outer radius 2.4) with its first tip pointing up.
fn star_pose(angle: f32) -> MeshPose {
    MeshPose {
        position: Vec2::ZERO,
        angle,
        scale: 1.0,
    }
}

#[test]
fn fast_shell_over_a_still_thin_tip_is_caught() {
    let mesh = star();
    let pose = star_pose(0.0);
    let inv = pose.model().inverse();
    // Across the tip at y = 2.25, where it is about 0.1 wide, 0.4 a step.
    let (from, to) = (Vec2::new(-0.2, 2.25), Vec2::new(0.2, 2.25));
    assert_eq!(contain::point_in_trimesh(from, mesh, &inv), None);
    assert_eq!(contain::point_in_trimesh(to, mesh, &inv), None);
    let hit = sweep::sweep_point_moving_trimesh(from, to, mesh, &MeshMotion::still(pose))
        .expect("the path crosses the tip");
    // The tip's edges cross y = 2.25 at x = ±0.0475: the shell enters at
    // (0.2 - 0.0475) / 0.4 of its step.
    assert!((hit.t - 0.381).abs() < 1e-3, "{hit:?}");
    assert_eq!(hit.substeps, 1);
}

#[test]
fn still_shell_under_a_tip_spinning_30_degrees_a_step_is_caught() {
    let mesh = star();
    let turn = 30_f32.to_radians();
    let motion = MeshMotion::new(star_pose(0.0), Vec2::ZERO, turn);
    // 15° past the tip, 2.2 out: the tip passes over it at mid-step.
    let shell = 2.2 * Vec2::from_angle(FRAC_PI_2 + turn / 2.0);
    // Outside the star in both poses, so today's swept test (the end pose) and
    // the start pose's both miss it.
    assert_eq!(
        contain::point_in_trimesh(shell, mesh, &motion.start_inverse()),
        None
    );
    assert_eq!(
        sweep::sweep_segment_trimesh(shell, shell, mesh, &motion.end_inverse()),
        None
    );
    let hit = sweep::sweep_point_moving_trimesh(shell, shell, mesh, &motion)
        .expect("the tip sweeps over it");
    // The tip's edge reaches it before mid-step.
    assert!((0.3..0.5).contains(&hit.t), "{hit:?}");
    assert!(hit.substeps > 1, "{hit:?}");
    let local = motion.model_at(hit.t).inverse().transform_point2(shell);
    assert!(local.distance(hit.local_point) <= sweep::moving_sweep_tolerance(mesh));
}

#[test]
fn a_thousand_turns_a_step_reaches_the_cap_and_still_answers() {
    let mesh = star();
    let motion = MeshMotion::new(star_pose(0.3), Vec2::new(0.5, 0.0), 1000.0 * TAU);
    // A shell resting in the star's core is inside at every pose.
    let core = Vec2::new(0.1, -0.2);
    let plan = sweep::plan_moving_sweep(core, core, mesh, &motion).expect("in reach");
    assert!(plan.is_capped());
    assert_eq!(plan.substeps, MAX_SWEEP_SUBSTEPS);
    let hit = sweep::sweep_point_moving_trimesh(core, core, mesh, &motion).expect("always inside");
    assert_eq!(hit.t, 0.0);
    // Out of reach all step: nothing, and no chord tested.
    let far = Vec2::new(50.0, 0.0);
    assert_eq!(sweep::plan_moving_sweep(far, far, mesh, &motion), None);
    assert_eq!(
        sweep::sweep_point_moving_trimesh(far, far, mesh, &motion),
        None
    );
}

#[test]
fn a_turn_too_large_to_square_is_capped_not_unbounded() {
    let mesh = star();
    let motion = MeshMotion::new(star_pose(0.0), Vec2::ZERO, 1e30);
    // At the rotation centre the centripetal term is `1e60 · 0`: no NaN plan.
    let plan = sweep::plan_moving_sweep(Vec2::ZERO, Vec2::ZERO, mesh, &motion).expect("in reach");
    assert!(plan.is_capped(), "{plan:?}");
    assert_eq!(plan.substeps, MAX_SWEEP_SUBSTEPS);
}

#[test]
fn a_full_turn_is_not_the_same_as_no_turn() {
    let mesh = star();
    // Start and end poses are equal up to rounding, but the tips sweep the whole
    // annulus in between: a still shell between two tips is hit.
    let motion = MeshMotion::new(star_pose(0.0), Vec2::ZERO, TAU);
    let between_tips = 2.0 * Vec2::from_angle(FRAC_PI_2 + PI / 5.0);
    assert_eq!(
        sweep::sweep_segment_trimesh(between_tips, between_tips, mesh, &motion.end_inverse()),
        None
    );
    let hit = sweep::sweep_point_moving_trimesh(between_tips, between_tips, mesh, &motion)
        .expect("a tip passes");
    assert!(hit.t < 0.2, "{hit:?}");
}

// Reductions and unusable input.

fn coordinate() -> impl Strategy<Value = f32> {
    -8.0..8.0_f32
}

fn point() -> impl Strategy<Value = Vec2> {
    (coordinate(), coordinate()).prop_map(|(x, y)| Vec2::new(x, y))
}

fn pose() -> impl Strategy<Value = MeshPose> {
    (point(), -TAU..TAU, 0.3..3.0_f32).prop_map(|(position, angle, scale)| MeshPose {
        position: position / 2.0,
        angle,
        scale,
    })
}

fn odd_value() -> impl Strategy<Value = f32> {
    prop_oneof![
        Just(f32::NAN),
        Just(f32::INFINITY),
        Just(f32::NEG_INFINITY),
        Just(1e30),
        Just(-1e19),
        Just(0.0),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn a_still_mesh_gives_todays_swept_test_bit_for_bit(
        pose in pose(), from in point(), to in point()
    ) {
        let mesh = star();
        let ours = sweep::sweep_point_moving_trimesh(from, to, mesh, &MeshMotion::still(pose));
        let today = sweep::sweep_segment_trimesh(from, to, mesh, &pose.model().inverse());
        prop_assert_eq!(ours.map(|h| (h.t, h.local_point, h.triangle)),
            today.map(|h| (h.t, h.local_point, h.triangle)));
        prop_assert!(ours.is_none_or(|h| h.substeps == 1));
    }

    #[test]
    fn a_still_mesh_and_a_still_shell_give_the_point_test(pose in pose(), at in point()) {
        let mesh = star();
        let ours = sweep::sweep_point_moving_trimesh(at, at, mesh, &MeshMotion::still(pose));
        let point = contain::point_in_trimesh(at, mesh, &pose.model().inverse());
        prop_assert_eq!(ours.map(|h| h.triangle), point);
        prop_assert!(ours.is_none_or(|h| h.t == 0.0));
    }

    #[test]
    fn a_hit_is_in_the_step_and_on_its_triangle(
        pose in pose(), end in point(), turn in -7.0..7.0_f32, from in point(), to in point()
    ) {
        let mesh = star();
        let motion = MeshMotion::new(pose, end / 2.0, turn);
        if let Some(hit) = sweep::sweep_point_moving_trimesh(from, to, mesh, &motion) {
            prop_assert!((0.0..=1.0).contains(&hit.t));
            prop_assert!((1..=MAX_SWEEP_SUBSTEPS).contains(&hit.substeps));
            let triangle = mesh.triangles()[hit.triangle];
            let edges = hitlab::geom::contain::edge_functions(hit.local_point, &triangle);
            prop_assert!(edges.iter().all(|&e| e >= -1e-4), "{:?}", edges);
            // The local point is within ε of where the shell really is at t.
            let true_local = motion.model_at(hit.t).inverse()
                .transform_point2(from + hit.t * (to - from));
            prop_assert!(true_local.distance(hit.local_point)
                <= sweep::moving_sweep_tolerance(mesh) + 1e-4);
        }
    }

    #[test]
    fn unusable_input_is_none_never_a_panic(
        pose in pose(), end in point(), turn in -7.0..7.0_f32, from in point(), to in point(),
        which in 0..7_usize, odd in odd_value()
    ) {
        let mesh = star();
        let (mut pose, mut end, mut turn, mut from, mut to) = (pose, end, turn, from, to);
        match which {
            0 => from.x = odd,
            1 => to.y = odd,
            2 => pose.position.y = odd,
            3 => end.x = odd,
            4 => pose.angle = odd,
            5 => turn = odd,
            _ => pose.scale = odd,
        }
        let motion = MeshMotion::new(pose, end, turn);
        let hit = sweep::sweep_point_moving_trimesh(from, to, mesh, &motion);
        let plan = sweep::plan_moving_sweep(from, to, mesh, &motion);
        // Huge but finite angles and turns are usable (a turn beyond the cap is
        // capped), and so is a zero anywhere but the scale.
        let unusable = !odd.is_finite()
            || (which <= 3 && odd.abs() > 1e18)
            || (which == 6 && odd == 0.0);
        if unusable {
            prop_assert_eq!(hit, None);
            prop_assert_eq!(plan, None);
        }
        prop_assert!(hit.is_none_or(|h| (0.0..=1.0).contains(&h.t)));
    }
}
