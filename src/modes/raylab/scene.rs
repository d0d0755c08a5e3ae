//! What every scene of the lab provides to [`RayLab`](super::RayLab).

use glam::Vec2;

use super::common::Handle;
use super::controls::LabControl;
use super::figure::Sketch;
use crate::sim::ControlFrame;

/// One scene: its state, its held-key rules, its pointer handles, and what it shows.
pub trait Scene {
    /// "1  Ray vs axis-aligned rect (slab method)".
    fn title(&self) -> &'static str;
    /// The prepared cases (N cycles them); the first is how the scene opens.
    fn cases(&self) -> &'static [&'static str];
    /// Loads case `index` (wrapped into range).
    fn load_case(&mut self, index: usize);
    /// Applies the held controls for one step.
    fn step(&mut self, frame: &ControlFrame<LabControl>);
    /// Grabbable points, in priority order (points before bodies).
    fn handles(&self) -> Vec<Handle>;
    /// Moves handle `id` to `to` (world units).
    fn drag(&mut self, id: usize, to: Vec2);
    /// Points the scene's ray at `target`; false if the scene has no ray.
    fn aim(&mut self, target: Vec2) -> bool;
    /// The drawing and the panel values, all from the core's queries.
    fn sketch(&self) -> Sketch;
    /// The controls this scene uses and what each does here.
    fn help(&self) -> Vec<(LabControl, &'static str)>;
}
