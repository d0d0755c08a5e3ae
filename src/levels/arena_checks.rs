//! Whole-arena checks that run after every value is checked: the
//! placements leave a playable arena.
//!
//! A target spins about its position, so over a round it sweeps the disk of
//! its *reach* (its farthest point from the centre, times its scale). Two
//! targets whose reaches overlap will collide at some angle, however they
//! start; a reach that crosses the arena's edge leaves the field. Those are
//! the checks, with obstacles as drawn (rotated rects, disks) and the plane
//! as the point it starts from.
//!
//! Each problem names the offending entry's position in the file: the value
//! of its `position` (targets and the plane) or `center` (obstacles).

use std::ops::Range;

use glam::Vec2;
use toml::de::DeTable;

use super::arena::{ObstacleSpec, ShapeSpec, TargetSpec};
pub use super::arena_font::font_has;
use super::arena_font::glyph_box;

/// Slack for touching shapes: two reaches that meet exactly, or a reach that
/// touches the edge, are fine. Far below anything visible (world units).
const TOUCH: f32 = 1e-4;

/// A problem and the byte range of the value it is about.
pub(crate) type Located = (Range<usize>, String);

/// How far a target's outline reaches from its centre at scale 1.
#[must_use]
pub fn shape_reach(shape: &ShapeSpec) -> f32 {
    match *shape {
        ShapeSpec::Star { outer_radius, .. } => outer_radius,
        // The crescent is part of its outer disk.
        ShapeSpec::Moon { radius, .. } => radius,
        ShapeSpec::Ellipse {
            radius_x, radius_y, ..
        } => radius_x.max(radius_y),
        // The shooter centres a glyph on its bounding box and scales it to
        // `height`: half the box's diagonal bounds every point.
        ShapeSpec::Letter { character, height } => glyph_box(character).map_or(height, |b| {
            let size = Vec2::new(
                f32::from(b.x_max) - f32::from(b.x_min),
                f32::from(b.y_max) - f32::from(b.y_min),
            );
            size.length() / 2.0 * height / size.y
        }),
    }
}

/// A target's reach in world units: the radius of the disk its spin sweeps.
#[must_use]
pub fn target_reach(target: &TargetSpec) -> f32 {
    shape_reach(&target.shape) * target.scale
}

fn kind(shape: &ShapeSpec) -> String {
    match shape {
        ShapeSpec::Star { .. } => "star".to_owned(),
        ShapeSpec::Moon { .. } => "moon".to_owned(),
        ShapeSpec::Ellipse { .. } => "ellipse".to_owned(),
        ShapeSpec::Letter { character, .. } => format!("letter {character:?}"),
    }
}

/// Finds where values sit in the file, by key path.
struct Spans<'i> {
    root: Option<toml::Spanned<DeTable<'i>>>,
}

impl<'i> Spans<'i> {
    fn new(text: &'i str) -> Self {
        Self {
            root: DeTable::parse(text).ok(),
        }
    }

    /// The span of `table[index].key` (`index` None: `table.key`); the
    /// start of the file if the path is not there.
    fn of(&self, table: &str, index: Option<usize>, key: &str) -> Range<usize> {
        let found = || {
            let entry = self.root.as_ref()?.get_ref().get(table)?;
            let entry = match index {
                Some(i) => entry.get_ref().get(i)?,
                None => entry,
            };
            Some(entry.get_ref().get(key)?.span())
        };
        found().unwrap_or(0..0)
    }
}

/// What the placement checks read of an arena, entry by entry in file
/// order, with `None` wherever the value was itself rejected: the checks that
/// need it are skipped, so one mistake is reported once.
#[derive(Debug, Clone, Default)]
pub(crate) struct Layout {
    pub size: Option<Vec2>,
    pub plane: Option<Vec2>,
    pub targets: Vec<TargetLayout>,
    pub obstacles: Vec<Option<ObstacleSpec>>,
}

/// The parts of a target its reach depends on.
#[derive(Debug, Clone)]
pub(crate) struct TargetLayout {
    pub shape: Option<ShapeSpec>,
    pub position: Option<Vec2>,
    pub scale: Option<f32>,
}

/// A target whose reach is known.
struct Placed {
    position: Vec2,
    reach: f32,
    name: String,
    span: Range<usize>,
}

/// A target whose shape or scale was rejected: only where it stands is known.
struct Centre {
    position: Vec2,
    name: String,
    span: Range<usize>,
}

