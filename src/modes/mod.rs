//! Game rules per mode. Each mode is a plain state machine stepped with a
//! [`ControlFrame`](crate::sim::ControlFrame) per fixed step.

pub mod campaign;
pub mod raylab;
pub mod share_code;
pub mod shooter;
pub mod sokoban;
