//! The shooter: point vs triangle mesh (docs/collision.md, "Containment")
//! grown into an arcade round.
//!
//! A plane turns and flies, fires shells, and rotating targets (Star, Moon,
//! Ellipse, Letter) are hit-tested as the source text does: each target is a
//! set of triangles in its initial pose; a shell is carried there by the
//! inverse of the target's model matrix and tested against those triangles. The
//! point test (the shell's position only) can step over a thin tip between two
//! steps; the swept test (the shell's path this step, the target held in its
//! end pose) cannot, but a tip that turns across a slow shell within a step
//! escapes it too; the spin test (both motions swept) catches that. All three
//! are kept, switchable live, so each miss and its fix can be watched.
//!
//! Nothing here knows about ggez: `src/view/shooter` draws the state and
//! maps keys to [`ShooterControl`]s.

mod aids;
pub mod best;
mod collide;
pub mod control;
pub mod daily;
mod detect;
pub mod effects;
mod events;
mod from_file;
mod game;
mod miss_trace;
mod moment;
mod narrow;
mod plane;
mod readouts;
pub mod replay;
mod replay_text;
pub mod replays;
pub mod rewind;
pub mod shapes;
mod shell;
mod stats;
mod step_input;
mod storm;
pub mod target;
pub mod tuning;

pub use crate::levels::arena::Detection;
pub use aids::{TeachingAids, next_detection};
pub use collide::StepCounts;
pub use control::ShooterControl;
pub use detect::{AimHit, INSET_CURVE_SEGMENTS, Inset, InsetPath, NearestTriangle};
pub use effects::{Marker, MarkerKind, Shard};
pub use events::GameEvent;
pub use game::{MAX_RECORDED_STEPS, Phase, ShooterGame};
pub use miss_trace::MissTrace;
pub use moment::Moment;
pub use plane::Plane;
pub use replay::Replay;
pub use rewind::{History, Rewound};
pub use shell::{SHELL_BYTES, Shell, Shells};
pub use stats::{RoundReport, RunReport, Stats};
pub use step_input::StepInput;
pub use target::{LocalHit, Target, TargetState};
