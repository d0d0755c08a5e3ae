//! Collision geometry on glam, free of any window or engine.
//!
//! Grouped by the question a query answers, one folder each: `shape` (the shapes
//! and the triangle mesh they are tested as); `ray` (where a ray enters and leaves a
//! shape, where two lines meet); `overlap` (do two solids touch); `closest`
//! (nearest points of points, lines and segments); `contain` (is a point inside
//! a triangle or a mesh); `sweep` (the first contact of a point moving over one
//! step); `broad` (which of many shapes a query may touch, ahead of those
//! tests). Inside a folder, one file per query, named query-first after the shape
//! pair (`ray_aabb`, `point_trimesh`). `docs/collision.md` explains each query
//! with a figure, its formula and its degenerate cases.
//!
//! Call a query by its folder, so that the call says what it answers:
//! `geom::closest::segment_segment` (the closest points),
//! `geom::overlap::capsule_capsule` (whether they touch), `geom::ray::line_line`
//! (where two lines meet). Only the shapes the queries take (`Aabb`, `Obb`,
//! `Disk`, `Capsule`, `Segment`, `Ray`, `Triangle`, `TriMesh` ...) are
//! re-exported here, as types. A miss is `None` (or an enum that names the
//! case); a hit is a small struct. Degenerate and non-finite input never
//! panics: each function documents what it returns. Tolerances live in
//! [`tolerance`].

pub mod broad;
pub mod closest;
pub mod contain;
pub mod overlap;
pub mod ray;
pub mod shape;
pub mod sweep;
pub mod tolerance;

pub use shape::{Aabb, Band, Capsule, Disk, Line, MeshError, Obb, Ray, Segment, TriMesh, Triangle};
