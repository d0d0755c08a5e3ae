//! Swept queries: a point's path over one step against a mesh.

mod moving_trimesh;

pub use moving_trimesh::{
    MAX_SWEEP_SUBSTEPS, MOVING_SWEEP_REL_EPS, MeshMotion, MeshPose, MovingSweepHit, SweepPlan,
    moving_sweep_tolerance, plan_moving_sweep, sweep_point_moving_trimesh,
};
