//! Collision geometry on glam, free of any window or engine.
