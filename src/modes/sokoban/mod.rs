//! The sokoban mode's rules.
