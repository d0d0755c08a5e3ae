//! The simulation clock and its inputs: a fixed timestep, the pace frames
//! run it at (the game speed) and how its motion is shown, named controls
//! that the modes understand, scripts that replay them without a human, and
//! the wrap-around selection those controls step through lists with.

pub mod controls;
pub mod pace;
pub mod script;
pub mod selection;

pub use controls::{Control, ControlFrame, PointerEvent};
pub use pace::{FRAMES_PER_SECOND, Motion, Pace};
pub use script::{Script, ScriptError};
pub use selection::Selection;

/// Simulation steps per second at full game speed. Every rule is written
/// per step, so a run is reproducible whatever the render rate or speed
/// ([`pace`]).
pub const STEPS_PER_SECOND: u32 = 60;
