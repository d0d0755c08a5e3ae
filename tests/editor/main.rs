//! The arena editor's core, without a window: every shipped arena saves back
//! byte for byte, random edits save and load as made, leave the lines they
//! did not touch alone and undo to the file exactly, and numbers are written
//! as a person writes them.

mod comments;
mod common;
mod from_nothing;
mod new_parts;
mod numbers;
mod panel;
mod pointer;
mod properties;
mod saving;
mod shipped;
