//! Checks on the code itself: the core's layers import only downward.

mod layers;
