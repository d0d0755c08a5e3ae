//! Swept point vs a *moving* triangle mesh: the shell goes `P → P'` while the
//! mesh turns and slides from pose `M₀` to pose `M₁` in the same step.
//!
//! The point test (docs/collision.md, "Containment") tests a shell against a
//! shape's triangles in their initial pose, carrying the shell there by
//! `M⁻¹`, and makes the first miss:
//! a shell that steps over a thin tip is inside the shape at neither end of its
//! step. [`sweep_segment_trimesh`] fixes that by testing the segment
//! `M⁻¹·P → M⁻¹·P'`, with `M` the pose at the *end* of the step: it treats the
//! shape as still while the shell moves. Its twin is the third miss: a tip that
//! turns across a slow or still shell between two poses, where both ends of the
//! shell's local path are outside and the segment between them misses the tip.
//! This query follows the shell along its true local path.
//!
//! # The local path
//!
//! Time `s` runs over the step, `0` to `1`. The pose is `M(s) = T(c(s))·R(θ(s))·S(k)`:
//! it turns about its position at a constant rate, `θ(s) = θ₀ + s·ω` (`ω` the
//! turn over the step, of any size, not wrapped), slides along
//! `c(s) = c₀ + s·(c₁ − c₀)`, and keeps its scale `k`. The shell is at
//! `P(s) = P + s·(P' − P)`. In local space it is at
//!
//! ```text
//! p(s) = M(s)⁻¹·P(s) = R(−θ(s))·q(s) / k,   q(s) = P(s) − c(s) = q₀ + s·w,
//! ```
//!
//! `w = (P' − P) − (c₁ − c₀)` being the shell's velocity relative to the mesh's
//! centre. Two facts carry everything below:
//!
//! - `|p(s)| = |q(s)| / |k|`: turning does not change a point's distance from
//!   the centre, so whether the shell is *near enough* to touch the mesh is a
//!   question about a straight line, `q(s)`, answered exactly.
//! - `p''(s) = R(−θ(s))·(−2ω·J·w − ω²·q(s)) / k` (`J` the quarter turn: the
//!   Coriolis and centripetal terms), so on any stretch `[a, b]` of the step
//!
//!   ```text
//!   |p''| ≤ A = (2·|ω|·|w| + ω²·max(|q(a)|, |q(b)|)) / |k|
//!   ```
//!
//!   (`q` is linear, so `|q|` is convex and largest at an end of the stretch).
//!
//! # Chords and how far the path strays from them
//!
//! The chord of `[a, b]` is the segment from `p(a)` to `p(b)`, run at constant
//! speed: `L(s) = p(a) + (s − a)/(b − a)·(p(b) − p(a))`. With `h = b − a`,
//!
//! ```text
//! |p(s) − L(s)| ≤ (s − a)(b − s)/2 · A ≤ h²·A/8      for every s in [a, b].
//! ```
//!
//! Proof: for a unit vector `n`, `g(s) = n·(p(s) − L(s))` is zero at `a` and `b`
//! and `|g''| ≤ A` (`L` is linear); `g` minus the parabola `±A(s − a)(b − s)/2`
//! is then convex or concave with zero ends, which bounds `|g(s)|` by the
//! parabola. Take `n` along `p(s) − L(s)`. The bound holds *at equal times*: the
//! chord's point at time `s` is within `h²·A/8` of where the shell really is at
//! time `s`, not merely somewhere near the curve. For a still shell at distance
//! `ρ` it is `ρ·(ωh)²/8`, the bound on the arc's sagitta `ρ·(1 − cos(ωh/2))`.
//!
//! # The method
//!
//! 1. **The whole step as one chord** when `A/8 ≤ δ` over `[0, 1]`, each length
//!    in `A` bounded by the sum of its coordinates' sizes (at most √2 times more,
//!    and no square root in the common case): the chord `M₀⁻¹·P → M₁⁻¹·P'` is
//!    tested by [`sweep_segment_trimesh`] in local space. At the default arena's
//!    1° a step this covers, for a mesh of radius 2.4, every shell slower than
//!    about 0.65 world units a step (shells fly at 0.5), so the common case
//!    costs one chord. When the mesh does not move, `ω = 0` and `c₁ = c₀` make
//!    `A = 0`, the chord is `M⁻¹·P → M⁻¹·P'`, and the answer is bit for bit
//!    [`sweep_segment_trimesh`]'s; when the shell does not move either, it is
//!    the point test.
//! 2. **Otherwise, the window and its sub-steps.** Every point of the mesh lies
//!    within `reach` of its centre ([`TriMesh::reach`]: its farthest vertex's
//!    distance, local units), so the mesh can only be touched while
//!    `|q(s)| ≤ |k|·(reach + ε)`: an interval of `s` found from the line's closest
//!    approach to the centre and the half chord of that circle, exact up to
//!    rounding (the `ε` of margin is far above it). An empty window is a miss. The
//!    window is cut into `n = ⌈length · √(A / 8δ)⌉` equal sub-steps (`A` over the
//!    window), and each sub-step's chord is tested in time order; the first chord
//!    that hits gives the contact. When the shell is within reach at both
//!    ends, the window is the whole step (`|q|` is convex along the line) and
//!    needs no solving.
//!
//! # The tolerance `ε` and what it promises
//!
//! `ε = MOVING_SWEEP_REL_EPS · r`, `r` the radius of the mesh's bounding circle
//! (its size; local units, `|k|` times that in world units), see
//! [`moving_sweep_tolerance`]. Chords are sized for a deviation
//! `δ ≤ CHORD_SHARE_OF_EPS · ε`; the rest of `ε` is left for the `f32` rounding of
//! the chords' ends. Then, below the sub-step cap:
//!
//! - **No contact deeper than `ε` is missed.** If at time `s` the shell is inside
//!   the mesh with every point within `ε` of it inside too, the chord's point
//!   `L(s)`, closer than `ε` to it, is inside, and the chord's test (exact on its
//!   edge functions) reports a contact at a time no later than `s`. A chord can cut
//!   across the inside of the path's bend and miss a tip the path only grazes:
//!   such a graze is shallower than `δ < ε`, which the promise allows. That is the
//!   choice made here: the deviation is made small enough rather than each chord
//!   tested against the mesh grown by it, which would need a disk-vs-triangle
//!   sweep per chord, dearer than the few more chords.
//! - **A reported hit is within `ε` of the surface**: its local point `L(t)` is in
//!   the mesh, and the shell's true local position `p(t)` is within `δ` of it. A
//!   path that passes within `ε` of the mesh without entering may so be reported
//!   as a hit; one that stays farther away never is.
//! - **The reported time**: `t` is no later than the first time the path is
//!   deeper than `ε`, and at `t` the path is within `ε` of the mesh. So when the
//!   path crosses the surface at a speed of at least `v` along its normal (local
//!   units per step), `t` is within `ε / v` of the true first contact.
//!
//! # Limits
//!
//! - At most [`MAX_SWEEP_SUBSTEPS`] chords. A still shell at the rim of a mesh
//!   centred on its rotation centre needs `|ω| / √(8 · 0.9 · 2e-3) ≈ 8.3·|ω|`
//!   chords (`ω` in radians a step): one per 7° of turn, so a 90° step takes 14
//!   chords and a 10-turn step 524; the cap is reached above about 19 turns a
//!   step. There the query still tests the cap's number of
//!   chords (it never refuses, and never takes longer), and the promise holds with
//!   `ε` replaced by the larger deviation that [`SweepPlan::deviation`] reports.
//! - Non-finite input, a scale that is zero or whose inverse is not finite, and
//!   coordinates beyond [`MAX_COORD`](crate::geom::tolerance::MAX_COORD) give
//!   `None`, never a panic, as for [`sweep_segment_trimesh`].

