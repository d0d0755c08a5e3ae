//! A triangle mesh in its initial (local) pose, validated once, with its
//! bounding circle and box computed once. The triangles never move: a point
//! is taken into their space by the inverse model matrix instead
//! (docs/collision.md, "Containment").

use std::fmt;

use glam::Vec2;

use super::shapes::{Aabb, Disk, Triangle};
use super::triangle_quad::{EdgeFn, LANES, TriangleQuad};
use super::{BlocksOf, QuadGrid};
use crate::geom::tolerance::in_range;

/// Why a list of triangles is not a usable mesh.
#[derive(Clone, Debug, PartialEq)]
pub enum MeshError {
    /// No triangles at all.
    Empty,
    /// A vertex is NaN or infinite.
    NonFinite {
        /// Index of the offending triangle in the input.
        index: usize,
    },
    /// A vertex coordinate is beyond [`MAX_COORD`](crate::geom::tolerance::MAX_COORD)
    /// (1e18), where the queries' products would overflow `f32`.
    OutOfRange {
        /// Index of the offending triangle in the input.
        index: usize,
    },
    /// Every triangle has zero area: nothing could ever be hit.
    AllDegenerate {
        /// How many triangles were given.
        count: usize,
    },
}

// Written out rather than derived: geometry depends on glam and std alone.
impl fmt::Display for MeshError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MeshError::Empty => write!(f, "the mesh has no triangles"),
            MeshError::NonFinite { index } => {
                write!(f, "triangle {index} has a NaN or infinite vertex")
            }
            MeshError::OutOfRange { index } => write!(
                f,
                "triangle {index} has a vertex beyond ±1e18, too far for f32 hit tests"
            ),
            MeshError::AllDegenerate { count } => {
                write!(f, "all {count} triangles have zero area")
            }
        }
    }
}

impl std::error::Error for MeshError {}

/// A shape's triangles in local space, with bounds for early-outs.
///
/// Built by [`TriMesh::new`], the one place a mesh is cleaned, whoever made
/// its triangles (a tessellator, a test, a file). It drops slivers: triangles
/// whose area is (almost) zero *relative to their size*
/// ([`Triangle::is_degenerate`], [`DEGENERATE_AREA_REL_EPS`]), which can
/// never contain a point and whose edge functions are rounding noise. The
/// threshold is relative so that a mesh scaled up or down loses the same
/// triangles: an absolute one would drop the whole of a tiny glyph and keep
/// needles of a large star. Triangle indices refer to
/// [`TriMesh::triangles`], not to the input list. Each kept triangle is
/// stored counter-clockwise (a clockwise one has `b` and `c` swapped, the same
/// triangle drawn the same way) so a point test is three sign checks.
///
/// [`DEGENERATE_AREA_REL_EPS`]: crate::geom::tolerance::DEGENERATE_AREA_REL_EPS
#[derive(Clone, Debug, PartialEq)]
pub struct TriMesh {
    triangles: Vec<Triangle>,
    /// The three edge functions of each triangle, in the same order.
    pub(crate) edges: Vec<[EdgeFn; 3]>,
    /// The same edge functions, with each triangle's bounding box (to skip
    /// triangles a path cannot reach), four triangles to a block: triangle `i` is
    /// lane `i % 4` of block `i / 4`.
    pub(crate) quads: Vec<TriangleQuad>,
    /// Which blocks of `quads` lie in each cell over the box, for a mesh
    /// large enough to need it.
    quad_grid: Option<QuadGrid>,
    bounding_disk: Disk,
    /// See [`TriMesh::reach`]; kept, as a moving sweep asks it per shell.
    reach: f32,
    aabb: Aabb,
}

/// The bounding circle's radius is grown by this factor so that a vertex, whose
/// distance is recomputed with rounding in each query, never fails the early-out
/// (a few `f32` ulps).
const BOUNDING_RADIUS_GROWTH: f32 = 1.0 + 8.0 * f32::EPSILON;

