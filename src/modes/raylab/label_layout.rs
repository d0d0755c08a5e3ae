//! Where the ray lab's point labels go on screen, so that labels of points
//! close together (a ray grazing a corner next to a slab tick, the closest
//! points of nearly touching capsules) neither cover each other nor the
//! markers, and cross as few drawn lines as they can.
//!
//! A small deterministic pass in screen pixels (y down): labels are placed in
//! the order given; each tries its preferred side first, then the other
//! compass directions round its point, then the same directions further out,
//! and takes the first box that stays inside the scene area, overlaps no label
//! placed before it and no other marker, at the lowest cost (lines crossed,
//! distance). A label pushed beyond the first ring gets a leader line.

use glam::Vec2;

use super::figure::clip_line;
use crate::geom::{Aabb, overlap};

/// Pixels between a marker's edge and its label's box.
const GAP_PX: f32 = 3.0;
/// Rings of candidate positions round a point; beyond the first, a leader line.
const RINGS: usize = 3;
/// What crossing one drawn line costs, in rings: a label crossed by a line is
/// still readable (it has a halo), one ring out reads as well but further off.
const STROKE_COST: usize = 2;

/// One label to place.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct LabelRequest {
    /// The point it names (its marker's centre), screen pixels.
    pub anchor: Vec2,
    /// The text's width and height, pixels.
    pub size: Vec2,
    /// The side the scene would put it on (any length; zero means "up-right").
    pub preferred: Vec2,
    /// The marker's radius round `anchor`, pixels: kept free of every label.
    pub clearance: f32,
}

/// Where a label goes.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct LabelPlacement {
    /// The text's top-left corner, pixels.
    pub top_left: Vec2,
    /// The text's box.
    pub bounds: Aabb,
    /// A line from the marker's edge to the box, when the label sits beyond
    /// the first ring and the class needs to see which point it names.
    pub leader: Option<(Vec2, Vec2)>,
}

/// Places every label of `requests` (in their order: earlier ones win the
/// better spots) inside `area`, avoiding the segments in `strokes` (the
/// drawn lines, screen pixels) where it can. A label whose point lies outside
/// `area` is not shown (`None`): its marker is off screen or under the panel.
#[must_use]
pub fn place_labels(
    requests: &[LabelRequest],
    strokes: &[(Vec2, Vec2)],
    area: Aabb,
) -> Vec<Option<LabelPlacement>> {
    let mut placed: Vec<Aabb> = Vec::with_capacity(requests.len());
    let mut out = Vec::with_capacity(requests.len());
    for (index, request) in requests.iter().enumerate() {
        if !request.anchor.is_finite() || !area.contains_point(request.anchor) {
            out.push(None);
            continue;
        }
        let mut best: Option<(Score, Candidate)> = None;
        for candidate in candidates(request) {
            let bounds = keep_inside(candidate.bounds, area);
            let (labels, markers) = collisions(bounds, index, requests, &placed);
            let score = Score {
                labels,
                markers,
                cost: candidate.ring
                    + STROKE_COST * strokes.iter().filter(|s| crosses(s, bounds)).count(),
            };
            if best.as_ref().is_none_or(|(b, _)| score < *b) {
                best = Some((
                    score,
                    Candidate {
                        bounds,
                        ..candidate
                    },
                ));
            }
            if score == Score::default() {
                break;
            }
        }
        let Some((_, chosen)) = best else {
            out.push(None);
            continue;
        };
        placed.push(chosen.bounds);
        out.push(Some(LabelPlacement {
            top_left: Vec2::new(chosen.bounds.min.x, chosen.bounds.min.y),
            bounds: chosen.bounds,
            leader: (chosen.ring > 0).then(|| leader(request, chosen.bounds)),
        }));
    }
    out
}

/// Lower is better: first no label covered (two labels on each other are
/// unreadable, a label near another's point is merely close), then no
/// marker covered, then the lowest cost. Counted together, a box over one
/// label won against a box merely near two points.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Default)]
struct Score {
    /// Labels placed before that this box overlaps.
    labels: usize,
    /// Other requests' markers this box comes too close to.
    markers: usize,
    /// The ring it sits on, plus what the lines it crosses cost.
    cost: usize,
}

#[derive(Debug, Clone, Copy)]
struct Candidate {
    bounds: Aabb,
    ring: usize,
}

/// The boxes a label may take, best first: its preferred side, then the
/// compass directions nearest to it, ring after ring.
fn candidates(request: &LabelRequest) -> impl Iterator<Item = Candidate> + '_ {
    let preferred = request
        .preferred
        .try_normalize()
        .unwrap_or(Vec2::new(1.0, -1.0).normalize());
    // Turns of 0, +45°, −45°, +90°, ... 180° from the preferred side.
    const TURNS: [f32; 8] = [0.0, 1.0, -1.0, 2.0, -2.0, 3.0, -3.0, 4.0];
    let step = request.size.y.max(8.0);
    (0..RINGS).flat_map(move |ring| {
        TURNS.iter().map(move |&k| {
            let dir = Vec2::from_angle(k * std::f32::consts::FRAC_PI_4).rotate(preferred);
            let gap = request.clearance + GAP_PX + ring as f32 * step;
            Candidate {
                bounds: box_beside(request.anchor, dir, gap, request.size),
                ring,
            }
        })
    })
}