use glam::{Affine2, Vec2};

use super::segment_trimesh::{
    SweepHit, sweep_local_segment, sweep_local_segment_near, sweep_segment_trimesh,
};
use crate::geom::shape::{Aabb, TriMesh};
use crate::geom::tolerance::{DIR_LEN_SQ_EPS, in_range};

/// The tolerance `ε` of the moving sweep, as a fraction of the radius of the
/// mesh's bounding circle: 1/500.
///
/// Why this size: it is invisible (the default arena's 32 units across a
/// 1280-pixel window make 40 pixels a unit, so a star of radius 2.4 has
/// `ε` = 0.005 units, a fifth of a pixel); it is
/// the size of the outlines' own error (the shooter tessellates its curves to
/// 0.005 units), so a contact shallower than `ε` is shallower than what the
/// triangles themselves say about the shape; it lets the common case be one chord
/// (at 1° a step, any shell slower than about 0.65 units a step); and it is over
/// 10⁴ times `f32`'s relative rounding, so the share of it left for rounding covers
/// world coordinates up to several hundred radii from the origin.
pub const MOVING_SWEEP_REL_EPS: f32 = 2e-3;

/// The share of `ε` the chords may stray from the path; the rest (a tenth) is
/// left for the `f32` rounding of the chords' ends: about `2.4e-7` times the
/// world coordinates' size over the scale from the transform, and an ulp of the
/// angle (`θ₀ + s·ω`) times the distance from the centre.
const CHORD_SHARE_OF_EPS: f32 = 0.9;

