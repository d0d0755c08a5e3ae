//! The raylab mode's rules.
