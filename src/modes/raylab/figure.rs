//! What a scene shows: drawing items in world units and the panel's values.
//!
//! A scene decides everything a teacher sees (which band, which marker, which
//! label, which number); the view only maps roles to theme colours, world to
//! pixels, and numbers to text. So a test can check the markers without a window.

use glam::Vec2;

/// What an item means, so the view can pick a theme colour for it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Role {
    /// A shape that is not being hit.
    Shape,
    /// A shape that is hit, or two capsules that touch.
    Touched,
    /// The ray (or a line or segment being tested).
    Ray,
    /// The second line or segment of a pair.
    Other,
    /// The ray's extension behind its origin (negative t): guides, not hits.
    Behind,
    /// The X slab (the rect's extent in x, or along the local i axis).
    SlabX,
    /// The Y slab (the rect's extent in y, or along the local j axis).
    SlabY,
    /// A hit the ray meets first (entry, P0, t−).
    Entry,
    /// A hit the ray leaves by (exit, P1, t+).
    Exit,
    /// Construction lines and values that explain but are not hits.
    Guide,
}

impl Role {
    /// A shape's role: [`Role::Touched`] when `touched`, else [`Role::Shape`].
    #[must_use]
    pub fn shape(touched: bool) -> Self {
        if touched { Role::Touched } else { Role::Shape }
    }

    /// Which labels get the best spots when labels crowd (lower first): the
    /// hits the lesson is about, then the ray and shapes, guides last.
    #[must_use]
    pub fn label_rank(self) -> u8 {
        match self {
            Role::Entry | Role::Exit | Role::Touched => 0,
            Role::Ray | Role::Other | Role::Shape => 1,
            Role::SlabX | Role::SlabY => 2,
            Role::Behind | Role::Guide => 3,
        }
    }
}

/// How a marker is drawn: entries filled, exits hollow, so they differ in
/// shape as well as colour (projectors wash colours out).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FigureMark {
    /// A filled disk: an entry (P0, t−).
    Filled,
    /// A hollow ring: an exit (P1, t+).
    Ring,
    /// A short tick across the ray (slab times inX/outX/inY/outY).
    Tick,
    /// A small dot for secondary points (a line's base point, a closest point).
    Dot,
}

/// One thing to draw, in world units.
#[derive(Debug, Clone, PartialEq)]
pub enum Item {
    /// The infinite strip of points within `half_width` of the line through
    /// `point`, measured along the unit `normal` (a slab, or a capsule's band).
    Band {
        /// A point on the strip's middle line.
        point: Vec2,
        /// Unit vector across the strip.
        normal: Vec2,
        /// Half the strip's width, world units.
        half_width: f32,
        /// What it means, which picks its colour.
        role: Role,
    },
    /// An infinite line through `point` along `dir`.
    Line {
        /// A point on the line.
        point: Vec2,
        /// The line's direction (any length but zero).
        dir: Vec2,
        /// What it means, which picks its colour.
        role: Role,
    },
    /// The half-line from `origin` along `dir`.
    HalfLine {
        /// Where it starts.
        origin: Vec2,
        /// Its direction (any length but zero).
        dir: Vec2,
        /// What it means, which picks its colour.
        role: Role,
    },
    /// The segment from `a` to `b`.
    Segment {
        /// One end.
        a: Vec2,
        /// The other end.
        b: Vec2,
        /// What it means, which picks its colour.
        role: Role,
    },
    /// A closed outline.
    Polygon {
        /// The corners in order; the last joins the first.
        points: Vec<Vec2>,
        /// What it means, which picks its colour.
        role: Role,
    },
    /// A circle's outline.
    Circle {
        /// Centre, world units.
        center: Vec2,
        /// Radius, world units.
        radius: f32,
        /// What it means, which picks its colour.
        role: Role,
    },
    /// A capsule's outline: the segment `a`–`b` swept by `radius`.
    Capsule {
        /// One end of the spine.
        a: Vec2,
        /// The other end of the spine.
        b: Vec2,
        /// Radius, world units.
        radius: f32,
        /// What it means, which picks its colour.
        role: Role,
    },
    /// An arrow from `from` to `to`: a direction, or a handle to turn something
    /// by.
    Arrow {
        /// The tail.
        from: Vec2,
        /// The head.
        to: Vec2,
        /// What it means, which picks its colour.
        role: Role,
    },
    /// A point worth naming (a hit, a closest point), with its label.
    Marker {
        /// Where it is.
        at: Vec2,
        /// How it is drawn.
        kind: FigureMark,
        /// Direction a tick is drawn across (the ray's direction).
        across: Vec2,
        /// Its name beside it ("P0", "t+"); may be empty.
        label: String,
        /// What it means, which picks its colour.
        role: Role,
    },
}

