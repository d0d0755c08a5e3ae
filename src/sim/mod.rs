//! The simulation clock and its inputs: a fixed timestep, named controls
//! that the modes understand, scripts that replay them without a human, and
//! the wrap-around selection those controls step through lists with.

pub mod controls;
pub mod script;
pub mod selection;

pub use controls::{Control, ControlFrame, PointerEvent};
pub use script::{Script, ScriptError};
pub use selection::Selection;

/// Simulation steps per second. Every rule is written per step, so a run is
/// reproducible whatever the render rate.
pub const STEPS_PER_SECOND: u32 = 60;
