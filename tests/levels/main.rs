//! Level files: the shipped arenas and packs load, the documented format is the
//! one the loader reads, and bad files are refused with their place and a plain
//! message.

mod arena_files;
mod arenas;
mod common;
mod differential;
mod docs;
mod error_places;
mod errors;
mod file_fonts;
mod fuzz;
mod fuzz_found;
mod lesson_claims;
mod lesson_worksheets;
mod lessons;
mod lessons_translated;
mod other_format;
mod plain_messages;
