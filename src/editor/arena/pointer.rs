//! The pointer on the field: a press selects the part under it and starts
//! a drag, which moves it as one step of the history; and where an added
//! part goes.

use super::draft::{ArenaDraft, ObstacleShapeDraft, Part, ShapeDraft};
use super::ops::{Edit, FINE};
use super::session::{ArenaEditor, Drag, GRID};

impl ArenaEditor {
    /// The left button went down at `at` (world units): selects the part
    /// under it, top-most first, and starts dragging it; on empty ground
    /// selects nothing.
    pub fn press(&mut self, at: [f64; 2]) {
        self.selected = self.part_at(at);
        self.drag = self.selected.and_then(|part| {
            let centre = self.draft.centre(part)?;
            Some(Drag {
                part,
                offset: [at[0] - centre[0], at[1] - centre[1]],
                before: self.draft.clone(),
            })
        });
    }

    /// The pointer moved to `at` while the button is down: the dragged
    /// part follows (snapped when the grid is on). The whole drag is one
    /// step of the history.
    pub fn drag_to(&mut self, at: [f64; 2]) {
        let Some(drag) = &self.drag else { return };
        let to = [at[0] - drag.offset[0], at[1] - drag.offset[1]];
        let step = if self.grid { GRID } else { FINE };
        let part = drag.part;
        let before = self.draft.clone();
        self.draft.apply(&Edit::MoveTo(part, to, step));
        if self.draft != before {
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
