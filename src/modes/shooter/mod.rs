//! The shooter mode's rules.
