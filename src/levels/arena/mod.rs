//! The shooter's arena files: TOML under `resources/arenas/`.
//!
//! An arena is the shooter's scene made editable: the plane's start and
//! speeds, the shells, the rotating targets (Star, Moon, Ellipse, Letter),
//! obstacles that block shells, and the round length.
//!
//! Parsing is strict: an unknown key is an error (a typo must not be ignored
//! silently) and every number is range-checked. Each problem names the file,
//! the line and column, and what is wrong; all of a file's problems are
//! reported at once (see [`ArenaError`]). Angles are degrees in the file and
//! radians once loaded; world units are y up.
//!
//! ```toml
//! name = "The four shapes"
//! size = [32.0, 20.0]          # world units, centred on the origin
//! round_seconds = 60
//! detection = "spin"           # the hit test a round starts with
//!
//! [plane]
//! position = [0.0, -7.0]
//! heading_deg = 0.0            # 0 faces +y; counter-clockwise positive
//! turn_deg_per_step = 2.0
//! move_speed = 0.12            # world units per step when moving (S)
//!
//! [shells]
//! speed = 0.5                  # world units per step
//! cooldown_steps = 6           # steps between shells while fire is held
//!
//! [[targets]]
//! shape = { kind = "star", points = 5, outer_radius = 2.0, inner_radius = 0.8 }
//! position = [4.0, 4.0]
//! spin_deg_per_step = 1.0
//! colour = "#f2c84b"
//!
//! [[obstacles]]
//! kind = "rect"
//! center = [0.0, 0.0]
//! size = [4.0, 0.5]
//! angle_deg = 15.0
//! ```
//!
//! Loading goes step by step, a file each ([`load`](load_arena) runs them):
//! 1. `syntax`: the text is parsed once, into a TOML table that keeps the
//!    byte span of every key and value. Broken TOML stops here.
//! 2. `walk`: the fixed tables (the top level, `[plane]`, `[shells]`,
//!    `[storm]`, `[medals]`, each `[[targets]]` entry) are walked key by key into spanned values of the
//!    right type. An unknown, missing or mistyped key stops here.
//! 3. `build`, with `values`, `kind_table` and `entries`: every value is
//!    range-checked (`medal_check` for `[medals]`), and each target's `shape` and `[[obstacles]]` entry is
//!    read by its `kind`; every problem is collected.
//! 4. `placement`: the placements leave a playable arena.
//!
//! Each problem is worded by the step that finds it (with `words`, and
//! `want` for what a key accepts), from what it walked, and given its line
//! and column last (`error`).

mod build;
pub mod defaults;
mod entries;
mod error;
pub mod font;
mod kind_table;
mod limits;
mod load;
mod medal_check;
pub mod medals;
mod placement;
mod problem_text;
mod reach;
mod spec;
mod values;
mod walk;
mod want;

/// The arena the shooter plays when no `--level` is given, relative to
/// `resources/`; also the key its best score is kept under.
pub const DEFAULT_ARENA: &str = "arenas/default.toml";

pub use error::{ArenaError, ArenaProblem};
pub use load::{load_arena, parse_arena};
pub use reach::{shape_reach, spin_reach};
pub use spec::{
    Arena, Detection, ObstacleSpec, PlaneSpec, ShapeSpec, ShellSpec, StormSpec, TargetSpec,
};
pub(crate) use values::parse_colour;
/// The order of each table's keys, for a writer that adds one (the editor).
pub(crate) use walk::{PLANE_KEYS, SHELL_KEYS, TARGET_KEYS};
