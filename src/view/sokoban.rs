//! Draws the sokoban mode and maps its keys.
