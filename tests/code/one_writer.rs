//! Only `src/files/` writes files: a writer anywhere else would skip what
//! it promises (whole or not at all, through links, never over a folder),
//! so every file the game writes is written one way.

use std::path::Path;

/// What creates, writes or renames a file outside the files module, each
/// matched where a name starts (`AtomicFile::create` is not `File::create`).
const WRITERS: &[&str] = &[
    "File::create",
    "File::options",
    "fs::write",
    "fs::copy",
    "rename(",
    "OpenOptions",
    ".create_new(",
];

/// The module that may use them.
const FILES_MODULE: &str = "src/files/";

/// Whether `line` names `writer` where a name starts, not inside a longer
/// one.
fn names(line: &str, writer: &str) -> bool {
    line.match_indices(writer).any(|(at, _)| {
        writer.starts_with('.')
            || !line[..at]
                .chars()
                .next_back()
                .is_some_and(|c| c.is_alphanumeric() || c == '_')
    })
}

/// `file:line: text` for each line of the sources under `src/` outside the
/// files module that names a writer, comments and tests
/// included (a test's scratch file is written through the module too).
fn writers_outside(root: &Path) -> Vec<String> {
    let files = crate::rust_files(&root.join("src"));
    let mut found = Vec::new();
    for file in files {
        let shown = file
            .strip_prefix(root)
            .unwrap_or(&file)
            .to_string_lossy()
            .replace('\\', "/");
        if shown.starts_with(FILES_MODULE) {
            continue;
        }
        let text = std::fs::read_to_string(&file).expect("a readable source file");
        for (number, line) in text.lines().enumerate() {
            if WRITERS.iter().any(|w| names(line, w)) {
                found.push(format!("{shown}:{}: {}", number + 1, line.trim()));
            }
        }
    }
    found
}

#[test]
fn no_source_file_outside_the_files_module_writes_a_file() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let found = writers_outside(root);
    assert!(
        found.is_empty(),
        "write files through hitlab::files (write, write_toml, AtomicFile), not:\n{}",
        found.join("\n")
    );
}

#[test]
fn the_guard_finds_a_writer_where_one_is_and_only_there() {
    let root = tempfile::tempdir().expect("a scratch folder");
    let src = root.path().join("src");
    let write = |name: &str, text: &str| hitlab::files::write(src.join(name), text).unwrap();
    write("files/mod.rs", "std::fs::rename(a, b);\n");
    write(
        "modes/best.rs",
        "fn save() {\n    std::fs::write(path, text)\n}\n",
    );
    write(
        "app/shot.rs",
        "let f = AtomicFile::create(p)?;\nlet g = File::create(p)?;\nlet n = AtomicFile::create_new(p)?;\n",
    );
    write(
        "cli/open.rs",
        "OpenOptions::new()\n    .write(true)\n    .create_new(true)\n",
    );
    assert_eq!(
        writers_outside(root.path()),
        [
            "src/app/shot.rs:2: let g = File::create(p)?;",
            "src/cli/open.rs:1: OpenOptions::new()",
            "src/cli/open.rs:3: .create_new(true)",
            "src/modes/best.rs:2: std::fs::write(path, text)",
        ]
    );
}
