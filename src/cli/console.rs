//! The console window on Windows. `hitlab.exe` is a console program, so
//! that `hitlab check` and the other commands print in the terminal that
//! ran them and hand it their exit code. Started from Explorer (a
//! double-click, the Start menu), Windows gives it a console window of its
//! own, which would stay open behind the game: the game lets that one go.
//! A console shared with a terminal is kept (the log goes there).

/// Lets go of this process's console if no other process shares it, which
/// is the console Windows opened for a double-click. Elsewhere, nothing.
pub fn release_if_own() {
    #[cfg(windows)]
    {
        use windows_sys::Win32::System::Console::{FreeConsole, GetConsoleProcessList};
        let mut ids = [0u32; 2];
        // SAFETY: the buffer holds `ids.len()` process ids, as passed.
        let attached = unsafe { GetConsoleProcessList(ids.as_mut_ptr(), ids.len() as u32) };
        if only_this_process(attached) {
            log::info!("started without a terminal: closing the console window");
            // SAFETY: no handle of the console is held across this call;
            // Rust's standard streams ignore writes to a closed console.
            unsafe { FreeConsole() };
        }
    }
}

/// Whether a console with `attached` processes is this process's alone
/// (`GetConsoleProcessList` counts this process; 0 means it failed).
#[cfg_attr(not(windows), allow(dead_code))]
fn only_this_process(attached: u32) -> bool {
    attached == 1
}

#[cfg(test)]
mod tests {
    use super::only_this_process;

    #[test]
    fn a_console_shared_with_a_terminal_is_kept() {
        assert!(only_this_process(1));
        assert!(!only_this_process(2), "a terminal and the game");
        assert!(!only_this_process(0), "the call failed: keep what there is");
    }
}
