//! The core (geometry, rules, levels) must not know ggez exists: only the
//! binary's files may mention it. This scans `src/` so a stray import fails
//! `cargo test`, not a code review.

use std::path::{Path, PathBuf};

/// Files and folders of the binary, relative to `src/`, where ggez belongs.
fn is_shell(relative: &Path) -> bool {
    let first = relative
        .components()
        .next()
        .map(|c| c.as_os_str().to_string_lossy().into_owned())
        .unwrap_or_default();
    first == "main.rs"
        || first == "cli.rs"
        || first == "view"
        || first == "app"
        || first.starts_with("app.")
        || first.starts_with("app_")
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

#[test]
fn only_the_binary_mentions_ggez() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    rust_files(&src, &mut files);
    let mut core_files = 0;
    let mut offenders = Vec::new();
    for file in &files {
        let relative = file.strip_prefix(&src).unwrap();
        if is_shell(relative) {
            continue;
        }
        core_files += 1;
        let text = std::fs::read_to_string(file).unwrap();
        for (n, line) in text.lines().enumerate() {
            // Prose about ggez in doc comments is fine; code is not.
            let code = line.trim_start();
            if code.starts_with("//") {
                continue;
            }
            if code.contains("ggez") {
                offenders.push(format!("{}:{}: {}", relative.display(), n + 1, code));
            }
        }
    }
    assert!(
        core_files >= 5,
        "found only {core_files} core files: is src/ laid out as expected?"
    );
    assert!(
        offenders.is_empty(),
        "the core must not use ggez (move this to src/view/):\n{}",
        offenders.join("\n")
    );
}

#[test]
fn the_shell_rule_is_what_it_claims() {
    assert!(is_shell(Path::new("main.rs")));
    assert!(is_shell(Path::new("view/theme.rs")));
    assert!(is_shell(Path::new("app/mod.rs")));
    assert!(is_shell(Path::new("app.rs")));
    assert!(!is_shell(Path::new("lib.rs")));
    assert!(!is_shell(Path::new("geom/mod.rs")));
    assert!(!is_shell(Path::new("modes/view.rs")));
}
