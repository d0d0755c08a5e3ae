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
use super::arena_font::glyph_box;
use super::arena_obstacles::{obstacle_distance, obstacle_extent};

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
    /// Each obstacle's center if it alone is valid (also for a bad obstacle).
    pub obstacle_centers: Vec<Option<Vec2>>,
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

/// A target whose shape or scale was rejected, or an obstacle with a bad
/// value: only where it stands is known.
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
    // A bad obstacle's center, likewise: obstacles may overlap each other.
    let bad_obstacles: Vec<Centre> = layout
        .obstacles
        .iter()
        .zip(&layout.obstacle_centers)
        .enumerate()
        .filter_map(|(j, (spec, center))| match (spec, center) {
            (None, Some(position)) => Some(Centre {
                position: *position,
                name: format!("obstacle {}", j + 1),
                span: spans.of("obstacles", Some(j), "center"),
            }),
            _ => None,
        })
        .collect();
    problems.extend(centre_problems(layout.size, &bad_obstacles, &targets, &[]));
    problems
}

/// Where the centre of an entry of unknown extent stands: outside the field,
/// inside an obstacle or inside a target's reach.
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
}
