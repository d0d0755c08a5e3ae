//! Both level editors' cores, without a window. The arena editor: every
//! shipped arena saves back byte for byte, random edits save and load as
//! made, leave the lines they did not touch alone and undo to the file
//! exactly, and numbers are written as a person writes them. The Sokoban
//! editor (`sokoban_*`): random edits keep every line they did not touch
//! and undo to the file exactly, and its session's cursor, tools, saving
//! and solver behave as the screen shows them.

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
mod sokoban_edits;
mod sokoban_session;
