//! Checks on the code itself: the core's layers import only downward, and
//! the window's words live in the language tables.

mod layers;
mod words;
