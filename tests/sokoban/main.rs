//! Sokoban: parsing packs, the rules of a push, paths, the session a player
//! drives and the shipped pack's solutions. (The level editor's rules are
//! tested with the arena editor's, in tests/editor.)

mod common;
mod drag;
mod messages;
mod motion;
mod pack;
mod parse;
mod rules;
mod session;
