//! Geometry queries: each against hand-worked cases, against parry2d, against
//! an exact integer grid or brute force, and at the extremes of the coordinate
//! range.

mod broad_grid;
mod brute_force;
mod common;
mod grid_exact;
mod huge_coords;
mod lines;
mod mesh_lanes;
mod overlaps;
mod overlaps_vs_parry;
mod rays;
mod robustness;
mod sweep_moving;
mod triangles;
mod vs_parry;