impl Item {
    /// A labelled marker.
    #[must_use]
    pub fn marker(at: Vec2, kind: FigureMark, label: impl Into<String>, role: Role) -> Self {
        Item::Marker {
            at,
            kind,
            across: Vec2::X,
            label: label.into(),
            role,
        }
    }

    /// A labelled tick across a ray whose direction is `dir`.
    #[must_use]
    pub fn tick(at: Vec2, dir: Vec2, label: impl Into<String>, role: Role) -> Self {
        Item::Marker {
            at,
            kind: FigureMark::Tick,
            across: dir,
            label: label.into(),
            role,
        }
    }
}

/// A number or point for the panel; the view prints floats to 3 decimals.
#[derive(Debug, Clone, PartialEq)]
pub enum Value {
    /// A number (a parameter t, a distance), printed to 3 decimals.
    Number(f32),
    /// A point, printed as (x, y) to 3 decimals.
    Point(Vec2),
    /// A yes-or-no answer (hit? parallel?).
    Yes(bool),
    /// An answer that is not a number, which the view words.
    Note(Note),
    /// The prepared case the scene last loaded, by its name in the scene's
    /// list, and whether keys or the mouse changed the scene since.
    Case {
        /// The case's name as the scene lists it ("crossing").
        name: &'static str,
        /// Whether the scene is no longer that case.
        modified: bool,
    },
}

/// A panel value that is an answer rather than a number.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Note {
    /// There is none (no hit, no crossing point).
    Nothing,
    /// There is no entry: the ray starts inside.
    NothingInside,
    /// The quadratic has no real roots (D < 0).
    NoRoots,
    /// The ray misses this shape.
    Miss,
    /// The ray starts inside a capsule's band.
    InsideBand,
    /// The ray does not cross a capsule's band (parallel or missed).
    BandNotCrossed,
    /// A point lies on the capsule's cap disk at A.
    CapA,
    /// A point lies on the capsule's cap disk at B.
    CapB,
    /// A point lies on the capsule's side (its band).
    Side,
    /// A closest-point parameter is clamped to the start (0).
    ClampedStart,
    /// A closest-point parameter is clamped to the end (1).
    ClampedEnd,
    /// A closest-point parameter lies inside the segment.
    NotClamped,
}

/// The shape a one-shape scene tests, as its verdict names it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Target {
    /// A rectangle, axis-aligned or rotated.
    Rect,
    /// A disk.
    Disk,
    /// A capsule.
    Capsule,
}

/// What happens now, in one sentence the view words: the reason behind a
/// hit or a miss.
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub enum Verdict {
    /// Nothing said yet.
    #[default]
    Unsaid,
    /// The ray does not meet the shape.
    Miss(Target),
    /// The ray touches the shape at one point.
    Grazes(Target),
    /// The ray enters the shape at P0 and leaves at P1.
    Hit(Target),
    /// The ray starts inside the shape: it has an exit only.
    Inside(Target),
    /// Parallel to a slab and outside it.
    SlabParallel,
    /// Leaves the Y slab before entering X (inX > outY).
    SlabYFirst,
    /// Leaves the X slab before entering Y (inY > outX).
    SlabXFirst,
    /// The rect lies behind the ray (exit t < 0).
    SlabBehind,
    /// Both roots lie behind the origin.
    DiskBehind,
    /// D < 0: the line misses the circle.
    DiskMisses,
    /// The lines cross at R.
    LinesCross,
    /// The lines are parallel: no intersection.
    LinesParallel,
    /// The lines are one line.
    LinesCoincident,
    /// A direction is zero or not finite.
    LinesDegenerate,
    /// The capsules touch: `distance` ≤ `sum` of the radii.
    CapsulesTouch {
        /// The distance between the segments.
        distance: f32,
        /// The sum of the radii.
        sum: f32,
    },
    /// The capsules are apart: `distance` > `sum` of the radii.
    CapsulesApart {
        /// The distance between the segments.
        distance: f32,
        /// The sum of the radii.
        sum: f32,
    },
    /// A point is not finite, so there is no answer.
    NotFinite,
    /// The ray starts inside shape `number` (1-based), named `name`.
    FreeInside {
        /// The shape's number in the scene, 1-based.
        number: usize,
        /// The shape's name ("rect", "disk").
        name: &'static str,
    },
    /// The ray first hits shape `number` (1-based), named `name`.
    FreeHit {
        /// The shape's number in the scene, 1-based.
        number: usize,
        /// The shape's name ("rect", "disk").
        name: &'static str,
    },
    /// The ray meets no shape.
    FreeMiss,
}

