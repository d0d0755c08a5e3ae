//! The system clipboard, text only: what Ctrl+C copies (a share code, a
//! Sokoban level and its solution) and what Ctrl+V pastes. The one place
//! the game touches it.
//!
//! On X11 and Wayland a copy lives only as long as its owner, so one
//! clipboard handle is kept for the window's thread while the game runs.
//! A clipboard can be missing (no selection owner, a compositor without the
//! data-control protocol): each call then says why in words the window
//! shows, and the game goes on.

use std::cell::RefCell;

thread_local! {
    static CLIPBOARD: RefCell<Option<arboard::Clipboard>> = const { RefCell::new(None) };
}

/// Runs `act` on the thread's clipboard, opened on first use.
fn with_clipboard<T>(
    act: impl FnOnce(&mut arboard::Clipboard) -> Result<T, arboard::Error>,
) -> Result<T, String> {
    CLIPBOARD.with(|cell| {
        let mut slot = cell.borrow_mut();
        let clipboard = match slot.as_mut() {
            Some(clipboard) => clipboard,
            None => slot.insert(arboard::Clipboard::new().map_err(|e| e.to_string())?),
        };
        act(clipboard).map_err(|e| e.to_string())
    })
}

/// Puts `text` on the system clipboard.
///
/// # Errors
/// Why the clipboard could not be reached or written.
pub fn copy(text: &str) -> Result<(), String> {
    with_clipboard(|c| c.set_text(text))
}

/// The text on the system clipboard.
///
/// # Errors
/// Why there is none: the clipboard could not be reached, is empty, or
/// holds something other than text.
pub fn paste() -> Result<String, String> {
    with_clipboard(|c| c.get_text())
}
