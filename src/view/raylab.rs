//! Draws the raylab mode and maps its keys.