/// The most chords one query tests: enough for a 10-turn step (524 for a still
/// shell at the rim) with room to spare; a query never tests more.
pub const MAX_SWEEP_SUBSTEPS: u32 = 1024;

/// Where a mesh is at one instant: its model matrix is `T(position)·R(angle)·S(scale)`,
/// the shooter's `Target::model`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct MeshPose {
    /// The rotation centre, in world units: where the mesh's local origin goes.
    pub position: Vec2,
    /// Radians, counter-clockwise.
    pub angle: f32,
    /// Uniform scale, the same at both ends of a step.
    pub scale: f32,
}

impl MeshPose {
    /// The model matrix `M = T·R·S`.
    #[inline]
    #[must_use]
    pub fn model(&self) -> Affine2 {
        Affine2::from_scale_angle_translation(Vec2::splat(self.scale), self.angle, self.position)
    }
}

/// How a mesh moves over one step: from a start pose, turning by `turn` at a
/// constant rate about its position while that slides in a straight line.
///
/// Built once per mesh and step (it holds both poses' inverse matrices, as the
/// game computes `M⁻¹` once per step), then shared by every shell's query. Any
/// input is accepted; a motion with a non-finite value, a position beyond
/// [`MAX_COORD`](crate::geom::tolerance::MAX_COORD) or a scale without a finite
/// inverse is unusable, and every query on it returns `None`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct MeshMotion {
    start: MeshPose,
    end_position: Vec2,
    turn: f32,
    start_inverse: Affine2,
    end_inverse: Affine2,
    /// `2·|ω| / |k|` and `ω²`: the factors of `|w|` and `|q| / |k|` in the bound `A`
    /// on the local path's curvature.
    coriolis: f32,
    centripetal: f32,
    usable: bool,
}

impl MeshMotion {
    /// The motion from `start` to (`end_position`, `start.angle + turn`), same scale.
    /// `turn` is in radians over the step, counter-clockwise, any size: several
    /// turns are several turns, not wrapped.
    #[must_use]
    pub fn new(start: MeshPose, end_position: Vec2, turn: f32) -> Self {
        let end = MeshPose {
            position: end_position,
            angle: start.angle + turn,
            scale: start.scale,
        };
        let start_inverse = start.model().inverse();
        let end_inverse = end.model().inverse();
        let usable = in_range(start.position)
            && in_range(end_position)
            && start.angle.is_finite()
            && turn.is_finite()
            && end.angle.is_finite()
            && start.scale.is_finite()
            && start.scale != 0.0
            && start.scale.abs().recip().is_finite()
            && start_inverse.is_finite()
            && end_inverse.is_finite();
        Self {
            start,
            end_position,
            turn,
            start_inverse,
            end_inverse,
            coriolis: 2.0 * turn.abs() / start.scale.abs(),
            centripetal: turn * turn,
            usable,
        }
    }

    /// A mesh that stays at `pose` for the whole step.
    #[must_use]
    pub fn still(pose: MeshPose) -> Self {
        Self::new(pose, pose.position, 0.0)
    }

    /// The pose at the start of the step.
    #[inline]
    #[must_use]
    pub fn start(&self) -> MeshPose {
        self.start
    }

