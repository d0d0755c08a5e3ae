//! Text in any script a teacher writes: where its sentences end, how wide
//! it is on a fixed-pitch terminal, where its lines may break, how it is cut
//! to fit a width, which language its script suggests, which of the
//! window's fonts draws each character, a line of it typed in, and whether
//! the boxes a frame's texts were laid out in are cut or overlap.
//!
//! Below the file formats: `levels` quotes what was written by its display
//! width, `lesson` counts a caption's sentences, and the view wraps every
//! paragraph with the one line breaker here, measured by its font.

pub mod boxes;
pub mod counted;
pub mod field;
pub mod fit;
pub mod fonts;
pub mod language;
pub mod line_break;
pub mod sentence;
pub mod width;

pub use field::TextField;
pub use fit::{ELLIPSIS, elide_middle, keep_lines, with_ellipsis};
pub use language::{guess_language, is_language_tag};
pub use line_break::break_lines;
pub use sentence::{count_sentences, ends_sentence};
pub use width::{cut_to_width, display_width};
