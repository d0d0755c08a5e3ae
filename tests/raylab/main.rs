//! The ray lab: its scenes report what the geometry computes, their
//! sketches (what the window draws, as data) show what they report, and
//! their labels are placed apart.

mod case_row;
mod common;
mod labels;
mod scenes;
mod sketch_shows_what_the_core_computes;