/// The box of `size` whose nearest side faces `anchor` from `gap` pixels
/// along `dir` (the box's support along `dir` is half its extent projected).
fn box_beside(anchor: Vec2, dir: Vec2, gap: f32, size: Vec2) -> Aabb {
    let half = size * 0.5;
    let reach = dir.x.abs() * half.x + dir.y.abs() * half.y;
    Aabb::from_center_half_extents(anchor + dir * (gap + reach), half)
}

/// `bounds` moved (not resized) to lie inside `area` where it fits.
fn keep_inside(bounds: Aabb, area: Aabb) -> Aabb {
    let mut shift = Vec2::ZERO;
    for axis in 0..2 {
        if bounds.min[axis] < area.min[axis] {
            shift[axis] = area.min[axis] - bounds.min[axis];
        } else if bounds.max[axis] > area.max[axis] {
            shift[axis] = area.max[axis] - bounds.max[axis];
        }
    }
    Aabb {
        min: bounds.min + shift,
        max: bounds.max + shift,
    }
}

/// How many of the placed labels, and of the other requests' markers,
/// `bounds` covers.
fn collisions(
    bounds: Aabb,
    index: usize,
    requests: &[LabelRequest],
    placed: &[Aabb],
) -> (usize, usize) {
    let labels = placed
        .iter()
        .filter(|p| overlap::aabb_aabb(p, &bounds))
        .count();
    let markers = requests
        .iter()
        .enumerate()
        .filter(|&(other, r)| {
            other != index && distance_to_box(r.anchor, bounds) < r.clearance + GAP_PX * 0.5
        })
        .count();
    (labels, markers)
}

/// Distance from `p` to the nearest point of `bounds` (0 inside).
fn distance_to_box(p: Vec2, bounds: Aabb) -> f32 {
    p.distance(p.clamp(bounds.min, bounds.max))
}

/// Whether the segment `a`–`b` passes through `bounds`.
fn crosses(&(a, b): &(Vec2, Vec2), bounds: Aabb) -> bool {
    clip_line(a, b - a, (0.0, 1.0), bounds.min, bounds.max).is_some()
}

/// From the marker's edge towards the box to the box's nearest point.
fn leader(request: &LabelRequest, bounds: Aabb) -> (Vec2, Vec2) {
    let to = request.anchor.clamp(bounds.min, bounds.max);
    let dir = (to - request.anchor).normalize_or_zero();
    (request.anchor + dir * request.clearance, to)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn label(anchor: Vec2) -> LabelRequest {
        LabelRequest {
            anchor,
            size: Vec2::new(40.0, 16.0),
            preferred: Vec2::new(1.0, -1.0),
            clearance: 6.0,
        }
    }

    fn area() -> Aabb {
        Aabb::new(Vec2::ZERO, Vec2::new(800.0, 600.0))
    }

    #[test]
    fn a_lone_label_takes_its_preferred_side_without_a_leader() {
        let placed = place_labels(&[label(Vec2::new(400.0, 300.0))], &[], area());
        let p = placed[0].unwrap();
        assert!(p.bounds.min.x > 400.0 && p.bounds.max.y < 300.0, "{p:?}");
        assert_eq!(p.leader, None);
    }

    #[test]
    fn two_labels_on_one_point_do_not_overlap() {
        let at = Vec2::new(400.0, 300.0);
        let placed = place_labels(&[label(at), label(at)], &[], area());
        let (a, b) = (placed[0].unwrap(), placed[1].unwrap());
        assert!(!overlap::aabb_aabb(&a.bounds, &b.bounds), "{a:?} {b:?}");
        assert_eq!(
            a.bounds,
            place_labels(&[label(at)], &[], area())[0].unwrap().bounds
        );
    }

    #[test]
    fn a_label_near_the_edge_stays_inside_the_area() {
        let placed = place_labels(&[label(Vec2::new(795.0, 3.0))], &[], area());
        let p = placed[0].unwrap();
        assert!(p.bounds.min.cmpge(area().min).all() && p.bounds.max.cmple(area().max).all());
    }

    #[test]
    fn a_label_avoids_a_line_through_its_preferred_side() {
        let at = Vec2::new(400.0, 300.0);
        // A line up and to the right of the point, across the preferred box.
        let stroke = (Vec2::new(380.0, 280.0), Vec2::new(480.0, 270.0));
        let p = place_labels(&[label(at)], &[stroke], area())[0].unwrap();
        assert!(!crosses(&stroke, p.bounds), "{p:?}");
    }

    #[test]
    fn a_point_outside_the_area_gets_no_label() {
        let placed = place_labels(&[label(Vec2::new(900.0, 300.0))], &[], area());
        assert_eq!(placed, vec![None]);
    }

    #[test]
    fn a_crowd_of_labels_is_placed_apart_and_far_ones_get_leaders() {
        // Six labels on points 4 px apart (more than any scene crowds round
        // one spot): they cannot all sit on ring one.
        let requests: Vec<_> = (0..6)
            .map(|k| label(Vec2::new(400.0 + 4.0 * k as f32, 300.0)))
            .collect();
        let placed: Vec<_> = place_labels(&requests, &[], area())
            .into_iter()
            .map(Option::unwrap)
            .collect();
        for (i, a) in placed.iter().enumerate() {
            for b in &placed[i + 1..] {
                assert!(!overlap::aabb_aabb(&a.bounds, &b.bounds), "{a:?} {b:?}");
            }
        }
        assert!(placed.iter().any(|p| p.leader.is_some()));
    }
}
