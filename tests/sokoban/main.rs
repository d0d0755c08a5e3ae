//! Sokoban: parsing packs, the rules of a push, paths, the session a player
//! drives, what a player's client adds (medals, statistics, next unsolved,
//! copy and paste) and the shipped pack's solutions. (The level editor's rules are
//! tested with the arena editor's, in tests/editor.)

mod client;
mod common;
mod drag;
mod messages;
mod motion;
mod pack;
mod parse;
mod rules;
mod session;
