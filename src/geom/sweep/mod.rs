//! Sweeps: the first contact of a point moving over one step with a mesh, so a
//! fast shell cannot step over a thin tip between two frames, and a fast-spinning
//! tip cannot sweep over a shell between two frames.

mod moving_trimesh;
mod segment_trimesh;

pub use moving_trimesh::{
    MAX_SWEEP_SUBSTEPS, MOVING_SWEEP_REL_EPS, MeshMotion, MeshPose, MovingSweepHit, SweepPlan,
    moving_sweep_tolerance, plan_moving_sweep, sweep_point_moving_trimesh,
};
pub use segment_trimesh::{SweepHit, sweep_segment_triangle, sweep_segment_trimesh};
