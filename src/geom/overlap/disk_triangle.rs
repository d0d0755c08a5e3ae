//! Disk vs triangle: the disk touches the triangle iff its centre is inside, or
//! the centre is within the radius of one of the three edges (point–segment
//! distance).

use glam::{Vec2, Vec4, Vec4Swizzles};

use crate::geom::closest::segment_param;
use crate::geom::shape::{Disk, Triangle};
use crate::geom::tolerance::{DIR_LEN_SQ_EPS, all_in_range, is_radius_in_range};

/// True when the disk and the triangle overlap or touch. A zero-area triangle is
/// treated as its edges (a segment, or a point), so a disk across it still
/// touches. False for a negative radius, and for non-finite input or a coordinate
/// or radius beyond [`MAX_COORD`](crate::geom::tolerance::MAX_COORD), where the edge
/// functions' products would overflow.
#[inline]
#[must_use]
pub fn disk_triangle(disk: &Disk, triangle: &Triangle) -> bool {
    let r = disk.radius;
    let Triangle { a, b, c } = *triangle;
    let ok = all_in_range(Vec4::new(a.x, a.y, b.x, b.y))
        & all_in_range(Vec4::new(c.x, c.y, disk.center.x, disk.center.y))
        & is_radius_in_range(r);
    if !ok {
        return false;
    }
    // Everything relative to the centre, which is then the origin: the corners
    // as `ab = (a.x, a.y, b.x, b.y)` and `ca = (c.x, c.y, a.x, a.y)`.
    let center = Vec4::new(disk.center.x, disk.center.y, disk.center.x, disk.center.y);
    let ab = Vec4::new(a.x, a.y, b.x, b.y) - center;
    let ca = Vec4::new(c.x, c.y, a.x, a.y) - center;
    // The triangle's bounding box grown by r must hold the centre. Most disks in a
    // scene are far from most triangles, and this settles them with one branch.
    let (low, high) = (ab.min(ca), ab.max(ca));
    let (low, high) = (low.min(low.zwxy()), high.max(high.zwxy()));
    let radius = Vec4::splat(r);
    if (low.cmpgt(radius) | (-high).cmpgt(radius)).bitmask() & 0b0011 != 0 {
        return false;
    }
    // From here on nothing branches on the input and nothing divides: inside or
    // not, and which edge is nearest, come in no order a CPU could guess, and a
    // mispredicted branch costs more than the whole query. The three edges are
    // three lanes: edge k runs from q0 to q1, (a, b), (b, c), (c, a); the fourth
    // lane is the point a, an edge of zero length.
    let (q0x, q0y) = (
        Vec4::new(ab.x, ab.z, ca.x, ca.z),
        Vec4::new(ab.y, ab.w, ca.y, ca.w),
    );
    let (q1x, q1y) = (q0x.yzwx(), q0y.yzwx());
    // Edge functions at the centre: `(q1 - q0) ⨯ (0 - q0) = q0 ⨯ q1` (0 in the
    // fourth lane). They add up to twice the signed area. Inside (boundary
    // included), for either winding: every edge function has the area's sign. A
    // zero-area triangle has no inside; its edges below still touch a disk across it.
    let e = q0x * q1y - q0y * q1x;
    let size = e.abs();
    let tiny = size.cmpgt(Vec4::ZERO) & size.cmplt(Vec4::splat(MIN_SQUARABLE));
    if (tiny | size.cmpgt(Vec4::splat(MAX_SQUARABLE))).any() {
        // `e²` below would lose its digits to underflow or overflow: coordinates
        // far below or far above a game's, or a centre within a hair of an edge.
        return unscaled_disk_triangle(q0x, q0y, r);
    }
    let area2 = e.x + e.y + e.z;
    let inside =
        ((area2 > 0.0) & e.cmpge(Vec4::ZERO).all()) | ((area2 < 0.0) & e.cmple(Vec4::ZERO).all());
    // Outside, the nearest point of the triangle is a corner or the foot of the
    // perpendicular on an edge. A corner within r: `|q0|² <= r²`. The foot of edge
    // `d = q1 - q0` lies on it when `0 <= -q0·d <= |d|²`, and is `|e| / |d|` from
    // the centre: within r when `e² <= r² |d|²`, with no division. An edge of
    // (almost) zero length is its corner.
    let r_sq = radius * radius;
    let corner_within = (q0x * q0x + q0y * q0y).cmple(r_sq);
    let (dx, dy) = (q1x - q0x, q1y - q0y);
    let len_sq = dx * dx + dy * dy;
    let towards = q0x * dx + q0y * dy;
    let foot_on_edge = towards.cmple(Vec4::ZERO) & towards.cmpge(-len_sq);
    let edge_within =
        foot_on_edge & (e * e).cmple(r_sq * len_sq) & len_sq.cmpgt(Vec4::splat(DIR_LEN_SQ_EPS));
    inside | (corner_within | edge_within).any()
}

/// The smallest non-zero edge function `e` whose square `disk_triangle` takes
/// without underflow (`e²` at least 1e-36, well above `f32::MIN_POSITIVE`, 1.2e-38:
/// `e² <= r² |d|²` then decides right even when `r² |d|²` underflows).
const MIN_SQUARABLE: f32 = 1e-18;

/// The largest edge function `e` whose square `disk_triangle` takes without
/// overflow (`f32::MAX` is 3.4e38).
const MAX_SQUARABLE: f32 = 1e19;

/// `disk_triangle` past its checks for an edge function whose square would
/// underflow or overflow (coordinates around 1e-9 and below or 1e10 and above, or
/// a centre within a hair of an edge's line): the nearest point of each edge by
/// its clamped parameter, which squares only distances. Out of line, as a game
/// rarely or never reaches it. `q0x`, `q0y` hold the corners relative to the
/// centre, `a, b, c, a`.
#[cold]
#[inline(never)]
fn unscaled_disk_triangle(q0x: Vec4, q0y: Vec4, r: f32) -> bool {
    let corner = |k: usize| Vec2::new(q0x[k], q0y[k]);
    let (a, b, c) = (corner(0), corner(1), corner(2));
    let (e0, e1, e2) = (a.perp_dot(b), b.perp_dot(c), c.perp_dot(a));
    let all_of = |sign: f32| e0 * sign >= 0.0 && e1 * sign >= 0.0 && e2 * sign >= 0.0;
    let area2 = e0 + e1 + e2;
    if area2 != 0.0 && all_of(area2.signum()) {
        return true;
    }
    let edge_within = |q0: Vec2, q1: Vec2| {
        let d = q1 - q0;
        (q0 + segment_param(Vec2::ZERO, q0, d) * d).length_squared() <= r * r
    };
    edge_within(a, b) || edge_within(b, c) || edge_within(c, a)
}