/// Every unplayable placement. A target whose shape or scale was rejected
/// has no known reach, but any reach at all leaves the field from a centre
/// outside it, and meets an obstacle or another reach its centre is inside:
/// those are still reported, so fixing the shape brings no second round.
pub(crate) fn arena_problems(text: &str, layout: &Layout) -> Vec<Located> {
    let spans = Spans::new(text);
    let mut problems = Vec::new();
    let mut targets = Vec::new();
    let mut centres = Vec::new();
    for (i, t) in layout.targets.iter().enumerate() {
        let Some(position) = t.position else { continue };
        let span = spans.of("targets", Some(i), "position");
        match (&t.shape, t.scale) {
            (Some(shape), Some(scale)) => targets.push(Placed {
                position,
                reach: shape_reach(shape) * scale,
                name: format!("target {} ({})", i + 1, kind(shape)),
                span,
            }),
            _ => centres.push(Centre {
                position,
                name: format!("target {}", i + 1),
                span,
            }),
        }
    }
    let obstacles: Vec<(ObstacleSpec, String, Range<usize>)> = layout
        .obstacles
        .iter()
        .enumerate()
        .filter_map(|(j, o)| {
            let o = (*o)?;
            let name = match o {
                ObstacleSpec::Rect { .. } => format!("obstacle {} (rect)", j + 1),
                ObstacleSpec::Disk { .. } => format!("obstacle {} (disk)", j + 1),
            };
            Some((o, name, spans.of("obstacles", Some(j), "center")))
        })
        .collect();

    if let Some(size) = layout.size {
        problems.extend(edge_problems(
            size,
            layout.plane,
            &spans,
            &targets,
            &obstacles,
        ));
    }
    if let Some(plane) = layout.plane {
        let plane_span = spans.of("plane", None, "position");
        for t in &targets {
            if (plane - t.position).length() < t.reach - TOUCH {
                problems.push((
                    plane_span.clone(),
                    format!(
                        "the plane starts at {plane:.2}, inside the reach of {} at {:.2}",
                        t.name, t.position
                    ),
                ));
            }
        }
        for (o, name, _) in &obstacles {
            if obstacle_distance(o, plane) < -TOUCH {
                problems.push((
                    plane_span.clone(),
                    format!("the plane starts at {plane:.2}, inside {name}"),
                ));
            }
        }
    }

    for (i, t) in targets.iter().enumerate() {
        let (p, r) = (t.position, t.reach);
        for other in &targets[..i] {
            let (q, s) = (other.position, other.reach);
            let gap = (p - q).length() - (r + s);
            if gap < -TOUCH {
                problems.push((
                    t.span.clone(),
                    format!(
                        "{} at {p:.2} overlaps {} at {q:.2} as they spin: their reaches \
                         ({r:.2} and {s:.2}) need centres at least {:.2} apart, they are {:.2} apart",
                        t.name,
                        other.name,
                        r + s,
                        (p - q).length()
                    ),
                ));
            }
        }
        for (o, other, _) in &obstacles {
            if obstacle_distance(o, p) < r - TOUCH {
                problems.push((
                    t.span.clone(),
                    format!(
                        "{} at {p:.2} reaches {r:.2} as it spins, into {other}",
                        t.name
                    ),
                ));
            }
        }
    }
    problems.extend(centre_problems(layout.size, &centres, &targets, &obstacles));
    problems
}

/// Where the centre of a target of unknown reach stands: outside the field,
/// inside an obstacle or inside another target's reach.
fn centre_problems(
    size: Option<Vec2>,
    centres: &[Centre],
    targets: &[Placed],
    obstacles: &[(ObstacleSpec, String, Range<usize>)],
) -> Vec<Located> {
    let mut problems = Vec::new();
    for c in centres {
        let p = c.position;
        if let Some(half) = size.map(|s| s / 2.0)
            && (p.abs() - half).max_element() > TOUCH
        {
            problems.push((
                c.span.clone(),
                format!(
                    "{} at {p:.2} lies outside the arena (x from {:.2} to {:.2}, y from {:.2} to {:.2})",
                    c.name, -half.x, half.x, -half.y, half.y
                ),
            ));
        }
        for (o, name, _) in obstacles {
            if obstacle_distance(o, p) < -TOUCH {
                problems.push((
                    c.span.clone(),
                    format!("{} at {p:.2} lies inside {name}", c.name),
                ));
            }
        }
        for t in targets {
            let distance = (p - t.position).length();
            if distance < t.reach - TOUCH {
                problems.push((
                    c.span.clone(),
                    format!(
                        "{} at {p:.2} lies inside the reach of {} at {:.2} ({:.2} around its centre, \
                         {distance:.2} from it)",
                        c.name, t.name, t.position, t.reach
                    ),
                ));
            }
        }
    }
    problems
}

