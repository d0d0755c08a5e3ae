//! Hit Lab's core: geometry, game rules and level formats.
//!
//! Nothing in this library knows about ggez or any window: the binary
//! (`src/main.rs`, `src/app.rs`, `src/view/`) translates keys into controls
//! and draws what these modules decide. `tests/core_is_ggez_free.rs` keeps
//! it that way.

pub mod camera;
pub mod geom;
pub mod levels;
pub mod modes;
pub mod resources;
pub mod sim;
