//! The pointer on the field: a press on the selected part's handles turns
//! or scales it, on a part selects it and moves it; each drag is one step
//! of the history. And where an added part goes.

use super::draft::{ArenaDraft, ObstacleShapeDraft, Part, ShapeDraft};
use super::ops::Edit;
use super::rounding::FINE;
use super::session::{ArenaEditor, Drag, GRID, Grip, ROTATE_STEP_DEG};

/// The steps a handle snaps to with the grid off: a degree, a hundredth of
/// the scale.
const FINE_TURN_DEG: f64 = 1.0;
const FINE_SCALE: f64 = 0.01;
/// The scale a size handle snaps to with the grid on: a twentieth.
const GRID_SCALE: f64 = 0.05;

/// Where the selected part's handles are, world units.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Handles {
    /// The turn handle, in the direction the part faces (its angle's "up");
    /// `None` for a disk, which has no angle.
    pub turn: Option<[f64; 2]>,
    /// The size handle, at its right; `None` for the plane.
    pub size: Option<[f64; 2]>,
}

impl ArenaEditor {
    /// The selected part's handles, `gap` world units outside its reach.
    #[must_use]
    pub fn handles(&self, gap: f64) -> Option<Handles> {
        let part = self.selected?;
        let [x, y] = self.draft.centre(part)?;
        let r = reach(&self.draft, part) + gap;
        let angle = facing_deg(&self.draft, part);
        let at = |deg: f64| {
            let (sin, cos) = deg.to_radians().sin_cos();
            // 0° faces +y, counter-clockwise positive (docs/levels.md).
            [x - r * sin, y + r * cos]
        };
        Some(Handles {
            turn: angle.map(at),
            size: (part != Part::Plane).then(|| at(angle.unwrap_or(0.0) - 90.0)),
        })
    }

    /// The left button went down at `at` (world units): on a handle of the
    /// selection (within `gap`, the handles' distance out), grips it; else
    /// selects the part under it, top-most first, and grips its body; on
    /// empty ground selects nothing.
    pub fn press(&mut self, at: [f64; 2], gap: f64) {
        let near =
            |p: Option<[f64; 2]>| p.is_some_and(|p| (p[0] - at[0]).hypot(p[1] - at[1]) <= gap);
        let handles = self.handles(gap);
        let grip = match handles {
            Some(h) if near(h.turn) => Some(Grip::Turn),
            Some(h) if near(h.size) => Some(Grip::Size),
            _ => None,
        };
        if grip.is_none() {
            let was = self.selected;
            self.selected = self.part_at(at);
            if self.selected != was {
                self.focus = 0;
                self.typing = None;
            }
        }
        self.drag = self.selected.and_then(|part| {
            let centre = self.draft.centre(part)?;
            Some(Drag {
                part,
                grip: grip.unwrap_or(Grip::Body),
                offset: [at[0] - centre[0], at[1] - centre[1]],
                before: self.draft.clone(),
            })
        });
    }

    /// The pointer moved to `at` while the button is down: the dragged
    /// part follows, turns to face the pointer or scales with its distance
    /// (each snapped while the grid is on). The whole drag is one step of
    /// the history.
    pub fn drag_to(&mut self, at: [f64; 2]) {
        let Some(drag) = &self.drag else { return };
        let (part, offset) = (drag.part, drag.offset);
        let Some(centre) = drag.before.centre(part) else {
            return;
        };
        let from = [at[0] - centre[0], at[1] - centre[1]];
        let edit = match drag.grip {
            Grip::Body => {
                let step = if self.grid { GRID } else { FINE };
                let to = inside(&self.draft, part, [at[0] - offset[0], at[1] - offset[1]]);
                Edit::MoveTo(part, to, step)
            }
            Grip::Turn => {
                let step = if self.grid {
                    ROTATE_STEP_DEG
                } else {
                    FINE_TURN_DEG
                };
                Edit::TurnTo(part, (-from[0]).atan2(from[1]).to_degrees(), step)
            }
            Grip::Size => {
                let grabbed = offset[0].hypot(offset[1]);
                let step = if self.grid { GRID_SCALE } else { FINE_SCALE };
                // From the part as it was at the grab, so the steps of a
                // drag do not compound their rounding.
                self.draft = drag.before.clone();
                Edit::ScaleBy(part, from[0].hypot(from[1]) / grabbed.max(FINE), step)
            }
        };
        let before = self.draft.clone();
        self.draft.apply(&edit);
        if self.draft != before || drag.grip == Grip::Size {
            self.refresh();
        }
    }