    /// The pose at the end of the step.
    #[inline]
    #[must_use]
    pub fn end(&self) -> MeshPose {
        MeshPose {
            position: self.end_position,
            angle: self.start.angle + self.turn,
            scale: self.start.scale,
        }
    }

    /// Radians turned over the step.
    #[inline]
    #[must_use]
    pub fn turn(&self) -> f32 {
        self.turn
    }

    /// `M₀⁻¹`, computed once.
    #[inline]
    #[must_use]
    pub fn start_inverse(&self) -> Affine2 {
        self.start_inverse
    }

    /// `M₁⁻¹`, computed once: what [`sweep_segment_trimesh`] (the end-pose test)
    /// takes, so a caller can ask whether that test alone would have caught a hit.
    #[inline]
    #[must_use]
    pub fn end_inverse(&self) -> Affine2 {
        self.end_inverse
    }

    /// The model matrix at time `s` of the step (`0` start, `1` end).
    #[must_use]
    pub fn model_at(&self, s: f32) -> Affine2 {
        let position = self.start.position * (1.0 - s) + self.end_position * s;
        let angle = self.start.angle + s * self.turn;
        Affine2::from_scale_angle_translation(Vec2::splat(self.start.scale), angle, position)
    }

    /// Where a shell flying `from → to` over the step is at time `s`, in the
    /// mesh's local space: `p(s) = M(s)⁻¹·P(s)`. At `s = 0` and `s = 1` exactly
    /// the cached inverses give `M₀⁻¹·from` and `M₁⁻¹·to`.
    #[must_use]
    pub fn local_point_at(&self, from: Vec2, to: Vec2, s: f32) -> Vec2 {
        if s == 0.0 {
            return self.start_inverse.transform_point2(from);
        }
        if s == 1.0 {
            return self.end_inverse.transform_point2(to);
        }
        // R(−θ(s))·(P(s) − c(s)) / k: the relative position first. Then
        // R(−θ(s)) / k = R(−s·ω)·(R(−θ₀) / k): the start's inverse turn and
        // scale, kept in `M₀⁻¹`, and the turn made since the start, which is
        // small within a step.
        let relative =
            (from * (1.0 - s) + to * s) - (self.start.position * (1.0 - s) + self.end_position * s);
        turn_by(-s * self.turn).rotate(self.start_inverse.matrix2 * relative)
    }
}

/// The unit vector at `angle` (`(cos, sin)`). Up to half a radian, a short
/// series: its error (`x¹⁰/10!` at most, 3·10⁻¹⁰) is below `f32`'s rounding,
/// and it is a few products against a library call on the default x86-64
/// target (which a step's chords would make once per node, per shell).
/// Beyond, `sin_cos`.
#[inline]
fn turn_by(angle: f32) -> Vec2 {
    if angle.abs() > 0.5 {
        return Vec2::from_angle(angle);
    }
    let x2 = angle * angle;
    // Horner's form of the Taylor series, multiplying by the reciprocals.
    let cos = 1.0
        - x2 * (1.0 / 2.0)
            * (1.0 - x2 * (1.0 / 12.0) * (1.0 - x2 * (1.0 / 30.0) * (1.0 - x2 * (1.0 / 56.0))));
    let sin = angle
        * (1.0
            - x2 * (1.0 / 6.0)
                * (1.0
                    - x2 * (1.0 / 20.0) * (1.0 - x2 * (1.0 / 42.0) * (1.0 - x2 * (1.0 / 72.0)))));
    Vec2::new(cos, sin)
}

/// The first contact of a shell with a moving mesh.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct MovingSweepHit {
    /// Time of the contact, in `[0, 1]`: the shell is at `from + t·(to − from)`
    /// and the mesh at [`MeshMotion::model_at`]`(t)`.
    pub t: f32,
    /// The contact in the mesh's local space: on the chord that hit, within the
    /// chord's deviation of the shell's true local position at `t`.
    pub local_point: Vec2,
    /// Index into [`TriMesh::triangles`].
    pub triangle: usize,
    /// How many chords the step was cut into (1: the whole step as one chord).
    /// Whether the end-pose test alone would have caught the hit is one
    /// [`sweep_segment_trimesh`] with [`MeshMotion::end_inverse`].
    pub substeps: u32,
}