/// One panel row: `label = value`.
#[derive(Debug, Clone, PartialEq)]
pub struct Row {
    /// The row's name, e.g. "t-" or "P0": a formula's symbols, the same in
    /// every language (the case row's name is worded by the view).
    pub label: String,
    /// Its value now.
    pub value: Value,
}

/// The live values of a scene for the side panel.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Report {
    /// The scene shown, 1-based; the view words its title ("1  Ray vs
    /// axis-aligned rect (slab method)").
    pub scene: usize,
    /// What happens now ("hit: enters at P0, leaves at P1", "starts inside:
    /// exit only", "parallel: no intersection"), as a reason the view words.
    pub verdict: Verdict,
    /// Whether the verdict is a hit (or touch); the view colours it.
    pub hit: bool,
    /// The values behind the verdict, in the order the panel lists them.
    pub rows: Vec<Row>,
}

impl Report {
    /// An empty report for scene `scene` (1-based).
    #[must_use]
    pub fn new(scene: usize) -> Self {
        Self {
            scene,
            ..Self::default()
        }
    }

    /// Adds a row holding a number.
    pub fn number(&mut self, label: impl Into<String>, value: f32) {
        self.push(label, Value::Number(value));
    }

    /// Adds a row holding a point.
    pub fn point(&mut self, label: impl Into<String>, value: Vec2) {
        self.push(label, Value::Point(value));
    }

    /// Adds a row holding a yes or no.
    pub fn yes(&mut self, label: impl Into<String>, value: bool) {
        self.push(label, Value::Yes(value));
    }

    /// Adds a row holding an answer that is not a number.
    pub fn note(&mut self, label: impl Into<String>, value: Note) {
        self.push(label, Value::Note(value));
    }

    pub(super) fn push(&mut self, label: impl Into<String>, value: Value) {
        self.rows.push(Row {
            label: label.into(),
            value,
        });
    }

    /// The value of the row named `label`, if any (for tests and the view).
    #[must_use]
    pub fn get(&self, label: &str) -> Option<&Value> {
        self.rows
            .iter()
            .find(|r| r.label == label)
            .map(|r| &r.value)
    }

    /// The number in row `label`, if that row holds one.
    #[must_use]
    pub fn number_of(&self, label: &str) -> Option<f32> {
        match self.get(label) {
            Some(Value::Number(x)) => Some(*x),
            _ => None,
        }
    }

    /// The point in row `label`, if that row holds one.
    #[must_use]
    pub fn point_of(&self, label: &str) -> Option<Vec2> {
        match self.get(label) {
            Some(Value::Point(p)) => Some(*p),
            _ => None,
        }
    }
}

/// Everything a scene shows this step.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Sketch {
    /// What to draw, back to front.
    pub items: Vec<Item>,
    /// What the side panel says.
    pub report: Report,
}

impl Sketch {
    /// The markers labelled `label` (for tests: where did the scene put P0?).
    pub fn markers<'a>(&'a self, label: &'a str) -> impl Iterator<Item = Vec2> + 'a {
        self.items.iter().filter_map(move |item| match item {
            Item::Marker { at, label: l, .. } if l == label => Some(*at),
            _ => None,
        })
    }
}

