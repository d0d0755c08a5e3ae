//! The shooter mode's rules.

pub mod control;
pub mod shapes;

pub use control::ShooterControl;
