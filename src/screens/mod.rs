//! What each screen decides, apart from how it is drawn: its state and how
//! it changes, in plain data a test drives without a window. The window
//! (`src/view/`) reads this state to draw it and turns keys into the
//! controls these types take.

pub mod banner;
pub mod campaign;
pub mod chooser;
pub mod escape;
pub mod help;
pub mod keys;
pub mod labels;
pub mod lesson;
pub mod navigation;
pub mod preferences;
pub mod question;
pub mod student;
pub mod words;

/// The wrap-around selection the screens step through (it lives in `sim`,
/// so the layers below step through lists the same way).
pub use crate::sim::Selection;