    /// The button went up: the drag, if it moved anything, becomes one
    /// undoable step.
    pub fn release(&mut self) {
        if let Some(drag) = self.drag.take()
            && drag.before != self.draft
        {
            self.history.record(drag.before);
        }
    }

    /// Where an added part goes: the centre, or the first free grid spot
    /// spiralling out from it so a new target does not land on another.
    pub(super) fn free_spot(&self) -> [f64; 2] {
        let taken = |at: [f64; 2]| {
            self.draft.parts().into_iter().any(|p| {
                let (c, r) = (
                    self.draft.centre(p).unwrap_or_default(),
                    reach(&self.draft, p),
                );
                (c[0] - at[0]).hypot(c[1] - at[1]) < r + 2.5
            })
        };
        let [w, h] = self.draft.size;
        let mut best = [0.0, 0.0];
        'rings: for ring in 0..40_i32 {
            for dx in -ring..=ring {
                for dy in -ring..=ring {
                    if dx.abs().max(dy.abs()) != ring {
                        continue;
                    }
                    let at = [f64::from(dx) * 2.0, f64::from(dy) * 2.0];
                    if at[0].abs() + 2.5 > w / 2.0 || at[1].abs() + 2.5 > h / 2.0 {
                        continue;
                    }
                    if !taken(at) {
                        best = at;
                        break 'rings;
                    }
                }
            }
        }
        best
    }

    /// The part under `at`: targets and obstacles drawn last are on top;
    /// the plane above all.
    #[must_use]
    pub fn part_at(&self, at: [f64; 2]) -> Option<Part> {
        let mut parts = self.draft.parts();
        parts.rotate_left(1);
        parts.into_iter().rev().find(|&p| {
            let c = self.draft.centre(p).unwrap_or_default();
            (c[0] - at[0]).hypot(c[1] - at[1]) <= reach(&self.draft, p).max(0.6)
        })
    }
}

/// The way a part faces, degrees (0: +y); `None` for a disk.
fn facing_deg(draft: &ArenaDraft, part: Part) -> Option<f64> {
    match part {
        Part::Plane => Some(draft.plane.heading_deg),
        Part::Target(i) => draft.targets.get(i).map(|t| t.angle_deg),
        Part::Obstacle(i) => match draft.obstacles.get(i)?.shape {
            ObstacleShapeDraft::Rect { angle_deg, .. } => Some(angle_deg),
            ObstacleShapeDraft::Disk { .. } => None,
        },
    }
}

/// `at` moved as little as it takes for `part` centred there to stay in
/// the arena: the plane's centre inside the field (as the loader asks), a
/// target or obstacle inside by its reach where the field is wide enough,
/// so a drag past the edge stops at it.
fn inside(draft: &ArenaDraft, part: Part, at: [f64; 2]) -> [f64; 2] {
    let margin = match part {
        Part::Plane => 0.0,
        _ => reach(draft, part),
    };
    let clamp = |v: f64, size: f64| {
        let limit = (size / 2.0 - margin).max(0.0);
        v.clamp(-limit, limit)
    };
    [clamp(at[0], draft.size[0]), clamp(at[1], draft.size[1])]
}

/// How far from its centre a part can be grabbed, world units: a target's
/// reach as the loader counts it, closely enough for a pointer.
#[must_use]
pub fn reach(draft: &ArenaDraft, part: Part) -> f64 {
    match part {
        Part::Plane => 1.0,
        Part::Target(i) => draft.targets.get(i).map_or(0.0, |t| {
            let shape = match &t.shape {
                ShapeDraft::Star { outer_radius, .. } => *outer_radius,
                ShapeDraft::Moon { radius, .. } => *radius,
                ShapeDraft::Ellipse {
                    radius_x, radius_y, ..
                } => radius_x.max(*radius_y),
                // Half the diagonal of a glyph box about as wide as tall.
                ShapeDraft::Letter { height, .. } => height * 0.7,
            };
            shape * t.scale
        }),
        Part::Obstacle(i) => draft.obstacles.get(i).map_or(0.0, |o| match o.shape {
            ObstacleShapeDraft::Rect { size, .. } => size[0].hypot(size[1]) / 2.0,
            ObstacleShapeDraft::Disk { radius } => radius,
        }),
    }
}
