//! Writing files: whole or not at all, through links, never over a folder or
//! a device, under a free name when asked. (That no other source file writes
//! one is checked in tests/code.)

mod killed;
mod saving;
#[cfg(windows)]
mod windows;