impl TriMesh {
    /// Validates `triangles` and computes the bounds.
    ///
    /// # Errors
    /// [`MeshError::Empty`] for no triangles, [`MeshError::NonFinite`] for a NaN or
    /// infinite vertex, [`MeshError::OutOfRange`] for a coordinate beyond ±1e18 (checked
    /// in that order), [`MeshError::AllDegenerate`] when every triangle has zero area.
    pub fn new(triangles: Vec<Triangle>) -> Result<Self, MeshError> {
        if triangles.is_empty() {
            return Err(MeshError::Empty);
        }
        if let Some(index) = triangles
            .iter()
            .position(|t| !t.vertices().iter().all(|v| v.is_finite()))
        {
            return Err(MeshError::NonFinite { index });
        }
        if let Some(index) = triangles
            .iter()
            .position(|t| !t.vertices().into_iter().all(in_range))
        {
            return Err(MeshError::OutOfRange { index });
        }
        let count = triangles.len();
        let kept: Vec<Triangle> = triangles
            .into_iter()
            .filter(|t| !t.is_degenerate())
            .map(|t| {
                if t.doubled_signed_area() < 0.0 {
                    Triangle::new(t.a, t.c, t.b)
                } else {
                    t
                }
            })
            .collect();
        if kept.is_empty() {
            return Err(MeshError::AllDegenerate { count });
        }

        let boxes: Vec<Aabb> = kept
            .iter()
            .map(|t| Aabb {
                min: t.a.min(t.b).min(t.c),
                max: t.a.max(t.b).max(t.c),
            })
            .collect();
        let edges: Vec<[EdgeFn; 3]> = kept
            .iter()
            .map(|t| {
                [
                    EdgeFn::new(t.a, t.b),
                    EdgeFn::new(t.b, t.c),
                    EdgeFn::new(t.c, t.a),
                ]
            })
            .collect();
        let quads = edges
            .chunks(LANES)
            .zip(boxes.chunks(LANES))
            .map(|(edges, boxes)| TriangleQuad::new(edges, boxes))
            .collect();
        let (min, max) = kept
            .iter()
            .flat_map(Triangle::vertices)
            .fold((Vec2::INFINITY, Vec2::NEG_INFINITY), |(lo, hi), v| {
                (lo.min(v), hi.max(v))
            });
        let aabb = Aabb { min, max };
        let center = aabb.center();
        let radius = kept
            .iter()
            .flat_map(Triangle::vertices)
            .map(|v| v.distance(center))
            .fold(0.0, f32::max)
            * BOUNDING_RADIUS_GROWTH;
        let reach = kept
            .iter()
            .flat_map(Triangle::vertices)
            .map(Vec2::length)
            .fold(0.0, f32::max)
            * BOUNDING_RADIUS_GROWTH;
        Ok(Self {
            triangles: kept,
            edges,
            quads,
            quad_grid: QuadGrid::new(aabb, &boxes),
            bounding_disk: Disk::new(center, radius),
            reach,
            aabb,
        })
    }

    /// The kept (non-degenerate) triangles, in input order, each counter-clockwise.
    #[inline]
    #[must_use]
    pub fn triangles(&self) -> &[Triangle] {
        &self.triangles
    }

    /// A circle containing every vertex (centred on the box centre): one distance
    /// test that settles most misses before any triangle is looked at (the
    /// source tests every triangle).
    #[inline]
    #[must_use]
    pub fn bounding_disk(&self) -> Disk {
        self.bounding_disk
    }

    /// How far from the local origin (the rotation centre) a point of the
    /// mesh can be: its farthest vertex's distance (a triangle's points are
    /// no farther than its corners), grown as the bounding circle is.
    /// Turning about the origin keeps the mesh inside this disk, which is
    /// often smaller than the bounding circle's own reach (its centre plus
    /// its radius): a star's box, and so its circle, is not centred on it.
    #[inline]
    #[must_use]
    pub fn reach(&self) -> f32 {
        self.reach
    }

    /// The blocks of four triangles that may touch the local box `area`,
    /// as bits (block `i` is bit `i`), from the mesh's grid; `None` when the
    /// mesh has no grid and every block is to be looked at (a small mesh,
    /// where the grid would save little, or one of more blocks than bits).
    #[inline]
    pub(crate) fn grid_blocks(&self, area: &Aabb) -> Option<u64> {
        self.quad_grid.as_ref().map(|grid| grid.touching(area))
    }

    /// Whether the mesh has a grid of its blocks (more than four).
    #[inline]
    pub(crate) fn has_grid(&self) -> bool {
        self.quad_grid.is_some()
    }

    /// The blocks with a triangle whose box touches the local box `area`, as
    /// bits; `None` when the mesh has more blocks than bits.
    #[inline]
    pub(crate) fn blocks_touching(&self, area: &Aabb) -> Option<u64> {
        if self.quads.len() > 64 {
            return None;
        }
        let touching = |(block, quad): (usize, &TriangleQuad)| {
            u64::from(quad.boxes_touch(area).any()) << block
        };
        Some(match self.grid_blocks(area) {
            Some(bits) => self.blocks_of(bits).map(touching).fold(0, |a, b| a | b),
            None => self
                .quads
                .iter()
                .enumerate()
                .map(touching)
                .fold(0, |a, b| a | b),
        })
    }

    /// The blocks whose bits are set in `bits`, ascending, each with its
    /// index.
    #[inline]
    pub(crate) fn blocks_of(&self, bits: u64) -> BlocksOf<'_> {
        BlocksOf::new(&self.quads, bits)
    }

    /// The local axis-aligned bounding box.
    #[inline]
    #[must_use]
    pub fn aabb(&self) -> Aabb {
        self.aabb
    }

    /// The local vertices, three per triangle (for drawing).
    pub fn vertices(&self) -> impl Iterator<Item = Vec2> + '_ {
        self.triangles.iter().flat_map(Triangle::vertices)
    }
}
