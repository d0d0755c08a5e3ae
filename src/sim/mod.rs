//! The simulation clock and its inputs: a fixed timestep, named controls
//! that the modes understand, and scripts that replay them without a human.

pub mod controls;
pub mod script;

pub use controls::{Control, ControlFrame, PointerEvent};
pub use script::{Script, ScriptError};

/// Simulation steps per second. Every rule is written per step, so a run is
/// reproducible whatever the render rate.
pub const STEPS_PER_SECOND: u32 = 60;
