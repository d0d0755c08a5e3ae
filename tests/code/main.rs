//! Checks on the code itself: the core's layers import only downward, only
//! the files module writes files, and the window's words live in the
//! language tables.

mod layers;
mod one_writer;
mod words;
