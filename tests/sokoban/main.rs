//! Sokoban: parsing packs, the rules of a push, paths, the session a player
//! drives, and the shipped pack's solutions.

mod common;
mod drag;
mod messages;
mod pack;
mod parse;
mod rules;
mod session;
