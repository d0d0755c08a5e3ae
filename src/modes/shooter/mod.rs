//! The shooter: the demo of the tutorial's triangle-mesh chapter (point vs
//! triangle mesh) grown into an arcade round.
//!
//! A plane turns and flies, fires shells, and rotating targets (Star, Moon,
//! Ellipse, Letter) are hit-tested that chapter's way: each target is a set of
//! triangles in its initial pose; a shell is carried there by the inverse of
//! the target's model matrix and tested against those triangles. The point
//! test (the shell's position only) can step over a thin tip between two
//! steps; the swept test (the shell's path this step) cannot. Both are kept,
//! switchable live, so the miss and its fix can be watched.
//!
//! Nothing here knows about ggez: `src/view/shooter` draws the state and
//! maps keys to [`ShooterControl`]s.

pub mod best;
pub mod control;
#[allow(missing_docs)] // documented when the shooter's detection modes land
mod detect;
#[allow(missing_docs)] // documented when the shooter's detection modes land
pub mod effects;
#[allow(missing_docs)] // documented when the shooter's detection modes land
mod game;
#[allow(missing_docs)] // documented when the shooter's detection modes land
pub mod shapes;
#[allow(missing_docs)] // documented when the shooter's detection modes land
mod shell;
#[allow(missing_docs)] // documented when the shooter's detection modes land
pub mod target;
pub mod tuning;

pub use control::ShooterControl;
pub use detect::{AimHit, Inset};
pub use effects::{Marker, MarkerKind, Shard};
pub use game::{GameEvent, Phase, Plane, ShooterGame, Stats};
pub use shell::{Detection, Shell};
pub use target::{LocalHit, Target, TargetState};
