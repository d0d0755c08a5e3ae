//! Step 4: whole-arena checks that run after every value is checked: the
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
//! of its `position` (targets and the plane) or `center` (obstacles), whose
//! spans the walk kept.

use std::ops::Range;

use glam::Vec2;

use super::reach::shape_reach;
use super::spec::{ObstacleSpec, ShapeSpec};
use crate::geom::Disk;
use crate::levels::spanned::problem::Problems;

/// Slack for touching shapes: two reaches that meet exactly, or a reach that
/// touches the edge, are fine. Far below anything visible (world units).
const TOUCH: f32 = 1e-4;

/// Whether the disk of `radius` about `p` overlaps `obstacle`, with the
/// obstacle taken [`TOUCH`] smaller, so shapes that only touch are fine. A
/// radius of 0 asks whether `p` lies inside.
fn overlaps(obstacle: &ObstacleSpec, p: Vec2, radius: f32) -> bool {
    obstacle.shrunk(TOUCH).overlaps_disk(&Disk::new(p, radius))
}

/// A problem and the byte range of the value it is about.
type Located = (Range<usize>, String);

fn kind(shape: &ShapeSpec) -> String {
    match shape {
        ShapeSpec::Star { .. } => "star".to_owned(),
        ShapeSpec::Moon { .. } => "moon".to_owned(),
        ShapeSpec::Ellipse { .. } => "ellipse".to_owned(),
        ShapeSpec::Letter { character, .. } => format!("letter {character:?}"),
    }
}

/// What the placement checks read of an arena, entry by entry in file
/// order, with `None` wherever the value was itself rejected: the checks that
/// need it are skipped, so one mistake is reported once.
#[derive(Debug, Clone)]
pub(super) struct Layout {
    pub size: Option<Vec2>,
    pub plane: Option<Vec2>,
    /// Where the plane's position is written.
    pub plane_span: Range<usize>,
    pub targets: Vec<TargetLayout>,
    pub obstacles: Vec<ObstacleLayout>,
}

/// The parts of a target its reach depends on, and where its position is
/// written.
#[derive(Debug, Clone)]
pub(super) struct TargetLayout {
    pub shape: Option<ShapeSpec>,
    pub position: Option<Vec2>,
    pub scale: Option<f32>,
    pub span: Range<usize>,
}

/// An obstacle if it is valid, its center if that alone is (also for a bad
/// obstacle), and where the center is written.
#[derive(Debug, Clone)]
pub(super) struct ObstacleLayout {
    pub spec: Option<ObstacleSpec>,
    pub center: Option<Vec2>,
    pub span: Range<usize>,
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
pub(super) fn check_placements(layout: &Layout, found: &mut Problems<'_>) {
    for (span, message) in placement_problems(layout) {
        found.push(span, message);
    }
}

fn placement_problems(layout: &Layout) -> Vec<Located> {
    let mut problems = Vec::new();
    let mut targets = Vec::new();
    let mut centres = Vec::new();
    for (i, t) in layout.targets.iter().enumerate() {
        let Some(position) = t.position else { continue };
        let span = t.span.clone();
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
            let spec = o.spec?;
            let name = format!("obstacle {} ({})", j + 1, spec.kind());
            Some((spec, name, o.span.clone()))
        })
        .collect();

    if let Some(size) = layout.size {
        problems.extend(edge_problems(size, layout, &targets, &obstacles));
    }
    if let Some(plane) = layout.plane {
        let plane_span = layout.plane_span.clone();
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
            if overlaps(o, plane, 0.0) {
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
            if overlaps(o, p, r) {
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
        .enumerate()
        .filter_map(|(j, o)| match (o.spec, o.center) {
            (None, Some(position)) => Some(Centre {
                position,
                name: format!("obstacle {}", j + 1),
                span: o.span.clone(),
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
            if overlaps(o, p, 0.0) {
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
    layout: &Layout,
    targets: &[Placed],
    obstacles: &[(ObstacleSpec, String, Range<usize>)],
) -> Vec<Located> {
    let mut problems = Vec::new();
    let half = size / 2.0;
    let bounds = format!(
        "x from {:.2} to {:.2}, y from {:.2} to {:.2}",
        -half.x, half.x, -half.y, half.y
    );
    if let Some(plane) = layout.plane
        && (plane.x.abs() > half.x || plane.y.abs() > half.y)
    {
        problems.push((
            layout.plane_span.clone(),
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
        let extent = o.aabb();
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