/// How the query cuts a step into chords: the chord `i` (of `substeps`) runs
/// from time [`node`](SweepPlan::node)`(i)` to `node(i + 1)`, between the local
/// points [`MeshMotion::local_point_at`] gives there.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SweepPlan {
    /// Start of the part of the step in which the mesh can be touched.
    pub start: f32,
    /// Its end; `start <= end`, both in `[0, 1]`.
    pub end: f32,
    /// Equal chords it is cut into, `1..=MAX_SWEEP_SUBSTEPS`.
    pub substeps: u32,
    /// The bound `h²·A/8` on the path's distance from its chords at equal times,
    /// local units. At most `0.9·tolerance` (up to rounding) unless the sub-step
    /// cap was reached.
    pub deviation: f32,
    /// `ε`, local units (see [`moving_sweep_tolerance`]).
    pub tolerance: f32,
}

impl SweepPlan {
    /// The time at which chord `i` starts (`i = substeps`: where the last ends).
    #[inline]
    #[must_use]
    pub fn node(&self, i: u32) -> f32 {
        if i >= self.substeps {
            return self.end;
        }
        self.start + (self.end - self.start) * (i as f32 / self.substeps as f32)
    }

    /// True when the cap held the chords back and the promise holds with
    /// [`deviation`](SweepPlan::deviation) in place of `ε`. (Below the cap the
    /// deviation can pass `0.9·ε` by an ulp of rounding, far inside `ε`: that is
    /// not the cap.)
    #[inline]
    #[must_use]
    pub fn is_capped(&self) -> bool {
        self.substeps == MAX_SWEEP_SUBSTEPS && self.deviation > CHORD_SHARE_OF_EPS * self.tolerance
    }
}

/// `ε` for `mesh`, in its local units: [`MOVING_SWEEP_REL_EPS`] times the radius
/// of its bounding circle.
#[inline]
#[must_use]
pub fn moving_sweep_tolerance(mesh: &TriMesh) -> f32 {
    MOVING_SWEEP_REL_EPS * mesh.bounding_disk().radius
}

/// How [`sweep_point_moving_trimesh`] will cut the step `from → to` against `mesh`
/// moving by `motion` (see the module's doc). `None` when the shell never comes
/// within the mesh's reach (no contact is possible), and for unusable input:
/// a non-finite value or one beyond [`MAX_COORD`](crate::geom::tolerance::MAX_COORD),
/// an unusable `motion`.
#[must_use]
pub fn plan_moving_sweep(
    from: Vec2,
    to: Vec2,
    mesh: &TriMesh,
    motion: &MeshMotion,
) -> Option<SweepPlan> {
    plan_with_ends(from, to, mesh, motion).map(|(plan, _)| plan)
}

/// [`plan_moving_sweep`], and the local path's two ends `M₀⁻¹·from` and
/// `M₁⁻¹·to` it computed on the way (the whole-step chord reuses them).
#[inline]
fn plan_with_ends(
    from: Vec2,
    to: Vec2,
    mesh: &TriMesh,
    motion: &MeshMotion,
) -> Option<(SweepPlan, [Vec2; 2])> {
    if !(motion.usable && in_range(from) && in_range(to)) {
        return None;
    }
    let p0 = motion.start_inverse.transform_point2(from);
    let p1 = motion.end_inverse.transform_point2(to);
    if !(in_range(p0) && in_range(p1)) {
        return None;
    }
    let tolerance = moving_sweep_tolerance(mesh);
    let deviation_max = CHORD_SHARE_OF_EPS * tolerance;
    // The shell's velocity relative to the mesh's centre, world units a step.
    let w = (to - from) - (motion.end_position - motion.start.position);
    let bound = |w_len: f32, farthest_local: f32| {
        motion.coriolis * w_len + motion.centripetal * farthest_local
    };

    // 1. The whole step as one chord. `|p|` is `|q| / |k|`, so the ends' local
    // distances bound the path's. Each length is bounded by the sum of its
    // coordinates' sizes (at most √2 times more, no square root): at 1° a step
    // that still leaves every shell of the default arena one chord.
    let manhattan = |v: Vec2| v.x.abs() + v.y.abs();
    let whole = bound(manhattan(w), manhattan(p0).max(manhattan(p1)));
    if whole <= 8.0 * deviation_max {
        let plan = SweepPlan {
            start: 0.0,
            end: 1.0,
            substeps: 1,
            deviation: whole / 8.0,
            tolerance,
        };
        return Some((plan, [p0, p1]));
    }
    // 2, when the shell is within reach at both ends (most shells a step
    // tests): `|q|` is convex along the line, so the window is the whole
    // step and the farthest point an end, read off the local ends at once
    // (`|p| = |q| / |k|`), with no window to solve for.
    let radius = mesh.reach() + tolerance;
    let farthest_sq = p0.length_squared().max(p1.length_squared());
    if farthest_sq <= radius * radius {
        let a = bound(w.length(), farthest_sq.sqrt());
        let plan = plan_chords(0.0, 1.0, a, tolerance);
        return Some((plan, [p0, p1]));
    }
    plan_window(from, w, mesh, motion, tolerance).map(|plan| (plan, [p0, p1]))
}

