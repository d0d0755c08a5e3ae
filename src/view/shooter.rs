//! Draws the shooter mode and maps its keys.
