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
//! Every public name is re-exported here (`hitlab::geom::ray_aabb`), so callers
//! never name a folder. A miss is `None`; a hit is a small struct. Degenerate
//! and non-finite input never panics: each function documents what it returns.
//! Tolerances live in [`tolerance`].

pub mod tolerance;

mod broad;
mod closest;
mod contain;
mod overlap;
mod ray;
mod shape;
mod sweep;

pub use broad::*;
pub use closest::*;
pub use contain::*;
pub use overlap::*;
pub use ray::*;
pub use shape::*;
pub use sweep::*;
