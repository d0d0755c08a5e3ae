//! What the library's unit tests share.

/// A fresh, empty folder for one test, named after it, removed when the
/// returned guard drops: when the test ends, whether it passes or not.
pub fn scratch(name: &str) -> tempfile::TempDir {
    tempfile::Builder::new()
        .prefix(&format!("hitlab-{name}-"))
        .tempdir()
        .expect("a scratch folder in the system's temporary folder")
}
