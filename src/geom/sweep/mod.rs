//! Sweeps: the first contact of a point moving over one step with a mesh, so a
//! fast shell cannot step over a thin tip between two frames.

mod segment_trimesh;

pub use segment_trimesh::{SweepHit, sweep_segment_triangle, sweep_segment_trimesh};