/// The part of the infinite line `point + s·dir` inside the rectangle
/// `min..max`, for s in `s_range` (`(-∞, ∞)` for a line, `(0, ∞)` for a
/// ray). `None` if it does not cross the rectangle or `dir` is zero.
#[must_use]
pub fn clip_line(
    point: Vec2,
    dir: Vec2,
    s_range: (f32, f32),
    min: Vec2,
    max: Vec2,
) -> Option<(Vec2, Vec2)> {
    let (mut lo, mut hi) = s_range;
    if dir.length_squared() == 0.0 || !dir.is_finite() || !point.is_finite() {
        return None;
    }
    for axis in 0..2 {
        let (p, d, a, b) = (point[axis], dir[axis], min[axis], max[axis]);
        if d == 0.0 {
            if p < a || p > b {
                return None;
            }
        } else {
            let (t0, t1) = ((a - p) / d, (b - p) / d);
            lo = lo.max(t0.min(t1));
            hi = hi.min(t0.max(t1));
        }
    }
    (lo <= hi).then(|| (point + lo * dir, point + hi * dir))
}

/// The part of the strip `|(x - point)·normal| ≤ half_width` inside the
/// rectangle `min..max`, as a convex polygon (empty if they do not meet).
#[must_use]
pub fn clip_band(point: Vec2, normal: Vec2, half_width: f32, min: Vec2, max: Vec2) -> Vec<Vec2> {
    let n = normal.normalize_or_zero();
    if n == Vec2::ZERO || !half_width.is_finite() {
        return Vec::new();
    }
    let rect = vec![min, Vec2::new(max.x, min.y), max, Vec2::new(min.x, max.y)];
    let offset = point.dot(n);
    // Keep n·x ≤ offset + w, then −n·x ≤ −(offset − w).
    let upper = clip_half_plane(&rect, n, offset + half_width);
    clip_half_plane(&upper, -n, -(offset - half_width))
}

/// Sutherland–Hodgman against one half-plane `n·x ≤ c`.
fn clip_half_plane(polygon: &[Vec2], n: Vec2, c: f32) -> Vec<Vec2> {
    let mut out = Vec::with_capacity(polygon.len() + 1);
    for (i, &a) in polygon.iter().enumerate() {
        let b = polygon[(i + 1) % polygon.len()];
        let (da, db) = (n.dot(a) - c, n.dot(b) - c);
        if da <= 0.0 {
            out.push(a);
        }
        if (da < 0.0) != (db < 0.0) && da != db {
            out.push(a + (b - a) * (da / (da - db)));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn vertical_band_is_clipped_to_the_view() {
        let poly = clip_band(
            Vec2::ZERO,
            Vec2::X,
            1.0,
            Vec2::splat(-5.0),
            Vec2::splat(5.0),
        );
        assert_eq!(poly.len(), 4);
        for p in poly {
            assert!(p.x.abs() <= 1.0 + 1e-5 && p.y.abs() <= 5.0 + 1e-5, "{p}");
        }
        assert!(
            clip_band(
                Vec2::new(9.0, 0.0),
                Vec2::X,
                1.0,
                Vec2::splat(-5.0),
                Vec2::splat(5.0)
            )
            .is_empty()
        );
    }

    #[test]
    fn ray_is_clipped_from_its_origin() {
        let (a, b) = clip_line(
            Vec2::ZERO,
            Vec2::X,
            (0.0, f32::INFINITY),
            Vec2::splat(-5.0),
            Vec2::splat(5.0),
        )
        .unwrap();
        assert_eq!(a, Vec2::ZERO);
        assert!((b.x - 5.0).abs() < 1e-5);
        assert!(
            clip_line(
                Vec2::ZERO,
                Vec2::ZERO,
                (0.0, 1.0),
                Vec2::splat(-5.0),
                Vec2::splat(5.0)
            )
            .is_none()
        );
        assert!(
            clip_line(
                Vec2::new(0.0, 9.0),
                Vec2::X,
                (f32::NEG_INFINITY, f32::INFINITY),
                Vec2::splat(-5.0),
                Vec2::splat(5.0)
            )
            .is_none()
        );
    }
}