/// What leaves the field of `size`: the plane, a target's reach, an obstacle.
fn edge_problems(
    size: Vec2,
    plane: Option<Vec2>,
    spans: &Spans<'_>,
    targets: &[Placed],
    obstacles: &[(ObstacleSpec, String, Range<usize>)],
) -> Vec<Located> {
    let mut problems = Vec::new();
    let half = size / 2.0;
    let bounds = format!(
        "x from {:.2} to {:.2}, y from {:.2} to {:.2}",
        -half.x, half.x, -half.y, half.y
    );
    if let Some(plane) = plane
        && (plane.x.abs() > half.x || plane.y.abs() > half.y)
    {
        problems.push((
            spans.of("plane", None, "position"),
            format!("the plane starts at {plane:.2} outside the arena ({bounds})"),
        ));
    }
    for t in targets {
        let (p, r) = (t.position, t.reach);
        let over = (p.abs() + r - half).max_element();
        if over > TOUCH {
            problems.push((
                t.span.clone(),
                format!(
                    "{} at {p:.2} reaches {r:.2} around its centre as it spins, which crosses \
                     the arena's edge ({bounds}) by {over:.2}",
                    t.name
                ),
            ));
        }
    }
    for (o, name, span) in obstacles {
        let extent = obstacle_extent(o);
        let over = (extent.max.abs().max(extent.min.abs()) - half).max_element();
        if over > TOUCH {
            problems.push((
                span.clone(),
                format!("{name} sticks out of the arena ({bounds}) by {over:.2}"),
            ));
        }
    }
    problems
}

/// Axis-aligned bounds of an obstacle.
struct Extent {
    min: Vec2,
    max: Vec2,
}

fn obstacle_extent(obstacle: &ObstacleSpec) -> Extent {
    match *obstacle {
        ObstacleSpec::Rect {
            center,
            size,
            angle,
        } => {
            let (u, v) = (Vec2::from_angle(angle), Vec2::from_angle(angle).perp());
            // Half-extent of a rotated box along x and y.
            let h = (u.abs() * size.x + v.abs() * size.y) / 2.0;
            Extent {
                min: center - h,
                max: center + h,
            }
        }
        ObstacleSpec::Disk { center, radius } => Extent {
            min: center - radius,
            max: center + radius,
        },
    }
}

/// Signed distance from `p` to the obstacle's outline: negative inside.
fn obstacle_distance(obstacle: &ObstacleSpec, p: Vec2) -> f32 {
    match *obstacle {
        ObstacleSpec::Rect {
            center,
            size,
            angle,
        } => {
            // Into the rect's own axes (the seed's i/j basis), then the box distance.
            let local = Vec2::from_angle(-angle).rotate(p - center);
            let q = local.abs() - size / 2.0;
            q.max(Vec2::ZERO).length() + q.max_element().min(0.0)
        }
        ObstacleSpec::Disk { center, radius } => (p - center).length() - radius,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn letter_reach_bounds_the_glyph_box() {
        let reach = shape_reach(&ShapeSpec::Letter {
            character: 'I',
            height: 4.0,
        });
        // An I is tall and thin: just over half its height.
        assert!(reach > 2.0 && reach < 2.3, "{reach}");
        let reach = shape_reach(&ShapeSpec::Letter {
            character: 'W',
            height: 4.0,
        });
        assert!(reach > 2.6, "a W is wider than tall: {reach}");
    }

    #[test]
    fn rect_distance_is_signed_and_rotates() {
        let rect = ObstacleSpec::Rect {
            center: Vec2::new(1.0, 0.0),
            size: Vec2::new(4.0, 2.0),
            angle: std::f32::consts::FRAC_PI_2,
        };
        // Turned a quarter: 2 wide in x, 4 tall in y.
        assert!((obstacle_distance(&rect, Vec2::new(1.0, 0.0)) + 1.0).abs() < 1e-5);
        assert!((obstacle_distance(&rect, Vec2::new(4.0, 0.0)) - 2.0).abs() < 1e-5);
        assert!((obstacle_distance(&rect, Vec2::new(1.0, 3.0)) - 1.0).abs() < 1e-5);
        let e = obstacle_extent(&rect);
        assert!((e.max - Vec2::new(2.0, 2.0)).length() < 1e-5);
    }
}
