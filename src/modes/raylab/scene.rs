//! What every scene of the lab provides to [`RayLab`](super::RayLab).

use glam::Vec2;

use super::common::Handle;
use super::controls::LabControl;
use super::figure::Sketch;
use crate::sim::ControlFrame;

/// A scene's prepared cases: their names, and the state each one sets up.
pub trait Prepared: Sized {
    /// The prepared cases (N cycles them); the first is how the scene opens.
    const CASES: &'static [&'static str];
    /// The state of case `index` (wrapped into range).
    fn case(index: usize) -> Self;
}

/// [`Prepared`] as a scene behind `dyn` uses it.
pub trait Cases {
    /// The names of the prepared cases.
    fn cases(&self) -> &'static [&'static str];
    /// Loads case `index` (wrapped into range).
    fn load_case(&mut self, index: usize);
}

impl<S: Prepared> Cases for S {
    fn cases(&self) -> &'static [&'static str] {
        S::CASES
    }

    fn load_case(&mut self, index: usize) {
        *self = S::case(index);
    }
}

/// One scene: its state, its held-key rules, its pointer handles, and what it shows.
pub trait Scene: Cases {
    /// Applies the held controls for one step.
    fn step(&mut self, frame: &ControlFrame<LabControl>);
    /// Grabbable points, in priority order (points before bodies).
    fn handles(&self) -> Vec<Handle>;
    /// Moves handle `id` to `to` (world units).
    fn drag(&mut self, id: usize, to: Vec2);
    /// Points the scene's ray at `target`; false if the scene has no ray.
    fn aim(&mut self, _target: Vec2) -> bool {
        false
    }
    /// The drawing and the panel values, all from the core's queries.
    fn sketch(&self) -> Sketch;
    /// The controls the scene uses, each with the message id of what it
    /// does there (`raylab-help-move-rect-left`).
    fn help(&self) -> Vec<(LabControl, &'static str)>;
}

/// A scene whose state is a small copyable value, so the lab can tell whether
/// a key or the pointer changed it: it keeps the state from before the change
/// and compares (the panel's "(modified)" mark).
pub trait Tracked {
    /// The scene itself, to change without tracking (loading a case).
    fn scene_mut(&mut self) -> &mut dyn Scene;
    /// Runs `change` on the scene; true if the scene differs afterwards.
    fn changed_by(&mut self, change: &mut dyn FnMut(&mut dyn Scene)) -> bool;
}

impl<S: Scene + Copy + PartialEq> Tracked for S {
    fn scene_mut(&mut self) -> &mut dyn Scene {
        self
    }

    fn changed_by(&mut self, change: &mut dyn FnMut(&mut dyn Scene)) -> bool {
        let before = *self;
        change(self);
        *self != before
    }
}
