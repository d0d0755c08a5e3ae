//! Writing files: whole or not at all, through links, never over a folder or
//! a device, under a free name when asked; and no source file but the files
//! module creates, writes or renames one.

mod only_here;
mod saving;
