//! Hit Lab's entry point.

#![allow(dead_code)] // The skeleton: modes plug into `view::screen` next.

mod view;

fn main() {}