/// Step 2 of the method: the window in which the shell is within the mesh's
/// reach, cut into chords. `w` is the shell's velocity relative to the mesh's
/// centre. Out of line: the whole-step chord, the common case, stays small.
#[inline(never)]
fn plan_window(
    from: Vec2,
    w: Vec2,
    mesh: &TriMesh,
    motion: &MeshMotion,
    tolerance: f32,
) -> Option<SweepPlan> {
    // The window in which |q(s)| <= |k|·(reach + ε), q(s) = q0 + s·w.
    let q0 = from - motion.start.position;
    let radius = motion.start.scale.abs() * (mesh.reach() + tolerance);
    let radius_sq = radius * radius;
    let w_len_sq = w.length_squared();
    let moving = w_len_sq > DIR_LEN_SQ_EPS;
    let inv_w_len_sq = if moving { w_len_sq.recip() } else { 0.0 };
    let nearest = (-q0.dot(w) * inv_w_len_sq).clamp(0.0, 1.0);
    let gap_sq = (q0 + nearest * w).length_squared();
    // False for NaN too.
    let within = gap_sq <= radius_sq;
    if !within {
        return None;
    }
    let (start, end) = if moving {
        // The half chord of the circle, in time: one square root.
        let half = ((radius_sq - gap_sq) * inv_w_len_sq).sqrt();
        ((nearest - half).max(0.0), (nearest + half).min(1.0))
    } else {
        (0.0, 1.0)
    };
    // `max` and `min` drop a NaN (from `inf - inf` above), so this holds; kept as
    // the guard that no window runs backwards.
    let ordered = start <= end;
    if !ordered {
        return None;
    }
    // |q| is convex along the line: largest at an end of the window.
    let farthest_sq = (q0 + start * w)
        .length_squared()
        .max((q0 + end * w).length_squared());
    let farthest = farthest_sq.sqrt() / motion.start.scale.abs();
    let a = motion.coriolis * w_len_sq.sqrt() + motion.centripetal * farthest;
    Some(plan_chords(start, end, a, tolerance))
}

/// The window `start..end` cut into chords for the bound `a` on the local
/// path's curvature over it (see the module's doc).
#[inline]
fn plan_chords(start: f32, end: f32, a: f32, tolerance: f32) -> SweepPlan {
    let deviation_max = CHORD_SHARE_OF_EPS * tolerance;
    // `0·inf` when the turn is too large to square (beyond 1e19 radians): no
    // bound, so as many chords as the cap allows.
    let a = if a.is_nan() { f32::INFINITY } else { a };
    let length = end - start;
    let wanted = length * (a / (8.0 * deviation_max)).sqrt();
    let substeps = ceil_count(wanted).clamp(1, MAX_SWEEP_SUBSTEPS);
    let h = length / substeps as f32;
    SweepPlan {
        start,
        end,
        substeps,
        deviation: h * h * a / 8.0,
        tolerance,
    }
}

