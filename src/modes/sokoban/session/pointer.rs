//! What the view needs from a session in motion: where things are drawn
//! mid-slide, and mouse clicks and drags turned into planned moves.

use glam::Vec2;

use crate::levels::sokoban::{Cell, Tile};
use crate::sim::Motion;

use super::super::game::neighbour;
use super::super::path::{push_path, walk_path};
use super::drag::{Drag, DragPreview};
use super::refusal::Refused;
use super::{MOVE_STEPS, Screen, Session};

impl Session {
    /// Where the worker is drawn, in grid units (cell centre = col + 0.5):
    /// sliding between cells, or with reduced motion on the cell it moved
    /// to (the move's steps are the same either way).
    #[must_use]
    pub fn worker_position(&self, motion: Motion) -> Option<Vec2> {
        let game = self.game.as_ref()?;
        Some(self.slide_position(game.worker(), None, motion))
    }

    /// Where each box is drawn, with whether its cell is a goal: sliding,
    /// or with reduced motion on its cell.
    #[must_use]
    pub fn box_positions(&self, motion: Motion) -> Vec<(Vec2, bool)> {
        let Some(game) = &self.game else {
            return Vec::new();
        };
        let level = game.level();
        game.boxes()
            .into_iter()
            .map(|b| {
                let on_goal = level.tile(b) == Tile::Goal;
                (self.slide_position(b, Some(b), motion), on_goal)
            })
            .collect()
    }

    fn slide_position(&self, cell: Cell, as_box: Option<Cell>, motion: Motion) -> Vec2 {
        let centre = Vec2::new(cell.col as f32 + 0.5, cell.row as f32 + 0.5);
        let Some(slide) = self.slide.filter(|_| motion.animated()) else {
            return centre;
        };
        let moving = match as_box {
            None => true,
            Some(b) => {
                slide.step.push
                    && b == neighbour(neighbour(slide.from, slide.step.dir), slide.step.dir)
            }
        };
        if !moving {
            return centre;
        }
        let (dc, dr) = slide.step.dir.delta();
        let left = 1.0 - slide.done as f32 / MOVE_STEPS as f32;
        centre - Vec2::new(dc as f32, dr as f32) * left
    }

    /// A mouse button went down on `cell` (grid coordinates).
    pub fn pointer_down(&mut self, cell: Cell) {
        self.drag = Some(Drag {
            from: cell,
            preview: None,
        });
    }

    /// The pointer moved over `cell` with the button down. Dragging a box,
    /// this plans the push to `cell` (once per cell) for [`Self::drag_preview`].
    pub fn pointer_move(&mut self, cell: Cell) {
        let (Some(drag), Some(game)) = (&mut self.drag, &self.game) else {
            return;
        };
        let movable = self.screen == Screen::Play && !game.is_solved();
        if !movable || !game.has_box(drag.from) || cell == drag.from {
            drag.preview = None;
            return;
        }
        if drag.preview.as_ref().is_some_and(|p| p.to == cell) {
            return;
        }
        drag.preview = Some(DragPreview::plan(game, drag.from, cell));
    }

    /// A move was played during a drag: the planned push may have changed.
    pub(super) fn replan_drag(&mut self) {
        let (Some(drag), Some(game)) = (&mut self.drag, &self.game) else {
            return;
        };
        if let Some(to) = drag.preview.as_ref().map(|p| p.to) {
            drag.preview = game
                .has_box(drag.from)
                .then(|| DragPreview::plan(game, drag.from, to));
        }
    }

    /// Where the box being dragged would go if the button came up now.
    #[must_use]
    pub fn drag_preview(&self) -> Option<&DragPreview> {
        self.drag.as_ref()?.preview.as_ref()
    }

    /// The button came up on `cell`: a click walks there, a drag from a box pushes it there.
    pub fn pointer_up(&mut self, cell: Cell) {
        let Some(Drag { from, .. }) = self.drag.take() else {
            return;
        };
        let Some(game) = &self.game else { return };
        if self.screen != Screen::Play || game.is_solved() {
            return;
        }
        let plan = if game.has_box(from) && from != cell {
            push_path(game, from, cell).ok_or(Refused::NoPushPath)
        } else if from == cell && !game.has_box(cell) {
            walk_path(game, cell).ok_or(Refused::NoWalkPath)
        } else {
            return;
        };
        match plan {
            Ok(dirs) => {
                self.queue.clear();
                self.queue.extend(dirs);
            }
            Err(why) => self.refuse(why),
        }
    }
}
