//! The ray lab: its scenes report what the geometry computes, draw what they
//! report, and place their labels apart.

mod case_row;
mod common;
mod draws_what_the_core_computes;
mod labels;
mod scenes;