/// `⌈x⌉` as a count: 0 for NaN and below 0, saturating above. (No `ceil`: a
/// library call on the default x86-64 target, once per planned query.)
#[inline]
fn ceil_count(x: f32) -> u32 {
    // `as` rounds toward zero, saturates, and takes NaN to 0.
    let whole = x as u32;
    if (whole as f32) < x {
        whole.saturating_add(1)
    } else {
        whole
    }
}

/// The first contact of a shell flying `from → to` (world) with `mesh` while the
/// mesh moves by `motion` over the same step: within `ε` of the true first
/// contact in the sense the module's doc proves (no contact deeper than
/// [`moving_sweep_tolerance`] missed; a hit is within it of the surface).
///
/// Equal to [`sweep_segment_trimesh`]`(from, to, mesh, M⁻¹)` (bit for bit, with
/// `substeps = 1`) when the mesh stays still, and so to the point test at `to`
/// when neither moves. `None` for no contact, and for unusable input (see
/// [`plan_moving_sweep`]).
#[inline]
#[must_use]
pub fn sweep_point_moving_trimesh(
    from: Vec2,
    to: Vec2,
    mesh: &TriMesh,
    motion: &MeshMotion,
) -> Option<MovingSweepHit> {
    let (plan, [p0, p1]) = plan_with_ends(from, to, mesh, motion)?;
    if plan.substeps == 1 && plan.start == 0.0 && plan.end == 1.0 {
        // The whole step as one chord, already in local space: the identity
        // leaves it bit for bit.
        return sweep_segment_trimesh(p0, p1, mesh, &Affine2::IDENTITY).map(|hit| MovingSweepHit {
            t: hit.t,
            local_point: hit.local_point,
            triangle: hit.triangle,
            substeps: 1,
        });
    }
    sweep_chords(from, to, mesh, motion, &plan, [p0, p1])
}

/// Tests the plan's chords in time order; the first that hits gives the
/// contact. `p0` and `p1` are the local points at `s = 0` and `s = 1`, already
/// computed.
#[inline(never)]
fn sweep_chords(
    from: Vec2,
    to: Vec2,
    mesh: &TriMesh,
    motion: &MeshMotion,
    plan: &SweepPlan,
    [p0, p1]: [Vec2; 2],
) -> Option<MovingSweepHit> {
    let local_at = |s: f32| {
        if s == 0.0 {
            p0
        } else if s == 1.0 {
            p1
        } else {
            motion.local_point_at(from, to, s)
        }
    };
    let contact = |s_a: f32, s_b: f32, found: SweepHit| MovingSweepHit {
        t: (s_a + found.t * (s_b - s_a)).min(1.0),
        local_point: found.local_point,
        triangle: found.triangle,
        substeps: plan.substeps,
    };
    // Few chords (nearly every query): every node first, then the blocks
    // of triangles near any chord, found once for them all. A path whose
    // box meets no triangle's box is a miss without a clip.
    if plan.substeps as usize <= FEW_CHORDS {
        let mut nodes = [Vec2::ZERO; FEW_CHORDS + 1];
        let mut path = Aabb {
            min: Vec2::INFINITY,
            max: Vec2::NEG_INFINITY,
        };
        for (i, node) in nodes[..=plan.substeps as usize].iter_mut().enumerate() {
            *node = local_at(plan.node(i as u32));
            path.min = path.min.min(*node);
            path.max = path.max.max(*node);
        }
        if let Some(blocks) = mesh.blocks_touching(&path) {
            if blocks == 0 {
                return None;
            }
            for i in 0..plan.substeps {
                let (a, b) = (nodes[i as usize], nodes[i as usize + 1]);
                if let Some(found) = sweep_local_segment(a, b, mesh.blocks_of(blocks)) {
                    return Some(contact(plan.node(i), plan.node(i + 1), found));
                }
            }
            return None;
        }
    }
    let mut s_a = plan.start;
    let mut a = local_at(s_a);
    for i in 1..=plan.substeps {
        let s_b = plan.node(i);
        let b = local_at(s_b);
        if let Some(found) = sweep_local_segment_near(a, b, mesh) {
            return Some(contact(s_a, s_b, found));
        }
        (s_a, a) = (s_b, b);
    }
    None
}

/// Chords a query plans for nearly always (two or three at the storm's
/// spins): up to this many, their blocks are found once for them all.
const FEW_CHORDS: usize = 8;
