//! Hit Lab's core: geometry, game rules and level formats.
//!
//! Nothing in this library knows about ggez or any window: the binary
//! (`src/main.rs`, `src/cli/`, `src/app/`, `src/view/`) translates keys into
//! controls and draws what these modules decide. The compiler keeps it that
//! way: ggez is a dependency only under the `game` feature, which the binary
//! requires, and `cargo check --lib --no-default-features` (run by CI) builds
//! this library without it.

#![warn(missing_docs)]

pub mod camera;
pub mod data_file;
pub mod geom;
pub mod levels;
pub mod modes;
pub mod resources;
pub mod sim;
