//! Rebuilds when a file is added to or removed from `resources/`: the
//! embedded set (rust-embed) is read at compile time, and cargo would
//! otherwise notice only edits to the files it already embedded.

fn main() {
    println!("cargo:rerun-if-changed=resources");
}
