//! Sokoban: parsing packs, the rules of a push, paths, the session a player
//! drives, the shipped pack's solutions, and the level editor's rules.

mod common;
mod drag;
mod editor;
mod editor_session;
mod messages;
mod pack;
mod parse;
mod rules;
mod session;
